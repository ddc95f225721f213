import { stageOfStep } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobApprovals, jobs } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { JobHead } from './job-access.ts';

/**
 * The one place a job's step is changed and its history written. Every stage area (hand-off,
 * review, approvals, field stages, billing, clone) uses these so that the job history (audit rows of
 * entity 'job') holds everywhere; requireJob (job-access.ts) loads the job first.
 */

/**
 * Moves a job to a step, stamps who completed the step and when, and records it in the job history.
 * `action` names what happened ('handOff.complete', 'review.advance', 'approval.client', …).
 */
export async function moveJobToStep(
  tx: Tx,
  userId: number,
  job: Pick<JobHead, 'id' | 'jobStepId'>,
  stepId: number,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .update(jobs)
    .set({ jobStepId: stepId, completedBy: userId, completedDate: new Date(), updatedAt: new Date() })
    .where(eq(jobs.id, job.id));
  await recordJobEvent(tx, userId, job.id, action, {
    ...detail,
    fromStep: job.jobStepId,
    toStep: stepId,
    fromStage: stageOfStep(job.jobStepId),
    toStage: stageOfStep(stepId),
  });
}

/** A job-history entry without a step change (cancel, billing, clone, approval logged, …); touches Last Updated. */
export async function recordJobEvent(
  tx: Tx,
  userId: number,
  jobId: number,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.update(jobs).set({ updatedAt: new Date() }).where(eq(jobs.id, jobId));
  await audit(tx, userId, 'job', jobId, action, detail);
}

/** Clears every approval of a job (a rejection, or a return to the scope phase); answers how many there were. */
export async function deleteApprovals(tx: Tx, jobId: number): Promise<number> {
  const rows = await tx.delete(jobApprovals).where(eq(jobApprovals.jobId, jobId)).returning({ id: jobApprovals.id });
  return rows.length;
}
