import { z } from 'zod';
import { INT_MAX, id, int, mailAnswer } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { baseVersion, formVersion } from './offline.ts';
import { pdfMailFields } from './pdf-mail.ts';
import { timezoneOffset } from './reader-offset.ts';

// Field tickets (document 3 §2.8, §2.9, §3, §4, §5, §7): the daily record of work at a site, signed
// by the client's representative and the firm's supervisor.

/** The stages a field ticket is written under: installation, on rent, tear down (spec §9). */
export const FIELD_TICKET_STEPS = [10, 11, 12] as const;
/** Roustabout hours are whole hours, digits only (spec §5); a day has at most 24 of them. */
export const ROUSTABOUT_HOURS_MAX = 24;

/** The kinds of daily ticket comment; some need the signee's name and drawn signature (spec §3). */
export const FIELD_TICKET_COMMENT_TYPES = [
  { fieldTicketCommentId: 1, fieldTicketCommentName: 'Daily Work Summary', signatureRequired: false },
  { fieldTicketCommentId: 2, fieldTicketCommentName: 'Safety Observation', signatureRequired: false },
  { fieldTicketCommentId: 3, fieldTicketCommentName: 'Standby / Delay', signatureRequired: true },
  { fieldTicketCommentId: 4, fieldTicketCommentName: 'Extra Work Authorization', signatureRequired: true },
  { fieldTicketCommentId: 5, fieldTicketCommentName: 'Damage Report', signatureRequired: true },
] as const;
export const commentTypeOf = (id: number) => FIELD_TICKET_COMMENT_TYPES.find((t) => t.fieldTicketCommentId === id);

/** A drawn signature: a PNG data URL of at most ~512 KB (checked again by its bytes on the server). */
export const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
const signatureData = z
  .string()
  .max(700_000, messages.signatureNotPng)
  .regex(PNG_DATA_URL, messages.signatureNotPng)
  .nullable();

// --- the save body --------------------------------------------------------------------------------

export const roustabout = z.object({
  name: z.string().trim().max(100, 'At most 100 characters.'),
  /** Digits only (spec §5). */
  hours: z.string().trim().max(2, messages.roustaboutHoursDigits),
});
export type RoustaboutInput = z.input<typeof roustabout>;

export const ticketComment = z.object({
  /** 0 for a comment written now; a saved comment is kept as written (see docs/decisions/field-forms.md). */
  fieldTicketCommentId: z.number().int().min(0).max(INT_MAX),
  /** 0 until a type is chosen. */
  commentType: z.number().int().min(0).max(INT_MAX),
  comment: z.string().trim().max(2000, 'At most 2000 characters.'),
  signee: z.string().trim().max(200, 'At most 200 characters.'),
  signature: signatureData,
});
export type TicketCommentInput = z.input<typeof ticketComment>;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The ticket's own fields: the editor's values, and with the ids below, the save body. */
/**
 * The equipment forms a ticket lists, each id by `each`: the server takes saved forms only; the editor
 * also takes a form made on the device (negative id), whose real id the outbox sends once it exists.
 */
export const listedFormIds = (each: z.ZodType<number>) =>
  z
    .array(each)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, messages.equipmentFormListedTwice);

export const fieldTicketFields = z.object({
  /** The day the ticket records, 'YYYY-MM-DD'. */
  date: z
    .string({ error: messages.required('Date') })
    .trim()
    .min(1, messages.required('Date'))
    .pipe(z.iso.date({ error: messages.dateInvalid('date') })),
  /** Whether this save submits the ticket (complete); a submitted ticket stays submitted. */
  submit: z.boolean(),
  /** The equipment forms the ticket covers (spec §3 'equipmentForms (ids)'). */
  equipmentForms: listedFormIds(id),
  fieldTicketRoustabouts: z.array(roustabout).max(100),
  fieldTicketComments: z.array(ticketComment).max(100),
  clientSignaturePrint: z.string().trim().max(200, 'At most 200 characters.'),
  /** A new drawing, or null to keep the stored one (none on a new ticket). */
  clientSignatureData: signatureData,
  supervisorSignaturePrint: z.string().trim().max(200, 'At most 200 characters.'),
  supervisorSignatureData: signatureData,
});
export type FieldTicketFieldsInput = z.input<typeof fieldTicketFields>;

