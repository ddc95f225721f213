import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNetworkStatus } from '../../shared/offline/network.ts';

/** The field data is fetched ahead at most this often (a flapping signal would otherwise start it again and again). */
const AT_MOST_EVERY_MS = 5 * 60_000;
/** After the first screen has asked for its own data. */
const START_AFTER_MS = 1500;

/**
 * Signed in, and whenever the network comes back: fetch ahead what the field screens need
 * (app/fetch-ahead.ts, loaded then as a chunk of its own). The frame is mounted per sign-in, so a
 * user signing in after another starts afresh.
 */
export function useFetchAhead(): void {
  const client = useQueryClient();
  const online = useNetworkStatus() === 'online';
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!online || Date.now() - last.current < AT_MOST_EVERY_MS) return;
    const id = setTimeout(() => {
      last.current = Date.now();
      void import('../fetch-ahead.ts').then((m) => m.fetchAhead(client)).catch((err) => console.warn(err));
    }, START_AFTER_MS);
    return () => clearTimeout(id);
  }, [online, client]);
}
