import { jobPageEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { jobPage } from './job-page.service.ts';

/**
 * The job page's first paint in one call. Its own folder: it gathers the parts of several areas
 * (jobs, approvals, clone, hand-off, reminders), each of which stays unaware of it.
 */
export function jobPageRoutes(app: FastifyInstance): void {
  defineRoute(app, e.jobPage, (ctx, { query }) => jobPage(ctx, query.jobId, query.stage));
}
