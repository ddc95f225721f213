import { z } from 'zod';
import { BUDGET_CALCULATION_NONE } from '../budget-math.ts';
import { int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { list } from './internal.ts';

// The fixed lists and definitions a budget line is chosen from: calculations, cycles, hour prices,
// cost and revenue lines.

// ——— fixed lists ———

/** Per-unit calculations of a revenue line; 1 (None) means the rate is not multiplied by the quantity. */
export const budgetCalculations = [
  { budgetCalculationId: BUDGET_CALCULATION_NONE, name: 'None' },
  { budgetCalculationId: 2, name: 'Per Foot' },
  { budgetCalculationId: 3, name: 'Per Section' },
  { budgetCalculationId: 4, name: 'Per Unit' },
  { budgetCalculationId: 5, name: 'Per Load' },
] as const;
/** The cycle a revenue line's rate is charged by (a cycle is what minCycles counts). */
export const budgetTimes = [
  { budgetTimeId: 1, name: 'One Time' },
  { budgetTimeId: 2, name: 'Per Day' },
  { budgetTimeId: 3, name: 'Per Week' },
  { budgetTimeId: 4, name: 'Per 28 Days' },
  { budgetTimeId: 5, name: 'Per Month' },
] as const;
export const budgetCalculationName = (id: number) =>
  budgetCalculations.find((c) => c.budgetCalculationId === id)?.name ?? 'None';
export const budgetTimeName = (id: number) => budgetTimes.find((t) => t.budgetTimeId === id)?.name ?? 'One Time';

export const getBudgetTimes = endpoint({
  method: 'GET',
  path: '/Budget/BudgetTimes',
  access: 'budgets.view',
  summary: 'The cycles a revenue rate is charged by.',
  response: list(z.object({ budgetTimeId: int(), name: z.string() })),
});

export const getBudgetCalculations = endpoint({
  method: 'GET',
  path: '/Budget/BudgetCalculations',
  access: 'budgets.view',
  summary: 'The per-unit calculations of a revenue line (1: None).',
  response: list(z.object({ budgetCalculationId: int(), name: z.string() })),
});

export const getBudgetingHoursList = endpoint({
  method: 'GET',
  path: '/Budget/GetBudgetingHoursList',
  access: 'budgets.view',
  summary: 'The hour prices labor hours are priced from; archived (deleted) ones are kept for budgets that used them.',
  response: list(
    z.object({ budgetCostHourPriceId: int(), name: z.string(), price: z.string(), archived: z.boolean() }),
  ),
});

export const budgetLineOption = z.object({
  type: z.enum(['cost', 'revenue']),
  budgetItemId: int(),
  number: z.string(),
  budgetItemName: z.string(),
  category: int(),
  categoryName: z.string(),
  labor: z.boolean(),
});
export type BudgetLineOption = z.infer<typeof budgetLineOption>;

export const getBudgetLineOptions = endpoint({
  method: 'GET',
  path: '/Budget/BudgetLineOptions',
  access: ['budgets.view', 'admin.budgetTemplates'],
  summary: 'The current cost and revenue line definitions a budget or template line is picked from, in order.',
  response: list(budgetLineOption),
});
