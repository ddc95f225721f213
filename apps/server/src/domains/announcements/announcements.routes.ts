import type { FastifyInstance } from 'fastify';

// Routes of this area: to be written.
export function announcementsRoutes(_app: FastifyInstance): void {}
