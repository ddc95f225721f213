import type { getAccountProfile } from '@fieldbook/contract/accounts';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import type { Office } from '@fieldbook/contract/offices';
import type {
  checkDrillingAuth,
  getOpportunityList,
  getOpportunityProfile,
  OpportunityListRow,
  SaveOpportunityBody,
  saveOpportunity,
} from '@fieldbook/contract/opportunities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api.ts';

export type { OpportunityListRow };
export type OpportunityProfile = ResponseOf<typeof getOpportunityProfile>;

export interface ListQuery {
  closed: boolean;
  search: string;
  fromCall: boolean;
}

export const useOpportunityList = (q: ListQuery) =>
  useQuery({
    queryKey: ['opportunities', 'list', q],
    queryFn: () =>
      get<ResponseOf<typeof getOpportunityList>>(
        `/Opportunity/GetOpportunityList?${new URLSearchParams({
          Closed: String(q.closed),
          search: q.search,
          fromCall: String(q.fromCall),
        })}`,
      ),
    placeholderData: (prev) => prev,
  });

export const useOpportunityProfile = (id: number | null) =>
  useQuery({
    queryKey: ['opportunities', 'profile', id],
    queryFn: () => post<OpportunityProfile>('/Opportunity/GetOpportunityProfile', { id }),
    enabled: id !== null,
  });

/** 'Drilling Manager', 'Drilling User' or '' (undefined while loading). */
export const useDrillingRole = () =>
  useQuery({
    queryKey: ['check', 'drilling'],
    queryFn: () => get<ResponseOf<typeof checkDrillingAuth>>('/Opportunity/CheckDrillingAuth').then((r) => r.message),
    staleTime: 60_000,
  }).data;

/** CheckEditOpportunity answers 200 or 403: true when the user may create and edit opportunities. */
export const useCanEditOpportunities = () =>
  useQuery({
    queryKey: ['check', '/Opportunity/CheckEditOpportunity'],
    queryFn: () =>
      get<{ success: boolean }>('/Opportunity/CheckEditOpportunity').then(
        (r) => r.success,
        () => false,
      ),
    staleTime: 60_000,
  }).data === true;

/**
 * The account's enabled locations and contacts for the form's pickers: GetAccountProfile (accounts.view,
 * which every role that edits opportunities holds), cached with the account screens' key.
 */
export const useAccountRecords = (accountId: number | null) =>
  useQuery({
    queryKey: ['accounts', 'profile', accountId],
    queryFn: () => post<ResponseOf<typeof getAccountProfile>>('/Account/GetAccountProfile', { id: accountId }),
    enabled: accountId !== null,
  });

export const useOffices = () =>
  useQuery({
    queryKey: ['offices'],
    queryFn: () => get<{ data: Office[] }>('/Office/GetOfficeList').then((r) => r.data),
  });

export function useSaveOpportunity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOpportunityBody) =>
      post<ResponseOf<typeof saveOpportunity>>('/Opportunity/SaveOpportunity', body),
    // Locations and contacts may have been created, and a call closed.
    onSuccess: () =>
      Promise.all(['opportunities', 'accounts', 'calls', 'call'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
}

/** Close Opportunity (true) or Open Opportunity (false). */
export function useSetClosed(opportunityId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) =>
      get<{ message: string }>(
        `/Opportunity/${closed ? 'CloseOpportunity' : 'OpenOpportunity'}?opportunityId=${opportunityId}`,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['opportunities'] }),
  });
}
