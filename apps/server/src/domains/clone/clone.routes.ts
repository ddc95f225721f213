import { cloneEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as s from './clone.service.ts';

export function cloneRoutes(app: FastifyInstance): void {
  defineRoute(app, e.checkClonePermission, (ctx, { query }) => s.checkClonePermission(ctx, query.JobId));
  defineRoute(app, e.cloneForm, (ctx, { query }) => s.cloneForm(ctx, query.JobId));
  defineRoute(app, e.cloneJob, (ctx, { body }) => s.cloneJob(ctx, body));
}
