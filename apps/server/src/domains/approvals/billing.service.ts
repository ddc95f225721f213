import { messages } from '@fieldbook/contract';
import { BILLING_STEP, COMPLETE_STEP } from '@fieldbook/contract/job-steps';
import type { Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { assertMayWriteJobs, mayChangeJobs, requireJob } from '../jobs/job-access.ts';
import { moveJobToStep } from '../jobs/job-state.ts';
import { stepName } from './approvals.policy.ts';

/** GET /Job/CheckBilling: the Complete Billing button shows when allowClose and billingStage. */
export async function checkBilling(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
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
    const job = await requireJob(ctx, jobId, { lock: tx });
    assertMayWriteJobs(ctx.user);
    if (job.canceled) throw conflict(messages.jobIsCanceled);
    if (job.jobStepId !== BILLING_STEP) throw conflict(messages.stepNotOpen(stepName(BILLING_STEP)));
    await moveJobToStep(tx, ctx.user.id, job, COMPLETE_STEP, 'billing.complete');
    return { success: true as const, message: messages.billingCompleted };
  });
}
