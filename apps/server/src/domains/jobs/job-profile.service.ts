import { type JobDetail, type JobInfo, type JobStageTab, jobStageTabs, messages } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { maySeeJob } from './job-access.ts';
import * as q from './job-profile.queries.ts';

type InfoRow = NonNullable<Awaited<ReturnType<typeof q.findJobInfo>>>;

/** The one-line address of a shipping location: 'Site, 12 Main St, Town, TX 79701'. */
export function oneLineAddress(l: InfoRow['location']): string {
  if (!l) return '';
  return [l.locationName, l.address1, l.address2, l.city, `${l.state} ${l.zip}`.trim()].filter(Boolean).join(', ');
}

function present(r: InfoRow): JobInfo {
  const { location, prevailingWage: _pw, opportunityClosed: _oc, ...rest } = r;
  return {
    ...rest,
    shippingAddress: oneLineAddress(location),
    completedDate: r.completedDate?.toISOString() ?? null,
    lastUpdated: r.lastUpdated?.toISOString() ?? null,
  };
}

/**
 * The job row, read once, with the job gate's visibility rule (the 404 of requireJob: missing, or a
 * Drilling User and a non-drilling job).
 */
async function visibleJob(ctx: Ctx, jobId: number): Promise<InfoRow> {
  const row = await q.findJobInfo(ctx.db, jobId);
  if (!row || !maySeeJob(ctx.user, row.isDrilling)) throw notFound(messages.notFound);
  return row;
}

/** The stage tabs in order; a tab the job has not reached yet is disabled. */
export function stageNavigation(stepId: number): JobStageTab[] {
  return jobStageTabs.map((t) => ({ stageName: t.stageName, navUrl: t.navUrl, disabled: stepId < t.firstStep }));
}

export async function getJobProfile(ctx: Ctx, jobId: number) {
  return profileOf(await visibleJob(ctx, jobId));
}

/** GetJobProfile's answer from the job's row (the job page shares it). */
export function profileOf(row: InfoRow) {
  return {
    success: true as const,
    prevailingWage: row.prevailingWage ? ('Yes' as const) : ('No' as const),
    jobInfo: present(row),
    navigation: stageNavigation(row.jobStepId),
  };
}

export async function getJob(ctx: Ctx, jobId: number) {
  const row = await visibleJob(ctx, jobId);
  const data: JobDetail = { ...present(row), shippingLocationDetail: row.location };
  return { success: true as const, data };
}

export const typeList = async (ctx: Ctx) => ({ success: true as const, data: await q.selectClassifications(ctx.db) });
