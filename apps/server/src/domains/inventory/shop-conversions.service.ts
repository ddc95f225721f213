import { messages, type saveShopConversionBody } from '@fieldbook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  bulkItems,
  inventoryCategories,
  jobReadyItems,
  shopConversionComponents,
  shopConversions,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { existingItemIds } from './stock.queries.ts';

// Shop conversions (spec 4 §2 "Shop form configuration", §3 "Shop conversion", §5, §7): which bulk
// components, and how many of each, make one unit of a job-ready item.

export async function shopConversionList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      jobReadyItemId: jobReadyItems.id,
      itemName: jobReadyItems.name,
      category: inventoryCategories.name,
      components: sql<number>`(select count(*)::int from ${shopConversionComponents} k
                                 join ${shopConversions} c on c.id = k.conversion_id
                                where c.job_ready_item_id = ${jobReadyItems.id})`,
    })
    .from(jobReadyItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, jobReadyItems.categoryId))
    .orderBy(
      asc(sql`lower(${inventoryCategories.name})`),
      asc(sql`lower(${jobReadyItems.name})`),
      asc(jobReadyItems.id),
    );
  return { success: true as const, data: data.map((r) => ({ ...r, components: Number(r.components) })) };
}

/** A job-ready item's conversion (per-unit component amounts, by bulk item name). */
export async function conversionOf(db: Tx, jobReadyItemId: number) {
  const [item] = await db
    .select({ id: jobReadyItems.id, name: jobReadyItems.name, category: inventoryCategories.name })
    .from(jobReadyItems)
    .innerJoin(inventoryCategories, eq(inventoryCategories.id, jobReadyItems.categoryId))
    .where(eq(jobReadyItems.id, jobReadyItemId));
  if (!item) throw notFound(messages.jobReadyItemNotFound);
  const [conversion] = await db
    .select({ id: shopConversions.id })
    .from(shopConversions)
    .where(eq(shopConversions.jobReadyItemId, jobReadyItemId));
  const components = conversion
    ? await db
        .select({
          inventoryBulkItemId: shopConversionComponents.bulkItemId,
          bulkItemName: bulkItems.name,
          amount: shopConversionComponents.amount,
        })
        .from(shopConversionComponents)
        .innerJoin(bulkItems, eq(bulkItems.id, shopConversionComponents.bulkItemId))
        .where(eq(shopConversionComponents.conversionId, conversion.id))
        .orderBy(asc(sql`lower(${bulkItems.name})`), asc(bulkItems.id))
    : [];
  return {
    shopConversionId: conversion?.id ?? 0,
    jobReadyItemId: item.id,
    jobReadyInventoryItemName: item.name,
    category: item.category,
    bulkComponents: components,
  };
}

export async function getShopConversion(ctx: Ctx, jobReadyItemId: number) {
  return { success: true as const, data: await conversionOf(ctx.db, jobReadyItemId) };
}

/** Replaces the conversion's components in one transaction; open tickets keep their own copy. */
export async function saveShopConversion(ctx: Ctx, body: z.output<typeof saveShopConversionBody>) {
  const shopConversionId = await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: jobReadyItems.id })
      .from(jobReadyItems)
      .where(eq(jobReadyItems.id, body.jobReadyItemId))
      .for('update');
    if (!item) throw notFound(messages.jobReadyItemNotFound);
    const ids = body.bulkComponents.map((c) => c.inventoryBulkItemId);
    const existing = await existingItemIds(tx, 'bulk', ids);
    const missing = ids.findIndex((i) => !existing.has(i));
    if (missing >= 0)
      throw badRequest(messages.stockItemNotFound, {
        [`bulkComponents.${missing}.inventoryBulkItemId`]: messages.stockItemNotFound,
      });
    const before = await conversionOf(tx, body.jobReadyItemId);
    let [conversion] = await tx
      .insert(shopConversions)
      .values({ jobReadyItemId: body.jobReadyItemId })
      .onConflictDoUpdate({ target: shopConversions.jobReadyItemId, set: { updatedAt: new Date() } })
      .returning({ id: shopConversions.id });
    conversion = conversion as { id: number };
    await tx.delete(shopConversionComponents).where(eq(shopConversionComponents.conversionId, conversion.id));
    if (body.bulkComponents.length)
      await tx.insert(shopConversionComponents).values(
        body.bulkComponents.map((c) => ({
          conversionId: conversion.id,
          bulkItemId: c.inventoryBulkItemId,
          amount: c.amount,
        })),
      );
    await audit(tx, ctx.user.id, 'shopConversion', body.jobReadyItemId, 'save', {
      before: before.bulkComponents.map((c) => ({ bulkItemId: c.inventoryBulkItemId, amount: c.amount })),
      after: body.bulkComponents.map((c) => ({ bulkItemId: c.inventoryBulkItemId, amount: c.amount })),
    });
    return conversion.id;
  });
  return { success: true as const, message: messages.conversionSaved, shopConversionId };
}

/**
 * Whether a catalogue item may not be deleted for the shop's sake: a job-ready item on a shop ticket,
 * a bulk item in a conversion or on a ticket. (A job-ready item's own conversion goes with it.)
 */
export async function itemInShopUse(tx: Tx, item: { kind: 'jobReady' | 'bulk'; id: number }): Promise<boolean> {
  const { rows } = await tx.execute<{ used: boolean }>(
    item.kind === 'jobReady'
      ? sql`select exists (select 1 from shop_ticket_items where job_ready_item_id = ${item.id}) as used`
      : sql`select exists (select 1 from shop_conversion_components where bulk_item_id = ${item.id})
            or exists (select 1 from shop_ticket_components where bulk_item_id = ${item.id}) as used`,
  );
  return Boolean(rows[0]?.used);
}
