import { messages } from '@fieldbook/contract/messages';
import { ApiError, sendQueued } from '../../api/api.ts';
import { queryClient } from '../../api/query-client.ts';
import { afterSent, createdId, nextToSend, type OutboxItem, sorted } from './item.ts';
import { currentDb, getSnapshot, reload, rememberRealId, setNeedsSignIn } from './state.ts';
import { deleteItem, type OutboxDb, putItem, putItems, saveRealId } from './store.ts';

// Sending: one tab at a time (a Web Lock per user), in order, each item until the server has answered
// it. A network failure or a 5xx keeps the item waiting and ends the pass; a 4xx refusal or a conflict
// keeps it with the server's answer and the pass goes on with the items that do not depend on it.
// Two writes of different records travel side by side (a day's forms arrive in half the time); the
// writes of one record, and those naming a record not yet created, still go one after the other.

/** Writes on their way at once: two keep the line busy while one is answered, without crowding a weak link. */
const LANES = 2;

/** What became of a write a screen is waiting for. */
export type Settled =
  | { status: 'sent'; answer: Record<string, unknown> }
  | { status: 'waiting' }
  | { status: 'conflict' }
  | { status: 'refused'; error: ApiError };

/** Screens waiting for the first answer to their write, by key. */
const waiters = new Map<string, (settled: Settled) => void>();

/** Waits for the end of the item's first try in this tab: sent, kept waiting, refused or in conflict. */
export const settled = (key: string) =>
  new Promise<Settled>((resolve) => {
    waiters.set(key, resolve);
  });

function settle(key: string, outcome: Settled): boolean {
  const waiter = waiters.get(key);
  waiters.delete(key);
  waiter?.(outcome);
  return waiter !== undefined;
}

/** A try that gets no answer for this long counts as no network (a connection that answers nothing). */
const SEND_TIMEOUT_MS = 60_000;

function requestOf(item: OutboxItem) {
  const { payload } = item;
  let body: string | FormData;
  if ('json' in payload) body = JSON.stringify(payload.json);
  else {
    body = new FormData();
    for (const part of payload.parts) {
      if ('value' in part) body.append(part.name, part.value);
      else body.append(part.name, part.file, part.fileName);
    }
  }
  return { method: item.method, path: item.path, body, idempotencyKey: item.key };
}

type Pass = 'next' | 'stop';

async function store(db: OutboxDb, item: OutboxItem) {
  await putItem(db, item);
  await reload();
}

/**
 * What follows a success runs one answer at a time, on the queue as it is then: two answers rewriting
 * the later items from two earlier readings would undo each other's rewrites.
 */
let bookkeeping: Promise<unknown> = Promise.resolve();
function inTurn(work: () => Promise<void>): Promise<void> {
  const next = bookkeeping.then(work);
  bookkeeping = next.catch(() => undefined);
  return next;
}

/** The answer was a success: the item leaves the queue and the later ones learn its id and version. */
const sent = (db: OutboxDb, item: OutboxItem, answer: Record<string, unknown>) =>
  inTurn(() => keepAnswer(db, item, answer));

async function keepAnswer(db: OutboxDb, item: OutboxItem, answer: Record<string, unknown>) {
  const later = sorted(await db.getAll('items')).filter((i) => (i.seq ?? 0) > (item.seq ?? 0));
  const rewritten = afterSent(item, answer, later);
  await putItems(
    db,
    rewritten.filter((r, n) => r !== later[n]),
  );
  await deleteItem(db, item.seq as number);
  const realId = createdId(item, answer);
  if (item.createsDeviceId !== undefined && realId !== undefined) {
    await saveRealId(db, item.createsDeviceId, realId);
    rememberRealId(item.createsDeviceId, realId);
  }
  await reload();
  for (const key of item.refresh) toRefresh.set(JSON.stringify(key), key);
  settle(item.key, { status: 'sent', answer });
}

/**
 * What the items sent in this pass changed, reloaded once at its end: fifty forms sent after a day
 * offline reload their job's list once, not fifty times while the rest waits.
 */
