import { z } from 'zod';
import { checkBilling, closeStepPermission, getApprovals } from './approvals.ts';
import { checkClonePermission } from './clone.ts';
import { id } from './common.ts';
import { endpoint } from './endpoint.ts';
import { jobAttachmentList } from './hand-off.ts';
import { jobNoteList, jobProfile, jobStageTabs } from './job-profile.ts';
import { reminderList } from './reminders.ts';

/**
 * The job page in one call (not in the specification): what /Opportunities/{oppId}/{jobId}/{stage}
 * shows at first paint, each part exactly as its own call answers it, so the client can hand each
 * part to the query that would otherwise have asked for it. Every part's own call stays.
 */

const stageNames = jobStageTabs.map((t) => t.navUrl) as [string, ...string[]];

type Answer<E> = E extends { response?: infer R } ? NonNullable<R> : never;
const answerOf = <E extends { response?: z.ZodType }>(e: E) => e.response as Answer<E>;

/** The parts of the stage the page opens at: each null where that stage's screen does not show it. */
export const jobPageStage = z.object({
  /** The stage tab (its navUrl) these parts belong to. */
  stage: z.enum(stageNames),
  /** GET /Job/CloseStepPermission of a field stage (Installation, On Rent, Tear Down). */
  closeStepPermission: answerOf(closeStepPermission).nullable(),
  /** POST /JobApproval/GetApprovals at the Approval stage. */
  approvals: answerOf(getApprovals).nullable(),
  /** GET /JobAttachment/GetJobAttachmentList's data at the step whose attachments the stage lists. */
  attachments: z.object({ stepId: z.number().int(), data: answerOf(jobAttachmentList).shape.data }).nullable(),
});
export type JobPageStage = z.infer<typeof jobPageStage>;

export const jobPageAnswer = z.object({
  success: z.literal(true),
  /** POST /Job/GetJobProfile. */
  profile: jobProfile,
  /** GET /Job/CheckBilling's data. */
  billing: answerOf(checkBilling).shape.data,
  /** GET /JobClone/CheckClonePermission. */
  clonePermission: answerOf(checkClonePermission),
  /** GET /Job/JobNoteList's data. */
  notes: answerOf(jobNoteList).shape.data,
  /** GET /Reminder/ReminderList's data. */
  reminders: answerOf(reminderList).shape.data,
  stage: jobPageStage,
});
export type JobPageAnswer = z.infer<typeof jobPageAnswer>;

export const jobPage = endpoint({
  method: 'GET',
  path: '/Job/JobPage',
  access: 'jobs.view',
  summary:
    "The job page at first paint: the profile, billing state, clone permission, notes and reminders, and for the stage opened (stage, default the job's current one) its close permission, approvals and attachments.",
  query: z.object({ jobId: id, stage: z.enum(stageNames).optional() }),
  response: jobPageAnswer,
});

export const jobPageEndpoints = { jobPage };
