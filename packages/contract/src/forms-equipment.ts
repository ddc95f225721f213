import { z } from 'zod';
import { id, int, mailAnswer, okMessage, optionalText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { baseVersion, formVersion } from './offline.ts';
import { pdfMailFields } from './pdf-mail.ts';
import { timezoneOffset } from './reader-offset.ts';

// Equipment forms (document 3 §2.7, §2.8, §2.10, §3, §4, §5, §7, §9): the template builder of
// /Admin/CreateEquipmentForm and the checklists with photos filled in under a field stage.

/** The stages an equipment form is filled in under: installation, on rent, tear down (spec §9). */
export const EQUIPMENT_FORM_STEPS = [10, 11, 12] as const;
export const INSTALLATION_STEP = 10;
export const TEAR_DOWN_STEP = 12;

/**
 * Photo section codes (spec §9): a template's own photo types have their positive ids; these are
 * the fixed sections. Damage photos may always be added; delivery photos belong to installation,
 * pickup photos to tear down. The hour meter / fuel photo is one per form.
 */
export const PHOTO_DAMAGE = 0;
export const PHOTO_DELIVERY = -1;
export const PHOTO_PICKUP = -2;
export const PHOTO_HOUR_FUEL = -3;
export const FIXED_PHOTO_SECTIONS = [
  { code: PHOTO_DAMAGE, name: 'Damage Photos' },
  { code: PHOTO_DELIVERY, name: 'Delivery Photos' },
  { code: PHOTO_PICKUP, name: 'Pickup Photos' },
] as const;
/** Camera capture size (spec §9). */
export const CAMERA_WIDTH = 1920;
export const CAMERA_HEIGHT = 1080;
/** The long side of the resized copy kept beside each original photo. */
export const PHOTO_RESIZED_MAX = 1280;

/** The photo sections a form shows on a stage: damage always, delivery on installation, pickup on tear down. */
export function fixedPhotoSections(stepId: number | null): number[] {
  const out: number[] = [PHOTO_DAMAGE];
  if (stepId === INSTALLATION_STEP) out.push(PHOTO_DELIVERY);
  if (stepId === TEAR_DOWN_STEP) out.push(PHOTO_PICKUP);
  return out;
}

// --- template administration ----------------------------------------------------------------------

const optionName = z
  .string({ error: messages.equipmentNameRequired })
  .trim()
  .min(1, messages.equipmentNameRequired)
  .max(100, 'At most 100 characters.');
export const equipmentOptionBody = z.object({ name: optionName });

export const equipmentCategory = z.object({ categoryId: int(), categoryName: z.string() });
export const equipmentCheckbox = z.object({ checkBoxId: int(), checkBoxName: z.string() });
export const equipmentPhotoType = z.object({ photoTypeId: int(), photoTypeName: z.string() });
export const equipmentFormNameItem = z.object({ equipmentFormNameId: int(), equipmentFormName: z.string() });

export const equipmentFormTemplate = z.object({
  equipmentFormNameId: int(),
  equipmentFormName: z.string(),
  checkBoxesCategories: z.array(
    z.object({ categoryId: int(), categoryName: z.string(), checkBoxes: z.array(equipmentCheckbox) }),
  ),
  requiredPhotos: z.array(equipmentPhotoType),
});
export type EquipmentFormTemplate = z.infer<typeof equipmentFormTemplate>;

/** The template's save body: each checkbox once, in one category; each photo type once. */
export const saveEquipmentTemplateBody = z.object({
  equipmentFormNameId: id,
  checkBoxesCategories: z
    .array(z.object({ categoryId: id, checkBoxes: z.array(z.object({ checkBoxId: id })).max(200) }))
    .max(50)
    .refine((cats) => {
      const ids = cats.flatMap((c) => c.checkBoxes.map((b) => b.checkBoxId));
      return new Set(ids).size === ids.length;
    }, messages.checkboxListedTwice),
  requiredPhotos: z
    .array(z.object({ photoTypeId: id }))
    .max(50)
    .refine((p) => new Set(p.map((x) => x.photoTypeId)).size === p.length, messages.photoTypeListedTwice),
});
export type SaveEquipmentTemplateInput = z.input<typeof saveEquipmentTemplateBody>;

const TEMPLATES = 'admin.jobForms' as const;

const optionList = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });
const created = z.object({ success: z.literal(true), message: z.string(), id: int() });

