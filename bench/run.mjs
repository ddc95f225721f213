// API benchmark: starts the real server on a scratch database, loads the demo data, and measures
// with autocannon either sign-in, the session check and the navigation (suite 'auth', the default)
// or the list and search calls at scale (suite 'lists'), or the inventory reads at scale (suite
// 'inventory'), or the header's search (suite 'search'), or Lighthouse's mobile audits of four screens (suite 'lighthouse'). See bench/README.md.
//
//   node bench/run.mjs [--suite auth|lists|inventory|search|stock|lighthouse] [--runs N] [--operations N] [--rounds N] [--scale N] [--duration S] [--connections C] [--log-level L] [--no-bundle]
//
// This file reads the options, runs the suite and writes its result; the server, database and clean-up
// are in bench/stack.mjs, the suites in bench/suites.mjs, the autocannon runs in bench/cannon.mjs.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measureBundle } from './bundle-size.mjs';
import { available, cannon, round } from './cannon.mjs';
import { commit, machine, root, today, writeResult } from './common.mjs';
import { runLighthouseSuite } from './lighthouse.mjs';
import { cleanup, loadDemo, queryDb, signIn, startFloor, startServer, tail } from './stack.mjs';
import { SUITES, stockRun, suitePlan, suiteRows } from './suites.mjs';
import { versusFloor } from './versus-floor.mjs';

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
    rounds: { type: 'string', default: '3' },
  },
});
const suite = args.suite;
if (!SUITES[suite]) {
  console.error(`--suite must be one of ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
const scale = positiveInt(args.scale ?? SUITES[suite].scale, '--scale');
const duration = positiveInt(args.duration, '--duration');
const warmup = Number(args.warmup);
const connections = positiveInt(args.connections ?? SUITES[suite].connections, '--connections');
/** Rounds of Fieldbook against the floor, interleaved, per endpoint (suites lists and inventory). */
const rounds = positiveInt(args.rounds, '--rounds');
/** What each endpoint is measured with. */
const load = { connections, duration, warmup };

function positiveInt(v, name) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const started = Date.now();
  const stack = await startServer(args['log-level']);
  const { base, databaseUrl, logFile, server, serverStartMs } = stack;
  const demoLoadMs = await loadDemo(stack, scale);

  const authHeaders = await signIn(base, 'demo.admin');
  // Other work on the machine skews every figure: the load average before and after tells.
  const loadBefore = loadavg()[0];
  const stock =
    suite === 'stock'
      ? await stockRun({
          base,
          databaseUrl,
          authorization: authHeaders.authorization,
          workers: connections,
          steps: positiveInt(args.operations, '--operations'),
        })
      : undefined;
  const lighthouseRun =
    suite === 'lighthouse' ? await runLighthouseSuite({ base, runs: positiveInt(args.runs, '--runs') }) : undefined;
  const plan = await suitePlan(suite, { base, authHeaders, databaseUrl, scale });
  const benchmarks = [];
  let serverGone = false;
  server.exited.then(() => {
    serverGone = true;
  });
  // The floor is measured right after each endpoint, so that both see the same load on a busy machine.
  const { floorBase, floorPid } = ['lists', 'inventory', 'search'].includes(suite) ? await startFloor(stack) : {};
  const floor = floorBase ? [] : undefined;
  for (const item of plan) {
    const { name, opts } = item;
    if (item.optional && !(await available(item))) {
      console.log(`  ${name}: not available (404), skipped`);
      benchmarks.push({ name, method: opts.method ?? 'GET', path: new URL(opts.url).pathname, notAvailable: true });
      continue;
    }
    console.log(`  ${name}: ${warmup ? `${warmup} s warm-up + ` : ''}${duration} s, ${connections} connections…`);
    const measured = floor
      ? await versusFloor(item, {
          base,
          floorBase,
          pids: { own: server.child.pid, floor: floorPid },
          load,
          rounds,
          oneConnection: suite === 'lists',
        })
      : { own: await cannon(name, opts, load) };
    if (serverGone) throw new Error(`The server stopped during "${name}"; its log:\n${tail(logFile)}`);
    const r = measured.own;
    benchmarks.push(r);
    if (floor) floor.push(measured.floor);
    const l = r.latencyMs;
    console.log(
      `    ${r.requestsPerSecond.toFixed(1)} req/s; p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms` +
        (r.non2xx || r.errors || r.timeouts
          ? `; ${r.non2xx} not 2xx, ${r.errors} errors, ${r.timeouts} timeouts`
          : '') +
        (floor ? `; median ${measured.floor.fieldbookRatio}× the floor` : ''),
    );
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
    ...(await suiteRows(suite, databaseUrl)),
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    ...(floorBase ? { rounds } : {}),
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

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
