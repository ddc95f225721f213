import { inventoryExcelOptions, uploadInventoryExcel } from '@fieldbook/contract/inventory-upload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

/** The upload form's choices: the yards the user may work from and the active jobs. */
export const useUploadOptions = () =>
  useQuery({ queryKey: ['inventory-upload-options'], queryFn: () => call(inventoryExcelOptions) });

export interface UploadInput {
  yardId: number;
  jobId: number;
  file: File;
  /** The filled form's key: sending it again (a retry) moves the stock once. */
  requestKey: string;
}

/** Sends a filled-in sheet; stock views and the audit refresh afterwards. */
export function useUploadInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => {
      const body = new FormData();
      body.append('YardId', String(input.yardId));
      body.append('JobId', String(input.jobId));
      body.append('requestKey', input.requestKey);
      body.append('file', input.file, input.file.name);
      return call(uploadInventoryExcel, { body });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['inventory-stock'] }),
        client.invalidateQueries({ queryKey: ['inventory-audit'] }),
      ]),
  });
}
