import type { JobListRow } from '@fieldbook/contract';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { type Column, everyRow, sendListExport } from '../../platform/xlsx/index.ts';
import type { JobRowFilter } from './jobs.queries.ts';
import {
  type JobListFilters,
  type JobSearchFilters,
  jobRowsFor,
  listFilter,
  type Paging,
  searchFilter,
} from './jobs.service.ts';

// The job lists' exports (docs/decisions/spreadsheets.md): the job lists, the search, an account's jobs.

/** The columns of a job list's export, as the list screens show them. */
const jobColumns: Column<JobListRow>[] = [
  { header: 'Job Name', kind: 'text', value: (r) => r.jobName },
  { header: 'Classification', kind: 'text', value: (r) => r.jobClassification },
  { header: 'Job Number', kind: 'text', value: (r) => r.jobNumber },
  { header: 'Job Step', kind: 'text', value: (r) => r.jobStep },
  { header: 'Account', kind: 'text', value: (r) => r.accountName },
  { header: 'Opportunity', kind: 'text', value: (r) => r.opportunityName },
  { header: 'Last Updated', kind: 'datetime', value: (r) => r.lastUpdated },
  { header: 'Description', kind: 'text', value: (r) => r.jobDescription },
  { header: 'Canceled', kind: 'text', value: (r) => (r.canceled ? 'Yes' : 'No') },
];

/**
 * A job list's export (the job lists, the search, an account's jobs): every job of its filter and
 * sort, with the drilling restriction, a page at a time.
 */
export const sendJobsExport = (
  ctx: Ctx,
  reply: FastifyReply,
  filter: Omit<JobRowFilter, 'visibility' | 'after' | 'limit'>,
  asked: Record<string, unknown>,
) =>
  sendListExport(ctx, reply, {
    list: 'jobs',
    title: 'Jobs',
    columns: jobColumns,
    rows: everyRow((after, limit) => jobRowsFor(ctx, { ...filter, after, limit })),
    filters: asked,
  });

/** GET /Job/JobList/Export. */
export const jobListExport = (ctx: Ctx, reply: FastifyReply, q: JobListFilters & Pick<Paging, 'sort' | 'dir'>) =>
  sendJobsExport(ctx, reply, { ...listFilter(q), sort: q.sort, dir: q.dir }, q);

/** POST /Job/SearchJobs/Export. */
export const searchJobsExport = (ctx: Ctx, reply: FastifyReply, b: JobSearchFilters) =>
  sendJobsExport(ctx, reply, { ...searchFilter(b), sort: b.sort, dir: b.dir }, b);
