import { attachmentWritePermission, type FieldStepId, jobSteps, messages, type Permission } from '@fieldbook/contract';
import type { SessionUser } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import {
  assertJobPermission,
  assertMayWriteJobs,
  hasJobPermission,
  type JobHead,
  mayChangeJobs,
} from '../jobs/job-access.ts';

type JobUser = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;

/**
 * The approval chain (spec 2 §4): each approval is decided at its own step by the holders of its
 * permission for the job's class. Approving moves the job to the next step (9 → 10 Installation).
 */
export const approvalKinds = {
  sales: { stepId: 5, permission: 'stage.salesApproval', name: 'Sales' },
  corporate: { stepId: 6, permission: 'stage.corporateApproval', name: 'Corporate' },
  client: { stepId: 7, permission: 'stage.clientApproval', name: 'Client' },
  operations: { stepId: 8, permission: 'stage.operationsApproval', name: 'Operations' },
  accounting: { stepId: 9, permission: 'stage.accountingApproval', name: 'Accounting' },
} as const satisfies Record<string, { stepId: number; permission: Permission; name: string }>;
export type ApprovalKind = keyof typeof approvalKinds;

/** Where corporate, operations and sales rejections send a job: Budgeting. */
export const BUDGETING_STEP = 3;
/**
 * The review panel works at Review (2, the hand-off) and at Proposal (4): the budget's Submit for
 * Review (domains/budgets) moves a job from Budgeting (3) to Proposal, where it is reviewed.
 */
export const REVIEW_STEPS: readonly number[] = [2, 4];

/**
 * The permission that works (and closes) a field stage: the one that governs the stage's
 * attachments (attachmentWritePermission of the hand-off contract holds the step → permission table).
 */
export const fieldStagePermission = (stepId: FieldStepId): Permission =>
  attachmentWritePermission(stepId) as Permission;

export const stepName = (stepId: number) => jobSteps.find((s) => s.stepId === stepId)?.stepName ?? String(stepId);

/** Whether the user may change the attachments of a step of this job (the hand-off area's upload rule). */
export function mayEditAttachments(user: JobUser, job: Pick<JobHead, 'jobClassificationId'>, stepId: number) {
  const permission = attachmentWritePermission(stepId);
  return permission !== null && mayChangeJobs(user) && hasJobPermission(user, permission, job.jobClassificationId);
}

/**
 * Whether the user may act on the job at a step with a stage permission now: the permission for
 * the job's class, the job not canceled and at that step, and not a Drilling User.
 */
export function mayActAtStep(user: JobUser, job: JobHead, permission: Permission, stepId: number): boolean {
  return (
    mayChangeJobs(user) &&
    !job.canceled &&
    job.jobStepId === stepId &&
    hasJobPermission(user, permission, job.jobClassificationId)
  );
}

/**
 * The same as a guard, each refusal with its reason: 403 (Drilling User, or the permission not held
 * for this class), 409 (canceled, or the job is at another step: a repeated click lands here).
 */
export function assertMayActAtStep(user: JobUser, job: JobHead, permission: Permission, stepIds: readonly number[]) {
  assertMayWriteJobs(user);
  assertJobPermission(user, permission, job.jobClassificationId);
  if (job.canceled) throw conflict(messages.jobIsCanceled);
  if (!stepIds.includes(job.jobStepId)) {
    throw conflict(stepIds.length === 1 ? messages.stepNotOpen(stepName(stepIds[0])) : messages.reviewNotOpen);
  }
}
