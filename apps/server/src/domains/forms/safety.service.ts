import {
  BULK_EXCLUDED_SCOPE_NAMES,
  type BulkScopeNode,
  messages,
  type ProductCombination,
  type postBulkActionBody,
  type postBulkProductBody,
  type saveProductActionsBody,
  type saveRiskActionsBody,
} from '@fieldbook/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  potentialRisks,
  productActions,
  riskActions,
  scopeBuilderNodes,
  sequenceActions,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

// The safety libraries (spec 3 §2.6): product actions, sequence actions, potential risks.

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

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Locks the product's rows so two saves or bulk runs on one product take turns. */
const lockProduct = (tx: Tx, scopeBuilderId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(727101, ${scopeBuilderId})`);

async function assertActionsExist(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: sequenceActions.id })
    .from(sequenceActions)
    .where(inArray(sequenceActions.id, ids));
  if (found.length !== new Set(ids).size) throw notFound(messages.actionNotFound);
}

async function assertRisksExist(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: potentialRisks.id }).from(potentialRisks).where(inArray(potentialRisks.id, ids));
  if (found.length !== new Set(ids).size) throw notFound(messages.riskNotFound);
}

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

// --- sequence actions -----------------------------------------------------------------------------

export async function sequenceActionList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      sequenceActionId: sequenceActions.id,
      action: sequenceActions.action,
      riskCount: sql<number>`(select count(*)::int from risk_actions ra where ra.sequence_action_id = sequence_actions.id)`,
    })
    .from(sequenceActions)
    .orderBy(asc(sql`lower(${sequenceActions.action})`), asc(sequenceActions.id));
  return { success: true as const, data };
}

const actionRisks = (db: Tx, sequenceActionId: number) =>
  db
    .select({
      riskActionId: riskActions.id,
      potentialRiskId: riskActions.potentialRiskId,
      sequenceActionId: riskActions.sequenceActionId,
      risk: potentialRisks.risk,
    })
    .from(riskActions)
    .innerJoin(potentialRisks, eq(potentialRisks.id, riskActions.potentialRiskId))
    .where(eq(riskActions.sequenceActionId, sequenceActionId))
    .orderBy(asc(sql`lower(${potentialRisks.risk})`), asc(riskActions.id));

/** The row, locked FOR UPDATE with `lock`; 404 when there is none. */
async function findAction(db: Tx, id: number, lock = false) {
  const q = db.select().from(sequenceActions).where(eq(sequenceActions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.actionNotFound);
  return row;
}

export async function getSequenceAction(ctx: Ctx, id: number) {
  const row = await findAction(ctx.db, id);
  return {
    success: true as const,
    data: { sequenceActionId: row.id, action: row.action, risks: await actionRisks(ctx.db, row.id) },
  };
}

/** A transaction whose unique-name clash (23505) answers the area's 409 with `message`. */
async function uniqueTransaction<T>(ctx: Ctx, message: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw conflict(message);
    throw err;
  }
}

/**
 * Adding and renaming an entry of a library of unique names (`field` 'action' or 'risk', which also
 * names its texts: actionExists, actionAdded, actionSaved): one transaction each, a clash answering
 * the library's 409, the audit row naming the new name, or the old and the new.
 */
function namedEntries<F extends 'action' | 'risk', I extends string>(library: {
  entity: string;
  field: F;
  /** The answer's name for the added entry's id. */
  idKey: I;
  insert: (tx: Tx, name: string) => Promise<{ id: number }[]>;
  /** The entry's name, its row locked; 404 when there is none. */
  lockedName: (tx: Tx, id: number) => Promise<string>;
  rename: (tx: Tx, id: number, name: string) => Promise<unknown>;
}) {
  const { entity, field, idKey } = library;
  const exists = messages[`${field}Exists`];
  return {
    async add(ctx: Ctx, name: string) {
      const id = await uniqueTransaction(ctx, exists, async (tx) => {
        const [row] = await library.insert(tx, name);
        await audit(tx, ctx.user.id, entity, row.id, 'create', { [field]: name });
        return row.id;
      });
      return { success: true as const, message: messages[`${field}Added`], ...({ [idKey]: id } as Record<I, number>) };
    },
    async edit(ctx: Ctx, id: number, name: string) {
      await uniqueTransaction(ctx, exists, async (tx) => {
        const before = await library.lockedName(tx, id);
        await library.rename(tx, id, name);
        await audit(tx, ctx.user.id, entity, id, 'update', { [field]: [before, name] });
      });
      return { success: true as const, message: messages[`${field}Saved`] };
    },
  };
}

const actionEntries = namedEntries({
  entity: 'sequenceAction',
  field: 'action',
  idKey: 'sequenceActionId',
  insert: (tx, action) => tx.insert(sequenceActions).values({ action }).returning({ id: sequenceActions.id }),
  lockedName: async (tx, id) => (await findAction(tx, id, true)).action,
  rename: (tx, id, action) => tx.update(sequenceActions).set({ action }).where(eq(sequenceActions.id, id)),
});
export const addSequenceAction = actionEntries.add;
export const editSequenceAction = actionEntries.edit;

export async function removeSequenceAction(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findAction(tx, id, true);
    // Product orders close the gap the action leaves (spec §4: renumbered on removal).
    const affected = await tx
      .select({ scopeBuilderId: productActions.scopeBuilderId })
      .from(productActions)
      .where(eq(productActions.sequenceActionId, id));
    const products = affected.length;
    await tx.delete(sequenceActions).where(eq(sequenceActions.id, id));
    if (products > 0)
      await renumberProducts(
        tx,
        affected.map((a) => a.scopeBuilderId),
      );
    await audit(tx, ctx.user.id, 'sequenceAction', id, 'delete', { action: before.action, products });
  });
  return { success: true as const, message: messages.actionRemoved };
}

async function renumberProducts(tx: Tx, scopeBuilderIds: number[]) {
  await tx.execute(sql`
    UPDATE product_actions AS p SET sort_order = o.n
    FROM (SELECT id, row_number() OVER (PARTITION BY scope_builder_id ORDER BY sort_order, id) AS n
          FROM product_actions WHERE scope_builder_id IN (${idList(scopeBuilderIds)})) AS o
    WHERE p.id = o.id`);
}

export async function postBulkAction(ctx: Ctx, body: z.output<typeof postBulkActionBody>) {
  await ctx.db.transaction(async (tx) => {
    await assertActionsExist(tx, body.selectedActions);
    await assertRisksExist(tx, body.selectedRisk);
    const pairs = body.selectedActions.flatMap((sequenceActionId) =>
      body.selectedRisk.map((potentialRiskId) => ({ sequenceActionId, potentialRiskId })),
    );
    const added = await tx
      .insert(riskActions)
      .values(pairs)
      .onConflictDoNothing({ target: [riskActions.sequenceActionId, riskActions.potentialRiskId] })
      .returning({ id: riskActions.id });
    await audit(tx, ctx.user.id, 'riskActions', null, 'bulk', {
      actions: body.selectedActions,
      risks: body.selectedRisk,
      added: added.length,
    });
  });
  const n = body.selectedActions.length;
  return { success: true as const, message: messages.risksAddedToActions(n), actions: n };
}

export async function saveRiskActions(ctx: Ctx, body: z.output<typeof saveRiskActionsBody>) {
  const ids = body.riskActions.map((r) => r.potentialRiskId);
  await ctx.db.transaction(async (tx) => {
    await findAction(tx, body.sequenceActionId, true);
    await assertRisksExist(tx, ids);
    const before = (await actionRisks(tx, body.sequenceActionId)).map((r) => r.potentialRiskId);
    await tx.delete(riskActions).where(eq(riskActions.sequenceActionId, body.sequenceActionId));
    if (ids.length > 0)
      await tx
        .insert(riskActions)
        .values(ids.map((potentialRiskId) => ({ sequenceActionId: body.sequenceActionId, potentialRiskId })));
    await audit(tx, ctx.user.id, 'sequenceAction', body.sequenceActionId, 'risks', { risks: [before, ids] });
  });
  return { success: true as const, message: messages.riskActionsSaved };
}

// --- potential risks ------------------------------------------------------------------------------

export async function potentialRiskList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      potentialRiskId: potentialRisks.id,
      risk: potentialRisks.risk,
      actionCount: sql<number>`(select count(*)::int from risk_actions ra where ra.potential_risk_id = potential_risks.id)`,
    })
    .from(potentialRisks)
    .orderBy(asc(sql`lower(${potentialRisks.risk})`), asc(potentialRisks.id));
  return { success: true as const, data };
}

/** The row, locked FOR UPDATE with `lock`; 404 when there is none. */
async function findRisk(db: Tx, id: number, lock = false) {
  const q = db.select().from(potentialRisks).where(eq(potentialRisks.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.riskNotFound);
  return row;
}

export async function getPotentialRisk(ctx: Ctx, id: number) {
  const row = await findRisk(ctx.db, id);
  return { success: true as const, data: { potentialRiskId: row.id, risk: row.risk } };
}

const riskEntries = namedEntries({
  entity: 'potentialRisk',
  field: 'risk',
  idKey: 'potentialRiskId',
  insert: (tx, risk) => tx.insert(potentialRisks).values({ risk }).returning({ id: potentialRisks.id }),
  lockedName: async (tx, id) => (await findRisk(tx, id, true)).risk,
  rename: (tx, id, risk) => tx.update(potentialRisks).set({ risk }).where(eq(potentialRisks.id, id)),
});
export const addPotentialRisk = riskEntries.add;
export const editPotentialRisk = riskEntries.edit;

export async function removePotentialRisk(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findRisk(tx, id, true);
    const [{ actions }] = await tx
      .select({ actions: count() })
      .from(riskActions)
      .where(eq(riskActions.potentialRiskId, id));
    await tx.delete(potentialRisks).where(eq(potentialRisks.id, id));
    await audit(tx, ctx.user.id, 'potentialRisk', id, 'delete', { risk: before.risk, actions });
  });
  return { success: true as const, message: messages.riskRemoved };
}
