import { getEmployeeOptions } from '@fieldbook/contract/employees';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const employeeKeys = { list: 'employees', record: 'employee' };

/** The employees a timesheet entry can be for. */
export const useEmployeeOptions = () =>
  useQuery({
    queryKey: [employeeKeys.list, 'options'],
    queryFn: () => call(getEmployeeOptions, { body: {} }).then((r) => r.data),
  });
