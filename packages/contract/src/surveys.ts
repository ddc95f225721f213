import { z } from 'zod';
import { id, int, mailAnswer, okMessage, optionalText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { baseVersion, formVersion } from './offline.ts';
import { pdfMailFields } from './pdf-mail.ts';
import { timezoneOffset } from './reader-offset.ts';

// Survey forms (document 3 §2.8, §2.12, §3, §4, §5, §6, §7, §9): a noise/vibration survey of a job,
// its meter measurements, attachments by category and a site map with the meters placed on it.

/** The site map is kept and shown as an 800 x 500 PNG; a meter's marker is 32 px (spec §9). */
export const SURVEY_MAP_WIDTH = 800;
export const SURVEY_MAP_HEIGHT = 500;
export const SURVEY_MAP_MARKER = 32;

/** An unset deployment or retrieval date travels as year 1 (spec §5, §9). */
export const SURVEY_DATE_UNSET = '0001-01-01';
export const isSurveyDateSet = (day: string | null | undefined): day is string =>
  !!day && day.slice(0, 10) !== SURVEY_DATE_UNSET && /^\d{4}-\d{2}-\d{2}/.test(day);

/** The choice 0 of durations and survey types is Other, described in durationOther / surveyTypeOther. */
export const SURVEY_OTHER = 0;

export const SURVEY_DURATIONS = [
  { id: 1, name: '24 Hours' },
  { id: 2, name: '48 Hours' },
  { id: 3, name: '72 Hours' },
  { id: 4, name: '1 Week' },
  { id: 5, name: '2 Weeks' },
  { id: 6, name: '30 Days' },
  { id: 7, name: 'Length of the Job' },
  { id: SURVEY_OTHER, name: 'Other' },
] as const;

export const SURVEY_TYPES = [
  { id: 1, name: 'Baseline (Ambient)' },
  { id: 2, name: 'Compliance Monitoring' },
  { id: 3, name: 'Complaint Investigation' },
  { id: 4, name: 'Drilling / Completion Monitoring' },
  { id: 5, name: 'Construction Vibration' },
  { id: SURVEY_OTHER, name: 'Other' },
] as const;

export const SURVEY_ATTACHMENT_CATEGORIES = [
  { id: 1, name: 'Site Photos' },
  { id: 2, name: 'Field Notes' },
  { id: 3, name: 'Calibration Certificates' },
  { id: 4, name: 'Meter Data' },
  { id: 5, name: 'Reports' },
  { id: 6, name: 'Other' },
] as const;

/** The parameter flags of a survey (spec §3), in the order the form shows them. */
export const SURVEY_PARAMETERS = [
  { key: 'dBA', label: 'dBA' },
  { key: 'dBC', label: 'dBC' },
  { key: 'ldn', label: 'Ldn' },
  { key: 'cnel', label: 'CNEL' },
  { key: 'fullOctave', label: 'Full Octave' },
  { key: 'thirdOctave', label: 'Third Octave' },
  { key: 'statsLn', label: 'Statistics (Ln)' },
  { key: 'lMinMax', label: 'Lmin / Lmax' },
  { key: 'fullAudio', label: 'Full Audio' },
  { key: 'triggeredAudio', label: 'Triggered Audio' },
] as const;
export type SurveyParameter = (typeof SURVEY_PARAMETERS)[number]['key'];

/** The mutually exclusive pairs of parameters (spec §5), each with its refusal. */
export const SURVEY_EXCLUSIVE_PAIRS = [
  { first: 'fullOctave', second: 'thirdOctave', message: messages.surveyOctaveExclusive },
  { first: 'fullAudio', second: 'triggeredAudio', message: messages.surveyAudioExclusive },
] as const;

// --- shared field rules ---------------------------------------------------------------------------

/** Counts the user types: anything not numeric counts as 0 (spec §5); fractions are cut. */
export const countDefaultZero = z.preprocess(
  (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  },
  z.number().int().min(0, 'At least 0.').max(9999, 'At most 9999.'),
);

/** A meter's height: anything not numeric becomes 0 (spec §5); two decimals kept. */
export const heightDefaultZero = z.preprocess(
  (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
  },
  z.number().min(0, messages.surveyHeightRange).max(10000, messages.surveyHeightRange),
);

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );
export const latitude = coordinate(90, messages.surveyLatitudeRange);
export const longitude = coordinate(180, messages.surveyLongitudeRange);

