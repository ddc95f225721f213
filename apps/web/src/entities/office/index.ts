export { officeKeys, useOffices } from './office.queries.ts';
