import { checkBilling, closeStep, closeStepPermission, completeBilling } from '@fieldbook/contract/approvals';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useReloadJob } from '../../../entities/job/index.ts';
import { call } from '../../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../../shared/api/query-client.ts';

export const closeStepKey = (jobId: number, stepId: number) => ['job', jobId, 'close-step', stepId] as const;
export const billingKey = (jobId: number) => ['job', jobId, 'billing'] as const;

/** Whether 'Close {stage}' shows and the stage's attachments are editable. */
export const closeStepPermissionQuery = (jobId: number, stepId: number) =>
  queryOptions({
    queryKey: closeStepKey(jobId, stepId),
    queryFn: () => call(closeStepPermission, { query: { jobId, stepId } }),
    staleTime: SEEDED_FRESH_MS,
  });

export const useCloseStepPermission = (jobId: number, stepId: number) =>
  useQuery(closeStepPermissionQuery(jobId, stepId));

export function useCloseStep(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (stepId: number) => call(closeStep, { query: { jobId, stepId } }),
    onSettled: () => reload(jobId),
  });
}

export const useBillingState = (jobId: number) =>
  useQuery({
    queryKey: billingKey(jobId),
    queryFn: () => call(checkBilling, { query: { jobId } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });

export function useCompleteBilling(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: () => call(completeBilling, { query: { jobId } }),
    onSettled: () => reload(jobId),
  });
}
