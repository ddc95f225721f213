import { searchEverything as everything } from '@fieldbook/contract/search';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { searchEverything } from './search.service.ts';

export function searchRoutes(app: FastifyInstance): void {
  defineRoute(app, everything, (ctx, { query }) => searchEverything(ctx, query.q));
}
