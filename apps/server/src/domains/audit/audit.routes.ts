import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function auditRoutes(_app: FastifyInstance): void {}
