import { FIELD_STEPS } from '@fieldbook/contract/approvals';
import type { JobListRow } from '@fieldbook/contract/jobs';
import type { QueryClient } from '@tanstack/react-query';
import { classificationsQuery, jobStepsQuery, openingSearchQuery } from './job-search.queries.ts';

/** How many field jobs are fetched ahead with their pages and forms: the most recently updated. */
export const FIELD_JOBS_AHEAD = 30;

const isFieldJob = (j: JobListRow) => (FIELD_STEPS as readonly number[]).includes(j.jobStepId) && !j.canceled;
const newestFirst = (a: JobListRow, b: JobListRow) => (b.lastUpdated ?? '').localeCompare(a.lastUpdated ?? '');

/**
 * The job list as it opens (the user's default step) and at each field step, for work without a
 * signal (app/fetch-ahead.ts); answers the field jobs among them, the most recently updated first,
 * at most FIELD_JOBS_AHEAD. Each list is its first page, as the screen opens it.
 */
export async function fieldJobsAhead(client: QueryClient): Promise<JobListRow[]> {
  void client.prefetchQuery(classificationsQuery);
  const steps = await client.fetchQuery(jobStepsQuery).catch(() => null);
  if (!steps) return [];
  const picks = new Set([steps.message, ...FIELD_STEPS.map(String)]);
  const lists = await Promise.all(
    [...picks].map((picked) => client.fetchInfiniteQuery(openingSearchQuery(picked)).catch(() => null)),
  );
  const jobs = new Map<number, JobListRow>();
  for (const row of lists.flatMap((l) => l?.pages.flatMap((p) => p.data) ?? [])) {
    if (isFieldJob(row)) jobs.set(row.jobId, row);
  }
  return [...jobs.values()].sort(newestFirst).slice(0, FIELD_JOBS_AHEAD);
}
