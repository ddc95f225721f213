import { type JobApproval, messages } from '@fieldbook/contract';
import type { Tx } from '../../db/client.ts';
import { jobNotes } from '../../db/schema/index.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { type JobHead, requireJob } from '../jobs/job-access.ts';
import { deleteApprovals, moveJobToStep, recordJobEvent } from '../jobs/job-state.ts';
import {
  type ApprovalKind,
  approvalKinds,
  assertMayActAtStep,
  BUDGETING_STEP,
  mayActAtStep,
  mayEditAttachments,
} from './approvals.policy.ts';
import { selectApprovals, upsertApproval } from './approvals.queries.ts';

const none = { jobApprovalId: 0, approval: null, approver: null, approvalDate: null, title: '', description: '' };

/** POST /JobApproval/GetApprovals: the five approvals, each with the user's edit flag. */
export async function getApprovals(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  return approvalsOf(ctx.user, job, await selectApprovals(ctx.db, jobId));
}

/** GetApprovals' answer from a job already through the gate and its approval rows (the job page shares it). */
export function approvalsOf(
  user: SessionUser,
  job: JobHead,
  approvalRows: Awaited<ReturnType<typeof selectApprovals>>,
) {
  const rows = new Map(approvalRows.map((r) => [r.kind, r]));
  const approvalOf = (kind: ApprovalKind): JobApproval => {
    const { permission, stepId } = approvalKinds[kind];
    const edit = mayActAtStep(user, job, permission, stepId);
    const r = rows.get(kind);
    if (!r) return { ...none, edit };
    return {
      jobApprovalId: r.id,
      edit,
      approval: r.approval,
      approver: r.approver,
      approvalDate: r.approvalDate.toISOString(),
      title: r.title,
      description: r.description,
    };
  };
  return {
    success: true as const,
    clientApproval: approvalOf('client'),
    corporateApproval: approvalOf('corporate'),
    operationsApproval: approvalOf('operations'),
    salesApproval: approvalOf('sales'),
    accountingApproval: approvalOf('accounting'),
    accountingSkipped: rows.get('accounting')?.skipped ?? false,
    clientAttachmentsEditable: mayEditAttachments(user, job, approvalKinds.client.stepId),
  };
}

interface Note {
  title: string;
  description: string;
}

/** Locks the job and checks that the user may decide this approval now (403 / 409 otherwise). */
async function openApproval(tx: Tx, ctx: Ctx, jobId: number, kind: ApprovalKind): Promise<JobHead> {
  const job = await requireJob(ctx, jobId, { lock: tx });
  const { permission, stepId } = approvalKinds[kind];
  assertMayActAtStep(ctx.user, job, permission, [stepId]);
  return job;
}

/** The sales decision's note is also a job note, under the Sales Approval step. */
async function saveNote(tx: Tx, ctx: Ctx, job: JobHead, note: Note) {
  await tx.insert(jobNotes).values({
    jobId: job.id,
    stepId: job.jobStepId,
    title: note.title,
    description: note.description,
    userId: ctx.user.id,
  });
}

/** Approves: logs the row and moves the job to the next step (9 → 10 Installation). */
export async function approve(ctx: Ctx, jobId: number, kind: ApprovalKind, note?: Note) {
  return ctx.db.transaction(async (tx) => {
    const job = await openApproval(tx, ctx, jobId, kind);
    await upsertApproval(tx, { jobId, kind, approval: true, approverId: ctx.user.id, ...note });
    if (note) await saveNote(tx, ctx, job, note);
    await moveJobToStep(tx, ctx.user.id, job, job.jobStepId + 1, `approval.${kind}`);
    return { success: true as const, message: messages.approvalDone(approvalKinds[kind].name) };
  });
}

/**
 * Corporate, operations and sales rejections: the job goes back to Budgeting and the approvals
 * logged after budgeting are cleared, so the chain starts again; the history row names who rejected.
 */
export async function reject(ctx: Ctx, jobId: number, kind: 'corporate' | 'operations' | 'sales', note?: Note) {
  return ctx.db.transaction(async (tx) => {
    const job = await openApproval(tx, ctx, jobId, kind);
    if (note) await saveNote(tx, ctx, job, note);
    const cleared = await deleteApprovals(tx, jobId);
    await moveJobToStep(tx, ctx.user.id, job, BUDGETING_STEP, `approval.${kind}Rejected`, {
      rejectedBy: ctx.user.fullName,
      clearedApprovals: cleared,
      ...(note ? { noteTitle: note.title } : {}),
    });
    return { success: true as const, message: messages.rejectionDone(approvalKinds[kind].name) };
  });
}

/** The client denies: logged as approval false; the job stays at Client Approval and may be approved later. */
export async function clientDeny(ctx: Ctx, jobId: number) {
  return ctx.db.transaction(async (tx) => {
    await openApproval(tx, ctx, jobId, 'client');
    const [current] = (await selectApprovals(tx, jobId)).filter((r) => r.kind === 'client');
    if (current?.approval === false) throw conflict(messages.clientDenialAlreadyLogged);
    await upsertApproval(tx, { jobId, kind: 'client', approval: false, approverId: ctx.user.id });
    await recordJobEvent(tx, ctx.user.id, jobId, 'approval.clientDenied');
    return { success: true as const, message: messages.clientDenialDone };
  });
}

/** Accounting may be skipped instead of approved (accountingSkipped); the job moves on to Installation. */
export async function accountingSkip(ctx: Ctx, jobId: number) {
  return ctx.db.transaction(async (tx) => {
    const job = await openApproval(tx, ctx, jobId, 'accounting');
    await upsertApproval(tx, { jobId, kind: 'accounting', approval: false, skipped: true, approverId: ctx.user.id });
    await moveJobToStep(tx, ctx.user.id, job, job.jobStepId + 1, 'approval.accountingSkipped');
    return { success: true as const, message: messages.accountingSkipDone };
  });
}
