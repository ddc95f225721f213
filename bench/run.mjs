// API benchmark: starts the real server on a scratch database, loads the demo data, and measures
// with autocannon either sign-in, the session check and the navigation (suite 'auth', the default)
// or the list and search calls at scale (suite 'lists'), or the inventory reads at scale (suite
// 'inventory'), or Lighthouse's mobile audits of four screens (suite 'lighthouse'). See bench/README.md.
//
//   node bench/run.mjs [--suite auth|lists|inventory|stock|lighthouse] [--runs N] [--operations N] [--scale N] [--duration S] [--connections C] [--log-level L] [--no-bundle]
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureBundle } from './bundle-size.mjs';
import { commit, machine, root, today, writeResult } from './common.mjs';
import { cursorAfter, INVENTORY_ROW_COUNTS_SQL, INVENTORY_TARGETS_SQL, inventoryPlan } from './inventory.mjs';
import { runLighthouseSuite } from './lighthouse.mjs';
import { BUSIEST_ACCOUNT_SQL, listsPlan, ROW_COUNTS_SQL } from './lists.mjs';
import { runStockSuite } from './stock.mjs';

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const ADMIN_PASSWORD = 'Bench-admin-password-1';
const DEMO_PASSWORD = 'Fieldbook-Demo-2026!'; // apps/server/src/demo/users.ts
const DEMO_USERNAMES = [
  'demo.admin',
  'demo.office',
  'demo.sales',
  'demo.operations',
  'demo.accounting',
  'demo.supervisor',
  'demo.technician',
  'demo.shop',
  'demo.drillmgr',
  'demo.drilluser',
];

