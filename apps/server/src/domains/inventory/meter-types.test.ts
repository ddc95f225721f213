import { addCalendarDays, calibrationDue, calibrationLapsesBefore, messages } from '@fieldbook/contract';
import { meterTypeList, saveMeterType } from '@fieldbook/contract/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let keeper: { id: number; token: string };
let viewer: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  keeper = await signInUser(t, ['inventory.view', 'inventory.assets']);
  [viewer, nobody] = await Promise.all([signInAs(t, ['inventory.view']), signInAs(t, [])]);
});

describe('the calibration rule', () => {
  it('is due at the last calibrated date plus the interval and holds through its due day', () => {
    expect(calibrationDue('2026-02-27', 365)).toBe('2027-02-27');
    expect(calibrationDue('2028-02-28', 1)).toBe('2028-02-29');
    expect(calibrationDue(null, 365)).toBeNull();
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(calibrationLapsesBefore('2027-02-27', '2027-02-27')).toBe(false);
    expect(calibrationLapsesBefore('2027-02-27', '2027-02-28')).toBe(true);
    expect(calibrationLapsesBefore(null, '2000-01-01')).toBe(true);
  });
});

describe('POST /AssetInventory/SaveMeterType', () => {
  it('answers 401 anonymously and 403 without inventory.assets', async () => {
    await denies(
      t.app,
      saveMeterType,
      { body: { meterTypeId: 0, meterTypeName: 'X', calibrationIntervalDays: 365 } },
      viewer,
    );
  });

  it('answers 400 without a name or with an interval out of 1 to 3650 days', async () => {
    const res = await call(t.app, saveMeterType, {
      body: { meterTypeId: 0, meterTypeName: ' ', calibrationIntervalDays: 0 },
      token: keeper.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({
      meterTypeName: messages.meterTypeNameRequired,
      calibrationIntervalDays: messages.meterTypeIntervalRange,
    });
  });

  it('creates and changes a type, refuses a second of the same name (409), and audits', async () => {
    const created = await call(t.app, saveMeterType, {
      body: { meterTypeId: 0, meterTypeName: 'Weather station', calibrationIntervalDays: 730 },
      token: keeper.token,
    });
    expect(created.json).toMatchObject({ success: true, message: messages.meterTypeSaved });
    const id = created.json.meterTypeId;
    const clash = await call(t.app, saveMeterType, {
      body: { meterTypeId: 0, meterTypeName: 'WEATHER STATION', calibrationIntervalDays: 365 },
      token: keeper.token,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json.message).toBe(messages.meterTypeExists);
    const changed = await call(t.app, saveMeterType, {
      body: { meterTypeId: id, meterTypeName: 'Weather station', calibrationIntervalDays: 365 },
      token: keeper.token,
    });
    expect(changed.json.meterTypeId).toBe(id);
    const missing = await call(t.app, saveMeterType, {
      body: { meterTypeId: 2_000_000_000, meterTypeName: 'Nothing', calibrationIntervalDays: 365 },
      token: keeper.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'meterType', id)).toMatchObject([
      { userId: keeper.id, action: 'create' },
      { userId: keeper.id, action: 'save', change: { calibrationIntervalDays: [730, 365] } },
    ]);
  });
});

describe('GET /AssetInventory/MeterTypeList', () => {
  it('answers 401 anonymously and 403 without an inventory or survey permission', async () => {
    await denies(t.app, meterTypeList, {}, nobody);
  });

  it('lists the types by name with their interval', async () => {
    for (const [meterTypeName, calibrationIntervalDays] of [
      ['Tri-axial vibration monitor', 365],
      ['Class 1 sound level meter', 365],
    ] as const)
      await call(t.app, saveMeterType, {
        body: { meterTypeId: 0, meterTypeName, calibrationIntervalDays },
        token: keeper.token,
      });
    const res = await call(t.app, meterTypeList, { token: viewer });
    const names = res.json.data.map((m: { meterTypeName: string }) => m.meterTypeName);
    expect(names.indexOf('Class 1 sound level meter')).toBeLessThan(names.indexOf('Tri-axial vibration monitor'));
    expect(res.json.data).toContainEqual({
      meterTypeId: expect.any(Number),
      meterTypeName: 'Class 1 sound level meter',
      calibrationIntervalDays: 365,
    });
  });
});
