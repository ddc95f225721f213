import { type DocumentAndPolicy, documentUploadFields, messages } from '@fieldbook/contract';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage.ts';
import { DOCUMENT_TYPES, type Upload } from '../../platform/upload.ts';
import { deleteDocumentRow, findDocument, insertDocument, listDocuments } from './documents.queries.ts';

export async function documentList(ctx: Ctx): Promise<{ success: true; data: DocumentAndPolicy[] }> {
  return { success: true, data: await listDocuments(ctx.db) };
}

/** The stored file of a document, opened for streaming. */
export async function openDocument(ctx: Ctx, id: number) {
  const doc = await findDocument(ctx.db, id);
  const opened = doc && (await ctx.storage.open(doc.fileId));
  if (!opened) throw notFound(messages.documentNotFound);
  return opened;
}

/**
 * Stores one uploaded document under its display name. The name is checked before the bytes are
 * stored; the file's type is checked by its content. If the database write fails, the stored bytes
 * are removed again, so a failed upload leaves nothing behind.
 */
export async function saveDocument(ctx: Ctx, upload: Upload) {
  const fields = documentUploadFields.safeParse(upload.fields);
  if (!fields.success) throw badRequest(messages.addDocumentName, { documentName: messages.addDocumentName });
  const name = fields.data.documentName;
  let stored: StoredFile | undefined;
  try {
    const documentId = await ctx.db.transaction(async (tx) => {
      stored = await ctx.storage.put(tx, upload, upload.filename, DOCUMENT_TYPES, ctx.user.id);
      const id = await insertDocument(tx, { name, fileId: stored.id, createdBy: ctx.user.id });
      await audit(tx, ctx.user.id, 'document', id, 'create', {
        name,
        filename: stored.originalName,
        contentType: stored.contentType,
        size: stored.size,
      });
      return id;
    });
    ctx.log.info({ documentId, by: ctx.user.id }, 'document uploaded');
    return { success: true as const, message: messages.documentUploaded, documentId };
  } catch (err) {
    const orphan = stored;
    if (orphan) await ctx.storage.remove(ctx.db, orphan.id).catch(() => {});
    throw err;
  }
}

/** Deletes the document's row and then its file, in one transaction with the audit row. */
export async function deleteDocument(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const doc = await findDocument(tx, id, { lock: true });
    if (!doc) throw notFound(messages.documentNotFound);
    await deleteDocumentRow(tx, id);
    await audit(tx, ctx.user.id, 'document', id, 'delete', { name: doc.name, fileId: doc.fileId });
    await ctx.storage.remove(tx, doc.fileId);
  });
  ctx.log.info({ documentId: id, by: ctx.user.id }, 'document deleted');
  return { success: true as const, message: messages.documentDeleted };
}
