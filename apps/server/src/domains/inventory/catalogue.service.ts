import {
  messages,
  type saveBulkItemBody,
  type saveInventoryCategoryBody,
  type saveJobReadyItemBody,
} from '@fieldbook/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { bulkItems, inventoryCategories, jobReadyItems } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { itemInShopUse } from './shop-conversions.service.ts';
import { itemHasStockHistory } from './stock-ledger.ts';

// Inventory catalogues (spec 4 §2 "Inventory items", §3, §7): categories, job-ready items and bulk
// items. Names are unique whatever their case; deleting is refused while a thing is in use.

const byLowerName = (column: AnyPgColumn) => asc(sql`lower(${column})`);

// --- categories -------------------------------------------------------------------------------------

const categoryRow = { inventoryCategoryId: inventoryCategories.id, name: inventoryCategories.name };

export async function categoryList(ctx: Ctx) {
  const data = await ctx.db
    .select(categoryRow)
    .from(inventoryCategories)
    .orderBy(byLowerName(inventoryCategories.name));
  return { success: true as const, data };
}

export async function getCategory(ctx: Ctx, id: number) {
  const [data] = await ctx.db.select(categoryRow).from(inventoryCategories).where(eq(inventoryCategories.id, id));
  if (!data) throw notFound(messages.categoryNotFound);
  return { success: true as const, data };
}

/** 409 with the field message when another row of `table` has the name. */
async function assertNameFree(
  tx: Tx,
  table: typeof inventoryCategories | typeof jobReadyItems | typeof bulkItems,
  name: string,
  exceptId: number,
  field: string,
  message: string,
) {
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(sql`lower(${table.name})`, name.toLowerCase()), exceptId ? ne(table.id, exceptId) : undefined));
  if (clash) throw new AppError(409, message, { [field]: message });
}

async function assertCategory(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: inventoryCategories.id })
    .from(inventoryCategories)
    .where(eq(inventoryCategories.id, id));
  if (!row) throw new AppError(400, messages.categorySelect, { inventoryCategoryId: messages.categorySelect });
}

/** A unique-index race lost after the check above answers the same 409. */
async function uniqueName<T>(work: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw new AppError(409, message, { [field]: message });
    throw err;
  }
}

export async function saveCategory(ctx: Ctx, body: z.output<typeof saveInventoryCategoryBody>) {
  const id = await uniqueName(
    () =>
      ctx.db.transaction(async (tx) => {
        await assertNameFree(
          tx,
          inventoryCategories,
          body.name,
          body.inventoryCategoryId,
          'name',
          messages.categoryExists,
        );
        if (!body.inventoryCategoryId) {
          const [row] = await tx
            .insert(inventoryCategories)
            .values({ name: body.name })
            .returning({ id: inventoryCategories.id });
          await audit(tx, ctx.user.id, 'inventoryCategory', row.id, 'create', { name: body.name });
          return row.id;
        }
        const [before] = await tx
          .select()
          .from(inventoryCategories)
          .where(eq(inventoryCategories.id, body.inventoryCategoryId))
          .for('update');
        if (!before) throw notFound(messages.categoryNotFound);
        await tx
          .update(inventoryCategories)
          .set({ name: body.name, updatedAt: new Date() })
          .where(eq(inventoryCategories.id, before.id));
        await audit(tx, ctx.user.id, 'inventoryCategory', before.id, 'save', { name: [before.name, body.name] });
        return before.id;
      }),
    'name',
    messages.categoryExists,
  );
  return { success: true as const, message: messages.categorySaved, inventoryCategoryId: id };
}

export async function deleteCategory(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(inventoryCategories).where(eq(inventoryCategories.id, id)).for('update');
    if (!before) throw notFound(messages.categoryNotFound);
    const [used] = await tx
      .execute<{ used: boolean }>(sql`
      select exists (select 1 from job_ready_items where category_id = ${id})
          or exists (select 1 from bulk_items where category_id = ${id}) as used`)
      .then((r) => r.rows);
    if (used?.used) throw new AppError(409, messages.categoryInUse);
    await tx.delete(inventoryCategories).where(eq(inventoryCategories.id, id));
    await audit(tx, ctx.user.id, 'inventoryCategory', id, 'delete', { name: before.name });
  });
  return { success: true as const, message: messages.categoryDeleted };
}

// --- job-ready items --------------------------------------------------------------------------------

/** A job-ready item as the calls answer it: its id and name under both their names. */
const jobReadyShape = (r: ItemRow) => ({
  jobReadyItemId: r.id,
  inventoryJobReadyItemId: r.id,
  itemName: r.name,
  name: r.name,
  category: r.category,
  inventoryCategoryId: r.inventoryCategoryId,
});

export const jobReadyItemList = (ctx: Ctx) => itemList(ctx, JOB_READY, jobReadyShape);

export const getJobReadyItem = (ctx: Ctx, id: number) => getItem(ctx, JOB_READY, jobReadyShape, id);

export async function saveJobReadyItem(ctx: Ctx, body: z.output<typeof saveJobReadyItemBody>) {
  const { inventoryJobReadyItemId: id, itemName: name, inventoryCategoryId: categoryId } = body;
  const saved = await saveItem(ctx, JOB_READY, { id, name, categoryId });
  return { success: true as const, message: messages.jobReadyItemSaved, inventoryJobReadyItemId: saved };
}

