export { useCall } from './call.queries.ts';
