import { selfEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { changePassword, loadUser, resetOwnPassword, resetPasswordByUsername, sendBugReport } from './self.service.ts';

export function selfRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getSelfInfo, async (ctx) => ({ success: true as const, data: await loadUser(ctx, ctx.user.id) }));
  defineRoute(app, e.changePassword, (ctx, { body }) => changePassword(ctx, body));
  defineRoute(app, e.resetPasswordByUsername, (ctx, { body }) => resetPasswordByUsername(ctx, body.Username));
  defineRoute(app, e.resetPasswordLoggedIn, (ctx) => resetOwnPassword(ctx));
  defineRoute(app, e.sendReportBox, (ctx, { body }) => sendBugReport(ctx, body));
}
