/**
 * Deny by default, proven over the whole API: every route is enumerated from the application itself
 * (the defineRoute registry and fastify's own route table) and from the contract's index, so routes
 * added later are covered without touching this file. A user whose role holds no permission is
 * refused every call but the few the specification gives every signed-in user, listed below.
 */
import * as contract from '@fieldbook/contract';
import {
  type Access,
  type Endpoint,
  isPermission,
  JOB_LIST_WIDGET,
  messages,
  type Permission,
} from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/sessions.ts';
import { type CallInput, call, form, raw } from './api.ts';
import { createTestApp } from './app.ts';
import { createUser } from './factories/users.ts';
import { type Json, jsonSchema, plausible } from './plausible.ts';

const t = await createTestApp();
const routes: readonly Endpoint[] = [...t.app.fieldbookRoutes];
const label = (e: Endpoint) => `${e.method} ${e.path}`;

const isPublic = (e: Endpoint) => e.access === 'public';
const permissionsOf = (access: Access): readonly Permission[] =>
  access === 'public' || access === 'signed-in' ? [] : typeof access === 'string' ? [access] : access;

const protectedRoutes = routes.filter((e) => !isPublic(e));
const permissionRoutes = routes.filter((e) => permissionsOf(e.access).length > 0);
/** One case per (route, permission): for a list, each permission alone must suffice. */
const grantCases = permissionRoutes.flatMap((e) =>
  permissionsOf(e.access).map((permission) => ({ name: `${label(e)} with ${permission}`, endpoint: e, permission })),
);

/** The call a client would make: literal path, `{}` as the JSON body of a POST or DELETE. */
const request = (e: Endpoint, token?: string) => call(t.app, e, { token, ...(e.method === 'GET' ? {} : { body: {} }) });

/** Every endpoint the contract's index exports. */
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'summary' in v;
const contractEndpoints: readonly Endpoint[] = (Object.values(contract) as unknown[]).filter(isEndpoint);

/**
 * The calls the specification gives every signed-in user, whatever the role holds (spec 1 §2 "Shared
 * frame", "Home page", "User profile", "Change password", "Edit signature"; §6), each with its reason.
 * A user whose role holds no permission is answered by these and refused (403) by every other call.
 */
const openToEverySignedInUser: Record<string, string> = {
  'GET /Authentication/CheckAuth': 'the shell asks whether its session still holds (§7 Authentication)',
  'POST /Authentication/Logout': "the user card's Logout (§2 Shared frame)",
  'GET /Navigation/GetNavigation': 'the navigation bar, delivered per user (§2 Shared frame, §6)',
  'POST /Navigation/CheckURLNavAuth': 'every route change asks whether it is allowed (§2 Shared frame)',
  'POST /Dokuwiki/SearchWiki': 'the wiki search box of the shared frame and /Wiki/Search (§2)',
  'POST /Dokuwiki/GetRouteHelpLink': 'the help link of the shared frame, fetched per route (§2)',
  'POST /Announcement/GetAnnouncmentsList': "the home page's announcements of today; the admin list needs a permission",
  'GET /DocumentAndPolicy/GetDocumentAndPolicyList': "the home page's documents and policies (§2 Home page)",
  'GET /DocumentAndPolicy/Document': 'each document of the home page is downloadable (§2 Home page)',
  'GET /Dashboard/UsersWidgets': "the user's own dashboard on the home page (§2 Home page)",
  'GET /Dashboard/WidgetTypeList': 'the widget types the user may add: those of the permissions held (none here)',
  'POST /Dashboard/WidgetList': 'saves the own dashboard (§4); a widget of a type the role may not use is refused',
  'GET /User/GetSelfInfo': 'the user card of the shared frame (§2)',
  'GET /User/SelfPhoto': "the user card's photo (§2 Shared frame)",
  'GET /User/SelfCheck': 'the own id, for the own profile (§2 User profile)',
  'POST /User/ChangePassword': '/User/ChangePassword and the forced change (§2)',
  'GET /User/ResetPasswordLoggedIn': 'a new password e-mailed to the user, from /User/ChangePassword',
  'POST /User/SendReportBox': 'the Bug Report button of the shared frame (§2)',
  'GET /User/EmailPreferences': "the own profile's e-mail choices (job reminders, calibration list)",
  'POST /User/EmailPreferences': 'saves the own e-mail choices from the profile',
  'GET /User/GetPhoneTypes': "the phone dialog of the own profile; saving a phone needs 'admin.phoneEmail' (§6)",
  'GET /User/GetUserDocumentList': "the own profile's documents (§2 User profile)",
  'POST /User/SaveUserDocument': 'uploads a document to the own profile (§2 User profile)',
  'GET /User/GetUserDocument': 'downloads a document of the own profile (§2 User profile)',
  'POST /User/DeleteUserDocument': 'deletes a document of the own profile (§2 User profile)',
  'GET /User/UserSignature': "the own stored signature (§2 User profile); another's needs 'admin.users'",
  'POST /User/UserSignature': "/User/EditSignature, the own signature (§2); another's needs 'admin.users'",
  'GET /Inventory/AllowedYards': "only the yards of the user's own offices, without an inventory permission",
};

