// The benchmark's stack for bench/run.mjs: a scratch database and data folder, the compiled server
// started on them with the demo data loaded, the floor server beside it, and the clean-up that stops
// them and removes the scratch ones (also on Ctrl-C).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './common.mjs';

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'Bench-admin-password-1';
export const DEMO_PASSWORD = 'Fieldbook-Demo-2026!'; // apps/server/src/demo/users.ts

const cleanups = [];
/** Stops what was started and removes the scratch database and folder, newest first. */
export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`cleanup: ${err.message}`);
    }
  }
}
process.on('SIGINT', () => {
  console.error('\nInterrupted: cleaning up…');
  cleanup().finally(() => process.exit(130));
});

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** BENCH_DATABASE_URL as given (kept afterwards), or a fresh database on the local PostgreSQL (dropped). */
async function scratchDatabase() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const name = `fieldbook_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `Cannot reach the local PostgreSQL at ${LOCAL_POSTGRES} (${err.message}). Start it, or set BENCH_DATABASE_URL.`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: LOCAL_POSTGRES });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(LOCAL_POSTGRES, name);
}

/**
 * Runs a Node program from the repository root, through tsx (it may import TypeScript) except the
 * compiled server, which is plain JavaScript as `npm start` runs it; resolves with its exit code.
 */
function node(script, scriptArgs, env, output) {
  const loader = script.startsWith('apps/server/dist/') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, script, ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(output, { end: false });
  child.stderr.pipe(output, { end: false });
  const exited = new Promise((ok) => child.on('exit', (code, signal) => ok(code ?? signal)));
  return { child, exited };
}

async function waitForServer(base, exited, logFile) {
  const deadline = Date.now() + 90_000;
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited while starting; its log:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${base}/api/Authentication/CheckAuth`);
      if (res.status === 401) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within 90 s; its log:\n${tail(logFile)}`);
}

/** One query on the benchmark database. */
export async function queryDb(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/** Signs a demo user in; answers the bearer header. */
export async function signIn(base, username) {
  const res = await fetch(`${base}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Demo sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

export const tail = (file, lines = 30) => readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');

/**
 * A scratch data folder and database, and the server on them as `npm start` runs it: compiled
 * (skipped when the sources have not changed), on a free port; stopped by cleanup().
 */
export async function startServer(logLevel) {
  const dataDir = await mkdtemp(join(tmpdir(), 'fieldbook-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const databaseUrl = await scratchDatabase();
  const port = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: logLevel,
  };
  const base = `http://127.0.0.1:${port}`;

  console.log(`Starting the server on ${base} (database ${new URL(databaseUrl).pathname.slice(1)})…`);
  const build = node('apps/server/scripts/build.mjs', [], {}, log);
  if ((await build.exited) !== 0) throw new Error(`The server did not compile:\n${tail(logFile)}`);
  const t0 = Date.now();
  const server = node('apps/server/dist/main.mjs', [], env, log);
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await server.exited;
      clearTimeout(timer);
    }
  });
  await waitForServer(base, server.exited, logFile);
  return { base, env, dataDir, databaseUrl, logFile, server, serverStartMs: Date.now() - t0 };
}

/** Loads the demo data at `scale` into the server's database (the loader migrates it first); answers the time taken. */
export async function loadDemo({ env, dataDir }, scale) {
  console.log(`Loading the demo data (scale ${scale})…`);
  const t1 = Date.now();
  const demoLog = createWriteStream(join(dataDir, 'demo.log'));
  const demo = node('apps/server/src/demo/cli.ts', ['--scale', String(scale)], env, demoLog);
  const code = await demo.exited;
  if (code !== 0) throw new Error(`The demo loader failed (${code}):\n${tail(join(dataDir, 'demo.log'))}`);
  return Date.now() - t1;
}

/**
 * The floor (bench/floor.mjs): a bare Fastify + pg server sending the same SQL, on the same database;
 * answers its base URL and process id.
 */
export async function startFloor({ env, dataDir }) {
  const port = await freePort();
  const floorBase = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'floor.log');
  const floor = node('bench/floor.mjs', [], { ...env, PORT: String(port) }, createWriteStream(logFile));
  cleanups.push(async () => {
    if (floor.child.exitCode === null && floor.child.signalCode === null) {
      floor.child.kill('SIGTERM');
      await floor.exited;
    }
  });
  await waitForServer(floorBase, floor.exited, logFile);
  console.log(`The floor (bench/floor.mjs, the same SQL on bare Fastify + pg) on ${floorBase}`);
  return { floorBase, floorPid: floor.child.pid };
}
