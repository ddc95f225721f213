import {
  deleteEmployee,
  getEmployee,
  getEmployeeList,
  getEmployeeOptions,
  saveEmployee,
} from '@fieldbook/contract/employees';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../ui/record-queries.ts';

const keys = { list: 'employees', record: 'employee' };

export const useEmployees = () =>
  useQuery({ queryKey: [keys.list], queryFn: () => call(getEmployeeList, { body: {} }).then((r) => r.data) });

/** The employees a timesheet entry can be for. */
export const useEmployeeOptions = () =>
  useQuery({
    queryKey: [keys.list, 'options'],
    queryFn: () => call(getEmployeeOptions, { body: {} }).then((r) => r.data),
  });

export const useEmployee = (id: number | null) =>
  useRecordForEdit(keys, id, (id) => call(getEmployee, { body: { id } }).then((r) => r.data));

export const useSaveEmployee = () =>
  useSaveRecord(
    keys,
    (body: BodyOf<typeof saveEmployee>) => call(saveEmployee, { body }),
    (answer) => answer.employeeId,
  );

export const useDeleteEmployee = () => useDeleteRecord(keys, (id) => call(deleteEmployee, { body: { id } }));