/** A calendar day 'YYYY-MM-DD' from year 1 on (PostgreSQL has no year 0). */
export const calendarDay = z.iso
  .date(messages.surveyDateInvalid)
  .refine((d) => !d.startsWith('0000'), messages.surveyDateInvalid);

/**
 * A survey date: 'YYYY-MM-DD' (a longer ISO text is cut to its date). Empty, null and year 1 mean
 * not set, and come out as null.
 */
export const surveyDate = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && v.length > 10 ? v.slice(0, 10) : v),
  calendarDay.nullable().transform((d) => (isSurveyDateSet(d) ? d : null)),
);

const text = (max: number) => optionalText(max);
const flag = z.boolean().default(false);

// --- the survey form -----------------------------------------------------------------------------

/** Sections 1 and 2 (client/site and survey information): editable with forms.surveyTop. */
export const surveyFormTopFields = z.object({
  company: text(200),
  site: text(200),
  /** 'YYYY-MM-DD'; the day the form was created when not sent. */
  submissionDate: calendarDay,
  clientName: text(200),
  clientPhone: text(50),
  clientEmail: z.union([z.literal(''), z.email(messages.surveyEmailInvalid).max(200)]).default(''),
  salesperson: text(200),
  meterTech: text(200),
  engineer: text(200),
  gpsLat: latitude,
  gpsLong: longitude,
  address: text(300),
  city: text(100),
  state: text(50),
  /** A duration option id, 0 = Other (with durationOther), null = not chosen. */
  duration: int().nullable(),
  durationOther: text(200),
  /** A survey type option id, 0 = Other (with surveyTypeOther), null = not chosen. */
  surveyType: int().nullable(),
  surveyTypeOther: text(200),
  soundMeterCount: countDefaultZero,
  vibrationMeterCount: countDefaultZero,
  siteType: text(200),
  weatherStation: flag,
  factoryCalMeters: flag,
  dBA: flag,
  dBC: flag,
  ldn: flag,
  cnel: flag,
  fullOctave: flag,
  thirdOctave: flag,
  statsLn: flag,
  lMinMax: flag,
  fullAudio: flag,
  triggeredAudio: flag,
  noiseOrdinances: text(4000),
});
/** Section 4 (survey notes): editable with forms.surveyBottom, like the meters and the map. */
export const surveyFormBottomFields = z.object({
  notes: text(4000),
  notes_SiteActivity: text(4000),
  notes_Operations: text(4000),
  notes_Sources: text(4000),
  notes_Weather: text(4000),
});
export const SURVEY_TOP_KEYS = Object.keys(surveyFormTopFields.shape) as (keyof typeof surveyFormTopFields.shape)[];
export const SURVEY_BOTTOM_KEYS = Object.keys(
  surveyFormBottomFields.shape,
) as (keyof typeof surveyFormBottomFields.shape)[];

type SurveyRules = {
  duration: number | null;
  durationOther: string;
  surveyType: number | null;
  surveyTypeOther: string;
} & Record<SurveyParameter, boolean>;

