import { z } from 'zod';
import { id, int, optionalText, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { ADMIN } from './internal.ts';

// Administration: the configuration each scope leaf prefills a proposal with (spec 3 §3 prefill).

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