export const equipmentFormCategories = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormCategories',
  access: TEMPLATES,
  summary: 'The checkbox categories of the template builder, by name.',
  response: optionList(equipmentCategory),
});
export const equipmentFormPhotoTypes = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormPhotoTypes',
  access: TEMPLATES,
  summary: 'The photo types of the template builder, by name.',
  response: optionList(equipmentPhotoType),
});
export const equipmentFormCheckboxes = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormCheckboxes',
  access: TEMPLATES,
  summary: 'The checklist items of the template builder, by name.',
  response: optionList(equipmentCheckbox),
});
export const addEquipmentFormCheckbox = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentFormCheckbox',
  access: TEMPLATES,
  summary: 'Adds a checklist item {name} (names unique whatever their case; 409 otherwise).',
  body: equipmentOptionBody,
  response: created,
});
export const addEquipmentFormName = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentFormName',
  access: TEMPLATES,
  summary: 'Adds an equipment form (a kind of equipment) {name} with an empty template.',
  body: equipmentOptionBody,
  response: created,
});
export const addEquipmentFormPhotoType = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentFormPhotoType',
  access: TEMPLATES,
  summary: 'Adds a photo type {name}.',
  body: equipmentOptionBody,
  response: created,
});
export const addEquipmentFormCategory = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentFormCategory',
  access: TEMPLATES,
  summary: 'Adds a checkbox category {name}.',
  body: equipmentOptionBody,
  response: created,
});
export const saveEquipmentFormTemplate = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentFormTemplate',
  access: TEMPLATES,
  summary:
    "Replaces a form's template: its checkboxes by category (each once) and its required photo types (each once). Forms already filled in keep what they were filled in with.",
  body: saveEquipmentTemplateBody,
  response: okMessage,
});
export const getEquipmentFormTemplate = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormTemplate',
  access: [TEMPLATES, 'forms.equipmentEdit'],
  summary: "A form's template, plus the builder's lists of categories, checkboxes and photo types.",
  query: z.object({ EquipmentNameId: id }),
  response: z.object({
    success: z.literal(true),
    data: equipmentFormTemplate,
    categories: z.array(equipmentCategory),
    checkBoxes: z.array(equipmentCheckbox),
    photoTypes: z.array(equipmentPhotoType),
  }),
});
export const deleteEquipmentFormName = endpoint({
  method: 'GET',
  path: '/JobForm/DeleteEquipmentFormName',
  access: TEMPLATES,
  summary:
    'Removes a form (kind of equipment) from the choices of new equipment forms; forms filled in with it are kept and still show its name.',
  query: z.object({ EquipmentFormNameId: id }),
  response: okMessage,
});
export const equipmentFormNames = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormNames',
  access: [TEMPLATES, 'forms.equipmentEdit', 'forms.view'],
  summary: 'The forms (kinds of equipment) a new equipment form may be made from, by name.',
  response: optionList(equipmentFormNameItem),
});

// --- equipment forms ------------------------------------------------------------------------------

export const equipmentFormCheckBox = z.object({
  equipmentCheckBoxId: int(),
  checkBoxName: z.string(),
  categoryId: int(),
  categoryName: z.string(),
  passed: z.boolean(),
  comment: z.string(),
});
export const equipmentPictureFile = z.object({
  equipmentFormPictureId: int(),
  fileName: z.string(),
});
export type EquipmentPictureFile = z.infer<typeof equipmentPictureFile>;

export const equipmentForm = z.object({
  /** 0 for a new form not saved yet. */
  equipmentFormId: int(),
  equipmentFormNameId: int(),
  equipmentFormName: z.string(),
  unitNumber: z.string(),
  comments: z.string(),
  jobId: int(),
  stepId: int().nullable(),
  complete: z.boolean(),
  /** The day the form was created (YYYY-MM-DD) and its last save (ISO). */
  date: z.string(),
  updatedAt: z.string().nullable(),
  /** Sent back as the save's baseVersion (offline.ts); 0 on a blank form (NewEquipmentForm). */
  version: int().min(0),
  createdBy: z.string(),
  checkBoxes: z.array(equipmentFormCheckBox),
  /** Every photo section of the form: the template's types, then damage, delivery or pickup. */
  pictures: z.array(
    z.object({
      equipmentPhotoTypeId: int(),
      equipmentPhotoTypeName: z.string(),
      required: z.boolean(),
      files: z.array(equipmentPictureFile),
    }),
  ),
  damagePhotos: z.array(equipmentPictureFile),
  deliveryPhotos: z.array(equipmentPictureFile),
  pickupPhotos: z.array(equipmentPictureFile),
  hourFuelPhoto: equipmentPictureFile.nullable(),
});
export type EquipmentForm = z.infer<typeof equipmentForm>;

/** A checklist answer: unchecked (failed) items need a description of the problem when submitting. */
export const equipmentCheckAnswer = z.object({
  equipmentCheckBoxId: id,
  passed: z.boolean(),
  comment: optionalText(1000),
});

/** The editor's values. */
export const equipmentFormFields = z.object({
  unitNumber: z
    .string({ error: messages.unitNumberRequired })
    .trim()
    .min(1, messages.unitNumberRequired)
    .max(50, 'At most 50 characters.'),
  comments: optionalText(2000),
  checkBoxes: z.array(equipmentCheckAnswer).max(500),
});
export type EquipmentFormFieldsInput = z.input<typeof equipmentFormFields>;