/** The rules across fields (spec §5): exclusive parameter pairs, known options, Other described. */
export function surveyFormIssues(v: SurveyRules): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  for (const pair of SURVEY_EXCLUSIVE_PAIRS)
    if (v[pair.first] && v[pair.second]) out.push({ path: pair.second, message: pair.message });
  if (v.duration !== null && !SURVEY_DURATIONS.some((d) => d.id === v.duration))
    out.push({ path: 'duration', message: messages.surveyDurationUnknown });
  if (v.duration === SURVEY_OTHER && !v.durationOther)
    out.push({ path: 'durationOther', message: messages.surveyDurationOtherRequired });
  if (v.surveyType !== null && !SURVEY_TYPES.some((d) => d.id === v.surveyType))
    out.push({ path: 'surveyType', message: messages.surveyTypeUnknown });
  if (v.surveyType === SURVEY_OTHER && !v.surveyTypeOther)
    out.push({ path: 'surveyTypeOther', message: messages.surveyTypeOtherRequired });
  return out;
}

/** What the editor edits: both halves, checked across fields. */
export const surveyFormFields = surveyFormTopFields.extend(surveyFormBottomFields.shape).superRefine((v, ctx) => {
  for (const issue of surveyFormIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type SurveyFormFieldsInput = z.input<typeof surveyFormFields>;

export const saveSurveyFormBody = surveyFormTopFields
  .extend(surveyFormBottomFields.shape)
  .extend({ surveyFormId: id, baseVersion })
  .superRefine((v, ctx) => {
    for (const issue of surveyFormIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type SaveSurveyFormInput = z.input<typeof saveSurveyFormBody>;

/** A survey form as the server answers it (GetSurveyForm). */
export const surveyForm = z.object({
  surveyFormId: int(),
  jobId: int(),
  company: z.string(),
  site: z.string(),
  submissionDate: z.string(),
  clientName: z.string(),
  clientPhone: z.string(),
  clientEmail: z.string(),
  salesperson: z.string(),
  meterTech: z.string(),
  engineer: z.string(),
  gpsLat: z.number().nullable(),
  gpsLong: z.number().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  duration: int().nullable(),
  durationOther: z.string(),
  surveyType: int().nullable(),
  surveyTypeOther: z.string(),
  soundMeterCount: int(),
  vibrationMeterCount: int(),
  siteType: z.string(),
  weatherStation: z.boolean(),
  factoryCalMeters: z.boolean(),
  dBA: z.boolean(),
  dBC: z.boolean(),
  ldn: z.boolean(),
  cnel: z.boolean(),
  fullOctave: z.boolean(),
  thirdOctave: z.boolean(),
  statsLn: z.boolean(),
  lMinMax: z.boolean(),
  fullAudio: z.boolean(),
  triggeredAudio: z.boolean(),
  noiseOrdinances: z.string(),
  notes: z.string(),
  notes_SiteActivity: z.string(),
  notes_Operations: z.string(),
  notes_Sources: z.string(),
  notes_Weather: z.string(),
  /** Whether a site map was uploaded (GetSurveyFormMap gives it). */
  hasMap: z.boolean(),
  createdBy: z.string(),
  updatedAt: z.string(),
  /** Sent back as the save's baseVersion (offline.ts). */
  version: formVersion,
});
export type SurveyForm = z.infer<typeof surveyForm>;

export const surveyFormListItem = z.object({
  surveyFormId: int(),
  company: z.string(),
  site: z.string(),
  /** 'YYYY-MM-DD'. */
  submissionDate: z.string(),
});
export type SurveyFormListItem = z.infer<typeof surveyFormListItem>;

export const surveyOption = z.object({ id: int(), name: z.string() });
export type SurveyOption = z.infer<typeof surveyOption>;

// --- measurements --------------------------------------------------------------------------------

/**
 * A meter the form may place (GetSurveyMeterOptions): its calibration is due on calibrationDue
 * ('YYYY-MM-DD', null when it was never calibrated); calibrationLapses when that is before the
 * measurement's planned retrieval, or before today without one.
 */
export const surveyMeterOption = z.object({
  inventoryAssetId: int(),
  serialNumber: z.string(),
  meterType: z.string(),
  name: z.string(),
  calibrationDue: z.string().nullable(),
  calibrationLapses: z.boolean(),
});
export type SurveyMeterOption = z.infer<typeof surveyMeterOption>;

export const surveyMeasurementFields = z.object({
  inventoryAssetId: z
    .number({ error: messages.surveyMeterRequired })
    .int()
    .positive(messages.surveyMeterRequired)
    .max(2147483647),
  height: heightDefaultZero,
  mounting: text(200),
  gpsLatitude: latitude,
  gpsLongitude: longitude,
  /** 'YYYY-MM-DD'; empty, null or year 1 when not set. */
  deploymentDate: surveyDate,
  retrievalDate: surveyDate,
  preCalibrated: flag,
  postCalibrated: flag,
  notes: text(4000),
  /** The meter was placed on the form but not used: a reason is required. false re-enables it. */
  unused: flag,
  unusedReason: text(1000),
  /** The marker on the 800 x 500 map; 0, 0 when not placed. */
  location_X: z
    .number()
    .int()
    .min(0, messages.surveyLocationRange)
    .max(SURVEY_MAP_WIDTH, messages.surveyLocationRange)
    .default(0),
  location_Y: z
    .number()
    .int()
    .min(0, messages.surveyLocationRange)
    .max(SURVEY_MAP_HEIGHT, messages.surveyLocationRange)
    .default(0),
});

/** The rules across fields of a measurement: a reason when unused, retrieval not before deployment. */
export function surveyMeasurementIssues(v: {
  unused: boolean;
  unusedReason: string;
  deploymentDate: string | null;
  retrievalDate: string | null;
}): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (v.unused && !v.unusedReason) out.push({ path: 'unusedReason', message: messages.surveyUnusedReasonRequired });
  if (v.deploymentDate && v.retrievalDate && v.retrievalDate < v.deploymentDate)
    out.push({ path: 'retrievalDate', message: messages.surveyRetrievalBeforeDeployment });
  return out;
}

export const saveSurveyMeasurementBody = surveyMeasurementFields
  .extend({
    /** 0 adds a measurement to the form. */
    surveyMeasurementId: z.number().int().min(0).max(2147483647),
    surveyFormId: id,
    /**
     * The user confirmed placing a meter whose calibration lapses before the planned retrieval
     * (or is overdue): without it such a save is refused with 409.
     */
    calibrationConfirmed: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    for (const issue of surveyMeasurementIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type SaveSurveyMeasurementInput = z.input<typeof saveSurveyMeasurementBody>;

/** A measurement as listed (GetSurveyMeasurementList), with its meter and the meter's calibration state. */
export const surveyMeasurement = z.object({
  surveyMeasurementId: int(),
  surveyFormId: int(),
  inventoryAssetId: int(),
  serialNumber: z.string(),
  meterType: z.string(),
  height: z.number(),
  mounting: z.string(),
  gpsLatitude: z.number().nullable(),
  gpsLongitude: z.number().nullable(),
  /** 'YYYY-MM-DD', or '0001-01-01' when not set. */
  deploymentDate: z.string(),
  /** 'March 5, 2024', or 'Deployment date not set.' */
  deploymentDateString: z.string(),
  retrievalDate: z.string(),
  retrievalDateString: z.string(),
  preCalibrated: z.boolean(),
  postCalibrated: z.boolean(),
  notes: z.string(),
  unused: z.boolean(),
  unusedReason: z.string(),
  location_X: int(),
  location_Y: int(),
  /** The meter's calibration due day ('YYYY-MM-DD'), null when never calibrated. */
  calibrationDue: z.string().nullable(),
  /** Due before today. */
  calibrationOverdue: z.boolean(),
  /** Due before the planned retrieval (before today when no retrieval date is set). */
  calibrationLapses: z.boolean(),
  /** Who confirmed using the meter although its calibration lapses, and when (ISO); null otherwise. */
  calibrationConfirmedBy: z.string().nullable(),
  calibrationConfirmedAt: z.string().nullable(),
});
export type SurveyMeasurement = z.infer<typeof surveyMeasurement>;

// --- attachments ---------------------------------------------------------------------------------

export const surveyAttachment = z.object({
  surveyAttachmentId: int(),
  name: z.string(),
  categoryId: int(),
  category: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: int(),
  uploadedBy: z.string(),
  /** ISO instant. */
  uploadedAt: z.string(),
});
export type SurveyAttachment = z.infer<typeof surveyAttachment>;

/** The text fields of the attachment upload (multipart); the file travels in the field `file`. */
export const surveyAttachmentUploadFields = z.object({
  surveyFormId: z.coerce.number().int().positive().max(2147483647),
  categoryId: z.coerce
    .number({ error: messages.surveyAttachmentCategoryUnknown })
    .int()
    .refine((c) => SURVEY_ATTACHMENT_CATEGORIES.some((x) => x.id === c), messages.surveyAttachmentCategoryUnknown),
  /** The name shown in the list; the file's name when empty. */
  name: optionalText(200),
});
/** The text field of the map upload (multipart); the image travels in the field `file`. */
export const surveyMapUploadFields = z.object({
  surveyFormId: z.coerce.number().int().positive().max(2147483647),
});

// --- endpoints -----------------------------------------------------------------------------------

/** Reading a job's forms: 'forms.view', or 'admin.jobForms' (reviews the job forms of any job). */
const VIEW = ['forms.view', 'admin.jobForms'] as const;
const READ_OPTIONS = ['forms.view', 'admin.jobForms', 'forms.surveyTop', 'forms.surveyBottom'] as const;
const TOP = 'forms.surveyTop' as const;
const BOTTOM = 'forms.surveyBottom' as const;
const EITHER = ['forms.surveyTop', 'forms.surveyBottom'] as const;

const options = z.object({ success: z.literal(true), data: z.array(surveyOption) });

export const getSurveyFormList = endpoint({
  method: 'POST',
  path: '/SurveyForm/GetSurveyFormList',
  access: VIEW,
  summary: "A job's survey forms (id = jobId), newest first, and whether the caller may create one.",
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(surveyFormListItem), allowCreate: z.boolean() }),
});
export const createSurveyForm = endpoint({
  method: 'POST',
  path: '/SurveyForm/CreateSurveyForm',
  once: true,
  access: TOP,
  summary:
    "Creates a survey form on a job (id = jobId), its company, site and address taken from the job's account and location. Idempotent by clientKey: a repeated press answers the first form.",
  body: z.object({ id, clientKey: z.uuid(messages.surveyClientKeyInvalid) }),
  response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ surveyFormId: int() }) }),
});
export const getSurveyForm = endpoint({
  method: 'POST',
  path: '/SurveyForm/GetSurveyForm',
  access: VIEW,
  summary: 'One survey form (id = surveyFormId).',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: surveyForm }),
});
export const saveSurveyForm = endpoint({
  method: 'POST',
  path: '/SurveyForm/SaveSurveyForm',
  once: true,
  access: EITHER,
  summary:
    "Saves a survey form. Changing the client/site or survey information needs forms.surveyTop, changing the notes forms.surveyBottom (403 otherwise); full and third octave, full and triggered audio exclude each other. With a baseVersion other than the form's version: 409 editConflictAnswer(surveyForm), nothing saved.",
  body: saveSurveyFormBody,
  response: okMessage.extend({ version: formVersion }),
});
export const deleteSurveyForm = endpoint({
  method: 'POST',
  path: '/SurveyForm/DeleteSurveyForm',
  once: true,
  access: TOP,
  summary: 'Deletes a survey form (id) with its measurements, attachments and map.',
  body: z.object({ id }),
  response: okMessage,
});
export const getSurveyDurationOptions = endpoint({
  method: 'GET',
  path: '/SurveyForm/GetSurveyDurationOptions',
  access: READ_OPTIONS,
  summary: 'The survey durations (id, name); 0 is Other.',
  response: options,
});
export const getSurveyTypeOptions = endpoint({
  method: 'GET',
  path: '/SurveyForm/GetSurveyTypeOptions',
  access: READ_OPTIONS,
  summary: 'The survey types (id, name); 0 is Other.',
  response: options,
});
export const getSurveyMeterOptions = endpoint({
  method: 'POST',
  path: '/SurveyForm/GetSurveyMeterOptions',
  access: READ_OPTIONS,
  summary:
    "The meters a measurement of the form (id = surveyFormId) may use: meters not decommissioned nor on repair, leaving out those on the form's other measurements (surveyMeasurementId: the measurement being edited keeps its own). Each with its calibration due day and whether it lapses before retrievalDate (the measurement's planned retrieval; today when none).",
  body: z.object({
    id,
    surveyMeasurementId: z.number().int().min(0).max(2147483647).optional(),
    retrievalDate: surveyDate.optional(),
  }),
  response: z.object({ success: z.literal(true), data: z.array(surveyMeterOption) }),
});
export const getSurveyFormPermissions = endpoint({
  method: 'GET',
  path: '/SurveyForm/GetSurveyFormPermissions',
  access: VIEW,
  summary:
    'What the caller may do with the survey forms of a job (jobId): editSurveyFormTop (client/site and survey information, create and delete) and editSurveyFormBottom (meters, notes, map, attachments).',
  query: z.object({ jobId: id }),
  response: z.object({
    success: z.literal(true),
    editSurveyFormTop: z.boolean(),
    editSurveyFormBottom: z.boolean(),
  }),
});

