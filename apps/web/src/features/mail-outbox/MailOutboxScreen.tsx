import { type MailStatus, mailStatuses, type OutboxRow } from '@fieldbook/contract/mail-outbox';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Pagination, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { ListState } from '../../shared/ui/ListState.tsx';
import { useDiscardMail, useMailOutbox, useResendMail } from './mail-outbox.queries.ts';

const statusLabels: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** /Admin/MailOutbox: the e-mails the application sends, by status, with each attempt; resend or discard. */
export default function MailOutboxScreen() {
  const [params, setParams] = useSearchParams();
  const status = (mailStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as MailStatus)
    : 'queued';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const outbox = useMailOutbox(status, page);
  const data = outbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const go = (next: { status?: MailStatus; page?: number }) =>
    setParams({ status: next.status ?? status, ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h3">
          {messages.mailOutboxTitle}
        </Title>
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(v) => go({ status: v as MailStatus })}
          data={mailStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
      </Group>
      <ListState
        query={outbox}
        rows={data?.rows.length ?? 0}
        loading="Loading the outbox…"
        empty={messages.mailOutboxEmpty}
      />
      {data && data.rows.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={820}>
            <Table striped verticalSpacing="xs" aria-label="E-mails" aria-busy={outbox.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queued</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>{status === 'sent' ? 'Sent' : status === 'queued' ? 'Next attempt' : ''}</Table.Th>
                  {status !== 'sent' && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <OutboxLine key={r.outboxId} row={r} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 && data && (
        <nav aria-label="Outbox pages">
          <Pagination total={pages} value={data.page} onChange={(p) => go({ page: p })} siblings={1} boundaries={1} />
        </nav>
      )}
    </Stack>
  );
}

function OutboxLine({ row }: { row: OutboxRow }) {
  const resend = useResendMail();
  const discard = useDiscardMail();
  const failures = row.attempts.filter((a) => a.error !== null);
  const refused = (err: Error) => notifications.show({ color: 'red', message: err.message });
  const onResend = () =>
    resend
      .mutateAsync(row.outboxId)
      .then((a) => notifications.show({ color: a.queued ? 'yellow' : 'green', message: a.message }), refused);
  const onDiscard = async () => {
    const ok = await confirmAction({
      title: messages.mailDiscardTitle,
      message: messages.mailDiscardConfirm(row.subject, row.to),
      confirmLabel: 'Discard',
    });
    if (!ok) return;
    await discard
      .mutateAsync(row.outboxId)
      .then((a) => notifications.show({ color: 'green', message: a.message }), refused);
  };
  return (
    <Table.Tr>
      <Table.Td className="fb-nowrap">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.to}</Table.Td>
      <Table.Td maw={360} style={{ overflowWrap: 'anywhere' }}>
        {row.subject}
        {row.attachments.length > 0 && (
          <Text size="xs" c="dimmed">
            {row.attachments.join(', ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td maw={320}>
        {row.attempts.length}
        {failures.length > 0 && (
          <details>
            <summary>{failures.length === 1 ? '1 error' : `${failures.length} errors`}</summary>
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {failures.map((a) => (
                <li key={a.at}>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {formatDateTime(a.at, { seconds: true })}: {a.error}
                  </Text>
                </li>
              ))}
            </ul>
          </details>
        )}
      </Table.Td>
      <Table.Td className="fb-nowrap">{formatDateTime(row.sentAt ?? row.nextAttemptAt)}</Table.Td>
      {row.status !== 'sent' && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" loading={resend.isPending} onClick={() => void onResend()}>
              Resend
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={discard.isPending} onClick={() => void onDiscard()}>
              Discard
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