const toRefresh = new Map<string, unknown[]>();

function refreshSent(): void {
  for (const key of toRefresh.values()) void queryClient.invalidateQueries({ queryKey: key });
  toRefresh.clear();
}

async function sendOne(db: OutboxDb, item: OutboxItem): Promise<Pass> {
  const trying: OutboxItem = { ...item, state: 'sending', attempts: item.attempts + 1 };
  await store(db, trying);
  let answer: { status: number; data: unknown };
  try {
    answer = await sendQueued(requestOf(item), AbortSignal.timeout(SEND_TIMEOUT_MS));
  } catch {
    await store(db, { ...trying, state: 'waiting', lastError: messages.noConnectionYet });
    settle(item.key, { status: 'waiting' });
    return 'stop';
  }
  const data = (answer.data ?? {}) as Record<string, unknown>;
  const message = typeof data.message === 'string' ? data.message : messages.unknown;
  if (answer.status < 300) {
    await sent(db, trying, data);
    return 'next';
  }
  if (answer.status === 401) {
    await store(db, { ...trying, state: 'waiting', lastError: message });
    setNeedsSignIn(true);
    settle(item.key, { status: 'waiting' });
    return 'stop';
  }
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
    await store(db, { ...trying, state: 'waiting', lastError: messages.serverNotAnswering });
    settle(item.key, { status: 'waiting' });
    return 'stop';
  }
  // Saved by an earlier try whose answer the server lost: nothing is left to send.
  if (answer.status === 409 && data.message === messages.requestAnswerLost) {
    await sent(db, trying, {});
    return 'next';
  }
  if (answer.status === 409 && data.current && typeof data.current === 'object') {
    const conflict = {
      current: data.current as Record<string, unknown>,
      changedBy: typeof data.changedBy === 'string' ? data.changedBy : null,
      changedAt: String(data.changedAt ?? ''),
    };
    await store(db, { ...trying, state: 'conflict', lastError: message, conflict });
    settle(item.key, { status: 'conflict' });
    return 'next';
  }
  const error = new ApiError(answer.status, message, data.errors as Record<string, string> | undefined, data);
  // A screen still waiting for this write shows the refusal in the form, as any refused save: the form
  // keeps what was typed and the user fixes it there, so the queue does not keep a second copy.
  if (waiters.has(item.key)) {
    await deleteItem(db, item.seq as number);
    await reload();
    settle(item.key, { status: 'refused', error });
  } else await store(db, { ...trying, state: 'refused', lastError: message });
  return 'next';
}

async function sendAll(db: OutboxDb): Promise<void> {
  // Holding the lock, no other tab is sending: an item left 'sending' is one whose tab was closed mid-try.
  const stale = (await db.getAll('items')).filter((i) => i.state === 'sending');
  if (stale.length)
    await putItems(
      db,
      stale.map((i) => ({ ...i, state: 'waiting' as const })),
    );
  try {
    for (;;) {
      if (currentDb() !== db || getSnapshot().needsSignIn) return;
      const batch = nextToSend(await db.getAll('items'), LANES);
      if (batch.length === 0) return;
      const passes = await Promise.all(batch.map((item) => sendOne(db, item)));
      if (passes.includes('stop')) return;
    }
  } finally {
    refreshSent();
  }
}

let running = false;
let again = false;

/** Sends what can be sent now; a call while a pass runs makes it look once more at the end. */
export async function drain(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      const db = currentDb();
      const userId = getSnapshot().userId;
      if (!db || userId === null) break;
      const run = () => sendAll(db);
      if (navigator.locks) await navigator.locks.request(`fieldbook-outbox-${userId}`, run);
      else await run();
    } while (again);
  } finally {
    running = false;
    // Writes no pass reached (behind one kept waiting) are waiting: their screens stop waiting too.
    for (const key of [...waiters.keys()])
      if (!getSnapshot().items.some((i) => i.key === key && i.state === 'sending')) settle(key, { status: 'waiting' });
  }
}
