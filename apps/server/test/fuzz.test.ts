/**
 * No request, however malformed, makes the server fail (5xx). Every route the application serves is
 * fuzzed from its own contract schema, signed in as an administrator so requests reach the handlers:
 * a plausible request is built from the schema, then fields are swapped for hostile values (huge
 * numbers, NUL, lone surrogates, deep nesting, prototype keys, wrong types); raw bodies are
 * truncated, and uploads get cut-off multipart bodies. The seed is fixed so a failure repeats.
 */
import type { Endpoint } from '@fieldbook/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/sessions.ts';
import { raw } from './api.ts';
import { createTestApp } from './app.ts';
import { bearer, createUser } from './factories/users.ts';
import { type Json, jsonSchema, plausible } from './plausible.ts';

const t = await createTestApp();
const routes: readonly Endpoint[] = [...t.app.fieldbookRoutes];
const RUNS_PER_ROUTE = 16;

const deep = (depth: number): Json => {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values an attacker would send in any field. */
const hostile: Json[] = [
  2147483648,
  2 ** 53 - 1,
  -2147483649,
  1e308,
  -1,
  0,
  0.5,
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '2147483648',
  '9'.repeat(400),
  'x'.repeat(20_000),
  '',
  null,
  true,
  [],
  {},
  [null, '\u0000', 2 ** 40],
  deep(2000),
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
];

/** Every path to a leaf or container of a plausible value, so each can be swapped for a hostile one. */
function paths(v: Json, prefix: string[] = []): string[][] {
  const out = [prefix];
  if (v && typeof v === 'object') {
    for (const [k, child] of Object.entries(v)) out.push(...paths(child, [...prefix, k]));
  }
  return out;
}

function replaced(v: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  // An earlier mutation may have put a scalar where this path expects a container.
  const from = (v && typeof v === 'object' ? v : {}) as Record<string, Json>;
  const copy: Record<string, Json> = Array.isArray(from) ? ([...from] as unknown as Record<string, Json>) : { ...from };
  const [head, ...rest] = path;
  copy[head] = replaced(from[head], rest, value);
  return copy;
}

type Attack = { kind: 'json'; value: Json } | { kind: 'raw'; body: string } | { kind: 'query'; value: Json };

/** The attacks on one route: mutations of a plausible request, whole hostile bodies, truncated JSON. */
function attacks(e: Endpoint): fc.Arbitrary<Attack> {
  const schema = e.method === 'GET' ? jsonSchema(e.query) : jsonSchema(e.body);
  const base = plausible(schema) ?? {};
  const mutated = fc
    .tuple(
      fc.constantFrom(...paths(base)),
      fc.oneof(fc.constantFrom(...hostile), fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>),
    )
    .map(([path, value]) => replaced(base, path, value));
  const twice = fc
    .tuple(mutated, fc.constantFrom(...paths(base)), fc.constantFrom(...hostile))
    .map(([v, path, value]) => replaced(v, path, value));
  if (e.method === 'GET') return fc.oneof(mutated, twice).map((value) => ({ kind: 'query', value }));
  const raw = mutated
    .map((v) => JSON.stringify(v))
    .chain((s) =>
      fc.nat({ max: Math.max(0, s.length - 1) }).map((n) => ({ kind: 'raw' as const, body: s.slice(0, n) })),
    );
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(mutated, twice).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom(...hostile).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: raw },
  );
}

/** Query values as a browser would send them: text, repeated keys for arrays. */
function queryString(v: Json): string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return '';
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(v)) {
    for (const one of Array.isArray(val) ? val : [val]) {
      q.append(k, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
    }
  }
  return q.toString();
}

function request(e: Endpoint, a: Attack, token: string): InjectOptions {
  const url = `/api${e.path}`;
  const headers = bearer(token);
  if (a.kind === 'query') return { method: e.method, url: `${url}?${queryString(a.value)}`, headers };
  if (a.kind === 'raw') {
    return { method: e.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: a.body };
  }
  return {
    method: e.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(a.value),
  };
}

/** Runs the property; a failure names the request in a few hundred characters, not the whole payload. */
async function assertNoServerError<T>(arb: fc.Arbitrary<T>, runs: number, send: (a: T) => Promise<LightResponse>) {
  const result = await fc.check(
    fc.asyncProperty(arb, async (a) => (await send(a)).statusCode < 500),
    { seed: 20261124, numRuns: runs, endOnFailure: true },
  );
  if (result.failed && result.counterexample) {
    const [a] = result.counterexample;
    const res = await send(a);
    expect.fail(`${res.statusCode} ${res.body.slice(0, 200)} for ${JSON.stringify(a).slice(0, 400)}`);
  }
}
type LightResponse = { statusCode: number; body: string };

/** An administrator of its own per route, so a route that ends sessions or changes a password spoils nothing. */
async function adminToken(): Promise<string> {
  const u = await createUser(t.database.db, { role: 'Administrator', signInable: false });
  return createSession(t.database.db, u.id, false, '127.0.0.1', 'fuzz');
}

const label = (e: Endpoint) => `${e.method} ${e.path}`;

describe('no request makes the server fail', () => {
  it.each(routes.filter((e) => !e.multipart).map((e) => [label(e), e] as const))('%s', async (_name, e) => {
    const token = await adminToken();
    await assertNoServerError(attacks(e), RUNS_PER_ROUTE, (a) => raw(t.app, request(e, a, token)));
  });

  const boundary = 'fuzzboundary';
  const part = (name: string, filename: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${content}\r\n`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it.each(routes.filter((e) => e.multipart).map((e) => [label(e), e] as const))('%s', async (_name, e) => {
    const token = await adminToken();
    const full =
      field('id', '1') +
      field('jobId', '2147483648') +
      field('documentName', 'a\u0000b') +
      part('file', 'a\u0000.pdf', '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') +
      `--${boundary}--\r\n`;
    await assertNoServerError(fc.nat({ max: full.length }), 40, (cut) =>
      raw(t.app, {
        method: e.method,
        url: `/api${e.path}`,
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: full.slice(0, cut),
      }),
    );
  });
});
