import { z } from 'zod';
import { id, int, optionalText, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { BUILD } from './internal.ts';

// The job's proposal as the builder edits it: cover letter, body sections, notes and attachments
// (spec 3 §3 Proposal, §5 Proposal generation).

/** A selection: a positive id, with the specification's message when nothing is chosen. */
const selected = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2147483647, { error: message });

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
