import { messages } from '@fieldbook/contract';
import { jobProfileEndpoints as e } from '@fieldbook/contract/job-profile';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, signInEach, signInUser, type Who } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import {
  accountLocations,
  handOffs,
  jobApprovals,
  jobClassifications,
  jobs,
  opportunities,
} from '../../db/schema/index.ts';

let t: TestApp;
let editor: string;
let editorId: number;
/** The other users of these tests, by what they may do. */
const roles = {
  viewer: ['jobs.view'],
  drillingUser: 'Drilling User',
  drillingUserWithEdit: ['jobs.view', 'jobs.edit', 'jobs.revertScope', 'drilling.user'],
  reverter: ['jobs.view', 'jobs.revertScope'],
  nobody: [],
} satisfies Record<string, Who>;
let tokenOf: Record<keyof typeof roles, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: editorId, token: editor } = await signInUser(t, ['jobs.view', 'jobs.edit']));
  tokenOf = await signInEach(t, roles);
});

async function classId(name: string) {
  const [c] = await t.database.db.select().from(jobClassifications).where(eq(jobClassifications.name, name));
  return c.id;
}

const newAddress = {
  locationName: 'Hawkins 14-22 Pad gate',
  address1: 'County Rd 1250',
  address2: '',
  city: 'Stanton',
  state: 'TX',
  zip: '79782',
};

describe('POST /Job/SaveJob', () => {
  it('answers 401 anonymous and 403 without jobs.edit, and 403 for a Drilling User even with jobs.edit', async () => {
    const opp = await createOpportunity(t.database.db, { isDrilling: true });
    const body = { jobId: 0, opportunityId: opp.id, jobName: 'Rig wall' };
    expect((await call(t.app, e.saveJob, { body })).statusCode).toBe(401);
    expect((await call(t.app, e.saveJob, { body, token: tokenOf.viewer })).statusCode).toBe(403);
    expect((await call(t.app, e.saveJob, { body, token: tokenOf.drillingUser })).statusCode).toBe(403);
    const res = await call(t.app, e.saveJob, { body, token: tokenOf.drillingUserWithEdit });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.jobDrillingUserReadOnly });
    expect(await t.database.db.select().from(jobs).where(eq(jobs.opportunityId, opp.id))).toEqual([]);
  });

  it('answers 400 without a job name, and for a new address missing a required field', async () => {
    const opp = await createOpportunity(t.database.db);
    let res = await call(t.app, e.saveJob, { body: { jobId: 0, opportunityId: opp.id, jobName: '  ' }, token: editor });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({
      message: messages.jobNameRequired,
      errors: { jobName: messages.jobNameRequired },
    });
    res = await call(t.app, e.saveJob, {
      body: { jobId: 0, opportunityId: opp.id, jobName: 'Wall', newAddress: { ...newAddress, city: '' } },
      token: editor,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobCityRequired);
  });

  it("answers 400 under a closed opportunity, and for another account's location; nothing is written", async () => {
    const db = t.database.db;
    const closed = await createOpportunity(db);
    await db.update(opportunities).set({ closed: true }).where(eq(opportunities.id, closed.id));
    let res = await call(t.app, e.saveJob, {
      body: { jobId: 0, opportunityId: closed.id, jobName: 'Wall' },
      token: editor,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobOpportunityClosed);

    const opp = await createOpportunity(db);
    const other = await createOpportunity(db);
    const [foreign] = await db
      .insert(accountLocations)
      .values({ accountId: other.accountId, locationName: 'Elsewhere' })
      .returning();
    res = await call(t.app, e.saveJob, {
      body: { jobId: 0, opportunityId: opp.id, jobName: 'Wall', shippingLocation: foreign.id },
      token: editor,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobShippingLocationInvalid);
    expect(await db.select().from(jobs).where(eq(jobs.opportunityId, opp.id))).toEqual([]);
  });

  it('creates a job with a new address: FB number, step 1, a hand-off, a job location, a history row', async () => {
    const db = t.database.db;
    const opp = await createOpportunity(db);
    const soundWall = await classId('Sound Wall');
    const body = {
      jobId: 0,
      opportunityId: opp.id,
      jobName: 'Hawkins 14-22 Pad – sound wall',
      jobDescription: 'North side, 600 ft',
      jobClassification: soundWall,
      newAddress,
    };
    const res = await call(t.app, e.saveJob, { body, token: editor });
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json;
    expect(message).toBe(messages.jobSaved);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ jobStepId: 1, jobClassificationId: soundWall, createdBy: editorId, canceled: false });
    expect(job.jobNumber).toMatch(/^FB-\d+$/);
    expect(await db.select().from(handOffs).where(eq(handOffs.jobId, id))).toHaveLength(1);
    const [loc] = await db
      .select()
      .from(accountLocations)
      .where(eq(accountLocations.id, job.shippingLocationId ?? 0));
    expect(loc).toMatchObject({
      accountId: opp.accountId,
      jobLocation: true,
      shippingCity: 'Stanton',
      shippingZip: '79782',
    });
    const rows = await auditOf(t.database.db, 'job', id);
    expect(rows.map((r) => r.action)).toEqual(['job.create']);
    expect(rows[0].userId).toBe(editorId);

    // A retried save does not create a second job nor a second location.
    const again = await call(t.app, e.saveJob, { body, token: editor });
    expect(again.json.id).toBe(id);
    expect(await db.select().from(jobs).where(eq(jobs.opportunityId, opp.id))).toHaveLength(1);
    expect(await db.select().from(accountLocations).where(eq(accountLocations.accountId, opp.accountId))).toHaveLength(
      1,
    );
  });

  it('updates a job and records the changed fields; an unchanged save records nothing', async () => {
    const job = await createJob(t.database.db, { jobName: 'Old name', stepId: 4 });
    const body = { jobId: job.id, opportunityId: job.opportunityId, jobName: 'New name', jobDescription: 'x' };
    expect((await call(t.app, e.saveJob, { body, token: editor })).statusCode).toBe(200);
    expect((await call(t.app, e.saveJob, { body, token: editor })).statusCode).toBe(200);
    const rows = await auditOf(t.database.db, 'job', job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'job.update',
      change: { jobName: ['Old name', 'New name'], jobDescription: ['', 'x'] },
    });
    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ jobName: 'New name', jobStepId: 4 });
  });
});

