import type {
  CallAccountLocation,
  CallAccountOption,
  CallRecord,
  callList,
  changeCallStatus,
  getCall,
  SaveCallBody,
  saveCall,
} from '@fieldbook/contract/calls';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api.ts';

export type { CallAccountLocation, CallAccountOption, CallRecord };

/** Open (true) or closed (false) calls, newest first. */
export const useCallList = (active: boolean) =>
  useQuery({
    queryKey: ['calls', { active }],
    queryFn: () => get<ResponseOf<typeof callList>>(`/Call/CallList?active=${active}`).then((r) => r.data),
  });

export const useCall = (id: number | null) =>
  useQuery({
    queryKey: ['call', id],
    queryFn: () => post<ResponseOf<typeof getCall>>('/Call/GetCall', { id }),
    enabled: id !== null,
  });

export function useChangeCallStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { callId: number; active: boolean }) =>
      post<ResponseOf<typeof changeCallStatus>>('/Call/ChangeCallStatus', body),
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
    mutationFn: (body: SaveCallBody) => post<ResponseOf<typeof saveCall>>('/Call/SaveCall', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['calls'] }),
  });
}

/** Enabled accounts whose name contains `search` (the server caps the answer). */
export const useAccountOptions = (search: string) =>
  useQuery({
    queryKey: ['call-account-options', search],
    queryFn: () => post<{ data: CallAccountOption[]; more: boolean }>('/Account/GetAccountOptions', { search }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });

/** The account's enabled job locations. */
export const useAccountJobLocations = (accountId: number | null) =>
  useQuery({
    queryKey: ['call-account-locations', accountId],
    queryFn: () =>
      get<{ data: CallAccountLocation[] }>(`/Account/GetAccountLocations?id=${accountId}&jobLocation=true`).then(
        (r) => r.data,
      ),
    enabled: accountId !== null,
  });
