import type { FastifyInstance } from 'fastify';

export function opportunitiesRoutes(_app: FastifyInstance): void {}
