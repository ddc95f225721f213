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

const jobReadySelect = {
  jobReadyItemId: jobReadyItems.id,
  inventoryJobReadyItemId: jobReadyItems.id,
  itemName: jobReadyItems.name,
  name: jobReadyItems.name,
  category: inventoryCategories.name,
  inventoryCategoryId: jobReadyItems.categoryId,
};

export async function jobReadyItemList(ctx: Ctx) {
  const data = await ctx.db
    .select(jobReadySelect)
    .from(jobReadyItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, jobReadyItems.categoryId))
    .orderBy(byLowerName(inventoryCategories.name), byLowerName(jobReadyItems.name));
  return { success: true as const, data };
}

export async function getJobReadyItem(ctx: Ctx, id: number) {
  const [data] = await ctx.db
    .select(jobReadySelect)
    .from(jobReadyItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, jobReadyItems.categoryId))
    .where(eq(jobReadyItems.id, id));
  if (!data) throw notFound(messages.jobReadyItemNotFound);
  return { success: true as const, data };
}

export async function saveJobReadyItem(ctx: Ctx, body: z.output<typeof saveJobReadyItemBody>) {
  const id = await saveItem(ctx, JOB_READY, {
    id: body.inventoryJobReadyItemId,
    name: body.itemName,
    categoryId: body.inventoryCategoryId,
  });
  return { success: true as const, message: messages.jobReadyItemSaved, inventoryJobReadyItemId: id };
}

export async function deleteJobReadyItem(ctx: Ctx, id: number) {
  await deleteItem(ctx, JOB_READY, id);
  return { success: true as const, message: messages.jobReadyItemDeleted };
}

// --- bulk items -------------------------------------------------------------------------------------

const bulkSelect = {
  inventoryBulkItemId: bulkItems.id,
  bulkItemId: bulkItems.id,
  bulkItemName: bulkItems.name,
  category: inventoryCategories.name,
  inventoryCategoryId: bulkItems.categoryId,
};

export async function bulkItemList(ctx: Ctx) {
  const data = await ctx.db
    .select(bulkSelect)
    .from(bulkItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, bulkItems.categoryId))
    .orderBy(byLowerName(inventoryCategories.name), byLowerName(bulkItems.name));
  return { success: true as const, data };
}

export async function getBulkItem(ctx: Ctx, id: number) {
  const [data] = await ctx.db
    .select(bulkSelect)
    .from(bulkItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, bulkItems.categoryId))
    .where(eq(bulkItems.id, id));
  if (!data) throw notFound(messages.bulkItemNotFound);
  return { success: true as const, data };
}

export async function saveBulkItem(ctx: Ctx, body: z.output<typeof saveBulkItemBody>) {
  const id = await saveItem(ctx, BULK, {
    id: body.inventoryBulkItemId,
    name: body.bulkItemName,
    categoryId: body.inventoryCategoryId,
  });
  return { success: true as const, message: messages.bulkItemSaved, inventoryBulkItemId: id };
}

export async function deleteBulkItem(ctx: Ctx, id: number) {
  await deleteItem(ctx, BULK, id);
  return { success: true as const, message: messages.bulkItemDeleted };
}

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
}
const JOB_READY: ItemCatalogue = {
  table: jobReadyItems,
  kind: 'jobReady',
  entity: 'jobReadyItem',
  nameField: 'itemName',
  exists: messages.jobReadyItemExists,
  notFound: messages.jobReadyItemNotFound,
  inUse: messages.jobReadyItemInUse,
};
const BULK: ItemCatalogue = {
  table: bulkItems,
  kind: 'bulk',
  entity: 'bulkItem',
  nameField: 'bulkItemName',
  exists: messages.bulkItemExists,
  notFound: messages.bulkItemNotFound,
  inUse: messages.bulkItemInUse,
};

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
}
