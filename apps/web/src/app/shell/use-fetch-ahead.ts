import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNetworkStatus } from '../../shared/offline/network.ts';
import { useAuth } from '../../shared/session/auth.tsx';

/**
 * The field data is fetched ahead at most this often per user, across page loads too: a flapping signal,
 * or a crew member reloading, would otherwise start it again and again.
 */
const AT_MOST_EVERY_MS = 5 * 60_000;
/** It waits until the screen shown has had its own answers and nothing has been fetched for this long. */
const IDLE_FOR_MS = 2000;
const LOOK_EVERY_MS = 250;

const lastRunKey = (userId: number) => `fieldbook.fetchedAhead.${userId}`;
const ranRecently = (userId: number) =>
  Date.now() - Number(localStorage.getItem(lastRunKey(userId)) ?? 0) < AT_MOST_EVERY_MS;

/** Calls `then` once the query client has fetched nothing for IDLE_FOR_MS; answers a cancel. */
function whenIdle(client: QueryClient, then: () => void): () => void {
  let idleSince = Date.now();
  const timer = setInterval(() => {
    if (client.isFetching() > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= IDLE_FOR_MS) {
      clearInterval(timer);
      then();
    }
  }, LOOK_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * Signed in, and whenever the network comes back: fetch ahead what the field screens need
 * (app/fetch-ahead.ts, loaded then as a chunk of its own), once the screen shown is served, so its own
 * requests never wait behind it.
 */
export function useFetchAhead(): void {
  const client = useQueryClient();
  const { userId } = useAuth();
  const online = useNetworkStatus() === 'online';
  useEffect(() => {
    if (!online || userId === null || ranRecently(userId)) return;
    return whenIdle(client, () => {
      localStorage.setItem(lastRunKey(userId), String(Date.now()));
      void import('../fetch-ahead.ts').then((m) => m.fetchAhead(client)).catch((err) => console.warn(err));
    });
  }, [online, client, userId]);
}
