import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { SessionUser } from './context.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { hashToken, newToken, SESSION_LIMITS, TOUCH_INTERVAL_MS } from './tokens.ts';

export async function createSession(
  db: Db,
  userId: number,
  persistent: boolean,
  ip: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken();
  const limits = persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.short;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + limits.absoluteMs),
    ip,
    userAgent: userAgent?.slice(0, 500),
  });
  return token;
}

interface SessionRow extends Record<string, unknown> {
  session_id: number;
  persistent: boolean;
  last_seen_at: Date;
  expires_at: Date;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  role_id: number | null;
  password_change: boolean;
  enabled: boolean;
  perms: { p: string; c: number[] | null }[] | null;
}

/**
 * The user behind a bearer token, or null when the token is unknown, revoked, expired (idle or
 * absolute) or its user is disabled. One SQL statement (session, user and role permissions) unless
 * `cache` holds the session: then none, until last_seen_at is due to be written again.
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: SessionCache<SessionUser>,
): Promise<SessionUser | null> {
  const known = cache ? cachedSession(token, cache) : undefined;
  if (known !== undefined) return known;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const generation = cache?.mark() ?? 0;
  const session = await readSession(db, tokenHash);
  if (!session || !live(session, now)) return null;
  if (now - session.lastSeenMs > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.user.sessionId));
    session.lastSeenMs = now;
  }
  cache?.set(tokenHash, session, generation);
  return session.user;
}

/**
 * What resolveSession answers when `cache` holds the token's session and its last_seen_at is not due
 * to be written, without waiting for a promise; undefined when the database must be asked.
 */
export function cachedSession(token: string, cache: SessionCache<SessionUser>): SessionUser | null | undefined {
  const cached = cache.get(hashToken(token));
  const now = Date.now();
  if (!cached || now - cached.lastSeenMs > TOUCH_INTERVAL_MS) return undefined;
  return live(cached, now) ? cached.user : null;
}

/** Not past its absolute expiry nor idle too long. */
function live(s: CachedSession<SessionUser>, now: number): boolean {
  const idleMs = (s.persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.short).idleMs;
  return s.expiresMs > now && s.lastSeenMs + idleMs > now;
}

async function readSession(db: Db, tokenHash: string): Promise<CachedSession<SessionUser> | null> {
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT s.id AS session_id, s.persistent, s.last_seen_at, s.expires_at,
           u.id AS user_id, u.username, u.first_name, u.last_name, u.role_id, u.password_change, u.enabled,
           (SELECT json_agg(json_build_object('p', rp.permission, 'c', rp.job_class_ids))
              FROM role_permissions rp WHERE rp.role_id = u.role_id) AS perms
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL`);
  const row = rows[0];
  if (!row?.enabled) return null;
  const perms = row.perms ?? [];
  return {
    persistent: row.persistent,
    lastSeenMs: new Date(row.last_seen_at).getTime(),
    expiresMs: new Date(row.expires_at).getTime(),
    user: {
      id: row.user_id,
      username: row.username,
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      roleId: row.role_id,
      passwordChange: row.password_change,
      sessionId: row.session_id,
      permissions: new Set(perms.map((p) => p.p)),
      jobClassLimits: new Map(perms.filter((p) => p.c !== null).map((p) => [p.p, p.c ?? []])),
    },
  };
}

export async function revokeSession(db: Tx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except `keep` (a password change keeps the session that made it). */
export async function revokeUserSessions(db: Tx, userId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}
