import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function profileRoutes(_app: FastifyInstance): void {}
