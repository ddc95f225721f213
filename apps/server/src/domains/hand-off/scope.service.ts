import { type addScopeItemBody, type editScopeItemBody, messages } from '@fieldbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { scopeBuilderNodes, scopeItems } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordJobEvent } from '../jobs/job-state.ts';
import { lockEditableHandOff } from './hand-off.service.ts';

/** Joins the chosen tiers' names into the scope item's name. */
export const SCOPE_NAME_SEPARATOR = ' - ';

/**
 * The chosen path must start at a top-level item, go parent to child through enabled items, and end
 * at a leaf (an item without enabled children): otherwise the spec's 'Please select all values…'.
 */
async function resolvePath(tx: Tx, selections: number[]) {
  const nodes = await tx.select().from(scopeBuilderNodes).where(inArray(scopeBuilderNodes.id, selections));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  let parentId: number | null = null;
  const names: string[] = [];
  for (const nodeId of selections) {
    const node = byId.get(nodeId);
    if (!node?.enabled || node.parentId !== parentId) throw badRequest(messages.scopeSelectAll);
    names.push(node.itemName);
    parentId = node.id;
  }
  const [child] = await tx
    .select({ id: scopeBuilderNodes.id })
    .from(scopeBuilderNodes)
    .where(and(eq(scopeBuilderNodes.parentId, parentId as number), eq(scopeBuilderNodes.enabled, true)))
    .limit(1);
  if (child) throw badRequest(messages.scopeSelectAll);
  return { leafId: parentId as number, name: names.join(SCOPE_NAME_SEPARATOR) };
}

export async function addScopeItem(ctx: Ctx, body: z.output<typeof addScopeItemBody>) {
  const scopeItemId = await ctx.db.transaction(async (tx) => {
    const { handOff, job } = await lockEditableHandOff(tx, ctx, body.handOffId);
    const { leafId, name } = await resolvePath(tx, body.selections);
    const [row] = await tx
      .insert(scopeItems)
      .values({
        handOffId: handOff.id,
        scopeBuilderId: leafId,
        name,
        description: body.description,
        quantity: body.quantity,
        optional: body.optional,
      })
      .returning({ id: scopeItems.id });
    await recordJobEvent(tx, ctx.user.id, job.id, 'scope.add', {
      scopeItemId: row.id,
      name,
      quantity: body.quantity,
      optional: body.optional,
    });
    return row.id;
  });
  return { success: true as const, message: messages.scopeItemAdded, scopeItemId };
}

/** A scope item's write: the item, then its hand-off's edit check, all locked. */
async function lockEditableItem(tx: Tx, ctx: Ctx, scopeItemId: number) {
  const [item] = await tx.select().from(scopeItems).where(eq(scopeItems.id, scopeItemId));
  if (!item) throw notFound(messages.scopeItemNotFound);
  const { job } = await lockEditableHandOff(tx, ctx, item.handOffId);
  return { item, job };
}

export async function editScopeItem(ctx: Ctx, body: z.output<typeof editScopeItemBody>) {
  await ctx.db.transaction(async (tx) => {
    const { item, job } = await lockEditableItem(tx, ctx, body.scopeItemID);
    await tx
      .update(scopeItems)
      .set({ quantity: body.quantity, description: body.description })
      .where(eq(scopeItems.id, item.id));
    await recordJobEvent(tx, ctx.user.id, job.id, 'scope.edit', {
      scopeItemId: item.id,
      quantity: [item.quantity, body.quantity],
      description: [item.description, body.description],
    });
  });
  return { success: true as const, message: messages.scopeItemSaved };
}

export async function deleteScopeItem(ctx: Ctx, scopeItemId: number) {
  await ctx.db.transaction(async (tx) => {
    const { item, job } = await lockEditableItem(tx, ctx, scopeItemId);
    await tx.delete(scopeItems).where(eq(scopeItems.id, item.id));
    await recordJobEvent(tx, ctx.user.id, job.id, 'scope.delete', {
      scopeItemId: item.id,
      name: item.name,
      quantity: item.quantity,
      description: item.description,
    });
  });
  return { success: true as const, message: messages.scopeItemDeleted };
}

export async function includeInSummary(ctx: Ctx, scopeItemId: number, summary: boolean) {
  await ctx.db.transaction(async (tx) => {
    const { item, job } = await lockEditableItem(tx, ctx, scopeItemId);
    if (item.summary === summary) return;
    await tx.update(scopeItems).set({ summary }).where(eq(scopeItems.id, item.id));
    await recordJobEvent(tx, ctx.user.id, job.id, 'scope.summary', { scopeItemId: item.id, summary });
  });
  return { success: true as const, message: messages.scopeItemSaved };
}
