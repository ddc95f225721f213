import { messages } from '@fieldbook/contract';
import { closeStep, closeStepPermission } from '@fieldbook/contract/approvals';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, jobRow } from '../../../test/factories/jobs.ts';

let t: TestApp;
/** the three field-stage permissions */
let crew: string;
/** jobs.view only */
let viewer: string;
/** stage.installation for Drilling jobs only */
let drillingCrew: string;

beforeAll(async () => {
  t = await createTestApp();
  crew = await signInAs(t, ['jobs.view', 'stage.installation', 'stage.onRent', 'stage.tearDown']);
  viewer = await signInAs(t, ['jobs.view']);
  drillingCrew = await signInAs(t, ['jobs.view'], { permission: 'stage.installation', classes: ['Drilling'] });
});

const permission = async (jobId: number, stepId: number, token: string) =>
  (await call(t.app, closeStepPermission, { query: { jobId, stepId }, token })).json;

describe('GET /Job/CloseStepPermission', () => {
  it('answers 401, 403 and 400 for a step that is not a field stage', async () => {
    const plain = await signInAs(t, []);
    await denies(t.app, closeStepPermission, { query: { jobId: '1', stepId: '10' } }, plain);
    const res = await call(t.app, closeStepPermission, { query: { jobId: '1', stepId: '9' }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.fieldStepOnly);
  });

  it('succeeds for the stage permission of the job’s class at that step only', async () => {
    const job = await createJob(t.database.db, { stepId: 10, classification: 'Sound Wall' });
    expect(await permission(job.id, 10, crew)).toEqual({ success: true, attachmentsEditable: true });
    expect(await permission(job.id, 11, crew)).toEqual({ success: false, attachmentsEditable: true });
    expect(await permission(job.id, 10, viewer)).toEqual({ success: false, attachmentsEditable: false });
    expect(await permission(job.id, 10, drillingCrew)).toEqual({ success: false, attachmentsEditable: false });
    const canceled = await createJob(t.database.db, { stepId: 10, canceled: true });
    expect((await permission(canceled.id, 10, crew)).success).toBe(false);
  });
});

describe('GET /Job/CloseStep', () => {
  it('answers 401 and 403', () => denies(t.app, closeStep, { query: { jobId: '1', stepId: '10' } }, viewer));

  it('answers 400 for a step that is not a field stage', async () => {
    const res = await call(t.app, closeStep, { query: { jobId: '1', stepId: '13' }, token: crew });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.fieldStepOnly);
  });

  it('closes Installation → On Rent → Tear Down → Billing, each once', async () => {
    const job = await createJob(t.database.db, { stepId: 10 });
    const res = await call(t.app, closeStep, { query: { jobId: job.id, stepId: '10' }, token: crew });
    expect(res.json).toEqual({
      success: true,
      message: 'Installation closed.',
      jobStepId: 11,
      jobStage: 'OnRent',
    });
    const again = await call(t.app, closeStep, { query: { jobId: job.id, stepId: '10' }, token: crew });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('The job is not at the Installation step.');
    await call(t.app, closeStep, { query: { jobId: job.id, stepId: '11' }, token: crew });
    const last = await call(t.app, closeStep, { query: { jobId: job.id, stepId: '12' }, token: crew });
    expect(last.json).toMatchObject({ jobStepId: 13, jobStage: 'closed', message: 'Tear Down closed.' });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(13);
    const history = await auditOf(t.database.db, 'job', job.id);
    expect(history.map((h) => [h.action, (h.change as { toStep: number }).toStep])).toEqual([
      ['stage.close', 11],
      ['stage.close', 12],
      ['stage.close', 13],
    ]);
  });

  it('refuses another class, another stage’s permission and a canceled job, changing nothing', async () => {
    const job = await createJob(t.database.db, { stepId: 10, classification: 'Sound Wall' });
    const other = await call(t.app, closeStep, { query: { jobId: job.id, stepId: '10' }, token: drillingCrew });
    expect(other.statusCode).toBe(403);
    expect(other.json.message).toBe(messages.jobClassForbidden);
    const onRentOnly = await signInAs(t, ['jobs.view', 'stage.onRent']);
    expect(
      (await call(t.app, closeStep, { query: { jobId: job.id, stepId: '10' }, token: onRentOnly })).statusCode,
    ).toBe(403);
    const canceled = await createJob(t.database.db, { stepId: 10, canceled: true });
    const c = await call(t.app, closeStep, { query: { jobId: canceled.id, stepId: '10' }, token: crew });
    expect(c.statusCode).toBe(409);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(10);
    expect(await auditOf(t.database.db, 'job', job.id)).toEqual([]);
  });

  it('hides a non-drilling job from a Drilling User (404)', async () => {
    const drillUser = await signInAs(t, ['jobs.view', 'stage.installation', 'drilling.user']);
    const job = await createJob(t.database.db, { stepId: 10 });
    expect(
      (await call(t.app, closeStep, { query: { jobId: job.id, stepId: '10' }, token: drillUser })).statusCode,
    ).toBe(404);
    const drilling = await createJob(t.database.db, { stepId: 10, drilling: true });
    expect(
      (await call(t.app, closeStep, { query: { jobId: drilling.id, stepId: '10' }, token: drillUser })).statusCode,
    ).toBe(403);
  });
});
