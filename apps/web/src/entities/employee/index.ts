export { employeeKeys, useEmployeeOptions } from './employee.queries.ts';
