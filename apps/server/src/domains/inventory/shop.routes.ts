import { inventoryShopEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as conversions from './shop-conversions.service.ts';
import * as tickets from './shop-tickets.service.ts';
import * as creation from './shop-tickets-creation.service.ts';
import { shopTicketListExport } from './shop-tickets-export.ts';
import * as work from './shop-tickets-work.service.ts';

/** Shop conversions and shop tickets (document 4 §7, and the designed calls of docs/decisions/inventory.md). */
export function shopRoutes(app: FastifyInstance): void {
  defineRoute(app, e.shopConversionList, (ctx) => conversions.shopConversionList(ctx));
  defineRoute(app, e.getShopConversion, (ctx, { query }) => conversions.getShopConversion(ctx, query.jobReadyId));
  defineRoute(app, e.saveShopConversion, (ctx, { body }) => conversions.saveShopConversion(ctx, body));
  defineRoute(app, e.shopActions, async () => tickets.shopActionsList());
  defineRoute(app, e.shopTicketOptions, (ctx, { query }) => tickets.shopTicketOptions(ctx, query.type, query.yard));
  defineRoute(app, e.createShopTicket, (ctx, { body }) => creation.createShopTicket(ctx, body));
  defineRoute(app, e.shopTicketList, (ctx, { query }) => tickets.shopTicketList(ctx, query.yardId, query.closed));
  defineRoute(app, e.shopTicketListExport, (ctx, { query }, _req, reply) => shopTicketListExport(ctx, reply, query));
  defineRoute(app, e.getShopTicket, (ctx, { query }) => tickets.getShopTicket(ctx, query.ticketId));
  defineRoute(app, e.adjustShopTicket, (ctx, { body }) => work.adjustShopTicket(ctx, body, false));
  defineRoute(app, e.updateAndCloseShopTicket, (ctx, { body }) => work.adjustShopTicket(ctx, body, true));
  defineRoute(app, e.closeShopTicket, (ctx, { query }) => work.closeShopTicket(ctx, query.ticketId));
}
