import {
  type CallAccountLocation,
  type CallAccountOption,
  type CallRecord,
  callList,
  changeCallStatus,
  getAccountLocations,
  getAccountOptions,
  getCall,
  saveCall,
} from '@fieldbook/contract/calls';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api.ts';

export type { CallAccountLocation, CallAccountOption, CallRecord };

/** Open (true) or closed (false) calls, newest first (the server caps the answer). */
export const useCallList = (active: boolean) =>
  useQuery({
    queryKey: ['calls', { active }],
    queryFn: () => call(callList, { query: { active } }),
  });

export const useCall = (id: number | null) =>
  useQuery({
    queryKey: ['call', id],
    queryFn: () => call(getCall, { body: { id: id as number } }),
    enabled: id !== null,
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
