import type { ReviewNoteBody, reviewInformation, reviewNote } from '@fieldbook/contract/approvals';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';
import { useReloadJob } from '../job-profile.queries.ts';

/** The return steps and whether the user may review now; under ['job', id] so a job reload refreshes it. */
export const useReviewInformation = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'review'],
    queryFn: () => get<ResponseOf<typeof reviewInformation>>(`/JobReview/ReviewInformation?JobId=${jobId}`),
  });

/** Saves the review note and moves the job; the job (header, tabs, notes, lists) reloads after. */
export function useReviewNote() {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (body: ReviewNoteBody & { jobId: number }) =>
      post<ResponseOf<typeof reviewNote>>('/JobReview/ReviewNote', body),
    onSuccess: (_answer, body) => reload(body.jobId),
  });
}
