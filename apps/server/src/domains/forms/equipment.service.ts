import { readFile } from 'node:fs/promises';
import {
  EQUIPMENT_FORM_STEPS,
  type EquipmentForm,
  type EquipmentPictureFile,
  equipmentPictureFields,
  FIXED_PHOTO_SECTIONS,
  fixedPhotoSections,
  messages,
  missingProblemDescriptions,
  PHOTO_DAMAGE,
  PHOTO_DELIVERY,
  PHOTO_HOUR_FUEL,
  PHOTO_PICKUP,
  PHOTO_RESIZED_MAX,
  type saveEquipmentFormBody,
  type TicketEquipmentForm,
} from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  equipmentFormChecks,
  equipmentFormPictures,
  equipmentFormRequiredPhotos,
  equipmentFormSaves,
  equipmentForms,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { checkBaseVersion } from '../../platform/versions.ts';
import { IMAGE_TYPES, type Upload } from '../../platform/upload.ts';
import { hasJobPermission, type JobHead, requireJob } from '../jobs/job-access.ts';
import { readTemplate } from './equipment-templates.service.ts';

// Equipment forms under a field stage (spec 3 §2.8, §2.10, §3, §4, §5, §9): the checklist, the
// photos by section, Save Form and Submit.

const userName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;

/** Who may write a job's equipment forms: 'forms.equipmentEdit' for its class and a job not canceled. */
export const mayEditEquipmentForms = (ctx: Pick<Ctx, 'user'>, job: JobHead) =>
  hasJobPermission(ctx.user, 'forms.equipmentEdit', job.jobClassificationId) && !job.canceled;

type FormRow = typeof equipmentForms.$inferSelect;

