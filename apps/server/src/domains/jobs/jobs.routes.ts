import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function jobsRoutes(_app: FastifyInstance): void {}