const { values: args } = parseArgs({
  options: {
    suite: { type: 'string', default: 'auth' },
    scale: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    'no-bundle': { type: 'boolean', default: false },
    operations: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
  },
});
/** Per suite: the default scale and connections (the lists and inventory target: scale 10 at 20 connections). */
const SUITES = {
  auth: { scale: '1', connections: '16' },
  lists: { scale: '10', connections: '20' },
  inventory: { scale: '10', connections: '20' },
  // Connections here are the workers of bench/stock.mjs, each sending --operations stock operations.
  stock: { scale: '1', connections: '20' },
  // Connections are not used: Lighthouse loads each page in one browser, --runs times.
  lighthouse: { scale: '1', connections: '1' },
};
const suite = args.suite;
if (!SUITES[suite]) {
  console.error(`--suite must be one of ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
const scale = positiveInt(args.scale ?? SUITES[suite].scale, '--scale');
const duration = positiveInt(args.duration, '--duration');
const warmup = Number(args.warmup);
const connections = positiveInt(args.connections ?? SUITES[suite].connections, '--connections');

function positiveInt(v, name) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return n;
}

const cleanups = [];
async function cleanup() {
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
async function queryDb(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/** Signs a demo user in; answers the bearer header. */
async function signIn(base, username) {
  const res = await fetch(`${base}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Demo sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Whether an optional endpoint exists yet: one request, 404 means not built. */
async function available({ opts }) {
  const res = await fetch(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body });
  await res.arrayBuffer();
  return res.status !== 404;
}

const tail = (file, lines = 30) => readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (v) => (v === null ? null : Math.round(v * 100) / 100);

/** One autocannon run; latencies are collected per response for exact percentiles. */
async function cannon(name, opts, clients = connections) {
  const latencies = [];
  // With a warm-up, the returned tracker reports only the measured run's responses.
  const instance = autocannon({
    connections: clients,
    duration,
    ...(warmup > 0 ? { warmup: { connections: clients, duration: warmup } } : {}),
    ...opts,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  // Socket errors are counted by autocannon; keep a few distinct messages to explain them.
  const errorMessages = new Set();
  instance.on('reqError', (err) => {
    if (errorMessages.size < 3) errorMessages.add(String(err?.code ?? err?.message ?? err));
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((s, v) => s + v, 0) / (latencies.length || 1);
  return {
    name,
    method: opts.method ?? 'GET',
    path: new URL(opts.url).pathname,
    requestsPerSecond: result.requests.mean,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      mean: round(mean),
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? null),
    },
    throughputBytesPerSecond: result.throughput.mean,
    ...(errorMessages.size ? { errorMessages: [...errorMessages] } : {}),
  };
}

async function main() {
  const started = Date.now();
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
    LOG_LEVEL: args['log-level'],
  };
  const base = `http://127.0.0.1:${port}`;

  console.log(`Starting the server on ${base} (database ${new URL(databaseUrl).pathname.slice(1)})…`);
  // The server as `npm start` runs it: compiled (skipped when the sources have not changed).
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
  const serverStartMs = Date.now() - t0;

  console.log(`Loading the demo data (scale ${scale})…`);
  const t1 = Date.now();
  const demoLog = createWriteStream(join(dataDir, 'demo.log'));
  const demo = node('apps/server/src/demo/cli.ts', ['--scale', String(scale)], env, demoLog);
  const code = await demo.exited;
  if (code !== 0) throw new Error(`The demo loader failed (${code}):\n${tail(join(dataDir, 'demo.log'))}`);
  const demoLoadMs = Date.now() - t1;

  const authHeaders = await signIn(base, 'demo.admin');
  // Other work on the machine skews every figure: the load average before and after tells.
  const loadBefore = loadavg()[0];
  const stock =
    suite === 'stock' ? await stockRun({ base, databaseUrl, authorization: authHeaders.authorization }) : undefined;
  const lighthouseRun =
    suite === 'lighthouse' ? await runLighthouseSuite({ base, runs: positiveInt(args.runs, '--runs') }) : undefined;
  const plan =
    suite === 'stock' || suite === 'lighthouse'
      ? []
      : suite === 'lists'
        ? listsPlan({
            base,
            admin: authHeaders,
            drillingUser: await signIn(base, 'demo.drilluser'),
            accountId: (await queryDb(databaseUrl, BUSIEST_ACCOUNT_SQL))[0].id,
          })
        : suite === 'inventory'
          ? await inventoryTargets(base, authHeaders, databaseUrl)
          : authPlan(base, authHeaders);
  const benchmarks = [];
  let serverGone = false;
  server.exited.then(() => {
    serverGone = true;
  });
  // The floor is measured right after each endpoint, so that both see the same load on a busy machine.
  const floorBase = suite === 'lists' || suite === 'inventory' ? await startFloor({ env, dataDir }) : undefined;
  const floor = floorBase ? [] : undefined;
  for (const item of plan) {
    const { name, opts } = item;
    if (item.optional && !(await available(item))) {
      console.log(`  ${name}: not available (404), skipped`);
      benchmarks.push({ name, method: opts.method ?? 'GET', path: new URL(opts.url).pathname, notAvailable: true });
      continue;
    }
    console.log(`  ${name}: ${warmup ? `${warmup} s warm-up + ` : ''}${duration} s, ${connections} connections…`);
    const r = await cannon(name, opts);
    if (serverGone) throw new Error(`The server stopped during "${name}"; its log:\n${tail(logFile)}`);
    benchmarks.push(r);
    const l = r.latencyMs;
    console.log(
      `    ${r.requestsPerSecond.toFixed(1)} req/s; p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms` +
        (r.non2xx || r.errors || r.timeouts ? `; ${r.non2xx} not 2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ''),
    );
    if (suite === 'lists') {
      // One request at a time: what a user waits for when the server is not queueing (target ≤ 25 ms).
      const one = await cannon(name, opts, 1);
      r.oneConnection = { requestsPerSecond: one.requestsPerSecond, requests: one.requests, latencyMs: one.latencyMs };
      console.log(`    1 connection: p50 ${one.latencyMs.p50} ms, p95 ${one.latencyMs.p95} ms`);
    }
    if (floor) floor.push(await measureFloor(item, r, base, floorBase));
    if (r.errorMessages) console.log(`    errors: ${r.errorMessages.join(', ')}; server log:\n${tail(logFile, 10)}`);
  }

  const [{ users }] = await queryDb(databaseUrl, 'SELECT count(*)::int AS users FROM users');
  const result = {
    date: today(),
    suite,
    commit: commit(),
    machine: machine(),
    scale,
    users,
    ...(suite === 'lists' ? { rows: (await queryDb(databaseUrl, ROW_COUNTS_SQL))[0] } : {}),
    ...(suite === 'inventory' ? { rows: (await queryDb(databaseUrl, INVENTORY_ROW_COUNTS_SQL))[0] } : {}),
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    logLevel: args['log-level'],
    serverStartMs,
    demoLoadMs,
    loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]) },
    benchmarks,
    ...(stock ? { stock } : {}),
    ...(lighthouseRun ?? {}),
    ...(floor ? { floor } : {}),
  };
  const file = writeResult(suite === 'auth' ? 'api' : suite, result);
  console.log(`\nWrote ${file.slice(root.length + 1)}`);

  if (!args['no-bundle']) {
    const bundle = measureBundle();
    console.log(bundle.message);
  }
  console.log(`Summary: bench/results/README.md (${Math.round((Date.now() - started) / 1000)} s in all)`);
}

/** Suite 'stock': the random workload, then the ledger's invariants; prints what it found. */
async function stockRun({ base, databaseUrl, authorization }) {
  const steps = positiveInt(args.operations, '--operations');
  console.log(`  stock: ${connections} workers × ${steps} operations…`);
  const r = await runStockSuite({ base, databaseUrl, authorization, workers: connections, steps });
  console.log(
    `    ${r.requests} requests in ${r.seconds} s (${r.requestsPerSecond} req/s); ` +
      `${r.violations} violations, ${r.deadlocks} deadlocks, ${r.serverErrors} server errors; by status ${JSON.stringify(r.byStatus)}`,
  );
  for (const v of [...r.violationSamples, ...r.serverErrorSamples]) console.log(`    ${v}`);
  return r;
}

/**
 * The floor (bench/floor.mjs): a bare Fastify + pg server sending the same SQL, on the same database;
 * answers its base URL.
 */
async function startFloor({ env, dataDir }) {
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
  return floorBase;
}

/** One endpoint of the plan against the floor, right after Fieldbook's run `own`; prints the share. */
async function measureFloor(item, own, base, floorBase) {
  const opts = { ...item.opts, url: item.opts.url.replace(base, floorBase) };
  const r = await cannon(item.name, opts);
  const ratio = r.requestsPerSecond ? round(own.requestsPerSecond / r.requestsPerSecond) : null;
  console.log(
    `    the floor: ${r.requestsPerSecond.toFixed(1)} req/s, p95 ${r.latencyMs.p95} ms` +
      (r.non2xx || r.errors ? `; ${r.non2xx} not 2xx, ${r.errors} errors` : '') +
      `; Fieldbook ${ratio}× the floor`,
  );
  return { ...r, fieldbookRatio: ratio };
}

/**
 * Suite 'inventory': the biggest yard, the busiest job, and cursors 50 pages deep into the asset list
 * and the audit (found by following `next`), then the plan of bench/inventory.mjs. The database is
 * vacuumed first, as autovacuum would have done after the load, so that index-only scans can skip
 * the heap.
 */
async function inventoryTargets(base, admin, databaseUrl) {
  console.log('Vacuuming the inventory tables and finding the biggest yard and the busiest job…');
  await queryDb(databaseUrl, 'VACUUM ANALYZE assets, asset_statuses, stock_movements, stock_balances');
  const [{ yardId, jobId }] = await queryDb(databaseUrl, INVENTORY_TARGETS_SQL);
  const assetCursor = await cursorAfter(base, admin, '/AssetInventory/GetSerializedItemAndStatusList', 50);
  const auditCursor = await cursorAfter(base, admin, '/Inventory/InventoryAudit?amount=1', 50);
  if (!yardId || !jobId || !assetCursor || !auditCursor)
    throw new Error('The inventory suite needs the generated inventory: run it at --scale 2 or more.');
  return inventoryPlan({ base, admin, yardId, jobId, assetCursor, auditCursor });
}

/** Suite 'auth': sign-in (a different demo user each request), the session check and the navigation. */
function authPlan(base, authHeaders) {
  const usernames = [];
  for (let k = 1; k <= scale; k++) for (const u of DEMO_USERNAMES) usernames.push(k === 1 ? u : `${u}${k}`);
  return [
    {
      name: 'POST /api/Authentication/Authenticate',
      opts: {
        url: `${base}/api/Authentication/Authenticate`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request signs in the next demo user, with the right password (failures would be throttled).
        requests: [
          {
            setupRequest: (req, context) => {
              context.i = ((context.i ?? Math.floor(Math.random() * usernames.length)) + 1) % usernames.length;
              return { ...req, body: JSON.stringify({ username: usernames[context.i], password: DEMO_PASSWORD }) };
            },
          },
        ],
      },
    },
    {
      name: 'GET /api/Authentication/CheckAuth',
      opts: { url: `${base}/api/Authentication/CheckAuth`, headers: authHeaders },
    },
    {
      name: 'GET /api/Navigation/GetNavigation',
      opts: { url: `${base}/api/Navigation/GetNavigation`, headers: authHeaders },
    },
  ];
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
