import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function usersRoutes(_app: FastifyInstance): void {}
