import { z } from 'zod';
import { id, int, okMessage, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { scopeLink } from './configuration.ts';
import { ADMIN, BUILD } from './internal.ts';

// Administration: the library of proposal attachments (PDF) and the scope leaves each is linked to
// (spec 3 §3 Attachment).

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
  file: 'pdf',
});
