import { z } from 'zod';
import { INT_MAX, id, idBody, int, okMessage, queryBool } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import type { Permission } from '../permissions.ts';

// A job's attachments at the steps that carry them (spec 2).

// --- job attachments ------------------------------------------------------------------------------

/** The job steps that carry attachments, and the stage permission that may change them. */
export const ATTACHMENT_STEP_PERMISSIONS = {
  1: 'stage.handOff',
  7: 'stage.clientApproval',
  10: 'stage.installation',
  11: 'stage.onRent',
  12: 'stage.tearDown',
} as const satisfies Record<number, Permission>;

/** The permission that may add, favourite or delete attachments of a step; null for other steps. */
export function attachmentWritePermission(stepId: number): Permission | null {
  return (ATTACHMENT_STEP_PERMISSIONS as Record<number, Permission>)[stepId] ?? null;
}

const attachmentStep = z.coerce
  .number({ error: messages.attachmentStepInvalid })
  .int(messages.attachmentStepInvalid)
  .max(INT_MAX, messages.attachmentStepInvalid)
  .refine((v) => attachmentWritePermission(v) !== null, messages.attachmentStepInvalid);

export const jobAttachment = z.object({
  jobAttachmentId: int(),
  name: z.string(),
  favorite: z.boolean(),
  contentType: z.string(),
  size: int(),
  /** UTC ISO 8601. */
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type JobAttachment = z.infer<typeof jobAttachment>;

export const jobAttachmentList = endpoint({
  method: 'GET',
  path: '/JobAttachment/GetJobAttachmentList',
  access: 'jobs.view',
  summary: "A job's attachments at a step, favourites first, newest first.",
  query: z.object({ jobId: id, stepId: attachmentStep }),
  response: z.object({ success: z.literal(true), data: z.array(jobAttachment) }),
});

/** The text fields of the upload form (multipart); the file travels in the field `file`. */
export const jobAttachmentUploadFields = z.object({
  JobId: z.coerce
    .number({ error: messages.required('JobId') })
    .int(messages.required('JobId'))
    .max(INT_MAX, messages.required('JobId'))
    .positive(),
  JobStep: attachmentStep,
});

export const saveJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/SaveJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary:
    "Uploads one file to a job at a step: multipart/form-data with JobId, JobStep and one file in file (PDF, Office, text, CSV, JPEG or PNG). Needs the step's stage permission for the job's class.",
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string(), jobAttachmentId: int() }),
});

export const getJobAttachment = endpoint({
  method: 'GET',
  path: '/JobAttachment/GetJobAttachment',
  access: 'jobs.view',
  summary: 'Downloads an attachment under its file name (inline for images and PDF unless download=true).',
  query: z.object({ FileId: id, download: queryBool.default(false) }),
  file: 'document',
});

export const deleteJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/DeleteJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary: "Deletes an attachment and its file (the step's stage permission for the job's class).",
  body: idBody,
  response: okMessage,
});

export const favoriteJobAttachment = endpoint({
  method: 'POST',
  path: '/JobAttachment/FavoriteJobAttachment',
  access: Object.values(ATTACHMENT_STEP_PERMISSIONS),
  summary: "Marks an attachment a favourite or not (the step's stage permission for the job's class).",
  body: z.object({ id, favorite: z.boolean() }),
  response: okMessage,
});
