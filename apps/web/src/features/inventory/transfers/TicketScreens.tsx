import { messages } from '@fieldbook/contract/messages';
import { Alert, Button } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useIdParam } from '../params.ts';
import { PickWizard } from './PickWizard.tsx';
import { type TicketAction, TransferTicket } from './TransferTicket.tsx';
import { TicketTabs, useTicketPaths } from './ticket-paths.tsx';
import { useTransfer } from './transfers.queries.ts';

/**
 * A ticket loaded by the route's {id} (or `id`), then shown by TransferTicket: the one ticket view of
 * the /Inventory screens and of a job stage's Inventory tabs.
 */
export function TicketView(props: {
  id: number | null;
  actions: TicketAction[];
  edit?: boolean;
  /** Link to the ticket's Edit Transfer (from a detail) or to its detail (from Edit Transfer). */
  other?: { to: string; label: string };
}) {
  const ticket = useTransfer(props.id, props.edit);
  const canOpen = useCanOpen();
  const failure = props.id === null ? messages.transferNotFound : ticket.error?.message;
  if (failure) {
    return (
      <Alert color="red" role="alert">
        {failure}
      </Alert>
    );
  }
  if (!ticket.data) return <PageLoader label={messages.loading} />;
  const other = props.other && canOpen(props.other.to) ? props.other : null;
  return (
    <TransferTicket
      ticket={ticket.data}
      actions={props.actions}
      edit={props.edit}
      extra={
        other && (
          <Button
            component={Link}
            to={other.to}
            variant="default"
            size="xs"
            leftSection={props.edit ? <IconEye size={14} /> : <IconEdit size={14} />}
          >
            {other.label}
          </Button>
        )
      }
    />
  );
}

/** /Inventory/PickTicket/{id}: the ticket, to ship from its origin. */
export function PickTicketScreen() {
  const id = useIdParam('id');
  const paths = useTicketPaths();
  return (
    <TitledPage
      title="Pick Ticket"
      crumbs={[{ label: 'Pick Tickets', to: paths.pickTickets }, { label: `#${id ?? ''}` }]}
    >
      <TicketView
        id={id}
        actions={['ship']}
        other={id === null ? undefined : { to: paths.editTransfer(id), label: 'Edit Transfer' }}
      />
    </TitledPage>
  );
}

/** /Inventory/CheckInTicket/{id}: the ticket, to check in at its destination. */
export function CheckInTicketScreen() {
  const id = useIdParam('id');
  const paths = useTicketPaths();
  return (
    <TitledPage
      title="Check In Ticket"
      crumbs={[{ label: 'Check In Tickets', to: paths.checkInTickets }, { label: `#${id ?? ''}` }]}
    >
      <TicketView
        id={id}
        actions={['checkIn']}
        other={id === null ? undefined : { to: paths.editTransfer(id), label: 'Edit Transfer' }}
      />
    </TitledPage>
  );
}

/** /Inventory/EditTransfer/{id}: adjustments, Save Adjustment, Cancel Transfer, Close Ticket, Check In and Ship Items. */
export function EditTransferScreen() {
  const id = useIdParam('id');
  const paths = useTicketPaths();
  return (
    <TitledPage
      title="Edit Transfer"
      crumbs={[{ label: 'Edit Transfer', to: paths.editTransfers }, { label: `#${id ?? ''}` }]}
    >
      <TicketTabs />
      <TicketView
        id={id}
        actions={['ship', 'checkIn']}
        edit
        other={id === null ? undefined : { to: paths.pickTicket(id), label: 'Pick Ticket' }}
      />
    </TitledPage>
  );
}

/** /Inventory/CreatePickTicket: the 3-step pick ticket wizard. */
export function CreatePickTicketScreen() {
  const paths = useTicketPaths();
  return (
    <TitledPage title="Create Pick Ticket">
      <TicketTabs />
      <PickWizard ticketPath={paths.pickTicket} />
    </TitledPage>
  );
}
