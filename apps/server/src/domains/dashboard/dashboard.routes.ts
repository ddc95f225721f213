import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function dashboardRoutes(_app: FastifyInstance): void {}