export const saveEquipmentFormBody = equipmentFormFields.extend({
  /** 0 creates a form. */
  equipmentFormId: z.number().int().min(0).max(2147483647),
  equipmentFormNameId: id,
  jobId: id,
  stepId: z
    .number()
    .int()
    .refine((s) => (EQUIPMENT_FORM_STEPS as readonly number[]).includes(s), messages.equipmentFormWrongStep)
    .nullable(),
  /** Submit sets complete (Submit); false keeps a draft (Save Form). */
  submit: z.boolean(),
  /** A key the client makes once per press: a repeat with the same key answers the first result. */
  clientKey: z.uuid('Please send a valid request key.'),
  baseVersion,
});

/** The checklist rule of spec §5, one function for the editor and the server: paths of missing problem descriptions. */
export function missingProblemDescriptions(checks: readonly { passed: boolean; comment?: string | null }[]): number[] {
  return checks.flatMap((c, i) => (!c.passed && !(c.comment ?? '').trim() ? [i] : []));
}

export const equipmentFormListItem = z.object({
  equipmentFormId: int(),
  /** The day the form was made, YYYY-MM-DD. */
  date: z.string(),
  name: z.string(),
  unitNumber: z.string(),
  completed: z.boolean(),
  stepId: int().nullable(),
});
export type EquipmentFormListItem = z.infer<typeof equipmentFormListItem>;

/**
 * What a field ticket lists of an equipment form (ListedEquipmentForms, OrphanedForms):
 * `{ equipmentFormId, date: 'YYYY-MM-DD', name, unitNumber, completed, stepId,
 *    hourFuelPhotos: [{ hourFuelPhotoId, fileName }] }` — hourFuelPhotoId opens with
 * GET /JobForm/HourFuelPicture?PhotoId (the `hourFuelPicture` descriptor).
 */
export const ticketEquipmentForm = equipmentFormListItem.extend({
  hourFuelPhotos: z.array(z.object({ hourFuelPhotoId: int(), fileName: z.string() })),
});
export type TicketEquipmentForm = z.infer<typeof ticketEquipmentForm>;

/** Reading a job's forms: 'forms.view', or 'admin.jobForms' (reviews the job forms of any job, /Admin/Forms). */
const VIEW = ['forms.view', 'admin.jobForms'] as const;
const EDIT = 'forms.equipmentEdit' as const;

export const saveEquipmentForm = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentForm',
  once: true,
  access: EDIT,
  summary:
    "Creates (equipmentFormId 0) or saves a form (Save Form), or submits it (submit true: unit number, a problem description for each unchecked item and every required photo, 'Please upload all required photos'). Idempotent by clientKey. Saving with a baseVersion other than the form's version: 409 editConflictAnswer(equipmentForm), nothing saved.",
  body: saveEquipmentFormBody,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    id: int(),
    complete: z.boolean(),
    version: formVersion,
  }),
});
export const getEquipmentForm = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentForm',
  access: VIEW,
  summary: 'One equipment form with its checklist and photos.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: equipmentForm }),
});
export const newEquipmentForm = endpoint({
  method: 'GET',
  path: '/JobForm/NewEquipmentForm',
  access: EDIT,
  summary: 'A blank form (equipmentFormId 0) built from the template of form EquipmentForm = nameId.',
  query: z.object({ EquipmentForm: id }),
  response: z.object({ success: z.literal(true), data: equipmentForm }),
});
export const equipmentFormList = endpoint({
  method: 'GET',
  path: '/JobForm/EquipmentFormList',
  access: VIEW,
  summary: "A job's equipment forms (of one stage with stepId), newest first, and whether the caller may create one.",
  query: z.object({ jobId: id, stepId: z.coerce.number().int().optional() }),
  response: z.object({ success: z.literal(true), data: z.array(equipmentFormListItem), allowCreate: z.boolean() }),
});
export const checkEditEquipmentForm = endpoint({
  method: 'GET',
  path: '/JobForm/CheckEditEquipmentForm',
  access: VIEW,
  summary: 'Whether the caller may edit this form: forms.equipmentEdit, a job not canceled and a form not submitted.',
  query: z.object({ id }),
  response: z.object({ success: z.boolean() }),
});
/** Repeated ids: `?EquipmentFormId=3&EquipmentFormId=7`; one id, or ids joined by commas ('3,7'), also do. */
const repeatedIds = z.preprocess(
  (v) => (Array.isArray(v) ? v : v === undefined || v === '' ? [] : String(v).split(',')),
  z.array(id).max(200),
);
export const listedEquipmentForms = endpoint({
  method: 'GET',
  path: '/JobForm/ListedEquipmentForms',
  access: VIEW,
  summary:
    'The named equipment forms (for a field ticket), each with its hour/fuel photos; ids out of sight or unknown are left out.',
  query: z.object({ EquipmentFormId: repeatedIds }),
  response: z.object({ success: z.literal(true), data: z.array(ticketEquipmentForm) }),
});
export const orphanedForms = endpoint({
  method: 'GET',
  path: '/JobForm/OrphanedForms',
  access: VIEW,
  summary:
    "The job's equipment forms made on a day (date YYYY-MM-DD), each with its hour/fuel photos: what a field ticket of that day may list.",
  query: z.object({ jobId: id, date: z.iso.date('Please enter a valid date.') }),
  response: z.object({ success: z.literal(true), data: z.array(ticketEquipmentForm) }),
});

