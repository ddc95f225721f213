import { messages } from '@fieldbook/contract';
import { authenticate as authenticateEndpoint, checkAuth, logout } from '@fieldbook/contract/authentication';
import { getNavigation } from '@fieldbook/contract/navigation';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const authenticate = (payload: unknown, remoteAddress?: string) =>
  call(t.app, authenticateEndpoint, { body: payload, remoteAddress });

describe('POST /Authentication/Authenticate', () => {
  it('answers 400 with the field message when the password is missing or blank', async () => {
    const res = await authenticate({ username: 'admin', password: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Password is required.',
      errors: { password: 'Password is required.' },
    });
  });

  it('signs in with a trimmed password and answers an opaque token', async () => {
    const res = await authenticate({ username: ADMIN.username, password: ` ${ADMIN.password} ` });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body).toMatchObject({ success: true, passwordChange: false });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses a wrong password with the server message and 401', async () => {
    const res = await authenticate({ username: ADMIN.username, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.signInFailed });
  });

  it('refuses a disabled account', async () => {
    const u = await createUser(t.database.db, { enabled: false });
    const res = await authenticate({ username: u.username, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(messages.accountDisabled);
  });

  it('throttles an account after 10 failures, even with the right password', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 10; i++) {
      const res = await authenticate({ username: u.username, password: 'nope-nope' }, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const res = await authenticate({ username: u.username, password: u.password }, '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json.message).toBe(messages.tooManyAttempts);
  });

  it('throttles an address after 10 failures across accounts', async () => {
    for (let i = 0; i < 10; i++) await authenticate({ username: `nobody${i}`, password: 'nope-nope' }, '10.9.9.9');
    const u = await createUser(t.database.db);
    const res = await authenticate({ username: u.username, password: u.password }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
  });
});

describe('GET /Authentication/CheckAuth and POST /Authentication/Logout', () => {
  it('answers 401 without a token and with an unknown token', async () => {
    expect((await call(t.app, checkAuth)).statusCode).toBe(401);
    const res = await call(t.app, checkAuth, { token: 'made-up' });
    expect(res.statusCode).toBe(401);
    expect(res.json.message).toBe(messages.sessionExpired);
  });

  it('reports passwordChange, and the token stops working after logout', async () => {
    const u = await createUser(t.database.db, { passwordChange: true });
    const token = await signIn(t.app, u.username, u.password);
    const check = await call(t.app, checkAuth, { token });
    expect(check.json).toEqual({ success: true, passwordChange: true });
    const out = await call(t.app, logout, { token });
    expect(out.statusCode).toBe(200);
    const after = await call(t.app, checkAuth, { token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses other calls with 403 while a password change is required', async () => {
    const u = await createUser(t.database.db, { passwordChange: true, permissions: ['accounts.view'] });
    const token = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, getNavigation, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(messages.passwordChangeRequired);
  });
});
