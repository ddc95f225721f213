import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useJobIds } from '../../../entities/job/index.ts';
import { useMoveToRealId } from '../../../shared/offline/outbox/index.ts';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { FieldTicketEditor } from './FieldTicketEditor.tsx';
import { FieldTicketReadView } from './FieldTicketReadView.tsx';
import { ticketRecord } from './field-ticket-writes.ts';
import { useFieldTicket, useFieldTicketEditCheck, useFieldTicketList } from './field-tickets.queries.ts';

/**
 * {stage}/FieldTickets/*: the field tickets written under a field stage (spec 3 §2.8): the list,
 * 'new', and a ticket: its editor when the edit check passes and it is not submitted, else its
 * detail (with Edit Ticket for those who may still change it).
 */
export default function FieldTicketArea({ stepId, stageUrl }: { stepId: number; stageUrl: string }) {
  const base = `${stageUrl}/FieldTickets`;
  return (
    <Routes>
      <Route index element={<FieldTicketList stepId={stepId} base={base} />} />
      <Route path="new" element={<NewTicket stepId={stepId} base={base} />} />
      <Route path=":ticketId" element={<TicketScreen stepId={stepId} base={base} />} />
    </Routes>
  );
}

/** Completed flags: green when completed, red otherwise (spec §2.8). */
export function CompletedIcon({ completed }: { completed: boolean }) {
  return completed ? (
    <IconCircleCheckFilled color="var(--mantine-color-green-7)" size={20} aria-label="Completed" role="img" />
  ) : (
    <IconCircleXFilled color="var(--mantine-color-red-7)" size={20} aria-label="Not completed" role="img" />
  );
}

function FieldTicketList({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const list = useFieldTicketList(jobId, stepId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-list-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="ticket-list-title">
            Field Tickets
          </Title>
          {list.data?.allowCreate && (
            <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
              Create Ticket
            </Button>
          )}
        </Group>
        <QueryGate queries={[list]}>
          {() =>
            list.data?.data.length ? (
              <Table striped aria-label="Field tickets">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Completed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.data.map((t) => (
                    <Table.Tr key={t.fieldTicketId}>
                      <Table.Td>
                        <Text component={Link} to={`${base}/${t.fieldTicketId}`} c="blue" size="sm">
                          {formatLongDate(t.date)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <CompletedIcon completed={t.completed} />
                          <WaitingBadge record={ticketRecord(t.fieldTicketId)} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text c="dimmed">{messages.noFormsAvailable}</Text>
            )
          }
        </QueryGate>
      </Stack>
    </Paper>
  );
}

function NewTicket({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  return <FieldTicketEditor jobId={jobId} stepId={stepId} base={base} />;
}

/** A ticket's id in the address: positive, or negative for one made on this device and not sent yet. */
const ticketIdOf = (text: string) =>
  /^-?\d+$/.test(text) && Number(text) !== 0 && Number.isSafeInteger(Number(text)) ? Number(text) : Number.NaN;

function TicketScreen({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const id = ticketIdOf(useParams().ticketId ?? '');
  const valid = !Number.isNaN(id);
  const ticket = useFieldTicket(jobId, valid ? id : null);
  const editable = useFieldTicketEditCheck(jobId, valid ? id : null);
  const [editing, setEditing] = useState(false);
  useMoveToRealId(valid ? id : 0);
  if (!valid) return <NotFound base={base} />;
  if (ticket.isPending || editable.isPending) return <PageLoader label="Loading the field ticket…" />;
  const error = ticket.error ?? editable.error;
  if (error || !ticket.data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? messages.ticketNotFound}
      </Alert>
    );
  const mayEdit = editable.data === true;
  if (mayEdit && (editing || !ticket.data.complete))
    return (
      <FieldTicketEditor
        key={`${ticket.data.fieldTicketId}-${ticket.dataUpdatedAt}`}
        jobId={jobId}
        stepId={stepId}
        saved={ticket.data}
        base={base}
      />
    );
  return (
    <FieldTicketReadView
      ticket={ticket.data}
      actions={
        <>
          <WaitingBadge record={ticketRecord(id)} />
          {mayEdit && (
            <Button variant="light" onClick={() => setEditing(true)}>
              Edit Ticket
            </Button>
          )}
        </>
      }
    />
  );
}

function NotFound({ base }: { base: string }) {
  return (
    <Stack>
      <Alert color="red" role="alert">
        {messages.ticketNotFound}
      </Alert>
      <Button component={Link} to={base} variant="default" w="fit-content">
        Back to the field tickets
      </Button>
    </Stack>
  );
}
