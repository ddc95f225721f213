import { ALL_STEPS, JOB_LIST_LIMIT, type JobListRow, type JobStage, jobSteps } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { drillingJobsOnly } from './jobs.policy.ts';
import { type JobRowFilter, selectJobRows } from './jobs.queries.ts';

/** Job list rows the signed-in user may see (the drilling restriction applied here, once for every list). */
export async function jobRowsFor(ctx: Ctx, filter: Omit<JobRowFilter, 'drillingOnly'>): Promise<JobListRow[]> {
  const rows = await selectJobRows(ctx.db, { ...filter, drillingOnly: drillingJobsOnly(ctx.user.permissions) });
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
