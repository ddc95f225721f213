import { randomUUID } from 'node:crypto';
import * as contract from '@fieldbook/contract';
import { type Endpoint, IDEMPOTENCY_KEY_HEADER, messages } from '@fieldbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { crewPair, type OnceRequest, onceRequests } from '../../test/once-requests.ts';
import { pruneRequestKeys } from './request-keys.ts';

// Every write the device's outbox may send (contract `once`) applies an Idempotency-Key once
// (docs/api.md, "Retrying writes safely"). The list comes from the contract: a new `once` endpoint
// without a request in test/once-requests.ts fails here.

/** Every endpoint descriptor the contract exports, once each. */
const endpoints = [
  ...new Set(
    Object.values(contract).flatMap((v) =>
      v && typeof v === 'object' && 'path' in v && 'method' in v ? [v as Endpoint] : [],
    ),
  ),
];
const ONCE = endpoints.filter((e) => e.once);
const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;

let t: TestApp;
let me: { id: number; token: string };
let other: { id: number; token: string };
let requests: Record<string, () => Promise<OnceRequest>>;

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await crewPair(t);
  requests = await onceRequests(t, me.token);
});

const send = (e: Endpoint, body: unknown, key: string, token = me.token) =>
  call(t.app, e, { body, token, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const replayed = (res: Answer<unknown>) => res.headers['idempotency-replayed'];

describe('the outbox-sendable writes', () => {
  it('are the calls the protocol lists, each with a request to try', () => {
    expect(ONCE.map(nameOf)).toEqual(expect.arrayContaining(Object.keys(requests)));
    expect(Object.keys(requests).sort()).toEqual(ONCE.map(nameOf).sort());
    // Bound on this server too (defineRoute), so none is only in the contract.
    const bound = new Set(t.app.fieldbookRoutes.filter((e) => e.once).map(nameOf));
    expect([...bound].sort()).toEqual(ONCE.map(nameOf).sort());
  });
});

describe.each(ONCE.map((e) => [nameOf(e), e] as const))('%s with an Idempotency-Key', (name, endpoint) => {
  const prepare = () => {
    const make = requests[name];
    if (!make) throw new Error(`no request for ${name} in test/once-requests.ts`);
    return make();
  };

  it('runs once: a repeat answers the same status and body, marked replayed, and writes nothing', async () => {
    const r = await prepare();
    const key = randomUUID();
    const before = await r.rows();
    const first = await send(endpoint, r.body(), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(replayed(first)).toBeUndefined();
    const again = await send(endpoint, r.body(), key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(replayed(again)).toBe('true');
    expect(await r.rows()).toBe(before + r.change);

    const stolen = await send(endpoint, r.body(), key, other.token);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json.message).toBe(messages.requestKeyReused);
    expect(await r.rows()).toBe(before + r.change);
  });

  it('runs once when two tries with one key arrive together, and both get its answer', async () => {
    const r = await prepare();
    const key = randomUUID();
    const before = await r.rows();
    const [a, b] = await Promise.all([send(endpoint, r.body(), key), send(endpoint, r.body(), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect([replayed(a), replayed(b)].filter(Boolean)).toEqual(['true']);
    expect(await r.rows()).toBe(before + r.change);
  });

  it('leaves the key free when the first try is refused: the corrected retry is applied', async () => {
    const r = await prepare();
    const key = randomUUID();
    const before = await r.rows();
    const refused = await send(endpoint, r.bad(), key);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await r.rows()).toBe(before);
    const fixed = await send(endpoint, r.body(), key);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(replayed(fixed)).toBeUndefined();
    expect(await r.rows()).toBe(before + r.change);
  });
});

describe('the Idempotency-Key', () => {
  const [first, second] = ONCE;

  it('is refused with 400 when it is not a uuid, and nothing is written', async () => {
    const r = await requests[nameOf(first)]();
    const before = await r.rows();
    const res = await send(first, r.body(), 'retry-1');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.idempotencyKeyInvalid);
    expect(await r.rows()).toBe(before);
  });

  it('of one call is refused with 409 on another call', async () => {
    const key = randomUUID();
    const one = await requests[nameOf(first)]();
    expect((await send(first, one.body(), key)).statusCode).toBe(200);
    const two = await requests[nameOf(second)]();
    const before = await two.rows();
    const res = await send(second, two.body(), key);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.requestKeyReused);
    expect(await two.rows()).toBe(before);
  });

  it('is optional: without it a write runs each time it is sent', async () => {
    const e = ONCE.find((x) => x.path === '/TimesheetEntry/CreateTimesheetEntries') as Endpoint;
    const r = await requests[nameOf(e)]();
    const before = await r.rows();
    const body = r.body() as { date: string };
    const a = await call(t.app, e, { body, token: me.token });
    expect(a.statusCode).toBe(200);
    // The same entry again overlaps the first: the server really ran it a second time.
    const b = await call(t.app, e, { body, token: me.token });
    expect(b.statusCode).toBe(400);
    expect(await r.rows()).toBe(before + 1);
  });

  it('is forgotten after 30 days', async () => {
    const r = await requests[nameOf(first)]();
    const key = randomUUID();
    await send(first, r.body(), key);
    await t.database.pool.query(
      "update request_keys set created_at = now() - interval '31 days' where request_key = $1",
      [key],
    );
    expect(await pruneRequestKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.pool.query('select 1 from request_keys where request_key = $1', [key]);
    expect(rows.rowCount).toBe(0);
  });
});
