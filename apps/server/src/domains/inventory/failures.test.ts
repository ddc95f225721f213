import { messages, assetStatusWords as S } from '@fieldbook/contract';
import {
  assetProfileCall,
  deleteFailurePhoto,
  failureFormList,
  failureJobHistory,
  getFailureForm,
  getFailurePhoto,
  saveFailureForm,
  uploadFailurePhoto,
} from '@fieldbook/contract/inventory-assets';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { assetStatuses, assets, offices, yards } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';

let t: TestApp;
let keeper: { id: number; token: string };
let viewer: string;
let nobody: string;
let meterId: number;
let jobA: { id: number; jobName: string; jobNumber: string };
let jobB: { id: number; jobName: string; jobNumber: string };

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  keeper = await signInUser(t, ['inventory.view', 'inventory.assets']);
  [viewer, nobody] = await Promise.all([signInAs(t, ['inventory.view']), signInAs(t, [])]);
  const [office] = await db
    .insert(offices)
    .values({ name: 'Williston', address: '2 Rig Rd', city: 'Williston', state: 'ND', zipCode: '58801' })
    .returning();
  const [yard] = await db.insert(yards).values({ name: 'Williston yard', officeLocationId: office.id }).returning();
  const type = await createMeterType(db);
  const meter = await createMeter(db, { meterTypeId: type.id, serialNumber: 'AX831-9001' });
  meterId = meter.id;
  jobA = await createJob(db, { jobName: 'Hawkins 14-22 Pad' });
  jobB = await createJob(db, { jobName: 'Sandoval 3-9 Completion' });
  await db.update(assets).set({ yardId: yard.id, jobId: jobB.id }).where(eq(assets.id, meterId));
  await db.insert(assetStatuses).values([
    {
      assetId: meterId,
      status: S.atJob,
      location: jobA.jobName,
      jobId: jobA.id,
      date: new Date(Date.now() - 20 * DAY),
    },
    {
      assetId: meterId,
      status: S.available,
      location: 'Williston yard',
      yardId: yard.id,
      date: new Date(Date.now() - 10 * DAY),
    },
    { assetId: meterId, status: S.atJob, location: jobB.jobName, jobId: jobB.id, date: new Date(Date.now() - 5 * DAY) },
  ]);
});

const report = (over: Record<string, unknown> = {}) => ({
  assetFailureId: 0,
  assetId: meterId,
  lastOperation: new Date(Date.now() - 2 * DAY).toISOString(),
  failureDate: new Date(Date.now() - DAY).toISOString(),
  jobFailureId: jobB.id,
  technicianId: keeper.id,
  meterInCirculation: false,
  natureOfFailure: 'Microphone preamp noise floor at 45 dBA.',
  correctiveActions: 'Sent to the lab; preamp replaced.',
  ...over,
});

