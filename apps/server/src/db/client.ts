import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { takeFirstStatement } from './first-statement.ts';
import { nameReads } from './named-statements.ts';
import * as schema from './schema/index.ts';

// Postgres numeric (money, hours) arrives as text so no value passes through floating point;
// bigint counts (count(*)) are safe as numbers at this scale.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export type Db = NodePgDatabase<typeof schema>;
/** A database or a transaction: query functions take either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool on `url`. A lost connection (database restarted, backend terminated, failover) is reported
 * to `onLost` instead of ending the process: the pool drops that client and opens a new one on the
 * next query, so the server recovers by itself when the database is back.
 */
export function connect(url: string, max = 10, onLost: (err: Error) => void = () => {}): Database {
  // A request waits at most 5 s for a connection, then answers 503 instead of hanging. No JIT: it
  // compiles every statement whose estimate passes jit_above_cost, which costs more CPU than a capped
  // list ever runs for (docs/decisions/performance-and-phones.md, "Lists at the speed of SQL").
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, options: '-c jit=off' });
  // Idle clients report through the pool; a checked-out client between two queries of a
  // transaction reports on itself, where no listener would crash the process.
  // pool.end() resolves before every socket has closed: stopping the database right after is no loss.
  let closed = false;
  const report = (err: Error) => closed || onLost(err);
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
    nameReads(client);
  });
  const db = drizzle(pool, { schema });
  db.transaction = transactionsReleasing(pool);
  return {
    db,
    pool,
    close: () => {
      closed = true;
      return pool.end();
    },
  };
}

/**
 * `db.transaction` on a client taken from the pool here and always given back. Drizzle's own, given
 * a pool, sends BEGIN before the try/finally that gives the client back, so a BEGIN on a connection
 * that had just died (a database restart) kept that client lent for good, and a few such restarts
 * emptied the pool (drizzle-orm issues 6023, 6241). Given a client, Drizzle leaves the giving back
 * to its caller: here, with the error when the connection was lost, so the pool drops that client.
 */
function transactionsReleasing(pool: pg.Pool): Db['transaction'] {
  // One Drizzle instance per connection, made the first time it runs a transaction.
  const onClient = new WeakMap<pg.PoolClient, Db>();
  return async (run, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    // The request's key claim (first-statement.ts) goes first, inside the transaction it protects.
    const first = takeFirstStatement<Tx>();
    try {
      const db = onClient.get(client) ?? drizzle(client, { schema });
      onClient.set(client, db);
      if (!first) return await db.transaction(run, config);
      const result = await db.transaction(async (tx) => {
        await first.run(tx);
        return run(tx);
      }, config);
      first.committed = true;
      return result;
    } catch (err) {
      if (first) first.taken = false;
      if (isDatabaseUnavailable(err)) lost = err as Error;
      throw err;
    } finally {
      client.release(lost);
    }
  };
}

/** SQLSTATE classes and socket errors that mean "the database cannot be reached right now". */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * node-postgres's own words, thrown without a code, for a connection lost or never made. The last is
 * what a client whose connection died answers to every statement after: inside a transaction that is
 * the ROLLBACK Drizzle sends once a statement or the COMMIT failed, and its error replaces the first.
 */
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|^Client has encountered a connection error/i;

/** True when `err` (or its cause) says the database is down or unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
