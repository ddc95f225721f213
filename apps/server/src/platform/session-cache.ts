import pg from 'pg';
import type { Db } from '../db/client.ts';

// The cache is generic in the user it holds (context.ts's SessionUser, as sessions.ts resolves it) so
// that this module imports nothing from context.ts: context.ts names the cache among the app's
// services, so it depends on this module, and the two once imported each other (a cycle that
// test/imports.test.ts now refuses).

/**
 * The channel the database triggers of migration 0007 notify when anything a resolved session holds
 * may have changed: a session revoked, a user's name, role, password or enabled flag, a role's
 * permissions. Every server process listens and drops its whole cache.
 */
export const SESSIONS_CHANNEL = 'fieldbook_sessions';

/** What a cached session needs to re-check its expiry without the database. */
export interface CachedSession<User> {
  user: User;
  persistent: boolean;
  lastSeenMs: number;
  expiresMs: number;
}

/** A cache this large is dropped and refilled rather than managed entry by entry. */
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1000;

/**
 * Sessions resolved recently, by token hash, so a request costs no session lookup. It serves only
 * while its own connection LISTENs on SESSIONS_CHANNEL: a notification or a lost connection drops
 * every entry, and until LISTEN succeeds again nothing is cached. A lookup that raced a notification
 * (read before it, stored after) is not stored: `generation` tells.
 */
export class SessionCache<User> {
  private entries = new Map<string, CachedSession<User>>();
  private generation = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly connectionConfig: pg.ClientConfig) {}

  /** Starts listening; resolves once the first LISTEN succeeded or failed (it retries either way). */
  start(): Promise<void> {
    return this.listen();
  }

  get(tokenHash: string): CachedSession<User> | undefined {
    return this.listening ? this.entries.get(tokenHash) : undefined;
  }

  /** The generation to hand back to `set`: taken before the database read. */
  mark(): number {
    return this.generation;
  }

  set(tokenHash: string, session: CachedSession<User>, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, session);
  }

  /** Drops every entry (a notification, a lost connection, or a revocation in this process). */
  drop(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Waits until the notifications of transactions committed before this call have reached this
   * process: PostgreSQL hands a listening connection its pending notifications before it answers
   * a query on it. Called after every call whose descriptor says `revokesSessions` (define-route),
   * so that a revocation made here holds for this process's very next request. One round trip on
   * the listening connection, not on the pool.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return;
    // A lost connection is handled by its 'error' listener, which stops the cache.
    await client.query('SELECT 1').catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.stopServing();
    await this.client?.end().catch(() => {});
  }

  private stopServing() {
    this.listening = false;
    this.drop();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.connectionConfig);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.stopServing();
      client.end().catch(() => {});
      if (!this.closed) this.timer = setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
      if (this.client === client && !this.closed) {
        this.drop();
        this.listening = true;
      }
    } catch {
      lost();
    }
  }
}

/** A cache listening on the same database as `db` (its own connection, outside the pool). */
export function sessionCacheFor<User>(db: Db): SessionCache<User> {
  // drizzle keeps the pool it was given as $client; its options are the connection settings.
  const pool = (db as Db & { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
  const { max: _max, ...connection } = pool.options;
  return new SessionCache<User>(connection as pg.ClientConfig);
}