describe('POST /Job/GetJob and /Job/GetJobProfile', () => {
  it('answer 401, 403, 404 for a missing job or a non-drilling job asked by a Drilling User', async () => {
    const job = await createJob(t.database.db);
    for (const endpoint of [e.getJob, e.getJobProfile]) {
      expect((await call(t.app, endpoint, { body: { id: job.id } })).statusCode).toBe(401);
      expect((await call(t.app, endpoint, { body: { id: job.id }, token: tokenOf.nobody })).statusCode).toBe(403);
      expect((await call(t.app, endpoint, { body: { id: 999999 }, token: tokenOf.viewer })).statusCode).toBe(404);
      expect((await call(t.app, endpoint, { body: { id: job.id }, token: tokenOf.drillingUser })).statusCode).toBe(404);
      expect((await call(t.app, endpoint, { body: { id: 'x' }, token: tokenOf.viewer })).statusCode).toBe(400);
    }
  });

  it('answers the profile: job info, prevailing wage, tabs disabled until reached', async () => {
    const db = t.database.db;
    const opp = await createOpportunity(db, { opportunityName: 'Red Mesa 2-31 Pad', isDrilling: true });
    const res1 = await call(t.app, e.saveJob, {
      body: { jobId: 0, opportunityId: opp.id, jobName: 'School-side wall', newAddress },
      token: editor,
    });
    const id = res1.json.id;
    await db.update(handOffs).set({ prevailingWage: true }).where(eq(handOffs.jobId, id));
    await db.update(jobs).set({ jobStepId: 10 }).where(eq(jobs.id, id));
    const res = await call(t.app, e.getJobProfile, { body: { id }, token: tokenOf.drillingUser });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.prevailingWage).toBe('Yes');
    expect(body.jobInfo).toMatchObject({
      jobId: id,
      opportunityName: 'Red Mesa 2-31 Pad',
      isDrilling: true,
      jobName: 'School-side wall',
      jobStage: 'Installation',
      jobStep: 'Installation',
      jobStepId: 10,
      canceled: false,
      shippingAddress: 'Hawkins 14-22 Pad gate, County Rd 1250, Stanton, TX 79782',
    });
    expect(body.navigation).toEqual([
      { stageName: 'Scope', navUrl: 'Scope', disabled: false },
      { stageName: 'Budgeting', navUrl: 'Budgeting', disabled: false },
      { stageName: 'Approval', navUrl: 'Approval', disabled: false },
      { stageName: 'Installation', navUrl: 'Installation', disabled: false },
      { stageName: 'On Rent', navUrl: 'OnRent', disabled: true },
      { stageName: 'Tear Down', navUrl: 'TearDown', disabled: true },
      { stageName: 'Complete', navUrl: 'closed', disabled: true },
    ]);
    const job = (await call(t.app, e.getJob, { body: { id }, token: tokenOf.viewer })).json.data;
    expect(job.shippingLocationDetail).toMatchObject({ locationName: 'Hawkins 14-22 Pad gate', state: 'TX' });
  });

  it("answers prevailingWage 'No' for a job without a hand-off row", async () => {
    const job = await createJob(t.database.db);
    expect(
      (await call(t.app, e.getJobProfile, { body: { id: job.id }, token: tokenOf.viewer })).json.prevailingWage,
    ).toBe('No');
  });
});

