import { messages } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { loadJob, lockJob, moveJobToStep } from '../jobs/job-state.ts';
import { assertMayWriteJobs } from '../jobs/jobs.policy.ts';
import { BILLING_STEP, COMPLETE_STEP, mayChangeJobs, stepName } from './approvals.policy.ts';

/** GET /Job/CheckBilling: the Complete Billing button shows when allowClose and billingStage. */
export async function checkBilling(ctx: Ctx, jobId: number) {
  const job = await loadJob(ctx.db, ctx.user, jobId);
  const allowClose = ctx.user.permissions.has('jobs.billing') && mayChangeJobs(ctx.user);
  return {
    success: true as const,
    data: {
      allowClose,
      billingStage: job.jobStepId === BILLING_STEP && !job.canceled,
      billingComplete: job.jobStepId === COMPLETE_STEP,
    },
  };
}

/** GET /Job/CompleteBilling: Billing (13) → Complete (14); a second click finds the job complete (409). */
export async function completeBilling(ctx: Ctx, jobId: number) {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ctx.user, jobId);
    assertMayWriteJobs(ctx.user);
    if (job.canceled) throw conflict(messages.jobIsCanceled);
    if (job.jobStepId !== BILLING_STEP) throw conflict(messages.stepNotOpen(stepName(BILLING_STEP)));
    await moveJobToStep(tx, ctx.user.id, job, COMPLETE_STEP, 'billing.complete');
    return { success: true as const, message: messages.billingCompleted };
  });
}
