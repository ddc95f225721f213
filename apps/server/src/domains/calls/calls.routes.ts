import { callsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import {
  callList,
  changeCallStatus,
  getAccountLocations,
  getAccountOptions,
  getCall,
  saveCall,
} from './calls.service.ts';
import { callListExport } from './calls-export.ts';

export function callsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.callList, (ctx, { query }) => callList(ctx, query));
  defineRoute(app, e.callListExport, (ctx, { query }, _req, reply) => callListExport(ctx, reply, query));
  defineRoute(app, e.getCall, (ctx, { body }) => getCall(ctx, body.id));
  defineRoute(app, e.changeCallStatus, (ctx, { body }) => changeCallStatus(ctx, body));
  defineRoute(app, e.saveCall, (ctx, { body }) => saveCall(ctx, body));
  defineRoute(app, e.getAccountOptions, (ctx, { body }) => getAccountOptions(ctx, body));
  defineRoute(app, e.getAccountLocations, (ctx, { query }) => getAccountLocations(ctx, query));
}
