import type {
  DashboardWidget,
  dashboardJobList,
  saveWidgetList,
  usersWidgets,
  WidgetInput,
  widgetTypeList,
} from '@fieldbook/contract/dashboard';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import type { jobStageList } from '@fieldbook/contract/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

export const useWidgets = () =>
  useQuery({
    queryKey: ['dashboard', 'widgets'],
    queryFn: () => get<ResponseOf<typeof usersWidgets>>('/Dashboard/UsersWidgets').then((r) => r.data),
  });

/** The types the user may add; they change only with the role. */
export const useWidgetTypes = () =>
  useQuery({
    queryKey: ['dashboard', 'widgetTypes'],
    queryFn: () => get<ResponseOf<typeof widgetTypeList>>('/Dashboard/WidgetTypeList').then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useJobStages = (enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'stages'],
    queryFn: () => get<ResponseOf<typeof jobStageList>>('/Job/JobStageList').then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

export const useWidgetJobs = (widgetId: number) =>
  useQuery({
    queryKey: ['dashboard', 'jobs', widgetId],
    queryFn: () => get<ResponseOf<typeof dashboardJobList>>(`/Dashboard/JobList?WidgetId=${widgetId}`),
  });

/** Edit mode's Save: the whole list, in order (kept widgets carry their id, new ones none). */
export function useSaveWidgets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (widgets: (WidgetInput & { dashboardWidgetId?: number })[]) =>
      post<ResponseOf<typeof saveWidgetList>>('/Dashboard/WidgetList', { widgets }),
    onSuccess: (answer) => {
      client.setQueryData<DashboardWidget[]>(['dashboard', 'widgets'], answer.data);
      return client.invalidateQueries({ queryKey: ['dashboard', 'jobs'] });
    },
  });
}
