import { checkAuth, logout } from '@fieldbook/contract/authentication';
import { changePassword } from '@fieldbook/contract/self';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/factories/users.ts';
import { buildApp } from '../app.ts';
import { connect, type Database } from '../db/client.ts';
import { hashToken as hashOf } from './tokens.ts';

/**
 * Sessions are cached in each server process (session-cache.ts); a revocation must still hold at
 * once, in the process that made it and in a second process on the same database.
 */
let a: TestApp;
/** A second server process on the same database. */
let b: { app: FastifyInstance; database: Database };
let u: TestUser;

beforeAll(async () => {
  a = await createTestApp();
  const url = (a.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const database = connect(url, 2);
  b = { app: await buildApp({ config: a.config, db: database.db, wiki: null, logger: false }), database };
  u = await createUser(a.database.db, { permissions: ['accounts.view'] });
});

afterAll(async () => {
  await b.app.close();
  await b.database.close();
});

const status = async (app: FastifyInstance, token: string) => (await call(app, checkAuth, { token })).statusCode;

/** Signs in and uses the session on both instances, so both hold it in their cache. */
async function cachedSession(): Promise<string> {
  const token = await signIn(a.app, u.username, u.password);
  expect(await status(a.app, token)).toBe(200);
  expect(await status(b.app, token)).toBe(200);
  expect(a.app.services.sessions.get(hashOf(token))).toBeDefined();
  expect(b.app.services.sessions.get(hashOf(token))).toBeDefined();
  return token;
}

describe('session cache', () => {
  it('answers a cached session without a database lookup, and stops it at once on sign-out', async () => {
    const token = await cachedSession();
    const out = await call(a.app, logout, { token });
    expect(out.statusCode).toBe(200);
    expect(await status(a.app, token)).toBe(401);
    // The other process learns of the sign-out by the database's notification: wait for its delivery
    // there (without it, b could answer from its cache in the moment before the notification lands).
    await b.app.services.sessions.sync();
    expect(await status(b.app, token)).toBe(401);
  });

  it('stops the other sessions at once when the password changes in another process', async () => {
    const other = await cachedSession();
    const current = await signIn(b.app, u.username, u.password);
    const newPassword = `${u.password}-2`;
    const res = await call(b.app, changePassword, {
      token: current,
      body: { currentPassword: u.password, newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    u.password = newPassword;
    // b waited for its own notification before answering; a learns of b's write by the same
    // notification, so wait for its delivery there (the one process of a deployment needs no wait).
    await a.app.services.sessions.sync();
    expect(await status(a.app, other)).toBe(401);
    expect(await status(b.app, other)).toBe(401);
    expect(await status(a.app, current)).toBe(200);
  });

  it('drops a user disabled by any writer, via the database notification', async () => {
    const token = await cachedSession();
    await a.database.pool.query('UPDATE users SET enabled = false WHERE id = $1', [u.id]);
    // Another process's write reaches this one as a notification: wait for its delivery only.
    await a.app.services.sessions.sync();
    await b.app.services.sessions.sync();
    expect(await status(a.app, token)).toBe(401);
    expect(await status(b.app, token)).toBe(401);
    await a.database.pool.query('UPDATE users SET enabled = true WHERE id = $1', [u.id]);
  });

  it('waits for the notifications after exactly the calls that revoke sessions or change what they hold', () => {
    // The writes migration 0007 announces: sessions revoked, a user's name, role, password or enabled
    // flag, a role's permissions. Every other call answers without the round trip.
    const revoking = a.app.fieldbookRoutes.filter((e) => e.revokesSessions).map((e) => `${e.method} ${e.path}`);
    // A GET among them: the method says nothing about what a call changes.
    expect(revoking.sort()).toEqual([
      'GET /User/ResetPasswordLoggedIn',
      'POST /Administrator/SaveRole',
      'POST /Administrator/SetUserEnabled',
      'POST /Authentication/Authenticate',
      'POST /Authentication/Logout',
      'POST /User/ChangePassword',
      'POST /User/EditUser',
      'POST /User/ResetPasswordById',
    ]);
  });

  it('caches nothing while its listening connection is lost', async () => {
    const token = await cachedSession();
    // The backend of A's listening connection (pg's client knows its process id).
    const listener = (a.app.services.sessions as unknown as { client: { processID: number } }).client;
    await a.database.pool.query('SELECT pg_terminate_backend($1)', [listener.processID]);
    const deadline = Date.now() + 5000;
    while (a.app.services.sessions.get(hashOf(token)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(a.app.services.sessions.get(hashOf(token))).toBeUndefined();
    // Revoked behind the caches' back (no notification reaches a lost connection): still refused.
    await a.database.pool.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [hashOf(token)]);
    expect(await status(a.app, token)).toBe(401);
  });
});
