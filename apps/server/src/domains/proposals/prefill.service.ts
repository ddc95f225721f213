import { readFile } from 'node:fs/promises';
import {
  type attachmentFields,
  messages,
  type noteFields,
  type PrefillAttachment,
  type PrefillListEntry,
  type PrefillNote,
  type prefillFields,
  uploadAttachmentFields,
} from '@fieldbook/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  proposalAttachmentLeaves,
  proposalNoteLeaves,
  proposalPrefillAttachments,
  proposalPrefillNotes,
  proposalPrefills,
} from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { readPdf } from '../../platform/pdf/index.ts';
import type { StoredFile } from '../../platform/storage.ts';
import type { Upload } from '../../platform/upload.ts';
import { leafNames, scopeLeaves } from './leaves.ts';

const PDF = ['application/pdf'] as const;

// ---- Configuration of scope leaves ----------------------------------------------------------

export async function proposalListNames(ctx: Ctx) {
  const [leaves, prefills, notes, attachments] = await Promise.all([
    scopeLeaves(ctx.db),
    ctx.db.select().from(proposalPrefills),
    ctx.db
      .select({ leafId: proposalNoteLeaves.leafId, n: count() })
      .from(proposalNoteLeaves)
      .groupBy(proposalNoteLeaves.leafId),
    ctx.db
      .select({ leafId: proposalAttachmentLeaves.leafId, n: count() })
      .from(proposalAttachmentLeaves)
      .groupBy(proposalAttachmentLeaves.leafId),
  ]);
  const byLeaf = new Map(prefills.map((p) => [p.leafId, p]));
  const noteCount = new Map(notes.map((r) => [r.leafId, r.n]));
  const attachmentCount = new Map(attachments.map((r) => [r.leafId, r.n]));
  const data: PrefillListEntry[] = leaves
    .filter((l) => l.enabled)
    .map((l) => {
      const p = byLeaf.get(l.leafId);
      return {
        leafId: l.leafId,
        scopeName: l.scopeName,
        prefillBaseId: p?.id ?? null,
        proposalTitle: p?.proposalTitle ?? '',
        hideItem: p?.hideItem ?? false,
        noteCount: noteCount.get(l.leafId) ?? 0,
        attachmentCount: attachmentCount.get(l.leafId) ?? 0,
      };
    });
  return { success: true as const, data };
}

async function requireLeaf(tx: Tx, leafId: number) {
  const name = (await leafNames(tx)).get(leafId);
  if (name === undefined) throw notFound(messages.proposalLeafNotFound);
  return name;
}

export async function getPrefill(ctx: Ctx, leafId: number) {
  const leafName = await requireLeaf(ctx.db, leafId);
  const [p] = await ctx.db.select().from(proposalPrefills).where(eq(proposalPrefills.leafId, leafId));
  const notes = await ctx.db
    .select({ id: proposalNoteLeaves.noteId })
    .from(proposalNoteLeaves)
    .where(eq(proposalNoteLeaves.leafId, leafId));
  const attachments = await ctx.db
    .select({ id: proposalAttachmentLeaves.attachmentId })
    .from(proposalAttachmentLeaves)
    .where(eq(proposalAttachmentLeaves.leafId, leafId));
  const last = leafName.split(' - ');
  return {
    success: true as const,
    data: {
      prefillBaseId: p?.id ?? null,
      leafId,
      leafName,
      proposalTitle: p?.proposalTitle ?? last.slice(0, 2).join(' - '),
      scopeName: p?.scopeName ?? leafName,
      proposalDescription: p?.proposalDescription ?? '',
      notes: notes.map((n) => n.id).sort((a, b) => a - b),
      attachments: attachments.map((a) => a.id).sort((a, b) => a - b),
      detailed: p?.detailed ?? false,
      hideItem: p?.hideItem ?? false,
    },
  };
}

/** Every id must name an existing row: 400 otherwise (a stale screen, a forged request). */
async function assertAllExist(tx: Tx, table: 'notes' | 'attachments', ids: number[]) {
  if (ids.length === 0) return;
  const t = table === 'notes' ? proposalPrefillNotes : proposalPrefillAttachments;
  const rows = await tx.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  if (rows.length !== new Set(ids).size) {
    throw badRequest(table === 'notes' ? messages.proposalNoteNotFound : messages.proposalAttachmentNotFound, {
      [table]: table === 'notes' ? messages.proposalNoteNotFound : messages.proposalAttachmentNotFound,
    });
  }
}

