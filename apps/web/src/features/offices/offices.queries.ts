import type { BodyOf } from '@fieldbook/contract/endpoint';
import { deleteOffice, getOffice, saveOffice } from '@fieldbook/contract/offices';
import { officeKeys } from '../../entities/office/index.ts';
import { call } from '../../shared/api/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../shared/ui/record-queries.ts';

export const useOffice = (id: number | null) =>
  useRecordForEdit(officeKeys, id, (id) => call(getOffice, { body: { id } }).then((r) => r.data));

export const useSaveOffice = () =>
  useSaveRecord(
    officeKeys,
    (body: BodyOf<typeof saveOffice>) => call(saveOffice, { body }),
    (answer) => answer.officeLocationId,
  );

export const useDeleteOffice = () => useDeleteRecord(officeKeys, (id) => call(deleteOffice, { body: { id } }));
