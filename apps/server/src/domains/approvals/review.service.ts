import { jobSteps, messages, REVIEW_ADVANCE, type ReviewNoteBody } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import { handOffs, jobNotes } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { requireJob } from '../jobs/job-access.ts';
import { moveJobToStep } from '../jobs/job-state.ts';
import { assertMayActAtStep, mayActAtStep, REVIEW_STEPS, stepName } from './approvals.policy.ts';

/** GET /JobReview/ReviewInformation: the steps before the job's current one, and whether the user may review. */
export async function reviewInformation(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const steps = jobSteps
    .filter((s) => s.stepId < job.jobStepId)
    .map((s) => ({ stepId: s.stepId, stepName: s.stepName }));
  const allowReview = REVIEW_STEPS.some((step) => mayActAtStep(ctx.user, job, 'stage.review', step));
  return { success: true as const, steps, currentStep: job.jobStepId, allowReview };
}

/**
 * POST /JobReview/ReviewNote: the note becomes a job note under the step it was written at; the job
 * then moves to the next step (targetStep -1) or back to the chosen earlier one. Feedback to the
 * hand-off reopens it (hand_offs.completed false), so 'Completed - Flag for Review' shows again.
 */
export async function reviewNote(ctx: Ctx, body: Omit<ReviewNoteBody, 'jobId'> & { jobId: number }) {
  return ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, body.jobId, { lock: tx });
    assertMayActAtStep(ctx.user, job, 'stage.review', REVIEW_STEPS);
    if (body.fromStep !== undefined && body.fromStep !== job.jobStepId) throw conflict(messages.jobStepMoved);
    const advance = body.targetStep === REVIEW_ADVANCE;
    if (!advance && body.targetStep >= job.jobStepId) {
      throw badRequest(messages.reviewSelectReturnStep, { targetStep: messages.reviewSelectReturnStep });
    }
    const target = advance ? job.jobStepId + 1 : body.targetStep;
    const [note] = await tx
      .insert(jobNotes)
      .values({
        jobId: job.id,
        stepId: job.jobStepId,
        title: body.noteTitle,
        description: body.note,
        userId: ctx.user.id,
      })
      .returning({ id: jobNotes.id });
    if (target === 1)
      await tx.update(handOffs).set({ completed: false, updatedAt: new Date() }).where(eq(handOffs.jobId, job.id));
    await moveJobToStep(tx, ctx.user.id, job, target, advance ? 'review.advance' : 'review.return', {
      jobNoteId: note.id,
      noteTitle: body.noteTitle,
    });
    const message = advance ? messages.reviewAdvanced(stepName(target)) : messages.reviewReturned(stepName(target));
    return { success: true as const, message };
  });
}