export const getSurveyMeasurementList = endpoint({
  method: 'POST',
  path: '/SurveyMeasurement/GetSurveyMeasurementList',
  access: VIEW,
  summary:
    "A form's measurements (id = surveyFormId) in the order they were added, each with its meter's calibration state.",
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(surveyMeasurement) }),
});
export const saveSurveyMeasurement = endpoint({
  method: 'POST',
  path: '/SurveyMeasurement/SaveSurveyMeasurement',
  once: true,
  access: BOTTOM,
  summary:
    "Adds (surveyMeasurementId 0) or saves a measurement: a meter not on the form's other measurements; unused needs a reason; a meter whose calibration lapses before the planned retrieval is refused (409) unless calibrationConfirmed, which is recorded with who and when.",
  body: saveSurveyMeasurementBody,
  response: z.object({ success: z.literal(true), message: z.string(), surveyMeasurementId: int() }),
});

export const getSurveyAttachmentList = endpoint({
  method: 'POST',
  path: '/SurveyAttachment/GetSurveyAttachmentList',
  access: VIEW,
  summary: "A form's attachments (id = surveyFormId), oldest first.",
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: z.array(surveyAttachment) }),
});
export const deleteSurveyAttachment = endpoint({
  method: 'POST',
  path: '/SurveyAttachment/DeleteSurveyAttachment',
  once: true,
  access: EITHER,
  summary: 'Deletes an attachment (id = surveyAttachmentId) and its file.',
  body: z.object({ id }),
  response: okMessage,
});
export const saveSurveyAttachmentCategory = endpoint({
  method: 'POST',
  path: '/SurveyAttachment/SaveSurveyAttachmentCategory',
  once: true,
  access: EITHER,
  summary: "Moves an attachment to another category (category = a category id); answers 'Attachment Data Saved'.",
  body: z.object({
    surveyAttachmentId: id,
    category: z
      .number({ error: messages.surveyAttachmentCategoryUnknown })
      .int()
      .refine((c) => SURVEY_ATTACHMENT_CATEGORIES.some((x) => x.id === c), messages.surveyAttachmentCategoryUnknown),
  }),
  response: okMessage,
});
export const getSurveyAttachment = endpoint({
  method: 'GET',
  path: '/SurveyAttachment/GetSurveyAttachment',
  access: VIEW,
  summary: "An attachment's file (FileId = surveyAttachmentId) as a download, with its real type and nosniff.",
  query: z.object({ FileId: id }),
  file: 'document',
});
export const getSurveyAttachmentCategoryOptions = endpoint({
  method: 'GET',
  path: '/SurveyAttachment/GetSurveyAttachmentCategoryOptions',
  access: READ_OPTIONS,
  summary: 'The attachment categories (id, name).',
  response: options,
});
export const uploadSurveyAttachment = endpoint({
  method: 'POST',
  path: '/SurveyAttachment/UploadSurveyAttachment',
  once: true,
  access: EITHER,
  summary:
    "Uploads one file to a form (multipart: surveyFormId, categoryId, name, file): PDF, images, Word, Excel, text or CSV, checked by content; answers 'Upload Complete'.",
  multipart: true,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    surveyAttachmentId: int(),
    name: z.string(),
  }),
});

