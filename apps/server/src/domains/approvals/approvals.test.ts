import { messages } from '@fieldbook/contract';
import {
  accountingApproval,
  accountingSkip,
  clientApproval,
  clientRejection,
  corporateApproval,
  corporateRejection,
  getApprovals,
  operationsApproval,
  operationsRejection,
  reviewSales,
  salesRejection,
} from '@fieldbook/contract/approvals';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, jobRow } from '../../../test/factories/jobs.ts';
import { jobApprovals, jobNotes } from '../../db/schema/index.ts';

let t: TestApp;
/** every approval permission */
let approver: string;
/** jobs.view only */
let viewer: string;
/** stage.clientApproval for Noise Monitoring jobs only */
let limitedClient: string;

beforeAll(async () => {
  t = await createTestApp();
  approver = await signInAs(t, [
    'jobs.view',
    'stage.salesApproval',
    'stage.corporateApproval',
    'stage.clientApproval',
    'stage.operationsApproval',
    'stage.accountingApproval',
  ]);
  viewer = await signInAs(t, ['jobs.view']);
  limitedClient = await signInAs(t, ['jobs.view'], {
    permission: 'stage.clientApproval',
    classes: ['Noise Monitoring'],
  });
});

const approvalsOf = async (jobId: number, token = approver) =>
  (await call(t.app, getApprovals, { body: { id: jobId }, token })).json;
const rowsOf = (jobId: number) => t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, jobId));
const sales = (id: number) => ({ id, title: 'Margin ok', description: 'Priced at list; approved by sales.' });

describe('POST /JobApproval/GetApprovals', () => {
  it('answers 401, 403 and 400', async () => {
    const plain = await signInAs(t, []);
    await denies(t.app, getApprovals, { body: { id: 1 } }, plain);
    expect((await call(t.app, getApprovals, { body: { id: 'x' }, token: viewer })).statusCode).toBe(400);
  });

  it('shows no approval (id 0) and edit only for the approval at the job’s step', async () => {
    const job = await createJob(t.database.db, { stepId: 6, classification: 'Sound Wall' });
    const a = await approvalsOf(job.id);
    expect(a.corporateApproval).toEqual({
      jobApprovalId: 0,
      edit: true,
      approval: null,
      approver: null,
      approvalDate: null,
      title: '',
      description: '',
    });
    expect([a.salesApproval.edit, a.clientApproval.edit, a.operationsApproval.edit, a.accountingApproval.edit]).toEqual(
      [false, false, false, false],
    );
    expect(a.accountingSkipped).toBe(false);
    expect(a.clientAttachmentsEditable).toBe(true);
    const v = await approvalsOf(job.id, viewer);
    expect(v.corporateApproval.edit).toBe(false);
    expect(v.clientAttachmentsEditable).toBe(false);
    // a class limit applies to the edit flag and to the client attachments
    const atClient = await createJob(t.database.db, { stepId: 7, classification: 'Sound Wall' });
    const l = await approvalsOf(atClient.id, limitedClient);
    expect([l.clientApproval.edit, l.clientAttachmentsEditable]).toEqual([false, false]);
    // a canceled job: nobody edits
    const canceled = await createJob(t.database.db, { stepId: 6, canceled: true });
    expect((await approvalsOf(canceled.id)).corporateApproval.edit).toBe(false);
  });
});

