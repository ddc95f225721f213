import { readFile } from 'node:fs/promises';
import {
  messages,
  SURVEY_ATTACHMENT_CATEGORIES,
  SURVEY_MAP_HEIGHT,
  SURVEY_MAP_WIDTH,
  type SurveyAttachment,
  surveyAttachmentUploadFields,
  surveyMapUploadFields,
} from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { files, surveyAttachments, surveyForms, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { DOCUMENT_TYPES, type Upload } from '../../platform/upload.ts';
import { mayAttachToSurvey, mayEditSurveyBottom } from './surveys.policy.ts';
import { assertJobOpen, requireSurveyForm, userName } from './surveys.service.ts';

// A survey form's attachments by category and its site map (spec 3 §2.12, §5, §7, §9).

/** The images a site map may be made from, recognised by their bytes. */
export const MAP_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const categoryName = (id: number) => SURVEY_ATTACHMENT_CATEGORIES.find((c) => c.id === id)?.name ?? '';

function parseFields<S extends z.ZodType>(schema: S, upload: Upload, fallback: string): z.output<S> {
  const parsed = schema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? fallback);
    throw badRequest(issue?.message ?? messages.badRequest, { [field]: issue?.message ?? messages.badRequest });
  }
  return parsed.data;
}

// --- attachments -----------------------------------------------------------------------------------

export async function attachmentList(ctx: Ctx, surveyFormId: number) {
  const { row: form } = await requireSurveyForm(ctx, surveyFormId);
  const rows = await ctx.db
    .select({ a: surveyAttachments, file: files, uploadedBy: userName })
    .from(surveyAttachments)
    .innerJoin(files, eq(files.id, surveyAttachments.fileId))
    .leftJoin(users, eq(users.id, surveyAttachments.createdBy))
    .where(eq(surveyAttachments.surveyFormId, form.id))
    .orderBy(asc(surveyAttachments.id));
  const data: SurveyAttachment[] = rows.map(({ a, file, uploadedBy }) => ({
    surveyAttachmentId: a.id,
    name: a.name,
    categoryId: a.categoryId,
    category: categoryName(a.categoryId),
    fileName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    uploadedBy: uploadedBy ?? '',
    uploadedAt: a.createdAt.toISOString(),
  }));
  return { success: true as const, data };
}

const stem = (name: string) => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200) || 'attachment';
};

export async function uploadAttachment(ctx: Ctx, upload: Upload) {
  const fields = parseFields(surveyAttachmentUploadFields, upload, 'surveyFormId');
  const answer = await ctx.db.transaction(async (tx) => {
    const { row: form, job } = await requireSurveyForm(ctx, fields.surveyFormId, { lock: tx });
    assertJobOpen(job);
    if (!mayAttachToSurvey(ctx.user, job)) throw forbidden(messages.forbidden);
    const stored = await ctx.storage.put(tx, upload, upload.filename, DOCUMENT_TYPES, ctx.user.id);
    const name = fields.name || stem(stored.originalName);
    const [row] = await tx
      .insert(surveyAttachments)
      .values({ surveyFormId: form.id, name, categoryId: fields.categoryId, fileId: stored.id, createdBy: ctx.user.id })
      .returning({ id: surveyAttachments.id });
    await audit(tx, ctx.user.id, 'surveyAttachment', row.id, 'upload', {
      surveyFormId: form.id,
      name,
      categoryId: fields.categoryId,
      contentType: stored.contentType,
      size: stored.size,
    });
    return { surveyAttachmentId: row.id, name };
  });
  return { success: true as const, message: messages.surveyUploadComplete, ...answer };
}

/** The attachment and its form, for a caller who may see the form's job. */
async function requireAttachment(ctx: Ctx, id: number, lock?: Tx) {
  const [a] = await (lock ?? ctx.db).select().from(surveyAttachments).where(eq(surveyAttachments.id, id));
  if (!a) throw notFound(messages.surveyAttachmentNotFound);
  const { job } = await requireSurveyForm(ctx, a.surveyFormId, { lock });
  return { a, job };
}

export async function openAttachment(ctx: Ctx, id: number) {
  const { a } = await requireAttachment(ctx, id);
  const opened = await ctx.storage.open(a.fileId);
  if (!opened) throw notFound(messages.surveyAttachmentNotFound);
  return opened;
}

