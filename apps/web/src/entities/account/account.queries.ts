import {
  accountNameList,
  checkEditAccount,
  getAccount,
  getAccountProfile,
  industryList,
  saveAccount,
  territoryList,
} from '@fieldbook/contract/accounts';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { useAllowed } from '../../shared/ui/use-allowed.ts';

export const useAccountProfile = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'profile', id],
    queryFn: () => call(getAccountProfile, { body: { id: id as number } }),
    enabled: id !== null,
  });

export const fetchAccount = (id: number) => call(getAccount, { body: { id } }).then((r) => r.data);

export const useAccountNames = (search: string) =>
  useQuery({
    queryKey: ['accounts', 'names', search],
    queryFn: () => call(accountNameList, { query: { search } }).then((r) => r.data),
    placeholderData: (prev) => prev,
  });

/** The industry and territory choices of the account form; they rarely change. */
export const industriesQuery = queryOptions({
  queryKey: ['accounts', 'industries'],
  queryFn: () => call(industryList).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const territoriesQuery = queryOptions({
  queryKey: ['accounts', 'territories'],
  queryFn: () => call(territoryList).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const useCanEditAccounts = () => useAllowed(checkEditAccount);

/** After a save of the account area every account query is stale (lists, profiles, pickers). */
export const useAccountsChanged = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['accounts'] });
};

export const useSaveAccount = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof saveAccount>) => call(saveAccount, { body }),
    onSuccess: useAccountsChanged(),
  });
