import {
  accessAllows,
  DASHBOARD_JOB_LIMIT,
  type DashboardWidget,
  JOB_LIST_WIDGET,
  MAX_WIDGETS,
  messages,
  type WidgetType,
  widgetTypeCatalogue,
} from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { jobRowsFor } from '../jobs/jobs.service.ts';
import {
  deleteWidgetsExcept,
  insertWidget,
  lockDashboard,
  selectWidget,
  selectWidgets,
  updateWidget,
  type WidgetValues,
} from './dashboard.queries.ts';

interface WidgetInput {
  widgetName: string;
  widgetType: number;
  stage: number | null;
}

/** The widget types the user may add and use: a type needs its permission (the job list: 'jobs.view'). */
export function widgetTypeList(ctx: Ctx) {
  const data: WidgetType[] = widgetTypeCatalogue
    .filter((t) => accessAllows(t.access, ctx.user.permissions))
    .map(({ widgetTypeId, widgetTypeName, stageDropdown }) => ({ widgetTypeId, widgetTypeName, stageDropdown }));
  return { success: true as const, data };
}

export async function usersWidgets(ctx: Ctx) {
  return { success: true as const, data: await selectWidgets(ctx.db, ctx.user.id) };
}

/** Checks a widget against its type; `field` prefixes the error keys (widgets.3.). */
function widgetValues(ctx: Ctx, input: WidgetInput, field = ''): WidgetValues {
  const type = widgetTypeCatalogue.find((t) => t.widgetTypeId === input.widgetType);
  if (!type) throw badRequest(messages.selectWidgetType, { [`${field}widgetType`]: messages.selectWidgetType });
  if (!accessAllows(type.access, ctx.user.permissions)) throw new AppError(403, messages.forbidden);
  return {
    widgetType: type.widgetTypeId,
    widgetName: input.widgetName,
    // The stage only means something for types that offer the stage picker.
    stage: type.stageDropdown ? input.stage : null,
  };
}

/** POST /Dashboard/Widget: one widget at the end of the dashboard. */
export async function addWidget(ctx: Ctx, input: WidgetInput) {
  const values = widgetValues(ctx, input);
  const data = await ctx.db.transaction(async (tx) => {
    await lockDashboard(tx, ctx.user.id);
    const current = await selectWidgets(tx, ctx.user.id);
    if (current.length >= MAX_WIDGETS) throw badRequest(messages.tooManyWidgets(MAX_WIDGETS));
    return insertWidget(tx, ctx.user.id, current.length, values);
  });
  return { success: true as const, message: messages.widgetAdded, data };
}

/**
 * POST /Dashboard/WidgetList: the dashboard becomes exactly this list, in this order. A widget sent
 * with the id of one of the user's widgets keeps that id; any other is added; the user's widgets not
 * sent are removed. All or nothing.
 */
export async function saveWidgetList(ctx: Ctx, widgets: (WidgetInput & { dashboardWidgetId?: number | null })[]) {
  const values = widgets.map((w, i) => widgetValues(ctx, w, `widgets.${i}.`));
  const data = await ctx.db.transaction(async (tx) => {
    await lockDashboard(tx, ctx.user.id);
    const existing = new Set((await selectWidgets(tx, ctx.user.id)).map((w) => w.dashboardWidgetId));
    const keep = widgets
      .map((w) => w.dashboardWidgetId)
      .filter((id, i, all): id is number => typeof id === 'number' && existing.has(id) && all.indexOf(id) === i);
    await deleteWidgetsExcept(tx, ctx.user.id, keep);
    const kept = new Set(keep);
    const saved: DashboardWidget[] = [];
    for (const [i, w] of widgets.entries()) {
      const id = w.dashboardWidgetId;
      if (typeof id === 'number' && kept.delete(id)) {
        await updateWidget(tx, ctx.user.id, id, i, values[i]);
        saved.push({ dashboardWidgetId: id, ...values[i] });
      } else {
        saved.push(await insertWidget(tx, ctx.user.id, i, values[i]));
      }
    }
    return saved;
  });
  return { success: true as const, message: messages.dashboardSaved, data };
}

/** GET /Dashboard/JobList: the jobs of one of the user's own job-list widgets. */
export async function dashboardJobList(ctx: Ctx, widgetId: number) {
  const widget = await selectWidget(ctx.db, ctx.user.id, widgetId);
  if (!widget) throw notFound(messages.widgetNotFound);
  if (widget.widgetType !== JOB_LIST_WIDGET) throw badRequest(messages.widgetNotJobList);
  const { data: jobs } = await jobRowsFor(ctx, {
    stepId: widget.stage,
    opportunityId: null,
    includeCanceled: true,
    limit: DASHBOARD_JOB_LIMIT,
  });
  return { success: true as const, widgetName: widget.widgetName, jobs };
}
