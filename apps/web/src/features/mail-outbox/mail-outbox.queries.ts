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

/** Resend or discard: every list (and the home page's warning) may change. */
function useOutboxChange<E extends typeof resendMail | typeof discardMail>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outboxId: number) => call(endpoint, { body: { outboxId } }),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKey }),
  });
}

export const useResendMail = () => useOutboxChange(resendMail);
export const useDiscardMail = () => useOutboxChange(discardMail);
