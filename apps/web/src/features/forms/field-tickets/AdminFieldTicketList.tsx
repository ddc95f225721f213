import { messages } from '@fieldbook/contract/messages';
import { Alert, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { CompletedIcon } from './FieldTicketArea.tsx';
import { FieldTicketReadView } from './FieldTicketReadView.tsx';
import { useFieldTicket, useFieldTicketListAll } from './field-tickets.queries.ts';

/** /Admin/Forms/FieldTickets: every field ticket of the chosen job, each linking to its detail. */
export function AdminFieldTicketList({ jobId }: { jobId: number }) {
  const list = useFieldTicketListAll(jobId);
  return (
    <QueryGate queries={[list]}>
      {() =>
        list.data?.length ? (
          <Table striped aria-label="Field tickets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((t) => (
                <Table.Tr key={t.fieldTicketId}>
                  <Table.Td>
                    <Text component={Link} to={`/Admin/Forms/FieldTickets/${t.fieldTicketId}`} c="blue" size="sm">
                      {formatLongDate(t.date)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CompletedIcon completed={t.completed} />
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
  );
}

/** /Admin/Forms/FieldTickets/{id}: a field ticket's read view. */
export function AdminFieldTicketDetail({ fieldTicketId }: { fieldTicketId: number }) {
  const ticket = useFieldTicket(0, fieldTicketId);
  if (ticket.isPending) return <PageLoader label="Loading the field ticket…" />;
  if (ticket.error || !ticket.data)
    return (
      <Alert color="red" role="alert">
        {ticket.error?.message ?? messages.ticketNotFound}
      </Alert>
    );
  return <FieldTicketReadView ticket={ticket.data} />;
}

export { FieldTicketReadView };
