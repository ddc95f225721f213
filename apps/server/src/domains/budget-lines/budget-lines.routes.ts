import { budgetLinesEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { budgetCostLines, budgetHourPrices, budgetRevenueLines } from '../../db/schema/index.ts';
import { defineRoute } from '../../platform/define-route.ts';
import {
  createCostLine,
  createHourLine,
  createRevenueLine,
  deleteLine,
  getAdminBudgetEdit,
  saveOrder,
} from './budget-lines.service.ts';

export function budgetLinesRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getAdminBudgetEdit, (ctx) => getAdminBudgetEdit(ctx));
  defineRoute(app, e.createBudgetCostLine, (ctx, { body }) => createCostLine(ctx, body));
  defineRoute(app, e.createBudgetRevenueLine, (ctx, { body }) => createRevenueLine(ctx, body));
  defineRoute(app, e.createBudgetHourLine, (ctx, { body }) => createHourLine(ctx, body));
  defineRoute(app, e.deleteBudgetCostLine, (ctx, { body }) => deleteLine(ctx, budgetCostLines, body.id));
  defineRoute(app, e.deleteBudgetRevenueLine, (ctx, { body }) => deleteLine(ctx, budgetRevenueLines, body.id));
  defineRoute(app, e.deleteBudgetHour, (ctx, { body }) => deleteLine(ctx, budgetHourPrices, body.id));
  defineRoute(app, e.saveRevenueOrder, (ctx, { body }) => saveOrder(ctx, budgetRevenueLines, body.ids));
  defineRoute(app, e.saveCostOrder, (ctx, { body }) => saveOrder(ctx, budgetCostLines, body.ids));
}
