import { type ReviewNoteBody, reviewInformation, reviewNote } from '@fieldbook/contract/approvals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useReloadJob } from '../../../entities/job/index.ts';
import { call } from '../../../shared/api/api.ts';

/** The return steps and whether the user may review now; under ['job', id] so a job reload refreshes it. */
export const useReviewInformation = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'review'],
    queryFn: () => call(reviewInformation, { query: { JobId: jobId } }),
  });

/** Saves the review note and moves the job; the job (header, tabs, notes, lists) reloads after. */
export function useReviewNote() {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (body: ReviewNoteBody & { jobId: number }) => call(reviewNote, { body }),
    onSuccess: (_answer, body) => reload(body.jobId),
  });
}
