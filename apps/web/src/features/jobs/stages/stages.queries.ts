import type { BillingState, closeStep, closeStepPermission } from '@fieldbook/contract/approvals';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery } from '@tanstack/react-query';
import { get } from '../../../app/api.ts';
import { useReloadJob } from '../job-profile.queries.ts';

/** Whether 'Close {stage}' shows and the stage's attachments are editable. */
export const useCloseStepPermission = (jobId: number, stepId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'close-step', stepId],
    queryFn: () =>
      get<ResponseOf<typeof closeStepPermission>>(`/Job/CloseStepPermission?jobId=${jobId}&stepId=${stepId}`),
  });

export function useCloseStep(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (stepId: number) => get<ResponseOf<typeof closeStep>>(`/Job/CloseStep?jobId=${jobId}&stepId=${stepId}`),
    onSettled: () => reload(jobId),
  });
}

export const useBillingState = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'billing'],
    queryFn: () => get<{ data: BillingState }>(`/Job/CheckBilling?jobId=${jobId}`).then((r) => r.data),
  });

export function useCompleteBilling(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: () => get<{ message: string }>(`/Job/CompleteBilling?jobId=${jobId}`),
    onSettled: () => reload(jobId),
  });
}
