import type { CloneJobBody, checkClonePermission, cloneForm, cloneJob } from '@fieldbook/contract/clone';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

export type CloneFormData = ResponseOf<typeof cloneForm>['data'];

/** Whether the Clone button shows, and whether it is clickable (with the reason when not). */
export const useClonePermission = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'clone-permission'],
    queryFn: () => get<ResponseOf<typeof checkClonePermission>>(`/JobClone/CheckClonePermission?JobId=${jobId}`),
  });

/** The source job's account, locations and contact that the clone form starts with. */
export const useCloneForm = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'clone-form'],
    queryFn: () => get<ResponseOf<typeof cloneForm>>(`/JobClone/CloneForm?JobId=${jobId}`).then((r) => r.data),
  });

export function useCloneJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CloneJobBody) => post<ResponseOf<typeof cloneJob>>('/JobClone/CloneJob', body),
    onSuccess: (_r, body) =>
      Promise.all([
        // The source job's history has a 'job.clone' row now.
        qc.invalidateQueries({ queryKey: ['job', body.JobId] }),
        qc.invalidateQueries({ queryKey: ['jobs'] }),
        qc.invalidateQueries({ queryKey: ['accounts'] }),
        qc.invalidateQueries({ queryKey: ['opportunities'] }),
      ]),
  });
}
