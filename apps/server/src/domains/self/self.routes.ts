import { selfEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import {
  changePassword,
  loadSelf,
  openSelfPhoto,
  resetOwnPassword,
  resetPasswordByUsername,
  sendBugReport,
} from './self.service.ts';

export function selfRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getSelfInfo, async (ctx) => ({ success: true as const, data: await loadSelf(ctx) }));
  defineRoute(app, e.getSelfPhoto, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await openSelfPhoto(ctx, query.v);
    const shown = { contentType: file.contentType, name: file.originalName, size: file.size, inline: true };
    return sendFile(reply, { ...shown, immutable: true }, stream);
  });
  defineRoute(app, e.changePassword, (ctx, { body }) => changePassword(ctx, body));
  defineRoute(app, e.resetPasswordByUsername, (ctx, { body }) => resetPasswordByUsername(ctx, body.Username));
  defineRoute(app, e.resetPasswordLoggedIn, (ctx) => resetOwnPassword(ctx));
  defineRoute(app, e.sendReportBox, (ctx, { body }) => sendBugReport(ctx, body));
}
