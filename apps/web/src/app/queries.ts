import type { getNavigation } from '@fieldbook/contract/navigation';
import { getSelfInfo } from '@fieldbook/contract/self';
import { getRouteHelpLink } from '@fieldbook/contract/wiki';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';

/** Navigation lists change only with the role, so they are cached for the session. */
export const useNavigation = (endpoint: typeof getNavigation) =>
  useQuery({
    queryKey: ['navigation', endpoint.path],
    queryFn: () => call(endpoint).then((r) => r.navigationItems),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSelf = () =>
  useQuery({
    queryKey: ['self'],
    queryFn: () => call(getSelfInfo).then((r) => r.data),
    staleTime: 60_000,
  });

export const useHelpLink = (route: string) =>
  useQuery({
    queryKey: ['help', route],
    queryFn: () => call(getRouteHelpLink, { body: { route } }).then((r) => r.data.url),
    staleTime: 5 * 60_000,
    retry: false,
  });
