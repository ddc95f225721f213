import { getUserSignature, selfCheck } from '@fieldbook/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { call, fetchFile } from '../../../shared/api/api.ts';

export const signatureKey = (userId: number) => ['signature', userId] as const;

/** The stored signature of a user (null: none saved yet). */
export const useSignature = (userId: number | undefined) =>
  useQuery({
    queryKey: signatureKey(userId ?? 0),
    queryFn: () => fetchFile(getUserSignature, { query: { userId: userId as number } }),
    enabled: userId !== undefined,
  });

/** The signed-in user's id (GET /User/SelfCheck), for the signature screens. */
export const useSelfId = () =>
  useQuery({
    queryKey: ['selfCheck'],
    queryFn: () => call(selfCheck).then((r) => r.id),
    staleTime: Number.POSITIVE_INFINITY,
  });
