import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { formatLongDateTime } from '../../../shared/ui/format.ts';
import { useTicketPaths } from './ticket-paths.tsx';

/** A ticket's heading: its type, number and state, from where to where, who asked when, its bills of lading. */
export function TicketHeader({ ticket, extra }: { ticket: TransferRequest; extra?: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Ticket">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4">
              {ticket.transferType} #{ticket.transferRequestId}
            </Title>
            <Badge variant="light" color={ticket.cancelled ? 'red' : ticket.completed ? 'gray' : 'blue'}>
              {ticket.status}
            </Badge>
          </Group>
          {extra}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Field label="Origin" value={ticket.origin} />
          <Field label="Destination" value={ticket.destination} />
          <Field label="Requested" value={formatLongDateTime(ticket.date)} />
          <Field label="Requested by" value={ticket.requestingUser} />
        </SimpleGrid>
        {ticket.billsOfLading.length > 0 && <BillLinks bills={ticket.billsOfLading} />}
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </div>
  );
}

/** The ticket's shipments, each with its bill of lading. */
function BillLinks({ bills }: { bills: TransferRequest['billsOfLading'] }) {
  const paths = useTicketPaths();
  const canOpen = useCanOpen();
  return (
    <nav aria-labelledby="ticket-bills">
      <Text size="xs" c="dimmed" id="ticket-bills">
        Bills of lading
      </Text>
      <Group gap="sm" wrap="wrap">
        {bills.map((b) =>
          canOpen(paths.billOfLading(b.shipmentId)) ? (
            <Anchor key={b.shipmentId} size="sm" component={Link} to={paths.billOfLading(b.shipmentId)}>
              {b.identifier}
            </Anchor>
          ) : (
            <Text key={b.shipmentId} size="sm">
              {b.identifier}
            </Text>
          ),
        )}
      </Group>
    </nav>
  );
}