describe('POST /Job/CancelJob', () => {
  it('answers 401, 403 (no permission, Drilling User), 400, 404', async () => {
    const job = await createJob(t.database.db, { drilling: true });
    expect((await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true } })).statusCode).toBe(401);
    expect(
      (await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true }, token: tokenOf.viewer })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true }, token: tokenOf.drillingUserWithEdit }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, e.cancelJob, { body: { jobId: job.id }, token: editor })).statusCode).toBe(400);
    expect(
      (await call(t.app, e.cancelJob, { body: { jobId: 999999, canceled: true }, token: editor })).statusCode,
    ).toBe(404);
  });

  it('cancels and un-cancels with one history row each; a repeat changes nothing', async () => {
    const job = await createJob(t.database.db, { updatedAt: new Date('2026-01-01T00:00:00Z') });
    let res = await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true }, token: editor });
    expect(res.json).toEqual({ success: true, message: messages.jobCanceled });
    await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true }, token: editor });
    let [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.canceled).toBe(true);
    expect(row.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    res = await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: false }, token: editor });
    expect(res.json.message).toBe(messages.jobUncanceled);
    [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.canceled).toBe(false);
    expect((await auditOf(t.database.db, 'job', job.id)).map((r) => r.action).sort()).toEqual([
      'job.cancel',
      'job.uncancel',
    ]);
  });
});

describe('GET /Job/RevertScope and /Job/CheckRevertScopePermission', () => {
  it('answers 401 and 403 without jobs.revertScope', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    expect((await call(t.app, e.revertScope, { query: { jobId: job.id } })).statusCode).toBe(401);
    expect((await call(t.app, e.revertScope, { query: { jobId: job.id }, token: editor })).statusCode).toBe(403);
    expect((await call(t.app, e.checkRevertScopePermission)).statusCode).toBe(401);
    expect((await call(t.app, e.checkRevertScopePermission, { token: editor })).statusCode).toBe(403);
  });

  it('tells a permitted user true and a Drilling User holding the permission false (and refuses them)', async () => {
    expect((await call(t.app, e.checkRevertScopePermission, { token: tokenOf.reverter })).json).toEqual({
      success: true,
    });
    expect((await call(t.app, e.checkRevertScopePermission, { token: tokenOf.drillingUserWithEdit })).json).toEqual({
      success: false,
    });
    const job = await createJob(t.database.db, { stepId: 5, drilling: true });
    expect(
      (await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.drillingUserWithEdit })).statusCode,
    ).toBe(403);
  });

  it('answers 400 for a bad id and for a job already at Hand-Off', async () => {
    expect((await call(t.app, e.revertScope, { query: { jobId: 'abc' }, token: tokenOf.reverter })).statusCode).toBe(
      400,
    );
    const job = await createJob(t.database.db, { stepId: 1 });
    const res = await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.reverter });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobAlreadyInHandOff);
  });

  it('moves the job to step 1, reopens the hand-off and records the move', async () => {
    const db = t.database.db;
    const job = await createJob(db, { stepId: 6 });
    await db.insert(handOffs).values({ jobId: job.id, completed: true });
    const res = await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.reverter });
    expect(res.json).toEqual({ success: true, message: 'Job reverted to scope phase successfully.' });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.jobStepId).toBe(1);
    const [ho] = await db.select().from(handOffs).where(eq(handOffs.jobId, job.id));
    expect(ho.completed).toBe(false);
    const [entry] = await auditOf(t.database.db, 'job', job.id);
    expect(entry).toMatchObject({ action: 'job.revertScope', change: { fromStep: 6, toStep: 1 } });
  });
});

