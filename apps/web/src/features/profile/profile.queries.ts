import type { PhoneTypeEntry, UserDocument } from '@fieldbook/contract/profile';
import type { User } from '@fieldbook/contract/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../app/api.ts';

export const usePhoneTypes = () =>
  useQuery({
    queryKey: ['phoneTypes'],
    queryFn: () => get<{ phoneTypeList: PhoneTypeEntry[] }>('/User/GetPhoneTypes').then((r) => r.phoneTypeList),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Whether the user may edit the own phones (or e-mails): the check call succeeds or answers 403.
 * A refusal is the normal answer for many roles, so it is neither retried nor shown.
 */
export const useContactPermission = (kind: 'Phone' | 'Email') =>
  useQuery({
    queryKey: ['contactPermission', kind],
    queryFn: () =>
      get<{ success: boolean }>(`/User/Check${kind}Permission`)
        .then((r) => r.success)
        .catch(() => false),
    staleTime: Number.POSITIVE_INFINITY,
  });

interface ContactAnswer {
  message: string;
  phoneList: User['phoneNumbers'];
  emailList: User['emails'];
}

/**
 * Saves a phone or an e-mail. Either may move the primary flag between both lists, so the answer
 * replaces both in the cached user, then the user is reloaded.
 */
export function useSaveContact<B>(path: '/User/SavePhoneNumber' | '/User/SaveEmail') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => post<ContactAnswer>(path, body),
    onSuccess: (res) => {
      queryClient.setQueryData<User>(['self'], (old) =>
        old ? { ...old, phoneNumbers: res.phoneList, emails: res.emailList } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['self'] });
    },
  });
}

export const userDocumentsKey = ['userDocuments'] as const;

export const useUserDocuments = () =>
  useQuery({
    queryKey: userDocumentsKey,
    queryFn: () => get<{ data: UserDocument[] }>('/User/GetUserDocumentList').then((r) => r.data),
  });

export function useUploadUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('file', file, file.name);
      return post<{ message: string; data: UserDocument }>('/User/SaveUserDocument', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}

export function useDeleteUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<{ message: string }>('/User/DeleteUserDocument', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}
