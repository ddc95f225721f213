import { wikiEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { helpLink, search } from './wiki.service.ts';

export function wikiRoutes(app: FastifyInstance): void {
  defineRoute(app, e.searchWiki, async (ctx, { body }) => ({
    success: true as const,
    data: await search(ctx, body.query),
  }));
  defineRoute(app, e.getRouteHelpLink, async (ctx, { body }) => ({
    success: true as const,
    data: { url: await helpLink(ctx, body.route) },
  }));
}
