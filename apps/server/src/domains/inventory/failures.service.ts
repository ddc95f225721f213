import { readFile } from 'node:fs/promises';
import {
  type FailureLogRow,
  type FailureReport,
  type failureFormBody,
  failurePhotoFields,
  messages,
  PHOTO_RESIZED_MAX,
  assetStatusWords as S,
} from '@fieldbook/contract';
import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  assetFailurePhotos,
  assetFailures,
  assetStatuses,
  assets,
  jobs,
  offices,
  users,
  yards,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { IMAGE_TYPES, type Upload } from '../../platform/upload.ts';
import { requireJob, visibleJobRow } from '../jobs/job-access.ts';
import { recordStatus, requireAsset } from './assets.service.ts';

// Asset failure reports (spec 4 §2 "Failure log", §3 "Asset failure form", §4, §5, §7): the jobs an
// asset has been at, the report (saved first; its answer carries the id), its photos (images only,
// checked by their bytes, kept with an upright resized copy), the read view and the failure log.

const technicianName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;
const jobLabel = sql<string>`coalesce(${jobs.jobName} || ' (' || ${jobs.jobNumber} || ')', '')`;

/** The jobs an asset has been at, from its status history and where it is now; the latest first. */
export async function failureJobHistory(ctx: Ctx, assetId: number) {
  const asset = await requireAsset(ctx, assetId);
  const rows = await ctx.db
    .select({
      jobId: jobs.id,
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      last: sql<Date>`max(${assetStatuses.date})`.mapWith((v) => new Date(v)),
    })
    .from(assetStatuses)
    .innerJoin(jobs, and(eq(jobs.id, assetStatuses.jobId), visibleJobRow(ctx.user)))
    .where(and(eq(assetStatuses.assetId, asset.id), isNotNull(assetStatuses.jobId)))
    .groupBy(jobs.id)
    .orderBy(desc(sql`max(${assetStatuses.date})`), desc(jobs.id));
  const data = rows.map(({ jobId, jobName, jobNumber }) => ({ jobId, jobName, jobNumber }));
  if (asset.jobId && !data.some((j) => j.jobId === asset.jobId)) {
    const [now] = await ctx.db
      .select({ jobId: jobs.id, jobName: jobs.jobName, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(and(eq(jobs.id, asset.jobId), visibleJobRow(ctx.user)));
    if (now) data.unshift(now);
  }
  return { success: true as const, data };
}

export async function saveFailureForm(ctx: Ctx, body: z.output<typeof failureFormBody>) {
  const id = await ctx.db.transaction(async (tx) => {
    const asset = await requireAsset(ctx, body.assetId, tx);
    const job = await requireJob({ db: tx, user: ctx.user }, body.jobFailureId);
    const [tech] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.technicianId));
    if (!tech)
      throw badRequest(messages.failureTechnicianRequired, { technicianId: messages.failureTechnicianRequired });
    const values = {
      assetId: asset.id,
      lastOperation: new Date(body.lastOperation),
      failureDate: new Date(body.failureDate),
      jobId: job.id,
      technicianId: tech.id,
      meterInCirculation: body.meterInCirculation,
      natureOfFailure: body.natureOfFailure,
      correctiveActions: body.correctiveActions,
    };
    const change = {
      assetId: asset.id,
      lastOperation: body.lastOperation,
      failureDate: body.failureDate,
      jobId: job.id,
      technicianId: tech.id,
      meterInCirculation: body.meterInCirculation,
    };
    if (body.assetFailureId) {
      const [before] = await tx
        .select()
        .from(assetFailures)
        .where(eq(assetFailures.id, body.assetFailureId))
        .for('update');
      if (!before || before.assetId !== asset.id) throw notFound(messages.failureNotFound);
      await tx
        .update(assetFailures)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(assetFailures.id, before.id));
      await audit(tx, ctx.user.id, 'assetFailure', before.id, 'save', change);
      return before.id;
    }
    const [office] = asset.yardId
      ? await tx.select({ id: yards.officeLocationId }).from(yards).where(eq(yards.id, asset.yardId))
      : [];
    const [row] = await tx
      .insert(assetFailures)
      .values({ ...values, officeLocationId: office?.id ?? null, createdBy: ctx.user.id })
      .returning({ id: assetFailures.id });
    await recordStatus(tx, ctx.user.id, asset, S.failureReported, body.natureOfFailure.slice(0, 500));
    await audit(tx, ctx.user.id, 'assetFailure', row.id, 'create', change);
    return row.id;
  });
  return { success: true as const, message: messages.failureSaved, id };
}

