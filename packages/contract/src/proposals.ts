import { z } from 'zod';
import { id, int, okMessage, optionalText, queryBool, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

// Proposals (spec 3 §2.3, §2.4, §3 Proposal / prefill / Note / Attachment, §4, §5, §7 Proposals).

const BUILD = 'proposals.build' as const;
const DOWNLOAD = 'proposals.download' as const;
const ADMIN = 'admin.proposals' as const;

/** A selection: a positive id, with the specification's message when nothing is chosen. */
const selected = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2147483647, { error: message });

// ---- Generated proposals -------------------------------------------------------------------

export const proposalListEntry = z.object({
  proposalId: int(),
  proposalName: z.string(),
  favorite: z.boolean(),
  /** When it was generated (ISO date-time). */
  date: z.string(),
  /** SHA-256 of the stored bytes, hex. */
  sha256: z.string(),
  pageCount: int(),
});
export type ProposalListEntry = z.infer<typeof proposalListEntry>;

export const proposalListView = endpoint({
  method: 'GET',
  path: '/Proposal/ProposalListView',
  access: [BUILD, DOWNLOAD],
  summary: "A job's generated proposals, newest first; allowDownload says whether the user may open them.",
  query: z.object({ jobId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ proposals: z.array(proposalListEntry), allowDownload: z.boolean() }),
  }),
});

export const setProposalPdfFavorite = endpoint({
  method: 'POST',
  path: '/Proposal/SetProposalPdfFavorite',
  access: BUILD,
  summary: "Marks a generated proposal as the job's favorite (the job's other proposals lose the mark).",
  body: z.object({ proposalId: id, favorite: z.boolean().default(true) }),
  response: okMessage,
});

export const proposalPdf = endpoint({
  method: 'GET',
  path: '/Proposal/ProposalPDF',
  access: DOWNLOAD,
  summary: 'The stored bytes of a generated proposal (inline unless download=true).',
  query: z.object({ PdfId: id, download: queryBool.default(false) }),
  file: true,
});

export const generatePdf = endpoint({
  method: 'POST',
  path: '/Proposal/GeneratePDF',
  access: BUILD,
  summary:
    "Generates the PDF of the job's saved proposal (cover letter, body, notes, attached PDFs), stores it with its SHA-256 and answers its bytes.",
  body: z.object({ jobId: id }),
  file: true,
});

// ---- The job's proposal (builder) ---------------------------------------------------------

export const proposalScope = z.object({
  /** The job's scope item this section came from (null for a section added by hand). */
  scopeItemId: int().nullable().default(null),
  scopeName: optionalText(500),
  title: requiredText(messages.required('Title'), 300),
  description: requiredText(messages.required('Description'), 20_000),
  internalDescription: optionalText(5000),
  optional: z.boolean().default(false),
  /** Kept in the proposal but left out of the PDF (prefill hideItem). */
  hideService: z.boolean().default(false),
  /** Quantity and hand-off description printed under the section (prefill detailed). */
  detailed: z.boolean().default(false),
  quantity: int().min(0).default(0),
  order: int().min(0).default(0),
});
export type ProposalScope = z.input<typeof proposalScope>;

export const proposalNote = z.object({
  note: requiredText(messages.proposalNoteRequired, 5000),
  /** A note added in the builder (removable); false for notes from the configuration. */
  custom: z.boolean().default(true),
  order: int().min(0).default(0),
});
export type ProposalNote = z.input<typeof proposalNote>;

export const proposalAttachmentRef = z.object({
  prefillAttachmentId: id,
  attachmentName: z.string().default(''),
  /** From the configuration of the job's scope: cannot be removed. */
  default: z.boolean().default(false),
  order: int().min(0).default(0),
});
export type ProposalAttachmentRef = z.input<typeof proposalAttachmentRef>;

/** The proposal as the builder edits and saves it (spec 3 §3 Proposal, §5 Proposal generation). */
export const proposalFields = z.object({
  jobId: id,
  title: requiredText(messages.required('Title'), 300),
  encContact: selected(messages.proposalSelectEncContact),
  companyLocation: selected(messages.proposalSelectLocation),
  companyContact: selected(messages.proposalSelectCompanyContact),
  companyContactPronoun: optionalText(20),
  reference: requiredText(messages.required('Reference'), 300),
  subject: optionalText(500),
  introParagraph: requiredText(messages.required('Intro paragraph'), 10_000),
  proposalScope: z.array(proposalScope).max(200),
  notes: z.array(proposalNote).max(200),
  attachments: z.array(proposalAttachmentRef).max(50),
});
export type ProposalFields = z.input<typeof proposalFields>;

/** The same as answered (no transforms in an answer's schema). */
const scopeOut = z.object({
  scopeItemId: int().nullable(),
  scopeName: z.string(),
  title: z.string(),
  description: z.string(),
  internalDescription: z.string(),
  optional: z.boolean(),
  hideService: z.boolean(),
  detailed: z.boolean(),
  quantity: int(),
  order: int(),
});
const noteOut = z.object({ note: z.string(), custom: z.boolean(), order: int() });
const attachmentOut = z.object({
  prefillAttachmentId: int(),
  attachmentName: z.string(),
  default: z.boolean(),
  order: int(),
});