const mapAnswer = z.object({
  success: z.literal(true),
  hasMap: z.boolean(),
  /** The 800 x 500 PNG, base64 (no data: prefix); '' without a map. */
  mapData: z.string(),
  message: z.string(),
});
export const getSurveyFormMap = endpoint({
  method: 'POST',
  path: '/SurveyFormMap/GetSurveyFormMap',
  access: VIEW,
  summary:
    "A form's site map (id = surveyFormId; FileId, when sent, names the same form): hasMap, mapData (base64 PNG, 800 x 500) and a message.",
  query: z.object({ FileId: id.optional() }),
  body: z.object({ id }),
  response: mapAnswer,
});
export const deleteSurveyFormMap = endpoint({
  method: 'POST',
  path: '/SurveyFormMap/DeleteSurveyFormMap',
  once: true,
  access: BOTTOM,
  summary: "Removes a form's site map (id = surveyFormId); the meters' positions are kept.",
  body: z.object({ id }),
  response: okMessage,
});
export const uploadSurveyFormMap = endpoint({
  method: 'POST',
  path: '/SurveyFormMap/UploadSurveyFormMap',
  once: true,
  access: BOTTOM,
  summary:
    "Sets a form's site map (multipart: surveyFormId, file): one image (JPEG, PNG, WebP or GIF, checked by content), turned upright by its EXIF orientation and fitted into an 800 x 500 PNG.",
  multipart: true,
  response: mapAnswer,
});

