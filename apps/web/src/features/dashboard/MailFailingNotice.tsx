import { getMailHealth } from '@fieldbook/contract/mail-outbox';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../shared/api/api.ts';
import { useSelf } from '../../shared/session/session.queries.ts';
import { formatDateTime } from '../../shared/ui/format.ts';

/** The home page's warning to those who manage the mail outbox: e-mail has failed for an hour or more. */
export function MailFailingNotice() {
  const mayManage = useSelf().data?.permissions.includes('admin.mail') ?? false;
  const health = useQuery({
    queryKey: ['mailOutbox', 'health'],
    queryFn: () => call(getMailHealth).then((r) => r.data),
    enabled: mayManage,
  });
  const h = health.data;
  if (!mayManage || !h?.warn || !h.failingSince) return null;
  return (
    <Alert color="red" role="alert" title={messages.mailFailingTitle}>
      {messages.mailFailing(formatDateTime(h.failingSince), h.waiting)}{' '}
      <Anchor component={Link} to="/Admin/MailOutbox?status=queued">
        {messages.mailFailingOpen}
      </Anchor>
    </Alert>
  );
}