/** What the screen sends where a value guessed from the schema would not pass it (a refinement, a known id). */
const screenRequests: Record<string, (self: number) => Record<string, Json>> = {
  'POST /Announcement/GetAnnouncmentsList': () => ({ today: '2026-11-28' }),
  'POST /Dashboard/Widget': () => ({ widgetName: 'Jobs', widgetType: JOB_LIST_WIDGET, stage: null }),
  'POST /Dashboard/WidgetList': () => ({ widgets: [] }),
  'GET /User/SelfPhoto': () => ({ v: 'photoVersion0001' }),
  'POST /User/SaveEmail': (self) => ({ userId: self, emailId: 0, email: 'nobody@example.test', primary: false }),
};

/**
 * A minimal valid-looking request of `self` for any endpoint: what its screen sends, else a plausible
 * value for every field of its schema with the caller's own id wherever a user is named; a small
 * file for an upload. Query values travel as text.
 */
function requestOf(e: Endpoint, self: number): CallInput<Endpoint> {
  if (e.multipart) {
    return { body: form({ userId: self, name: 'Access' }, { bytes: Buffer.from('access'), name: 'a.txt' }) };
  }
  const guessed = plausible(jsonSchema(e.method === 'GET' ? e.query : e.body)) ?? {};
  const value =
    screenRequests[label(e)]?.(self) ??
    (isRecord(guessed) && 'userId' in guessed ? { ...guessed, userId: self } : guessed);
  if (e.method !== 'GET') return { body: value };
  const text = (v: Json) => (Array.isArray(v) ? v.map(String) : String(v));
  return { query: Object.fromEntries(Object.entries(value as Record<string, Json>).map(([k, v]) => [k, text(v)])) };
}
const isRecord = (v: Json): v is { [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A call open to every signed-in user answers from behind its validation: its request must pass the
 * endpoint's own schema, or a refusal would prove nothing about the rule behind it.
 */
function expectValid(e: Endpoint, input: CallInput<Endpoint>) {
  const schema = e.method === 'GET' ? e.query : e.body;
  if (!schema || e.multipart) return;
  const parsed = schema.safeParse(e.method === 'GET' ? input.query : input.body);
  expect(parsed.success, `the request of ${label(e)} passes its schema: ${parsed.error?.message}`).toBe(true);
}

/**
 * A fresh user and session per case, so a route with side effects on its caller (logout, a password
 * reset that forces a change, …) cannot spoil the next case. The user never signs in with a
 * password, so it gets a placeholder hash instead of paying for argon2 hundreds of times; the
 * session is made by the same function sign-in uses.
 */
async function signedIn(opts: { permissions?: readonly Permission[]; role?: string; passwordChange?: boolean }) {
  const u = await createUser(t.database.db, { ...opts, signInable: false });
  return { id: u.id, token: await createSession(t.database.db, u.id, false, '127.0.0.1', 'access-test') };
}
const tokenFor = async (opts: Parameters<typeof signedIn>[0]) => (await signedIn(opts)).token;

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

  it('serves exactly the endpoints the contract exports', () => {
    const served = new Set(routes);
    expect(contractEndpoints.filter((e) => !served.has(e)).map(label)).toEqual([]);
    expect(routes.filter((e) => !contractEndpoints.includes(e)).map(label)).toEqual([]);
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
  const open = (e: Endpoint) => label(e) in openToEverySignedInUser;

  it('is given only calls that exist and need no permission', () => {
    const byLabel = new Map(contractEndpoints.map((e) => [label(e), e]));
    const listed = Object.keys(openToEverySignedInUser);
    expect(listed.filter((l) => byLabel.get(l)?.access !== 'signed-in')).toEqual([]);
  });

  const refused = contractEndpoints.filter((e) => !isPublic(e) && !open(e));
  it.each(refused.map((e) => [label(e), e] as const))('%s answers 403', async (_name, e) => {
    const me = await signedIn({ permissions: [] });
    const input = requestOf(e, me.id);
    if (e.access === 'signed-in') expectValid(e, input);
    const res = await call(t.app, e, { ...input, token: me.token });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  const answered = contractEndpoints.filter(open);
  it.each(answered.map((e) => [`${label(e)}: ${openToEverySignedInUser[label(e)]}`, e] as const))(
    '%s',
    async (_name, e) => {
      const me = await signedIn({ permissions: [] });
      const input = requestOf(e, me.id);
      expectValid(e, input);
      const res = await call(t.app, e, { ...input, token: me.token });
      expect([401, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );
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
