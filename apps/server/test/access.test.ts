/**
 * Deny by default, proven over the whole API: every route is enumerated from the application itself
 * (the defineRoute registry and fastify's own route table), so routes added later are covered
 * without touching this file.
 */
import { type Access, type Endpoint, isPermission, messages, type Permission } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/sessions.ts';
import { call, raw } from './api.ts';
import { createTestApp } from './app.ts';
import { createUser } from './factories/users.ts';

const t = await createTestApp();
const routes: readonly Endpoint[] = [...t.app.fieldbookRoutes];
const label = (e: Endpoint) => `${e.method} ${e.path}`;

const isPublic = (e: Endpoint) => e.access === 'public';
const permissionsOf = (access: Access): readonly Permission[] =>
  access === 'public' || access === 'signed-in' ? [] : typeof access === 'string' ? [access] : access;

const protectedRoutes = routes.filter((e) => !isPublic(e));
const signedInRoutes = routes.filter((e) => e.access === 'signed-in');
const permissionRoutes = routes.filter((e) => permissionsOf(e.access).length > 0);
/** One case per (route, permission): for a list, each permission alone must suffice. */
const grantCases = permissionRoutes.flatMap((e) =>
  permissionsOf(e.access).map((permission) => ({ name: `${label(e)} with ${permission}`, endpoint: e, permission })),
);

/** The call a client would make: literal path, `{}` as the JSON body of a POST or DELETE. */
const request = (e: Endpoint, token?: string) => call(t.app, e, { token, ...(e.method === 'GET' ? {} : { body: {} }) });

/**
 * A fresh user and session per case, so a route with side effects on its caller (logout, a password
 * reset that forces a change, …) cannot spoil the next case. The user never signs in with a
 * password, so it gets a placeholder hash instead of paying for argon2 hundreds of times; the
 * session is made by the same function sign-in uses.
 */
async function tokenFor(opts: { permissions?: readonly Permission[]; role?: string; passwordChange?: boolean }) {
  const u = await createUser(t.database.db, { ...opts, signInable: false });
  return createSession(t.database.db, u.id, false, '127.0.0.1', 'access-test');
}

/**
 * The routes fastify actually serves, read from its route table. With `commonPrefix: false` each
 * line is a route node: tree markers (4 characters a level), the path relative to the parent
 * node, and the methods in parentheses.
 */
function servedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1] : '') + m[2];
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of m[3].split(', ')) out.push({ method, url });
  }
  return out;
}

describe('the route registry', () => {
  it('holds routes, each bound once', () => {
    expect(routes.length).toBeGreaterThan(0);
    const seen = routes.map(label);
    expect(seen.filter((s, i) => seen.indexOf(s) !== i)).toEqual([]);
  });

  it.each(routes.map((e) => [label(e), e] as const))('%s declares a valid access rule', (_name, e) => {
    const { access } = e;
    const valid =
      access === 'public' ||
      access === 'signed-in' ||
      (typeof access === 'string' && isPermission(access)) ||
      (Array.isArray(access) && access.length > 0 && access.every((p: string) => isPermission(p)));
    expect(valid, `access of ${label(e)}: ${JSON.stringify(access)}`).toBe(true);
    expect(e.path).toMatch(/^\/[A-Za-z0-9]+(\/[A-Za-z0-9]+)*$/);
  });

  it('every /api route fastify serves was bound through defineRoute (only the API docs excepted)', () => {
    const served = servedRoutes(t.app);
    const registered = new Set(routes.map((e) => `${e.method} /api${e.path}`));
    // The parser must see every registered route, or the check below would prove nothing.
    const servedSet = new Set(served.map((r) => `${r.method} ${r.url}`));
    expect([...registered].filter((r) => !servedSet.has(r))).toEqual([]);

    const stray = served
      .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
      .filter((r) => !(r.url === '/api/docs' || r.url.startsWith('/api/docs/')))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !registered.has(r));
    expect(stray).toEqual([]);
  });
});

describe('anonymous callers', () => {
  it.each(protectedRoutes.map((e) => [label(e), e] as const))('%s answers 401', async (_name, e) => {
    const res = await request(e);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  // Some specified GET calls change state, so no HEAD twin may run a GET handler.
  const getRoutes = protectedRoutes.filter((e) => e.method === 'GET');
  it.each(getRoutes.map((e) => [`HEAD ${e.path}`, e] as const))('%s is not routed', async (_name, e) => {
    const res = await raw(t.app, { method: 'HEAD', url: `/api${e.path}` });
    expect(res.statusCode).toBe(404);
  });

  it.each(protectedRoutes.map((e) => [label(e), e] as const))('%s answers 401 to a made-up token', async (_n, e) => {
    const res = await request(e, 'not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.sessionExpired });
  });
});

describe('a signed-in user whose role holds no permission', () => {
  it.each(permissionRoutes.map((e) => [label(e), e] as const))('%s answers 403', async (_name, e) => {
    const res = await request(e, await tokenFor({ permissions: [] }));
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it.each(signedInRoutes.map((e) => [label(e), e] as const))('%s is let through', async (_name, e) => {
    const res = await request(e, await tokenFor({ permissions: [] }));
    expect([401, 403], res.body).not.toContain(res.statusCode);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('a user holding exactly the permission a route names', () => {
  it.each(grantCases.map((c) => [c.name, c] as const))('%s is let through', async (_name, c) => {
    const res = await request(c.endpoint, await tokenFor({ permissions: [c.permission] }));
    expect([401, 403], res.body).not.toContain(res.statusCode);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('a user who must change the password', () => {
  const waiting = routes.filter((e) => !isPublic(e) && !e.duringPasswordChange);
  const allowed = routes.filter((e) => !isPublic(e) && e.duringPasswordChange);

  it.each(waiting.map((e) => [label(e), e] as const))('%s answers 403 until the change', async (_name, e) => {
    const res = await request(e, await tokenFor({ role: 'Administrator', passwordChange: true }));
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.passwordChangeRequired });
  });

  it.each(allowed.map((e) => [label(e), e] as const))('%s is let through', async (_name, e) => {
    const res = await request(e, await tokenFor({ role: 'Administrator', passwordChange: true }));
    expect([401, 403], res.body).not.toContain(res.statusCode);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
