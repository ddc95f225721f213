import {
  deleteEmployee,
  getEmployee,
  getEmployeeList,
  getEmployeeOptions,
  saveEmployee,
} from '@fieldbook/contract/employees';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api.ts';

export const useEmployees = () =>
  useQuery({ queryKey: ['employees'], queryFn: () => call(getEmployeeList, { body: {} }).then((r) => r.data) });

/** The employees a timesheet entry can be for. */
export const useEmployeeOptions = () =>
  useQuery({
    queryKey: ['employees', 'options'],
    queryFn: () => call(getEmployeeOptions, { body: {} }).then((r) => r.data),
  });

export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: ['employee', id],
    queryFn: () => call(getEmployee, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveEmployee>) => call(saveEmployee, { body }),
    onSuccess: (answer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['employees'] }),
        client.invalidateQueries({ queryKey: ['employee', answer.employeeId] }),
      ]),
  });
}

export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteEmployee, { body: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ['employee', id] });
      return client.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