export async function getFailureForm(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({
      f: assetFailures,
      serialNumber: assets.serialNumber,
      assetName: assets.name,
      officeName: offices.name,
      technicianName,
      jobFailure: jobLabel,
    })
    .from(assetFailures)
    .innerJoin(assets, eq(assets.id, assetFailures.assetId))
    .leftJoin(offices, eq(offices.id, assetFailures.officeLocationId))
    .leftJoin(users, eq(users.id, assetFailures.technicianId))
    .leftJoin(jobs, and(eq(jobs.id, assetFailures.jobId), visibleJobRow(ctx.user)))
    .where(eq(assetFailures.id, id));
  if (!row) throw notFound(messages.failureNotFound);
  const photos = await ctx.db
    .select({ assetFailurePhotoId: assetFailurePhotos.id, fileName: assetFailurePhotos.fileName })
    .from(assetFailurePhotos)
    .where(eq(assetFailurePhotos.assetFailureId, row.f.id))
    .orderBy(asc(assetFailurePhotos.id));
  const { f } = row;
  const data: FailureReport = {
    assetFailureId: f.id,
    assetId: f.assetId,
    lastOperation: f.lastOperation.toISOString(),
    failureDate: f.failureDate.toISOString(),
    jobFailureId: f.jobId,
    technicianId: f.technicianId,
    meterInCirculation: f.meterInCirculation,
    natureOfFailure: f.natureOfFailure,
    correctiveActions: f.correctiveActions,
    serialNumber: row.serialNumber,
    assetName: row.assetName,
    officeName: row.officeName ?? '',
    technicianName: row.technicianName ?? '',
    jobFailure: row.jobFailure ?? '',
    photos,
  };
  return { success: true as const, data };
}

/** The failure log's default range (spec 4 §9): the last 90 days up to now. */
export const FAILURE_LOG_DEFAULT_MS = 7_776_000_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of the range: a calendar day where the server runs (its start, or its end for the end
 * bound), as the screen's date pickers send it, or an ISO date-time.
 */
function bound(value: string | undefined, end: boolean, field: string): Date | null {
  const v = value?.trim();
  if (!v) return null;
  const [y, m, day] = v.split('-').map(Number);
  const d = DAY.test(v) ? (end ? new Date(y, m - 1, day, 23, 59, 59, 999) : new Date(y, m - 1, day)) : new Date(v);
  const rolled = DAY.test(v) && (d.getMonth() !== m - 1 || d.getDate() !== day);
  if (rolled || Number.isNaN(d.getTime()))
    throw badRequest('Enter a date as YYYY-MM-DD.', { [field]: 'Enter a date as YYYY-MM-DD.' });
  return d;
}

export async function failureFormList(ctx: Ctx, query: { startDate?: string; endDate?: string }) {
  const end = bound(query.endDate, true, 'endDate') ?? new Date();
  const start = bound(query.startDate, false, 'startDate') ?? new Date(end.getTime() - FAILURE_LOG_DEFAULT_MS);
  if (start > end) throw badRequest(messages.failureRangeOrder, { startDate: messages.failureRangeOrder });
  const rows = await ctx.db
    .select({
      assetFailureId: assetFailures.id,
      date: assetFailures.failureDate,
      serialNumber: assets.serialNumber,
      office: offices.name,
      job: jobLabel,
      inCirculation: assetFailures.meterInCirculation,
      description: assetFailures.natureOfFailure,
      response: assetFailures.correctiveActions,
    })
    .from(assetFailures)
    .innerJoin(assets, eq(assets.id, assetFailures.assetId))
    .leftJoin(offices, eq(offices.id, assetFailures.officeLocationId))
    .leftJoin(jobs, and(eq(jobs.id, assetFailures.jobId), visibleJobRow(ctx.user)))
    .where(and(gte(assetFailures.failureDate, start), lte(assetFailures.failureDate, end)))
    .orderBy(desc(assetFailures.failureDate), desc(assetFailures.id));
  const data: FailureLogRow[] = rows.map((r) => ({
    ...r,
    date: r.date.toISOString(),
    office: r.office ?? '',
    job: r.job ?? '',
  }));
  return { success: true as const, data };
}

