import { z } from 'zod';
import { idBody } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * A job and its profile (spec 2 §2 "Jobs", §3 "Job", §7 "Jobs"): get, save, cancel, the stage
 * tabs, steps, return to scope, notes, classifications, billing and the advanced job search.
 */

/** One stage tab of the job profile, from the server (spec 2 §2). */
export const jobStageTab = z.object({
  stageName: z.string(),
  /** The URL segment under /Opportunities/{opportunityId}/{jobId}/: Scope, Budgeting, Approval, … */
  navUrl: z.string(),
  disabled: z.boolean(),
});
export type JobStageTab = z.infer<typeof jobStageTab>;

/** The job as its profile shows it. */
export const jobInfo = z.object({
  jobId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  /** The opportunity is a drilling site. */
  isDrilling: z.boolean(),
  jobName: z.string(),
  jobDescription: z.string(),
  /** The classification's id, and its name (null when the job has none). */
  jobClassification: z.number().int().nullable(),
  jobClassificationName: z.string().nullable(),
  canceled: z.boolean(),
  /** The shipping location's id and its one-line address. */
  shippingLocation: z.number().int().nullable(),
  shippingAddress: z.string(),
  jobNumber: z.string(),
  jobStage: z.string(),
  jobStep: z.string(),
  jobStepId: z.number().int(),
  /** Who completed the last step and when (UTC ISO 8601). */
  completedBy: z.string().nullable(),
  completedDate: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type JobInfo = z.infer<typeof jobInfo>;

export const getJobProfile = endpoint({
  method: 'POST',
  path: '/Job/GetJobProfile',
  access: 'jobs.view',
  summary: 'The job profile: the job, its prevailing-wage flag (Yes or No) and the stage tabs.',
  body: idBody,
  response: z.object({
    success: z.literal(true),
    prevailingWage: z.enum(['Yes', 'No']),
    jobInfo,
    navigation: z.array(jobStageTab),
  }),
});

export const jobProfileEndpoints = { getJobProfile };
