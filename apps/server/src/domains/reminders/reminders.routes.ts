import type { FastifyInstance } from 'fastify';

export function remindersRoutes(_app: FastifyInstance): void {}