async function saveReport(over: Record<string, unknown> = {}) {
  const res = await call(t.app, saveFailureForm, { body: report(over), token: keeper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.id as number;
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

describe('GET /AssetInventory/FailureJobHistory', () => {
  it('answers 401, 403 and 400', async () => {
    await denies(t.app, failureJobHistory, { query: { assetId: 1 } }, nobody);
    const bad = await call(t.app, failureJobHistory, { query: {}, token: viewer });
    expect(bad.statusCode).toBe(400);
  });

  it("lists the jobs from the asset's status history, the latest first", async () => {
    const res = await call(t.app, failureJobHistory, { query: { assetId: meterId }, token: viewer });
    expect(res.json.data).toEqual([
      { jobId: jobB.id, jobName: jobB.jobName, jobNumber: jobB.jobNumber },
      { jobId: jobA.id, jobName: jobA.jobName, jobNumber: jobA.jobNumber },
    ]);
  });
});

describe('POST and GET /AssetInventory/FailureForm', () => {
  it('answers 401, 403 and 400 with a message per required field', async () => {
    await denies(t.app, saveFailureForm, { body: report() }, viewer);
    await denies(t.app, getFailureForm, { query: { id: 1 } }, nobody);
    const res = await call(t.app, saveFailureForm, {
      body: { assetId: meterId, lastOperation: '', natureOfFailure: ' ' },
      token: keeper.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({
      lastOperation: messages.failureLastOperationRequired,
      failureDate: messages.failureDateRequired,
      jobFailureId: messages.failureJobRequired,
      technicianId: messages.failureTechnicianRequired,
      meterInCirculation: messages.failureCirculationRequired,
      natureOfFailure: messages.failureNatureRequired,
      correctiveActions: messages.failureCorrectiveRequired,
    });
    const noTech = await call(t.app, saveFailureForm, {
      body: report({ technicianId: 2_000_000_000 }),
      token: keeper.token,
    });
    expect(noTech.statusCode).toBe(400);
    expect(noTech.json.errors).toEqual({ technicianId: messages.failureTechnicianRequired });
  });

  it('saves a report (answering its id) with a history row, reads it back and saves changes', async () => {
    const id = await saveReport();
    const read = await call(t.app, getFailureForm, { query: { id }, token: viewer });
    expect(read.json.data).toMatchObject({
      assetFailureId: id,
      assetId: meterId,
      serialNumber: 'AX831-9001',
      assetName: 'Sound level meter',
      officeName: 'Williston',
      technicianName: expect.stringMatching(/\S/),
      jobFailure: `${jobB.jobName} (${jobB.jobNumber})`,
      jobFailureId: jobB.id,
      meterInCirculation: false,
      photos: [],
    });
    const profile = await call(t.app, assetProfileCall, { query: { id: meterId }, token: viewer });
    expect(profile.json.data.statuses[0]).toMatchObject({
      status: S.failureReported,
      statusNote: 'Microphone preamp noise floor at 45 dBA.',
    });
    const changed = await call(t.app, saveFailureForm, {
      body: report({ assetFailureId: id, meterInCirculation: true, jobFailureId: jobA.id }),
      token: keeper.token,
    });
    expect(changed.json).toEqual({ success: true, message: messages.failureSaved, id });
    const again = await call(t.app, getFailureForm, { query: { id }, token: viewer });
    expect(again.json.data).toMatchObject({ meterInCirculation: true, jobFailureId: jobA.id });
    expect(await auditOf(t.database.db, 'assetFailure', id)).toMatchObject([
      { userId: keeper.id, action: 'create' },
      { userId: keeper.id, action: 'save' },
    ]);
    const missing = await call(t.app, getFailureForm, { query: { id: 2_000_000_000 }, token: viewer });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /AssetInventory/FailureFormList', () => {
  it('answers 401, 403 and 400 for a bad or reversed range', async () => {
    await denies(t.app, failureFormList, { query: {} }, nobody);
    const bad = await call(t.app, failureFormList, { query: { startDate: 'soon' }, token: viewer });
    expect(bad.statusCode).toBe(400);
    const noDay = await call(t.app, failureFormList, { query: { endDate: '2026-02-30' }, token: viewer });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json.errors).toEqual({ endDate: 'Enter a date as YYYY-MM-DD.' });
    const reversed = await call(t.app, failureFormList, {
      query: { startDate: '2026-05-02', endDate: '2026-05-01' },
      token: viewer,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json.message).toBe(messages.failureRangeOrder);
  });

  it('lists the last 90 days by default, newest first; a range includes its end day', async () => {
    const recent = await saveReport({ failureDate: new Date(Date.now() - 3 * DAY).toISOString() });
    const old = await saveReport({ failureDate: new Date(Date.now() - 120 * DAY).toISOString() });
    const res = await call(t.app, failureFormList, { token: viewer });
    const ids = res.json.data.map((r) => r.assetFailureId);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
    expect(res.json.data.find((r) => r.assetFailureId === recent)).toMatchObject({
      serialNumber: 'AX831-9001',
      office: 'Williston',
      job: `${jobB.jobName} (${jobB.jobNumber})`,
      inCirculation: false,
      description: 'Microphone preamp noise floor at 45 dBA.',
      response: 'Sent to the lab; preamp replaced.',
    });
    const dates = res.json.data.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const day = serverToday(new Date(Date.now() - 120 * DAY));
    const ranged = await call(t.app, failureFormList, { query: { startDate: day, endDate: day }, token: viewer });
    expect(ranged.json.data.map((r) => r.assetFailureId)).toEqual([old]);
  });

  it("names a failure's job only to those who may see it (a Drilling User sees none of other jobs)", async () => {
    const id = await saveReport({ failureDate: new Date(Date.now() - 2 * DAY).toISOString() });
    const driller = await signInAs(t, ['inventory.view', 'drilling.user']);
    const log = await call(t.app, failureFormList, { token: driller });
    expect(log.json.data.find((r) => r.assetFailureId === id)?.job).toBe('');
    expect(JSON.stringify(log.json)).not.toContain(jobB.jobName);
    const read = await call(t.app, getFailureForm, { query: { id }, token: driller });
    expect(read.json.data.jobFailure).toBe('');
    const jobsOf = await call(t.app, failureJobHistory, { query: { assetId: meterId }, token: driller });
    expect(jobsOf.json.data).toEqual([]);
  });
});

describe('failure photos', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, uploadFailurePhoto, { body: form({ FailureId: 1 }) }, viewer);
    await denies(t.app, getFailurePhoto, { query: { PhotoId: 1 } }, nobody);
    await denies(t.app, deleteFailurePhoto, { query: { PhotoId: 1 } }, viewer);
  });

  it('refuses a file that is not an image by its content (400), and an unknown report (404)', async () => {
    const id = await saveReport();
    const fake = await call(t.app, uploadFailurePhoto, {
      body: form(
        { FailureId: id },
        { bytes: Buffer.from('%PDF-1.7 not a photo'), name: 'photo.jpg', type: 'image/jpeg' },
      ),
      token: keeper.token,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json.errors).toEqual({ file: messages.photosImagesOnly });
    const missing = await call(t.app, uploadFailurePhoto, {
      body: form({ FailureId: 2_000_000_000 }, { bytes: await png(), name: 'a.png' }),
      token: keeper.token,
    });
    expect(missing.statusCode).toBe(404);
    const noId = await call(t.app, uploadFailurePhoto, {
      body: form({}, { bytes: await png(), name: 'a.png' }),
      token: keeper.token,
    });
    expect(noId.statusCode).toBe(400);
  });

  it('uploads, lists, serves (nosniff) and deletes a photo', async () => {
    const id = await saveReport();
    const up = await call(t.app, uploadFailurePhoto, {
      body: form({ FailureId: id }, { bytes: await png(), name: 'preamp.png', type: 'image/png' }),
      token: keeper.token,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json).toMatchObject({ success: true, message: messages.failurePhotoUploaded, fileName: 'preamp.png' });
    const photoId = up.json.assetFailurePhotoId;
    const read = await call(t.app, getFailureForm, { query: { id }, token: viewer });
    expect(read.json.data.photos).toEqual([{ assetFailurePhotoId: photoId, fileName: 'preamp.png' }]);

    const resized = await call(t.app, getFailurePhoto, { query: { PhotoId: photoId }, token: viewer });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/jpeg');
    expect(resized.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(40);
    const original = await call(t.app, getFailurePhoto, {
      query: { PhotoId: photoId, original: 'true' },
      token: viewer,
    });
    expect(original.headers['content-type']).toBe('image/png');

    const del = await call(t.app, deleteFailurePhoto, { query: { PhotoId: photoId }, token: keeper.token });
    expect(del.json).toEqual({ success: true, message: messages.failurePhotoDeleted });
    expect((await call(t.app, getFailureForm, { query: { id }, token: viewer })).json.data.photos).toEqual([]);
    const gone = await call(t.app, getFailurePhoto, { query: { PhotoId: photoId }, token: viewer });
    expect(gone.statusCode).toBe(404);
    const twice = await call(t.app, deleteFailurePhoto, { query: { PhotoId: photoId }, token: keeper.token });
    expect(twice.statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'assetFailure', id, ['photo', 'photoDelete'])).toMatchObject([
      { userId: keeper.id, action: 'photo' },
      { userId: keeper.id, action: 'photoDelete' },
    ]);
  });
});
