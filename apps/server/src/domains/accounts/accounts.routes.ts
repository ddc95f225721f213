import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function accountsRoutes(_app: FastifyInstance): void {}
