import {
  ALL_STEPS,
  type JobListRow,
  type JobStage,
  type JobStepChoice,
  type jobSearchBody,
  jobSteps,
} from '@fieldbook/contract';
import type { z } from 'zod';
import { selectRows } from '../../db/rows.ts';
import type { Ctx } from '../../platform/context.ts';
import { mayListEveryStep, visibleJobsFilter } from './job-access.ts';
import { type JobRowFilter, selectJobRows } from './jobs.queries.ts';

/** A page of job list rows: `limit` rows after the cursor, with `more` and the `next` cursor. */
export interface JobPage {
  data: JobListRow[];
  more: boolean;
  next: string | null;
}

/** A page of the job list rows the signed-in user may see (the drilling restriction applied here, once). */
export async function jobRowsFor(ctx: Ctx, filter: Omit<JobRowFilter, 'visibility'>): Promise<JobPage> {
  const statement = selectJobRows(ctx.db, { ...filter, visibility: visibleJobsFilter(ctx.user) });
  const { data, more, next } = statement.page(await selectRows(ctx.db, statement.query));
  return {
    // sortKey is not in the answer's schema: the serializer leaves it out.
    data: data.map((r) => ({
      ...r,
      lastUpdated: r.lastUpdated ? r.lastUpdated.toISOString() : null,
    })),
    more,
    next,
  };
}

export type Paging = Pick<JobRowFilter, 'sort' | 'dir' | 'after' | 'limit'>;
const paging = (q: Paging): Paging => ({ sort: q.sort, dir: q.dir, after: q.after, limit: q.limit });

export type JobListFilters = { canceled: boolean; JobStep: number; OpportunityId: number };

/** JobList's filter: JobStep -1 is every step, OpportunityId 0 every opportunity. */
export const listFilter = (q: JobListFilters) => ({
  stepId: q.JobStep === ALL_STEPS ? null : q.JobStep,
  opportunityId: q.OpportunityId === 0 ? null : q.OpportunityId,
  includeCanceled: q.canceled,
});

/** GET /Job/JobList. */
export async function jobList(ctx: Ctx, q: JobListFilters & Paging) {
  const page = await jobRowsFor(ctx, { ...listFilter(q), ...paging(q) });
  return { success: true as const, ...page };
}

/** GET /Job/JobStageList: the job steps of contract/job-steps.ts (the job_steps table mirrors them). */
export function jobStageList() {
  const data: JobStage[] = jobSteps.map((s) => ({ stageId: s.stepId, stageName: s.stepName }));
  return { success: true as const, data };
}

export type JobSearchFilters = Omit<z.output<typeof jobSearchBody>, 'after' | 'limit'>;

/** The advanced search's filter. */
export const searchFilter = (b: JobSearchFilters) => ({
  stepId: null,
  opportunityId: null,
  includeCanceled: b.canceled,
  jobName: b.jobName,
  jobNumber: b.jobNumber,
  accountName: b.account,
  stages: b.stages,
  steps: b.steps,
  classificationIds: b.classifications,
});

/** POST /Job/SearchJobs: one statement; `truncated` repeats `more`, as the answer had it before pages. */
export async function searchJobs(ctx: Ctx, b: z.output<typeof jobSearchBody>) {
  const page = await jobRowsFor(ctx, { ...searchFilter(b), ...paging(b) });
  return { success: true as const, ...page, truncated: page.more };
}

/** The step Drilling Users' /Jobs opens on (spec 2 §6): Installation. */
const DRILLING_DEFAULT_STEP = 10;

/** GET /Job/GetJobSteps: 'View All Jobs' first except for Drilling Users, and the default step as message. */
export function jobStepChoices(ctx: Ctx) {
  const everyStep = mayListEveryStep(ctx.user);
  const steps: JobStepChoice[] = jobSteps.map((s) => ({ stepId: s.stepId, stepName: s.stepName }));
  const data = everyStep ? [{ stepId: ALL_STEPS, stepName: 'View All Jobs' }, ...steps] : steps;
  return { success: true as const, data, message: String(everyStep ? ALL_STEPS : DRILLING_DEFAULT_STEP) };
}
