import { auditEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { getAuditLog } from './audit.service.ts';

export function auditRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getAuditLog, (ctx, { query }) => getAuditLog(ctx, query));
}
