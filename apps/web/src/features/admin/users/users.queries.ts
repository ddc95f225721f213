import type { User } from '@fieldbook/contract/user';
import type { CreateUserBody, EditUserBody, UserCard } from '@fieldbook/contract/users-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../app/api.ts';

// Query keys of this area only: the role, office and phone-type lists are cached here under this
// area's own keys, since other screens may cache those calls in other shapes.

/** The lists other areas answer (roles, offices, phone types), as far as the user form needs them. */
export interface RoleOption {
  roleId: number;
  roleName: string;
}
export interface OfficeOption {
  officeLocationId: number;
  name: string;
}
export interface PhoneTypeOption {
  typeId: number;
  typeName: string;
}

export const userKeys = {
  all: ['admin-users'] as const,
  list: (enabled: boolean) => ['admin-users', 'list', enabled] as const,
  one: (userId: number) => ['admin-users', 'user', userId] as const,
};

export const useUserCards = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.list(enabled),
    queryFn: () =>
      post<{ data: { userList: UserCard[] } }>('/Administrator/GetAllUsers', { enabled }).then((r) => r.data.userList),
  });

export const useAdminUser = (userId: number) =>
  useQuery({
    queryKey: userKeys.one(userId),
    queryFn: () => post<{ data: User }>('/User/GetUser', { userId }).then((r) => r.data),
    enabled: Number.isInteger(userId) && userId > 0,
  });

export const useRoleOptions = () =>
  useQuery({
    queryKey: [...userKeys.all, 'options', 'roles'],
    queryFn: () => get<{ roleList: RoleOption[] }>('/Administrator/GetRoleList').then((r) => r.roleList),
  });

export const useOfficeOptions = () =>
  useQuery({
    queryKey: [...userKeys.all, 'options', 'offices'],
    queryFn: () => get<{ data: OfficeOption[] }>('/Office/GetOfficeList').then((r) => r.data),
  });

export const usePhoneTypes = () =>
  useQuery({
    queryKey: [...userKeys.all, 'options', 'phone-types'],
    queryFn: () => get<{ phoneTypeList: PhoneTypeOption[] }>('/User/GetPhoneTypes').then((r) => r.phoneTypeList),
    staleTime: Number.POSITIVE_INFINITY,
  });

interface Saved {
  message: string;
  userId: number;
}

/** Create (no userId) or edit; every user query is stale afterwards (lists, the user, pickers). */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody | EditUserBody) =>
      post<Saved>('userId' in body ? '/User/EditUser' : '/User/CreateUser', body),
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
    mutationFn: (enabled: boolean) =>
      post<{ message: string }>('/Administrator/SetUserEnabled', { userId, enabled }).then((r) => r.message),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useResetPassword = (userId: number) =>
  useMutation({
    mutationFn: () => post<{ message: string }>('/User/ResetPasswordById', { userId }).then((r) => r.message),
  });
