import { desc, eq } from 'drizzle-orm';
import { accounts, jobs, opportunities } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { visibleJobsFilter } from '../jobs/job-access.ts';

// Job forms administration (spec 3 §2.7).

/** The job picker of /Admin/Forms: every job the caller may see, most recently changed first. */
export async function adminJobList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      jobId: jobs.id,
      jobNumber: jobs.jobNumber,
      jobName: jobs.jobName,
      accountName: accounts.accountName,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(visibleJobsFilter(ctx.user))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id));
  return { success: true as const, data };
}
