import { messages, type Permission } from '@fieldbook/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobs, opportunities } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/context.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';

/**
 * The one gate to a job (spec 2 §1, §6): who sees which jobs, who may change them, and who may use
 * a job-specific permission on a job of a class. Every job-scoped service loads its job through
 * requireJob, and every list of jobs or opportunities filters with visibleJobsFilter.
 */

type Viewer = Pick<SessionUser, 'permissions'>;
type JobUser = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;

/** A Drilling User views drilling jobs only; a role that also holds 'drilling.manager' is not restricted. */
export const drillingJobsOnly = (permissions: ReadonlySet<string>) =>
  permissions.has('drilling.user') && !permissions.has('drilling.manager');

/** Whether the user may see a job or opportunity with this drilling flag. */
export const maySeeJob = (user: Viewer, isDrilling: boolean) => isDrilling || !drillingJobsOnly(user.permissions);

/** The list filter of the same rule (on opportunities.is_drilling); undefined when the user sees every job. */
export const visibleJobsFilter = (user: Viewer): SQL | undefined =>
  drillingJobsOnly(user.permissions) ? eq(opportunities.isDrilling, true) : undefined;

/**
 * The same rule as a condition on a joined `jobs` row: put it in the join, so that a record kept at a
 * job the user may not see (an asset, a failure report) stays listed but without the job's name.
 */
export const visibleJobRow = (user: Viewer): SQL | undefined =>
  drillingJobsOnly(user.permissions)
    ? sql`exists (select 1 from ${opportunities} where ${opportunities.id} = ${jobs.opportunityId} and ${opportunities.isDrilling})`
    : undefined;

/**
 * The same rule as a condition on a job id (an SQL expression), for statements that hold a job's id
 * without joining its row (a pick ticket's end).
 */
export const visibleJobIdSql = (user: Viewer, jobId: SQL): SQL =>
  drillingJobsOnly(user.permissions)
    ? sql`exists (select 1 from jobs vj join opportunities vo on vo.id = vj.opportunity_id
                   where vj.id = ${jobId} and vo.is_drilling)`
    : sql`true`;

/** Whether the job list may show every step at once ('View All Jobs'): a Drilling User's may not. */
export const mayListEveryStep = (user: Viewer) => !drillingJobsOnly(user.permissions);

/** Drilling Users view jobs but never create or change them, even when a second role grants the write. */
export const mayChangeJobs = (user: Viewer) => !drillingJobsOnly(user.permissions);

/** The same as a guard: 403 for a Drilling User. */
export function assertMayWriteJobs(user: Viewer): void {
  if (!mayChangeJobs(user)) throw forbidden(messages.jobDrillingUserReadOnly);
}

/**
 * Whether a user may use a job-specific permission (role category 6) on a job of a class. A role
 * may limit such a permission to some job classes (SessionUser.jobClassLimits); an unlimited one
 * covers every class. A job without a class passes only an unlimited permission. For a permission
 * that is not job-specific this is simply whether the role holds it.
 */
export function hasJobPermission(user: JobUser, permission: Permission, jobClassificationId: number | null): boolean {
  if (!user.permissions.has(permission)) return false;
  const limits = user.jobClassLimits.get(permission);
  if (limits === undefined) return true;
  return jobClassificationId !== null && limits.includes(jobClassificationId);
}

/** The same as a guard: 403 when the role lacks the permission, or holds it only for other classes. */
export function assertJobPermission(user: JobUser, permission: Permission, jobClassificationId: number | null): void {
  if (hasJobPermission(user, permission, jobClassificationId)) return;
  throw new AppError(403, user.permissions.has(permission) ? messages.jobClassForbidden : messages.forbidden);
}

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

export interface JobGate {
  /** A job-specific permission the user must hold for the job's class (403 otherwise). */
  permission?: Permission;
  /** The caller's transaction: the job row is locked FOR UPDATE in it, so step changes serialise. */
  lock?: Tx;
}

const selectJobHead = (db: Tx, jobId: number) =>
  db
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

/**
 * The job, or 404 when it does not exist or the user may not see it (a Drilling User, non-drilling
 * job); then 403 when `permission` is not held for the job's class.
 */
export async function requireJob(
  ctx: { db: Tx; user: JobUser },
  jobId: number,
  { permission, lock }: JobGate = {},
): Promise<JobHead> {
  const db = lock ?? ctx.db;
  if (lock) await lock.execute(sql`select id from jobs where id = ${jobId} for update`);
  const [row] = await selectJobHead(db, jobId);
  if (!row || !maySeeJob(ctx.user, row.isDrilling)) throw notFound(messages.notFound);
  if (permission) assertJobPermission(ctx.user, permission, row.jobClassificationId);
  return row;
}
