/**
 * The exports of a yard's and a job's inventory and of the inventory audit (docs/decisions/spreadsheets.md):
 * each refuses what its page refuses and answers the page's rows, in its order, as typed cells.
 */
import { messages } from '@fieldbook/contract';
import {
  getJobInventory,
  inventoryAudit,
  inventoryAuditExport,
  jobInventoryExport,
  yardInventoryExport,
} from '@fieldbook/contract/inventory-stock';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createCategory, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import { columnValues, expectSheetConventions, rowValues, sheetsOf } from '../../../test/spreadsheets.ts';
import { assets } from '../../db/schema/index.ts';
import { moveMany } from './stock-ledger.ts';

let t: TestApp;
let viewer: { id: number; token: string };
let auditor: string;
let drilling: string;
let nobody: string;
let yardId: number;
let jobId: number;
let drillJobId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewer = await signInUser(t, ['inventory.view']);
  [auditor, drilling, nobody] = await Promise.all([
    signInAs(t, ['inventory.audit']),
    signInAs(t, 'Drilling User'),
    signInAs(t, []),
  ]);
  yardId = (await createYard(db, { name: 'Casper Yard' })).id;
  const panels = await createCategory(db, 'Panels');
  const hardware = await createCategory(db, 'Hardware');
  const panel = await createJobReadyItem(db, { name: 'Panel 20 ft', categoryId: panels.id });
  await createJobReadyItem(db, { name: 'Beam 16 ft', categoryId: panels.id });
  const bolt = await createBulkItem(db, { name: 'Bolt', categoryId: hardware.id });
  const job = await createJob(db, { jobName: 'Hawkins 14-22 Pad' });
  jobId = job.id;
  drillJobId = (await createJob(db, { jobName: 'Rig 7', drilling: true })).id;
  const yard = { kind: 'yard' as const, id: yardId };
  const atJob = { kind: 'job' as const, id: jobId };
  const by = { userId: viewer.id };
  await db.transaction((tx) =>
    moveMany(tx, [
      {
        item: { kind: 'jobReady', id: panel.id },
        from: null,
        to: yard,
        amount: 40,
        damaged: 3,
        reason: 'receipt',
        ...by,
      },
      { item: { kind: 'bulk', id: bolt.id }, from: null, to: yard, amount: 500, reason: 'receipt', ...by },
      { item: { kind: 'jobReady', id: panel.id }, from: yard, to: atJob, amount: 30, reason: 'transfer', ...by },
      { item: { kind: 'bulk', id: bolt.id }, from: yard, to: atJob, amount: 100, reason: 'transfer', ...by },
    ]),
  );
  await db.insert(assets).values([
    { name: 'Weather station', serialNumber: 'WS-2', assetType: 2, yardId },
    { name: 'Camera', serialNumber: 'CAM-1', assetType: 3, yardId },
    { name: 'Light tower', serialNumber: 'LT-9', assetType: 6, yardId, jobId, status: 'At Job' },
  ]);
});