/** The proposal as loaded: selections may still be empty (0) on a new one. */
export const proposalData = z.object({
  proposalId: int(),
  jobId: int(),
  title: z.string(),
  date: z.string().nullable(),
  encContact: int(),
  companyLocation: int(),
  companyContact: int(),
  companyContactPronoun: z.string(),
  reference: z.string(),
  subject: z.string(),
  introParagraph: z.string(),
  proposalScope: z.array(scopeOut),
  notes: z.array(noteOut),
  attachments: z.array(attachmentOut),
});
export type ProposalData = z.output<typeof proposalData>;

const option = z.object({ value: int(), label: z.string() });

export const getBuildProposal = endpoint({
  method: 'GET',
  path: '/Proposal/BuildProposal',
  access: BUILD,
  summary:
    "The job's proposal (prefilled from the configuration when none is saved), the honorifics, the attachment library, the firm's users, the customer's contacts and office locations.",
  query: z.object({ jobId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      honorific: z.array(z.string()),
      proposal: proposalData,
      attachments: z.array(z.object({ prefillAttachmentId: int(), attachmentName: z.string(), pageCount: int() })),
      users: z.array(option),
      contacts: z.array(option),
      locations: z.array(option),
      jobName: z.string(),
      jobNumber: z.string(),
    }),
  }),
});

export const saveBuildProposal = endpoint({
  method: 'POST',
  path: '/Proposal/BuildProposal',
  access: BUILD,
  summary: "Saves the job's proposal: cover letter, body sections, notes and attachments (replacing the body).",
  body: proposalFields,
  response: z.object({ success: z.literal(true), message: z.string(), proposalId: int() }),
});

export const regenerateBody = endpoint({
  method: 'GET',
  path: '/Proposal/RegenerateBody',
  access: BUILD,
  summary:
    "A fresh body from the configuration of each scope leaf of the job's scope items: sections, notes, attachments and subject (nothing is saved).",
  query: z.object({ jobId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      notes: z.array(noteOut),
      proposalScope: z.array(scopeOut),
      attachments: z.array(attachmentOut),
      subject: z.string(),
    }),
  }),
});

// ---- Administration: configuration, notes, attachments --------------------------------------

export const scopeLink = z.object({ leafId: int(), scopeName: z.string() });

export const prefillListEntry = z.object({
  leafId: int(),
  scopeName: z.string(),
  prefillBaseId: int().nullable(),
  proposalTitle: z.string(),
  hideItem: z.boolean(),
  noteCount: int(),
  attachmentCount: int(),
});
export type PrefillListEntry = z.infer<typeof prefillListEntry>;

export const proposalListNames = endpoint({
  method: 'GET',
  path: '/Proposal/ProposalListNames',
  access: ADMIN,
  summary: 'Every scope combination (leaf of the scope builder tree, by its full name) and its configuration.',
  response: z.object({ success: z.literal(true), data: z.array(prefillListEntry) }),
});

export const prefillFields = z.object({
  leafId: id,
  proposalTitle: requiredText(messages.required('Proposal title'), 300),
  scopeName: optionalText(500),
  proposalDescription: optionalText(20_000),
  /** The linked notes (prefillNoteId). */
  notes: z.array(id).max(200).default([]),
  /** The linked attachments (prefillAttachmentId). */
  attachments: z.array(id).max(50).default([]),
  detailed: z.boolean().default(false),
  hideItem: z.boolean().default(false),
});
export type PrefillFields = z.input<typeof prefillFields>;

export const getPrefill = endpoint({
  method: 'GET',
  path: '/Proposal/Prefill',
  access: ADMIN,
  summary: 'The configuration of one scope leaf (id = the leaf), defaults when none is saved.',
  query: z.object({ id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      prefillBaseId: int().nullable(),
      leafId: int(),
      leafName: z.string(),
      proposalTitle: z.string(),
      scopeName: z.string(),
      proposalDescription: z.string(),
      notes: z.array(int()),
      attachments: z.array(int()),
      detailed: z.boolean(),
      hideItem: z.boolean(),
    }),
  }),
});

export const savePrefill = endpoint({
  method: 'POST',
  path: '/Proposal/Prefill',
  access: ADMIN,
  summary: "Saves a scope leaf's configuration (title, scope name, description, notes, attachments, flags).",
  body: prefillFields,
  response: z.object({ success: z.literal(true), message: z.string(), prefillBaseId: int() }),
});

export const prefillNote = z.object({ prefillNoteId: int(), note: z.string(), scopes: z.array(scopeLink) });
export type PrefillNote = z.infer<typeof prefillNote>;

