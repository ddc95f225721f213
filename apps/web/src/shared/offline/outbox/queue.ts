import type { Endpoint, ResponseOf } from '@fieldbook/contract/endpoint';
import type { ApiError } from '../../api/api.ts';
import { queryClient } from '../../api/query-client.ts';
import { networkStatus } from '../network.ts';
import {
  deviceIdsIn,
  isDeviceId,
  type OutboxItem,
  type Part,
  replacingRefused,
  rewriteDeviceId,
  withBaseVersion,
} from './item.ts';
import { drain, settled } from './send.ts';
import { currentDb, getSnapshot, realIdOf, reload } from './state.ts';
import { addItem, allItems, deleteItem, nextDeviceId, putItem } from './store.ts';

/** A field write to keep and send: the call, what it sends, and what it is for the people who see the list. */
export interface Write<E extends Endpoint> {
  /** A contract descriptor marked `once` (the server applies its key once). */
  endpoint: E;
  /** The JSON body, or the parts of a multipart upload (files as Blobs). */
  body: Record<string, unknown> | Part[];
  /** The record written, 'kind:id' (recordOf): later writes of it are sent after this one. */
  record: string;
  /** Set when this write creates the record named by a device id (newDeviceId); the answer's `id` replaces it. */
  createsDeviceId?: number;
  /** Where the create's answer holds the new id, when not at `id`: 'data.surveyFormId'. */
  idAt?: string;
  /** Body fields (or text parts) holding record ids that may be device ids: rewritten once those are sent. */
  idFields?: string[];
  label: string;
  job: { id: number; name: string };
  /** The address of the screen that shows the record. */
  openAt: string;
  /** Query key prefixes to reload once it is sent. */
  refresh: unknown[][];
  /** The query key of the record's read (the conflict dialog puts the server's version there). */
  readKey?: unknown[];
}

/**
 * What became of a write: sent (with the server's answer), waiting on the device (no network, or
 * behind other waiting work), or in conflict with a change made on the server meanwhile. A refusal
 * made while the screen waits rejects with the server's ApiError, as call() does.
 */
export type Outcome<E extends Endpoint> = Sent<E> | { status: 'waiting' } | { status: 'conflict' };
export type Sent<E extends Endpoint> = { status: 'sent'; answer: ResponseOf<E> };

/** Replaces the device ids already sent (a screen still showing -3 after its create went) by real ids. */
async function withRealIds(item: OutboxItem): Promise<OutboxItem> {
  const ids = new Set([...deviceIdsIn(item), Number(item.record.split(':').pop())].filter(isDeviceId));
  let next = item;
  for (const id of ids) {
    const real = await realIdOf(id);
    if (real !== undefined) next = rewriteDeviceId(next, id, real);
  }
  return next;
}

function requireDb() {
  const db = currentDb();
  const { userId } = getSnapshot();
  if (!db || userId === null) throw new Error('No signed-in user to keep this work for.');
  return { db, userId };
}

/**
 * Keeps a write on the device and sends it (now when online, else when the network returns). Answers
 * once its first try ends: online the screen waits for the server's answer, offline it is told at once.
 */
export async function queueWrite<E extends Endpoint>(write: Write<E>): Promise<Outcome<E>> {
  const { db, userId } = requireDb();
  const item = await withRealIds({
    key: crypto.randomUUID(),
    userId,
    method: 'POST',
    path: write.endpoint.path,
    payload: Array.isArray(write.body) ? { parts: write.body } : { json: write.body },
    idFields: write.idFields ?? [],
    createsDeviceId: write.createsDeviceId,
    idAt: write.idAt,
    record: write.record,
    label: write.label,
    job: write.job,
    openAt: write.openAt,
    refresh: write.refresh,
    readKey: write.readKey,
    since: new Date().toISOString(),
    attempts: 0,
    lastError: null,
    state: 'waiting',
  });
  const { replaced, item: next } = replacingRefused(item, await allItems(db));
  for (const old of replaced) await deleteItem(db, old.seq as number);
  await addItem(db, next);
  await reload();
  if (networkStatus() === 'offline') return { status: 'waiting' };
  const outcome = settled(item.key);
  void drain();
  const result = await outcome;
  if (result.status === 'refused') throw result.error satisfies ApiError;
  return result as Outcome<E>;
}

/**
 * Options of a mutation that queues a write: it runs without a network too (TanStack Query would
 * otherwise hold it until the network returns; the outbox is what keeps it).
 */
export const outboxMutation = { networkMode: 'always' } as const;

/** A new id for a record made on this device (negative): its create's answer will replace it. */
export const newDeviceId = () => nextDeviceId(requireDb().db);

/** Removes an item the user chose to give up (after confirming): it is never sent. */
export async function discard(item: OutboxItem): Promise<void> {
  await deleteItem(requireDb().db, item.seq as number);
  await reload();
}

/** Keep mine: sent again based on the server's current version, so it replaces theirs. */
export async function keepMine(item: OutboxItem): Promise<void> {
  const version = item.conflict?.current.version;
  const based = typeof version === 'number' ? withBaseVersion(item, version) : item;
  await putItem(requireDb().db, { ...based, state: 'waiting', conflict: undefined, lastError: null });
  await reload();
  void drain();
}

/** Keep theirs: mine is dropped and the screens show the server's version. */
export async function keepTheirs(item: OutboxItem): Promise<void> {
  if (item.readKey && item.conflict) queryClient.setQueryData(item.readKey, item.conflict.current);
  await discard(item);
  for (const key of item.refresh) void queryClient.invalidateQueries({ queryKey: key });
}
