import type { OutboxItem } from './item.ts';
import { allItems, type OutboxDb, openOutboxDb, outboxDbName, readRealId } from './store.ts';

// The signed-in user's outbox in this tab: its database, a snapshot of its items for the screens, and
// the other tabs told of every change (they read the database again).

export interface Snapshot {
  userId: number | null;
  items: OutboxItem[];
  /** A send was answered 401: the session ended, the user must give the password again. */
  needsSignIn: boolean;
}

let snapshot: Snapshot = { userId: null, items: [], needsSignIn: false };
let db: OutboxDb | null = null;
/** Counts openings and closings, so that an opening overtaken by another is dropped. */
let opening = 0;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();
/** Device ids already replaced by real ones, as this tab learnt them. */
const realIds = new Map<number, number>();

export const getSnapshot = () => snapshot;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const l of listeners) l();
}

/** The open database of the signed-in user, or null (signed out, or not known yet). */
export const currentDb = () => db;

/** Reads the items again after a change, and tells the other tabs to do the same. */
export async function reload(broadcast = true): Promise<void> {
  const open = db;
  if (!open) return;
  const items = await allItems(open);
  if (open !== db) return;
  set({ items });
  if (broadcast) channel?.postMessage('changed');
}

/** Opens the outbox of `userId` (closing another user's): from then on only theirs is read and sent. */
export async function openFor(userId: number): Promise<boolean> {
  if (snapshot.userId === userId && db) return false;
  close();
  const ticket = opening;
  const open = await openOutboxDb(userId);
  // Closed or opened for someone else meanwhile (a sign-out, a remount): this one is not wanted.
  if (ticket !== opening) {
    open.close();
    return false;
  }
  db = open;
  realIds.clear();
  channel = new BroadcastChannel(outboxDbName(userId));
  channel.onmessage = () => void reload(false);
  set({ userId, items: [], needsSignIn: false });
  await reload(false);
  return true;
}

/** Signed out: nothing of the outbox stays in memory; the items stay on the device for their user. */
export function close(): void {
  opening++;
  db?.close();
  db = null;
  channel?.close();
  channel = null;
  set({ userId: null, items: [], needsSignIn: false });
}

export const setNeedsSignIn = (needsSignIn: boolean) => set({ needsSignIn });

/** The real id a device id became, once its create was sent (this tab's memory, then the database). */
export async function realIdOf(deviceId: number): Promise<number | undefined> {
  const known = realIds.get(deviceId);
  if (known !== undefined || !db) return known;
  const stored = await readRealId(db, deviceId);
  if (stored !== undefined) rememberRealId(deviceId, stored);
  return stored;
}

export function rememberRealId(deviceId: number, realId: number) {
  realIds.set(deviceId, realId);
  set({});
}

/** The real id, when this tab already knows it (for rendering). */
export const knownRealId = (deviceId: number) => realIds.get(deviceId);
