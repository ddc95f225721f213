import { calculatorsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../platform/define-route.ts';
import * as s from './calculator.service.ts';

/** Wall calculators (spec 3 §7 Calculators): administration, and results saved on jobs. */
export function calculatorRoutes(app: FastifyInstance): void {
  defineRoute(app, e.calculatorList, (ctx) => s.calculatorList(ctx));
  defineRoute(app, e.getCalculator, (ctx, { query }) => s.getCalculator(ctx, query.id));
  defineRoute(app, e.saveCalculator, (ctx, { body }) => s.saveCalculator(ctx, body));
  defineRoute(app, e.deleteCalculator, (ctx, { query }) => s.deleteCalculator(ctx, query.id));
  defineRoute(app, e.saveCalculatorResult, (ctx, { body }) => s.saveCalculatorResult(ctx, body));
  defineRoute(app, e.calculatorResultList, (ctx, { query }) => s.calculatorResultList(ctx, query.JobId));
}
