import { z } from 'zod';
import { INT_MAX, id, idBody, int, okMessage, optionalText, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

/**
 * A job and its profile (spec 2 §2 "Jobs", §3 "Job", §7 "Jobs"): get, save, cancel, the stage
 * tabs, steps, return to scope, notes, classifications and the job history. The advanced job search
 * is in jobs.ts with the other job lists.
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
  jobId: int(),
  opportunityId: int(),
  opportunityName: z.string(),
  accountId: int(),
  accountName: z.string(),
  /** The opportunity is a drilling site. */
  isDrilling: z.boolean(),
  jobName: z.string(),
  jobDescription: z.string(),
  /** The classification's id, and its name (null when the job has none). */
  jobClassification: int().nullable(),
  jobClassificationName: z.string().nullable(),
  canceled: z.boolean(),
  /** The shipping location's id and its one-line address. */
  shippingLocation: int().nullable(),
  shippingAddress: z.string(),
  jobNumber: z.string(),
  jobStage: z.string(),
  jobStep: z.string(),
  jobStepId: int(),
  /** Who completed the last step and when (UTC ISO 8601). */
  completedBy: z.string().nullable(),
  completedDate: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type JobInfo = z.infer<typeof jobInfo>;

/**
 * The stage tabs of the job profile, in order, with the first step of each (spec 2 §2): a tab is
 * disabled while the job has not reached that step.
 */
export const jobStageTabs = [
  { stageName: 'Scope', navUrl: 'Scope', firstStep: 1 },
  { stageName: 'Budgeting', navUrl: 'Budgeting', firstStep: 3 },
  { stageName: 'Approval', navUrl: 'Approval', firstStep: 5 },
  { stageName: 'Installation', navUrl: 'Installation', firstStep: 10 },
  { stageName: 'On Rent', navUrl: 'OnRent', firstStep: 11 },
  { stageName: 'Tear Down', navUrl: 'TearDown', firstStep: 12 },
  { stageName: 'Complete', navUrl: 'closed', firstStep: 13 },
] as const;

/** The job for its edit form (POST /Job/GetJob): spec 2 §3 "Job" and the shipping location's address. */
export const jobShippingDetail = z.object({
  accountLocationId: int(),
  locationName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type JobShippingDetail = z.infer<typeof jobShippingDetail>;

export const jobDetail = jobInfo.extend({ shippingLocationDetail: jobShippingDetail.nullable() });
export type JobDetail = z.infer<typeof jobDetail>;

export const getJob = endpoint({
  method: 'POST',
  path: '/Job/GetJob',
  access: 'jobs.view',
  summary: 'One job for the edit form, with its shipping location.',
  body: idBody,
  response: z.object({ success: z.literal(true), data: jobDetail }),
});

/** 'New Address' of the job form: creates a job location of the opportunity's account. */
export const jobNewAddress = z.object({
  locationName: requiredText(messages.jobLocationNameRequired),
  address1: requiredText(messages.jobAddress1Required),
  address2: optionalText(200),
  city: requiredText(messages.jobCityRequired, 100),
  state: requiredText(messages.jobStateRequired, 50),
  zip: requiredText(messages.jobZipRequired, 20),
});
export type JobNewAddress = z.output<typeof jobNewAddress>;

/** The fields the job form validates before sending (the client uses the same schema). */
export const jobFields = z.object({
  jobName: requiredText(messages.jobNameRequired),
  jobDescription: optionalText(4000),
  /** A classification id from GET /PB/GetTypeList, or null. */
  jobClassification: z
    .number({ error: messages.jobClassificationInvalid })
    .int()
    .positive()
    .max(INT_MAX, messages.jobClassificationInvalid)
    .nullable()
    .default(null),
  /** An existing location of the account (kept as is), or null with newAddress, or neither. */
  shippingLocation: int().positive().nullable().default(null),
  newAddress: jobNewAddress.nullable().default(null),
});

export const saveJob = endpoint({
  method: 'POST',
  path: '/Job/SaveJob',
  access: 'jobs.edit',
  summary:
    "Creates (jobId 0, under opportunityId) or updates a job; 'newAddress' creates a job location of the account. Drilling Users: 403; closed opportunity: 400.",
  body: jobFields.extend({ jobId: int().min(0), opportunityId: id }),
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

export const cancelJob = endpoint({
  method: 'POST',
  path: '/Job/CancelJob',
  access: 'jobs.edit',
  summary: 'Cancel Job (canceled true) or Un-Cancel Job (false); a repeat of the same state changes nothing.',
  body: z.object({ jobId: id, canceled: z.boolean() }),
  response: okMessage,
});

/** The job profile: the job, its prevailing-wage flag and the stage tabs. */
export const jobProfile = z.object({
  success: z.literal(true),
  prevailingWage: z.enum(['Yes', 'No']),
  jobInfo,
  navigation: z.array(jobStageTab),
});
export type JobProfile = z.infer<typeof jobProfile>;

export const getJobProfile = endpoint({
  method: 'POST',
  path: '/Job/GetJobProfile',
  access: 'jobs.view',
  summary: 'The job profile: the job, its prevailing-wage flag (Yes or No) and the stage tabs.',
  body: idBody,
  response: jobProfile,
});

export const jobStepChoice = z.object({ stepId: int(), stepName: z.string() });
export type JobStepChoice = z.infer<typeof jobStepChoice>;

export const getJobSteps = endpoint({
  method: 'GET',
  path: '/Job/GetJobSteps',
  access: 'jobs.view',
  summary:
    "The step choices of /Jobs ('View All Jobs' -1 first, except for Drilling Users) and, as message, the default step ('-1', or '10' for Drilling Users).",
  response: z.object({ success: z.literal(true), data: z.array(jobStepChoice), message: z.string() }),
});

export const revertScope = endpoint({
  method: 'GET',
  path: '/Job/RevertScope',
  access: 'jobs.revertScope',
  summary: "Return to Scope Phase: the job goes back to step 1 (Hand-Off) and its hand-off is no longer 'completed'.",
  query: z.object({ jobId: id }),
  response: okMessage,
});

export const checkRevertScopePermission = endpoint({
  method: 'GET',
  path: '/Job/CheckRevertScopePermission',
  access: 'jobs.revertScope',
  summary: "Whether to show 'Return to Scope Phase': 403 without the permission, success false for a Drilling User.",
  response: z.object({ success: z.boolean() }),
});

export const classification = z.object({ classificationId: int(), classificationName: z.string() });
export type Classification = z.infer<typeof classification>;

export const getTypeList = endpoint({
  method: 'GET',
  path: '/PB/GetTypeList',
  access: 'jobs.view',
  summary: 'The job classifications, in their order.',
  response: z.object({ success: z.literal(true), data: z.array(classification) }),
});

/** A job note (spec 2 §3): editable is true on the signed-in user's own notes when they may write notes. */
export const jobNote = z.object({
  jobNoteId: int(),
  title: z.string(),
  description: z.string(),
  noteUser: z.string(),
  /** Written (UTC ISO 8601). */
  date: z.string(),
  editable: z.boolean(),
});
export type JobNote = z.infer<typeof jobNote>;

/** Notes under the header of the step they were written at; newest group and note first. */
export const jobNoteGroup = z.object({ header: z.string(), notes: z.array(jobNote) });
export type JobNoteGroup = z.infer<typeof jobNoteGroup>;

export const jobNoteList = endpoint({
  method: 'GET',
  path: '/Job/JobNoteList',
  access: 'jobs.view',
  summary: 'The notes of a job grouped under the step they were written at, newest first.',
  query: z.object({ jobId: id }),
  response: z.object({ success: z.literal(true), data: z.array(jobNoteGroup) }),
});

export const getJobNote = endpoint({
  method: 'POST',
  path: '/Job/GetJobNote',
  access: 'jobs.view',
  summary: 'One note (the edit form).',
  body: idBody,
  response: z.object({ success: z.literal(true), data: jobNote.extend({ jobId: int() }) }),
});

export const jobNoteFields = z.object({
  title: requiredText(messages.jobNoteTitleRequired),
  description: requiredText(messages.jobNoteBodyRequired, 10_000),
});

export const saveJobNote = endpoint({
  method: 'POST',
  path: '/Job/SaveJobNote',
  access: 'jobs.edit',
  summary: 'Adds a note at the job’s current step (no jobNoteId or 0), or edits one of the user’s own notes.',
  body: jobNoteFields.extend({ jobId: id, jobNoteId: int().min(0).default(0) }),
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});

/** One line of the job history: who, when, and what happened in words. */
export const jobHistoryEntry = z.object({
  id: int(),
  /** The recorded action ('job.cancel', 'handOff.complete', …). */
  action: z.string(),
  text: z.string(),
  userName: z.string().nullable(),
  /** UTC ISO 8601. */
  at: z.string(),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntry>;

export const JOB_HISTORY_LIMIT = 200;

export const jobHistory = endpoint({
  method: 'GET',
  path: '/Job/JobHistory',
  access: 'jobs.view',
  summary: `The job's history (audit rows of entity 'job'), newest first, at most ${JOB_HISTORY_LIMIT}.`,
  query: z.object({ jobId: id }),
  response: z.object({ success: z.literal(true), data: z.array(jobHistoryEntry) }),
});

export const jobProfileEndpoints = {
  getJob,
  saveJob,
  cancelJob,
  getJobProfile,
  getJobSteps,
  revertScope,
  checkRevertScopePermission,
  getTypeList,
  jobNoteList,
  getJobNote,
  saveJobNote,
  jobHistory,
};
