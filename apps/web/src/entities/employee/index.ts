export { employeeKeys, employeeOptionsQuery, useEmployeeOptions } from './employee.queries.ts';
