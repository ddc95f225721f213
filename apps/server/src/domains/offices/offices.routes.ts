import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function officesRoutes(_app: FastifyInstance): void {}
