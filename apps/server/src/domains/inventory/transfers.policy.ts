import { messages, type StockItemKind, type TransferStatus } from '@fieldbook/contract';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { TicketRow } from './transfers.queries.ts';
import type { LineRow, TicketAssetRow } from './transfers-lines.queries.ts';

// What a pick ticket's state allows (docs/decisions/inventory.md "Inventory: pick tickets"): its status from what is
// left to ship and to check in, writes only while it is open, and the lines Ship Items and Check In
// select (each once).

/** 409 once a ticket is cancelled or closed: no write changes it then. */
export function assertOpen(t: TicketRow) {
  if (t.cancelled) throw conflict(messages.transferCancelled);
  if (t.completed) throw conflict(messages.transferClosed);
}

export interface Progress {
  toShip: number;
  toCheckIn: number;
  shippedAny: boolean;
}
export function progressOf(lines: LineRow[], ticketAssets: TicketAssetRow[]): Progress {
  let toShip = 0;
  let toCheckIn = 0;
  let shippedAny = false;
  for (const l of lines) {
    toShip += l.amount - l.shipped + (l.damaged - l.shippedDamaged);
    toCheckIn += l.shipped - l.checkedIn + (l.shippedDamaged - l.checkedInDamaged);
    if (l.shipped + l.shippedDamaged > 0) shippedAny = true;
  }
  for (const a of ticketAssets) {
    if (!a.shipped) toShip += 1;
    else {
      shippedAny = true;
      if (!a.checkedIn) toCheckIn += 1;
    }
  }
  return { toShip, toCheckIn, shippedAny };
}

export function statusOf(t: Pick<TicketRow, 'completed' | 'cancelled'>, p: Progress): TransferStatus {
  if (t.cancelled) return 'Cancelled';
  if (t.completed) return 'Closed';
  if (!p.shippedAny) return 'Open';
  if (p.toShip > 0) return 'Partly Shipped';
  if (p.toCheckIn > 0) return 'Shipped';
  return 'Checked In';
}

interface Selection {
  transferItemId: number;
  selected: number;
  selectedDamaged?: number;
  kind: StockItemKind;
}

/** The lines Ship Items or Check In selects: each named once (400), those with nothing selected left out. */
export function selectionsOf(body: {
  transferItems: { transferItemId: number; selected: number; selectedDamaged?: number }[];
  transferItemsBulk: { transferItemId: number; selected: number }[];
}): Selection[] {
  const all: Selection[] = [
    ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' as const })),
    ...body.transferItemsBulk.map((l) => ({ ...l, selectedDamaged: 0, kind: 'bulk' as const })),
  ];
  const ids = all.map((l) => l.transferItemId);
  if (new Set(ids).size !== ids.length) throw badRequest(messages.transferItemTwice);
  return all.filter((l) => l.selected + (l.selectedDamaged ?? 0) > 0);
}
