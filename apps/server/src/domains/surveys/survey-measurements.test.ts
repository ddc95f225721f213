import { randomUUID } from 'node:crypto';
import { addCalendarDays, messages } from '@fieldbook/contract';
import {
  createSurveyForm,
  getSurveyMeasurementList,
  getSurveyMeterOptions,
  SURVEY_DATE_UNSET,
  saveSurveyMeasurement,
} from '@fieldbook/contract/surveys';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { serverToday } from '../../platform/calendar.ts';

// The meters of a survey form: options (one meter once per form), measurements new, existing,
// unused with a reason and re-enabled, and the calibration rule with its confirmation.

let t: TestApp;
let tech: { id: number; token: string };
let top: string;
let viewer: string;
let nobody: string;
let jobId: number;
let slmType: number;
const today = serverToday();

beforeAll(async () => {
  t = await createTestApp();
  tech = await signInUser(t, ['forms.view', 'forms.surveyBottom']);
  [top, viewer, nobody] = await Promise.all([
    signInAs(t, ['forms.view', 'forms.surveyTop']),
    signInAs(t, ['forms.view']),
    signInAs(t, []),
  ]);
  jobId = (await createJob(t.database.db, { stepId: 11 })).id;
  slmType = (await createMeterType(t.database.db, { name: 'Class 1 sound level meter', calibrationIntervalDays: 365 }))
    .id;
});

/** A meter calibrated so that its calibration is due `dueInDays` from today. */
const meterDueIn = (dueInDays: number, extra: Parameters<typeof createMeter>[1] | object = {}) =>
  createMeter(t.database.db, {
    meterTypeId: slmType,
    lastCalibratedDate: addCalendarDays(today, dueInDays - 365),
    ...extra,
  });

async function newForm() {
  const res = await call(t.app, createSurveyForm, { body: { id: jobId, clientKey: randomUUID() }, token: top });
  return res.json.data.surveyFormId as number;
}

const measurement = (surveyFormId: number, inventoryAssetId: number, extra: Record<string, unknown> = {}) => ({
  surveyMeasurementId: 0,
  surveyFormId,
  inventoryAssetId,
  height: 5,
  mounting: 'Tripod',
  gpsLatitude: null,
  gpsLongitude: null,
  deploymentDate: today,
  retrievalDate: addCalendarDays(today, 14),
  preCalibrated: true,
  postCalibrated: false,
  notes: '',
  unused: false,
  unusedReason: '',
  location_X: 120,
  location_Y: 80,
  ...extra,
});

const save = (body: Record<string, unknown>, token = tech.token) => call(t.app, saveSurveyMeasurement, { body, token });