/**
 * The rules of spec §5 beyond each field's shape, one function for the editor and the server: each
 * problem as its form path and message. Comments kept from an earlier save are not checked again.
 * The equipment checklists' completeness comes from the equipment forms themselves.
 */
export function fieldTicketProblems(
  v: FieldTicketFieldsInput,
  /** Whether every equipment checklist of the ticket is complete (the equipment forms' own flags). */
  equipmentFormsComplete = true,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  v.fieldTicketRoustabouts.forEach((r, i) => {
    if (blank(r.name) && blank(r.hours)) return;
    if (blank(r.name)) out.push({ path: `fieldTicketRoustabouts.${i}.name`, message: messages.roustaboutNameRequired });
    if (!/^\d+$/.test(r.hours.trim()))
      out.push({ path: `fieldTicketRoustabouts.${i}.hours`, message: messages.roustaboutHoursDigits });
    else if (Number(r.hours) > ROUSTABOUT_HOURS_MAX)
      out.push({ path: `fieldTicketRoustabouts.${i}.hours`, message: messages.roustaboutHoursDay });
  });
  v.fieldTicketComments.forEach((c, i) => {
    if (c.fieldTicketCommentId > 0) return;
    const type = commentTypeOf(c.commentType);
    if (!type) out.push({ path: `fieldTicketComments.${i}.commentType`, message: messages.ticketCommentTypeRequired });
    if (blank(c.comment))
      out.push({ path: `fieldTicketComments.${i}.comment`, message: messages.ticketCommentRequired });
    if (type?.signatureRequired) {
      if (blank(c.signee))
        out.push({ path: `fieldTicketComments.${i}.signee`, message: messages.ticketCommentSigneeRequired });
      if (blank(c.signature))
        out.push({ path: `fieldTicketComments.${i}.signature`, message: messages.ticketCommentSignatureRequired });
    }
  });
  if (v.submit) {
    if (!equipmentFormsComplete) out.push({ path: 'equipmentForms', message: messages.completeVehicleChecklists });
    if (blank(v.clientSignaturePrint))
      out.push({ path: 'clientSignaturePrint', message: messages.clientPrintedNameRequired });
    if (blank(v.supervisorSignaturePrint))
      out.push({ path: 'supervisorSignaturePrint', message: messages.supervisorNameRequired });
  }
  return out;
}

export const saveFieldTicketBody = fieldTicketFields
  .extend({
    /** 0 creates a new ticket. */
    fieldTicketId: z.number().int().min(0).max(INT_MAX),
    jobId: id,
    stepId: z
      .number()
      .int()
      .refine((s) => (FIELD_TICKET_STEPS as readonly number[]).includes(s), messages.ticketWrongStep),
    /** A key the client makes once per save it means (a UUID): a repeat answers the first result. */
    requestKey: z.uuid({ error: messages.ticketRequestKey }),
    /** On a save of an existing ticket: the version the device last saw (offline.ts). */
    baseVersion,
  })
  .superRefine((v, ctx) => {
    for (const p of fieldTicketProblems(v))
      ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message });
  });

// --- answers --------------------------------------------------------------------------------------

export const fieldTicketCommentType = z.object({
  fieldTicketCommentId: int(),
  fieldTicketCommentName: z.string(),
  signatureRequired: z.boolean(),
});

export const fieldTicketComment = z.object({
  fieldTicketCommentId: int(),
  commentType: int(),
  commentTypeStr: z.string(),
  comment: z.string(),
  signee: z.string(),
  /** The signee's drawn signature as a PNG data URL, or null. */
  signature: z.string().nullable(),
  signatureRequired: z.boolean(),
  isDeleted: z.boolean(),
});
export type FieldTicketComment = z.infer<typeof fieldTicketComment>;

export const fieldTicketHistory = z.object({ type: z.string(), user: z.string(), date: z.string() });

export const fieldTicket = z.object({
  fieldTicketId: int(),
  date: z.string(),
  jobId: int(),
  stepId: int(),
  complete: z.boolean(),
  /** The ids of the equipment forms the ticket covers. */
  equipmentForms: z.array(int()),
  fieldTicketRoustabouts: z.array(z.object({ name: z.string(), hours: int() })),
  /** Every comment, removed ones with isDeleted. */
  fieldTicketComments: z.array(fieldTicketComment),
  history: z.array(fieldTicketHistory),
  clientSignaturePrint: z.string(),
  clientSignatureData: z.string().nullable(),
  supervisorSignaturePrint: z.string(),
  supervisorSignatureData: z.string().nullable(),
  /** Sent back as the save's baseVersion (offline.ts). */
  version: formVersion,
});
export type FieldTicket = z.infer<typeof fieldTicket>;

