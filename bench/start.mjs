// Start time: `node bench/start.mjs [--runs 3]`.
//
// Times `npm start` from its launch to the server's first HTTP answer (GET /api/Authentication/CheckAuth,
// any status), with an external PostgreSQL (a fresh database on the local one) and with the embedded
// one (a fresh DATA_DIR):
//   - first start: the builds of the current sources removed (web client and compiled server are
//     built again) and an empty database (the embedded one is initialised), all migrations run;
//   - second start: the same again with nothing changed (builds reused, database migrated), --runs times;
//   - for comparison, the server run through tsx as `npm start` did before (`node --import tsx
//     apps/server/src/main.ts`, no build step), --runs times.
// Writes bench/results/start-<date>.json and the "Start" section of bench/results/README.md.
// Target: the second start answers within 10 s.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { commit, machine, root, today, writeResult } from './common.mjs';

export const START_TARGET_MS = 10_000;
const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);

const freePort = () =>
  new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

/** Process ids below `pid` (children, grandchildren …), read from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * Launches `command`, answers the milliseconds to the first HTTP answer, then stops the Node server
 * it started with SIGTERM (which stops an embedded PostgreSQL cleanly) and waits for everything to end.
 */
async function timeStart(command, commandArgs, env) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    // An undefined value leaves the variable out (the embedded database when DATABASE_URL is unset).
    env: JSON.parse(JSON.stringify({ ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' })),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((ok) => child.on('exit', ok));
  let ms = null;
  while (ms === null) {
    if (child.exitCode !== null) throw new Error(`${command} ${commandArgs.join(' ')} ended:\n${output}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/Authentication/CheckAuth`);
      ms = Math.round(performance.now() - t0);
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  // The Node process itself, not the shell that npm started it from (that would leave it running).
  const server = [child.pid, ...descendants(child.pid)].find((p) =>
    /^\S*node\S* .*apps\/server\/(dist|src)\/main\./.test(cmdline(p)),
  );
  process.kill(server, 'SIGTERM');
  await exited;
  while (cmdline(server)) await new Promise((r) => setTimeout(r, 50));
  return ms;
}

const npmStart = (env) => timeStart('npm', ['start', '--silent'], env);
const tsxStart = (env) => timeStart(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], env);

/** Removes the builds `npm start` would use, so that it builds them again. */
function removeBuilds() {
  spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
  for (const link of ['apps/web/dist', 'apps/server/dist']) rmSync(realpathSync(join(root, link)), { recursive: true });
}

async function withScratchDatabase(run) {
  const name = `fieldbook_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(LOCAL_POSTGRES);
    url.pathname = `/${name}`;
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** First start, then RUNS second starts and RUNS starts through tsx, in one database mode. */
async function measure(label, dbEnv, dataDir) {
  const env = { ...dbEnv, DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-admin-password-1', LOG_LEVEL: 'warn' };
  removeBuilds();
  console.log(`${label}: first start (builds removed, empty database)…`);
  const firstMs = await npmStart(env);
  console.log(`  ${firstMs} ms`);
  const secondMs = [];
  const tsxMs = [];
  for (let i = 0; i < RUNS; i++) {
    secondMs.push(await npmStart(env));
    tsxMs.push(await tsxStart(env));
  }
  console.log(`  second start: ${secondMs.join(', ')} ms; through tsx: ${tsxMs.join(', ')} ms`);
  return { firstMs, secondMs, tsxMs };
}

const loadBefore = loadavg()[0];
/** A fresh DATA_DIR for `run`, removed afterwards. */
async function withDataDir(run) {
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-start-'));
  chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as 'postgres' and must reach it
  try {
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const external = await withScratchDatabase((dbEnv) => withDataDir((dir) => measure('External PostgreSQL', dbEnv, dir)));
const embedded = await withDataDir((dir) => measure('Embedded PostgreSQL', { DATABASE_URL: undefined }, dir));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const result = {
  date: today(),
  commit: commit(),
  machine: machine(),
  loadAverage: [Math.round(loadBefore * 100) / 100, Math.round(loadavg()[0] * 100) / 100],
  runs: RUNS,
  targetMs: START_TARGET_MS,
  external,
  embedded,
  met: median(external.secondMs) <= START_TARGET_MS && median(embedded.secondMs) <= START_TARGET_MS,
};
const file = writeResult('start', result);
console.log(`Wrote ${file.slice(root.length + 1)}`);
