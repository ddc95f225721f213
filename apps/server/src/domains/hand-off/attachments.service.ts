import {
  attachmentWritePermission,
  type JobAttachment,
  jobAttachmentUploadFields,
  messages,
} from '@fieldbook/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobAttachments, users } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage.ts';
import { DOCUMENT_TYPES, type Upload } from '../../platform/upload.ts';
import { assertMayWriteJobs, requireJob } from '../jobs/job-access.ts';
import { recordJobEvent } from '../jobs/job-state.ts';

/**
 * The job of an attachment write, locked: who may change a step's attachments is the step's stage
 * permission for the job's class, never a Drilling User (400 for a step without attachments).
 */
async function lockWritableJob(tx: Tx, ctx: Ctx, jobId: number, stepId: number) {
  const permission = attachmentWritePermission(stepId) ?? undefined;
  await requireJob(ctx, jobId, { lock: tx, permission });
  if (!permission) throw badRequest(messages.attachmentStepInvalid);
  assertMayWriteJobs(ctx.user);
}

export async function jobAttachmentList(ctx: Ctx, jobId: number, stepId: number) {
  await requireJob(ctx, jobId);
  return { success: true as const, data: await stepAttachments(ctx.db, jobId, stepId) };
}

/** A step's attachments of a job already through the gate (the job page shares it). */
export async function stepAttachments(db: Tx, jobId: number, stepId: number): Promise<JobAttachment[]> {
  const rows = await db
    .select({
      jobAttachmentId: jobAttachments.id,
      name: jobAttachments.name,
      favorite: jobAttachments.favorite,
      contentType: jobAttachments.contentType,
      size: jobAttachments.size,
      createdAt: jobAttachments.createdAt,
      uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(jobAttachments)
    .leftJoin(users, eq(users.id, jobAttachments.uploadedBy))
    .where(and(eq(jobAttachments.jobId, jobId), eq(jobAttachments.stepId, stepId)))
    .orderBy(desc(jobAttachments.favorite), desc(jobAttachments.createdAt), desc(jobAttachments.id));
  return rows.map(({ createdAt, ...r }) => ({ ...r, uploadedAt: createdAt.toISOString() }));
}

/**
 * Stores one file for a job's step. If the database write fails, the stored bytes are removed again,
 * so a failed upload leaves nothing behind.
 */
export async function saveJobAttachment(ctx: Ctx, upload: Upload) {
  const fields = jobAttachmentUploadFields.safeParse(upload.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? messages.badRequest);
  const { JobId: jobId, JobStep: stepId } = fields.data;
  let stored: StoredFile | undefined;
  try {
    const jobAttachmentId = await ctx.db.transaction(async (tx) => {
      await lockWritableJob(tx, ctx, jobId, stepId);
      stored = await ctx.storage.put(tx, upload, upload.filename, DOCUMENT_TYPES, ctx.user.id);
      const [row] = await tx
        .insert(jobAttachments)
        .values({
          jobId,
          stepId,
          name: stored.originalName,
          fileKey: stored.id,
          contentType: stored.contentType,
          size: stored.size,
          uploadedBy: ctx.user.id,
        })
        .returning({ id: jobAttachments.id });
      await recordJobEvent(tx, ctx.user.id, jobId, 'attachment.add', {
        jobAttachmentId: row.id,
        stepId,
        name: stored.originalName,
        contentType: stored.contentType,
        size: stored.size,
      });
      return row.id;
    });
    return { success: true as const, message: messages.attachmentUploaded, jobAttachmentId };
  } catch (err) {
    const orphan = stored;
    if (orphan) await ctx.storage.remove(ctx.db, orphan.id).catch(() => {});
    throw err;
  }
}

async function findAttachment(tx: Tx, id: number) {
  const [row] = await tx.select().from(jobAttachments).where(eq(jobAttachments.id, id));
  return row;
}

/** The attachment's file, opened for streaming (404 also for a job the user may not see). */
export async function openJobAttachment(ctx: Ctx, id: number) {
  const row = await findAttachment(ctx.db, id);
  if (!row) throw notFound(messages.attachmentNotFound);
  await requireJob(ctx, row.jobId);
  const opened = await ctx.storage.open(row.fileKey);
  if (!opened) throw notFound(messages.attachmentNotFound);
  return { ...opened, name: row.name };
}

/** An attachment's write: the attachment, its job locked, and the write check. */
async function lockWritableAttachment(tx: Tx, ctx: Ctx, id: number) {
  const row = await findAttachment(tx, id);
  if (!row) throw notFound(messages.attachmentNotFound);
  await lockWritableJob(tx, ctx, row.jobId, row.stepId);
  return row;
}

export async function deleteJobAttachment(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockWritableAttachment(tx, ctx, id);
    await tx.delete(jobAttachments).where(eq(jobAttachments.id, id));
    await recordJobEvent(tx, ctx.user.id, row.jobId, 'attachment.delete', {
      jobAttachmentId: id,
      stepId: row.stepId,
      name: row.name,
    });
    await ctx.storage.remove(tx, row.fileKey);
  });
  return { success: true as const, message: messages.attachmentDeleted };
}

export async function favoriteJobAttachment(ctx: Ctx, id: number, favorite: boolean) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockWritableAttachment(tx, ctx, id);
    if (row.favorite === favorite) return;
    await tx.update(jobAttachments).set({ favorite }).where(eq(jobAttachments.id, id));
    await recordJobEvent(tx, ctx.user.id, row.jobId, 'attachment.favorite', { jobAttachmentId: id, favorite });
  });
  return { success: true as const, message: messages.attachmentSaved };
}
