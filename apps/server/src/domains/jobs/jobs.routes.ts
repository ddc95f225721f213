import { jobsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { jobList, jobStageList } from './jobs.service.ts';

export function jobsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.jobList, (ctx, { query }) => jobList(ctx, query));
  defineRoute(app, e.jobStageList, async () => jobStageList());
}
