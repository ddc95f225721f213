import { ASSET_TYPE_METER, type AssetListRow, type assetListQuery, type FailureLogRow } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { run } from '../../db/reads.ts';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, sendListExport } from '../../platform/xlsx/index.ts';
import { assetPageRead } from './assets.list.ts';
import { failureFormList } from './failures.service.ts';

// The exports of the asset list and the failure log (docs/decisions/spreadsheets.md).

/** A meter in service, whose calibration the list shows under its name. */
const inService = (r: AssetListRow) => r.assetType === ASSET_TYPE_METER && !r.decommissioned;

const assetColumns: Column<AssetListRow>[] = [
  { header: 'Name', kind: 'text', value: (r) => r.name },
  { header: 'Serial Number', kind: 'text', value: (r) => r.serialNumber },
  { header: 'Status', kind: 'text', value: (r) => r.status },
  { header: 'Location', kind: 'text', value: (r) => r.location },
  { header: 'Last Activity', kind: 'datetime', value: (r) => r.lastActivity },
  { header: 'Calibration Due', kind: 'date', value: (r) => (inService(r) ? r.calibrationDue : null) },
  {
    header: 'Calibration Overdue',
    kind: 'text',
    value: (r) => (inService(r) ? (r.calibrationOverdue ? 'Yes' : 'No') : null),
  },
];

type AssetListFilters = Omit<z.output<typeof assetListQuery>, 'after' | 'limit'>;

/**
 * GET /AssetInventory/GetSerializedItemAndStatusList/Export: every asset the list's search and switch
 * keep, in its sort, a page at a time; jobs the caller may not see are named as the list names them.
 */
export const assetListExport = (ctx: Ctx, reply: FastifyReply, q: AssetListFilters) =>
  sendListExport(ctx, reply, {
    list: 'assets',
    title: 'Assets',
    columns: assetColumns,
    rows: everyRow((after, limit) => run(ctx.db, assetPageRead(ctx.db, ctx.user, { ...q, after, limit }))),
    filters: q,
  });

const failureColumns: Column<FailureLogRow>[] = [
  { header: 'Date', kind: 'datetime', value: (r) => r.date },
  { header: 'Serial Number', kind: 'text', value: (r) => r.serialNumber },
  { header: 'Office', kind: 'text', value: (r) => r.office },
  { header: 'Job', kind: 'text', value: (r) => r.job },
  { header: 'In Circulation', kind: 'text', value: (r) => (r.inCirculation ? 'Yes' : 'No') },
  { header: 'Description', kind: 'text', value: (r) => r.description },
  { header: 'Response', kind: 'text', value: (r) => r.response },
];

/**
 * GET /AssetInventory/FailureFormList/Export: the failure log between the two days, newest first. The
 * log is unpaged (a few reports a week), so it is read whole, and a bad day is refused (400) before
 * anything is written.
 */
export async function failureLogExport(ctx: Ctx, reply: FastifyReply, q: { startDate?: string; endDate?: string }) {
  const log = await failureFormList(ctx, q);
  return sendListExport(ctx, reply, {
    list: 'failures',
    title: 'Failure Log',
    columns: failureColumns,
    rows: log.data,
    filters: q,
  });
}
