/**
 * The one kit for API tests: call an endpoint of the contract, prove it denies, read its audit rows,
 * sign in as a role. Method and path always come from the contract descriptor, so a test names the
 * endpoint it exercises (`call(t.app, getCall, { body, token })`) and never writes a path by hand.
 */
import { messages, type Permission } from '@fieldbook/contract';
import { authenticate } from '@fieldbook/contract/authentication';
import type { BodyOf, Endpoint, ResponseOf } from '@fieldbook/contract/endpoint';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { auditLog, jobClassifications, rolePermissions, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { bearer, createUser, type TestUser } from './factories/users.ts';

/** What a test sends. Bodies are loose on purpose: 400 tests send what the schema refuses. */
export interface CallInput<E> {
  body?: BodyOf<E> | FormData | unknown;
  /** Query values are sent as text, a list as the key repeated; undefined ones are left out. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** The caller's session; none (or null) calls anonymously. */
  token?: string | null;
  /** The client address, for tests of per-address limits. */
  remoteAddress?: string;
  /** Request headers beside the session's (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * The error envelope of ARCHITECTURE.md, typed as present so a 4xx test reads it directly, and the
 * extra fields some refusals carry (the id of an existing record, the matches of a duplicate).
 */
interface ErrorFields {
  message: string;
  errors: Record<string, string>;
  [field: string]: unknown;
}

/** The answer's JSON: the endpoint's response type (on 2xx) with the error fields beside it. */
export type JsonOf<E> = [ResponseOf<E>] extends [never]
  ? // biome-ignore lint/suspicious/noExplicitAny: an endpoint without a response schema answers untyped JSON
    any
  : unknown extends ResponseOf<E>
    ? // biome-ignore lint/suspicious/noExplicitAny: a test looping over endpoints of different answers
      any
    : ResponseOf<E> & ErrorFields;

export interface Answer<J> {
  statusCode: number;
  /** The parsed JSON body; undefined when the answer is not JSON (a file, an empty body). */
  json: J;
  /** The body as text. */
  body: string;
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw request's answer has no contract to type it
async function send(app: FastifyInstance, options: InjectOptions): Promise<Answer<any>> {
  const res = await app.inject(options);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return {
    statusCode: res.statusCode,
    json: isJson && res.body ? res.json() : undefined,
    body: res.body,
    rawPayload: res.rawPayload,
    headers: res.headers,
  };
}

/** Calls an endpoint as a client would: `/api` + its path, its method, the body as JSON (or multipart). */
export function call<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: CallInput<E> = {},
): Promise<Answer<JsonOf<E>>> {
  const query = Object.fromEntries(
    Object.entries(input.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
  return send(app, {
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    query,
    headers: { ...input.headers, ...(input.token ? bearer(input.token) : {}) },
    ...(input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
}

/**
 * The escape hatch for requests no client of the contract would make (a wrong method, bad JSON, a
 * path that does not exist, a hand-set header): the inject options as they are, the same answer.
 */
export function raw(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return send(app, { ...rest, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

/** Signs in through the API and answers the bearer token. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await call(app, authenticate, { body: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json.token;
}

/** 401 with the sign-in message to an anonymous caller, 403 with the forbidden message to `weakToken`. */
export async function denies<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: Omit<CallInput<E>, 'token'>,
  weakToken: string,
) {
  const anon = await call(app, endpoint, input);
  expect(anon.statusCode, `${endpoint.path} anonymously`).toBe(401);
  expect(anon.json).toEqual({ success: false, message: messages.notSignedIn });
  const weak = await call(app, endpoint, { ...input, token: weakToken });
  expect(weak.statusCode, `${endpoint.path} without the permission`).toBe(403);
  expect(weak.json).toEqual({ success: false, message: messages.forbidden });
}

/** The audit rows of one record, oldest first; only the given actions when a list is passed. */
export function auditOf(db: Db, entity: string, id: number | string, actions?: readonly string[]) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(id)),
        actions ? inArray(auditLog.action, [...actions]) : undefined,
      ),
    )
    .orderBy(auditLog.id);
}

/** Who a test signs in as: a seeded role by name, or exactly these permissions (none: signed in only). */
export type Who = string | readonly Permission[];

/** A job-stage permission limited to job classes by name (role category 6). */
export interface ClassLimit {
  permission: Permission;
  classes: readonly string[];
}

/**
 * A new user of that role, signed in through the API: the user and its token. With `limit`, the
 * user also holds `limit.permission`, but only for jobs of those classes.
 */
export async function signInUser(t: TestApp, who: Who, limit?: ClassLimit): Promise<TestUser & { token: string }> {
  const db = t.database.db;
  const permissions =
    typeof who === 'string' ? undefined : [...new Set([...who, ...(limit ? [limit.permission] : [])])];
  const u = await createUser(db, permissions ? { permissions } : { role: who as string });
  if (limit) await limitToClasses(db, u.id, limit);
  return { ...u, token: await signIn(t.app, u.username, u.password) };
}

async function limitToClasses(db: Db, userId: number, limit: ClassLimit) {
  const classes = await db
    .select({ id: jobClassifications.id })
    .from(jobClassifications)
    .where(inArray(jobClassifications.name, [...limit.classes]));
  if (classes.length !== limit.classes.length) throw new Error(`unknown job class in ${limit.classes.join(', ')}`);
  const [u] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  await db
    .update(rolePermissions)
    .set({ jobClassIds: classes.map((c) => c.id) })
    .where(and(eq(rolePermissions.roleId, u.roleId as number), eq(rolePermissions.permission, limit.permission)));
}

/** A new user of that role, signed in through the API: its token. */
export async function signInAs(t: TestApp, who: Who, limit?: ClassLimit): Promise<string> {
  return (await signInUser(t, who, limit)).token;
}

/** One new user of each entry, signed in at once: the same names, each with its token. */
export async function signInEach<K extends string>(t: TestApp, who: Record<K, Who>): Promise<Record<K, string>> {
  const names = Object.keys(who) as K[];
  const tokens = await Promise.all(names.map((name) => signInAs(t, who[name])));
  return Object.fromEntries(names.map((name, i) => [name, tokens[i]])) as Record<K, string>;
}

/**
 * A test file's app and one signed-in user of each entry, made before its first test: the answer is
 * the TestApp with each entry's token beside it, filled in by then (`const t = testAppWith({ viewer:
 * ['jobs.view'] })`, then `t.app`, `t.viewer`).
 */
export function testAppWith<K extends string>(who: Record<K, Who>): TestApp & Record<K, string> {
  const kit = {} as TestApp & Record<K, string>;
  beforeAll(async () => {
    Object.assign(kit, await createTestApp());
    Object.assign(kit, await signInEach(kit, who));
  });
  return kit;
}

/** A multipart/form-data body, as a browser sends it: text fields and at most one file. */
export function form(
  fields: Record<string, string | number>,
  file?: { bytes: Buffer; name: string; type?: string; field?: string },
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    fd.append(file.field ?? 'file', blob, file.name);
  }
  return fd;
}
