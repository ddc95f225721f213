import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  createUser,
  editUser,
  getAllUsers,
  getUser,
  resetPasswordById,
  setUserEnabled,
} from '@fieldbook/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const userKeys = {
  all: ['admin-users'] as const,
  list: (enabled: boolean) => ['admin-users', 'list', enabled] as const,
  one: (userId: number) => ['admin-users', 'user', userId] as const,
};

export const useUserCards = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.list(enabled),
    queryFn: () => call(getAllUsers, { body: { enabled } }).then((r) => r.data.userList),
  });

export const useAdminUser = (userId: number) =>
  useQuery({
    queryKey: userKeys.one(userId),
    queryFn: () => call(getUser, { body: { userId } }).then((r) => r.data),
    enabled: Number.isInteger(userId) && userId > 0,
  });

/** Create (no userId) or edit; every user query is stale afterwards (lists, the user, pickers). */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createUser> | BodyOf<typeof editUser>) =>
      'userId' in body ? call(editUser, { body }) : call(createUser, { body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: userKeys.all });
      // The signed-in user may have edited themself (name, photo in the user card).
      await client.invalidateQueries({ queryKey: ['self'] });
      return saved;
    },
  });
}

export function useSetUserEnabled(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(setUserEnabled, { body: { userId, enabled } }).then((r) => r.message),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useResetPassword = (userId: number) =>
  useMutation({
    mutationFn: () => call(resetPasswordById, { body: { userId } }).then((r) => r.message),
  });
