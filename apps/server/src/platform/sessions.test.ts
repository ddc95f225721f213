import { messages } from '@fieldbook/contract';
import { authenticate, checkAuth as checkAuthEndpoint } from '@fieldbook/contract/authentication';
import { getSelfInfo } from '@fieldbook/contract/self';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/factories/users.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, SESSION_LIMITS } from './tokens.ts';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createUser(t.database.db);
});

async function signIn(keepLoggedIn: boolean): Promise<string> {
  const res = await call(t.app, authenticate, {
    body: { username: u.username, password: u.password, keepLoggedIn },
  });
  expect(res.statusCode).toBe(200);
  return res.json.token;
}

const checkAuth = (token: string) => call(t.app, checkAuthEndpoint, { token });
const byToken = (token: string) => eq(sessions.tokenHash, hashToken(token));

/** Moves a session's last use `ms` into the past, as if the user had been away that long. */
async function idleFor(token: string, ms: number) {
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(byToken(token));
  // A write outside the app reaches its session cache as a notification, delivered at the commit.
  await t.app.services.sessions.sync();
}

async function expectExpired(token: string) {
  const res = await checkAuth(token);
  expect(res.statusCode).toBe(401);
  expect(res.json).toEqual({ success: false, message: messages.sessionExpired });
}

describe('session lifetime', () => {
  it('stores only a hash of the token', async () => {
    const token = await signIn(false);
    const [row] = await t.database.db.select().from(sessions).where(byToken(token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const raw = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`);
    expect(raw.rows[0].n).toBe(0);
  });

  it('keeps a session used within the idle limit, and records the use', async () => {
    const token = await signIn(false);
    await idleFor(token, SESSION_LIMITS.short.idleMs - 3600_000);
    expect((await checkAuth(token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(byToken(token));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session left idle past the limit (8 hours without "Keep me logged in")', async () => {
    const token = await signIn(false);
    await idleFor(token, SESSION_LIMITS.short.idleMs + 60_000);
    await expectExpired(token);
  });

  it('keeps a "Keep me logged in" session over a night, and ends it after 30 idle days', async () => {
    const token = await signIn(true);
    await idleFor(token, 12 * 3600_000);
    expect((await checkAuth(token)).statusCode).toBe(200);
    await idleFor(token, SESSION_LIMITS.persistent.idleMs + 60_000);
    await expectExpired(token);
  });

  it('ends a session past its absolute limit even while in use', async () => {
    const token = await signIn(true);
    const [row] = await t.database.db.select().from(sessions).where(byToken(token));
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - SESSION_LIMITS.persistent.absoluteMs)).toBeLessThan(60_000);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(byToken(token));
    await expectExpired(token);
  });

  it('refuses the token of a user who has been disabled', async () => {
    const v = await createUser(t.database.db);
    const res = await call(t.app, authenticate, { body: { username: v.username, password: v.password } });
    const token = res.json.token as string;
    expect((await checkAuth(token)).statusCode).toBe(200);

    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, v.id));
    await t.app.services.sessions.sync(); // as in idleFor
    await expectExpired(token);
    const other = await call(t.app, getSelfInfo, { token });
    expect(other.statusCode).toBe(401);
  });
});
