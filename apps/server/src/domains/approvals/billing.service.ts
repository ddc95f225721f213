import { type BillingState, messages } from '@fieldbook/contract';
import { BILLING_STEP, COMPLETE_STEP } from '@fieldbook/contract/job-steps';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { assertMayWriteJobs, type JobHead, mayChangeJobs, requireJob } from '../jobs/job-access.ts';
import { moveJobToStep } from '../jobs/job-state.ts';
import { stepName } from './approvals.policy.ts';

/** GET /Job/CheckBilling: the Complete Billing button shows when allowClose and billingStage. */
export async function checkBilling(ctx: Ctx, jobId: number) {
  return { success: true as const, data: billingState(ctx.user, await requireJob(ctx, jobId)) };
}

/** CheckBilling's answer for a job already through the gate (the job page shares it). */
export function billingState(user: Pick<SessionUser, 'permissions'>, job: JobHead): BillingState {
  return {
    allowClose: user.permissions.has('jobs.billing') && mayChangeJobs(user),
    billingStage: job.jobStepId === BILLING_STEP && !job.canceled,
    billingComplete: job.jobStepId === COMPLETE_STEP,
  };
}

/** GET /Job/CompleteBilling: Billing (13) → Complete (14); a second click finds the job complete (409). */
export async function completeBilling(ctx: Ctx, jobId: number) {
  return ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx });
    assertMayWriteJobs(ctx.user);
    if (job.canceled) throw conflict(messages.jobIsCanceled);
    if (job.jobStepId !== BILLING_STEP) throw conflict(messages.stepNotOpen(stepName(BILLING_STEP)));
    await moveJobToStep(tx, ctx.user.id, job, COMPLETE_STEP, 'billing.complete');
    return { success: true as const, message: messages.billingCompleted };
  });
}
