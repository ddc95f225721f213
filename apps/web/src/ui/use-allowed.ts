import type { Endpoint } from '@fieldbook/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../app/api.ts';

/**
 * A permission check endpoint (CheckEditAccount, CheckEditOpportunity) answers 200 or 403: true once
 * it succeeded, false while loading or when refused. Cached per endpoint, so every screen asking
 * the same question shares one request.
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
