import type { CallListRow, callListQuery } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, sendListExport } from '../../platform/xlsx/index.ts';
import { callList } from './calls.service.ts';

// The call list's export (docs/decisions/spreadsheets.md).

const columns: Column<CallListRow>[] = [
  { header: 'Call Time', kind: 'datetime', value: (r) => r.callTime },
  { header: 'Company', kind: 'text', value: (r) => r.companyName },
  { header: 'Caller', kind: 'text', value: (r) => r.callerName },
  { header: 'Phone', kind: 'text', value: (r) => r.contactPhone },
  { header: 'Account', kind: 'text', value: (r) => r.accountName },
  { header: 'Open', kind: 'text', value: (r) => (r.active ? 'Yes' : 'No') },
];

/** GET /Call/CallList/Export: the list's filter (open or closed calls) and sort. */
export const callListExport = (
  ctx: Ctx,
  reply: FastifyReply,
  query: Omit<z.output<typeof callListQuery>, 'after' | 'limit'>,
) =>
  sendListExport(ctx, reply, {
    list: 'calls',
    title: 'Calls',
    columns,
    rows: everyRow((after, limit) => callList(ctx, { ...query, after, limit })),
    filters: query,
  });
