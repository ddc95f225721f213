import { type CloneJobBody, checkClonePermission, cloneForm, cloneJob } from '@fieldbook/contract/clone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';

export const clonePermissionKey = (jobId: number) => ['job', jobId, 'clone-permission'] as const;

/** Whether the Clone button shows, and whether it is clickable (with the reason when not). */
export const useClonePermission = (jobId: number) =>
  useQuery({
    queryKey: clonePermissionKey(jobId),
    queryFn: () => call(checkClonePermission, { query: { JobId: jobId } }),
    staleTime: SEEDED_FRESH_MS,
  });

/** The source job's account, locations and contact that the clone form starts with. */
export const useCloneForm = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'clone-form'],
    queryFn: () => call(cloneForm, { query: { JobId: jobId } }).then((r) => r.data),
  });

export function useCloneJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CloneJobBody) => call(cloneJob, { body }),
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
