import type { Endpoint } from '@fieldbook/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../api/api.ts';

/**
 * Answers "does the server's check endpoint say yes?": a check endpoint (CheckEditAccount) answers
 * 200 or 403: true once it succeeded, false while loading or when refused. Cached per endpoint, so
 * every screen asking the same question shares one request. For a rule that only the server knows;
 * whether a page may be opened (and changed, for jobs and opportunities) is `useCanOpen` /
 * `useCanChange` of can-open.ts, worked out from the user's permissions without a request.
 */
export const useAllowed = (check: Endpoint<undefined, undefined, z.ZodType>) =>
  useQuery({
    queryKey: ['check', check.path],
    queryFn: () =>
      call(check).then(
        () => true,
        () => false,
      ),
    staleTime: 60_000,
  }).data === true;
