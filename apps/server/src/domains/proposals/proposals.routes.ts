import { proposalsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import * as builder from './builder.service.ts';
import * as pdf from './pdf.service.ts';
import * as prefill from './prefill.service.ts';

const PDF = 'application/pdf';

export function proposalsRoutes(app: FastifyInstance): void {
  // Generated proposals of a job.
  defineRoute(app, e.proposalListView, (ctx, { query }) => pdf.proposalListView(ctx, query.jobId));
  defineRoute(app, e.setProposalPdfFavorite, (ctx, { body }) => pdf.setFavorite(ctx, body.proposalId, body.favorite));
  defineRoute(app, e.proposalPdf, async (ctx, { query }, _req, reply) => {
    const { file, stream, name } = await pdf.openProposalPdf(ctx, query.PdfId);
    return sendFile(reply, { contentType: PDF, name, size: file.size, inline: !query.download }, stream);
  });
  defineRoute(app, e.generatePdf, async (ctx, { body }, _req, reply) => {
    const { bytes, name, id, sha256 } = await pdf.generateProposalPdf(ctx, body.jobId);
    reply.header('x-proposal-id', String(id)).header('x-proposal-sha256', sha256);
    return sendFile(reply, { contentType: PDF, name, size: bytes.length }, bytes);
  });

  // The job's proposal (builder).
  defineRoute(app, e.getBuildProposal, (ctx, { query }) => builder.getBuildProposal(ctx, query.jobId));
  defineRoute(app, e.saveBuildProposal, (ctx, { body }) => builder.saveBuildProposal(ctx, body));
  defineRoute(app, e.regenerateBody, (ctx, { query }) => builder.regenerateBody(ctx, query.jobId));

  // Administration: configuration of scope leaves, notes, attachments.
  defineRoute(app, e.proposalListNames, (ctx) => prefill.proposalListNames(ctx));
  defineRoute(app, e.getPrefill, (ctx, { query }) => prefill.getPrefill(ctx, query.id));
  defineRoute(app, e.savePrefill, (ctx, { body }) => prefill.savePrefill(ctx, body));
  defineRoute(app, e.noteList, (ctx) => prefill.noteList(ctx));
  defineRoute(app, e.createNote, (ctx, { body }) => prefill.createNote(ctx, body.note));
  defineRoute(app, e.linkNote, (ctx, { query }) => prefill.linkNote(ctx, query.noteId, query.scopeId));
  defineRoute(app, e.getNote, (ctx, { query }) => prefill.getNote(ctx, query.noteId));
  defineRoute(app, e.saveNote, (ctx, { body }) => prefill.saveNote(ctx, body));
  defineRoute(app, e.attachmentList, (ctx) => prefill.attachmentList(ctx));
  defineRoute(app, e.getProposalAttachment, (ctx, { query }) => prefill.getProposalAttachment(ctx, query.attachmentId));
  defineRoute(app, e.saveProposalAttachment, (ctx, { body }) => prefill.saveProposalAttachment(ctx, body));
  defineRoute(app, e.uploadAttachment, async (ctx, _input, req) =>
    prefill.uploadAttachment(ctx, await readUpload(req)),
  );
  defineRoute(app, e.getUploadAttachment, async (ctx, { query }, _req, reply) => {
    const { file, stream, name } = await prefill.openAttachment(ctx, query.id);
    return sendFile(reply, { contentType: PDF, name, size: file.size, inline: true }, stream);
  });
}