describe('GET /Inventory/YardInventory/Export', () => {
  it('answers 401, 403 without inventory.view, 400 for no yard, 404 for an unknown one', async () => {
    await denies(t.app, yardInventoryExport, { query: { YardId: yardId } }, nobody);
    expect((await call(t.app, yardInventoryExport, { query: {}, token: viewer.token })).statusCode).toBe(400);
    const missing = await call(t.app, yardInventoryExport, { query: { YardId: 999_999 }, token: viewer.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.yardNotFound);
  });

  it("is the yard's items by section, category and name with their counts, then its assets, and is audited", async () => {
    const res = await call(t.app, yardInventoryExport, { query: { YardId: yardId }, token: viewer.token });
    expect(String(res.headers['content-disposition'])).toMatch(/YardInventory-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [stock, yardAssets] = await sheetsOf(res);
    expect(stock.name).toBe('Yard Inventory');
    expectSheetConventions(stock, 3);
    expect(rowValues(stock)).toEqual([
      ['Type', 'Category', 'Name', 'Amount', 'Damaged'],
      ['Job Ready', 'Panels', 'Beam 16 ft', 0, 0],
      ['Job Ready', 'Panels', 'Panel 20 ft', 10, 3],
      ['Bulk', 'Hardware', 'Bolt', 400],
    ]);
    expect(stock.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    // the light tower is at the job: the yard's page leaves it out
    expect(yardAssets.name).toBe('Assets');
    expectSheetConventions(yardAssets, 2);
    expect(rowValues(yardAssets)).toEqual([
      ['Name', 'Serial Number', 'Status'],
      ['Camera', 'CAM-1', 'Available'],
      ['Weather station', 'WS-2', 'Available'],
    ]);
    expect((await auditOf(t.database.db, 'export', 'yardInventory')).at(-1)).toMatchObject({
      userId: viewer.id,
      action: 'export',
      change: { YardId: yardId },
    });
  });
});

describe('GET /Inventory/JobInventory/Export', () => {
  it('answers 401, 403, 400 for no job, 404 for a job the caller may not see', async () => {
    await denies(t.app, jobInventoryExport, { query: { JobId: jobId } }, nobody);
    expect((await call(t.app, jobInventoryExport, { query: { JobId: 'x' }, token: viewer.token })).statusCode).toBe(
      400,
    );
    const hidden = await call(t.app, jobInventoryExport, { query: { JobId: jobId }, token: drilling });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json.message).toBe(messages.notFound);
    expect((await call(t.app, jobInventoryExport, { query: { JobId: drillJobId }, token: drilling })).statusCode).toBe(
      200,
    );
  });

  it("is the job's items as its inventory page lists them, then its assets", async () => {
    const [stock, jobAssets] = await sheetsOf(
      await call(t.app, jobInventoryExport, { query: { JobId: jobId }, token: viewer.token }),
    );
    expect(rowValues(stock)).toEqual([
      ['Type', 'Name', 'Historical', 'Current'],
      ['Job Ready', 'Panel 20 ft', 30, 30],
      ['Bulk', 'Bolt', 100, 100],
    ]);
    const page = await call(t.app, getJobInventory, { query: { JobId: jobId }, token: viewer.token });
    const listed = [
      ...page.json.data.jobReadyItems.map((i) => i.name),
      ...page.json.data.bulkItems.map((i) => i.bulkItemName),
    ];
    expect(columnValues(stock, 1)).toEqual(listed);
    expect(rowValues(jobAssets)).toEqual([
      ['Name', 'Serial Number', 'Status'],
      ['Light tower', 'LT-9', 'At Job'],
    ]);
    expect((await auditOf(t.database.db, 'export', 'jobInventory')).at(-1)).toMatchObject({
      change: { JobId: jobId },
    });
  });
});

describe('GET /Inventory/InventoryAudit/Export', () => {
  it('answers 401, 403 without inventory.audit', async () => {
    await denies(t.app, inventoryAuditExport, {}, viewer.token);
  });

  it('is every movement, newest first as the audit lists them, dates as dates', async () => {
    const [sheet] = await sheetsOf(await call(t.app, inventoryAuditExport, { token: auditor }));
    expectSheetConventions(sheet, 4);
    const rows = rowValues(sheet);
    expect(rows[0]).toEqual(['Name', 'Date', 'Location', 'Item', 'Amount', 'Damaged']);
    const listed = await call(t.app, inventoryAudit, { query: { amount: '1' }, token: auditor });
    expect(rows.slice(1).map((r) => [r[2], r[3], r[4], r[5]])).toEqual(
      listed.json.data.map((m) => [m.location, m.itemName, m.amount, m.damaged]),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'Casper Yard → Hawkins 14-22 Pad',
      'Casper Yard → Hawkins 14-22 Pad',
      'Casper Yard',
      'Casper Yard',
    ]);
    const date = sheet.getRow(2).getCell(2);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('mmm d, yyyy h:mm AM/PM');
    expect(sheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect((await auditOf(t.database.db, 'export', 'inventoryAudit')).at(-1)).toMatchObject({ action: 'export' });
  });
});
