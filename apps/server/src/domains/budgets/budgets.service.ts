import {
  BUDGET_CALCULATION_NONE,
  type BudgetAdditionalEntry,
  type BudgetCostEntry,
  type BudgetData,
  type BudgetItem,
  type BudgetRevenueEntry,
  type BudgetTaxEntry,
  budgetCalculationName,
  budgetCalculations,
  budgetTimeName,
  budgetTimes,
  budgetTotals,
  normalizeMoney,
  renumber,
} from '@fieldbook/contract';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { type JobHead, requireJob } from '../jobs/job-access.ts';
import { budgetFlags } from './budgets.policy.ts';
import {
  selectAdditional,
  selectAllHourPrices,
  selectBudget,
  selectBudgetItems,
  selectCosts,
  selectHours,
  selectJobScopeItems,
  selectRevenues,
  selectTaxes,
  selectTemplateLines,
} from './budgets.queries.ts';

// The job budget (spec 3 §2.1, §4): what the screen offers, its choice lists, and the budget as the
// screen shows it. Saving, submitting and Submit for Review are in budgets-save.service.ts.

// ——— the flags and lists ———

export async function getActiveEdit(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const budget = await selectBudget(ctx.db, job.id);
  return { success: true as const, ...budgetFlags(ctx.user, job, budget?.submitted ?? false) };
}

export const budgetTimesList = () => ({ success: true as const, data: budgetTimes.map((t) => ({ ...t })) });
export const budgetCalculationsList = () => ({
  success: true as const,
  data: budgetCalculations.map((c) => ({ ...c })),
});
export async function budgetingHoursList(ctx: Ctx) {
  return { success: true as const, data: await selectAllHourPrices(ctx.db) };
}

// ——— load ———

type Grouped<T> = Map<number, T[]>;
function groupBy<T, K extends keyof T>(rows: T[], key: K): Grouped<Omit<T, K>> {
  const out: Grouped<Omit<T, K>> = new Map();
  for (const row of rows) {
    const { [key]: k, ...rest } = row;
    const list = out.get(k as number) ?? [];
    list.push(rest);
    out.set(k as number, list);
  }
  return out;
}

const itemTotals = (item: Pick<BudgetItem, 'budgetRevenue' | 'budgetCost'>) => budgetTotals([item]);

/**
 * The job's budget as the screen shows it. With `prefill`, scope items never saved start from their
 * scope leaf's template (new lines with negative ids), so the editor opens with the usual lines.
 */
