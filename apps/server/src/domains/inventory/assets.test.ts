import { addCalendarDays, messages, assetStatusWords as S } from '@fieldbook/contract';
import {
  assetAtJob,
  assetList,
  assetProfileCall,
  assetTypeList,
  checkInRepairedAsset,
  createAsset,
  decommissionAsset,
  getAsset,
  outForRepairList,
  repairAsset,
  saveAsset,
} from '@fieldbook/contract/inventory-assets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { assetStatuses, assets, offices, yards } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';

let t: TestApp;
let keeper: { id: number; token: string };
let viewer: string;
let nobody: string;
let denver: { id: number; name: string };
let midland: { id: number; name: string };
let meterTypeId: number;

let n = 0;
async function yard(name: string) {
  const [office] = await t.database.db
    .insert(offices)
    .values({ name: `${name} office ${++n}`, address: '1 Main St', city: name, state: 'CO', zipCode: '80202' })
    .returning();
  const [row] = await t.database.db.insert(yards).values({ name, officeLocationId: office.id }).returning();
  return row;
}

const body = (over: Record<string, unknown> = {}) => ({
  serialNumber: `LT-${++n}`,
  manufacturer: 'Brightline',
  model: 'LT-4000',
  licenses: '',
  purchaseDate: '2025-03-01',
  lastCalibratedDate: null,
  purchasePrice: 12500.5,
  assetType: 1,
  meterType: null,
  yardId: denver.id,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  keeper = await signInUser(t, ['inventory.view', 'inventory.assets']);
  [viewer, nobody] = await Promise.all([signInAs(t, ['inventory.view']), signInAs(t, [])]);
  denver = await yard('Denver yard');
  midland = await yard('Midland yard');
  meterTypeId = (await createMeterType(t.database.db, { calibrationIntervalDays: 365 })).id;
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call(t.app, createAsset, { body: body(over), token: keeper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.serializedItemId as number;
}

const profile = async (id: number) => (await call(t.app, assetProfileCall, { query: { id }, token: viewer })).json.data;

describe('POST /AssetInventory/CreateSerializedItem', () => {
  it('answers 401 anonymously and 403 without inventory.assets', async () => {
    await denies(t.app, createAsset, { body: body() }, viewer);
  });

  it('answers 400 with the specification messages', async () => {
    const res = await call(t.app, createAsset, {
      body: { serialNumber: ' ', manufacturer: '', model: '', assetType: null, yardId: null },
      token: keeper.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      serialNumber: messages.serialNumberRequired,
      manufacturer: messages.manufacturerRequired,
      model: messages.modelRequired,
      assetType: messages.selectAssetType,
      yardId: messages.selectYard,
    });
  });

  it('needs a meter type for a meter, and a meter type and yard that exist', async () => {
    const meter = await call(t.app, createAsset, { body: body({ assetType: 0 }), token: keeper.token });
    expect(meter.statusCode).toBe(400);
    expect(meter.json.errors).toEqual({ meterType: messages.selectMeterType });
    const noType = await call(t.app, createAsset, {
      body: body({ assetType: 0, meterType: 2_000_000_000 }),
      token: keeper.token,
    });
    expect(noType.json.errors).toEqual({ meterType: messages.selectMeterType });
    const noYard = await call(t.app, createAsset, { body: body({ yardId: 2_000_000_000 }), token: keeper.token });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json.errors).toEqual({ yardId: messages.selectYard });
  });

  it('creates an asset with a history row and an audit row; other types store no meter type', async () => {
    const id = await create({ meterType: meterTypeId, serialNumber: 'GEN-0001', assetType: 4 });
    const p = await profile(id);
    expect(p).toMatchObject({
      name: 'Brightline LT-4000',
      serialNumber: 'GEN-0001',
      assetType: 4,
      assetTypeName: 'Generator',
      meterType: null,
      purchasePrice: 12500.5,
      yardId: denver.id,
      yardName: 'Denver yard',
      status: S.available,
      location: 'Denver yard',
      onRepair: false,
      decommissioned: false,
    });
    expect(p.labelCode).toMatch(/^FB-ASSET:[0-9a-f-]{36}$/);
    expect(p.statuses).toEqual([
      { status: S.created, location: 'Denver yard', date: expect.any(String), statusNote: 'Asset created.' },
    ]);
    expect(await auditOf(t.database.db, 'asset', id)).toMatchObject([{ userId: keeper.id, action: 'create' }]);
  });

  it('refuses a serial number already used within the type (409), whatever its case, but not across types', async () => {
    await create({ serialNumber: 'CAL-77', assetType: 1 });
    const clash = await call(t.app, createAsset, {
      body: body({ serialNumber: 'cal-77', assetType: 1 }),
      token: keeper.token,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json).toMatchObject({ message: messages.assetSerialExists });
    expect(clash.json.errors).toEqual({ serialNumber: messages.assetSerialExists });
    await create({ serialNumber: 'CAL-77', assetType: 3 });
  });
});

describe('GET /AssetInventory/AssetTypeList', () => {
  it('answers 401 and 403, then the fixed list starting with 0 Meter', async () => {
    await denies(t.app, assetTypeList, {}, nobody);
    const res = await call(t.app, assetTypeList, { token: viewer });
    expect(res.json.data[0]).toEqual({ assetTypeId: 0, assetTypeName: 'Meter' });
    expect(res.json.data.length).toBeGreaterThan(3);
  });
});

describe('GET /AssetInventory/GetSerializedItemAndStatusList', () => {
  it('answers 401 and 403', async () => {
    await denies(t.app, assetList, {}, nobody);
  });

  it('lists status, location and last activity, with the calibration due day and overdue flag of meters', async () => {
    const db = t.database.db;
    const due = await createMeter(db, { meterTypeId, serialNumber: 'M-OVERDUE', lastCalibratedDate: '2020-01-01' });
    const fresh = await createMeter(db, {
      meterTypeId,
      serialNumber: 'M-FRESH',
      lastCalibratedDate: serverToday(),
    });
    await db.update(assets).set({ yardId: midland.id }).where(eq(assets.id, fresh.id));
    const res = await call(t.app, assetList, { token: viewer });
    const rows = res.json.data;
    const overdue = rows.find((r) => r.serializedItemId === due.id);
    const ok = rows.find((r) => r.serializedItemId === fresh.id);
    expect(overdue).toMatchObject({
      calibrationDue: addCalendarDays('2020-01-01', 365),
      calibrationOverdue: true,
      assetType: 0,
    });
    expect(ok).toMatchObject({
      calibrationDue: addCalendarDays(serverToday(), 365),
      calibrationOverdue: false,
      location: 'Midland yard',
    });
    const gen = rows.find((r) => r.serialNumber === 'GEN-0001');
    expect(gen).toMatchObject({ status: S.available, location: 'Denver yard', calibrationDue: null });
    expect(gen?.lastActivity).toEqual(expect.any(String));
  });
});

describe('GET and POST /AssetInventory/Asset', () => {
  it('answers 401 and 403', async () => {
    await denies(t.app, getAsset, { query: { id: 1 } }, nobody);
    await denies(t.app, saveAsset, { body: { serializedItemId: 1, ...body() } }, viewer);
  });

  it('answers 400 and 404', async () => {
    const bad = await call(t.app, saveAsset, {
      body: { serializedItemId: 1, ...body({ model: '' }) },
      token: keeper.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({ model: messages.modelRequired });
    const missing = await call(t.app, getAsset, { query: { id: 2_000_000_000 }, token: viewer });
    expect(missing.statusCode).toBe(404);
  });

  it('saves the fields; a yard change writes a Moved history row', async () => {
    const id = await create({ serialNumber: 'TH-9' });
    const got = await call(t.app, getAsset, { query: { id }, token: viewer });
    expect(got.json.data).toMatchObject({ serializedItemId: id, serialNumber: 'TH-9', yardId: denver.id });
    const res = await call(t.app, saveAsset, {
      body: { serializedItemId: id, ...body({ serialNumber: 'TH-9', name: 'Telehandler 9', yardId: midland.id }) },
      token: keeper.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.assetSaved, serializedItemId: id });
    const p = await profile(id);
    expect(p).toMatchObject({ name: 'Telehandler 9', location: 'Midland yard' });
    expect(p.statuses[0]).toMatchObject({
      status: S.moved,
      location: 'Midland yard',
      statusNote: 'Yard changed from Denver yard to Midland yard.',
    });
    expect(await auditOf(t.database.db, 'asset', id, ['save'])).toMatchObject([
      { userId: keeper.id, change: { name: ['Brightline LT-4000', 'Telehandler 9'], yardId: [denver.id, midland.id] } },
    ]);
  });
});

describe('repair, check-in and decommissioning', () => {
  it('answer 401, 403 and 400', async () => {
    await denies(t.app, repairAsset, { body: { assetId: 1, repairNote: '' } }, viewer);
    await denies(t.app, checkInRepairedAsset, { body: { assetId: 1, repairNote: '', yardId: 1 } }, viewer);
    await denies(t.app, decommissionAsset, { query: { id: 1 } }, viewer);
    await denies(t.app, outForRepairList, {}, nobody);
    const noYard = await call(t.app, checkInRepairedAsset, {
      body: { assetId: 1, repairNote: 'fixed' },
      token: keeper.token,
    });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json.errors).toEqual({ yardId: messages.selectYardToCheckInto });
    const noAsset = await call(t.app, repairAsset, { body: { repairNote: 'x' }, token: keeper.token });
    expect(noAsset.statusCode).toBe(400);
  });

  it('sends to repair, lists it out for repair, checks it in at a yard, each with a history row', async () => {
    const id = await create({ serialNumber: 'LT-REPAIR' });
    const sent = await call(t.app, repairAsset, {
      body: { assetId: id, repairNote: 'Mast winch slips' },
      token: keeper.token,
    });
    expect(sent.json).toEqual({ success: true, message: messages.assetSentToRepair });
    const again = await call(t.app, repairAsset, { body: { assetId: id, repairNote: '' }, token: keeper.token });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(messages.assetAlreadyOnRepair);
    const out = await call(t.app, outForRepairList, { token: viewer });
    expect(out.json.data.map((r) => r.serializedItemId)).toEqual([id]);
    expect(out.json.data[0]).toMatchObject({ status: S.onRepair, location: 'Repair', onRepair: true });

    const unknownYard = await call(t.app, checkInRepairedAsset, {
      body: { assetId: id, repairNote: 'x', yardId: 2_000_000_000 },
      token: keeper.token,
    });
    expect(unknownYard.statusCode).toBe(400);
    expect(unknownYard.json.errors).toEqual({ yardId: messages.selectYardToCheckInto });
    const back = await call(t.app, checkInRepairedAsset, {
      body: { assetId: id, repairNote: 'New winch cable', yardId: midland.id },
      token: keeper.token,
    });
    expect(back.json).toEqual({ success: true, message: messages.assetCheckedIn });
    const twice = await call(t.app, checkInRepairedAsset, {
      body: { assetId: id, repairNote: '', yardId: midland.id },
      token: keeper.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toBe(messages.assetNotOnRepair);

    const p = await profile(id);
    expect(p).toMatchObject({ status: S.available, location: 'Midland yard', yardId: midland.id, onRepair: false });
    expect(
      p.statuses.map((s: { status: string; location: string; statusNote: string }) => [
        s.status,
        s.location,
        s.statusNote,
      ]),
    ).toEqual([
      [S.checkedIn, 'Midland yard', 'New winch cable'],
      [S.onRepair, 'Repair', 'Mast winch slips'],
      [S.created, 'Denver yard', 'Asset created.'],
    ]);
    expect(await auditOf(t.database.db, 'asset', id, ['repair', 'checkIn'])).toMatchObject([
      { userId: keeper.id, action: 'repair', change: { repairNote: 'Mast winch slips' } },
      { userId: keeper.id, action: 'checkIn', change: { yardId: [denver.id, midland.id] } },
    ]);
    expect((await call(t.app, outForRepairList, { token: viewer })).json.data).toEqual([]);
  });

  it('decommissions permanently: then refuses moving, repairing, editing and a second decommission (409)', async () => {
    const id = await create({ serialNumber: 'LT-OLD' });
    const res = await call(t.app, decommissionAsset, { query: { id }, token: keeper.token });
    expect(res.json).toEqual({ success: true, message: messages.assetDecommissioned });
    const refused = [
      await call(t.app, decommissionAsset, { query: { id }, token: keeper.token }),
      await call(t.app, repairAsset, { body: { assetId: id, repairNote: '' }, token: keeper.token }),
      await call(t.app, checkInRepairedAsset, {
        body: { assetId: id, repairNote: '', yardId: denver.id },
        token: keeper.token,
      }),
      await call(t.app, saveAsset, {
        body: { serializedItemId: id, ...body({ serialNumber: 'LT-OLD' }) },
        token: keeper.token,
      }),
    ];
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json.message).toBe(messages.assetAlreadyDecommissioned);
    }
    const p = await profile(id);
    expect(p).toMatchObject({ decommissioned: true, status: S.decommissioned });
    expect(p.statuses[0]).toMatchObject({ status: S.decommissioned });
    expect(await auditOf(t.database.db, 'asset', id, ['decommission'])).toMatchObject([{ userId: keeper.id }]);
    const missing = await call(t.app, decommissionAsset, { query: { id: 2_000_000_000 }, token: keeper.token });
    expect(missing.statusCode).toBe(404);
  });
});

describe('job names and the drilling rule', () => {
  it("names an asset's job only to those who may see the job: a Drilling User reads 'At a job'", async () => {
    const job = await createJob(t.database.db, { jobName: 'Riverside Plant – pile-driving wall' });
    const id = await create({ serialNumber: 'LT-HIDDEN-JOB' });
    await t.database.db.update(assets).set({ jobId: job.id, status: S.atJob }).where(eq(assets.id, id));
    await t.database.db
      .insert(assetStatuses)
      .values({ assetId: id, status: S.atJob, location: job.jobName, jobId: job.id, date: new Date() });
    const driller = await signInAs(t, ['inventory.view', 'drilling.user']);
    const locationFor = async (token: string) =>
      (await call(t.app, assetList, { token })).json.data.find((r) => r.serializedItemId === id)?.location;
    expect(await locationFor(viewer)).toBe('Riverside Plant – pile-driving wall');
    expect(await locationFor(driller)).toBe('At a job');
    const hidden = await call(t.app, assetProfileCall, { query: { id }, token: driller });
    expect(hidden.json.data.location).toBe('At a job');
    expect(hidden.json.data.statuses[0].location).toBe('At a job');
    expect(JSON.stringify(hidden.json)).not.toContain('Riverside Plant');
    expect((await profile(id)).statuses[0].location).toBe(job.jobName);
  });
});

describe('GET /AssetInventory/AssetAtJob', () => {
  it('answers 401, 403, 400 and 404 for a job the user may not see', async () => {
    await denies(t.app, assetAtJob, { query: { id: 1 } }, nobody);
    const bad = await call(t.app, assetAtJob, { query: { id: 'x' }, token: viewer });
    expect(bad.statusCode).toBe(400);
    const job = await createJob(t.database.db);
    const driller = await signInAs(t, ['inventory.view', 'drilling.user']);
    const hidden = await call(t.app, assetAtJob, { query: { id: job.id }, token: driller });
    expect(hidden.statusCode).toBe(404);
  });

  it('lists the assets at the job, located by the job name', async () => {
    const job = await createJob(t.database.db, { jobName: 'Hawkins 14-22 Pad – sound wall' });
    const id = await create({ serialNumber: 'LT-AT-JOB' });
    await t.database.db.update(assets).set({ jobId: job.id, status: S.atJob }).where(eq(assets.id, id));
    const res = await call(t.app, assetAtJob, { query: { id: job.id }, token: viewer });
    expect(res.json.data).toEqual([
      expect.objectContaining({ serializedItemId: id, status: S.atJob, location: 'Hawkins 14-22 Pad – sound wall' }),
    ]);
  });
});