export const noteList = endpoint({
  method: 'GET',
  path: '/Proposal/NoteList',
  access: [ADMIN, BUILD],
  summary: 'The library of proposal notes with the scope leaves each is linked to.',
  response: z.object({ success: z.literal(true), data: z.array(prefillNote) }),
});

export const noteText = requiredText(messages.proposalNoteRequired, 5000);

export const createNoteFields = z.object({ note: noteText });

export const createNote = endpoint({
  method: 'POST',
  path: '/Proposal/CreateNote',
  access: ADMIN,
  summary: 'Adds a note to the library.',
  body: createNoteFields,
  response: z.object({ success: z.literal(true), message: z.string(), prefillNoteId: int() }),
});

export const linkNote = endpoint({
  method: 'GET',
  path: '/Proposal/LinkNote',
  access: ADMIN,
  summary: 'Links a note to one scope leaf (no change when already linked).',
  query: z.object({ noteId: id, scopeId: id }),
  response: okMessage,
});

export const getNote = endpoint({
  method: 'GET',
  path: '/Proposal/Note',
  access: ADMIN,
  summary: 'One note with its linked scope leaves.',
  query: z.object({ noteId: id }),
  response: z.object({ success: z.literal(true), data: prefillNote }),
});

export const noteFields = z.object({
  prefillNoteId: id,
  note: noteText,
  /** The linked leaves (leafId): the note's links are replaced by these. */
  scopes: z.array(id).max(2000).default([]),
});

export const saveNote = endpoint({
  method: 'POST',
  path: '/Proposal/Note',
  access: ADMIN,
  summary: "Saves a note's text and its linked scope leaves.",
  body: noteFields,
  response: okMessage,
});

export const prefillAttachment = z.object({
  prefillAttachmentId: int(),
  attachmentName: z.string(),
  termAndCondition: z.boolean(),
  scopes: z.array(scopeLink),
  hasFile: z.boolean(),
  pageCount: int(),
  size: int(),
  updatedAt: z.string(),
});
export type PrefillAttachment = z.infer<typeof prefillAttachment>;

export const attachmentList = endpoint({
  method: 'GET',
  path: '/Proposal/AttachmentList',
  access: [ADMIN, BUILD],
  summary: 'The library of proposal attachments (PDF) with the scope leaves each is linked to.',
  response: z.object({ success: z.literal(true), data: z.array(prefillAttachment) }),
});

export const getProposalAttachment = endpoint({
  method: 'GET',
  path: '/Proposal/ProposalAttachment',
  access: ADMIN,
  summary: 'One attachment of the library.',
  query: z.object({ attachmentId: id }),
  response: z.object({ success: z.literal(true), data: prefillAttachment }),
});

export const attachmentFields = z.object({
  prefillAttachmentId: id,
  attachmentName: requiredText(messages.proposalAttachmentNameRequired, 200),
  termAndCondition: z.boolean().default(false),
  scopes: z.array(id).max(2000).default([]),
});

export const saveProposalAttachment = endpoint({
  method: 'POST',
  path: '/Proposal/ProposalAttachment',
  access: ADMIN,
  summary: "Saves an attachment's name, terms-and-conditions flag and linked scope leaves.",
  body: attachmentFields,
  response: okMessage,
});

/** The text fields of the upload (multipart); the PDF travels in the field `file`. */
export const uploadAttachmentFields = z
  .object({
    attachmentName: z.string().trim().max(200, 'At most 200 characters.').optional(),
    prefillAttachmentId: z.coerce.number().int().positive().max(2147483647).optional(),
    /** Replacing an existing attachment's document needs the Replace Document switch on. */
    replace: z.enum(['true', 'false']).optional(),
  })
  .refine((f) => f.prefillAttachmentId !== undefined || !!f.attachmentName, {
    message: messages.proposalAttachmentNameFirst,
    path: ['attachmentName'],
  });

export const uploadAttachment = endpoint({
  method: 'POST',
  path: '/Proposal/UploadAttachment',
  access: ADMIN,
  summary:
    'Uploads one PDF (checked by content: signature and a full parse) as a new attachment (attachmentName) or as the new document of one (prefillAttachmentId with replace=true). 25 MB at most.',
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string(), prefillAttachmentId: int() }),
});

export const getUploadAttachment = endpoint({
  method: 'GET',
  path: '/Proposal/UploadAttachment',
  access: [ADMIN, BUILD],
  summary: "An attachment's PDF (the Preview), inline.",
  query: z.object({ id }),
  file: true,
});

export const proposalsEndpoints = {
  proposalListView,
  setProposalPdfFavorite,
  proposalPdf,
  generatePdf,
  getBuildProposal,
  saveBuildProposal,
  regenerateBody,
  proposalListNames,
  getPrefill,
  savePrefill,
  noteList,
  createNote,
  linkNote,
  getNote,
  saveNote,
  attachmentList,
  getProposalAttachment,
  saveProposalAttachment,
  uploadAttachment,
  getUploadAttachment,
};
