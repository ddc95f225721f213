import { discardMail, getMailOutbox, type MailStatus, resendMail } from '@fieldbook/contract/mail-outbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

const outboxKey = ['mailOutbox'] as const;

/** One page of the outbox in one status; the previous page stays on screen while the next one loads. */
export const useMailOutbox = (status: MailStatus, page: number) =>
  useQuery({
    queryKey: [...outboxKey, status, page],
    queryFn: () => call(getMailOutbox, { query: { status, page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** After a resend or a discard every list (and the home page's warning) may change. */
function useRefreshOutbox() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: outboxKey });
}

export function useResendMail() {
  const refresh = useRefreshOutbox();
  return useMutation({
    mutationFn: (outboxId: number) => call(resendMail, { body: { outboxId } }),
    onSettled: refresh,
  });
}

export function useDiscardMail() {
  const refresh = useRefreshOutbox();
  return useMutation({
    mutationFn: (outboxId: number) => call(discardMail, { body: { outboxId } }),
    onSettled: refresh,
  });
}
