import { getEmployeeOptions } from '@fieldbook/contract/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const employeeKeys = { list: 'employees', record: 'employee' };

/** The employees a timesheet entry can be for. */
export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: [employeeKeys.list, 'options'],
    queryFn: () => call(getEmployeeOptions, { body: {} }).then((r) => r.data),
  });

export const useEmployeeOptions = () => useQuery(employeeOptionsQuery());
