import {
  type AccountListQuery,
  accountJobs,
  accountList,
  getContact,
  getLocation,
  saveContact,
  saveLocation,
} from '@fieldbook/contract/accounts';
import type { BodyOf } from '@fieldbook/contract/endpoint';
import { JOB_LIST_LIMIT } from '@fieldbook/contract/jobs';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { fetchAccount, useAccountsChanged } from '../../entities/account/index.ts';
import { call } from '../../shared/api/api.ts';

/** The accounts a page at a time, searched and sorted by the server; `fetchNextPage` adds the next. */
export const useAccountList = (query: Required<Pick<AccountListQuery, 'search' | 'disabled' | 'sort' | 'dir'>>) =>
  useInfiniteQuery({
    queryKey: ['accounts', 'list', query],
    queryFn: ({ pageParam }) => call(accountList, { query: { ...query, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });

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
