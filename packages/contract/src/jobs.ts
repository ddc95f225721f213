import { z } from 'zod';
import { INT_MAX, int, queryBool } from './common.ts';
import { endpoint } from './endpoint.ts';
import { ALL_STEPS, jobSteps } from './job-steps.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT, LIST_PAGE_SIZE, listCursor, pageFields, pageLimit, sortColumn, sortDir } from './paging.ts';

/**
 * One job in a job list (the home dashboard's widgets, /Jobs, an account's or opportunity's jobs):
 * spec 1 §3 "Job list row" and spec 2 §3. The document-2 issue extends this file; keep it general.
 */
export const jobListRow = z.object({
  jobId: int(),
  opportunityId: int(),
  opportunityName: z.string(),
  accountName: z.string(),
  jobName: z.string(),
  /** The classification's name, or null when the job has none. */
  jobClassification: z.string().nullable(),
  jobNumber: z.string(),
  /** The stage: the job-profile tab, a URL segment under /Opportunities/{opportunityId}/{jobId}/. */
  jobStage: z.string(),
  /** The step's name ('Hand-Off', 'On Rent', …) and id. */
  jobStep: z.string(),
  jobStepId: int(),
  /** 'Last Updated', UTC ISO 8601; shown in the browser's local time, 'N/A' when null. */
  lastUpdated: z.string().nullable(),
  jobDescription: z.string(),
  canceled: z.boolean(),
});
export type JobListRow = z.infer<typeof jobListRow>;

/**
 * The most rows one job-list page carries (`limit`; LIST_PAGE_SIZE when not given). The cost of a list
 * is its page (rows read, checked and serialized), not the table: 500 rows took p95 0.5–0.8 s at 20
 * connections on a 2-core server.
 */
export const JOB_LIST_LIMIT = 200;

/** The columns a job list sorts by (the job list screens' sortable columns); ties by job id. */
export const jobSortColumns = [
  'lastUpdated',
  'jobName',
  'jobClassification',
  'jobNumber',
  'jobStep',
  'accountName',
  'opportunityName',
] as const;
export type JobSortColumn = (typeof jobSortColumns)[number];

/** A job list a page at a time (paging.ts): newest update first unless `sort` says otherwise. */
export const jobPaging = {
  sort: sortColumn(jobSortColumns, 'lastUpdated'),
  dir: sortDir('desc'),
  after: listCursor.optional(),
  limit: pageLimit(JOB_LIST_LIMIT, LIST_PAGE_SIZE),
};

const stepIds: readonly number[] = jobSteps.map((s) => s.stepId);

/** A job step id, or -1 (ALL_STEPS) for every step. */
const jobStepFilter = z.coerce
  .number({ error: messages.invalidJobStep })
  .int(messages.invalidJobStep)
  .max(INT_MAX, messages.invalidJobStep)
  .refine((v) => v === ALL_STEPS || stepIds.includes(v), messages.invalidJobStep);

export const jobListQuery = z.object({
  /** false (the default): canceled jobs are left out; true: they are listed too. */
  canceled: queryBool.default(false),
  JobStep: jobStepFilter.default(ALL_STEPS),
  /** 0 (the default): every opportunity. */
  OpportunityId: z.coerce
    .number({ error: messages.invalidOpportunity })
    .int(messages.invalidOpportunity)
    .max(INT_MAX, messages.invalidOpportunity)
    .min(0, messages.invalidOpportunity)
    .default(0),
  ...jobPaging,
});
export type JobListQuery = z.input<typeof jobListQuery>;

export const jobList = endpoint({
  method: 'GET',
  path: '/Job/JobList',
  access: 'jobs.view',
  summary: `Jobs by step and opportunity, a page at a time (${LIST_PAGE_SIZE} rows unless limit says, at most ${JOB_LIST_LIMIT}), newest update first unless sort says; Drilling Users see drilling jobs only.`,
  query: jobListQuery,
  response: z.object({ success: z.literal(true), data: z.array(jobListRow), ...pageFields }),
});

export const jobStage = z.object({ stageId: int(), stageName: z.string() });
export type JobStage = z.infer<typeof jobStage>;

export const jobStageList = endpoint({
  method: 'GET',
  path: '/Job/JobStageList',
  access: 'jobs.view',
  summary: 'The job steps, in order (the stage pickers of job lists and dashboard widgets).',
  response: z.object({ success: z.literal(true), data: z.array(jobStage) }),
});

/** The stage keys of the job steps (Scope, Budgeting, Approval, Installation, OnRent, TearDown, closed). */
export const jobStageKeys = [...new Set(jobSteps.map((s) => s.stage))];

/** The advanced job search of /Jobs (spec 2 §7); every field optional, text fields match "contains". */
export const jobSearchBody = z.object({
  jobName: z.string().trim().max(200).default(''),
  jobNumber: z.string().trim().max(50).default(''),
  /** Part of the account's name. */
  account: z.string().trim().max(200).default(''),
  stages: z
    .array(z.enum(jobStageKeys as [string, ...string[]], { error: messages.invalidJobStep }))
    .max(20)
    .default([]),
  steps: z
    .array(
      z
        .number()
        .int()
        .max(INT_MAX)
        .refine((v) => stepIds.includes(v), messages.invalidJobStep),
    )
    .max(20)
    .default([]),
  classifications: z.array(int().positive()).max(50).default([]),
  /** true: canceled jobs are listed too. */
  canceled: z.boolean().default(false),
  ...jobPaging,
});
export type JobSearchBody = z.input<typeof jobSearchBody>;

export const searchJobs = endpoint({
  method: 'POST',
  path: '/Job/SearchJobs',
  access: 'jobs.view',
  summary: `The advanced job search, a page at a time like JobList (truncated, like more, tells more rows exist); Drilling Users see drilling jobs only.`,
  body: jobSearchBody,
  response: z.object({ success: z.literal(true), data: z.array(jobListRow), truncated: z.boolean(), ...pageFields }),
});

export const jobListExport = endpoint({
  method: 'GET',
  path: '/Job/JobList/Export',
  access: 'jobs.view',
  summary: `JobList's jobs, ${LIST_EXPORT}; Drilling Users see drilling jobs only.`,
  query: jobListQuery.omit({ after: true, limit: true }),
  file: 'xlsx',
});

export const searchJobsExport = endpoint({
  method: 'POST',
  path: '/Job/SearchJobs/Export',
  access: 'jobs.view',
  summary: `The advanced job search's jobs, ${LIST_EXPORT}; Drilling Users see drilling jobs only.`,
  body: jobSearchBody.omit({ after: true, limit: true }),
  file: 'xlsx',
});

export const jobsEndpoints = { jobList, jobStageList, searchJobs, jobListExport, searchJobsExport };
