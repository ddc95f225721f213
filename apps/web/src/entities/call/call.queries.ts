import { getCall } from '@fieldbook/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const useCall = (id: number | null) =>
  useQuery({
    queryKey: ['call', id],
    queryFn: () => call(getCall, { body: { id: id as number } }),
    enabled: id !== null,
  });
