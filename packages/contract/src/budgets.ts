// The budgets area's public entry: `@fieldbook/contract/budgets` and index.ts export what it exports,
// so importers never name a part. Its parts live in the folder budgets/, one file per sub-resource,
// rather than beside it as budgets-*.ts: src/ keeps one file per area (docs/contributing.md "One name
// per area"), so a part is never taken for an area of its own (budget-lines.ts and budget-math.ts are
// not parts of this one), and internal.ts, which the parts share, stays out of this entry.
//
/**
 * Job budgets (spec 3 §2.1, §3, §4, §5, §7, §9) and budget templates (§2.5). Money and hours travel
 * as decimal strings ('1250.00', '7.50000'); the arithmetic is budget-math.ts, shared with the screen.
 */

import { flagForReview, getActiveEdit, getBudget, saveBudget } from './budgets/job-budget.ts';
import {
  getBudgetCalculations,
  getBudgetingHoursList,
  getBudgetLineOptions,
  getBudgetTimes,
} from './budgets/lookups.ts';
import {
  bulkTemplate,
  getBudgetTemplate,
  getBudgetTemplateItemsList,
  saveBudgetTemplate,
} from './budgets/templates.ts';

export * from './budgets/job-budget.ts';
export * from './budgets/lookups.ts';
export * from './budgets/templates.ts';

/** Every endpoint of the area: the server binds them from here (domains/budgets/budgets.routes.ts). */
export const budgetsEndpoints = {
  getActiveEdit,
  flagForReview,
  getBudgetTimes,
  getBudgetCalculations,
  getBudgetingHoursList,
  getBudgetLineOptions,
  getBudget,
  saveBudget,
  getBudgetTemplateItemsList,
  getBudgetTemplate,
  bulkTemplate,
  saveBudgetTemplate,
};
