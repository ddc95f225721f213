import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, jobClassifications, jobSteps, jobs, opportunities } from '../../db/schema/index.ts';

export interface JobRowFilter {
  /** One job step, or null for every step. */
  stepId: number | null;
  /** One opportunity, or null for every opportunity. */
  opportunityId: number | null;
  /** One account's jobs (through its opportunities); absent for every account. */
  accountId?: number;
  includeCanceled: boolean;
  /** Only jobs of drilling opportunities. */
  drillingOnly: boolean;
  limit: number;
}

/** Job list rows, newest update first. */
export async function selectJobRows(db: Tx, f: JobRowFilter) {
  const where: SQL[] = [];
  if (f.stepId !== null) where.push(eq(jobs.jobStepId, f.stepId));
  if (f.opportunityId !== null) where.push(eq(jobs.opportunityId, f.opportunityId));
  if (f.accountId !== undefined) where.push(eq(opportunities.accountId, f.accountId));
  if (!f.includeCanceled) where.push(eq(jobs.canceled, false));
  if (f.drillingOnly) where.push(eq(opportunities.isDrilling, true));
  return db
    .select({
      jobId: jobs.id,
      opportunityId: jobs.opportunityId,
      opportunityName: opportunities.opportunityName,
      accountName: accounts.accountName,
      jobName: jobs.jobName,
      jobClassification: jobClassifications.name,
      jobNumber: jobs.jobNumber,
      jobStage: jobSteps.stage,
      jobStep: jobSteps.name,
      jobStepId: jobs.jobStepId,
      lastUpdated: jobs.updatedAt,
      jobDescription: jobs.jobDescription,
      canceled: jobs.canceled,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(jobSteps, eq(jobSteps.id, jobs.jobStepId))
    .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
    .where(and(...where))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(f.limit);
}
