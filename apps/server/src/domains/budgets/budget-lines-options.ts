import type { BudgetLineOption } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { selectCostLines, selectRevenueLines } from '../budget-lines/budget-lines.queries.ts';

/** The current line definitions a budget line or template line is picked from: revenue lines, then cost lines. */
export async function budgetLineOptions(ctx: Ctx) {
  const [revenue, cost] = await Promise.all([selectRevenueLines(ctx.db), selectCostLines(ctx.db)]);
  const data: BudgetLineOption[] = [
    ...revenue.map((r) => ({
      type: 'revenue' as const,
      budgetItemId: r.budgetRevenueLineId,
      number: r.number,
      budgetItemName: r.name,
      category: 0,
      categoryName: '',
      labor: false,
    })),
    ...cost.map((c) => ({
      type: 'cost' as const,
      budgetItemId: c.budgetCostLineId,
      number: c.number,
      budgetItemName: c.name,
      category: c.category,
      categoryName: c.categoryName,
      labor: c.labor,
    })),
  ];
  return { success: true as const, data };
}
