import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function callsRoutes(_app: FastifyInstance): void {}
