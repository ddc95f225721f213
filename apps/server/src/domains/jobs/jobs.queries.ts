import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { accounts, jobClassifications, jobSteps, jobs, opportunities } from '../../db/schema/index.ts';
import { jobNameColumns } from './job-names.ts';

export interface JobRowFilter {
  /** One job step, or null for every step. */
  stepId: number | null;
  /** One opportunity, or null for every opportunity. */
  opportunityId: number | null;
  /** One account's jobs (through its opportunities); absent for every account. */
  accountId?: number;
  includeCanceled: boolean;
  /** Who may see which jobs: visibleJobsFilter of the job gate (job-access.ts). */
  visibility: SQL | undefined;
  limit: number;
  /** The advanced search (/Jobs): parts of the job name, job number, account name ("contains"). */
  jobName?: string;
  jobNumber?: string;
  accountName?: string;
  /** Any of these stages (job_steps.stage), steps, classification ids; empty or absent for all. */
  stages?: readonly string[];
  steps?: readonly number[];
  classificationIds?: readonly number[];
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */

/** `lower(column) LIKE '%…%'`: the form the trigram indexes on lower(job_name), lower(account_name) serve. */

/** Job list rows, newest update first: one statement whatever the filter (awaited, or read with toSQL()). */
export function selectJobRows(db: Tx, f: JobRowFilter) {
  const where: SQL[] = [];
  if (f.stepId !== null) where.push(eq(jobs.jobStepId, f.stepId));
  if (f.opportunityId !== null) where.push(eq(jobs.opportunityId, f.opportunityId));
  if (f.accountId !== undefined) where.push(eq(opportunities.accountId, f.accountId));
  if (!f.includeCanceled) where.push(eq(jobs.canceled, false));
  if (f.visibility) where.push(f.visibility);
  if (f.jobName) where.push(lowerContains(jobs.jobName, f.jobName));
  if (f.jobNumber) where.push(lowerContains(jobs.jobNumber, f.jobNumber));
  if (f.accountName) where.push(lowerContains(accounts.accountName, f.accountName));
  if (f.stages?.length) where.push(inArray(jobSteps.stage, [...f.stages]));
  if (f.steps?.length) where.push(inArray(jobs.jobStepId, [...f.steps]));
  if (f.classificationIds?.length) where.push(inArray(jobs.jobClassificationId, [...f.classificationIds]));
  return db
    .select({ ...jobNameColumns, jobClassification: jobClassifications.name })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(jobSteps, eq(jobSteps.id, jobs.jobStepId))
    .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
    .where(and(...where))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(f.limit);
}
