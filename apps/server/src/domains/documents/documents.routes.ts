import { documentEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import { deleteDocument, documentList, openDocument, saveDocument } from './documents.service.ts';

export function documentsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getDocumentAndPolicyList, (ctx) => documentList(ctx));
  defineRoute(app, e.getDocument, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await openDocument(ctx, query.DocumentId);
    return sendFile(reply, { contentType: file.contentType, name: file.originalName, size: file.size }, stream);
  });
  defineRoute(app, e.saveDocumentAndPolicy, async (ctx, _input, req) => saveDocument(ctx, await readUpload(req)));
  defineRoute(app, e.deleteDocumentAndPolicy, (ctx, { body }) => deleteDocument(ctx, body.id));
}
