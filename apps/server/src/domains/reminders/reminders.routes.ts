import { remindersEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as s from './reminders.service.ts';

export function remindersRoutes(app: FastifyInstance): void {
  defineRoute(app, e.remindersUsers, (ctx) => s.remindersUsers(ctx));
  defineRoute(app, e.reminderList, (ctx, { query }) => s.reminderList(ctx, query.JobId));
  defineRoute(app, e.addReminder, (ctx, { body }) => s.addReminder(ctx, body));
  defineRoute(app, e.deleteReminder, (ctx, { query }) => s.deleteReminder(ctx, query.id));
}
