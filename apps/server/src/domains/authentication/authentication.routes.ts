import { authenticationEndpoints as e, messages } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { revokeSession } from '../../platform/sessions.ts';
import { signIn } from './authentication.service.ts';

export function authenticationRoutes(app: FastifyInstance): void {
  defineRoute(app, e.authenticate, (ctx, { body }, req) => signIn(ctx, body, req.headers['user-agent']));

  defineRoute(app, e.checkAuth, async (ctx) => ({ success: true as const, passwordChange: ctx.user.passwordChange }));

  defineRoute(app, e.logout, async (ctx) => {
    await revokeSession(ctx.db, ctx.user.sessionId);
    ctx.log.info({ userId: ctx.user.id }, 'signed out');
    return { success: true as const, message: messages.signedOut };
  });
}
