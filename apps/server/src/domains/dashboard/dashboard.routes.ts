import { dashboardEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { addWidget, dashboardJobList, saveWidgetList, usersWidgets, widgetTypeList } from './dashboard.service.ts';

export function dashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, e.widgetTypeList, async (ctx) => widgetTypeList(ctx));
  defineRoute(app, e.usersWidgets, (ctx) => usersWidgets(ctx));
  defineRoute(app, e.addWidget, (ctx, { body }) => addWidget(ctx, body));
  defineRoute(app, e.saveWidgetList, (ctx, { body }) => saveWidgetList(ctx, body.widgets));
  defineRoute(app, e.dashboardJobList, (ctx, { query }) => dashboardJobList(ctx, query.WidgetId));
}
