import type { FastifyInstance } from 'fastify';

export function cloneRoutes(_app: FastifyInstance): void {}
