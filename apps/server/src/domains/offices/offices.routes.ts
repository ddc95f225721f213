import { officeEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { deleteOffice, getOffice, officeList, saveOffice } from './offices.service.ts';

export function officesRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getOfficeList, (ctx) => officeList(ctx));
  defineRoute(app, e.getOffice, (ctx, { body }) => getOffice(ctx, body.id));
  defineRoute(app, e.saveOffice, (ctx, { body }) => saveOffice(ctx, body));
  defineRoute(app, e.deleteOffice, (ctx, { body }) => deleteOffice(ctx, body.id));
}
