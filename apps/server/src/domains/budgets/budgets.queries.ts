import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { columnsOf } from '../../db/columns.ts';
import {
  budgetAdditionalLines,
  budgetCategories,
  budgetCostHours,
  budgetCostLines,
  budgetCosts,
  budgetHourPrices,
  budgetItems,
  budgetRevenueLines,
  budgetRevenues,
  budgets,
  budgetTaxes,
  budgetTemplateLines,
  handOffs,
  scopeItems,
  users,
} from '../../db/schema/index.ts';

/** Plain queries of the budget area: (db, params), no rules. */

export async function selectBudget(db: Tx, jobId: number) {
  const [row] = await db
    .select({
      id: budgets.id,
      version: budgets.version,
      submitted: budgets.submitted,
      lastSaveId: budgets.lastSaveId,
      updatedAt: budgets.updatedAt,
      updatedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(budgets)
    .leftJoin(users, eq(users.id, budgets.updatedBy))
    .where(eq(budgets.jobId, jobId));
  return row;
}

/** The job's hand-off scope items, in the order they were added. */
export function selectJobScopeItems(db: Tx, jobId: number) {
  return db
    .select({
      scopeItemId: scopeItems.id,
      scopeBuilderId: scopeItems.scopeBuilderId,
      name: scopeItems.name,
      description: scopeItems.description,
      quantity: scopeItems.quantity,
      optional: scopeItems.optional,
    })
    .from(scopeItems)
    .innerJoin(handOffs, eq(handOffs.id, scopeItems.handOffId))
    .where(eq(handOffs.jobId, jobId))
    .orderBy(asc(scopeItems.id));
}

export function selectBudgetItems(db: Tx, budgetId: number) {
  return db
    .select({ id: budgetItems.id, scopeItemId: budgetItems.scopeItemId })
    .from(budgetItems)
    .where(eq(budgetItems.budgetId, budgetId));
}

export function selectRevenues(db: Tx, budgetId: number) {
  return db
    .select({
      budgetItemId: budgetRevenues.budgetItemId,
      budgetRevenueId: budgetRevenues.id,
      ...columnsOf(budgetRevenueLines, ['number', 'name']),
      ...columnsOf(budgetRevenues, [
        'budgetRevenueLineId',
        'revenue',
        'revenueText',
        'revAltInput',
        'revenuePer',
        'budgetCalculation',
        'budgetTime',
        'minCycles',
        'quantity',
        'notes',
      ]),
      order: budgetRevenues.sortOrder,
    })
    .from(budgetRevenues)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetRevenues.budgetItemId))
    .innerJoin(budgetRevenueLines, eq(budgetRevenueLines.id, budgetRevenues.budgetRevenueLineId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetRevenues.sortOrder), asc(budgetRevenues.id));
}

export function selectCosts(db: Tx, budgetId: number) {
  return db
    .select({
      budgetItemId: budgetCosts.budgetItemId,
      budgetCostId: budgetCosts.id,
      ...columnsOf(budgetCosts, ['budgetCostLineId', 'cost', 'notes']),
      ...columnsOf(budgetCostLines, ['number', 'name', 'labor']),
      category: budgetCostLines.categoryId,
      categoryName: budgetCategories.name,
      order: budgetCosts.sortOrder,
    })
    .from(budgetCosts)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetCosts.budgetItemId))
    .innerJoin(budgetCostLines, eq(budgetCostLines.id, budgetCosts.budgetCostLineId))
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetCostLines.categoryId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetCosts.sortOrder), asc(budgetCosts.id));
}

