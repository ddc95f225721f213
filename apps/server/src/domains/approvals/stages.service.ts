import { type FieldStepId, messages, stageOfStep } from '@fieldbook/contract';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { type JobHead, requireJob } from '../jobs/job-access.ts';
import { moveJobToStep } from '../jobs/job-state.ts';
import {
  assertMayActAtStep,
  fieldStagePermission,
  mayActAtStep,
  mayEditAttachments,
  stepName,
} from './approvals.policy.ts';

/**
 * GET /Job/CloseStepPermission: whether 'Close {stage}' shows, and whether the stage's attachments
 * are editable (the attachment rule: the stage permission for the job's class, whatever the step).
 */
export async function closeStepPermission(ctx: Ctx, jobId: number, stepId: FieldStepId) {
  return closeStepAccess(ctx.user, await requireJob(ctx, jobId), stepId);
}

/** CloseStepPermission's answer for a job already through the gate (the job page shares it). */
export function closeStepAccess(user: SessionUser, job: JobHead, stepId: FieldStepId) {
  return {
    success: mayActAtStep(user, job, fieldStagePermission(stepId), stepId),
    attachmentsEditable: mayEditAttachments(user, job, stepId),
  };
}

/** GET /Job/CloseStep: Installation → On Rent → Tear Down → Billing; a repeat finds the job moved on (409). */
export async function closeStep(ctx: Ctx, jobId: number, stepId: FieldStepId) {
  return ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx });
    assertMayActAtStep(ctx.user, job, fieldStagePermission(stepId), [stepId]);
    const next = stepId + 1;
    await moveJobToStep(tx, ctx.user.id, job, next, 'stage.close', { stage: stepName(stepId) });
    return {
      success: true as const,
      message: messages.stageClosed(stepName(stepId)),
      jobStepId: next,
      jobStage: stageOfStep(next),
    };
  });
}
