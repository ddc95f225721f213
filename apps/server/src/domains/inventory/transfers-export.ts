import {
  type TransferListRow,
  type transferListExportQuery,
  transferListTitles,
} from '@fieldbook/contract/inventory-transfers';
import { sortRows } from '@fieldbook/contract/list-sort';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { type Column, sendListExport } from '../../platform/xlsx/index.ts';
import { transferList } from './transfers.service.ts';

// The pick ticket lists' export (docs/decisions/spreadsheets.md): a list of TransferList, read whole
// (the lists are open tickets, short) and sorted as the screen's grid sorts it.

/** The grid's columns (Date, Origin, Destination, Type), then what the ticket's heading adds. */
const columns: Column<TransferListRow>[] = [
  { header: 'Date', kind: 'datetime', value: (r) => r.date },
  { header: 'Origin', kind: 'text', value: (r) => r.origin },
  { header: 'Destination', kind: 'text', value: (r) => r.destination },
  { header: 'Type', kind: 'text', value: (r) => r.transferType },
  { header: 'Ticket', kind: 'integer', value: (r) => r.transferRequestId },
  { header: 'Status', kind: 'text', value: (r) => r.status },
  { header: 'Requested By', kind: 'text', value: (r) => r.requestingUser },
  { header: 'To Ship', kind: 'integer', value: (r) => r.toShip },
  { header: 'To Check In', kind: 'integer', value: (r) => r.toCheckIn },
];

/** GET /InventoryTransfer/TransferList/Export: the list's tickets (its gates and filters) in the grid's order. */
export async function transferListExport(ctx: Ctx, reply: FastifyReply, q: z.output<typeof transferListExportQuery>) {
  const { data } = await transferList(ctx, q.type, q.id, q.closed ?? false);
  return sendListExport(ctx, reply, {
    list: 'pickTickets',
    title: transferListTitles[q.type],
    columns,
    rows: sortRows(data, q.sort, q.dir, (r, c) => r[c]),
    filters: q,
  });
}
