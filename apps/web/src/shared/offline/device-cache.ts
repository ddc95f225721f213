import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isKept, KEPT_QUERIES } from './kept-queries.ts';

/**
 * The device's copy of a user's data: the kept answers of the query cache (kept-queries.ts), in an
 * IndexedDB database of that user's own, written as TanStack Query's own dehydrate/hydrate shape. A
 * query is one record (by its hash), so a change writes that query only, not the whole cache.
 */

type Kept = DehydratedState['queries'][number];

interface DeviceCacheSchema extends DBSchema {
  queries: { key: string; value: Kept };
}

/** Answers older than this are not restored, and are deleted from the device. */
export const KEEP_MS = 14 * 24 * 3600 * 1000;
/** Changes are written together this long after the first of them. */
const WRITE_AFTER_MS = 1000;

/** One database per user: another user signing in on the device opens their own, never this one. */
export const deviceCacheName = (userId: number) => `fieldbook-cache-${userId}`;

const open = (userId: number) =>
  openDB<DeviceCacheSchema>(deviceCacheName(userId), 1, {
    upgrade(db) {
      db.createObjectStore('queries', { keyPath: 'queryHash' });
    },
  });

/**
 * Puts the user's device copy into the query cache (an answer already there and newer wins), drops
 * what is older than KEEP_MS, and keeps the kept queries in memory as long: once restored or
 * fetched ahead they stay, though no screen shows them, for the crew to open later without signal.
 * `stillWanted` is asked once the copy is read: false (the user signed out meanwhile) puts nothing in.
 */
export async function restoreDeviceCache(
  client: QueryClient,
  userId: number,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  for (const prefix of KEPT_QUERIES) client.setQueryDefaults(prefix, { gcTime: KEEP_MS });
  try {
    const db = await open(userId);
    const cutoff = Date.now() - KEEP_MS;
    const all = await db.getAll('queries');
    const old = all.filter((q) => q.state.dataUpdatedAt < cutoff);
    if (old.length) {
      const tx = db.transaction('queries', 'readwrite');
      await Promise.all([...old.map((q) => tx.store.delete(q.queryHash)), tx.done]);
    }
    db.close();
    if (!stillWanted()) return;
    const kept = all.filter((q) => q.state.dataUpdatedAt >= cutoff);
    hydrate(client, { queries: kept, mutations: [] });
    // A copy is what the device last saw, however recent: a screen shows it at once and asks the server
    // again as soon as it can (a reload must not show a stale state as fresh for its staleTime).
    const restored = new Map(kept.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
    await client.invalidateQueries({
      predicate: (q) => restored.get(q.queryHash) === q.state.dataUpdatedAt,
      refetchType: 'none',
    });
  } catch (err) {
    // A browser that refuses IndexedDB (private mode, storage full) still works online.
    console.warn('The device copy could not be read', err);
  }
}

/**
 * Writes each kept query to the user's device copy about a second after it got a new answer. Answers
 * a screen removed stay on the device until they age out: a sign-out clears the memory, and must not
 * clear the device copy the user's waiting work depends on. Returns `stop`, which takes the pending
 * changes at once (before the caller clears the cache) and resolves once they are written.
 */
export function keepOnDevice(client: QueryClient, userId: number): () => Promise<void> {
  let db: Promise<IDBPDatabase<DeviceCacheSchema>> | null = null;
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The changed queries as they are now, synchronously, then written. */
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (dirty.size === 0) return Promise.resolve();
    const { queries } = dehydrate(client, {
      shouldDehydrateQuery: (q) => dirty.has(q.queryHash) && q.state.status === 'success',
    });
    dirty.clear();
    return write(queries);
  };

  const write = async (queries: Kept[]) => {
    try {
      db ??= open(userId);
      const tx = (await db).transaction('queries', 'readwrite');
      await Promise.all([...queries.map((q) => tx.store.put(q)), tx.done]);
    } catch (err) {
      console.warn('The device copy could not be written', err);
    }
  };

  const changed = (queryHash: string) => {
    dirty.add(queryHash);
    timer ??= setTimeout(() => void flush(), WRITE_AFTER_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query.queryKey))
      changed(event.query.queryHash);
  });
  // A phone puts the page away (screen locked, another app) before it may end it: write what waits now.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  // What arrived before writing started (the self info a sign-in asks for to learn the user's id).
  for (const q of client.getQueryCache().getAll()) {
    if (q.state.status === 'success' && isKept(q.queryKey)) changed(q.queryHash);
  }

  return async () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    await flush();
    await db?.then(
      (d) => d.close(),
      () => {},
    );
  };
}
