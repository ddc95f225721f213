import { getPhoneTypes } from '@fieldbook/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const usePhoneTypes = () =>
  useQuery({
    queryKey: ['phoneTypes'],
    queryFn: () => call(getPhoneTypes).then((r) => r.phoneTypeList),
    staleTime: Number.POSITIVE_INFINITY,
  });
