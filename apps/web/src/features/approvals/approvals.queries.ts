import {
  accountingApproval,
  accountingSkip,
  type clientApproval,
  getApprovals,
  type reviewSales,
  type SalesDecisionBody,
  type salesRejection,
} from '@fieldbook/contract/approvals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useReloadJob } from '../../entities/job/index.ts';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';

export const approvalsKey = (jobId: number) => ['job', jobId, 'approvals'] as const;

export const useApprovals = (jobId: number) =>
  useQuery({
    queryKey: approvalsKey(jobId),
    queryFn: () => call(getApprovals, { body: { id: jobId } }),
    staleTime: SEEDED_FRESH_MS,
  });

/**
 * One decision of the approvals screen: the endpoint it calls. Client, corporate and operations
 * decisions send the job id; sales decisions a note with it; accounting takes the id as a query.
 */
export type ApprovalDecision =
  | { endpoint: typeof clientApproval }
  | { endpoint: typeof reviewSales | typeof salesRejection; note: Pick<SalesDecisionBody, 'title' | 'description'> }
  | { endpoint: typeof accountingApproval | typeof accountingSkip };

function send(id: number, d: ApprovalDecision) {
  if (d.endpoint === accountingApproval || d.endpoint === accountingSkip) return call(d.endpoint, { query: { id } });
  if ('note' in d) return call(d.endpoint, { body: { id, ...d.note } });
  return call(d.endpoint, { body: { id } });
}

/** Sends a decision; the job (approvals, header, tabs, notes) reloads after, whatever the answer. */
export function useApprovalDecision(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (d: ApprovalDecision) => send(jobId, d),
    onSettled: () => reload(jobId),
  });
}
