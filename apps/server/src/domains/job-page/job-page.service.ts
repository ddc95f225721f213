import { FIELD_STEPS, type FieldStepId, type JobPageAnswer, type JobPageStage, messages } from '@fieldbook/contract';
import { HAND_OFF_STEP, jobSteps, stageOfStep } from '@fieldbook/contract/job-steps';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { approvalKinds } from '../approvals/approvals.policy.ts';
import { selectApprovals } from '../approvals/approvals.queries.ts';
import { approvalsOf } from '../approvals/approvals.service.ts';
import { billingState } from '../approvals/billing.service.ts';
import { closeStepAccess } from '../approvals/stages.service.ts';
import { clonePermissionOf } from '../clone/clone.service.ts';
import { stepAttachments } from '../hand-off/attachments.service.ts';
import { type JobHead, requireJob } from '../jobs/job-access.ts';
import { notesOf } from '../jobs/job-notes.service.ts';
import { findJobInfo } from '../jobs/job-profile.queries.ts';
import { profileOf } from '../jobs/job-profile.service.ts';
import { remindersOf } from '../reminders/reminders.service.ts';

/** The field step a stage is, if it is one (Installation 10, On Rent 11, Tear Down 12). */
const fieldStepOf = (stage: string): FieldStepId | null => {
  const step = jobSteps.find((s) => s.stage === stage)?.stepId;
  return step !== undefined && (FIELD_STEPS as readonly number[]).includes(step) ? (step as FieldStepId) : null;
};

/** The step whose attachments a stage's screen lists, as those screens ask for them; null: none. */
function attachmentStepOf(stage: string): number | null {
  if (stage === 'Scope') return HAND_OFF_STEP;
  if (stage === 'Approval') return approvalKinds.client.stepId;
  return fieldStepOf(stage);
}

/** The parts of one stage's screen the page shows at first paint, each as its own call answers it. */
async function stagePartsOf(ctx: Ctx, job: JobHead, stage: string): Promise<JobPageStage> {
  const fieldStep = fieldStepOf(stage);
  const attachmentStep = attachmentStepOf(stage);
  const [approvalRows, attachments] = await Promise.all([
    stage === 'Approval' ? selectApprovals(ctx.db, job.id) : null,
    attachmentStep === null ? null : stepAttachments(ctx.db, job.id, attachmentStep),
  ]);
  return {
    stage,
    closeStepPermission: fieldStep === null ? null : closeStepAccess(ctx.user, job, fieldStep),
    approvals: approvalRows && approvalsOf(ctx.user, job, approvalRows),
    attachments: attachmentStep === null || !attachments ? null : { stepId: attachmentStep, data: attachments },
  };
}

/**
 * GET /Job/JobPage: the job page at first paint in one answer (see docs/decisions/jobs.md, "The job page in
 * one call"). The job gate first (404 for a job the user may not see), then the profile, notes,
 * reminders and the stage's parts read side by side: five statements, six at the Approval stage,
 * whatever the number of notes, reminders or attachments. The permissions are worked out from the
 * gate's job row, by the same functions the individual calls use.
 */
export async function jobPage(ctx: Ctx, jobId: number, openedStage?: string): Promise<JobPageAnswer> {
  const job = await requireJob(ctx, jobId);
  const stage = openedStage ?? stageOfStep(job.jobStepId);
  const [info, notes, reminders, stageParts] = await Promise.all([
    findJobInfo(ctx.db, jobId),
    notesOf(ctx, jobId),
    remindersOf(ctx, jobId),
    stagePartsOf(ctx, job, stage),
  ]);
  // Deleted between the gate and the read: as missing as before it.
  if (!info) throw notFound(messages.notFound);
  return {
    success: true,
    profile: profileOf(info),
    billing: billingState(ctx.user, job),
    clonePermission: clonePermissionOf(ctx.user.permissions, job),
    notes,
    reminders,
    stage: stageParts,
  };
}
