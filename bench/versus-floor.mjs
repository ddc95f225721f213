// How bench/run.mjs compares an endpoint with the floor (bench/floor.mjs) on a shared, noisy machine:
// Fieldbook and the floor back to back, interleaved (A B A B …) for several rounds, each run with the
// 1-minute load average it started at, and the round whose share of the floor is the median kept as
// the endpoint's figures. Ratios taken seconds apart see about the same load; absolute figures do not.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { cannon, round } from './cannon.mjs';

/** Clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user + system), in µs, from /proc; null where there is none. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * One autocannon run with the load average it started at and the CPU time the server `pid` spent per
 * answer. The warm-up runs first on its own, so that the CPU counted is the measured run's: unlike
 * requests per second, it hardly depends on how long the server waited for a core, so it still
 * compares the two servers when other work crowds the machine.
 */
async function run(name, opts, { warmup, ...load }, pid) {
  if (warmup > 0) await cannon(name, opts, { ...load, duration: warmup, warmup: 0 });
  const loadAverage1m = round(loadavg()[0]);
  const before = cpuMicros(pid);
  const r = await cannon(name, opts, { ...load, warmup: 0 });
  const after = cpuMicros(pid);
  const cpuMicrosPerRequest =
    before === null || after === null || !r.requests ? null : round((after - before) / r.requests);
  return { ...r, loadAverage1m, cpuMicrosPerRequest };
}

/** One round: Fieldbook then the floor at `load`, and (`oneConnection`) both again one request at a time. */
async function oneRound(item, floorOpts, load, oneConnection, pids) {
  const own = await run(item.name, item.opts, load, pids.own);
  const floor = await run(item.name, floorOpts, load, pids.floor);
  const ratio = floor.requestsPerSecond ? round(own.requestsPerSecond / floor.requestsPerSecond) : null;
  if (!oneConnection) return { own, floor, ratio };
  const single = { ...load, connections: 1 };
  const ownOne = await run(item.name, item.opts, single, pids.own);
  const floorOne = await run(item.name, floorOpts, single, pids.floor);
  return { own, floor, ratio, ownOne, floorOne, p95GapMs: round(ownOne.latencyMs.p95 - floorOne.latencyMs.p95) };
}

/** The floor's CPU per request as a share of Fieldbook's (1 = as cheap as the floor), or null. */
const cpuShare = (own, floor) =>
  own.cpuMicrosPerRequest && floor.cpuMicrosPerRequest !== null
    ? round(floor.cpuMicrosPerRequest / own.cpuMicrosPerRequest)
    : null;

const oneConnectionOf = (r) => ({
  requestsPerSecond: r.requestsPerSecond,
  requests: r.requests,
  latencyMs: r.latencyMs,
  loadAverage1m: r.loadAverage1m,
  cpuMicrosPerRequest: r.cpuMicrosPerRequest,
});

const describe = (r) =>
  `${r.ratio}× the floor (${r.own.requestsPerSecond.toFixed(0)} against ${r.floor.requestsPerSecond.toFixed(0)} req/s, ` +
  `load ${r.own.loadAverage1m}; CPU ${r.own.cpuMicrosPerRequest} against ${r.floor.cpuMicrosPerRequest} µs a request)` +
  (r.ownOne ? `; 1 connection p95 ${r.ownOne.latencyMs.p95} against ${r.floorOne.latencyMs.p95} ms` : '');

/**
 * Measures `item` (a plan entry, on `base`) against the floor (the same path on `floorBase`) for
 * `rounds` rounds, with the CPU time of each server (`pids.own`, `pids.floor`). Answers Fieldbook's
 * figures (`own`, with `oneConnection` when asked) and the floor's (`floor`, with `fieldbookRatio`, the
 * median share of its requests/s, `cpuRatio`, the median of the floor's CPU per request over
 * Fieldbook's, and at one connection
 * `p95GapMs`, the median of Fieldbook's p95 less the floor's), both from the round of the median ratio,
 * and every round's ratio, gap and load average under the floor's `rounds`.
 */
export async function versusFloor(item, { base, floorBase, pids, load, rounds, oneConnection }) {
  const floorOpts = { ...item.opts, url: item.opts.url.replace(base, floorBase) };
  const done = [];
  for (let i = 0; i < rounds; i++) {
    const r = await oneRound(item, floorOpts, load, oneConnection, pids);
    console.log(`    round ${i + 1}: ${describe(r)}`);
    done.push(r);
  }
  const fieldbookRatio = median(done.map((r) => r.ratio));
  const cpuRatio = median(done.map((r) => cpuShare(r.own, r.floor)));
  const kept = done.find((r) => r.ratio === fieldbookRatio) ?? done[0];
  const own = { ...kept.own, ...(oneConnection ? { oneConnection: oneConnectionOf(kept.ownOne) } : {}) };
  const floor = {
    ...kept.floor,
    fieldbookRatio,
    cpuRatio,
    ...(oneConnection
      ? { oneConnection: oneConnectionOf(kept.floorOne), p95GapMs: median(done.map((r) => r.p95GapMs)) }
      : {}),
    rounds: done.map((r) => ({
      ratio: r.ratio,
      cpuRatio: cpuShare(r.own, r.floor),
      ...(oneConnection ? { p95GapMs: r.p95GapMs } : {}),
      loadAverage1m: r.own.loadAverage1m,
    })),
  };
  return { own, floor };
}
