import { z } from 'zod';
import { INT_MAX, int, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { jobSteps } from './job-steps.ts';
import { jobListRow } from './jobs.ts';
import { messages } from './messages.ts';
import type { Permission } from './permissions.ts';

/** Widget type 0 is the job list (spec 1 §9). */
export const JOB_LIST_WIDGET = 0;
/** The most widgets one dashboard holds. */
export const MAX_WIDGETS = 50;

interface WidgetTypeDef {
  widgetTypeId: number;
  widgetTypeName: string;
  /** The add dialog shows the job stage picker for this type. */
  stageDropdown: boolean;
  /** Offered to, and usable by, users holding this permission. */
  access: Permission;
}

/** The widget types the dashboard knows; WidgetTypeList answers those the user may use. */
export const widgetTypeCatalogue: readonly WidgetTypeDef[] = [
  { widgetTypeId: JOB_LIST_WIDGET, widgetTypeName: 'Job List', stageDropdown: true, access: 'jobs.view' },
];

export const widgetType = z.object({
  widgetTypeId: int(),
  widgetTypeName: z.string(),
  stageDropdown: z.boolean(),
});
export type WidgetType = z.infer<typeof widgetType>;

export const dashboardWidget = z.object({
  dashboardWidgetId: int(),
  widgetType: int(),
  widgetName: z.string(),
  /** A job step id limiting a job list; null for every step. */
  stage: int().nullable(),
});
export type DashboardWidget = z.infer<typeof dashboardWidget>;

const stepIds: readonly number[] = jobSteps.map((s) => s.stepId);

/** What the add dialog sends; the dialog validates with this same schema. */
export const widgetInput = z.object({
  widgetName: requiredText(messages.required('Widget name'), 100),
  widgetType: z
    .number({ error: messages.selectWidgetType })
    .int(messages.selectWidgetType)
    .max(INT_MAX, messages.selectWidgetType),
  /** Only for types with stageDropdown: a job step id, or null for every step. */
  stage: z
    .number({ error: messages.invalidJobStep })
    .int(messages.invalidJobStep)
    .max(INT_MAX, messages.invalidJobStep)
    .refine((v) => stepIds.includes(v), messages.invalidJobStep)
    .nullable()
    .default(null),
});
export type WidgetInput = z.input<typeof widgetInput>;

export const widgetTypeList = endpoint({
  method: 'GET',
  path: '/Dashboard/WidgetTypeList',
  access: 'signed-in',
  summary: 'The widget types the signed-in user may add to the dashboard.',
  response: z.object({ success: z.literal(true), data: z.array(widgetType) }),
});

export const usersWidgets = endpoint({
  method: 'GET',
  path: '/Dashboard/UsersWidgets',
  access: 'signed-in',
  summary: 'The signed-in user’s dashboard widgets, in display order.',
  response: z.object({ success: z.literal(true), data: z.array(dashboardWidget) }),
});

export const addWidget = endpoint({
  method: 'POST',
  path: '/Dashboard/Widget',
  access: 'signed-in',
  summary: 'Adds one widget at the end of the signed-in user’s dashboard.',
  body: widgetInput,
  response: z.object({ success: z.literal(true), message: z.string(), data: dashboardWidget }),
});

export const saveWidgetList = endpoint({
  method: 'POST',
  path: '/Dashboard/WidgetList',
  access: 'signed-in',
  summary:
    'Replaces the signed-in user’s widgets with exactly these, in this order: a widget with the id of one of ' +
    'theirs keeps it, any other is added, and theirs not sent are removed.',
  body: z.object({
    widgets: z
      .array(widgetInput.extend({ dashboardWidgetId: int().nullable().optional() }), {
        error: messages.required('Widgets'),
      })
      .max(MAX_WIDGETS, messages.tooManyWidgets(MAX_WIDGETS)),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), data: z.array(dashboardWidget) }),
});

export const dashboardJobList = endpoint({
  method: 'GET',
  path: '/Dashboard/JobList',
  access: 'jobs.view',
  summary: 'The jobs of one of the signed-in user’s job-list widgets, newest update first.',
  query: z.object({
    WidgetId: z.coerce
      .number({ error: messages.required('WidgetId') })
      .int(messages.required('WidgetId'))
      .max(INT_MAX, messages.required('WidgetId'))
      .positive(messages.required('WidgetId')),
  }),
  response: z.object({ success: z.literal(true), widgetName: z.string(), jobs: z.array(jobListRow) }),
});

/** The most jobs one dashboard widget lists. */
export const DASHBOARD_JOB_LIMIT = 100;

export const dashboardEndpoints = { widgetTypeList, usersWidgets, addWidget, saveWidgetList, dashboardJobList };
