import type { BodyOf } from '@fieldbook/contract/endpoint';
import { deleteOffice, getOffice, getOfficeList, saveOffice } from '@fieldbook/contract/offices';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../ui/record-queries.ts';

const keys = { list: 'offices', record: 'office' };

/** Every office by name (the office cards here, and the office choices elsewhere). */
export const useOffices = () =>
  useQuery({
    queryKey: [keys.list],
    queryFn: () => call(getOfficeList).then((r) => r.data),
  });

export const useOffice = (id: number | null) =>
  useRecordForEdit(keys, id, (id) => call(getOffice, { body: { id } }).then((r) => r.data));

export const useSaveOffice = () =>
  useSaveRecord(
    keys,
    (body: BodyOf<typeof saveOffice>) => call(saveOffice, { body }),
    (answer) => answer.officeLocationId,
  );

export const useDeleteOffice = () => useDeleteRecord(keys, (id) => call(deleteOffice, { body: { id } }));
