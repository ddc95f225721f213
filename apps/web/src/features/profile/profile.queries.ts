import {
  checkEmailPermission,
  checkPhonePermission,
  deleteUserDocument,
  type EmailPreferences,
  getEmailPreferences,
  getUserDocumentList,
  type SaveEmailBody,
  type SavePhoneNumberBody,
  saveEmail,
  saveEmailPreferences,
  savePhoneNumber,
  saveUserDocument,
} from '@fieldbook/contract/profile';
import type { SelfUser, User } from '@fieldbook/contract/self';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

const permissionCheck = { Phone: checkPhonePermission, Email: checkEmailPermission };

/**
 * Whether the user may edit the own phones (or e-mails): the check call succeeds or answers 403.
 * A refusal is the normal answer for many roles, so it is neither retried nor shown.
 */
export const useContactPermission = (kind: 'Phone' | 'Email') =>
  useQuery({
    queryKey: ['contactPermission', kind],
    queryFn: () =>
      call(permissionCheck[kind])
        .then((r) => r.success)
        .catch(() => false),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Saves a phone or an e-mail. Either may move the primary flag between both lists, so the answer
 * replaces both in the cached user, then the user is reloaded.
 */
function useSaveContact<B>(
  send: (body: B) => Promise<{ message: string; phoneList: User['phoneNumbers']; emailList: User['emails'] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      queryClient.setQueryData<SelfUser>(['self'], (old) =>
        old ? { ...old, phoneNumbers: res.phoneList, emails: res.emailList } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['self'] });
    },
  });
}

export const useSavePhone = () => useSaveContact((body: SavePhoneNumberBody) => call(savePhoneNumber, { body }));

export const useSaveEmail = () => useSaveContact((body: SaveEmailBody) => call(saveEmail, { body }));

export const userDocumentsKey = ['userDocuments'] as const;

export const useUserDocuments = () =>
  useQuery({
    queryKey: userDocumentsKey,
    queryFn: () => call(getUserDocumentList).then((r) => r.data),
  });

export function useUploadUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => {
      const body = new FormData();
      body.append('name', name);
      body.append('file', file, file.name);
      return call(saveUserDocument, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}

export function useDeleteUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteUserDocument, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDocumentsKey }),
  });
}

const preferencesKey = ['emailPreferences'] as const;

/** The own e-mail choices (job reminders, the weekly calibration list). */
export const useEmailPreferences = () =>
  useQuery({ queryKey: preferencesKey, queryFn: () => call(getEmailPreferences).then((r) => r.data) });

export function useSaveEmailPreferences() {
  const client = useQueryClient();
  // The switch moves at once; a refusal puts it back.
  return useMutation({
    mutationFn: (body: EmailPreferences) => call(saveEmailPreferences, { body }),
    onMutate: (body) => {
      const before = client.getQueryData<EmailPreferences>(preferencesKey);
      client.setQueryData(preferencesKey, body);
      return { before };
    },
    onError: (_err, _body, context) => client.setQueryData(preferencesKey, context?.before),
  });
}
