import { messages } from '@fieldbook/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, get } from '../../app/api.ts';
import { readToken } from '../../app/token.ts';

/**
 * An image answer as a Blob, or null when the server has none (404). The shared api client reads
 * JSON or saves downloads; an image shown on the page needs the bytes.
 */
async function getImage(path: string): Promise<Blob | null> {
  const token = readToken();
  const res = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 404) return null;
  if (!res.ok) {
    const data = await res.json().catch(() => null);
    throw new ApiError(res.status, data?.message ?? (res.status === 401 ? messages.unauthorized : messages.unknown));
  }
  return res.blob();
}

export const signatureKey = (userId: number) => ['signature', userId] as const;

/** The stored signature of a user (null: none saved yet). */
export const useSignature = (userId: number | undefined) =>
  useQuery({
    queryKey: signatureKey(userId ?? 0),
    queryFn: () => getImage(`/User/UserSignature?userId=${userId}`),
    enabled: userId !== undefined,
  });

/** The signed-in user's id (GET /User/SelfCheck), for the signature screens. */
export const useSelfId = () =>
  useQuery({
    queryKey: ['selfCheck'],
    queryFn: () => get<{ id: number }>('/User/SelfCheck').then((r) => r.id),
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
