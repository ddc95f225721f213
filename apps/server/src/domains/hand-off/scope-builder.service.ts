import { type AdminScopeNode, messages, type ScopeNode, type saveScopeNodeBody } from '@fieldbook/contract';
import { asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { scopeBuilderNodes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';

/** Any constant: serialises changes to the tree's order (see bootstrap.ts and demo/load.ts for the others). */
const TREE_LOCK = 727_013;

type NodeRow = typeof scopeBuilderNodes.$inferSelect;

/** The tree from its rows, siblings in order; `keep` leaves out a node and everything beneath it. */
export function buildTree(rows: NodeRow[], keep: (n: NodeRow) => boolean = () => true): AdminScopeNode[] {
  const children = new Map<number | null, NodeRow[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const walk = (parentId: number | null): AdminScopeNode[] =>
    (children.get(parentId) ?? []).filter(keep).map((n) => ({
      scopeBuilderId: n.id,
      itemName: n.itemName,
      enabled: n.enabled,
      children: walk(n.id),
    }));
  return walk(null);
}

const allNodes = (tx: Tx) =>
  tx.select().from(scopeBuilderNodes).orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));

/** The hand-off form's tree: enabled items only (a disabled item hides its whole branch). */
export async function scopeBuilderTree(ctx: Ctx): Promise<{ success: true; data: ScopeNode[] }> {
  const strip = (nodes: AdminScopeNode[]): ScopeNode[] =>
    nodes.map(({ scopeBuilderId, itemName, children }) => ({ scopeBuilderId, itemName, children: strip(children) }));
  return { success: true, data: strip(buildTree(await allNodes(ctx.db), (n) => n.enabled)) };
}

export async function adminScopeTree(ctx: Ctx) {
  return { success: true as const, data: buildTree(await allNodes(ctx.db)) };
}

async function findNode(tx: Tx, id: number) {
  const [row] = await tx.select().from(scopeBuilderNodes).where(eq(scopeBuilderNodes.id, id));
  return row;
}

export async function saveScopeNode(ctx: Ctx, body: z.output<typeof saveScopeNodeBody>) {
  const scopeBuilderId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
    if (body.scopeBuilderId) {
      const node = await findNode(tx, body.scopeBuilderId);
      if (!node) throw notFound(messages.scopeNodeNotFound);
      await tx.update(scopeBuilderNodes).set({ itemName: body.itemName }).where(eq(scopeBuilderNodes.id, node.id));
      await audit(tx, ctx.user.id, 'scopeBuilder', node.id, 'update', { itemName: [node.itemName, body.itemName] });
      return node.id;
    }
    if (body.parentId !== null && !(await findNode(tx, body.parentId)))
      throw notFound(messages.scopeNodeParentNotFound);
    const [{ last }] = await tx
      .select({ last: max(scopeBuilderNodes.sortOrder) })
      .from(scopeBuilderNodes)
      .where(
        body.parentId === null ? isNull(scopeBuilderNodes.parentId) : eq(scopeBuilderNodes.parentId, body.parentId),
      );
    const [row] = await tx
      .insert(scopeBuilderNodes)
      .values({ parentId: body.parentId, itemName: body.itemName, sortOrder: (last ?? -1) + 1 })
      .returning({ id: scopeBuilderNodes.id });
    await audit(tx, ctx.user.id, 'scopeBuilder', row.id, 'create', {
      parentId: body.parentId,
      itemName: body.itemName,
    });
    return row.id;
  });
  return { success: true as const, message: messages.scopeNodeSaved, scopeBuilderId };
}

/** Moves an item one place among its siblings; the siblings are renumbered 0..n on the way. */
export async function moveScopeNode(ctx: Ctx, id: number, direction: 'up' | 'down') {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
    const node = await findNode(tx, id);
    if (!node) throw notFound(messages.scopeNodeNotFound);
    const siblings = await tx
      .select({ id: scopeBuilderNodes.id })
      .from(scopeBuilderNodes)
      .where(
        node.parentId === null ? isNull(scopeBuilderNodes.parentId) : eq(scopeBuilderNodes.parentId, node.parentId),
      )
      .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
    const order = siblings.map((s) => s.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return; // already first or last: nothing to do
    [order[from], order[to]] = [order[to], order[from]];
    // Renumber the siblings in their new order with one statement, however many there are.
    await tx.execute(sql`
      UPDATE scope_builder_nodes AS n SET sort_order = o.ord - 1
      FROM unnest(${`{${order.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, ord)
      WHERE n.id = o.id`);
    await audit(tx, ctx.user.id, 'scopeBuilder', id, 'move', { direction, position: [from, to] });
  });
  return { success: true as const, message: messages.scopeNodeMoved };
}

export async function setScopeNodeEnabled(ctx: Ctx, id: number, enabled: boolean) {
  await ctx.db.transaction(async (tx) => {
    const node = await findNode(tx, id);
    if (!node) throw notFound(messages.scopeNodeNotFound);
    if (node.enabled === enabled) return;
    await tx.update(scopeBuilderNodes).set({ enabled }).where(eq(scopeBuilderNodes.id, id));
    await audit(tx, ctx.user.id, 'scopeBuilder', id, enabled ? 'enable' : 'disable', { itemName: node.itemName });
  });
  return { success: true as const, message: enabled ? messages.scopeNodeEnabled : messages.scopeNodeDisabled };
}
