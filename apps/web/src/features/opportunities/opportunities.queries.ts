import type { BodyOf } from '@fieldbook/contract/endpoint';
import { getJob } from '@fieldbook/contract/job-profile';
import {
  checkDrillingAuth,
  closeOpportunity,
  getOpportunityList,
  getOpportunityProfile,
  type OpportunityListRow,
  type OpportunityProfile,
  type OpportunitySortColumn,
  openOpportunity,
  saveOpportunity,
} from '@fieldbook/contract/opportunities';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export type { OpportunityListRow, OpportunityProfile };

export interface ListQuery {
  closed: boolean;
  search: string;
  fromCall: boolean;
  sort: OpportunitySortColumn;
  dir: 'asc' | 'desc';
}

/** Opportunities a page at a time, searched and sorted by the server; `fetchNextPage` adds the next. */
export const useOpportunityList = (q: ListQuery) =>
  useInfiniteQuery({
    queryKey: ['opportunities', 'list', q],
    queryFn: ({ pageParam }) =>
      call(getOpportunityList, {
        query: {
          Closed: q.closed,
          search: q.search,
          fromCall: q.fromCall,
          sort: q.sort,
          dir: q.dir,
          ...(pageParam ? { after: pageParam } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export const opportunityProfileQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['opportunities', 'profile', id],
    queryFn: () => call(getOpportunityProfile, { body: { id: id as number } }),
    enabled: id !== null,
  });

export const useOpportunityProfile = (id: number | null) => useQuery(opportunityProfileQuery(id));

/** 'Drilling Manager', 'Drilling User' or '' (undefined while loading). */
export const useDrillingRole = () =>
  useQuery({
    queryKey: ['check', 'drilling'],
    queryFn: () => call(checkDrillingAuth).then((r) => r.message),
    staleTime: 60_000,
  }).data;

/** The opportunity of ?jobId=: a new opportunity starts with its account, locations and contact. */
export const useJobOpportunity = (jobId: number | null) =>
  useQuery({
    queryKey: ['job', 'opportunity-of', jobId],
    queryFn: () => call(getJob, { body: { id: jobId as number } }).then((r) => r.data.opportunityId),
    enabled: jobId !== null,
  });

export function useSaveOpportunity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveOpportunity>) => call(saveOpportunity, { body }),
    // Locations and contacts may have been created, and a call closed.
    onSuccess: () =>
      Promise.all(['opportunities', 'accounts', 'calls', 'call'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
}

/** Close Opportunity (true) or Open Opportunity (false). */
export function useSetClosed(opportunityId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => call(closed ? closeOpportunity : openOpportunity, { query: { opportunityId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['opportunities'] }),
  });
}
