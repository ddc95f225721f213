import { usersEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import {
  createUser,
  editUser,
  getUser,
  listUsers,
  resetPasswordById,
  setEnabled,
  userPickerList,
} from './users.service.ts';
import { usersExport } from './users-export.ts';

/** User administration (spec 1 §2 Administration, §5 user form, §7 User). */
export function usersRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getAllUsers, async (ctx, { body }) => ({
    success: true as const,
    data: { userList: await listUsers(ctx, body.enabled) },
  }));
  defineRoute(app, e.getAllUsersExport, (ctx, { body }, _req, reply) => usersExport(ctx, reply, body.enabled));
  defineRoute(app, e.getUser, async (ctx, { body }) => ({
    success: true as const,
    data: await getUser(ctx, body.userId),
  }));
  defineRoute(app, e.createUser, (ctx, { body }) => createUser(ctx, body));
  defineRoute(app, e.editUser, (ctx, { body }) => editUser(ctx, body));
  defineRoute(app, e.setUserEnabled, (ctx, { body }) => setEnabled(ctx, body.userId, body.enabled));
  defineRoute(app, e.resetPasswordById, (ctx, { body }) => resetPasswordById(ctx, body.userId));
  defineRoute(app, e.userList, async (ctx) => ({ success: true as const, data: await userPickerList(ctx) }));
}
