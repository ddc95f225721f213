import { type Endpoint, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, messages } from '@fieldbook/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { type FirstStatement, withFirstStatement } from '../db/first-statement.ts';
import { requestKeys } from '../db/schema/index.ts';
import { badRequest, conflict } from './errors.ts';

// The Idempotency-Key of `once` endpoints (docs/api.md, "Retrying writes safely"; the decision in
// docs/decisions/field-offline.md): the device's outbox sends a write again until it has an answer,
// and the server applies each key once. inventory's request-once.ts is the same idea for a body field.

const HEADER = 'idempotency-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a repeat waits for the first run's answer, and how often it looks. */
const WAIT_MS = 15_000;
const POLL_MS = [20, 50, 100, 200, 400];

/**
 * A claim this old without an answer belongs to a run whose process stopped between its commit and its
 * answer: no request runs that long (the proxy and the client give up first).
 */
const ANSWER_LOST_MS = 2 * 60_000;

/** Keys older than this are forgotten: no outbox holds a write that long. */
export const REQUEST_KEY_DAYS = 30;

interface Request {
  key: string;
  userId: number;
  method: string;
  path: string;
}

/** A claim made for a request, and whether the write that holds it committed. */
interface Claim extends Request, FirstStatement<Tx> {}

/** The claim of each request that carried a key, for the answer to be stored with it (onSend). */
const claims = new WeakMap<FastifyRequest, Claim>();

/** The first transaction of a repeat found the key claimed by a run that committed. */
class KeyTaken extends Error {}

/** The request's key, null without one; 400 when it is not a uuid. */
function keyOf(req: FastifyRequest): string | null {
  const value = req.headers[HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !UUID.test(value))
    throw badRequest(messages.idempotencyKeyInvalid, { 'Idempotency-Key': messages.idempotencyKeyInvalid });
  return value.toLowerCase();
}

/**
 * Runs a `once` endpoint's handler for a request. Without a key: as it is. With one: a stored answer
 * is sent again; otherwise the handler runs with the key claimed as the first statement of its first
 * transaction (db/first-statement.ts), so the claim commits or rolls back with the write. A repeat that
 * meets the claim of a run still going waits for that run's answer.
 */
export async function runOnce<T>(
  db: Db,
  endpoint: Endpoint,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  const key = keyOf(req);
  if (key === null || !req.user) return run();
  const request: Request = { key, userId: req.user.id, method: endpoint.method, path: endpoint.path };
  const earlier = await findKey(db, request);
  if (earlier) return replay(db, request, reply);
  const claim: Claim = { ...request, taken: false, committed: false, run: (tx) => claimKey(tx, request) };
  claims.set(req, claim);
  let answer: T;
  try {
    answer = await withFirstStatement(claim, run);
  } catch (err) {
    if (err instanceof KeyTaken) return replay(db, request, reply);
    throw err;
  }
  // A handler that wrote nothing in a transaction still answers a repeat with this answer.
  if (!claim.committed) {
    try {
      await claimKey(db, request);
      claim.committed = true;
    } catch (err) {
      if (!(err instanceof KeyTaken)) throw err;
    }
  }
  return answer;
}

/** INSERT … ON CONFLICT DO NOTHING: waits on a concurrent claim until its transaction ends. */
async function claimKey(tx: Tx, request: Request): Promise<void> {
  const claimed = await tx
    .insert(requestKeys)
    .values({ requestKey: request.key, userId: request.userId, method: request.method, path: request.path })
    .onConflictDoNothing()
    .returning({ key: requestKeys.requestKey });
  if (claimed.length === 0) throw new KeyTaken();
}

/** The key's row, or null when it is free; 409 when another user or another call claimed it. */
async function findKey(db: Db, request: Request) {
  const [row] = await db.select().from(requestKeys).where(eq(requestKeys.requestKey, request.key));
  if (!row) return null;
  if (row.userId !== request.userId || row.method !== request.method || row.path !== request.path)
    throw conflict(messages.requestKeyReused);
  return row;
}

/** Sends the stored answer of the key's first run, waiting (bounded) for it while that run finishes. */
async function replay(db: Db, request: Request, reply: FastifyReply): Promise<FastifyReply> {
  const deadline = Date.now() + WAIT_MS;
  for (let i = 0; ; i++) {
    const row = await findKey(db, request);
    if (row?.status != null && row.body != null) {
      return reply
        .status(row.status)
        .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(row.body);
    }
    // The write committed but its answer was lost: say so once and for all, so the device stops sending it.
    if (row && Date.now() - row.createdAt.getTime() > ANSWER_LOST_MS) throw conflict(messages.requestAnswerLost);
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS[Math.min(i, POLL_MS.length - 1)]));
  }
  // The first run has not answered yet: the device sends it again shortly.
  return reply.status(503).header('retry-after', '5').send({ success: false, message: messages.requestStillRunning });
}

/**
 * Stores the answer of a request whose claim committed with its write (the route's onSend), before the
 * caller gets it: a caller that has an answer always finds it again under its key.
 */
export async function storeAnswer(db: Db, req: FastifyRequest, status: number, payload: unknown): Promise<void> {
  const claim = claims.get(req);
  if (!claim?.committed || typeof payload !== 'string') return;
  await db
    .update(requestKeys)
    .set({ status, body: payload })
    .where(sql`${requestKeys.requestKey} = ${claim.key} and ${requestKeys.status} is null`);
}

/** Forgets keys older than REQUEST_KEY_DAYS; answers how many. */
export async function pruneRequestKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(requestKeys)
    .where(lt(requestKeys.createdAt, sql`now() - make_interval(days => ${REQUEST_KEY_DAYS})`))
    .returning({ key: requestKeys.requestKey });
  return gone.length;
}

/** Prunes old keys a minute after start and then once a day; answers the function that stops it. */
export function startKeyPruner(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => {
    pruneRequestKeys(db).catch((err: unknown) => log.warn({ err }, 'request keys prune failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, 24 * 60 * 60 * 1000).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/**
 * The optional Idempotency-Key header of a `once` endpoint, as the OpenAPI document names it
 * (platform/openapi.ts). Documented only: the header is checked by runOnce, so a route's header
 * validation cannot replace the request's other headers.
 */
export const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      format: 'uuid',
      description:
        'A uuid the device made for this write, the same on every try: the first answer is stored and sent again to a repeat (with Idempotency-Replayed: true), the write applied once.',
    },
  },
} as const;