// --- photos -----------------------------------------------------------------------------------------

/** The upload's image, checked by its bytes, and its resized copy turned upright by its EXIF orientation. */
async function readImage(upload: Upload) {
  const bytes = await readFile(upload.path);
  const type = await fileTypeFromBuffer(bytes);
  const refuse = () => badRequest(messages.photosImagesOnly, { [upload.field]: messages.photosImagesOnly });
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw refuse();
  try {
    return await sharp(bytes)
      .rotate()
      .resize(PHOTO_RESIZED_MAX, PHOTO_RESIZED_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw refuse();
  }
}

const stem = (name: string) => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200) || 'photo';
};

export async function uploadFailurePhoto(ctx: Ctx, upload: Upload) {
  const parsed = failurePhotoFields.safeParse(upload.fields);
  if (!parsed.success) throw badRequest(messages.failureNotFound, { FailureId: messages.failureNotFound });
  const resized = await readImage(upload);
  const answer = await ctx.db.transaction(async (tx) => {
    const [failure] = await tx
      .select()
      .from(assetFailures)
      .where(eq(assetFailures.id, parsed.data.FailureId))
      .for('update');
    if (!failure) throw notFound(messages.failureNotFound);
    const original = await ctx.storage.put(tx, upload, upload.filename, IMAGE_TYPES, ctx.user.id);
    const copy = await ctx.storage.put(
      tx,
      resized,
      `${stem(upload.filename)}-resized.jpg`,
      ['image/jpeg'],
      ctx.user.id,
    );
    const [photo] = await tx
      .insert(assetFailurePhotos)
      .values({
        assetFailureId: failure.id,
        fileName: original.originalName,
        fileId: original.id,
        resizedFileId: copy.id,
        createdBy: ctx.user.id,
      })
      .returning();
    await audit(tx, ctx.user.id, 'assetFailure', failure.id, 'photo', {
      assetFailurePhotoId: photo.id,
      fileName: photo.fileName,
      size: original.size,
    });
    return { assetFailurePhotoId: photo.id, fileName: photo.fileName };
  });
  return { success: true as const, message: messages.failurePhotoUploaded, ...answer };
}

/** A photo's bytes: the resized copy, or the original. */
export async function openFailurePhoto(ctx: Ctx, id: number, original: boolean) {
  const [photo] = await ctx.db.select().from(assetFailurePhotos).where(eq(assetFailurePhotos.id, id));
  if (!photo) throw notFound(messages.failurePhotoNotFound);
  const opened = await ctx.storage.open(original ? photo.fileId : photo.resizedFileId);
  if (!opened) throw notFound(messages.failurePhotoNotFound);
  return opened;
}

export async function deleteFailurePhoto(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [photo] = await tx.delete(assetFailurePhotos).where(eq(assetFailurePhotos.id, id)).returning();
    if (!photo) throw notFound(messages.failurePhotoNotFound);
    await ctx.storage.remove(tx, photo.fileId);
    await ctx.storage.remove(tx, photo.resizedFileId);
    await audit(tx, ctx.user.id, 'assetFailure', photo.assetFailureId, 'photoDelete', {
      assetFailurePhotoId: photo.id,
      fileName: photo.fileName,
    });
  });
  return { success: true as const, message: messages.failurePhotoDeleted };
}
