import { mailOutboxEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { discardMail, getMailHealth, listOutbox, resendMail } from './mail-outbox.service.ts';

/** The administrator's view of the e-mail the application sends (platform/mail.ts). */
export function mailOutboxRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getMailOutbox, (ctx, { query }) => listOutbox(ctx, query));
  defineRoute(app, e.resendMail, (ctx, { body }) => resendMail(ctx, body.outboxId));
  defineRoute(app, e.discardMail, (ctx, { body }) => discardMail(ctx, body.outboxId));
  defineRoute(app, e.getMailHealth, (ctx) => getMailHealth(ctx));
}
