import {
  type ShopTicketRow,
  type shopTicketListExportQuery,
  shopTicketSortValue,
} from '@fieldbook/contract/inventory-shop';
import { sortRows } from '@fieldbook/contract/list-sort';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { type Column, sendListExport } from '../../platform/xlsx/index.ts';
import { shopTicketList } from './shop-tickets.service.ts';

// The shop ticket list's export (docs/decisions/spreadsheets.md): a yard's open or closed tickets, read
// whole (one yard's list) and sorted as the screen sorts it.

/** The list's columns; its Done ('3 of 10') as two numbers, then when a closed ticket was closed. */
const columns: Column<ShopTicketRow>[] = [
  { header: 'Ticket', kind: 'text', value: (r) => r.title },
  { header: 'Type', kind: 'text', value: (r) => r.shopAction },
  { header: 'Date', kind: 'datetime', value: (r) => r.date },
  { header: 'Created By', kind: 'text', value: (r) => r.createdBy },
  { header: 'Done', kind: 'integer', value: (r) => r.unitsCompleted },
  { header: 'Units', kind: 'integer', value: (r) => r.units },
  { header: 'Closed', kind: 'datetime', value: (r) => r.closedDate },
];

/** GET /ShopConversion/ShopTicketList/Export: the yard's tickets of the list, in the screen's order. */
export async function shopTicketListExport(
  ctx: Ctx,
  reply: FastifyReply,
  q: z.output<typeof shopTicketListExportQuery>,
) {
  const { data } = await shopTicketList(ctx, q.yardId, q.closed);
  return sendListExport(ctx, reply, {
    list: 'shopTickets',
    title: 'Shop Tickets',
    columns,
    rows: sortRows(data, q.sort, q.dir, shopTicketSortValue),
    filters: q,
  });
}
