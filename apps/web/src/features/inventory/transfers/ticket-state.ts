import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';

/** What the selection inputs are for: shipping from the origin or checking in at the destination. */
export type TicketAction = 'ship' | 'checkIn';

type TicketLines = Pick<TransferRequest, 'transferItems' | 'transferItemsBulk' | 'assetTransfers'>;

/** Where the selection starts: Check In once nothing is left to ship but something is on its way. */
export function firstAction(ticket: TicketLines, actions: TicketAction[]): TicketAction {
  if (actions.length < 2) return actions[0] ?? 'ship';
  const lines = [...ticket.transferItems, ...ticket.transferItemsBulk];
  const toShip =
    lines.some((l) => l.amountRemaining + l.damagedAmount > 0) || ticket.assetTransfers.some((a) => !a.shipped);
  const onTheWay =
    lines.some((l) => l.inTransit + l.inTransitDamaged > 0) || ticket.assetTransfers.some((a) => a.inTransit);
  return !toShip && onTheWay ? 'checkIn' : 'ship';
}