describe('the approval chain', () => {
  it('answers 401 and 403 on every decision', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    for (const decision of [
      clientApproval,
      clientRejection,
      corporateApproval,
      corporateRejection,
      operationsApproval,
      operationsRejection,
    ]) {
      await denies(t.app, decision, { body: { id: job.id } }, viewer);
    }
    await denies(t.app, reviewSales, { body: sales(job.id) }, viewer);
    await denies(t.app, salesRejection, { body: sales(job.id) }, viewer);
    await denies(t.app, accountingApproval, { query: { id: job.id } }, viewer);
    await denies(t.app, accountingSkip, { query: { id: job.id } }, viewer);
  });

  it('sales needs a title and a description', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    const res = await call(t.app, reviewSales, { body: { id: job.id, title: '', description: 'x' }, token: approver });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Title is required.');
    const noDesc = await call(t.app, salesRejection, { body: { id: job.id, title: 'x' }, token: approver });
    expect(noDesc.json.message).toBe('Description is required.');
    const wrong = await call(t.app, reviewSales, { body: { ...sales(job.id), approval: false }, token: approver });
    expect(wrong.json.message).toBe(messages.salesApproveOnly);
    expect(await rowsOf(job.id)).toEqual([]);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(5);
  });

  it('runs sales → corporate → client (denied, then approved) → operations → accounting → Installation', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    const s = await call(t.app, reviewSales, { body: sales(job.id), token: approver });
    expect(s.json).toEqual({ success: true, message: 'Sales approval logged.' });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(6);
    const notes = await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id));
    expect(notes).toMatchObject([{ stepId: 5, title: 'Margin ok' }]);
    // a repeated click changes nothing
    const again = await call(t.app, reviewSales, { body: sales(job.id), token: approver });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('The job is not at the Sales Approval step.');

    await call(t.app, corporateApproval, { body: { id: job.id }, token: approver });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(7);

    const deny = await call(t.app, clientRejection, { body: { id: job.id }, token: approver });
    expect(deny.json.message).toBe(messages.clientDenialDone);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(7);
    const denied = await approvalsOf(job.id);
    expect(denied.clientApproval).toMatchObject({ approval: false, edit: true, approver: expect.any(String) });
    const twice = await call(t.app, clientRejection, { body: { id: job.id }, token: approver });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toBe(messages.clientDenialAlreadyLogged);

    await call(t.app, clientApproval, { body: { id: job.id }, token: approver });
    await call(t.app, operationsApproval, { body: { id: job.id }, token: approver });
    const acc = await call(t.app, accountingApproval, { query: { id: job.id }, token: approver });
    expect(acc.json.message).toBe('Accounting approval logged.');
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(10);
    const skipLate = await call(t.app, accountingSkip, { query: { id: job.id }, token: approver });
    expect(skipLate.statusCode).toBe(409);

    const all = await approvalsOf(job.id);
    for (const k of [
      'salesApproval',
      'corporateApproval',
      'clientApproval',
      'operationsApproval',
      'accountingApproval',
    ] as const) {
      expect(all[k]).toMatchObject({ approval: true, edit: false });
      expect(all[k].jobApprovalId).toBeGreaterThan(0);
    }
    expect(all.salesApproval).toMatchObject({ title: 'Margin ok', description: 'Priced at list; approved by sales.' });
    expect((await auditOf(t.database.db, 'job', job.id)).map((h) => h.action)).toEqual([
      'approval.sales',
      'approval.corporate',
      'approval.clientDenied',
      'approval.client',
      'approval.operations',
      'approval.accounting',
    ]);
  });

  it('accounting may be skipped', async () => {
    const job = await createJob(t.database.db, { stepId: 9 });
    const res = await call(t.app, accountingSkip, { query: { id: job.id }, token: approver });
    expect(res.json.message).toBe(messages.accountingSkipDone);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(10);
    const a = await approvalsOf(job.id);
    expect(a.accountingSkipped).toBe(true);
    expect(a.accountingApproval).toMatchObject({ approval: false });
    expect((await auditOf(t.database.db, 'job', job.id)).map((h) => h.action)).toEqual(['approval.accountingSkipped']);
  });

  it('corporate, operations and sales rejections send the job back to Budgeting and clear the approvals', async () => {
    for (const [step, decision] of [
      [6, corporateRejection],
      [8, operationsRejection],
    ] as const) {
      const job = await createJob(t.database.db, { stepId: step });
      await t.database.db.insert(jobApprovals).values([
        { jobId: job.id, kind: 'sales', approval: true },
        { jobId: job.id, kind: 'client', approval: true },
      ]);
      const res = await call(t.app, decision, { body: { id: job.id }, token: approver });
      expect(res.statusCode).toBe(200);
      expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(3);
      expect(await rowsOf(job.id)).toEqual([]);
      const [h] = await auditOf(t.database.db, 'job', job.id);
      expect(h.change).toMatchObject({
        fromStep: step,
        toStep: 3,
        rejectedBy: expect.any(String),
        clearedApprovals: 2,
      });
    }
    const job = await createJob(t.database.db, { stepId: 5 });
    const res = await call(t.app, salesRejection, { body: sales(job.id), token: approver });
    expect(res.json.message).toBe('Sales rejection logged. The job returned to Budgeting.');
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(3);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id))).toHaveLength(1);
  });

  it('refuses a class the role does not cover and a canceled job, changing nothing', async () => {
    const job = await createJob(t.database.db, { stepId: 7, classification: 'Sound Wall' });
    const res = await call(t.app, clientApproval, { body: { id: job.id }, token: limitedClient });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(messages.jobClassForbidden);
    const ok = await createJob(t.database.db, { stepId: 7, classification: 'Noise Monitoring' });
    expect((await call(t.app, clientApproval, { body: { id: ok.id }, token: limitedClient })).statusCode).toBe(200);
    const canceled = await createJob(t.database.db, { stepId: 6, canceled: true });
    const c = await call(t.app, corporateApproval, { body: { id: canceled.id }, token: approver });
    expect(c.statusCode).toBe(409);
    expect(c.json.message).toBe(messages.jobIsCanceled);
    expect(await rowsOf(job.id)).toEqual([]);
    expect(await auditOf(t.database.db, 'job', canceled.id)).toEqual([]);
  });
});
