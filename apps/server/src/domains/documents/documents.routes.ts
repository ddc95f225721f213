import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function documentsRoutes(_app: FastifyInstance): void {}
