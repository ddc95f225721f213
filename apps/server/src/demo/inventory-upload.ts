import { allPermissions } from '@fieldbook/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../db/client.ts';
import { inventoryUploads, jobs, yards } from '../db/schema/index.ts';
import { applySheet } from '../domains/inventory/upload.service.ts';
import { buildTemplate, DATA_SHEET, openWorkbook, readRows } from '../domains/inventory/upload-workbook.ts';
import { type DemoStep, tally } from './step.ts';

// Demo upload: the shop lead filled in the upload template to send extra wall stock from the Denver
// yard to the Hawkins sound wall. The sheet is built from the real template and read by the real
// reader, then moved through the same code as an upload, so the audit shows 'upload' movements and
// the job's inventory the amounts.

export const DEMO_UPLOAD_FILE = 'Hawkins 14-22 wall extension.xlsx';
const YARD = 'Denver Yard';
const JOB = 'Hawkins 14-22 Pad – sound wall';
/** [item type, item name, amount]: the rows the shop lead typed. */
export const DEMO_UPLOAD_ROWS: [string, string, number][] = [
  ['Job-ready', '20 ft STC 32 Panel Section', 24],
  ['Job-ready', '16 ft Beam', 26],
  ['Bulk', '3/4 in x 6 in Bolt', 208],
  ['Bulk', '3/4 in Nut', 208],
  ['Bulk', 'Panel Bracket', 48],
  ['Job-ready', '20 ft STC 32 Panel Section', 2],
];

/** The example file: the template with the demo's rows typed in. */
export async function demoUploadFile(): Promise<Buffer> {
  const template = await buildTemplate({ jobReady: [], bulk: [] });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.getWorksheet(DATA_SHEET) as ExcelJS.Worksheet;
  DEMO_UPLOAD_ROWS.forEach((row, i) => {
    ws.getRow(i + 2).values = row;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const inventoryUploadStep: DemoStep = {
  name: 'inventory upload',
  async run(tx: Tx, ctx) {
    const t = tally();
    const [done] = await tx
      .select({ id: inventoryUploads.id })
      .from(inventoryUploads)
      .where(eq(inventoryUploads.fileName, DEMO_UPLOAD_FILE));
    if (done) {
      t.existing('inventoryUploads');
      return t.counts;
    }
    const [yard] = await tx
      .select({ id: yards.id })
      .from(yards)
      .where(eq(sql`lower(${yards.name})`, YARD.toLowerCase()));
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobName, JOB));
    const userId = ctx.refs.users.get('demo.shop');
    if (!yard || !job || !userId) return t.counts;
    const sheet = readRows(await openWorkbook(await demoUploadFile()));
    // The shop lead holds every inventory permission (Shop Administrator): a user as the job gate sees one.
    const shopLead = {
      id: userId,
      permissions: new Set<string>(allPermissions.filter((p) => p.startsWith('inventory.'))),
      jobClassLimits: new Map(),
    };
    await applySheet(tx, shopLead, { yardId: yard.id, jobId: job.id, fileName: DEMO_UPLOAD_FILE, sheet });
    t.created('inventoryUploads');
    return t.counts;
  },
};
