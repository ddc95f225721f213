import {
  type CallAccountLocation,
  type CallAccountOption,
  type CallListRow,
  type CallRecord,
  type CallSortColumn,
  callList,
  changeCallStatus,
  getAccountLocations,
  getAccountOptions,
  saveCall,
} from '@fieldbook/contract/calls';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export type { CallAccountLocation, CallAccountOption, CallListRow, CallRecord };

/** Open (true) or closed (false) calls a page at a time, sorted by the server; `fetchNextPage` adds the next. */
export const useCallList = (active: boolean, sort: CallSortColumn, dir: 'asc' | 'desc') =>
  useInfiniteQuery({
    queryKey: ['calls', { active, sort, dir }],
    queryFn: ({ pageParam }) =>
      call(callList, { query: { active, sort, dir, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export function useChangeCallStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof changeCallStatus>) => call(changeCallStatus, { body }),
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['calls'] }),
        client.invalidateQueries({ queryKey: ['call', body.callId] }),
      ]),
  });
}

export function useSaveCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveCall>) => call(saveCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['calls'] }),
  });
}

/** Enabled accounts whose name contains `search` (the server caps the answer). */
export const useAccountOptions = (search: string) =>
  useQuery({
    queryKey: ['call-account-options', search],
    queryFn: () => call(getAccountOptions, { body: { search } }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });

/** The account's enabled job locations. */
export const useAccountJobLocations = (accountId: number | null) =>
  useQuery({
    queryKey: ['call-account-locations', accountId],
    queryFn: () =>
      call(getAccountLocations, { query: { id: accountId as number, jobLocation: true } }).then((r) => r.data),
    enabled: accountId !== null,
  });
