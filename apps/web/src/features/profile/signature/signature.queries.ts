import { getUserSignature, selfCheck } from '@fieldbook/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, fetchFile } from '../../../app/api.ts';

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

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}