async function findForm(db: Tx, id: number, lock = false) {
  const q = db.select().from(equipmentForms).where(eq(equipmentForms.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The form and its job, or 404 when either is out of the caller's sight. */
export async function requireForm(ctx: Ctx, id: number, gate: Parameters<typeof requireJob>[2] = {}) {
  const row = await findForm(gate.lock ?? ctx.db, id, !!gate.lock);
  if (!row) throw notFound(messages.equipmentFormNotFound);
  const job = await requireJob(ctx, row.jobId, gate);
  return { row, job };
}

/** A form the caller may change now: edit permission, job not canceled, form not submitted. */
async function requireEditableForm(ctx: Ctx, tx: Tx, id: number) {
  const { row, job } = await requireForm(ctx, id, { permission: 'forms.equipmentEdit', lock: tx });
  if (job.canceled) throw badRequest(messages.equipmentFormJobCanceled);
  if (row.complete) throw conflict(messages.equipmentFormNotEditable);
  return { row, job };
}

// --- reading --------------------------------------------------------------------------------------

const sectionName = (code: number) => FIXED_PHOTO_SECTIONS.find((s) => s.code === code)?.name ?? '';

/** The photo sections a form requires before it is submitted: its template's types and delivery or pickup. */
function requiredSections(row: Pick<FormRow, 'stepId'>, required: { photoTypeId: number }[]) {
  return [...required.map((r) => r.photoTypeId), ...fixedPhotoSections(row.stepId).filter((c) => c !== PHOTO_DAMAGE)];
}

export async function readForm(db: Tx, row: FormRow): Promise<EquipmentForm> {
  const [creator] = row.createdBy
    ? await db.select({ name: userName }).from(users).where(eq(users.id, row.createdBy))
    : [];
  const checks = await db
    .select()
    .from(equipmentFormChecks)
    .where(eq(equipmentFormChecks.equipmentFormId, row.id))
    .orderBy(asc(equipmentFormChecks.sortOrder), asc(equipmentFormChecks.id));
  const required = await db
    .select()
    .from(equipmentFormRequiredPhotos)
    .where(eq(equipmentFormRequiredPhotos.equipmentFormId, row.id))
    .orderBy(asc(equipmentFormRequiredPhotos.sortOrder));
  const pictures = await db
    .select()
    .from(equipmentFormPictures)
    .where(eq(equipmentFormPictures.equipmentFormId, row.id))
    .orderBy(asc(equipmentFormPictures.id));
  const filesOf = (code: number): EquipmentPictureFile[] =>
    pictures.filter((p) => p.pictureType === code).map((p) => ({ equipmentFormPictureId: p.id, fileName: p.fileName }));
  const needed = new Set(requiredSections(row, required));
  const hourFuel = filesOf(PHOTO_HOUR_FUEL).at(-1) ?? null;
  return {
    equipmentFormId: row.id,
    equipmentFormNameId: row.equipmentFormNameId,
    equipmentFormName: row.name,
    unitNumber: row.unitNumber,
    comments: row.comments,
    jobId: row.jobId,
    stepId: row.stepId,
    complete: row.complete,
    date: row.formDate,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    createdBy: creator?.name ?? '',
    checkBoxes: checks.map((c) => ({
      equipmentCheckBoxId: c.checkboxId,
      checkBoxName: c.checkBoxName,
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      passed: c.passed,
      comment: c.comment,
    })),
    pictures: [
      ...required.map((r) => ({
        equipmentPhotoTypeId: r.photoTypeId,
        equipmentPhotoTypeName: r.photoTypeName,
        required: true,
        files: filesOf(r.photoTypeId),
      })),
      ...fixedPhotoSections(row.stepId).map((code) => ({
        equipmentPhotoTypeId: code,
        equipmentPhotoTypeName: sectionName(code),
        required: needed.has(code),
        files: filesOf(code),
      })),
    ],
    damagePhotos: filesOf(PHOTO_DAMAGE),
    deliveryPhotos: filesOf(PHOTO_DELIVERY),
    pickupPhotos: filesOf(PHOTO_PICKUP),
    hourFuelPhoto: hourFuel,
  };
}

export async function getForm(ctx: Ctx, id: number) {
  const { row } = await requireForm(ctx, id);
  return { success: true as const, data: await readForm(ctx.db, row) };
}

export async function checkEdit(ctx: Ctx, id: number) {
  const { row, job } = await requireForm(ctx, id);
  return { success: mayEditEquipmentForms(ctx, job) && !row.complete };
}

/** A blank form from a template (equipmentFormId 0, nothing saved). */
export async function newForm(ctx: Ctx, nameId: number) {
  const t = await readTemplate(ctx.db, nameId);
  const data: EquipmentForm = {
    equipmentFormId: 0,
    equipmentFormNameId: t.equipmentFormNameId,
    equipmentFormName: t.equipmentFormName,
    unitNumber: '',
    comments: '',
    jobId: 0,
    stepId: null,
    complete: false,
    date: new Date().toISOString().slice(0, 10),
    updatedAt: null,
    version: 0,
    createdBy: ctx.user.fullName,
    checkBoxes: t.checkBoxesCategories.flatMap((c) =>
      c.checkBoxes.map((b) => ({
        equipmentCheckBoxId: b.checkBoxId,
        checkBoxName: b.checkBoxName,
        categoryId: c.categoryId,
        categoryName: c.categoryName,
        passed: false,
        comment: '',
      })),
    ),
    pictures: t.requiredPhotos.map((p) => ({
      equipmentPhotoTypeId: p.photoTypeId,
      equipmentPhotoTypeName: p.photoTypeName,
      required: true,
      files: [],
    })),
    damagePhotos: [],
    deliveryPhotos: [],
    pickupPhotos: [],
    hourFuelPhoto: null,
  };
  return { success: true as const, data };
}

const listColumns = {
  equipmentFormId: equipmentForms.id,
  date: equipmentForms.formDate,
  name: equipmentForms.name,
  unitNumber: equipmentForms.unitNumber,
  completed: equipmentForms.complete,
  stepId: equipmentForms.stepId,
};

export async function formList(ctx: Ctx, jobId: number, stepId: number | undefined) {
  if (stepId !== undefined && !(EQUIPMENT_FORM_STEPS as readonly number[]).includes(stepId))
    throw badRequest(messages.equipmentFormWrongStep, { stepId: messages.equipmentFormWrongStep });
  const job = await requireJob(ctx, jobId);
  const data = await ctx.db
    .select(listColumns)
    .from(equipmentForms)
    .where(
      stepId === undefined
        ? eq(equipmentForms.jobId, jobId)
        : and(eq(equipmentForms.jobId, jobId), eq(equipmentForms.stepId, stepId)),
    )
    .orderBy(desc(equipmentForms.formDate), desc(equipmentForms.id));
  return { success: true as const, data, allowCreate: mayEditEquipmentForms(ctx, job) };
}

/** The list rows of these forms with their hour/fuel photos (what a field ticket shows). */
async function ticketRows(db: Tx, where: SQL | undefined): Promise<(TicketEquipmentForm & { jobId: number })[]> {
  const rows = await db
    .select({ ...listColumns, jobId: equipmentForms.jobId })
    .from(equipmentForms)
    .where(where)
    .orderBy(asc(equipmentForms.formDate), asc(equipmentForms.id));
  const ids = rows.map((r) => r.equipmentFormId);
  const photos = ids.length
    ? await db
        .select()
        .from(equipmentFormPictures)
        .where(
          and(
            inArray(equipmentFormPictures.equipmentFormId, ids),
            eq(equipmentFormPictures.pictureType, PHOTO_HOUR_FUEL),
          ),
        )
        .orderBy(asc(equipmentFormPictures.id))
    : [];
  return rows.map((r) => ({
    ...r,
    hourFuelPhotos: photos
      .filter((p) => p.equipmentFormId === r.equipmentFormId)
      .map((p) => ({ hourFuelPhotoId: p.id, fileName: p.fileName })),
  }));
}

export async function listedForms(ctx: Ctx, ids: number[]) {
  if (!ids.length) return { success: true as const, data: [] };
  const rows = await ticketRows(ctx.db, inArray(equipmentForms.id, ids));
  const visible = new Set<number>();
  for (const jobId of new Set(rows.map((r) => r.jobId))) {
    try {
      await requireJob(ctx, jobId);
      visible.add(jobId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  const data = rows
    .filter((r) => visible.has(r.jobId))
    .sort((a, b) => (order.get(a.equipmentFormId) ?? 0) - (order.get(b.equipmentFormId) ?? 0))
    .map(({ jobId: _jobId, ...r }) => r);
  return { success: true as const, data };
}

export async function orphanedForms(ctx: Ctx, jobId: number, date: string) {
  await requireJob(ctx, jobId);
  const rows = await ticketRows(ctx.db, and(eq(equipmentForms.jobId, jobId), eq(equipmentForms.formDate, date)));
  return { success: true as const, data: rows.map(({ jobId: _jobId, ...r }) => r) };
}

// --- saving ---------------------------------------------------------------------------------------

type SaveBody = z.output<typeof saveEquipmentFormBody>;
interface SaveAnswer {
  success: true;
  message: string;
  id: number;
  complete: boolean;
  version: number;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function replayOf(db: Tx, clientKey: string): Promise<SaveAnswer | null> {
  const [done] = await db.select().from(equipmentFormSaves).where(eq(equipmentFormSaves.clientKey, clientKey));
  if (!done) return null;
  const [form] = await db
    .select({ version: equipmentForms.version })
    .from(equipmentForms)
    .where(eq(equipmentForms.id, done.equipmentFormId));
  return { success: true, message: done.message, id: done.equipmentFormId, complete: done.complete, version: form.version };
}

/**
 * Save Form (a draft) or Submit (complete). One transaction: a refused save changes nothing. A
 * press retried with the same clientKey answers what the first one answered.
 */
export async function saveForm(ctx: Ctx, body: SaveBody): Promise<SaveAnswer> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const replay = await replayOf(tx, body.clientKey);
      if (replay) return replay;
      const row = body.equipmentFormId === 0 ? await createForm(ctx, tx, body) : await updateForm(ctx, tx, body);
      if (body.submit) await assertSubmittable(tx, row.id, row.stepId);
      const now = new Date();
      // A save of an existing form makes a new version; a new form starts at 1.
      const next = body.equipmentFormId ? sql`${equipmentForms.version} + 1` : equipmentForms.version;
      const [saved] = await tx
        .update(equipmentForms)
        .set({ complete: body.submit, updatedAt: now, updatedBy: ctx.user.id, version: next })
        .where(eq(equipmentForms.id, row.id))
        .returning({ version: equipmentForms.version });
      const message = body.submit ? messages.equipmentFormSubmitted : messages.equipmentFormSaved;
      await tx.insert(equipmentFormSaves).values({
        clientKey: body.clientKey,
        equipmentFormId: row.id,
        userId: ctx.user.id,
        complete: body.submit,
        message,
      });
      await audit(
        tx,
        ctx.user.id,
        'equipmentForm',
        row.id,
        body.submit ? 'submit' : body.equipmentFormId ? 'save' : 'create',
        {
          unitNumber: body.unitNumber,
        },
      );
      return { success: true as const, message, id: row.id, complete: body.submit, version: saved.version };
    });
  } catch (err) {
    // The same key pressed twice at once: the second waits for the first, then reads its answer.
    if (isUniqueViolation(err)) {
      const replay = await replayOf(ctx.db, body.clientKey);
      if (replay) return replay;
    }
    throw err;
  }
}

async function createForm(ctx: Ctx, tx: Tx, body: SaveBody): Promise<FormRow> {
  const job = await requireJob(ctx, body.jobId, { permission: 'forms.equipmentEdit', lock: tx });
  if (job.canceled) throw badRequest(messages.equipmentFormJobCanceled);
  const t = await readTemplate(tx, body.equipmentFormNameId);
  const [row] = await tx
    .insert(equipmentForms)
    .values({
      equipmentFormNameId: t.equipmentFormNameId,
      name: t.equipmentFormName,
      jobId: job.id,
      stepId: body.stepId,
      unitNumber: body.unitNumber,
      comments: body.comments,
      createdBy: ctx.user.id,
    })
    .returning();
  const boxes = t.checkBoxesCategories.flatMap((c) =>
    c.checkBoxes.map((b) => ({ categoryId: c.categoryId, categoryName: c.categoryName, ...b })),
  );
  const answers = new Map(body.checkBoxes.map((a) => [a.equipmentCheckBoxId, a]));
  body.checkBoxes.forEach((a, i) => {
    if (!boxes.some((b) => b.checkBoxId === a.equipmentCheckBoxId))
      throw badRequest(messages.equipmentCheckboxNotOnForm, {
        [`checkBoxes.${i}.equipmentCheckBoxId`]: messages.equipmentCheckboxNotOnForm,
      });
  });
  if (boxes.length)
    await tx.insert(equipmentFormChecks).values(
      boxes.map((b, i) => ({
        equipmentFormId: row.id,
        checkboxId: b.checkBoxId,
        checkBoxName: b.checkBoxName,
        categoryId: b.categoryId,
        categoryName: b.categoryName,
        sortOrder: i,
        passed: answers.get(b.checkBoxId)?.passed ?? false,
        comment: answers.get(b.checkBoxId)?.comment ?? '',
      })),
    );
  if (t.requiredPhotos.length)
    await tx.insert(equipmentFormRequiredPhotos).values(
      t.requiredPhotos.map((p, i) => ({
        equipmentFormId: row.id,
        photoTypeId: p.photoTypeId,
        photoTypeName: p.photoTypeName,
        sortOrder: i,
      })),
    );
  return row;
}

async function updateForm(ctx: Ctx, tx: Tx, body: SaveBody): Promise<FormRow> {
  const { row } = await requireEditableForm(ctx, tx, body.equipmentFormId);
  if (row.jobId !== body.jobId) throw badRequest(messages.equipmentFormNotFound);
  await checkBaseVersion(tx, row, body.baseVersion, () => readForm(tx, row));
  const checks = await tx.select().from(equipmentFormChecks).where(eq(equipmentFormChecks.equipmentFormId, row.id));
  for (const [i, a] of body.checkBoxes.entries()) {
    const c = checks.find((x) => x.checkboxId === a.equipmentCheckBoxId);
    if (!c)
      throw badRequest(messages.equipmentCheckboxNotOnForm, {
        [`checkBoxes.${i}.equipmentCheckBoxId`]: messages.equipmentCheckboxNotOnForm,
      });
    await tx
      .update(equipmentFormChecks)
      .set({ passed: a.passed, comment: a.comment })
      .where(eq(equipmentFormChecks.id, c.id));
  }
  await tx
    .update(equipmentForms)
    .set({ unitNumber: body.unitNumber, comments: body.comments })
    .where(eq(equipmentForms.id, row.id));
  return row;
}

/** Submit's rules (spec §5): a problem description for each unchecked item, and every required photo. */
async function assertSubmittable(tx: Tx, formId: number, stepId: number | null) {
  const checks = await tx
    .select()
    .from(equipmentFormChecks)
    .where(eq(equipmentFormChecks.equipmentFormId, formId))
    .orderBy(asc(equipmentFormChecks.sortOrder), asc(equipmentFormChecks.id));
  const missing = missingProblemDescriptions(checks);
  if (missing.length)
    throw badRequest(
      messages.problemDescriptionRequired,
      Object.fromEntries(missing.map((i) => [`checkBoxes.${i}.comment`, messages.problemDescriptionRequired])),
    );
  const required = await tx
    .select({ photoTypeId: equipmentFormRequiredPhotos.photoTypeId })
    .from(equipmentFormRequiredPhotos)
    .where(eq(equipmentFormRequiredPhotos.equipmentFormId, formId));
  const have = new Set(
    (
      await tx
        .select({ t: equipmentFormPictures.pictureType })
        .from(equipmentFormPictures)
        .where(eq(equipmentFormPictures.equipmentFormId, formId))
    ).map((p) => p.t),
  );
  if (requiredSections({ stepId }, required).some((code) => !have.has(code)))
    throw badRequest(messages.uploadAllRequiredPhotos, { pictures: messages.uploadAllRequiredPhotos });
}

// --- pictures --------------------------------------------------------------------------------------

/** The upload's image, checked by its bytes, and its resized copy with the EXIF orientation applied. */
async function readImage(upload: Upload) {
  const bytes = await readFile(upload.path);
  const type = await fileTypeFromBuffer(bytes);
  const refuse = () => badRequest(messages.photosImagesOnly, { [upload.field]: messages.photosImagesOnly });
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw refuse();
  try {
    const resized = await sharp(bytes)
      .rotate()
      .resize(PHOTO_RESIZED_MAX, PHOTO_RESIZED_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { resized };
  } catch {
    throw refuse();
  }
}

const stem = (name: string) => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200) || 'photo';
};

function parseFields(upload: Upload) {
  const parsed = equipmentPictureFields.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'EquipmentFormId');
    throw badRequest(issue?.message ?? messages.badRequest, { [field]: issue?.message ?? messages.badRequest });
  }
  return parsed.data;
}

