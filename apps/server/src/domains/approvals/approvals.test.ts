import { messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { jobApprovals, jobNotes } from '../../db/schema/index.ts';
import { approvalsTestKit } from './test-helpers.ts';

let t: TestApp;
const kit = approvalsTestKit(() => t);
const { call, denies, historyOf, jobRow } = kit;
/** every approval permission */
let approver: string;
/** jobs.view only */
let viewer: string;
/** stage.clientApproval for Noise Monitoring jobs only */
let limitedClient: string;

beforeAll(async () => {
  t = await createTestApp();
  approver = await kit.tokenFor([
    'jobs.view',
    'stage.salesApproval',
    'stage.corporateApproval',
    'stage.clientApproval',
    'stage.operationsApproval',
    'stage.accountingApproval',
  ]);
  viewer = await kit.tokenFor(['jobs.view']);
  limitedClient = await kit.tokenLimitedTo(['jobs.view'], 'stage.clientApproval', 'Noise Monitoring');
});

const approvalsOf = async (jobId: number, token = approver) =>
  (await call('POST', '/JobApproval/GetApprovals', { id: jobId }, token)).json();
const rowsOf = (jobId: number) => t.database.db.select().from(jobApprovals).where(eq(jobApprovals.jobId, jobId));
const sales = (id: number) => ({ id, title: 'Margin ok', description: 'Priced at list; approved by sales.' });

describe('POST /JobApproval/GetApprovals', () => {
  it('answers 401, 403 and 400', async () => {
    const plain = await kit.tokenFor([]);
    await denies('POST', '/JobApproval/GetApprovals', { id: 1 }, plain);
    expect((await call('POST', '/JobApproval/GetApprovals', { id: 'x' }, viewer)).statusCode).toBe(400);
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
    for (const path of [
      'ClientApproval',
      'ClientRejection',
      'CorporateApproval',
      'CorporateRejection',
      'OperationsApproval',
      'OperationsRejection',
    ]) {
      await denies('POST', `/JobApproval/${path}`, { id: job.id }, viewer);
    }
    await denies('POST', '/JobApproval/ReviewSales', sales(job.id), viewer);
    await denies('POST', '/JobApproval/SalesRejection', sales(job.id), viewer);
    await denies('GET', `/JobApproval/Accounting?id=${job.id}`, undefined, viewer);
    await denies('GET', `/JobApproval/AccountingSkip?id=${job.id}`, undefined, viewer);
  });

  it('sales needs a title and a description', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    const res = await call('POST', '/JobApproval/ReviewSales', { id: job.id, title: '', description: 'x' }, approver);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Title is required.');
    const noDesc = await call('POST', '/JobApproval/SalesRejection', { id: job.id, title: 'x' }, approver);
    expect(noDesc.json().message).toBe('Description is required.');
    const wrong = await call('POST', '/JobApproval/ReviewSales', { ...sales(job.id), approval: false }, approver);
    expect(wrong.json().message).toBe(messages.salesApproveOnly);
    expect(await rowsOf(job.id)).toEqual([]);
    expect((await jobRow(job.id)).jobStepId).toBe(5);
  });

  it('runs sales → corporate → client (denied, then approved) → operations → accounting → Installation', async () => {
    const job = await createJob(t.database.db, { stepId: 5 });
    const s = await call('POST', '/JobApproval/ReviewSales', sales(job.id), approver);
    expect(s.json()).toEqual({ success: true, message: 'Sales approval logged.' });
    expect((await jobRow(job.id)).jobStepId).toBe(6);
    const notes = await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id));
    expect(notes).toMatchObject([{ stepId: 5, title: 'Margin ok' }]);
    // a repeated click changes nothing
    const again = await call('POST', '/JobApproval/ReviewSales', sales(job.id), approver);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The job is not at the Sales Approval step.');

    await call('POST', '/JobApproval/CorporateApproval', { id: job.id }, approver);
    expect((await jobRow(job.id)).jobStepId).toBe(7);

    const deny = await call('POST', '/JobApproval/ClientRejection', { id: job.id }, approver);
    expect(deny.json().message).toBe(messages.clientDenialDone);
    expect((await jobRow(job.id)).jobStepId).toBe(7);
    const denied = await approvalsOf(job.id);
    expect(denied.clientApproval).toMatchObject({ approval: false, edit: true, approver: expect.any(String) });
    const twice = await call('POST', '/JobApproval/ClientRejection', { id: job.id }, approver);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.clientDenialAlreadyLogged);

    await call('POST', '/JobApproval/ClientApproval', { id: job.id }, approver);
    await call('POST', '/JobApproval/OperationsApproval', { id: job.id }, approver);
    const acc = await call('GET', `/JobApproval/Accounting?id=${job.id}`, undefined, approver);
    expect(acc.json().message).toBe('Accounting approval logged.');
    expect((await jobRow(job.id)).jobStepId).toBe(10);
    const skipLate = await call('GET', `/JobApproval/AccountingSkip?id=${job.id}`, undefined, approver);
    expect(skipLate.statusCode).toBe(409);

    const all = await approvalsOf(job.id);
    for (const k of [
      'salesApproval',
      'corporateApproval',
      'clientApproval',
      'operationsApproval',
      'accountingApproval',
    ]) {
      expect(all[k]).toMatchObject({ approval: true, edit: false });
      expect(all[k].jobApprovalId).toBeGreaterThan(0);
    }
    expect(all.salesApproval).toMatchObject({ title: 'Margin ok', description: 'Priced at list; approved by sales.' });
    expect((await historyOf(job.id)).map((h) => h.action)).toEqual([
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
    const res = await call('GET', `/JobApproval/AccountingSkip?id=${job.id}`, undefined, approver);
    expect(res.json().message).toBe(messages.accountingSkipDone);
    expect((await jobRow(job.id)).jobStepId).toBe(10);
    const a = await approvalsOf(job.id);
    expect(a.accountingSkipped).toBe(true);
    expect(a.accountingApproval).toMatchObject({ approval: false });
    expect((await historyOf(job.id)).map((h) => h.action)).toEqual(['approval.accountingSkipped']);
  });

  it('corporate, operations and sales rejections send the job back to Budgeting and clear the approvals', async () => {
    for (const [step, path] of [
      [6, 'CorporateRejection'],
      [8, 'OperationsRejection'],
    ] as const) {
      const job = await createJob(t.database.db, { stepId: step });
      await t.database.db.insert(jobApprovals).values([
        { jobId: job.id, kind: 'sales', approval: true },
        { jobId: job.id, kind: 'client', approval: true },
      ]);
      const res = await call('POST', `/JobApproval/${path}`, { id: job.id }, approver);
      expect(res.statusCode).toBe(200);
      expect((await jobRow(job.id)).jobStepId).toBe(3);
      expect(await rowsOf(job.id)).toEqual([]);
      const [h] = await historyOf(job.id);
      expect(h.change).toMatchObject({
        fromStep: step,
        toStep: 3,
        rejectedBy: expect.any(String),
        clearedApprovals: 2,
      });
    }
    const job = await createJob(t.database.db, { stepId: 5 });
    const res = await call('POST', '/JobApproval/SalesRejection', sales(job.id), approver);
    expect(res.json().message).toBe('Sales rejection logged. The job returned to Budgeting.');
    expect((await jobRow(job.id)).jobStepId).toBe(3);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id))).toHaveLength(1);
  });

  it('refuses a class the role does not cover and a canceled job, changing nothing', async () => {
    const job = await createJob(t.database.db, { stepId: 7, classification: 'Sound Wall' });
    const res = await call('POST', '/JobApproval/ClientApproval', { id: job.id }, limitedClient);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.jobClassForbidden);
    const ok = await createJob(t.database.db, { stepId: 7, classification: 'Noise Monitoring' });
    expect((await call('POST', '/JobApproval/ClientApproval', { id: ok.id }, limitedClient)).statusCode).toBe(200);
    const canceled = await createJob(t.database.db, { stepId: 6, canceled: true });
    const c = await call('POST', '/JobApproval/CorporateApproval', { id: canceled.id }, approver);
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toBe(messages.jobIsCanceled);
    expect(await rowsOf(job.id)).toEqual([]);
    expect(await historyOf(canceled.id)).toEqual([]);
  });
});
