import {
  ALL_STEPS,
  JOB_LIST_LIMIT,
  type JobListRow,
  type JobSearchBody,
  type JobStage,
  type JobStepChoice,
  jobSteps,
} from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { drillingJobsOnly, visibleJobsFilter } from './job-access.ts';
import { type JobRowFilter, selectJobRows } from './jobs.queries.ts';

/** Job list rows the signed-in user may see (the drilling restriction applied here, once for every list). */
export async function jobRowsFor(ctx: Ctx, filter: Omit<JobRowFilter, 'visibility'>): Promise<JobListRow[]> {
  const rows = await selectJobRows(ctx.db, { ...filter, visibility: visibleJobsFilter(ctx.user) });
  return rows.map((r) => ({ ...r, lastUpdated: r.lastUpdated ? r.lastUpdated.toISOString() : null }));
}

/** GET /Job/JobList: JobStep -1 is every step, OpportunityId 0 every opportunity. */
export async function jobList(ctx: Ctx, q: { canceled: boolean; JobStep: number; OpportunityId: number }) {
  const data = await jobRowsFor(ctx, {
    stepId: q.JobStep === ALL_STEPS ? null : q.JobStep,
    opportunityId: q.OpportunityId === 0 ? null : q.OpportunityId,
    includeCanceled: q.canceled,
    limit: JOB_LIST_LIMIT,
  });
  return { success: true as const, data };
}

/** GET /Job/JobStageList: the job steps of contract/job-steps.ts (the job_steps table mirrors them). */
export function jobStageList() {
  const data: JobStage[] = jobSteps.map((s) => ({ stageId: s.stepId, stageName: s.stepName }));
  return { success: true as const, data };
}

/** POST /Job/SearchJobs: one statement; one row more than the limit tells that more exist. */
export async function searchJobs(ctx: Ctx, b: Required<JobSearchBody>) {
  const rows = await jobRowsFor(ctx, {
    stepId: null,
    opportunityId: null,
    includeCanceled: b.canceled,
    limit: JOB_LIST_LIMIT + 1,
    jobName: b.jobName,
    jobNumber: b.jobNumber,
    accountName: b.account,
    stages: b.stages,
    steps: b.steps,
    classificationIds: b.classifications,
  });
  return { success: true as const, data: rows.slice(0, JOB_LIST_LIMIT), truncated: rows.length > JOB_LIST_LIMIT };
}

/** The step Drilling Users' /Jobs opens on (spec 2 §6): Installation. */
const DRILLING_DEFAULT_STEP = 10;

/** GET /Job/GetJobSteps: 'View All Jobs' first except for Drilling Users, and the default step as message. */
export function jobStepChoices(ctx: Ctx) {
  const drilling = drillingJobsOnly(ctx.user.permissions);
  const steps: JobStepChoice[] = jobSteps.map((s) => ({ stepId: s.stepId, stepName: s.stepName }));
  const data = drilling ? steps : [{ stepId: ALL_STEPS, stepName: 'View All Jobs' }, ...steps];
  return { success: true as const, data, message: String(drilling ? DRILLING_DEFAULT_STEP : ALL_STEPS) };
}
