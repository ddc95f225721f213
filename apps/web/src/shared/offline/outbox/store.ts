import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxItem } from './item.ts';

// The waiting writes of one user, in an IndexedDB database of their own: another user signing in on the
// same device opens another database and can neither send nor read these.

interface OutboxSchema extends DBSchema {
  items: { key: number; value: OutboxItem };
  /** 'nextDeviceId' (the next negative id to give), and 'id:<device id>' → the real id it became. */
  meta: { key: string; value: number };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

/** The database's name: one per user id. */
export const outboxDbName = (userId: number) => `fieldbook-outbox-${userId}`;

export function openOutboxDb(userId: number): Promise<OutboxDb> {
  return openDB<OutboxSchema>(outboxDbName(userId), 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('meta');
    },
  });
}

export const allItems = (db: OutboxDb) => db.getAll('items');

/** Adds an item at the end of the queue; answers its place. */
export const addItem = (db: OutboxDb, item: OutboxItem) => db.add('items', item);

export const putItem = (db: OutboxDb, item: OutboxItem) => db.put('items', item);

export const deleteItem = (db: OutboxDb, seq: number) => db.delete('items', seq);

/** Replaces several items at once (the later writes rewritten after a send), in one transaction. */
export async function putItems(db: OutboxDb, items: OutboxItem[]): Promise<void> {
  const tx = db.transaction('items', 'readwrite');
  await Promise.all([...items.map((i) => tx.store.put(i)), tx.done]);
}

/** A new device id for a record made here: -1, -2, … never given twice on this device for this user. */
export async function nextDeviceId(db: OutboxDb): Promise<number> {
  const tx = db.transaction('meta', 'readwrite');
  const next = (await tx.store.get('nextDeviceId')) ?? -1;
  await tx.store.put(next - 1, 'nextDeviceId');
  await tx.done;
  return next;
}

export const saveRealId = (db: OutboxDb, deviceId: number, realId: number) => db.put('meta', realId, `id:${deviceId}`);

export const readRealId = (db: OutboxDb, deviceId: number) => db.get('meta', `id:${deviceId}`);
