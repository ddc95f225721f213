import { JOB_LIST_LIMIT, jobSteps, LIST_PAGE_SIZE, messages } from '@fieldbook/contract';
import { jobList, jobStageList } from '@fieldbook/contract/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { jobs } from '../../db/schema/index.ts';
import { drillingJobsOnly } from './job-access.ts';

let t: TestApp;
let viewer: string;
let drillingUser: string;
let admin: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const token = async (opts: Parameters<typeof createUser>[1]) => {
    const u = await createUser(db, opts);
    return signIn(t.app, u.username, u.password);
  };
  [viewer, drillingUser, admin, nobody] = await Promise.all([
    token({ permissions: ['jobs.view'] }),
    token({ role: 'Drilling User' }),
    token({ role: 'Administrator' }),
    token({ permissions: [] }),
  ]);
});

describe('drillingJobsOnly', () => {
  it('limits a Drilling User, not a role that is also Drilling Manager (the Administrator), nor others', () => {
    expect(drillingJobsOnly(new Set(['jobs.view', 'drilling.user']))).toBe(true);
    expect(drillingJobsOnly(new Set(['jobs.view', 'drilling.user', 'drilling.manager']))).toBe(false);
    expect(drillingJobsOnly(new Set(['jobs.view', 'drilling.manager']))).toBe(false);
    expect(drillingJobsOnly(new Set(['jobs.view']))).toBe(false);
  });
});

describe('GET /Job/JobList', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, jobList);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it("answers 403 without 'jobs.view'", async () => {
    const res = await call(t.app, jobList, { token: nobody });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 for an unknown step or a negative opportunity', async () => {
    for (const q of ['JobStep=99', 'JobStep=abc', 'JobStep=0']) {
      const res = await call(t.app, jobList, { query: Object.fromEntries(new URLSearchParams(q)), token: viewer });
      expect(res.statusCode, q).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: messages.invalidJobStep });
    }
    const res = await call(t.app, jobList, { query: { OpportunityId: '-3' }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: messages.invalidOpportunity });
  });

  it('lists the rows of an opportunity with names, stage and UTC time, newest update first, canceled left out', async () => {
    const db = t.database.db;
    const opp = await createOpportunity(db, { opportunityName: 'Hawkins 14-22 Pad' });
    const older = await createJob(db, {
      opportunityId: opp.id,
      jobName: 'Hawkins 14-22 Pad – sound wall',
      stepId: 11,
      classification: 'Sound Wall',
      updatedAt: new Date('2026-02-01T15:30:00Z'),
    });
    const newer = await createJob(db, {
      opportunityId: opp.id,
      stepId: 3,
      updatedAt: new Date('2026-02-03T08:00:00Z'),
    });
    await createJob(db, { opportunityId: opp.id, canceled: true, updatedAt: new Date('2026-02-05T08:00:00Z') });

    const res = await call(t.app, jobList, { query: { OpportunityId: opp.id }, token: viewer });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json;
    expect(success).toBe(true);
    expect(data.map((j: { jobId: number }) => j.jobId)).toEqual([newer.id, older.id]);
    expect(data[1]).toEqual({
      jobId: older.id,
      opportunityId: opp.id,
      opportunityName: 'Hawkins 14-22 Pad',
      accountName: expect.stringMatching(/^Account /),
      jobName: 'Hawkins 14-22 Pad – sound wall',
      jobClassification: 'Sound Wall',
      jobNumber: older.jobNumber,
      jobStage: 'OnRent',
      jobStep: 'On Rent',
      jobStepId: 11,
      lastUpdated: '2026-02-01T15:30:00.000Z',
      jobDescription: '',
      canceled: false,
    });
    expect(data[0]).toMatchObject({ jobStage: 'Budgeting', jobStep: 'Budgeting', jobClassification: null });
  });

  it('lists canceled jobs too when canceled=true, and filters by step', async () => {
    const db = t.database.db;
    const opp = await createOpportunity(db);
    const open = await createJob(db, { opportunityId: opp.id, stepId: 10 });
    const canceled = await createJob(db, { opportunityId: opp.id, stepId: 10, canceled: true });
    const other = await createJob(db, { opportunityId: opp.id, stepId: 12 });

    const all = (await call(t.app, jobList, { query: { OpportunityId: opp.id, canceled: 'true' }, token: viewer })).json
      .data;
    expect(all.map((j: { jobId: number }) => j.jobId).sort()).toEqual([open.id, canceled.id, other.id].sort());
    expect(all.find((j: { jobId: number }) => j.jobId === canceled.id)?.canceled).toBe(true);

    const step10 = (
      await call(t.app, jobList, { query: { OpportunityId: opp.id, JobStep: '10', canceled: 'True' }, token: viewer })
    ).json.data;
    expect(step10.map((j: { jobId: number }) => j.jobId).sort()).toEqual([open.id, canceled.id].sort());

    const everyStep = (await call(t.app, jobList, { query: { OpportunityId: opp.id, JobStep: '-1' }, token: viewer }))
      .json.data;
    expect(everyStep.map((j: { jobId: number }) => j.jobId).sort()).toEqual([open.id, other.id].sort());
  });

  it('shows a Drilling User only jobs of drilling opportunities; the Administrator sees both', async () => {
    const db = t.database.db;
    const drilling = await createJob(db, { drilling: true, stepId: 2 });
    const plain = await createJob(db, { drilling: false, stepId: 2 });

    const ids = async (token: string) =>
      (await call(t.app, jobList, { query: { JobStep: '2' }, token })).json.data.map((j: { jobId: number }) => j.jobId);
    const seenByDriller = await ids(drillingUser);
    expect(seenByDriller).toContain(drilling.id);
    expect(seenByDriller).not.toContain(plain.id);
    expect(await ids(admin)).toEqual(expect.arrayContaining([drilling.id, plain.id]));
    expect(await ids(viewer)).toEqual(expect.arrayContaining([drilling.id, plain.id]));
  });

  it(`answers ${LIST_PAGE_SIZE} rows unless limit says, at most ${JOB_LIST_LIMIT}`, async () => {
    const db = t.database.db;
    const opp = await createOpportunity(db);
    await db.insert(jobs).values(
      Array.from({ length: JOB_LIST_LIMIT + 5 }, (_, i) => ({
        opportunityId: opp.id,
        jobName: `Bulk ${i}`,
        jobNumber: `BULK-${opp.id}-${i}`,
      })),
    );
    const res = await call(t.app, jobList, { query: { OpportunityId: opp.id }, token: viewer });
    expect(res.json.data).toHaveLength(LIST_PAGE_SIZE);
    expect(res.json.more).toBe(true);
    const most = await call(t.app, jobList, { query: { OpportunityId: opp.id, limit: JOB_LIST_LIMIT }, token: viewer });
    expect(most.json.data).toHaveLength(JOB_LIST_LIMIT);
  });
});

describe('GET /Job/JobStageList', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, jobStageList)).statusCode).toBe(401);
  });

  it("answers 403 without 'jobs.view'", async () => {
    const res = await call(t.app, jobStageList, { token: nobody });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers the job steps in order', async () => {
    const res = await call(t.app, jobStageList, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: jobSteps.map((s) => ({ stageId: s.stepId, stageName: s.stepName })),
    });
    expect(res.json.data[10]).toEqual({ stageId: 11, stageName: 'On Rent' });
  });
});
