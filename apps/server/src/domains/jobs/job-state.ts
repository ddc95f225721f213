import { messages, stageOfStep } from '@fieldbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobs, opportunities } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { SessionUser } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { drillingJobsOnly } from './jobs.policy.ts';

/**
 * The one place a job is loaded for an action and its step changed. Every stage area (hand-off,
 * review, approvals, field stages, billing, clone) uses these so that the Drilling User rule and the
 * job history (audit rows of entity 'job') hold everywhere.
 */
export interface JobHead {
  id: number;
  opportunityId: number;
  jobName: string;
  jobNumber: string;
  jobStepId: number;
  jobClassificationId: number | null;
  canceled: boolean;
  isDrilling: boolean;
  accountId: number;
}

/** The job, or 404 when it does not exist or the user may not see it (a Drilling User, non-drilling job). */
export async function loadJob(tx: Tx, user: Pick<SessionUser, 'permissions'>, jobId: number): Promise<JobHead> {
  const [row] = await tx
    .select({
      id: jobs.id,
      opportunityId: jobs.opportunityId,
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      jobStepId: jobs.jobStepId,
      jobClassificationId: jobs.jobClassificationId,
      canceled: jobs.canceled,
      isDrilling: opportunities.isDrilling,
      accountId: opportunities.accountId,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .where(eq(jobs.id, jobId));
  if (!row || (drillingJobsOnly(user.permissions) && !row.isDrilling)) throw notFound(messages.notFound);
  return row;
}

/** The same, locked for update: use it inside the transaction of a step change. */
export async function lockJob(tx: Tx, user: Pick<SessionUser, 'permissions'>, jobId: number): Promise<JobHead> {
  await tx.execute(sql`select id from jobs where id = ${jobId} for update`);
  return loadJob(tx, user, jobId);
}

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
