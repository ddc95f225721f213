import { checkBilling, closeStep, closeStepPermission, completeBilling } from '@fieldbook/contract/approvals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api.ts';
import { useReloadJob } from '../../jobs/job-profile.queries.ts';

/** Whether 'Close {stage}' shows and the stage's attachments are editable. */
export const useCloseStepPermission = (jobId: number, stepId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'close-step', stepId],
    queryFn: () => call(closeStepPermission, { query: { jobId, stepId } }),
  });

export function useCloseStep(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (stepId: number) => call(closeStep, { query: { jobId, stepId } }),
    onSettled: () => reload(jobId),
  });
}

export const useBillingState = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'billing'],
    queryFn: () => call(checkBilling, { query: { jobId } }).then((r) => r.data),
  });

export function useCompleteBilling(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: () => call(completeBilling, { query: { jobId } }),
    onSettled: () => reload(jobId),
  });
}
