import { z } from 'zod';
import { INT_MAX, id, int, okMessage, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { LIST_EXPORT } from '../paging.ts';
import { EDIT, positiveId, VIEW } from './internal.ts';

// Failure reports of an asset, their photos and the failure log (spec 4 §3 "Asset failure form").

export const failureJobHistory = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureJobHistory',
  access: VIEW,
  summary: 'The jobs an asset has been at (newest first), for the failure form: jobId, jobName, jobNumber.',
  query: z.object({ assetId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ jobId: int(), jobName: z.string(), jobNumber: z.string() })),
  }),
});

const requiredDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message);

export const failureFormBody = z.object({
  /** 0 creates. */
  assetFailureId: z.number().int().min(0).max(INT_MAX).default(0),
  assetId: id,
  lastOperation: requiredDateTime(messages.failureLastOperationRequired),
  failureDate: requiredDateTime(messages.failureDateRequired),
  jobFailureId: positiveId(messages.failureJobRequired),
  technicianId: positiveId(messages.failureTechnicianRequired),
  meterInCirculation: z.boolean({ error: messages.failureCirculationRequired }),
  natureOfFailure: requiredText(messages.failureNatureRequired, 4000),
  correctiveActions: requiredText(messages.failureCorrectiveRequired, 4000),
});
export type FailureFormInput = z.input<typeof failureFormBody>;

export const failurePhoto = z.object({ assetFailurePhotoId: int(), fileName: z.string() });
export const failureReport = z.object({
  assetFailureId: int(),
  assetId: int(),
  lastOperation: z.string(),
  failureDate: z.string(),
  jobFailureId: int().nullable(),
  technicianId: int().nullable(),
  meterInCirculation: z.boolean(),
  natureOfFailure: z.string(),
  correctiveActions: z.string(),
  serialNumber: z.string(),
  assetName: z.string(),
  officeName: z.string(),
  technicianName: z.string(),
  /** The job's name (and number). */
  jobFailure: z.string(),
  photos: z.array(failurePhoto),
});
export type FailureReport = z.infer<typeof failureReport>;

export const failureLogRow = z.object({
  assetFailureId: int(),
  /** The failure date, ISO. */
  date: z.string(),
  serialNumber: z.string(),
  office: z.string(),
  job: z.string(),
  inCirculation: z.boolean(),
  description: z.string(),
  response: z.string(),
});
export type FailureLogRow = z.infer<typeof failureLogRow>;

export const saveFailureForm = endpoint({
  method: 'POST',
  path: '/AssetInventory/FailureForm',
  access: EDIT,
  summary:
    'Saves a failure report of an asset (assetFailureId 0 creates); the answer carries its id for the photo uploads.',
  body: failureFormBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int() }),
});
export const getFailureForm = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureForm',
  access: VIEW,
  summary: 'One failure report (id = assetFailureId), read view with its photos.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: failureReport }),
});
/** The failure log's days (the service reads them: 'Enter a date as YYYY-MM-DD.' for one it cannot). */
const failureLogQuery = z.object({ startDate: z.string().max(40).optional(), endDate: z.string().max(40).optional() });

export const failureFormList = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureFormList',
  access: VIEW,
  summary:
    'The failure log between two days inclusive (startDate, endDate as YYYY-MM-DD or ISO; the default range is the last 90 days up to now), newest first.',
  query: failureLogQuery,
  response: z.object({ success: z.literal(true), data: z.array(failureLogRow) }),
});
export const failureFormListExport = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailureFormList/Export',
  access: VIEW,
  summary: `FailureFormList's failures between the two days, ${LIST_EXPORT}.`,
  query: failureLogQuery,
  file: 'xlsx',
});

/** The text field of the photo upload (multipart); the image travels in the field `file`. */
export const failurePhotoFields = z.object({ FailureId: z.coerce.number().int().positive().max(INT_MAX) });
export const uploadFailurePhoto = endpoint({
  method: 'POST',
  path: '/AssetInventory/FailurePhoto',
  access: EDIT,
  summary:
    'Adds a photo to a failure report (FailureId, file). Images only, checked by content; one file; kept with a resized copy.',
  multipart: true,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    assetFailurePhotoId: int(),
    fileName: z.string(),
  }),
});
export const getFailurePhoto = endpoint({
  method: 'GET',
  path: '/AssetInventory/FailurePhoto',
  access: VIEW,
  summary: 'A failure photo (PhotoId): the resized copy, or the original with original=true; its real type, nosniff.',
  query: z.object({ PhotoId: id, original: z.enum(['true', 'false']).optional() }),
  file: 'image',
});
export const deleteFailurePhoto = endpoint({
  method: 'GET',
  path: '/AssetInventory/DeleteFailurePhoto',
  access: EDIT,
  summary: 'Removes a failure photo (PhotoId).',
  query: z.object({ PhotoId: id }),
  response: okMessage,
});
