import type { InventoryAuditRow } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import { run, runAll } from '../../db/reads.ts';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, laterSheet, sendListExport } from '../../platform/xlsx/index.ts';
import type { CatalogueBalance } from './stock.queries.ts';
import { type AssetPlace, assetPageRead } from './stock-assets.queries.ts';
import { inventoryAuditRead } from './stock-audit.service.ts';
import { bulkRow, byItemName, jobInventoryReads, jobReadyRow } from './stock-jobs.service.ts';
import { yardInventoryReads } from './stock-yards.service.ts';

// The exports of a yard's and a job's inventory and of the inventory audit (docs/decisions/spreadsheets.md).
// An inventory page has sections of different columns: its job-ready and bulk items go in one sheet
// with their section in a Type column (a catalogue's worth, read whole), its assets, which a busy yard
// has thousands of, in a second sheet read a page at a time.

const JOB_READY = 'Job Ready';
const BULK = 'Bulk';

interface PlacedAsset {
  name: string;
  serialNumber: string;
  status: string;
}

/** The Assets section of a yard's or a job's inventory, every page of it. */
const assetsSheet = (ctx: Ctx, place: AssetPlace) =>
  laterSheet<PlacedAsset>({
    title: 'Assets',
    columns: [
      { header: 'Name', kind: 'text', value: (a) => a.name },
      { header: 'Serial Number', kind: 'text', value: (a) => a.serialNumber },
      { header: 'Status', kind: 'text', value: (a) => a.status },
    ],
    rows: everyRow((after, limit) => run(ctx.db, assetPageRead(ctx.db, place, after, limit))),
  });

interface YardItem {
  type: typeof JOB_READY | typeof BULK;
  item: CatalogueBalance;
}

const yardColumns: Column<YardItem>[] = [
  { header: 'Type', kind: 'text', value: (r) => r.type },
  { header: 'Category', kind: 'text', value: (r) => r.item.categoryName },
  { header: 'Name', kind: 'text', value: (r) => r.item.name },
  { header: 'Amount', kind: 'integer', value: (r) => r.item.amount },
  // The yard page counts damaged job-ready items only; a bulk item's cell stays empty, as on the page.
  { header: 'Damaged', kind: 'integer', value: (r) => (r.type === JOB_READY ? r.item.damaged : null) },
];

/** GET /Inventory/YardInventory/Export: every catalogue item's balance at the yard (404 for no yard), then its assets. */
export async function yardInventoryExport(ctx: Ctx, reply: FastifyReply, yardId: number) {
  const { yard, jobReady, bulk } = yardInventoryReads(ctx.db, yardId);
  const stock = await runAll(ctx.db, { yard, jobReady, bulk });
  const rows: YardItem[] = [
    ...stock.jobReady.map((item) => ({ type: JOB_READY, item }) as const),
    ...stock.bulk.map((item) => ({ type: BULK, item }) as const),
  ];
  return sendListExport(ctx, reply, {
    list: 'yardInventory',
    title: 'Yard Inventory',
    columns: yardColumns,
    rows,
    filters: { YardId: yardId },
    later: [assetsSheet(ctx, { kind: 'yard', id: yardId })],
  });
}

interface JobItem {
  type: typeof JOB_READY | typeof BULK;
  name: string;
  totalAmount: number;
  currentAmount: number;
}

const jobColumns: Column<JobItem>[] = [
  { header: 'Type', kind: 'text', value: (r) => r.type },
  { header: 'Name', kind: 'text', value: (r) => r.name },
  { header: 'Historical', kind: 'integer', value: (r) => r.totalAmount },
  { header: 'Current', kind: 'integer', value: (r) => r.currentAmount },
];

/**
 * GET /Inventory/JobInventory/Export: the items that are or were at the job, as its inventory page
 * lists them, then its assets; through the job gate (404 before anything is written or audited).
 */
export async function jobInventoryExport(ctx: Ctx, reply: FastifyReply, jobId: number) {
  const { head, jobReady, bulk } = jobInventoryReads(ctx, jobId);
  const stock = await runAll(ctx.db, { head, jobReady, bulk });
  const rows: JobItem[] = [
    ...byItemName(stock.jobReady)
      .map(jobReadyRow)
      .map((r) => ({ type: JOB_READY, ...r }) as const),
    ...byItemName(stock.bulk)
      .map(bulkRow)
      .map((r) => ({ type: BULK, name: r.bulkItemName, ...r }) as const),
  ];
  return sendListExport(ctx, reply, {
    list: 'jobInventory',
    title: 'Job Inventory',
    columns: jobColumns,
    rows,
    filters: { JobId: jobId },
    later: [assetsSheet(ctx, { kind: 'job', id: jobId })],
  });
}

const auditColumns: Column<InventoryAuditRow>[] = [
  { header: 'Name', kind: 'text', value: (r) => r.fullName },
  { header: 'Date', kind: 'datetime', value: (r) => r.date },
  { header: 'Location', kind: 'text', value: (r) => r.location },
  { header: 'Item', kind: 'text', value: (r) => r.itemName },
  { header: 'Amount', kind: 'integer', value: (r) => r.amount },
  // The page writes '(damaged n)' after the item; a column of its own keeps it a number.
  { header: 'Damaged', kind: 'integer', value: (r) => r.damaged },
];

/** GET /Inventory/InventoryAudit/Export: every movement, newest first (the audit's 'Load All Records'). */
export const inventoryAuditExport = (ctx: Ctx, reply: FastifyReply) =>
  sendListExport(ctx, reply, {
    list: 'inventoryAudit',
    title: 'Inventory Audit',
    columns: auditColumns,
    rows: everyRow((after, limit) => run(ctx.db, inventoryAuditRead(true, after, limit))),
    filters: {},
  });
