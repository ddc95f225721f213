// Job page benchmark (see bench/README.md): the real app in-process, serving the built web client on
// the demo data, and headless Chromium opening one job's page N times. Per load it records every API
// request with its start and end, the waves they form (a request starting after another one ended is
// in a later wave), and the time until the page settles; each distinct request is then replayed alone
// to count the SQL statements it costs (the pool is wrapped, as apps/server/test/statements.test.ts does).
//
//   node --import tsx bench/job-page.mjs [--runs 20] [--user demo.admin] [--job <id>] [--web <client build>] [--note <text>]
//   BENCH_DATABASE_URL=postgresql://…/db node --import tsx bench/job-page.mjs   # reuse (and keep) a demo database
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { loadDemo } from '../apps/server/src/demo/load.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/users.ts';
import { commit, machine, root, today, writeResult } from './common.mjs';
import { inProcessApp } from './in-process-app.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    user: { type: 'string', default: 'demo.admin' },
    job: { type: 'string' },
    note: { type: 'string' },
    web: { type: 'string' },
  },
});
const LOCAL_POSTGRES = process.env.BENCH_POSTGRES ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// --web: another build of the client to serve (an earlier commit's, to compare on the same machine at the same time).
const WEB_DIR = args.web ?? join(root, 'apps/web/dist');
/** The targets of the job page: at most this many waves and statements for its own call, settled in time. */
export const JOB_PAGE_TARGETS = { waves: 2, jobPageStatements: 6, settleP95Ms: 1500 };
/**
 * The application shell's requests, made on every full load whatever the page (the session check, then
 * the menu, the user, the route check and the help link): the page's own waves are counted without them.
 */
const SHELL_CALLS = new Set([
  '/api/Authentication/CheckAuth',
  '/api/Navigation/GetNavigation',
  '/api/Navigation/CheckURLNavAuth',
  '/api/User/GetSelfInfo',
  '/api/Dokuwiki/GetRouteHelpLink',
]);
const isShell = (r) => SHELL_CALLS.has(r.path.split('?')[0]);
/** How long no API request may be in flight before the page counts as settled. */
const QUIET_MS = 1000;

if (!existsSync(join(WEB_DIR, 'index.html'))) {
  console.error('The web client is not built: npm run build');
  process.exit(1);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (v) => Math.round(v * 10) / 10;

/** Counts the statements every pool client runs while `counting` is on (as statements.test.ts does). */
function statementCounter(pool) {
  const state = { counting: false, count: 0 };
  const wrapped = new WeakSet();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client);
    client.query = (...a) => {
      if (state.counting) state.count++;
      return query(...a);
    };
  });
  return state;
}

/** Wave of each request: 1, or one more than the latest wave among the requests that ended before it started. */
export function assignWaves(requests, key = 'wave') {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const r of sorted) {
    const before = sorted.filter((q) => q !== r && q.end !== undefined && q.end <= r.start);
    r[key] = 1 + Math.max(0, ...before.map((q) => q[key] ?? 1));
  }
  return sorted;
}