export async function loadBudget(
  db: Tx,
  job: JobHead,
  prefill: boolean,
  pooled = false,
  known?: Awaited<ReturnType<typeof selectBudget>> | null,
): Promise<BudgetData> {
  // on the pool the queries run side by side; in a transaction (one connection) one after another
  const all = <T extends readonly (() => Promise<unknown>)[]>(fns: T) =>
    (pooled
      ? Promise.all(fns.map((f) => f()))
      : fns.reduce<Promise<unknown[]>>(async (acc, f) => [...(await acc), await f()], Promise.resolve([]))) as Promise<{
      [K in keyof T]: Awaited<ReturnType<T[K]>>;
    }>;
  const [budget, scope] = await all([
    () => (known !== undefined ? Promise.resolve(known ?? undefined) : selectBudget(db, job.id)),
    () => selectJobScopeItems(db, job.id),
  ] as const);
  const saved = budget
    ? await all([
        () => selectBudgetItems(db, budget.id),
        () => selectRevenues(db, budget.id),
        () => selectCosts(db, budget.id),
        () => selectHours(db, budget.id),
        () => selectTaxes(db, budget.id),
        () => selectAdditional(db, budget.id),
      ] as const)
    : null;
  const itemIdOf = new Map((saved?.[0] ?? []).map((i) => [i.scopeItemId, i.id]));
  const revenues = groupBy(saved?.[1] ?? [], 'budgetItemId');
  const costs = groupBy(saved?.[2] ?? [], 'budgetItemId');
  const hoursOf = groupBy(saved?.[3] ?? [], 'budgetCostId');
  const taxes = groupBy(saved?.[4] ?? [], 'budgetItemId');
  const additional = groupBy(saved?.[5] ?? [], 'budgetItemId');

  const unsavedLeaves = prefill
    ? scope
        .filter((s) => !itemIdOf.has(s.scopeItemId) && s.scopeBuilderId !== null)
        .map((s) => s.scopeBuilderId as number)
    : [];
  const templates = groupBy(await selectTemplateLines(db, [...new Set(unsavedLeaves)]), 'scopeBuilderId');
  let tempId = 0;

  const budgetItemsOut: BudgetItem[] = scope.map((s) => {
    const itemId = itemIdOf.get(s.scopeItemId);
    let budgetRevenue: BudgetRevenueEntry[] = [];
    let cost: BudgetCostEntry[] = [];
    let budgetTax: BudgetTaxEntry[] = [];
    let budgetAdditionalLines: BudgetAdditionalEntry[] = [];
    if (itemId !== undefined) {
      budgetRevenue = (revenues.get(itemId) ?? []).map((r) => ({
        ...r,
        budgetCalculationStr: budgetCalculationName(r.budgetCalculation),
        budgetTimeStr: budgetTimeName(r.budgetTime),
      }));
      cost = (costs.get(itemId) ?? []).map((c) => ({
        ...c,
        hours: (hoursOf.get(c.budgetCostId) ?? []).map((h) => ({ ...h, budgetCostId: c.budgetCostId })),
      }));
      budgetTax = (taxes.get(itemId) ?? []).map((t) => ({ ...t, scopeItemId: s.scopeItemId }));
      budgetAdditionalLines = additional.get(itemId) ?? [];
    } else if (s.scopeBuilderId !== null) {
      const lines = templates.get(s.scopeBuilderId) ?? [];
      for (const line of lines) {
        if (line.budgetRevenueLineId !== null) {
          budgetRevenue.push({
            budgetRevenueId: --tempId,
            budgetRevenueLineId: line.budgetRevenueLineId,
            number: line.revenueNumber ?? '',
            name: line.revenueName ?? '',
            revenue: '0.00',
            revenueText: '',
            revAltInput: false,
            revenuePer: '0.00',
            budgetCalculation: BUDGET_CALCULATION_NONE,
            budgetCalculationStr: budgetCalculationName(BUDGET_CALCULATION_NONE),
            budgetTime: 1,
            budgetTimeStr: budgetTimeName(1),
            minCycles: 1,
            quantity: normalizeMoney(s.quantity),
            notes: '',
            order: budgetRevenue.length + 1,
          });
        } else if (line.budgetCostLineId !== null) {
          cost.push({
            budgetCostId: --tempId,
            budgetCostLineId: line.budgetCostLineId,
            number: line.costNumber ?? '',
            category: line.category ?? 0,
            categoryName: line.categoryName ?? '',
            name: line.costName ?? '',
            labor: line.labor ?? false,
            cost: '0.00',
            notes: '',
            order: 0,
            hours: [],
          });
        }
      }
    }
    const budgetCostLabor = renumber(cost.filter((c) => c.labor));
    const budgetCostNonLabor = renumber(cost.filter((c) => !c.labor));
    const item = {
      scopeItemId: s.scopeItemId,
      name: s.name,
      description: s.description,
      quantity: s.quantity,
      optional: s.optional,
      budgetRevenue,
      budgetCost: { budgetCostLabor, budgetCostNonLabor },
      budgetTax,
      budgetAdditionalLines,
    };
    return { ...item, totals: itemTotals(item) };
  });

  return {
    jobId: job.id,
    version: budget?.version ?? 0,
    submitted: budget?.submitted ?? false,
    updatedAt: budget ? budget.updatedAt.toISOString() : null,
    updatedBy: budget?.updatedBy ?? null,
    budgetItems: budgetItemsOut,
    totals: budgetTotals(budgetItemsOut),
  };
}

export async function getBudget(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const budget = await selectBudget(ctx.db, job.id);
  const { displayEditBudget } = budgetFlags(ctx.user, job, budget?.submitted ?? false);
  return { success: true as const, data: await loadBudget(ctx.db, job, displayEditBudget, true, budget ?? null) };
}