export async function savePrefill(ctx: Ctx, body: z.output<typeof prefillFields>) {
  const prefillBaseId = await ctx.db.transaction(async (tx) => {
    await requireLeaf(tx, body.leafId);
    const notes = [...new Set(body.notes)];
    const attachments = [...new Set(body.attachments)];
    await assertAllExist(tx, 'notes', notes);
    await assertAllExist(tx, 'attachments', attachments);
    const values = {
      proposalTitle: body.proposalTitle,
      scopeName: body.scopeName,
      proposalDescription: body.proposalDescription,
      detailed: body.detailed,
      hideItem: body.hideItem,
    };
    const [before] = await tx
      .select()
      .from(proposalPrefills)
      .where(eq(proposalPrefills.leafId, body.leafId))
      .for('update');
    const [row] = await tx
      .insert(proposalPrefills)
      .values({ leafId: body.leafId, ...values })
      .onConflictDoUpdate({ target: proposalPrefills.leafId, set: { ...values, updatedAt: new Date() } })
      .returning({ id: proposalPrefills.id });
    await tx.delete(proposalNoteLeaves).where(eq(proposalNoteLeaves.leafId, body.leafId));
    if (notes.length)
      await tx.insert(proposalNoteLeaves).values(notes.map((noteId) => ({ noteId, leafId: body.leafId })));
    await tx.delete(proposalAttachmentLeaves).where(eq(proposalAttachmentLeaves.leafId, body.leafId));
    if (attachments.length) {
      await tx
        .insert(proposalAttachmentLeaves)
        .values(attachments.map((attachmentId) => ({ attachmentId, leafId: body.leafId })));
    }
    await audit(tx, ctx.user.id, 'proposalPrefill', row.id, before ? 'update' : 'create', {
      leafId: body.leafId,
      ...(before ? changedFields({ ...before }, { ...before, ...values }) : values),
      notes,
      attachments,
    });
    return row.id;
  });
  return { success: true as const, message: messages.prefillSaved, prefillBaseId };
}

// ---- Notes -----------------------------------------------------------------------------------

async function notesWithScopes(tx: Tx, ids?: number[]): Promise<PrefillNote[]> {
  const rows = await tx
    .select()
    .from(proposalPrefillNotes)
    .where(ids ? inArray(proposalPrefillNotes.id, ids) : undefined)
    .orderBy(asc(proposalPrefillNotes.id));
  if (rows.length === 0) return [];
  const links = await tx
    .select()
    .from(proposalNoteLeaves)
    .where(
      inArray(
        proposalNoteLeaves.noteId,
        rows.map((r) => r.id),
      ),
    );
  const names = await leafNames(tx);
  return rows.map((r) => ({
    prefillNoteId: r.id,
    note: r.note,
    scopes: links
      .filter((l) => l.noteId === r.id)
      .map((l) => ({ leafId: l.leafId, scopeName: names.get(l.leafId) ?? '' }))
      .sort((a, b) => a.scopeName.localeCompare(b.scopeName)),
  }));
}

export async function noteList(ctx: Ctx) {
  return { success: true as const, data: await notesWithScopes(ctx.db) };
}

export async function getNote(ctx: Ctx, noteId: number) {
  const [note] = await notesWithScopes(ctx.db, [noteId]);
  if (!note) throw notFound(messages.proposalNoteNotFound);
  return { success: true as const, data: note };
}

export async function createNote(ctx: Ctx, note: string) {
  const prefillNoteId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(proposalPrefillNotes).values({ note }).returning({ id: proposalPrefillNotes.id });
    await audit(tx, ctx.user.id, 'proposalNote', row.id, 'create', { note });
    return row.id;
  });
  return { success: true as const, message: messages.prefillNoteSaved, prefillNoteId };
}

async function lockNote(tx: Tx, noteId: number) {
  const [row] = await tx.select().from(proposalPrefillNotes).where(eq(proposalPrefillNotes.id, noteId)).for('update');
  if (!row) throw notFound(messages.proposalNoteNotFound);
  return row;
}