/** Adds a photo to a section of a form, or (hour/fuel) replaces the form's hour/fuel photo. */
export async function uploadPicture(ctx: Ctx, upload: Upload, hourFuel: boolean) {
  const fields = parseFields(upload);
  const pictureType = hourFuel ? PHOTO_HOUR_FUEL : fields.PictureType;
  if (pictureType === undefined)
    throw badRequest(messages.photoTypeNotOnForm, { PictureType: messages.photoTypeNotOnForm });
  const { resized } = await readImage(upload);
  const answer = await ctx.db.transaction(async (tx) => {
    const { row } = await requireEditableForm(ctx, tx, fields.EquipmentFormId);
    if (!hourFuel) {
      const required = await tx
        .select({ photoTypeId: equipmentFormRequiredPhotos.photoTypeId })
        .from(equipmentFormRequiredPhotos)
        .where(eq(equipmentFormRequiredPhotos.equipmentFormId, row.id));
      const allowed = [...required.map((r) => r.photoTypeId), ...fixedPhotoSections(row.stepId)];
      if (!allowed.includes(pictureType))
        throw badRequest(messages.photoTypeNotOnForm, { PictureType: messages.photoTypeNotOnForm });
    }
    const old = hourFuel
      ? await tx
          .select()
          .from(equipmentFormPictures)
          .where(
            and(
              eq(equipmentFormPictures.equipmentFormId, row.id),
              eq(equipmentFormPictures.pictureType, PHOTO_HOUR_FUEL),
            ),
          )
      : [];
    const original = await ctx.storage.put(tx, upload, upload.filename, IMAGE_TYPES, ctx.user.id);
    const copy = await ctx.storage.put(
      tx,
      resized,
      `${stem(upload.filename)}-resized.jpg`,
      ['image/jpeg'],
      ctx.user.id,
    );
    const [pic] = await tx
      .insert(equipmentFormPictures)
      .values({
        equipmentFormId: row.id,
        pictureType,
        fileName: original.originalName,
        fileId: original.id,
        resizedFileId: copy.id,
        createdBy: ctx.user.id,
      })
      .returning();
    for (const o of old) {
      await tx.delete(equipmentFormPictures).where(eq(equipmentFormPictures.id, o.id));
      await ctx.storage.remove(tx, o.fileId);
      await ctx.storage.remove(tx, o.resizedFileId);
    }
    await tx.update(equipmentForms).set({ updatedAt: new Date() }).where(eq(equipmentForms.id, row.id));
    await audit(tx, ctx.user.id, 'equipmentForm', row.id, 'photo', {
      equipmentFormPictureId: pic.id,
      pictureType,
      size: original.size,
    });
    return { equipmentFormPictureId: pic.id, fileName: pic.fileName };
  });
  return { success: true as const, message: messages.photoUploaded, ...answer };
}