export const deleteJobReadyItem = (ctx: Ctx, id: number) => deleteItem(ctx, JOB_READY, id);

// --- bulk items -------------------------------------------------------------------------------------

/** A bulk item as the calls answer it: its id under both its names. */
const bulkShape = (r: ItemRow) => ({
  inventoryBulkItemId: r.id,
  bulkItemId: r.id,
  bulkItemName: r.name,
  category: r.category,
  inventoryCategoryId: r.inventoryCategoryId,
});

export const bulkItemList = (ctx: Ctx) => itemList(ctx, BULK, bulkShape);

export const getBulkItem = (ctx: Ctx, id: number) => getItem(ctx, BULK, bulkShape, id);

export async function saveBulkItem(ctx: Ctx, body: z.output<typeof saveBulkItemBody>) {
  const { inventoryBulkItemId: id, bulkItemName: name, inventoryCategoryId: categoryId } = body;
  const saved = await saveItem(ctx, BULK, { id, name, categoryId });
  return { success: true as const, message: messages.bulkItemSaved, inventoryBulkItemId: saved };
}

export const deleteBulkItem = (ctx: Ctx, id: number) => deleteItem(ctx, BULK, id);

// --- what the two counted catalogues share ----------------------------------------------------------

/** A counted catalogue: its table, its kind in the stock ledger, its audit entity, its form field and texts. */
interface ItemCatalogue {
  table: typeof jobReadyItems | typeof bulkItems;
  kind: 'jobReady' | 'bulk';
  entity: 'jobReadyItem' | 'bulkItem';
  nameField: string;
  exists: string;
  notFound: string;
  inUse: string;
  deleted: string;
}
const JOB_READY: ItemCatalogue = {
  table: jobReadyItems,
  kind: 'jobReady',
  entity: 'jobReadyItem',
  nameField: 'itemName',
  exists: messages.jobReadyItemExists,
  notFound: messages.jobReadyItemNotFound,
  inUse: messages.jobReadyItemInUse,
  deleted: messages.jobReadyItemDeleted,
};
const BULK: ItemCatalogue = {
  table: bulkItems,
  kind: 'bulk',
  entity: 'bulkItem',
  nameField: 'bulkItemName',
  exists: messages.bulkItemExists,
  notFound: messages.bulkItemNotFound,
  inUse: messages.bulkItemInUse,
  deleted: messages.bulkItemDeleted,
};

/** An item with its category's name, by the names both catalogues share. */
const withCategory = (db: Tx, c: ItemCatalogue) =>
  db
    .select({
      id: c.table.id,
      name: c.table.name,
      category: inventoryCategories.name,
      inventoryCategoryId: c.table.categoryId,
    })
    .from(c.table)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, c.table.categoryId));
type ItemRow = Awaited<ReturnType<typeof withCategory>>[number];

/** Every item as `shape` names its fields, by category name then by name, whatever their case. */
async function itemList<R>(ctx: Ctx, c: ItemCatalogue, shape: (row: ItemRow) => R) {
  const rows = await withCategory(ctx.db, c).orderBy(byLowerName(inventoryCategories.name), byLowerName(c.table.name));
  return { success: true as const, data: rows.map(shape) };
}

/** One item as `shape` names its fields, or 404 with the catalogue's not-found text. */
async function getItem<R>(ctx: Ctx, c: ItemCatalogue, shape: (row: ItemRow) => R, id: number) {
  const [row] = await withCategory(ctx.db, c).where(eq(c.table.id, id));
  if (!row) throw notFound(c.notFound);
  return { success: true as const, data: shape(row) };
}

/** Creates (id 0) or renames/recategorises an item, audited; answers its id. */
async function saveItem(ctx: Ctx, c: ItemCatalogue, item: { id: number; name: string; categoryId: number }) {
  const { table } = c;
  return uniqueName(
    () =>
      ctx.db.transaction(async (tx) => {
        await assertCategory(tx, item.categoryId);
        await assertNameFree(tx, table, item.name, item.id, c.nameField, c.exists);
        const values = { name: item.name, categoryId: item.categoryId };
        if (!item.id) {
          const [row] = await tx.insert(table).values(values).returning({ id: table.id });
          await audit(tx, ctx.user.id, c.entity, row.id, 'create', values);
          return row.id;
        }
        const [before] = await tx.select().from(table).where(eq(table.id, item.id)).for('update');
        if (!before) throw notFound(c.notFound);
        await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(table.id, before.id));
        await audit(tx, ctx.user.id, c.entity, before.id, 'save', {
          name: [before.name, values.name],
          categoryId: [before.categoryId, values.categoryId],
        });
        return before.id;
      }),
    c.nameField,
    c.exists,
  );
}

/** Deletes an item that has never been in stock (the audit must keep naming what moved). */
async function deleteItem(ctx: Ctx, c: ItemCatalogue, id: number) {
  const { table } = c;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound(c.notFound);
    if (await itemHasStockHistory(tx, { kind: c.kind, id })) throw new AppError(409, c.inUse);
    if (await itemInShopUse(tx, { kind: c.kind, id })) throw new AppError(409, messages.shopItemInUse);
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, ctx.user.id, c.entity, id, 'delete', { name: before.name });
  });
  return { success: true as const, message: c.deleted };
}
