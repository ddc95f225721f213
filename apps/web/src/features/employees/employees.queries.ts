import { deleteEmployee, getEmployee, getEmployeeList, saveEmployee } from '@fieldbook/contract/employees';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '../../entities/employee/index.ts';
import { call } from '../../shared/api/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../shared/ui/record-queries.ts';

export const useEmployees = () =>
  useQuery({ queryKey: [employeeKeys.list], queryFn: () => call(getEmployeeList, { body: {} }).then((r) => r.data) });

export const useEmployee = (id: number | null) =>
  useRecordForEdit(employeeKeys, id, (id) => call(getEmployee, { body: { id } }).then((r) => r.data));

export const useSaveEmployee = () =>
  useSaveRecord(
    employeeKeys,
    (body: BodyOf<typeof saveEmployee>) => call(saveEmployee, { body }),
    (answer) => answer.employeeId,
  );

export const useDeleteEmployee = () => useDeleteRecord(employeeKeys, (id) => call(deleteEmployee, { body: { id } }));
