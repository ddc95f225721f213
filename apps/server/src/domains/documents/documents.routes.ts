import { documentEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { attachmentName, readUpload } from '../../platform/upload.ts';
import { deleteDocument, documentList, openDocument, saveDocument } from './documents.service.ts';

export function documentsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getDocumentAndPolicyList, (ctx) => documentList(ctx));
  defineRoute(app, e.getDocument, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await openDocument(ctx, query.DocumentId);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentName(file.originalName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  defineRoute(app, e.saveDocumentAndPolicy, async (ctx, _input, req) => saveDocument(ctx, await readUpload(req)));
  defineRoute(app, e.deleteDocumentAndPolicy, (ctx, { body }) => deleteDocument(ctx, body.id));
}