/** Every leaf id must be a leaf of the tree (400 naming `field` otherwise). */
async function assertLeaves(tx: Tx, ids: number[], field: string) {
  const names = await leafNames(tx);
  if (ids.some((id) => !names.has(id)))
    throw badRequest(messages.proposalLeafNotFound, { [field]: messages.proposalLeafNotFound });
}

export async function linkNote(ctx: Ctx, noteId: number, leafId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockNote(tx, noteId);
    await requireLeaf(tx, leafId);
    const added = await tx
      .insert(proposalNoteLeaves)
      .values({ noteId, leafId })
      .onConflictDoNothing()
      .returning({ leafId: proposalNoteLeaves.leafId });
    if (added.length) await audit(tx, ctx.user.id, 'proposalNote', noteId, 'link', { leafId });
  });
  return { success: true as const, message: messages.proposalNoteLinked };
}

export async function saveNote(ctx: Ctx, body: z.output<typeof noteFields>) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockNote(tx, body.prefillNoteId);
    const scopes = [...new Set(body.scopes)];
    await assertLeaves(tx, scopes, 'scopes');
    const old = await tx.select().from(proposalNoteLeaves).where(eq(proposalNoteLeaves.noteId, before.id));
    await tx.update(proposalPrefillNotes).set({ note: body.note }).where(eq(proposalPrefillNotes.id, before.id));
    await tx.delete(proposalNoteLeaves).where(eq(proposalNoteLeaves.noteId, before.id));
    if (scopes.length)
      await tx.insert(proposalNoteLeaves).values(scopes.map((leafId) => ({ noteId: before.id, leafId })));
    await audit(tx, ctx.user.id, 'proposalNote', before.id, 'update', {
      ...(before.note !== body.note ? { note: [before.note, body.note] } : {}),
      scopes: [old.map((l) => l.leafId).sort((a, b) => a - b), scopes.sort((a, b) => a - b)],
    });
  });
  return { success: true as const, message: messages.prefillNoteSaved };
}

// ---- Attachments -----------------------------------------------------------------------------

async function attachmentsWithScopes(tx: Tx, ids?: number[]): Promise<PrefillAttachment[]> {
  const rows = await tx
    .select()
    .from(proposalPrefillAttachments)
    .where(ids ? inArray(proposalPrefillAttachments.id, ids) : undefined)
    .orderBy(asc(proposalPrefillAttachments.attachmentName), asc(proposalPrefillAttachments.id));
  if (rows.length === 0) return [];
  const links = await tx
    .select()
    .from(proposalAttachmentLeaves)
    .where(
      inArray(
        proposalAttachmentLeaves.attachmentId,
        rows.map((r) => r.id),
      ),
    );
  const names = await leafNames(tx);
  return rows.map((r) => ({
    prefillAttachmentId: r.id,
    attachmentName: r.attachmentName,
    termAndCondition: r.termAndCondition,
    hasFile: r.fileKey !== null,
    pageCount: r.pageCount,
    size: r.size,
    updatedAt: r.updatedAt.toISOString(),
    scopes: links
      .filter((l) => l.attachmentId === r.id)
      .map((l) => ({ leafId: l.leafId, scopeName: names.get(l.leafId) ?? '' }))
      .sort((a, b) => a.scopeName.localeCompare(b.scopeName)),
  }));
}

export async function attachmentList(ctx: Ctx) {
  return { success: true as const, data: await attachmentsWithScopes(ctx.db) };
}

export async function getProposalAttachment(ctx: Ctx, attachmentId: number) {
  const [row] = await attachmentsWithScopes(ctx.db, [attachmentId]);
  if (!row) throw notFound(messages.proposalAttachmentNotFound);
  return { success: true as const, data: row };
}

async function lockAttachment(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(proposalPrefillAttachments)
    .where(eq(proposalPrefillAttachments.id, id))
    .for('update');
  if (!row) throw notFound(messages.proposalAttachmentNotFound);
  return row;
}