export async function saveAttachmentCategory(ctx: Ctx, id: number, categoryId: number) {
  await ctx.db.transaction(async (tx) => {
    const { a, job } = await requireAttachment(ctx, id, tx);
    assertJobOpen(job);
    if (!mayAttachToSurvey(ctx.user, job)) throw forbidden(messages.forbidden);
    if (a.categoryId === categoryId) return;
    await tx.update(surveyAttachments).set({ categoryId }).where(eq(surveyAttachments.id, a.id));
    await audit(tx, ctx.user.id, 'surveyAttachment', a.id, 'category', {
      surveyFormId: a.surveyFormId,
      categoryId: [a.categoryId, categoryId],
    });
  });
  return { success: true as const, message: messages.surveyAttachmentSaved };
}

export async function deleteAttachment(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const { a, job } = await requireAttachment(ctx, id, tx);
    assertJobOpen(job);
    if (!mayAttachToSurvey(ctx.user, job)) throw forbidden(messages.forbidden);
    await tx.delete(surveyAttachments).where(eq(surveyAttachments.id, a.id));
    await ctx.storage.remove(tx, a.fileId);
    await audit(tx, ctx.user.id, 'surveyAttachment', a.id, 'delete', { surveyFormId: a.surveyFormId, name: a.name });
  });
  return { success: true as const, message: messages.surveyAttachmentDeleted };
}

// --- the site map ----------------------------------------------------------------------------------

/**
 * The upload as the stored map: an image by its bytes, turned upright by its EXIF orientation and
 * fitted (aspect kept, white margins) into an 800 x 500 PNG.
 */
async function mapPng(upload: Upload): Promise<Buffer> {
  const refuse = () => badRequest(messages.surveyMapImagesOnly, { [upload.field]: messages.surveyMapImagesOnly });
  const bytes = await readFile(upload.path);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(MAP_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw refuse();
  try {
    return await sharp(bytes)
      .rotate()
      .resize(SURVEY_MAP_WIDTH, SURVEY_MAP_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    throw refuse();
  }
}

export async function uploadMap(ctx: Ctx, upload: Upload) {
  const fields = parseFields(surveyMapUploadFields, upload, 'surveyFormId');
  const png = await mapPng(upload);
  await ctx.db.transaction(async (tx) => {
    const { row: form, job } = await requireSurveyForm(ctx, fields.surveyFormId, {
      permission: 'forms.surveyBottom',
      lock: tx,
    });
    assertJobOpen(job);
    if (!mayEditSurveyBottom(ctx.user, job)) throw forbidden(messages.forbidden);
    const stored = await ctx.storage.put(tx, png, 'site-map.png', ['image/png'], ctx.user.id);
    await tx
      .update(surveyForms)
      .set({ mapFileId: stored.id, updatedAt: new Date() })
      .where(eq(surveyForms.id, form.id));
    if (form.mapFileId) await ctx.storage.remove(tx, form.mapFileId);
    await audit(tx, ctx.user.id, 'surveyForm', form.id, 'map', { fileName: upload.filename, size: png.length });
  });
  return { success: true as const, hasMap: true, mapData: png.toString('base64'), message: messages.surveyMapSaved };
}

export async function getMap(ctx: Ctx, id: number, fileId: number | undefined) {
  if (fileId !== undefined && fileId !== id)
    throw badRequest(messages.surveyMapFileMismatch, { FileId: messages.surveyMapFileMismatch });
  const { row: form } = await requireSurveyForm(ctx, id);
  const stored = form.mapFileId ? await ctx.storage.read(form.mapFileId) : null;
  if (!stored) return { success: true as const, hasMap: false, mapData: '', message: messages.surveyMapNone };
  return {
    success: true as const,
    hasMap: true,
    mapData: stored.bytes.toString('base64'),
    message: messages.surveyMapLoaded,
  };
}

export async function deleteMap(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const { row: form, job } = await requireSurveyForm(ctx, id, { permission: 'forms.surveyBottom', lock: tx });
    assertJobOpen(job);
    if (!mayEditSurveyBottom(ctx.user, job)) throw forbidden(messages.forbidden);
    if (!form.mapFileId) return;
    await tx.update(surveyForms).set({ mapFileId: null, updatedAt: new Date() }).where(eq(surveyForms.id, form.id));
    await ctx.storage.remove(tx, form.mapFileId);
    await audit(tx, ctx.user.id, 'surveyForm', form.id, 'mapDelete');
  });
  return { success: true as const, message: messages.surveyMapDeleted };
}
