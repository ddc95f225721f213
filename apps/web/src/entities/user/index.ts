export { usePhoneTypes } from './user.queries.ts';