// --- pictures --------------------------------------------------------------------------------------

export const getEquipmentPicture = endpoint({
  method: 'GET',
  path: '/JobForm/GetEquipmentPicture',
  access: VIEW,
  summary:
    'A photo of a form (FileId = equipmentFormPictureId): the resized copy, or the original with original=true; served with its real type and nosniff.',
  query: z.object({ FileId: id, original: z.enum(['true', 'false']).optional() }),
  file: 'image',
});
export const deleteEquipmentPicture = endpoint({
  method: 'POST',
  path: '/JobForm/DeleteEquipmentPicture',
  once: true,
  access: EDIT,
  summary: 'Removes a photo (id = equipmentFormPictureId) from a form that is not submitted.',
  body: z.object({ id }),
  response: okMessage,
});
export const hourFuelPicture = endpoint({
  method: 'GET',
  path: '/JobForm/HourFuelPicture',
  access: VIEW,
  summary: "A form's hour meter / fuel photo (PhotoId = its equipmentFormPictureId), resized.",
  query: z.object({ PhotoId: id }),
  file: 'image',
});
/** The text fields of the photo uploads (multipart); the image travels in the field `file`. */
export const equipmentPictureFields = z.object({
  EquipmentFormId: z.coerce.number().int().positive().max(2147483647),
  PictureType: z.coerce.number().int().min(-2).max(2147483647).optional(),
});
const uploaded = z.object({
  success: z.literal(true),
  message: z.string(),
  equipmentFormPictureId: int(),
  fileName: z.string(),
});
export const uploadHourFuelPicture = endpoint({
  method: 'POST',
  path: '/JobForm/HourFuelPicture',
  once: true,
  access: EDIT,
  summary: "Uploads (replaces) a form's hour/fuel photo (EquipmentFormId). JPEG or PNG, checked by content.",
  multipart: true,
  response: uploaded,
});
export const uploadEquipmentPicture = endpoint({
  method: 'POST',
  path: '/JobForm/EquipmentPicture',
  once: true,
  access: EDIT,
  summary:
    'Adds a photo to a section of a form (PictureType: a template photo type id, 0 damage, -1 delivery, -2 pickup; EquipmentFormId). JPEG or PNG, checked by content; the original is kept with a resized copy, orientation fixed.',
  multipart: true,
  response: uploaded,
});

// --- PDF and e-mail -------------------------------------------------------------------------------

export const equipmentFormPdf = endpoint({
  method: 'GET',
  path: '/Pdf/GetEquipmentFormPDF',
  access: VIEW,
  summary: 'The PDF of an equipment form: letterhead, unit number, checklist, comments and photos.',
  query: z.object({ equipmentFormId: id, timezoneOffset }),
  file: 'pdf',
});
export const emailEquipmentFormQuery = pdfMailFields.extend({ equipmentFormId: id, timezoneOffset });
export const emailEquipmentFormPdf = endpoint({
  method: 'GET',
  path: '/Pdf/EmailEquipmentFormPdf',
  access: VIEW,
  summary: "E-mails the form's PDF as an attachment (toAddress, toName, message, fromName) through the outbox.",
  query: emailEquipmentFormQuery,
  response: mailAnswer,
});

export const equipmentFormEndpoints = {
  equipmentFormCategories,
  equipmentFormPhotoTypes,
  equipmentFormCheckboxes,
  addEquipmentFormCheckbox,
  addEquipmentFormName,
  addEquipmentFormPhotoType,
  addEquipmentFormCategory,
  saveEquipmentFormTemplate,
  getEquipmentFormTemplate,
  deleteEquipmentFormName,
  equipmentFormNames,
  saveEquipmentForm,
  getEquipmentForm,
  newEquipmentForm,
  equipmentFormList,
  checkEditEquipmentForm,
  listedEquipmentForms,
  orphanedForms,
  getEquipmentPicture,
  deleteEquipmentPicture,
  hourFuelPicture,
  uploadHourFuelPicture,
  uploadEquipmentPicture,
  equipmentFormPdf,
  emailEquipmentFormPdf,
};
