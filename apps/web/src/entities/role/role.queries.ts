import { getRoleList } from '@fieldbook/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

/** Every role by name (the role administration's list and the role choice of the user form). */
export const useRoleList = () =>
  useQuery({
    queryKey: ['roleList'],
    queryFn: () => call(getRoleList).then((r) => r.roleList),
  });
