import type { ApprovalsAnswer, SalesDecisionBody } from '@fieldbook/contract/approvals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';
import { useReloadJob } from '../job-profile.queries.ts';

export const useApprovals = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'approvals'],
    queryFn: () => post<ApprovalsAnswer>('/JobApproval/GetApprovals', { id: jobId }),
  });

/** One decision of the approvals screen: the call it makes. */
export type ApprovalDecision =
  | { path: 'ClientApproval' | 'ClientRejection' | 'CorporateApproval' | 'CorporateRejection' }
  | { path: 'OperationsApproval' | 'OperationsRejection' }
  | { path: 'ReviewSales' | 'SalesRejection'; note: Pick<SalesDecisionBody, 'title' | 'description'> }
  | { path: 'Accounting' | 'AccountingSkip' };

function send(jobId: number, d: ApprovalDecision) {
  if (d.path === 'Accounting' || d.path === 'AccountingSkip') {
    return get<{ message: string }>(`/JobApproval/${d.path}?id=${jobId}`);
  }
  return post<{ message: string }>(`/JobApproval/${d.path}`, { id: jobId, ...('note' in d ? d.note : {}) });
}

/** Sends a decision; the job (approvals, header, tabs, notes) reloads after, whatever the answer. */
export function useApprovalDecision(jobId: number) {
  const reload = useReloadJob();
  return useMutation({
    mutationFn: (d: ApprovalDecision) => send(jobId, d),
    onSettled: () => reload(jobId),
  });
}