export function selectHours(db: Tx, budgetId: number) {
  return db
    .select({
      budgetCostHourId: budgetCostHours.id,
      budgetCostHourPriceId: budgetCostHours.budgetHourPriceId,
      name: budgetCostHours.name,
      price: budgetCostHours.price,
      hours: budgetCostHours.hours,
      budgetCostId: budgetCostHours.budgetCostId,
    })
    .from(budgetCostHours)
    .innerJoin(budgetCosts, eq(budgetCosts.id, budgetCostHours.budgetCostId))
    .innerJoin(budgetItems, eq(budgetItems.id, budgetCosts.budgetItemId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetCostHours.sortOrder), asc(budgetCostHours.id));
}

export function selectTaxes(db: Tx, budgetId: number) {
  return db
    .select({
      budgetItemId: budgetTaxes.budgetItemId,
      budgetTaxId: budgetTaxes.id,
      cost: budgetTaxes.cost,
      description: budgetTaxes.description,
      notes: budgetTaxes.notes,
    })
    .from(budgetTaxes)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetTaxes.budgetItemId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetTaxes.sortOrder), asc(budgetTaxes.id));
}

export function selectAdditional(db: Tx, budgetId: number) {
  return db
    .select({
      budgetItemId: budgetAdditionalLines.budgetItemId,
      budgetAdditionalLineId: budgetAdditionalLines.id,
      additionalText: budgetAdditionalLines.additionalText,
      optionalCost: budgetAdditionalLines.optionalCost,
    })
    .from(budgetAdditionalLines)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetAdditionalLines.budgetItemId))
    .where(eq(budgetItems.budgetId, budgetId))
    .orderBy(asc(budgetAdditionalLines.sortOrder), asc(budgetAdditionalLines.id));
}

/** Template lines of some scope leaves, current line definitions only, in template order. */
export function selectTemplateLines(db: Tx, leafIds: number[]) {
  if (leafIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      scopeBuilderId: budgetTemplateLines.scopeBuilderId,
      budgetCostLineId: budgetTemplateLines.budgetCostLineId,
      budgetRevenueLineId: budgetTemplateLines.budgetRevenueLineId,
      costNumber: budgetCostLines.number,
      costName: budgetCostLines.name,
      category: budgetCostLines.categoryId,
      categoryName: budgetCategories.name,
      labor: budgetCostLines.labor,
      revenueNumber: budgetRevenueLines.number,
      revenueName: budgetRevenueLines.name,
    })
    .from(budgetTemplateLines)
    .leftJoin(budgetCostLines, eq(budgetCostLines.id, budgetTemplateLines.budgetCostLineId))
    .leftJoin(budgetCategories, eq(budgetCategories.id, budgetCostLines.categoryId))
    .leftJoin(budgetRevenueLines, eq(budgetRevenueLines.id, budgetTemplateLines.budgetRevenueLineId))
    .where(
      and(
        inArray(budgetTemplateLines.scopeBuilderId, leafIds),
        isNull(budgetCostLines.deletedAt),
        isNull(budgetRevenueLines.deletedAt),
      ),
    )
    .orderBy(asc(budgetTemplateLines.sortOrder), asc(budgetTemplateLines.id));
}

/** Every hour price, archived (deleted) ones too: saved budgets may use them. */
export function selectAllHourPrices(db: Tx) {
  return db
    .select({
      budgetCostHourPriceId: budgetHourPrices.id,
      name: budgetHourPrices.name,
      price: budgetHourPrices.price,
      archived: sql<boolean>`${budgetHourPrices.deletedAt} is not null`,
    })
    .from(budgetHourPrices)
    .orderBy(asc(budgetHourPrices.id));
}

/** Cost line definitions by id (deleted ones too: a budget keeps the lines it was built with). */
export function selectCostLinesById(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: budgetCostLines.id, labor: budgetCostLines.labor, deletedAt: budgetCostLines.deletedAt })
    .from(budgetCostLines)
    .where(inArray(budgetCostLines.id, ids));
}

export function selectRevenueLinesById(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: budgetRevenueLines.id, deletedAt: budgetRevenueLines.deletedAt })
    .from(budgetRevenueLines)
    .where(inArray(budgetRevenueLines.id, ids));
}
