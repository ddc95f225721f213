import { messages } from '@fieldbook/contract';
import type { Tx } from '../../db/client.ts';
import { budgetCostLines, budgetHourPrices, budgetRevenueLines } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import {
  type BudgetLineTable,
  currentLineIds,
  insertCostLine,
  insertHourPrice,
  insertRevenueLine,
  lockLines,
  type NumberedLines,
  nextSortOrder,
  numberInUse,
  selectCategories,
  selectCategory,
  selectCostLine,
  selectCostLines,
  selectHourPrices,
  selectRevenueLines,
  setLineOrder,
  softDeleteLine,
} from './budget-lines.queries.ts';

/** The audit entity of each kind of line. */
const entity = new Map<BudgetLineTable, string>([
  [budgetCostLines, 'budgetCostLine'],
  [budgetRevenueLines, 'budgetRevenueLine'],
  [budgetHourPrices, 'budgetHourPrice'],
]);

export async function getAdminBudgetEdit(ctx: Ctx) {
  const [budgetHours, budgetRevenue, budgetCosts, categories] = await Promise.all([
    selectHourPrices(ctx.db),
    selectRevenueLines(ctx.db),
    selectCostLines(ctx.db),
    selectCategories(ctx.db),
  ]);
  return { success: true as const, budgetHours, budgetRevenue, budgetCosts, categories };
}

/** A line number is unique among the current lines of its kind. */
async function assertNumberFree(tx: Tx, table: NumberedLines, number: string) {
  if (await numberInUse(tx, table, number)) {
    throw conflict(messages.budgetNumberTaken(number));
  }
}

export async function createCostLine(
  ctx: Ctx,
  input: { category: number; number: string; name: string; labor: boolean },
) {
  const data = await ctx.db.transaction(async (tx) => {
    await lockLines(tx, budgetCostLines);
    if (!(await selectCategory(tx, input.category))) {
      throw badRequest(messages.budgetCategoryRequired, { category: messages.budgetCategoryRequired });
    }
    await assertNumberFree(tx, budgetCostLines, input.number);
    const sortOrder = await nextSortOrder(tx, budgetCostLines);
    const { number, name, labor } = input;
    const id = await insertCostLine(tx, { number, name, labor, categoryId: input.category, sortOrder });
    await audit(tx, ctx.user.id, 'budgetCostLine', id, 'create', input);
    return selectCostLine(tx, id);
  });
  return { success: true as const, message: messages.budgetLineAdded, data };
}

export async function createRevenueLine(ctx: Ctx, input: { number: string; name: string }) {
  const data = await ctx.db.transaction(async (tx) => {
    await lockLines(tx, budgetRevenueLines);
    await assertNumberFree(tx, budgetRevenueLines, input.number);
    const row = await insertRevenueLine(tx, { ...input, sortOrder: await nextSortOrder(tx, budgetRevenueLines) });
    await audit(tx, ctx.user.id, 'budgetRevenueLine', row.budgetRevenueLineId, 'create', input);
    return row;
  });
  return { success: true as const, message: messages.budgetLineAdded, data };
}

export async function createHourLine(ctx: Ctx, input: { name: string; price: string }) {
  const data = await ctx.db.transaction(async (tx) => {
    const row = await insertHourPrice(tx, input);
    await audit(tx, ctx.user.id, 'budgetHourPrice', row.budgetCostHourPriceId, 'create', input);
    return row;
  });
  return { success: true as const, message: messages.budgetLineAdded, data };
}

/** Deleting only stamps deleted_at: job budgets built with the line keep it. */
export async function deleteLine(ctx: Ctx, table: BudgetLineTable, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await softDeleteLine(tx, table, id);
    if (!row) throw notFound(messages.budgetLineNotFound);
    await audit(tx, ctx.user.id, entity.get(table) ?? 'budgetLine', id, 'delete', { name: row.name });
  });
  return { success: true as const, message: messages.budgetLineDeleted };
}

/** `ids` must name every current line exactly once, or the list changed under the user. */
export async function saveOrder(ctx: Ctx, table: NumberedLines, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    await lockLines(tx, table);
    const current = new Set(await currentLineIds(tx, table));
    if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
      throw conflict(messages.budgetOrderChanged);
    }
    await setLineOrder(tx, table, ids);
    await audit(tx, ctx.user.id, entity.get(table) ?? 'budgetLine', null, 'reorder', { ids });
  });
  return { success: true as const, message: messages.budgetOrderSaved };
}