// --- the survey report -----------------------------------------------------------------------------

export const getSurveyFormPdf = endpoint({
  method: 'GET',
  path: '/Pdf/GetSurveyFormPDF',
  access: VIEW,
  summary:
    "The survey report as a PDF on the firm's letterhead: job, client and site, the survey's parameters, each meter with its calibration, the site map with the meters' numbered markers, measurements, notes and attachments (images shown); times in timezoneOffset (hours).",
  query: z.object({ surveyFormId: id, timezoneOffset }),
  file: 'pdf',
});
export const emailSurveyFormPdf = endpoint({
  method: 'GET',
  path: '/Pdf/EmailSurveyFormPdf',
  access: VIEW,
  summary: "E-mails the survey report's PDF as an attachment to toAddress, with the sender's message.",
  query: pdfMailFields.extend({ surveyFormId: id, timezoneOffset }),
  response: mailAnswer,
});

export const surveyEndpoints = {
  getSurveyFormList,
  createSurveyForm,
  getSurveyForm,
  saveSurveyForm,
  deleteSurveyForm,
  getSurveyDurationOptions,
  getSurveyTypeOptions,
  getSurveyMeterOptions,
  getSurveyFormPermissions,
  getSurveyMeasurementList,
  saveSurveyMeasurement,
  getSurveyAttachmentList,
  deleteSurveyAttachment,
  saveSurveyAttachmentCategory,
  getSurveyAttachment,
  getSurveyAttachmentCategoryOptions,
  uploadSurveyAttachment,
  getSurveyFormMap,
  deleteSurveyFormMap,
  uploadSurveyFormMap,
  getSurveyFormPdf,
  emailSurveyFormPdf,
};
