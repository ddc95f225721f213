// Two Fieldbook processes (the compiled server, as `npm start` runs it) on one PostgreSQL database
// and one bucket, behind a round-robin proxy: what running several instances relies on.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { s3Store } from '../src/platform/s3-store.ts';
import { withDatabase } from './global-setup.ts';
import { startS3, type TestS3 } from './s3.ts';
import { firstAnswer, freePort } from './server-process.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PASSWORD = 'Admin-test-password-1';
/** The header the proxy answers with: which instance (0 or 1) served the request. */
const SERVED_BY = 'x-served-by';

let s3: TestS3;
let databaseUrl: string;
let proxy: Server;
let base: string;
const instances: { process: ChildProcess; port: number; output: string }[] = [];

/** Sends each request to the next instance in turn, and says which one answered. */
function roundRobin(ports: number[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const index = next++ % ports.length;
    const upstream = request(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

async function startInstance(s3env: Record<string, string>) {
  const port = await freePort();
  const instance = { port, output: '', process: undefined as unknown as ChildProcess };
  instance.process = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
    env: {
      ...process.env,
      ...s3env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Each its own DATA_DIR (only temporary uploads go there): the files are shared through the bucket alone.
      DATA_DIR: await mkdtemp(join(tmpdir(), 'fieldbook-instance-')),
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  instance.process.stdout?.on('data', (c) => (instance.output += c));
  instance.process.stderr?.on('data', (c) => (instance.output += c));
  instances.push(instance);
  return instance;
}

/** A request through the proxy; answers the response and which instance served it. */
async function viaProxy(path: string, init: RequestInit = {}, token?: string) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(`${base}/api${path}`, { ...init, headers });
  return { res, servedBy: Number(res.headers.get(SERVED_BY)) };
}

async function signIn() {
  const { res } = await viaProxy('/Authentication/Authenticate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  const compile = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], { encoding: 'utf8' });
  expect(compile.status, compile.stderr).toBe(0);
  // An empty database: the two instances find it so and migrate it together.
  const name = `fbtest_${process.ppid}_${process.pid}_two`; // dropped by the global teardown
  const admin = new pg.Client({ connectionString: withDatabase(inject('testServerUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databaseUrl = withDatabase(inject('testServerUrl'), name);
  s3 = await startS3();

  const both = [await startInstance(s3.env('two')), await startInstance(s3.env('two'))];
  for (const i of both) {
    const check = await firstAnswer(`http://127.0.0.1:${i.port}/api/Authentication/CheckAuth`, 90_000).catch(() => {
      throw new Error(`An instance did not answer:\n${i.output}`);
    });
    expect(check.status, i.output).toBe(401);
  }
  proxy = roundRobin(both.map((i) => i.port));
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  const address = proxy.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 180_000);

afterAll(async () => {
  await new Promise((ok) => (proxy ? proxy.close(ok) : ok(undefined)));
  const stopped = instances.map(
    (i) => new Promise((ok) => (i.process.exitCode === null ? i.process.once('exit', ok).kill('SIGTERM') : ok(0))),
  );
  await Promise.all(stopped);
});

describe('two instances on one database and one bucket', () => {
  it('both started together on an empty database, which was migrated once', async () => {
    const journal = JSON.parse(readFileSync(join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      const admins = await client.query("SELECT id FROM users WHERE username = 'admin'");
      expect(admins.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    for (const i of instances) expect(i.process.exitCode, i.output).toBeNull();
  });

  it('a photo uploaded through one is served by the other', async () => {
    const token = await signIn();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'Site photo');
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'site.png');
    const saved = await viaProxy('/User/SaveUserDocument', { method: 'POST', body: form }, token);
    expect(saved.res.status).toBe(200);
    const { data } = (await saved.res.json()) as { data: { userDocumentId: number } };

    const served = await viaProxy(`/User/GetUserDocument?documentId=${data.userDocumentId}`, {}, token);
    expect(served.servedBy).not.toBe(saved.servedBy);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.res.arrayBuffer()).equals(photo)).toBe(true);

    // The bytes are in the bucket, not on either instance's disk.
    const inBucket = [];
    for await (const ids of s3Store(s3.location('two')).olderThan(Date.now() + 60_000)) inBucket.push(...ids);
    expect(inBucket).toHaveLength(1);
  });

  it('a session revoked on one is refused by the other at once', async () => {
    for (let round = 0; round < 10; round++) {
      const token = await signIn();
      // Both instances have the session in their caches.
      const checks = [
        await viaProxy('/Authentication/CheckAuth', {}, token),
        await viaProxy('/Authentication/CheckAuth', {}, token),
      ];
      expect(checks.map((c) => c.res.status)).toEqual([200, 200]);
      expect(new Set(checks.map((c) => c.servedBy)).size).toBe(2);

      const out = await viaProxy('/Authentication/Logout', { method: 'POST' }, token);
      expect(out.res.status).toBe(200);
      const after = await viaProxy('/Authentication/CheckAuth', {}, token);
      expect(after.servedBy).not.toBe(out.servedBy);
      expect(after.res.status).toBe(401);
    }
  });
});