describe('POST /SurveyForm/GetSurveyMeterOptions', () => {
  it('answers 401 anonymously, 403 without a forms permission and 400 without an id', async () => {
    await denies(t.app, getSurveyMeterOptions, { body: { id: 1 } }, nobody);
    expect((await call(t.app, getSurveyMeterOptions, { body: {}, token: viewer })).statusCode).toBe(400);
  });

  it("leaves out meters on the form's other measurements (not the measurement's own) and meters out of service", async () => {
    const form = await newForm();
    const [a, b, repair, gone] = await Promise.all([
      meterDueIn(200),
      meterDueIn(200),
      meterDueIn(200, { onRepair: true }),
      meterDueIn(200, { decommissioned: true }),
    ]);
    const placed = await save(measurement(form, a.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const ids = async (body: Record<string, unknown>) =>
      (await call(t.app, getSurveyMeterOptions, { body, token: tech.token })).json.data.map(
        (m: { inventoryAssetId: number }) => m.inventoryAssetId,
      );
    const forNew = await ids({ id: form });
    expect(forNew).toContain(b.id);
    expect(forNew).not.toContain(a.id);
    expect(forNew).not.toContain(repair.id);
    expect(forNew).not.toContain(gone.id);
    const forOwn = await ids({ id: form, surveyMeasurementId: placed.json.surveyMeasurementId });
    expect(forOwn).toContain(a.id);
    expect(forOwn).toContain(b.id);
  });

  it('gives each meter its type, calibration due day and whether it lapses before the retrieval (today without one)', async () => {
    const form = await newForm();
    const soon = await meterDueIn(10);
    const res = await call(t.app, getSurveyMeterOptions, {
      body: { id: form, retrievalDate: addCalendarDays(today, 30) },
      token: tech.token,
    });
    expect(res.json.data.find((m: { inventoryAssetId: number }) => m.inventoryAssetId === soon.id)).toEqual({
      inventoryAssetId: soon.id,
      serialNumber: soon.serialNumber,
      meterType: 'Class 1 sound level meter',
      name: soon.name,
      calibrationDue: addCalendarDays(today, 10),
      calibrationLapses: true,
    });
    const noRetrieval = await call(t.app, getSurveyMeterOptions, {
      body: { id: form, retrievalDate: null },
      token: tech.token,
    });
    expect(noRetrieval.json.data.find((m) => m.inventoryAssetId === soon.id)?.calibrationLapses).toBe(false);
  });
});

describe('POST /SurveyMeasurement/SaveSurveyMeasurement', () => {
  it('answers 401 anonymously and 403 without forms.surveyBottom', async () => {
    const form = await newForm();
    const meter = await meterDueIn(200);
    await denies(t.app, saveSurveyMeasurement, { body: measurement(form, meter.id) }, top);
  });

  it('answers 400 for an unused meter without a reason, a retrieval before the deployment, no meter', async () => {
    const form = await newForm();
    const meter = await meterDueIn(200);
    const unused = await save(measurement(form, meter.id, { unused: true, unusedReason: ' ' }));
    expect(unused.statusCode).toBe(400);
    expect(unused.json.errors.unusedReason).toBe(messages.surveyUnusedReasonRequired);
    const backwards = await save(measurement(form, meter.id, { retrievalDate: addCalendarDays(today, -1) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json.errors.retrievalDate).toBe(messages.surveyRetrievalBeforeDeployment);
    const none = await save(measurement(form, 0));
    expect(none.statusCode).toBe(400);
    expect(none.json.errors.inventoryAssetId).toBe(messages.surveyMeterRequired);
  });

  it('adds a measurement: height not numeric becomes 0, unset dates are year 1 with their texts', async () => {
    const form = await newForm();
    const meter = await meterDueIn(200);
    const res = await save(measurement(form, meter.id, { height: 'n/a', deploymentDate: '', retrievalDate: null }));
    expect(res.json).toMatchObject({ success: true, message: messages.surveyMeasurementSaved });
    const list = await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        surveyMeasurementId: res.json.surveyMeasurementId,
        inventoryAssetId: meter.id,
        serialNumber: meter.serialNumber,
        meterType: 'Class 1 sound level meter',
        height: 0,
        deploymentDate: SURVEY_DATE_UNSET,
        deploymentDateString: messages.deploymentDateNotSet,
        retrievalDate: SURVEY_DATE_UNSET,
        retrievalDateString: messages.retrievalDateNotSet,
        location_X: 120,
        location_Y: 80,
        calibrationDue: addCalendarDays(today, 200),
        calibrationOverdue: false,
        calibrationLapses: false,
        calibrationConfirmedBy: null,
      }),
    ]);
    expect(await auditOf(t.database.db, 'surveyMeasurement', res.json.surveyMeasurementId)).toMatchObject([
      { userId: tech.id, action: 'create' },
    ]);
  });

  it('refuses a meter already on another measurement of the form (409) and one not a meter (400)', async () => {
    const form = await newForm();
    const meter = await meterDueIn(200);
    expect((await save(measurement(form, meter.id))).statusCode).toBe(200);
    const twice = await save(measurement(form, meter.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toBe(messages.surveyMeterTaken);
    const unknown = await save(measurement(form, 2_000_000_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.errors.inventoryAssetId).toBe(messages.surveyMeterUnknown);
  });

  it('marks a measurement unused with its reason and re-enables it, each audited', async () => {
    const form = await newForm();
    const meter = await meterDueIn(200);
    const id = (await save(measurement(form, meter.id))).json.surveyMeasurementId;
    const unused = await save(
      measurement(form, meter.id, { surveyMeasurementId: id, unused: true, unusedReason: 'Battery failed overnight' }),
    );
    expect(unused.statusCode, unused.body).toBe(200);
    let list = await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer });
    expect(list.json.data[0]).toMatchObject({ unused: true, unusedReason: 'Battery failed overnight' });
    await save(measurement(form, meter.id, { surveyMeasurementId: id, unused: false, unusedReason: 'ignored' }));
    list = await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer });
    expect(list.json.data[0]).toMatchObject({ unused: false, unusedReason: '' });
    expect(
      (await auditOf(t.database.db, 'surveyMeasurement', id)).map((a) => [
        a.action,
        (a.change as { unusedReason?: string } | null)?.unusedReason,
      ]),
    ).toEqual([
      ['create', undefined],
      ['unused', 'Battery failed overnight'],
      ['reenable', undefined],
    ]);
  });

  it('refuses a meter whose calibration lapses before the retrieval (409) until confirmed, then records who and when', async () => {
    const form = await newForm();
    const meter = await meterDueIn(5);
    const body = measurement(form, meter.id, { retrievalDate: addCalendarDays(today, 14) });
    const refused = await save(body);
    expect(refused.statusCode).toBe(409);
    const text = messages.surveyCalibrationLapses(
      meter.serialNumber,
      new Date(`${addCalendarDays(today, 5)}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(refused.json).toEqual({ success: false, message: text, errors: { calibrationConfirmed: text } });
    const none = await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer });
    expect(none.json.data).toEqual([]);

    const confirmed = await save({ ...body, calibrationConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = confirmed.json.surveyMeasurementId;
    const [row] = (await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer })).json.data;
    expect(row).toMatchObject({
      calibrationDue: addCalendarDays(today, 5),
      calibrationOverdue: false,
      calibrationLapses: true,
      calibrationConfirmedBy: expect.stringContaining(' '),
    });
    expect(Date.now() - Date.parse(String(row.calibrationConfirmedAt))).toBeLessThan(60_000);
    expect(await auditOf(t.database.db, 'surveyMeasurement', id, ['calibrationConfirmed'])).toMatchObject([
      {
        userId: tech.id,
        change: { inventoryAssetId: meter.id, calibrationDue: addCalendarDays(today, 5) },
      },
    ]);
    // Saved again with the same meter and due day: the confirmation holds.
    const again = await save({ ...body, surveyMeasurementId: id, notes: 'Moved 2 m east' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('asks the same of an overdue meter without a retrieval date, and of one never calibrated', async () => {
    const form = await newForm();
    const overdue = await meterDueIn(-3);
    const res = await save(measurement(form, overdue.id, { retrievalDate: null }));
    expect(res.statusCode).toBe(409);
    const never = await createMeter(t.database.db, { meterTypeId: slmType, lastCalibratedDate: null });
    const unknown = await save(measurement(form, never.id));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json.message).toBe(messages.surveyCalibrationUnknown(never.serialNumber));
    // An unused meter is not deployed: no confirmation needed.
    const unused = await save(measurement(form, overdue.id, { unused: true, unusedReason: 'Out of calibration' }));
    expect(unused.statusCode, unused.body).toBe(200);
    const list = await call(t.app, getSurveyMeasurementList, { body: { id: form }, token: viewer });
    expect(list.json.data[0]).toMatchObject({ calibrationOverdue: true, calibrationLapses: true });
  });
});

describe('POST /SurveyMeasurement/GetSurveyMeasurementList', () => {
  it('answers 401 anonymously, 403 without forms.view, 400 without an id, 404 for no form', async () => {
    await denies(t.app, getSurveyMeasurementList, { body: { id: 1 } }, nobody);
    expect((await call(t.app, getSurveyMeasurementList, { body: { id: 'a' }, token: viewer })).statusCode).toBe(400);
    expect(
      (await call(t.app, getSurveyMeasurementList, { body: { id: 2_000_000_000 }, token: viewer })).statusCode,
    ).toBe(404);
  });
});
