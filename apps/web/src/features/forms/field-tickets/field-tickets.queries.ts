import {
  checkEditFieldTicket,
  emailFieldTicketPdf,
  fieldTicketCommentTypes,
  fieldTicketList,
  fieldTicketListAllByJobId,
  getFieldTicket,
  getFieldTicketPdf,
} from '@fieldbook/contract/forms-field-tickets';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, call, fetchFile } from '../../../shared/api/api.ts';

// The field tickets of a job: every key starts with 'fieldTicket' and the job, so a save refreshes them.

export const useFieldTicketList = (jobId: number, stepId: number) =>
  useQuery({
    queryKey: ['fieldTicket', jobId, 'list', stepId],
    queryFn: () => call(fieldTicketList, { query: { jobId, stepId } }),
  });

export const useFieldTicketListAll = (jobId: number | null) =>
  useQuery({
    queryKey: ['fieldTicket', jobId, 'all'],
    queryFn: () => call(fieldTicketListAllByJobId, { query: { jobId: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null && jobId > 0,
  });

export const useFieldTicket = (jobId: number, id: number | null) =>
  useQuery({
    queryKey: ['fieldTicket', jobId, 'one', id],
    queryFn: () => call(getFieldTicket, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });

export const useFieldTicketEditCheck = (jobId: number, id: number | null) =>
  useQuery({
    queryKey: ['fieldTicket', jobId, 'edit', id],
    queryFn: () => call(checkEditFieldTicket, { query: { id: id as number } }).then((r) => r.success),
    enabled: id !== null && id > 0,
  });

export const useCommentTypes = () =>
  useQuery({
    queryKey: ['fieldTicketCommentTypes'],
    queryFn: () => call(fieldTicketCommentTypes).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEmailFieldTicket = () =>
  useMutation({
    mutationFn: (query: {
      fieldTicketId: number;
      toAddress: string;
      toName: string;
      message: string;
      fromName: string;
    }) => call(emailFieldTicketPdf, { query }),
  });

/** Opens the ticket's PDF in a new tab. */
export async function openFieldTicketPdf(fieldTicketId: number) {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(getFieldTicketPdf, { query: { fieldTicketId } });
    if (!blob) throw new ApiError(404, 'not found');
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
