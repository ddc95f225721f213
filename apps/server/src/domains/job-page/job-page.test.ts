import { messages } from '@fieldbook/contract';
import { checkBilling, closeStepPermission, getApprovals } from '@fieldbook/contract/approvals';
import { checkClonePermission } from '@fieldbook/contract/clone';
import { jobAttachmentList } from '@fieldbook/contract/hand-off';
import { jobPage } from '@fieldbook/contract/job-page';
import { getJobProfile, jobNoteList } from '@fieldbook/contract/job-profile';
import { reminderList } from '@fieldbook/contract/reminders';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addJobPageRows, createJob } from '../../../test/factories/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** What the page's parts' own calls answer, in the job page's shape: the job page must answer the same. */
async function partsByOwnCalls(
  token: string,
  jobId: number,
  stage: { name: string; fieldStep?: number; attachmentStep?: number },
) {
  const own = async <T>(res: Promise<{ statusCode: number; json: T }>) => {
    const r = await res;
    expect(r.statusCode).toBe(200);
    return r.json;
  };
  const stepId = stage.attachmentStep;
  return {
    success: true,
    profile: await own(call(t.app, getJobProfile, { body: { id: jobId }, token })),
    billing: (await own(call(t.app, checkBilling, { query: { jobId }, token }))).data,
    clonePermission: await own(call(t.app, checkClonePermission, { query: { JobId: jobId }, token })),
    notes: (await own(call(t.app, jobNoteList, { query: { jobId }, token }))).data,
    reminders: (await own(call(t.app, reminderList, { query: { JobId: jobId }, token }))).data,
    stage: {
      stage: stage.name,
      closeStepPermission: stage.fieldStep
        ? await own(call(t.app, closeStepPermission, { query: { jobId, stepId: stage.fieldStep }, token }))
        : null,
      approvals:
        stage.name === 'Approval' ? await own(call(t.app, getApprovals, { body: { id: jobId }, token })) : null,
      attachments:
        stepId === undefined
          ? null
          : { stepId, data: (await own(call(t.app, jobAttachmentList, { query: { jobId, stepId }, token }))).data },
    },
  };
}

describe('GET /Job/JobPage', () => {
  it('answers 401 anonymously and 403 without jobs.view', async () => {
    const job = await createJob(t.database.db);
    await denies(t.app, jobPage, { query: { jobId: job.id } }, await signInAs(t, ['accounts.view']));
  });

  it('answers 400 for a job id or a stage that is not one', async () => {
    const token = await signInAs(t, ['jobs.view']);
    expect((await call(t.app, jobPage, { query: { jobId: 'x' as unknown as number }, token })).statusCode).toBe(400);
    const job = await createJob(t.database.db);
    const res = await call(t.app, jobPage, { query: { jobId: job.id, stage: 'Nowhere' as 'Scope' }, token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toHaveProperty('stage');
  });

  it('answers 404 for a missing job, and for a job a Drilling User may not see', async () => {
    const drilling = await signInAs(t, 'Drilling User');
    const other = await createJob(t.database.db, { drilling: false });
    for (const [jobId, token] of [
      [2_000_000_000, await signInAs(t, ['jobs.view'])],
      [other.id, drilling],
    ] as const) {
      const res = await call(t.app, jobPage, { query: { jobId }, token });
      expect(res.statusCode).toBe(404);
      expect(res.json).toEqual({ success: false, message: messages.notFound });
    }
  });

  it("answers each part as its own call does, at the job's stage, for an administrator", async () => {
    const admin = await signInUser(t, 'Administrator');
    const job = await createJob(t.database.db, { stepId: 11, classification: 'Sound Wall' });
    await addJobPageRows(t.database.db, { jobId: job.id, userId: admin.id, stepId: 11, count: 3 });
    const res = await call(t.app, jobPage, { query: { jobId: job.id }, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(
      await partsByOwnCalls(admin.token, job.id, { name: 'OnRent', fieldStep: 11, attachmentStep: 11 }),
    );
    expect(res.json.notes.flatMap((g) => g.notes)).toHaveLength(3);
    expect(res.json.stage.attachments?.data).toHaveLength(3);
    expect(res.json.stage.closeStepPermission).toEqual({ success: true, attachmentsEditable: true });
  });

  it('answers the stage asked for: its approvals and client-approval attachments at Approval, none at Budgeting', async () => {
    const admin = await signInUser(t, 'Administrator');
    const job = await createJob(t.database.db, { stepId: 7, classification: 'Sound Wall' });
    await addJobPageRows(t.database.db, { jobId: job.id, userId: admin.id, stepId: 7, count: 2 });
    const approval = await call(t.app, jobPage, { query: { jobId: job.id }, token: admin.token });
    expect(approval.json).toEqual(await partsByOwnCalls(admin.token, job.id, { name: 'Approval', attachmentStep: 7 }));
    const budgeting = await call(t.app, jobPage, { query: { jobId: job.id, stage: 'Budgeting' }, token: admin.token });
    expect(budgeting.json.stage).toEqual({
      stage: 'Budgeting',
      closeStepPermission: null,
      approvals: null,
      attachments: null,
    });
    const scope = await call(t.app, jobPage, { query: { jobId: job.id, stage: 'Scope' }, token: admin.token });
    expect(scope.json.stage.attachments).toEqual({ stepId: 1, data: [] });
  });

  it('gives a Drilling User a drilling job read-only: no clone button, nothing to close or edit', async () => {
    const drilling = await signInUser(t, 'Drilling User');
    const job = await createJob(t.database.db, { drilling: true, stepId: 10, classification: 'Sound Wall' });
    const admin = await signInUser(t, 'Administrator');
    await addJobPageRows(t.database.db, { jobId: job.id, userId: admin.id, stepId: 10, count: 2 });
    const res = await call(t.app, jobPage, { query: { jobId: job.id }, token: drilling.token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(
      await partsByOwnCalls(drilling.token, job.id, { name: 'Installation', fieldStep: 10, attachmentStep: 10 }),
    );
    expect(res.json.clonePermission.viewPermission).toBe(false);
    expect(res.json.billing.allowClose).toBe(false);
    expect(res.json.stage.closeStepPermission).toEqual({ success: false, attachmentsEditable: false });
    expect(res.json.notes.flatMap((g) => g.notes).every((n) => !n.editable)).toBe(true);
    expect(res.json.reminders.every((r) => !r.deletable)).toBe(true);
  });

  it('lets a Field Supervisor close the field stage the job is at, but not clone it', async () => {
    const supervisor = await signInUser(t, 'Field Supervisor');
    const job = await createJob(t.database.db, { stepId: 12, classification: 'Sound Wall' });
    const res = await call(t.app, jobPage, { query: { jobId: job.id }, token: supervisor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual(
      await partsByOwnCalls(supervisor.token, job.id, { name: 'TearDown', fieldStep: 12, attachmentStep: 12 }),
    );
    expect(res.json.stage.closeStepPermission).toEqual({ success: true, attachmentsEditable: true });
    expect(res.json.clonePermission).toMatchObject({ viewPermission: true, clickPermission: false });
    const elsewhere = await call(t.app, jobPage, {
      query: { jobId: job.id, stage: 'OnRent' },
      token: supervisor.token,
    });
    expect(elsewhere.json.stage.closeStepPermission).toEqual({ success: false, attachmentsEditable: true });
  });
});