async function scratchDatabase() {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, fresh: false, drop: async () => {} };
  const name = `fieldbook_bench_jobpage_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: LOCAL_POSTGRES });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), fresh: true, drop };
}

const scratch = await scratchDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'fieldbook-bench-jobpage-'));
const { config, database, app } = await inProcessApp({ databaseUrl: scratch.url, dataDir, webDir: WEB_DIR });
if (scratch.fresh) {
  console.log('Loading the demo data…');
  await loadDemo(database.db, config, { scale: 1 });
}
const counter = statementCounter(database.pool);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  const signIn = await fetch(`${base}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.user, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Sign-in of ${args.user} failed: ${signIn.status}`);
  const { token } = await signIn.json();
  const authorization = `Bearer ${token}`;
  // The demo job with the most notes the user sees (unless --job names one), opened at its current stage.
  const [{ id: jobId }] = args.job
    ? [{ id: Number(args.job) }]
    : (
        await database.pool.query(
          'SELECT j.id FROM jobs j JOIN opportunities o ON o.id = j.opportunity_id ' +
            'ORDER BY (SELECT count(*) FROM job_notes n WHERE n.job_id = j.id) DESC, o.is_drilling DESC, j.id LIMIT 1',
        )
      ).rows;
  const profile = await fetch(`${base}/api/Job/GetJobProfile`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ id: jobId }),
  }).then((r) => r.json());
  const info = profile.jobInfo;
  const path = `/Opportunities/${info.opportunityId}/${jobId}/${info.jobStage}`;
  console.log(`Opening ${path} (${info.jobName}) as ${args.user}, ${args.warmup} warm-up + ${args.runs} runs…`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('fieldbook.token', t), token);

  /** One full load of the page: its API requests (start/end in ms from navigation) and the time to settle. */
  async function open() {
    const page = await context.newPage();
    const requests = [];
    const byRequest = new Map();
    let statements = 0;
    const t0 = performance.now();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/api/')) return;
      const r = {
        method: req.method(),
        path: url.pathname + url.search,
        body: req.postData() ?? undefined,
        start: performance.now() - t0,
      };
      byRequest.set(req, r);
      requests.push(r);
    });
    const done = (req) => {
      const r = byRequest.get(req);
      if (r) r.end = performance.now() - t0;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    counter.count = 0;
    counter.counting = true;
    await page.goto(base + path);
    await page.getByRole('region', { name: 'Job details' }).waitFor();
    // Settled: nothing in flight for QUIET_MS.
    for (;;) {
      const now = performance.now() - t0;
      const inFlight = requests.some((r) => r.end === undefined);
      const lastEnd = Math.max(0, ...requests.map((r) => r.end ?? now));
      if (!inFlight && now - lastEnd >= QUIET_MS) break;
      await new Promise((ok) => setTimeout(ok, 50));
    }
    counter.counting = false;
    statements = counter.count;
    await page.close();
    const settleMs = Math.max(...requests.map((r) => r.end));
    // The same from the session check, which starts once the app's code has loaded and run.
    const sessionCheck = requests.find((r) => r.path.startsWith('/api/Authentication/CheckAuth'));
    // The waves of every request of the load, and of the page's own (the shell's left out).
    assignWaves(
      requests.filter((r) => !isShell(r)),
      'pageWave',
    );
    const afterSessionCheckMs = settleMs - (sessionCheck?.start ?? 0);
    return { requests: assignWaves(requests), settleMs, afterSessionCheckMs, statements };
  }

  for (let i = 0; i < Number(args.warmup); i++) await open();
  const loads = [];
  for (let i = 0; i < Number(args.runs); i++) loads.push(await open());

  // Each distinct request of the last load, replayed alone: its statements (the session is cached).
  const last = loads.at(-1);
  const perRequest = [];
  for (const r of last.requests) {
    counter.count = 0;
    counter.counting = true;
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: { authorization, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      body: r.body,
    });
    await res.arrayBuffer();
    counter.counting = false;
    perRequest.push({
      method: r.method,
      path: r.path,
      wave: r.wave,
      pageWave: r.pageWave ?? null,
      startMs: round(r.start),
      endMs: round(r.end),
      status: res.status,
      statements: counter.count,
    });
  }

  const settle = loads.map((l) => l.settleMs).sort((a, b) => a - b);
  const afterCheck = loads.map((l) => l.afterSessionCheckMs).sort((a, b) => a - b);
  const waves = loads.map((l) => Math.max(...l.requests.map((r) => r.wave)));
  const pageWaves = loads.map((l) => Math.max(0, ...l.requests.map((r) => r.pageWave ?? 0)));
  const jobPageCall = perRequest.find((r) => r.path.startsWith('/api/Job/JobPage'));
  const result = {
    date: today(),
    commit: commit(),
    machine: machine(),
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    user: args.user,
    ...(args.web ? { web: args.web } : {}),
    job: { id: jobId, name: info.jobName, path },
    runs: loads.length,
    targets: JOB_PAGE_TARGETS,
    // Waves of the page's own requests; with the shell's (the session check first) under `wavesWithShell`.
    waves: { min: Math.min(...pageWaves), max: Math.max(...pageWaves) },
    wavesWithShell: { min: Math.min(...waves), max: Math.max(...waves) },
    requests: {
      min: Math.min(...loads.map((l) => l.requests.length)),
      max: Math.max(...loads.map((l) => l.requests.length)),
    },
    // Statements of one whole load (every request, as the browser sent them) and of each request alone.
    statementsPerLoad: {
      min: Math.min(...loads.map((l) => l.statements)),
      max: Math.max(...loads.map((l) => l.statements)),
    },
    statementsReplayed: perRequest.reduce((n, r) => n + r.statements, 0),
    jobPageStatements: jobPageCall?.statements ?? null,
    // From the navigation's start until no request was in flight for QUIET_MS (that quiet time not counted).
    settleMs: { p50: round(percentile(settle, 50)), p95: round(percentile(settle, 95)), max: round(settle.at(-1)) },
    // The same counted from the session check's start: the page's requests without the app's code loading.
    afterSessionCheckMs: { p50: round(percentile(afterCheck, 50)), p95: round(percentile(afterCheck, 95)) },
    lastLoad: perRequest,
    ...(args.note ? { note: args.note } : {}),
  };
  result.met = {
    waves: result.waves.max <= JOB_PAGE_TARGETS.waves,
    jobPageStatements:
      result.jobPageStatements !== null && result.jobPageStatements <= JOB_PAGE_TARGETS.jobPageStatements,
    settle: result.settleMs.p95 <= JOB_PAGE_TARGETS.settleP95Ms,
  };
  const file = writeResult('job-page', result);
  for (const r of perRequest)
    console.log(
      `  wave ${r.wave} (page ${r.pageWave ?? '–'})  ${String(r.startMs).padStart(7)}–${String(r.endMs).padEnd(7)} ms  ${r.statements} st.  ${r.method} ${r.path}`,
    );
  const { lastLoad: _l, ...figures } = result;
  console.log(JSON.stringify(figures, null, 2));
  console.log(`written to ${file}`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
