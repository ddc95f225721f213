import { messages, type SaveEquipmentTemplateInput } from '@fieldbook/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  equipmentFormCategories,
  equipmentFormCheckboxes,
  equipmentFormNames,
  equipmentFormPhotoTypes,
  equipmentTemplateCheckboxes,
  equipmentTemplatePhotoTypes,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

// The equipment-form template builder (spec 3 §2.7 /Admin/CreateEquipmentForm, §4, §5).

type OptionTable =
  | typeof equipmentFormCategories
  | typeof equipmentFormCheckboxes
  | typeof equipmentFormPhotoTypes
  | typeof equipmentFormNames;

const byName = (t: OptionTable) => asc(sql`lower(${t.name})`);

export const listCategories = async (db: Tx) =>
  db
    .select({ categoryId: equipmentFormCategories.id, categoryName: equipmentFormCategories.name })
    .from(equipmentFormCategories)
    .orderBy(byName(equipmentFormCategories));
export const listCheckboxes = async (db: Tx) =>
  db
    .select({ checkBoxId: equipmentFormCheckboxes.id, checkBoxName: equipmentFormCheckboxes.name })
    .from(equipmentFormCheckboxes)
    .orderBy(byName(equipmentFormCheckboxes));
export const listPhotoTypes = async (db: Tx) =>
  db
    .select({ photoTypeId: equipmentFormPhotoTypes.id, photoTypeName: equipmentFormPhotoTypes.name })
    .from(equipmentFormPhotoTypes)
    .orderBy(byName(equipmentFormPhotoTypes));

export async function categories(ctx: Ctx) {
  return { success: true as const, data: await listCategories(ctx.db) };
}
export async function checkboxes(ctx: Ctx) {
  return { success: true as const, data: await listCheckboxes(ctx.db) };
}
export async function photoTypes(ctx: Ctx) {
  return { success: true as const, data: await listPhotoTypes(ctx.db) };
}

export async function formNames(ctx: Ctx) {
  const data = await ctx.db
    .select({ equipmentFormNameId: equipmentFormNames.id, equipmentFormName: equipmentFormNames.name })
    .from(equipmentFormNames)
    .where(isNull(equipmentFormNames.deletedAt))
    .orderBy(byName(equipmentFormNames));
  return { success: true as const, data };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Adds a named option; a name taken already (whatever its case) is 409. */
export async function addOption(ctx: Ctx, table: OptionTable, entity: string, name: string) {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(table).values({ name }).returning({ id: table.id });
      await audit(tx, ctx.user.id, entity, row.id, 'create', { name });
      return row.id;
    });
    return { success: true as const, message: messages.equipmentOptionAdded, id };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.equipmentOptionExists);
    throw err;
  }
}

