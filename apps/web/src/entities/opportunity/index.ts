export { useCanEditOpportunities } from './can-edit.ts';
