import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function budgetLinesRoutes(_app: FastifyInstance): void {}
