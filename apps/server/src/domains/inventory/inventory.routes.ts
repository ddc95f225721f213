import { inventoryEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as meterTypes from './meter-types.service.ts';
import { shopRoutes } from './shop.routes.ts';
import { stockRoutes } from './stock.routes.ts';
import { transfersRoutes } from './transfers.routes.ts';
import { uploadRoutes } from './upload.routes.ts';

/** Inventory (document 4): meter types so far. */
export function inventoryRoutes(app: FastifyInstance): void {
  defineRoute(app, e.meterTypeList, (ctx) => meterTypes.meterTypeList(ctx));
  defineRoute(app, e.saveMeterType, (ctx, { body }) => meterTypes.saveMeterType(ctx, body));
  stockRoutes(app);
  uploadRoutes(app);
  transfersRoutes(app);
  shopRoutes(app);
}
