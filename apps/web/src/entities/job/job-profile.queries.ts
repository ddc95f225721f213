import { getJobProfile } from '@fieldbook/contract/job-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';

/** The ids of the job route /Opportunities/{oppId}/{jobId}/… */
export function useJobIds(): { opportunityId: number; jobId: number } {
  const { oppId, jobId } = useParams();
  return { opportunityId: Number(oppId), jobId: Number(jobId) };
}

export const jobProfileKey = (jobId: number) => ['jobs', 'profile', jobId] as const;

/** The job profile every stage screen reads (job, step, class, canceled, stage tabs). */
export const useJobProfile = (jobId: number) =>
  useQuery({
    queryKey: jobProfileKey(jobId),
    queryFn: () => call(getJobProfile, { body: { id: jobId } }),
    staleTime: SEEDED_FRESH_MS,
  });

/**
 * After a step change (flag for review, approval, close stage, billing): reload the profile, the
 * stage tabs and every job list, so the header and tabs show the new stage.
 */
export function useReloadJob() {
  const qc = useQueryClient();
  return (jobId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: jobProfileKey(jobId) }),
      qc.invalidateQueries({ queryKey: ['jobs'] }),
      qc.invalidateQueries({ queryKey: ['job', jobId] }),
    ]);
}
