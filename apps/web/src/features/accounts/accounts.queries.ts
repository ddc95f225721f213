import type {
  Account,
  AccountContact,
  AccountListQuery,
  AccountListRow,
  AccountLocation,
} from '@fieldbook/contract/accounts';
import type { JobListRow } from '@fieldbook/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../app/api.ts';

export type LocationDetail = AccountLocation & { contacts: AccountContact[] };
export type ContactDetail = AccountContact & {
  locations: { accountLocationId: number; locationName: string; jobLocation: boolean }[];
};

export const useAccountList = (q: Required<Pick<AccountListQuery, 'search' | 'disabled' | 'sort' | 'dir'>>) =>
  useQuery({
    queryKey: ['accounts', 'list', q],
    queryFn: () =>
      get<{ data: AccountListRow[]; truncated: boolean }>(
        `/Account/AccountList?${new URLSearchParams({ ...q, disabled: String(q.disabled) })}`,
      ),
    placeholderData: (prev) => prev,
  });

export const useAccountProfile = (id: number) =>
  useQuery({
    queryKey: ['accounts', 'profile', id],
    queryFn: () =>
      post<{ accountInfo: Account; accountContacts: AccountContact[]; accountLocations: AccountLocation[] }>(
        '/Account/GetAccountProfile',
        { id },
      ),
  });

export const useAccount = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'one', id],
    queryFn: () => post<{ data: Account }>('/Account/GetAccount', { id }).then((r) => r.data),
    enabled: id !== null,
  });

export const useAccountJobs = (accountId: number, cancelled: boolean) =>
  useQuery({
    queryKey: ['accounts', 'jobs', accountId, cancelled],
    queryFn: () =>
      get<{ data: JobListRow[] }>(`/Account/Jobs?accountId=${accountId}&cancelled=${cancelled}`).then((r) => r.data),
  });

export const useLocation = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'location', id],
    queryFn: () => post<{ data: LocationDetail }>('/Account/GetLocation', { id }).then((r) => r.data),
    enabled: id !== null,
  });

export const useContact = (id: number | null) =>
  useQuery({
    queryKey: ['accounts', 'contact', id],
    queryFn: () => post<{ data: ContactDetail }>('/Account/GetContact', { id }).then((r) => r.data),
    enabled: id !== null,
  });

export const useAccountNames = (search: string) =>
  useQuery({
    queryKey: ['accounts', 'names', search],
    queryFn: () =>
      get<{ data: { accountId: number; accountName: string }[] }>(
        `/Account/AccountNameList?search=${encodeURIComponent(search)}`,
      ).then((r) => r.data),
    placeholderData: (prev) => prev,
  });

/** A permission check that answers 200 or 403: true when it succeeded. */
const useCheck = (path: string) =>
  useQuery({
    queryKey: ['check', path],
    queryFn: () =>
      get<{ success: boolean }>(path).then(
        (r) => r.success,
        () => false,
      ),
    staleTime: 60_000,
  });

export const useCanEditAccounts = () => useCheck('/Account/CheckEditAccount').data === true;

/** Per-field messages of a failed schema parse, keyed by the first path segment. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
