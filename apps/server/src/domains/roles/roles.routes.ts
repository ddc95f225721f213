import { rolesEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { getRoleList, getRolePermission, saveRole } from './roles.service.ts';

export function rolesRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getRoleList, (ctx) => getRoleList(ctx));
  defineRoute(app, e.getRolePermission, (ctx, { body }) => getRolePermission(ctx, body.roleId));
  defineRoute(app, e.saveRole, (ctx, { body }) => saveRole(ctx, body));
}
