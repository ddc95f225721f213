import { getJobSteps, getTypeList } from '@fieldbook/contract/job-profile';
import { type JobSearchBody, searchJobs } from '@fieldbook/contract/jobs';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { JobColumn } from '../../../entities/job/index.ts';
import { call } from '../../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../../shared/api/query-client.ts';
import type { Dir } from '../../../shared/ui/SortHeader.tsx';

// The job list's data on its own: the job form's queries (jobs.queries.ts) bring the
// opportunity, account and call descriptors, which the list does not need before it shows.

/** The job classifications (GET /PB/GetTypeList); they change rarely. */
export const classificationsQuery = queryOptions({
  queryKey: ['jobs', 'classifications'],
  queryFn: () => call(getTypeList).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const useClassifications = () => useQuery(classificationsQuery);

export const jobStepsQuery = queryOptions({
  queryKey: ['jobs', 'steps'],
  queryFn: () => call(getJobSteps),
  staleTime: 5 * 60_000,
});

export const useJobSteps = () => useQuery(jobStepsQuery);

export type JobSearch = Required<Omit<JobSearchBody, 'after' | 'limit'>>;

/** The job search a page at a time, sorted by the server (body.sort, body.dir); `fetchNextPage` adds the next. */
export const jobSearchQuery = (body: JobSearch) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'search', body],
    queryFn: ({ pageParam }) => call(searchJobs, { body: { ...body, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: SEEDED_FRESH_MS,
  });

/** The search as the screen opens: no texts, no filters, the last updated first. */
export const NO_TEXT = { jobName: '', jobNumber: '', account: '' };
export const FIRST_SORT: { column: JobColumn; dir: Dir } = { column: 'lastUpdated', dir: 'desc' };

/** The steps searched for the picked step: 'View All Jobs' (-1) is every step. */
export const stepsOf = (picked: string | null) => (picked && picked !== '-1' ? [Number(picked)] : []);

export const searchBody = (
  text: typeof NO_TEXT,
  filters: Pick<JobSearch, 'stages' | 'steps' | 'classifications' | 'canceled'>,
  sort: typeof FIRST_SORT,
): JobSearch => ({ ...text, ...filters, sort: sort.column, dir: sort.dir });

/** The list as the screen opens at a picked step: its first page. */
export const openingSearchQuery = (picked: string | null) =>
  jobSearchQuery(
    searchBody(NO_TEXT, { stages: [], steps: stepsOf(picked), classifications: [], canceled: false }, FIRST_SORT),
  );

/** The advanced job search; `enabled` false until the default step is known. */
export const useJobSearch = (body: JobSearch, enabled = true) =>
  useInfiniteQuery({ ...jobSearchQuery(body), placeholderData: keepPreviousData, enabled });
