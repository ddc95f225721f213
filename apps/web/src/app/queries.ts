import type { NavigationItem } from '@fieldbook/contract/routes';
import type { User } from '@fieldbook/contract/user';
import { useQuery } from '@tanstack/react-query';
import { get, post } from './api.ts';

/** Navigation lists change only with the role, so they are cached for the session. */
export const useNavigation = (path: string) =>
  useQuery({
    queryKey: ['navigation', path],
    queryFn: () => get<{ navigationItems: NavigationItem[] }>(path).then((r) => r.navigationItems),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSelf = () =>
  useQuery({
    queryKey: ['self'],
    queryFn: () => get<{ data: User }>('/User/GetSelfInfo').then((r) => r.data),
    staleTime: 60_000,
  });

export const useHelpLink = (route: string) =>
  useQuery({
    queryKey: ['help', route],
    queryFn: () =>
      post<{ data: { url: string | null } }>('/Dokuwiki/GetRouteHelpLink', { route }).then((r) => r.data.url),
    staleTime: 5 * 60_000,
    retry: false,
  });
