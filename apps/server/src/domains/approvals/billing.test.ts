import { messages } from '@fieldbook/contract';
import { checkBilling, completeBilling } from '@fieldbook/contract/approvals';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, jobRow } from '../../../test/factories/jobs.ts';

let t: TestApp;
/** jobs.view + jobs.billing */
let billing: string;
/** jobs.view only */
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  billing = await signInAs(t, ['jobs.view', 'jobs.billing']);
  viewer = await signInAs(t, ['jobs.view']);
});

const check = async (jobId: number, token: string) =>
  (await call(t.app, checkBilling, { query: { jobId }, token })).json;

describe('GET /Job/CheckBilling', () => {
  it('answers 401, 403 and 400', async () => {
    const plain = await signInAs(t, []);
    await denies(t.app, checkBilling, { query: { jobId: '1' } }, plain);
    expect((await call(t.app, checkBilling, { query: { jobId: 'abc' }, token: viewer })).statusCode).toBe(400);
  });

  it('tells whether the user may close billing and where the job stands', async () => {
    const atBilling = await createJob(t.database.db, { stepId: 13 });
    expect(await check(atBilling.id, billing)).toEqual({
      success: true,
      data: { allowClose: true, billingStage: true, billingComplete: false },
    });
    expect((await check(atBilling.id, viewer)).data.allowClose).toBe(false);
    const onRent = await createJob(t.database.db, { stepId: 11 });
    expect((await check(onRent.id, billing)).data).toMatchObject({ billingStage: false, billingComplete: false });
    const complete = await createJob(t.database.db, { stepId: 14 });
    expect((await check(complete.id, billing)).data).toMatchObject({ billingStage: false, billingComplete: true });
  });
});

describe('GET /Job/CompleteBilling', () => {
  it('answers 401 and 403', () => denies(t.app, completeBilling, { query: { jobId: '1' } }, viewer));

  it('moves the job from Billing to Complete once', async () => {
    const job = await createJob(t.database.db, { stepId: 13 });
    const res = await call(t.app, completeBilling, { query: { jobId: job.id }, token: billing });
    expect(res.json).toEqual({ success: true, message: messages.billingCompleted });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(14);
    const again = await call(t.app, completeBilling, { query: { jobId: job.id }, token: billing });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('The job is not at the Billing step.');
    const history = await auditOf(t.database.db, 'job', job.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'billing.complete', change: { fromStep: 13, toStep: 14 } });
  });

  it('refuses a job before billing, a canceled job and a Drilling User, changing nothing', async () => {
    const early = await createJob(t.database.db, { stepId: 12 });
    expect((await call(t.app, completeBilling, { query: { jobId: early.id }, token: billing })).statusCode).toBe(409);
    const canceled = await createJob(t.database.db, { stepId: 13, canceled: true });
    const c = await call(t.app, completeBilling, { query: { jobId: canceled.id }, token: billing });
    expect(c.json.message).toBe(messages.jobIsCanceled);
    const drillUser = await signInAs(t, ['jobs.view', 'jobs.billing', 'drilling.user']);
    const drilling = await createJob(t.database.db, { stepId: 13, drilling: true });
    expect((await check(drilling.id, drillUser)).data.allowClose).toBe(false);
    expect((await call(t.app, completeBilling, { query: { jobId: drilling.id }, token: drillUser })).statusCode).toBe(
      403,
    );
    for (const j of [early, canceled, drilling]) expect(await auditOf(t.database.db, 'job', j.id)).toEqual([]);
    expect((await jobRow(t.database.db, drilling.id)).jobStepId).toBe(13);
  });
});
