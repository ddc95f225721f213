import {
  BULK_EXCLUDED_SCOPE_NAMES,
  type BulkScopeNode,
  messages,
  type ProductCombination,
  type postBulkProductBody,
  type saveProductActionsBody,
} from '@fieldbook/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { productActions, scopeBuilderNodes, sequenceActions } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { assertActionsExist, idList } from './safety.service.ts';

// Product actions (spec 3 §2.6): the sequence actions of each product (a leaf of the scope builder
// tree), set one product at a time or added to every product beneath a group.

type NodeRow = typeof scopeBuilderNodes.$inferSelect;

/** The enabled scope builder tree, in order: a disabled item hides its branch, as in the hand-off form. */
async function enabledNodes(db: Tx) {
  const rows = await db
    .select()
    .from(scopeBuilderNodes)
    .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
  const byParent = new Map<number | null, NodeRow[]>();
  for (const r of rows) {
    if (!r.enabled) continue;
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  return byParent;
}

interface Leaf {
  id: number;
  fullName: string;
  /** The names root to leaf. */
  path: string[];
}

/** Every enabled leaf (a product) beneath `rootId` (the whole tree when null), with its full name. */
function leavesOf(byParent: Map<number | null, NodeRow[]>, rootId: number | null, prefix: string[] = []): Leaf[] {
  const out: Leaf[] = [];
  const walk = (parentId: number | null, path: string[]) => {
    for (const n of byParent.get(parentId) ?? []) {
      const p = [...path, n.itemName];
      if ((byParent.get(n.id) ?? []).length === 0) out.push({ id: n.id, fullName: p.join(' - '), path: p });
      else walk(n.id, p);
    }
  };
  walk(rootId, prefix);
  return out;
}

const excluded = (name: string) => (BULK_EXCLUDED_SCOPE_NAMES as readonly string[]).includes(name.trim());

export async function productCombinations(ctx: Ctx) {
  const byParent = await enabledNodes(ctx.db);
  const counts = await ctx.db
    .select({ scopeBuilderId: productActions.scopeBuilderId, n: count() })
    .from(productActions)
    .groupBy(productActions.scopeBuilderId);
  const countOf = new Map(counts.map((c) => [c.scopeBuilderId, c.n]));
  const products: ProductCombination[] = leavesOf(byParent, null).map((l) => ({
    scopeLeafId: l.id,
    fullName: l.fullName,
    actionCount: countOf.get(l.id) ?? 0,
  }));
  const tree = (parentId: number | null): BulkScopeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((n) => !excluded(n.itemName))
      .map((n) => ({ scopeBuilderId: n.id, itemName: n.itemName, children: tree(n.id) }));
  return { success: true as const, data: { products, tree: tree(null) } };
}

/** The names root to a node, or null when it does not exist: one query up the tree. */
async function pathOf(db: Tx, nodeId: number): Promise<{ names: string[]; node: NodeRow } | null> {
  const [node] = await db.select().from(scopeBuilderNodes).where(eq(scopeBuilderNodes.id, nodeId));
  if (!node) return null;
  const rows = await db.execute<{ item_name: string }>(sql`
    WITH RECURSIVE up(id, parent_id, item_name, depth) AS (
      SELECT id, parent_id, item_name, 0 FROM scope_builder_nodes WHERE id = ${nodeId}
      UNION ALL
      SELECT n.id, n.parent_id, n.item_name, up.depth + 1
      FROM scope_builder_nodes n JOIN up ON n.id = up.parent_id WHERE up.depth < 50
    )
    SELECT item_name FROM up ORDER BY depth DESC`);
  return { names: rows.rows.map((r) => r.item_name), node };
}

const productActionRows = (db: Tx, scopeBuilderId: number) =>
  db
    .select({
      productActionId: productActions.id,
      sequenceActionId: productActions.sequenceActionId,
      action: sequenceActions.action,
      scopeBuilderId: productActions.scopeBuilderId,
      order: productActions.sortOrder,
    })
    .from(productActions)
    .innerJoin(sequenceActions, eq(sequenceActions.id, productActions.sequenceActionId))
    .where(eq(productActions.scopeBuilderId, scopeBuilderId))
    .orderBy(asc(productActions.sortOrder), asc(productActions.id));

export async function getProductActions(ctx: Ctx, scopeLeafId: number) {
  const found = await pathOf(ctx.db, scopeLeafId);
  if (!found) throw notFound(messages.productNotFound);
  const actions = await productActionRows(ctx.db, scopeLeafId);
  return { success: true as const, data: { scopeLeafId, fullName: found.names.join(' - '), actions } };
}

/** Locks the product's rows so two saves or bulk runs on one product take turns. */
const lockProduct = (tx: Tx, scopeBuilderId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(727101, ${scopeBuilderId})`);

export async function saveProductActions(ctx: Ctx, body: z.output<typeof saveProductActionsBody>) {
  const ids = body.actions.map((a) => a.sequenceActionId);
  await ctx.db.transaction(async (tx) => {
    if (!(await pathOf(tx, body.scopeLeafId))) throw notFound(messages.productNotFound);
    await lockProduct(tx, body.scopeLeafId);
    await assertActionsExist(tx, ids);
    const before = (await productActionRows(tx, body.scopeLeafId)).map((a) => a.sequenceActionId);
    await tx.delete(productActions).where(eq(productActions.scopeBuilderId, body.scopeLeafId));
    if (ids.length > 0)
      await tx
        .insert(productActions)
        .values(
          ids.map((sequenceActionId, i) => ({ scopeBuilderId: body.scopeLeafId, sequenceActionId, sortOrder: i + 1 })),
        );
    await audit(tx, ctx.user.id, 'productActions', body.scopeLeafId, 'save', { actions: [before, ids] });
  });
  return { success: true as const, message: messages.productSaved };
}

export async function postBulkProduct(ctx: Ctx, body: z.output<typeof postBulkProductBody>) {
  const products = await ctx.db.transaction(async (tx) => {
    const found = await pathOf(tx, body.scopeBuilderId);
    if (!found?.node.enabled) throw notFound(messages.productNotFound);
    if (found.names.some(excluded)) throw badRequest(messages.noProductsInGroup);
    await assertActionsExist(tx, body.selectedAction);
    const byParent = await enabledNodes(tx);
    const isLeaf = (byParent.get(found.node.id) ?? []).length === 0;
    const targets = isLeaf
      ? [{ id: found.node.id, path: found.names }]
      : leavesOf(byParent, found.node.id, found.names).filter((l) => !l.path.some(excluded));
    if (targets.length === 0) throw badRequest(messages.noProductsInGroup);
    const leafIds = targets.map((l) => l.id).sort((a, b) => a - b);
    await tx.execute(
      sql`select pg_advisory_xact_lock(727101, id) from unnest(array[${idList(leafIds)}]::int[]) as id order by id`,
    );
    const existing = await tx
      .select({
        scopeBuilderId: productActions.scopeBuilderId,
        sequenceActionId: productActions.sequenceActionId,
        order: productActions.sortOrder,
      })
      .from(productActions)
      .where(inArray(productActions.scopeBuilderId, leafIds));
    const values: (typeof productActions.$inferInsert)[] = [];
    let changed = 0;
    for (const id of leafIds) {
      const mine = existing.filter((e) => e.scopeBuilderId === id);
      const have = new Set(mine.map((e) => e.sequenceActionId));
      const add = body.selectedAction.filter((a) => !have.has(a));
      if (add.length === 0) continue;
      const last = mine.reduce((m, e) => Math.max(m, e.order), 0);
      values.push(
        ...add.map((sequenceActionId, i) => ({ scopeBuilderId: id, sequenceActionId, sortOrder: last + i + 1 })),
      );
      changed++;
    }
    if (values.length > 0) await tx.insert(productActions).values(values);
    await audit(tx, ctx.user.id, 'productActions', body.scopeBuilderId, 'bulk', {
      actions: body.selectedAction,
      products: targets.length,
      changed,
    });
    return targets.length;
  });
  return { success: true as const, message: messages.actionsAddedToProducts(products), products };
}