export async function saveProposalAttachment(ctx: Ctx, body: z.output<typeof attachmentFields>) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockAttachment(tx, body.prefillAttachmentId);
    const scopes = [...new Set(body.scopes)];
    await assertLeaves(tx, scopes, 'scopes');
    const old = await tx
      .select()
      .from(proposalAttachmentLeaves)
      .where(eq(proposalAttachmentLeaves.attachmentId, before.id));
    const values = { attachmentName: body.attachmentName, termAndCondition: body.termAndCondition };
    await tx
      .update(proposalPrefillAttachments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(proposalPrefillAttachments.id, before.id));
    await tx.delete(proposalAttachmentLeaves).where(eq(proposalAttachmentLeaves.attachmentId, before.id));
    if (scopes.length) {
      await tx.insert(proposalAttachmentLeaves).values(scopes.map((leafId) => ({ attachmentId: before.id, leafId })));
    }
    await audit(tx, ctx.user.id, 'proposalAttachment', before.id, 'update', {
      ...changedFields({ attachmentName: before.attachmentName, termAndCondition: before.termAndCondition }, values),
      scopes: [old.map((l) => l.leafId).sort((a, b) => a - b), scopes.sort((a, b) => a - b)],
    });
  });
  return { success: true as const, message: messages.prefillAttachmentSaved };
}

/**
 * Stores an uploaded PDF as a new attachment (attachmentName) or as the new document of one
 * (prefillAttachmentId, with replace=true when it already has one). The bytes are checked by content
 * (the %PDF- signature and a full parse), never by name; the old document is removed in the same
 * transaction, and a failed write removes the new bytes again.
 */
export async function uploadAttachment(ctx: Ctx, upload: Upload) {
  const parsed = uploadAttachmentFields.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'attachmentName');
    throw badRequest(issue?.message ?? messages.badRequest, { [field]: issue?.message ?? messages.badRequest });
  }
  const fields = parsed.data;
  const { pageCount } = await readPdf(await readFile(upload.path), upload.field, messages.proposalAttachmentPdfOnly);
  let stored: StoredFile | undefined;
  try {
    const prefillAttachmentId = await ctx.db.transaction(async (tx) => {
      const existing = fields.prefillAttachmentId ? await lockAttachment(tx, fields.prefillAttachmentId) : null;
      if (existing?.fileKey && fields.replace !== 'true') {
        throw badRequest(messages.proposalAttachmentReplaceOff, { replace: messages.proposalAttachmentReplaceOff });
      }
      const name = existing?.attachmentName ?? (fields.attachmentName as string);
      stored = await ctx.storage.put(tx, upload, `${name}.pdf`, PDF, ctx.user.id);
      const file = { fileKey: stored.id, pageCount, size: stored.size, updatedAt: new Date() };
      if (existing) {
        await tx.update(proposalPrefillAttachments).set(file).where(eq(proposalPrefillAttachments.id, existing.id));
        if (existing.fileKey) await ctx.storage.remove(tx, existing.fileKey);
        await audit(tx, ctx.user.id, 'proposalAttachment', existing.id, existing.fileKey ? 'replace' : 'upload', {
          pageCount,
          size: stored.size,
        });
        return existing.id;
      }
      const [row] = await tx
        .insert(proposalPrefillAttachments)
        .values({ attachmentName: name, ...file })
        .returning({ id: proposalPrefillAttachments.id });
      await audit(tx, ctx.user.id, 'proposalAttachment', row.id, 'create', {
        attachmentName: name,
        pageCount,
        size: stored.size,
      });
      return row.id;
    });
    return { success: true as const, message: messages.prefillUploadComplete, prefillAttachmentId };
  } catch (err) {
    const orphan = stored as StoredFile | undefined;
    if (orphan) await ctx.storage.remove(ctx.db, orphan.id).catch(() => {});
    throw err;
  }
}

/** An attachment's PDF, opened for streaming. */
export async function openAttachment(ctx: Ctx, id: number) {
  const [row] = await ctx.db.select().from(proposalPrefillAttachments).where(eq(proposalPrefillAttachments.id, id));
  if (!row) throw notFound(messages.proposalAttachmentNotFound);
  if (!row.fileKey) throw notFound(messages.proposalAttachmentNoFile);
  const opened = await ctx.storage.open(row.fileKey);
  if (!opened) throw notFound(messages.proposalAttachmentNoFile);
  return { ...opened, name: `${row.attachmentName}.pdf` };
}
