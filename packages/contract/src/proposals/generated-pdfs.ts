import { z } from 'zod';
import { id, int, okMessage, queryBool } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { BUILD, DOWNLOAD } from './internal.ts';

// A job's generated proposals: the list, the favourite, the stored PDF, and generating one.

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
  file: 'pdf',
});

export const generatePdf = endpoint({
  method: 'POST',
  path: '/Proposal/GeneratePDF',
  access: BUILD,
  summary:
    "Generates the PDF of the job's saved proposal (cover letter, body, notes, attached PDFs), stores it with its SHA-256 and answers its bytes.",
  body: z.object({ jobId: id }),
  file: 'pdf',
});
