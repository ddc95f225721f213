import {
  type DashboardWidget,
  dashboardJobList,
  JOB_LIST_WIDGET,
  saveWidgetList,
  usersWidgets,
  type WidgetInput,
  widgetTypeList,
} from '@fieldbook/contract/dashboard';
import { jobStageList } from '@fieldbook/contract/jobs';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../../shared/api/query-client.ts';

export const widgetsQuery = queryOptions({
  queryKey: ['dashboard', 'widgets'],
  queryFn: () => call(usersWidgets).then((r) => r.data),
  staleTime: SEEDED_FRESH_MS,
});

export const useWidgets = () => useQuery(widgetsQuery);

/** The types the user may add; they change only with the role. */
export const useWidgetTypes = () =>
  useQuery({
    queryKey: ['dashboard', 'widgetTypes'],
    queryFn: () => call(widgetTypeList).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useJobStages = (enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'stages'],
    queryFn: () => call(jobStageList).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

export const widgetJobs = (widgetId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'jobs', widgetId],
    queryFn: () => call(dashboardJobList, { query: { WidgetId: widgetId } }),
    staleTime: SEEDED_FRESH_MS,
  });

/** The job-list widgets among the user's widgets, whose jobs the home page waits for. */
export const jobListWidgetIds = (widgets: DashboardWidget[] | undefined) =>
  (widgets ?? []).filter((w) => w.widgetType === JOB_LIST_WIDGET).map((w) => w.dashboardWidgetId);

export const useWidgetJobs = (widgetId: number) => useQuery(widgetJobs(widgetId));

/** Whether every widget's jobs have been answered (or refused): none of them is still on its way. */
export const useAllWidgetJobsSettled = (widgetIds: number[]) =>
  useQueries({ queries: widgetIds.map(widgetJobs), combine: (all) => all.every((q) => !q.isPending) });

/** Edit mode's Save: the whole list, in order (kept widgets carry their id, new ones none). */
export function useSaveWidgets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (widgets: (WidgetInput & { dashboardWidgetId?: number })[]) =>
      call(saveWidgetList, { body: { widgets } }),
    onSuccess: (answer) => {
      client.setQueryData<DashboardWidget[]>(['dashboard', 'widgets'], answer.data);
      return client.invalidateQueries({ queryKey: ['dashboard', 'jobs'] });
    },
  });
}
