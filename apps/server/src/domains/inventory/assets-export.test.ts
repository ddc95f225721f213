/**
 * The exports of the asset list and the failure log (docs/decisions/spreadsheets.md): each refuses what
 * its list refuses and answers the list's rows, searched, filtered and sorted as asked, as typed cells.
 */
import { ASSET_TYPE_METER } from '@fieldbook/contract';
import { assetListExport, failureFormListExport } from '@fieldbook/contract/inventory-assets';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeterType } from '../../../test/factories/inventory.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createOffice, createYard } from '../../../test/factories/stock.ts';
import { columnValues, expectSheetConventions, rowValues, sheetsOf } from '../../../test/spreadsheets.ts';
import { assetFailures, assets } from '../../db/schema/index.ts';

let t: TestApp;
let viewer: { id: number; token: string };
let drilling: string;
let nobody: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewer = await signInUser(t, ['inventory.view']);
  [drilling, nobody] = await Promise.all([signInAs(t, 'Drilling User'), signInAs(t, [])]);
  const office = await createOffice(db, 'Gillette');
  const yard = await createYard(db, { name: 'Gillette Yard', officeLocationId: office.id });
  const job = await createJob(db, { jobName: 'Hawkins 14-22 Pad' });
  const type = await createMeterType(db, { calibrationIntervalDays: 365 });
  const [meter, camera] = await db
    .insert(assets)
    .values([
      {
        name: 'Xport meter',
        serialNumber: 'XM-1',
        assetType: ASSET_TYPE_METER,
        meterTypeId: type.id,
        lastCalibratedDate: '2026-03-01',
        yardId: yard.id,
        lastActivity: at('2026-04-02T15:30:00Z'),
      },
      {
        name: 'Xport camera',
        serialNumber: 'XC-2',
        assetType: 3,
        yardId: yard.id,
        onRepair: true,
        status: 'On Repair',
        lastActivity: at('2026-05-01T12:00:00Z'),
      },
      {
        name: 'Xport light tower',
        serialNumber: 'XL-3',
        assetType: 6,
        yardId: yard.id,
        jobId: job.id,
        status: 'At Job',
      },
      { name: 'Other generator', serialNumber: 'OG-4', assetType: 4, yardId: yard.id },
    ])
    .returning();
  const failure = (assetId: number, day: string, nature: string) => ({
    assetId,
    lastOperation: at(`${day}T08:00:00Z`),
    failureDate: at(`${day}T17:00:00Z`),
    jobId: job.id,
    meterInCirculation: assetId === meter.id,
    natureOfFailure: nature,
    correctiveActions: 'Sent to the maker',
    officeLocationId: office.id,
  });
  await db
    .insert(assetFailures)
    .values([
      failure(meter.id, '2026-02-10', 'Microphone dead'),
      failure(camera.id, '2026-02-20', 'Lens cracked'),
      failure(meter.id, '2025-12-01', 'Battery drained'),
    ]);
});

describe('GET /AssetInventory/GetSerializedItemAndStatusList/Export', () => {
  it('answers 401, 403 without inventory.view or inventory.assets, 400 for an unknown sort', async () => {
    await denies(t.app, assetListExport, { query: {} }, nobody);
    const res = await call(t.app, assetListExport, { query: { sort: 'color' }, token: viewer.token });
    expect(res.statusCode).toBe(400);
  });

  it('is the assets the search finds, in the order asked, typed cells, and is audited', async () => {
    const res = await call(t.app, assetListExport, {
      query: { search: 'xport', sort: 'name', dir: 'desc' },
      token: viewer.token,
    });
    expect(String(res.headers['content-disposition'])).toMatch(/Assets-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [ws] = await sheetsOf(res);
    expectSheetConventions(ws, 3);
    const rows = rowValues(ws);
    expect(rows[0]).toEqual([
      'Name',
      'Serial Number',
      'Status',
      'Location',
      'Last Activity',
      'Calibration Due',
      'Calibration Overdue',
    ]);
    expect(columnValues(ws, 0)).toEqual(['Xport meter', 'Xport light tower', 'Xport camera']);
    expect(rows[1].slice(0, 4)).toEqual(['Xport meter', 'XM-1', 'Available', 'Gillette Yard']);
    expect(rows[2].slice(3)).toEqual(['Hawkins 14-22 Pad']); // no activity yet, not a meter
    expect(rows[3][3]).toBe('Repair');
    const activity = ws.getRow(2).getCell(5);
    expect(activity.type).toBe(ExcelJS.ValueType.Date);
    expect(activity.numFmt).toBe('mmm d, yyyy h:mm AM/PM');
    const due = ws.getRow(2).getCell(6);
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect(due.value).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(due.numFmt).toBe('mmm d, yyyy');
    expect((await auditOf(t.database.db, 'export', 'assets')).at(-1)).toMatchObject({
      userId: viewer.id,
      action: 'export',
      change: { search: 'xport', sort: 'name', dir: 'desc', outForRepair: false },
    });
  });

  it('keeps the assets out for repair when asked, and names a job the caller may not see as the list does', async () => {
    const repair = await sheetsOf(
      await call(t.app, assetListExport, { query: { search: 'xport', outForRepair: 'true' }, token: viewer.token }),
    );
    expect(columnValues(repair[0], 0)).toEqual(['Xport camera']);
    const [byLocation] = await sheetsOf(
      await call(t.app, assetListExport, { query: { search: 'xport', sort: 'location' }, token: drilling }),
    );
    expect(rowValues(byLocation).map((r) => r[3])).toEqual(['Location', 'At a job', 'Gillette Yard', 'Repair']);
  });
});

describe('GET /AssetInventory/FailureFormList/Export', () => {
  it('answers 401, 403, 400 for a day it cannot read or days out of order', async () => {
    await denies(t.app, failureFormListExport, { query: {} }, nobody);
    const bad = await call(t.app, failureFormListExport, { query: { startDate: 'soon' }, token: viewer.token });
    expect(bad.statusCode).toBe(400);
    const backwards = await call(t.app, failureFormListExport, {
      query: { startDate: '2026-03-01', endDate: '2026-01-01' },
      token: viewer.token,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('is the failures between the two days, newest first, dates as dates', async () => {
    const query = { startDate: '2026-01-01', endDate: '2026-02-28' };
    const [ws] = await sheetsOf(await call(t.app, failureFormListExport, { query, token: viewer.token }));
    expectSheetConventions(ws, 2);
    const rows = rowValues(ws);
    expect(rows[0]).toEqual(['Date', 'Serial Number', 'Office', 'Job', 'In Circulation', 'Description', 'Response']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['XC-2', 'Gillette', expect.stringContaining('Hawkins 14-22 Pad'), 'No', 'Lens cracked', 'Sent to the maker'],
      ['XM-1', 'Gillette', expect.stringContaining('Hawkins 14-22 Pad'), 'Yes', 'Microphone dead', 'Sent to the maker'],
    ]);
    const date = ws.getRow(2).getCell(1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('mmm d, yyyy h:mm AM/PM');
    expect((await auditOf(t.database.db, 'export', 'failures')).at(-1)).toMatchObject({ change: query });
  });
});