describe('GET /Job/RevertScope after approvals and billing', () => {
  const kinds = ['client', 'corporate', 'operations', 'sales', 'accounting'];
  const approveAll = (jobId: number) =>
    t.database.db.insert(jobApprovals).values(kinds.map((kind) => ({ jobId, kind, approval: true })));
  const approvalsOf = (jobId: number) => t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, jobId));

  it('refuses a job whose billing is complete (409) and leaves it as it was', async () => {
    const job = await createJob(t.database.db, { stepId: 14 });
    await approveAll(job.id);
    const res = await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.reverter });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ success: false, message: messages.jobBilledNoRevert });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.jobStepId).toBe(14);
    expect(await approvalsOf(job.id)).toHaveLength(5);
  });

  it('clears the approvals of a job returned before billing is complete, so they are given again', async () => {
    const job = await createJob(t.database.db, { stepId: 13 });
    await approveAll(job.id);
    expect((await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.reverter })).statusCode).toBe(
      200,
    );
    expect(await approvalsOf(job.id)).toEqual([]);
    const [entry] = await auditOf(t.database.db, 'job', job.id);
    expect(entry).toMatchObject({
      action: 'job.revertScope',
      change: { fromStep: 13, toStep: 1, clearedApprovals: 5 },
    });
  });
});

describe('GET /Job/GetJobSteps and /PB/GetTypeList', () => {
  it('answer 401 and 403', async () => {
    for (const endpoint of [e.getJobSteps, e.getTypeList]) {
      expect((await call(t.app, endpoint)).statusCode).toBe(401);
      expect((await call(t.app, endpoint, { token: tokenOf.nobody })).statusCode).toBe(403);
    }
  });

  it("lists 'View All Jobs' first with default -1; a Drilling User gets the steps only and default 10", async () => {
    const all = (await call(t.app, e.getJobSteps, { token: tokenOf.viewer })).json;
    expect(all.data[0]).toEqual({ stepId: -1, stepName: 'View All Jobs' });
    expect(all.data).toHaveLength(15);
    expect(all.message).toBe('-1');
    const drill = (await call(t.app, e.getJobSteps, { token: tokenOf.drillingUser })).json;
    expect(drill.data[0]).toEqual({ stepId: 1, stepName: 'Hand-Off' });
    expect(drill.message).toBe('10');
  });

  it('lists the classifications', async () => {
    const data = (await call(t.app, e.getTypeList, { token: tokenOf.viewer })).json.data;
    expect(data).toEqual(
      expect.arrayContaining([{ classificationId: await classId('Sound Wall'), classificationName: 'Sound Wall' }]),
    );
  });
});

describe('GET /Job/JobHistory', () => {
  it('answers 401, 403, 404 for a hidden job', async () => {
    const job = await createJob(t.database.db);
    expect((await call(t.app, e.jobHistory, { query: { jobId: job.id } })).statusCode).toBe(401);
    expect((await call(t.app, e.jobHistory, { query: { jobId: job.id }, token: tokenOf.nobody })).statusCode).toBe(403);
    expect(
      (await call(t.app, e.jobHistory, { query: { jobId: job.id }, token: tokenOf.drillingUser })).statusCode,
    ).toBe(404);
  });

  it('tells what happened, newest first, with the user', async () => {
    const job = await createJob(t.database.db, { stepId: 3 });
    await call(t.app, e.cancelJob, { body: { jobId: job.id, canceled: true }, token: editor });
    await call(t.app, e.revertScope, { query: { jobId: job.id }, token: tokenOf.reverter });
    const data = (await call(t.app, e.jobHistory, { query: { jobId: job.id }, token: tokenOf.viewer })).json.data;
    expect(data.map((d: { text: string }) => d.text)).toEqual(['Returned to Scope Phase from Budgeting', 'Canceled']);
    expect(data[1].userName).toMatch(/^Test User/);
  });
});
