import type { AccountListRow, accountListQuery } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, sendListExport } from '../../platform/xlsx/index.ts';
import { sendJobsExport } from '../jobs/jobs-export.ts';
import { type AccountJobsFilters, accountJobsFilter, accountList } from './accounts.service.ts';

// The account lists' exports (docs/decisions/spreadsheets.md): the accounts, an account's jobs.

/** GET /Account/Jobs/Export. */
export const accountJobsExport = (ctx: Ctx, reply: FastifyReply, q: AccountJobsFilters) =>
  sendJobsExport(ctx, reply, accountJobsFilter(q), q);

const accountColumns: Column<AccountListRow>[] = [
  { header: 'Account Number', kind: 'text', value: (r) => r.accountNumber },
  { header: 'Account Name', kind: 'text', value: (r) => r.accountName },
];

/** GET /Account/AccountList/Export. */
export function accountListExport(
  ctx: Ctx,
  reply: FastifyReply,
  query: Omit<z.output<typeof accountListQuery>, 'after' | 'limit'>,
) {
  return sendListExport(ctx, reply, {
    list: 'accounts',
    title: 'Accounts',
    columns: accountColumns,
    rows: everyRow((after, limit) => accountList(ctx, { ...query, after, limit })),
    filters: query,
  });
}
