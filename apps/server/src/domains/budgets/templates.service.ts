import { type BudgetTemplate, messages, type TemplateItemRef } from '@fieldbook/contract';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { budgetCostLines, budgetRevenueLines, budgetTemplateLines, scopeBuilderNodes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { selectTemplateLines } from './budgets.queries.ts';

/** Any constant: serialises template writes (bulk adds append after each leaf's last line). */
const TEMPLATE_LOCK = 727_331;

type Leaf = { scopeLeafId: number; fullName: string };

/** The scope combinations: enabled nodes without enabled children, under enabled parents, named root to leaf. */
async function selectLeaves(db: Tx): Promise<Leaf[]> {
  const rows = await db
    .select()
    .from(scopeBuilderNodes)
    .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
  const children = new Map<number | null, typeof rows>();
  for (const r of rows) {
    if (!r.enabled) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const leaves: Leaf[] = [];
  const walk = (parentId: number | null, names: string[]) => {
    for (const n of children.get(parentId) ?? []) {
      const path = [...names, n.itemName];
      if ((children.get(n.id) ?? []).length === 0) leaves.push({ scopeLeafId: n.id, fullName: path.join(' - ') });
      else walk(n.id, path);
    }
  };
  walk(null, []);
  return leaves;
}

function templateItems(lines: Awaited<ReturnType<typeof selectTemplateLines>>) {
  return lines.map((l) =>
    l.budgetCostLineId !== null
      ? {
          type: 'cost' as const,
          budgetItemId: l.budgetCostLineId,
          number: l.costNumber ?? '',
          budgetItemName: l.costName ?? '',
        }
      : {
          type: 'revenue' as const,
          budgetItemId: l.budgetRevenueLineId as number,
          number: l.revenueNumber ?? '',
          budgetItemName: l.revenueName ?? '',
        },
  );
}

export async function budgetTemplateList(ctx: Ctx) {
  const leaves = await selectLeaves(ctx.db);
  const lines = await selectTemplateLines(
    ctx.db,
    leaves.map((l) => l.scopeLeafId),
  );
  const byLeaf = new Map<number, typeof lines>();
  for (const l of lines) byLeaf.set(l.scopeBuilderId, [...(byLeaf.get(l.scopeBuilderId) ?? []), l]);
  const data: BudgetTemplate[] = leaves.map((leaf) => ({
    ...leaf,
    items: templateItems(byLeaf.get(leaf.scopeLeafId) ?? []),
  }));
  return { success: true as const, data };
}

async function requireLeaf(db: Tx, id: number) {
  const leaf = (await selectLeaves(db)).find((l) => l.scopeLeafId === id);
  if (!leaf) throw notFound(messages.budgetTemplateLeafUnknown);
  return leaf;
}

export async function budgetTemplate(ctx: Ctx, id: number) {
  const leaf = await requireLeaf(ctx.db, id);
  return { success: true as const, data: { ...leaf, items: templateItems(await selectTemplateLines(ctx.db, [id])) } };
}

/** Every line named exists and is current (a deleted line is not offered for new templates). */
async function checkLines(tx: Tx, items: TemplateItemRef[]) {
  const costIds = [...new Set(items.filter((i) => i.type === 'cost').map((i) => i.budgetItemId))];
  const revenueIds = [...new Set(items.filter((i) => i.type === 'revenue').map((i) => i.budgetItemId))];
  const costs = costIds.length
    ? await tx
        .select({ id: budgetCostLines.id })
        .from(budgetCostLines)
        .where(and(inArray(budgetCostLines.id, costIds), isNull(budgetCostLines.deletedAt)))
    : [];
  const revenues = revenueIds.length
    ? await tx
        .select({ id: budgetRevenueLines.id })
        .from(budgetRevenueLines)
        .where(and(inArray(budgetRevenueLines.id, revenueIds), isNull(budgetRevenueLines.deletedAt)))
    : [];
  if (costs.length !== costIds.length || revenues.length !== revenueIds.length) {
    throw badRequest(messages.budgetLineUnknown, { BudgetItem: messages.budgetLineUnknown });
  }
}

const rowOf = (scopeBuilderId: number, item: TemplateItemRef, sortOrder: number) => ({
  scopeBuilderId,
  budgetCostLineId: item.type === 'cost' ? item.budgetItemId : null,
  budgetRevenueLineId: item.type === 'revenue' ? item.budgetItemId : null,
  sortOrder,
});

/** Replaces one leaf's template with the lines given, in that order. */
export async function saveBudgetTemplate(ctx: Ctx, body: { scopeLeafId: number; items: TemplateItemRef[] }) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_LOCK})`);
    await requireLeaf(tx, body.scopeLeafId);
    await checkLines(tx, body.items);
    await tx.delete(budgetTemplateLines).where(eq(budgetTemplateLines.scopeBuilderId, body.scopeLeafId));
    if (body.items.length > 0) {
      await tx.insert(budgetTemplateLines).values(body.items.map((item, i) => rowOf(body.scopeLeafId, item, i + 1)));
    }
    await audit(tx, ctx.user.id, 'budgetTemplate', body.scopeLeafId, 'save', { items: body.items });
  });
  return { success: true as const, message: messages.budgetTemplateSaved };
}

/** Adds the lines to the end of each leaf's template; lines a template holds already stay where they are. */
export async function bulkTemplate(ctx: Ctx, body: { scopeBuilderId: number[]; BudgetItem: TemplateItemRef[] }) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_LOCK})`);
    const leaves = new Set((await selectLeaves(tx)).map((l) => l.scopeLeafId));
    if (body.scopeBuilderId.some((id) => !leaves.has(id))) {
      throw badRequest(messages.budgetTemplateLeafUnknown, { scopeBuilderId: messages.budgetTemplateLeafUnknown });
    }
    await checkLines(tx, body.BudgetItem);
    const leafIds = [...new Set(body.scopeBuilderId)];
    const last = await tx
      .select({ leaf: budgetTemplateLines.scopeBuilderId, last: max(budgetTemplateLines.sortOrder) })
      .from(budgetTemplateLines)
      .where(inArray(budgetTemplateLines.scopeBuilderId, leafIds))
      .groupBy(budgetTemplateLines.scopeBuilderId);
    const lastOf = new Map(last.map((r) => [r.leaf, r.last ?? 0]));
    const rows = leafIds.flatMap((leaf) =>
      body.BudgetItem.map((item, i) => rowOf(leaf, item, (lastOf.get(leaf) ?? 0) + i + 1)),
    );
    await tx.insert(budgetTemplateLines).values(rows).onConflictDoNothing();
    await audit(tx, ctx.user.id, 'budgetTemplate', null, 'bulkAdd', {
      scopeBuilderId: leafIds,
      items: body.BudgetItem,
    });
  });
  return { success: true as const, message: messages.budgetTemplateBulkAdded };
}