export const fieldTicketListItem = z.object({
  fieldTicketId: int(),
  date: z.string(),
  completed: z.boolean(),
  stepId: int(),
});
export type FieldTicketListItem = z.infer<typeof fieldTicketListItem>;

// --- endpoints ------------------------------------------------------------------------------------

export const saveFieldTicket = endpoint({
  method: 'POST',
  path: '/JobForm/FieldTicket',
  once: true,
  access: ['forms.fieldTicketCreate', 'forms.fieldTicketEdit'],
  summary:
    'Creates (fieldTicketId 0) or saves a field ticket; submit true completes it (spec §5 rules). Idempotent by requestKey: a repeat answers the first result. Every save adds a history entry. With a baseVersion other than the current version: 409 editConflictAnswer(fieldTicket), nothing saved.',
  body: saveFieldTicketBody,
  response: z.object({ success: z.literal(true), message: z.string(), id: int(), version: formVersion }),
});

export const getFieldTicket = endpoint({
  method: 'GET',
  path: '/JobForm/FieldTicket',
  access: 'forms.view',
  summary: 'One field ticket: roustabouts, equipment form ids, comments, signatures and history.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: fieldTicket }),
});

export const editFieldTicket = endpoint({
  method: 'GET',
  path: '/JobForm/EditFieldTicket',
  access: ['forms.fieldTicketCreate', 'forms.fieldTicketEdit'],
  summary: 'A field ticket for its editor; 403 unless the edit check passes.',
  query: z.object({ id }),
  response: z.object({ success: z.literal(true), data: fieldTicket }),
});

export const checkEditFieldTicket = endpoint({
  method: 'GET',
  path: '/JobForm/CheckEditFieldTicket',
  access: 'forms.view',
  summary:
    'Whether the caller may edit this ticket: forms.fieldTicketEdit, or forms.fieldTicketCreate while it is not submitted; never on a canceled job.',
  query: z.object({ id }),
  response: z.object({ success: z.boolean() }),
});

export const fieldTicketList = endpoint({
  method: 'GET',
  path: '/JobForm/FieldTicketList',
  access: 'forms.view',
  summary: "The field tickets of a job's stage (10–12), newest first, and whether the caller may create one.",
  query: z.object({ jobId: id, stepId: z.coerce.number().int() }),
  response: z.object({ success: z.literal(true), data: z.array(fieldTicketListItem), allowCreate: z.boolean() }),
});

export const fieldTicketListAllByJobId = endpoint({
  method: 'GET',
  path: '/JobForm/FieldTicketListAllByJobId',
  access: 'forms.view',
  summary: 'Every field ticket of a job, newest first.',
  query: z.object({ jobId: id }),
  response: z.object({ success: z.literal(true), data: z.array(fieldTicketListItem) }),
});

export const fieldTicketCommentTypes = endpoint({
  method: 'GET',
  path: '/JobForm/FieldTicketCommentTypes',
  access: 'forms.view',
  summary: 'The kinds of ticket comment and whether each needs a signee and signature.',
  response: z.object({ success: z.literal(true), data: z.array(fieldTicketCommentType) }),
});

export const getFieldTicketPdf = endpoint({
  method: 'GET',
  path: '/Pdf/GetFieldTicketPDF',
  access: 'forms.view',
  summary:
    "The field ticket as a PDF on the firm's letterhead, with every section and the signature images; times in timezoneOffset (hours).",
  query: z.object({ fieldTicketId: id, timezoneOffset }),
  file: 'pdf',
});

export const emailFieldTicketPdf = endpoint({
  method: 'GET',
  path: '/Pdf/EmailFieldTicketPdf',
  access: 'forms.view',
  summary: "E-mails the field ticket's PDF as an attachment to toAddress, with the sender's message.",
  query: pdfMailFields.extend({ fieldTicketId: id, timezoneOffset }),
  response: mailAnswer,
});

export const fieldTicketEndpoints = {
  saveFieldTicket,
  getFieldTicket,
  editFieldTicket,
  checkEditFieldTicket,
  fieldTicketList,
  fieldTicketListAllByJobId,
  fieldTicketCommentTypes,
  getFieldTicketPdf,
  emailFieldTicketPdf,
};
