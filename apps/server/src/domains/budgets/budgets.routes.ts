import { budgetsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { budgetLineOptions } from './budget-lines-options.ts';
import {
  budgetCalculationsList,
  budgetingHoursList,
  budgetTimesList,
  getActiveEdit,
  getBudget,
} from './budgets.service.ts';
import { flagForReview, saveBudget } from './budgets-save.service.ts';
import { budgetTemplate, budgetTemplateList, bulkTemplate, saveBudgetTemplate } from './templates.service.ts';

export function budgetsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getActiveEdit, (ctx, { query }) => getActiveEdit(ctx, query.JobId));
  defineRoute(app, e.flagForReview, (ctx, { query }) => flagForReview(ctx, query.jobId));
  defineRoute(app, e.getBudgetTimes, async () => budgetTimesList());
  defineRoute(app, e.getBudgetCalculations, async () => budgetCalculationsList());
  defineRoute(app, e.getBudgetingHoursList, (ctx) => budgetingHoursList(ctx));
  defineRoute(app, e.getBudgetLineOptions, (ctx) => budgetLineOptions(ctx));
  defineRoute(app, e.getBudget, (ctx, { query }) => getBudget(ctx, query.jobId));
  defineRoute(app, e.saveBudget, (ctx, { body }) => saveBudget(ctx, body));
  defineRoute(app, e.getBudgetTemplateItemsList, (ctx) => budgetTemplateList(ctx));
  defineRoute(app, e.getBudgetTemplate, (ctx, { query }) => budgetTemplate(ctx, query.id));
  defineRoute(app, e.bulkTemplate, (ctx, { body }) => bulkTemplate(ctx, body));
  defineRoute(app, e.saveBudgetTemplate, (ctx, { body }) => saveBudgetTemplate(ctx, body));
}
