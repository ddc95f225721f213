import { opportunitiesEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as s from './opportunities.service.ts';
import { opportunityListExport } from './opportunities-export.ts';

/** Opportunities (spec 2 §7). The list tabs (OpportunityNavigation) are served by the navigation area. */
export function opportunitiesRoutes(app: FastifyInstance): void {
  defineRoute(app, e.checkDrillingAuth, (ctx) => s.checkDrillingAuth(ctx));
  defineRoute(app, e.checkEditOpportunity, (ctx) => s.checkEditOpportunity(ctx));
  defineRoute(app, e.getOpportunityList, (ctx, { query }) => s.getOpportunityList(ctx, query));
  defineRoute(app, e.opportunityListExport, (ctx, { query }, _req, reply) => opportunityListExport(ctx, reply, query));
  defineRoute(app, e.getOpportunityProfile, (ctx, { body }) => s.getOpportunityProfile(ctx, body.id));
  defineRoute(app, e.opportunityLocationList, (ctx, { query }) => s.opportunityLocationList(ctx, query.opportunityId));
  defineRoute(app, e.saveOpportunity, (ctx, { body }) => s.saveOpportunity(ctx, body));
  defineRoute(app, e.closeOpportunity, (ctx, { query }) => s.setClosed(ctx, query.opportunityId, true));
  defineRoute(app, e.openOpportunity, (ctx, { query }) => s.setClosed(ctx, query.opportunityId, false));
}