async function requirePicture(ctx: Ctx, id: number) {
  const [pic] = await ctx.db.select().from(equipmentFormPictures).where(eq(equipmentFormPictures.id, id));
  if (!pic) throw notFound(messages.photoNotFound);
  await requireForm(ctx, pic.equipmentFormId);
  return pic;
}

/** A photo's bytes: the resized copy, or the original. */
export async function openPicture(ctx: Ctx, id: number, { original = false, hourFuel = false } = {}) {
  const pic = await requirePicture(ctx, id);
  if (hourFuel && pic.pictureType !== PHOTO_HOUR_FUEL) throw notFound(messages.photoNotFound);
  const opened = await ctx.storage.open(original ? pic.fileId : pic.resizedFileId);
  if (!opened) throw notFound(messages.photoNotFound);
  return opened;
}

export async function deletePicture(ctx: Ctx, id: number) {
  const [pic] = await ctx.db.select().from(equipmentFormPictures).where(eq(equipmentFormPictures.id, id));
  if (!pic) throw notFound(messages.photoNotFound);
  await ctx.db.transaction(async (tx) => {
    await requireEditableForm(ctx, tx, pic.equipmentFormId);
    const deleted = await tx
      .delete(equipmentFormPictures)
      .where(eq(equipmentFormPictures.id, pic.id))
      .returning({ id: equipmentFormPictures.id });
    if (!deleted.length) throw notFound(messages.photoNotFound);
    await ctx.storage.remove(tx, pic.fileId);
    await ctx.storage.remove(tx, pic.resizedFileId);
    await audit(tx, ctx.user.id, 'equipmentForm', pic.equipmentFormId, 'photoDelete', {
      equipmentFormPictureId: pic.id,
      pictureType: pic.pictureType,
    });
  });
  return { success: true as const, message: messages.photoDeleted };
}
