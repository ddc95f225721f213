import {
  type AccountListQuery,
  accountJobs,
  accountList,
  accountNameList,
  checkEditAccount,
  getAccount,
  getAccountProfile,
  getContact,
  getLocation,
  industryList,
  saveAccount,
  saveContact,
  saveLocation,
  territoryList,
} from '@fieldbook/contract/accounts';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { JOB_LIST_LIMIT } from '@fieldbook/contract/jobs';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { useAllowed } from '../../ui/use-allowed.ts';

/** The accounts a page at a time, searched and sorted by the server; `fetchNextPage` adds the next. */
export const useAccountList = (query: Required<Pick<AccountListQuery, 'search' | 'disabled' | 'sort' | 'dir'>>) =>
  useInfiniteQuery({
    queryKey: ['accounts', 'list', query],
    queryFn: ({ pageParam }) => call(accountList, { query: { ...query, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

export const useAccountProfile = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'profile', id],
    queryFn: () => call(getAccountProfile, { body: { id: id as number } }),
    enabled: id !== null,
  });

export const fetchAccount = (id: number) => call(getAccount, { body: { id } }).then((r) => r.data);

export const useAccount = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'one', id],
    queryFn: () => fetchAccount(id as number),
    enabled: id !== null,
  });

/** The account's jobs, as one page of the largest size: the tab filters and sorts them in the browser. */
export const useAccountJobs = (accountId: number, cancelled: boolean) =>
  useQuery({
    queryKey: ['accounts', 'jobs', accountId, cancelled],
    queryFn: () => call(accountJobs, { query: { accountId, cancelled, limit: JOB_LIST_LIMIT } }).then((r) => r.data),
  });

export const useLocation = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'location', id],
    queryFn: () => call(getLocation, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

export const useContact = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'contact', id],
    queryFn: () => call(getContact, { body: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

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
const useAccountsChanged = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['accounts'] });
};

export const useSaveAccount = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof saveAccount>) => call(saveAccount, { body }),
    onSuccess: useAccountsChanged(),
  });

export const useSaveLocation = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof saveLocation>) => call(saveLocation, { body }),
    onSuccess: useAccountsChanged(),
  });

export const useSaveContact = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof saveContact>) => call(saveContact, { body }),
    onSuccess: useAccountsChanged(),
  });
