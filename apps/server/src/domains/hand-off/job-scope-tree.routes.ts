import { jobScopeTreeEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as s from './job-scope-tree.service.ts';

/** The scope tree calls of document 3 §7: a hand-off's tree and items, and the tree without 'Other'. */
export function jobScopeTreeRoutes(app: FastifyInstance): void {
  defineRoute(app, e.handOffScopeBuilder, (ctx, { query }) => s.handOffScopeBuilder(ctx, query.HandOffId));
  defineRoute(app, e.scopeBuilderNoOther, (ctx) => s.scopeBuilderNoOther(ctx));
  defineRoute(app, e.jobScopeList, (ctx, { query }) => s.jobScopeList(ctx, query.HandOffId));
}
