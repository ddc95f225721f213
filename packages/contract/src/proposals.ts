// The proposals area's public entry: `@fieldbook/contract/proposals` and index.ts export what it
// exports, so importers never name a part. Its parts live in the folder proposals/, one file per
// sub-resource, rather than beside it as proposals-*.ts: src/ keeps one file per area
// (docs/contributing.md "One name per area"), so a part is never taken for an area of its own, and
// internal.ts, which the parts share, stays out of this entry.
//
// Proposals (spec 3 §2.3, §2.4, §3 Proposal / prefill / Note / Attachment, §4, §5, §7 Proposals).

import {
  attachmentList,
  getProposalAttachment,
  getUploadAttachment,
  saveProposalAttachment,
  uploadAttachment,
} from './proposals/attachments.ts';
import { getBuildProposal, regenerateBody, saveBuildProposal } from './proposals/builder.ts';
import { getPrefill, proposalListNames, savePrefill } from './proposals/configuration.ts';
import { generatePdf, proposalListView, proposalPdf, setProposalPdfFavorite } from './proposals/generated-pdfs.ts';
import { createNote, getNote, linkNote, noteList, saveNote } from './proposals/notes.ts';

export * from './proposals/attachments.ts';
export * from './proposals/builder.ts';
export * from './proposals/configuration.ts';
export * from './proposals/generated-pdfs.ts';
export * from './proposals/notes.ts';

/** Every endpoint of the area: the server binds them from here (domains/proposals/proposals.routes.ts). */
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
