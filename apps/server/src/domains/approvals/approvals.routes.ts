import type { FastifyInstance } from 'fastify';

export function approvalsRoutes(_app: FastifyInstance): void {}
