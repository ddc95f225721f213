import type { FastifyInstance } from 'fastify';

export function handOffRoutes(_app: FastifyInstance): void {}
