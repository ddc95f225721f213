import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function rolesRoutes(_app: FastifyInstance): void {}
