import { getRolePermission, type SaveRoleBody, saveRole } from '@fieldbook/contract/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

/** A role with the whole catalogue; roleId 0 for a new role. */
export const useRolePermissions = (roleId: number) =>
  useQuery({
    queryKey: ['role', roleId],
    queryFn: () => call(getRolePermission, { body: { roleId } }),
    // A role being edited must not be replaced under the editor by a background refetch.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRoleBody) => call(saveRole, { body }),
    onSuccess: async (answer) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['roleList'] }),
        client.invalidateQueries({ queryKey: ['role', answer.roleId] }),
        // The signed-in user's own role may be the one that changed: menus and permissions follow.
        client.invalidateQueries({ queryKey: ['self'] }),
        client.invalidateQueries({ queryKey: ['navigation'] }),
      ]);
    },
  });
}