async function requireFormName(db: Tx, id: number, lock = false) {
  const q = db
    .select()
    .from(equipmentFormNames)
    .where(and(eq(equipmentFormNames.id, id), isNull(equipmentFormNames.deletedAt)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.equipmentFormNameNotFound);
  return row;
}

/** The template of a form: its checkboxes by category (in order) and its required photo types. */
export async function readTemplate(db: Tx, nameId: number) {
  const name = await requireFormName(db, nameId);
  const boxes = await db
    .select({
      categoryId: equipmentFormCategories.id,
      categoryName: equipmentFormCategories.name,
      checkBoxId: equipmentFormCheckboxes.id,
      checkBoxName: equipmentFormCheckboxes.name,
    })
    .from(equipmentTemplateCheckboxes)
    .innerJoin(equipmentFormCheckboxes, eq(equipmentFormCheckboxes.id, equipmentTemplateCheckboxes.checkboxId))
    .innerJoin(equipmentFormCategories, eq(equipmentFormCategories.id, equipmentTemplateCheckboxes.categoryId))
    .where(eq(equipmentTemplateCheckboxes.equipmentFormNameId, nameId))
    .orderBy(asc(equipmentTemplateCheckboxes.sortOrder));
  const photos = await db
    .select({ photoTypeId: equipmentFormPhotoTypes.id, photoTypeName: equipmentFormPhotoTypes.name })
    .from(equipmentTemplatePhotoTypes)
    .innerJoin(equipmentFormPhotoTypes, eq(equipmentFormPhotoTypes.id, equipmentTemplatePhotoTypes.photoTypeId))
    .where(eq(equipmentTemplatePhotoTypes.equipmentFormNameId, nameId))
    .orderBy(asc(equipmentTemplatePhotoTypes.sortOrder));
  const cats: {
    categoryId: number;
    categoryName: string;
    checkBoxes: { checkBoxId: number; checkBoxName: string }[];
  }[] = [];
  for (const b of boxes) {
    let c = cats.find((x) => x.categoryId === b.categoryId);
    if (!c) {
      c = { categoryId: b.categoryId, categoryName: b.categoryName, checkBoxes: [] };
      cats.push(c);
    }
    c.checkBoxes.push({ checkBoxId: b.checkBoxId, checkBoxName: b.checkBoxName });
  }
  return {
    equipmentFormNameId: name.id,
    equipmentFormName: name.name,
    checkBoxesCategories: cats,
    requiredPhotos: photos,
  };
}

export async function getTemplate(ctx: Ctx, nameId: number) {
  return {
    success: true as const,
    data: await readTemplate(ctx.db, nameId),
    categories: await listCategories(ctx.db),
    checkBoxes: await listCheckboxes(ctx.db),
    photoTypes: await listPhotoTypes(ctx.db),
  };
}

async function assertAllExist(tx: Tx, table: OptionTable, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (rows.length !== unique.length)
    throw badRequest(messages.unknownTemplateOption, { [field]: messages.unknownTemplateOption });
}

export async function saveTemplate(ctx: Ctx, body: SaveEquipmentTemplateInput & { equipmentFormNameId: number }) {
  await ctx.db.transaction(async (tx) => {
    const name = await requireFormName(tx, body.equipmentFormNameId, true);
    const boxes = body.checkBoxesCategories.flatMap((c) =>
      c.checkBoxes.map((b) => ({ categoryId: Number(c.categoryId), checkboxId: Number(b.checkBoxId) })),
    );
    const photos = body.requiredPhotos.map((p) => Number(p.photoTypeId));
    await assertAllExist(
      tx,
      equipmentFormCategories,
      boxes.map((b) => b.categoryId),
      'checkBoxesCategories',
    );
    await assertAllExist(
      tx,
      equipmentFormCheckboxes,
      boxes.map((b) => b.checkboxId),
      'checkBoxesCategories',
    );
    await assertAllExist(tx, equipmentFormPhotoTypes, photos, 'requiredPhotos');
    await tx.delete(equipmentTemplateCheckboxes).where(eq(equipmentTemplateCheckboxes.equipmentFormNameId, name.id));
    await tx.delete(equipmentTemplatePhotoTypes).where(eq(equipmentTemplatePhotoTypes.equipmentFormNameId, name.id));
    if (boxes.length)
      await tx
        .insert(equipmentTemplateCheckboxes)
        .values(boxes.map((b, i) => ({ equipmentFormNameId: name.id, ...b, sortOrder: i })));
    if (photos.length)
      await tx
        .insert(equipmentTemplatePhotoTypes)
        .values(photos.map((photoTypeId, i) => ({ equipmentFormNameId: name.id, photoTypeId, sortOrder: i })));
    await audit(tx, ctx.user.id, 'equipmentFormName', name.id, 'template', {
      checkBoxes: boxes.length,
      photoTypes: photos.length,
    });
  });
  return { success: true as const, message: messages.templateSaved };
}

export async function deleteFormName(ctx: Ctx, nameId: number) {
  await ctx.db.transaction(async (tx) => {
    const name = await requireFormName(tx, nameId, true);
    await tx.update(equipmentFormNames).set({ deletedAt: new Date() }).where(eq(equipmentFormNames.id, name.id));
    await audit(tx, ctx.user.id, 'equipmentFormName', name.id, 'delete', { name: name.name });
  });
  return { success: true as const, message: messages.equipmentFormDeleted };
}
