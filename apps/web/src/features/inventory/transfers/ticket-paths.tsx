import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { TabBar } from '../../../shared/ui/TabBar.tsx';
import { useInventoryPaths } from '../paths.ts';

/** Where the ticket screens sit, under /Inventory or /Admin/Inventory (the base the user came through). */
export function useTicketPaths() {
  const { base } = useInventoryPaths();
  return {
    base,
    pickTickets: `${base}/PickTicket`,
    pickTicket: (id: number) => `${base}/PickTicket/${id}`,
    checkInTickets: `${base}/CheckInTicket`,
    checkInTicket: (id: number) => `${base}/CheckInTicket/${id}`,
    createPickTicket: `${base}/CreatePickTicket`,
    editTransfers: `${base}/EditTransfer`,
    editTransfer: (id: number) => `${base}/EditTransfer/${id}`,
    billsOfLading: `${base}/BillOfLading`,
    billOfLading: (id: number) => `${base}/BillOfLading/${id}`,
  };
}

/**
 * The ticket screens' own tab bar (the area's tab bar names only Pick Tickets): pick tickets, check-in
 * tickets, the transfers to edit and the wizard, each shown to those whose role opens it.
 */
export function TicketTabs() {
  const paths = useTicketPaths();
  const canOpen = useCanOpen();
  const items = [
    { label: 'Pick Tickets', url: paths.pickTickets },
    { label: 'Check In Tickets', url: paths.checkInTickets },
    { label: 'Edit Transfer', url: paths.editTransfers },
    { label: 'Create Pick Ticket', url: paths.createPickTicket },
  ].filter((i) => canOpen(i.url));
  if (items.length < 2) return null;
  return (
    <nav aria-label="Tickets" style={{ minWidth: 0 }}>
      <TabBar items={items} label="Tickets" />
    </nav>
  );
}
