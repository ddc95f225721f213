import { getAccountOptions } from '@fieldbook/contract/calls';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  deleteTimesheet,
  getAccountLocationOptions,
  getJobListOptions,
  getTimesheet,
  getTimesheetActivities,
  getTimesheetEntry,
  getTimesheetEntryList,
  getTimesheetList,
  verifyTimesheet,
} from '@fieldbook/contract/timesheets';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const timesheetListQuery = (day: string) =>
  queryOptions({
    queryKey: ['timesheets', 'day', day],
    queryFn: () => call(getTimesheetList, { body: { Date: day } }).then((r) => r.data),
  });

export const useTimesheetList = (day: string) => useQuery(timesheetListQuery(day));

export const timesheetQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['timesheets', 'sheet', id],
    queryFn: () => call(getTimesheet, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

export const useTimesheet = (id: number | null) => useQuery(timesheetQuery(id));

export const timesheetEntriesQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['timesheets', 'entries', id],
    queryFn: () => call(getTimesheetEntryList, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

export const useTimesheetEntries = (id: number | null) => useQuery(timesheetEntriesQuery(id));

export const timesheetEntryQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['timesheets', 'entry', id],
    queryFn: () => call(getTimesheetEntry, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTimesheetEntry = (id: number | null) => useQuery(timesheetEntryQuery(id));

export const activitiesQuery = () =>
  queryOptions({
    queryKey: ['timesheets', 'activities'],
    queryFn: () => call(getTimesheetActivities).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useActivities = () => useQuery(activitiesQuery());

export const accountOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['timesheets', 'accounts', search],
    queryFn: () => call(getAccountOptions, { body: { search } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useAccountOptions = (search: string) => useQuery(accountOptionsQuery(search));

export const locationOptionsQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: ['timesheets', 'locations', accountId],
    queryFn: () => call(getAccountLocationOptions, { body: { id: accountId as number } }).then((r) => r.data),
    enabled: accountId !== null,
  });

export const useLocationOptions = (accountId: number | null) => useQuery(locationOptionsQuery(accountId));

export const jobOptionsQuery = (accountId: number | null) =>
  queryOptions({
    queryKey: ['timesheets', 'jobs', accountId],
    queryFn: () => call(getJobListOptions, { body: { id: accountId as number } }).then((r) => r.data),
    enabled: accountId !== null,
  });

export const useJobOptions = (accountId: number | null) => useQuery(jobOptionsQuery(accountId));

/** Every timesheet query is stale after a write. The entries' writes go through the outbox: timesheet-writes.ts. */
function useTimesheetWrite<I, A>(fn: (input: I) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['timesheets'] }) });
}

export const useDeleteTimesheet = () => useTimesheetWrite((id: number) => call(deleteTimesheet, { body: { id } }));
export const useVerifyTimesheet = () =>
  useTimesheetWrite((body: BodyOf<typeof verifyTimesheet>) => call(verifyTimesheet, { body }));
