import type { getNavigation } from '@fieldbook/contract/navigation';
import { getSelfInfo, getSelfPhoto } from '@fieldbook/contract/self';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, fetchFile } from '../api/api.ts';
import { useObjectUrl } from '../ui/use-object-url.ts';

/** Navigation lists change only with the role, so they are cached for the session. */
export const navigationQuery = (endpoint: typeof getNavigation) =>
  queryOptions({
    queryKey: ['navigation', endpoint.path],
    queryFn: () => call(endpoint).then((r) => r.navigationItems),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useNavigation = (endpoint: typeof getNavigation) => useQuery(navigationQuery(endpoint));

export const selfQuery = queryOptions({
  queryKey: ['self'],
  queryFn: () => call(getSelfInfo).then((r) => r.data),
  staleTime: 60_000,
});

export const useSelf = () => useQuery(selfQuery);

/**
 * The signed-in user's photo as an object URL, from the versioned address GetSelfInfo gives: fetched
 * with the session's token (an <img> could not send it), so the browser's cache answers every later
 * load until the photo changes and the address with it.
 */
export function useSelfPhoto(address: string | null | undefined): string | null {
  const v = address ? new URL(address, window.location.origin).searchParams.get('v') : null;
  const photo = useQuery({
    queryKey: ['selfPhoto', v],
    queryFn: () => fetchFile(getSelfPhoto, { query: { v: v as string } }),
    enabled: v !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useObjectUrl(v ? photo.data : null);
}
