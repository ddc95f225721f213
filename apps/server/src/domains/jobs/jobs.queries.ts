import type { JobSortColumn } from '@fieldbook/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { literal, literalLimit } from '../../db/named-statements.ts';
import { keyset, type SortKey } from '../../db/paging.ts';
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
  /** Rows of the page. */
  limit: number;
  /** The order (newest update first when absent) and the cursor of the page before. */
  sort?: JobSortColumn;
  dir?: 'asc' | 'desc';
  after?: string;
  /** The advanced search (/Jobs): parts of the job name, job number, account name ("contains"). */
  jobName?: string;
  jobNumber?: string;
  accountName?: string;
  /** Any of these stages (job_steps.stage), steps, classification ids; empty or absent for all. */
  stages?: readonly string[];
  steps?: readonly number[];
  classificationIds?: readonly number[];
}

/**
 * The sort keys. Last Updated is served by jobs_updated (updated_at, id) and, within a step, by
 * jobs_step_updated; the others sort the matching rows (their order is the screens' sortable columns).
 */
const KEYS: Record<JobSortColumn, SortKey> = {
  lastUpdated: { expr: sql`${jobs.updatedAt}`, part: 'timestamp' },
  jobName: { expr: sql`lower(${jobs.jobName})`, part: 'string' },
  jobClassification: { expr: sql`coalesce(lower(${jobClassifications.name}), '')`, part: 'string' },
  jobNumber: { expr: sql`lower(${jobs.jobNumber})`, part: 'string' },
  jobStep: { expr: sql`${jobs.jobStepId}`, part: 'int' },
  accountName: { expr: sql`lower(${accounts.accountName})`, part: 'string' },
  opportunityName: { expr: sql`lower(${opportunities.opportunityName})`, part: 'string' },
};

/**
 * One page of job list rows: one statement whatever the filter (await it, or read it with toSQL()). Lists of ids are one array parameter each, so the statement's text depends on which filters
 * are set, not on their values; it is sent as a named statement unless it searches text.
 */
export function selectJobRows(db: Tx, f: JobRowFilter) {
  const sort = f.sort ?? 'lastUpdated';
  const page = keyset({ sort, dir: f.dir ?? 'desc', key: KEYS[sort], id: jobs.id, after: f.after });
  const where: SQL[] = [];
  if (f.stepId !== null) where.push(sql`${jobs.jobStepId} = ${literal(f.stepId)}`);
  if (f.opportunityId !== null) where.push(eq(jobs.opportunityId, f.opportunityId));
  if (f.accountId !== undefined) where.push(eq(opportunities.accountId, f.accountId));
  if (!f.includeCanceled) where.push(sql`not ${jobs.canceled}`);
  if (f.visibility) where.push(f.visibility);
  if (f.jobName) where.push(lowerContains(jobs.jobName, f.jobName));
  if (f.jobNumber) where.push(lowerContains(jobs.jobNumber, f.jobNumber));
  if (f.accountName) where.push(lowerContains(accounts.accountName, f.accountName));
  if (f.stages?.length) where.push(sql`${jobSteps.stage} = any(${sql.param([...f.stages])}::text[])`);
  if (f.steps?.length) where.push(sql`${jobs.jobStepId} = any(${sql.param([...f.steps])}::int[])`);
  if (f.classificationIds?.length) {
    where.push(sql`${jobs.jobClassificationId} = any(${sql.param([...f.classificationIds])}::int[])`);
  }
  if (page.where) where.push(page.where);
  const query = db
    .select({ ...jobNameColumns, jobClassification: jobClassifications.name, sortKey: page.cursorKey })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(jobSteps, eq(jobSteps.id, jobs.jobStepId))
    .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(literalLimit(f.limit + 1));
  return {
    query,
    page: (rows: Awaited<typeof query>) => page.page(rows, f.limit, (r) => r.jobId),
  };
}
