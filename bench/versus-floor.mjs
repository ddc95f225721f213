// How bench/run.mjs compares an endpoint with the floor (bench/floor.mjs) on a shared, noisy machine:
// Fieldbook and the floor back to back, interleaved (A B A B …) for several rounds, each run with the
// 1-minute load average it started at, and the round whose share of the floor is the median kept as
// the endpoint's figures. Ratios taken seconds apart see about the same load; absolute figures do not.
import { loadavg } from 'node:os';
import { cannon, round } from './cannon.mjs';

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** One autocannon run with the load average it started at. */
async function run(name, opts, load) {
  const loadAverage1m = round(loadavg()[0]);
  return { ...(await cannon(name, opts, load)), loadAverage1m };
}

/** One round: Fieldbook then the floor at `load`, and (`oneConnection`) both again one request at a time. */
async function oneRound(item, floorOpts, load, oneConnection) {
  const own = await run(item.name, item.opts, load);
  const floor = await run(item.name, floorOpts, load);
  const ratio = floor.requestsPerSecond ? round(own.requestsPerSecond / floor.requestsPerSecond) : null;
  if (!oneConnection) return { own, floor, ratio };
  const single = { ...load, connections: 1 };
  const ownOne = await run(item.name, item.opts, single);
  const floorOne = await run(item.name, floorOpts, single);
  return { own, floor, ratio, ownOne, floorOne, p95GapMs: round(ownOne.latencyMs.p95 - floorOne.latencyMs.p95) };
}

const oneConnectionOf = (r) => ({
  requestsPerSecond: r.requestsPerSecond,
  requests: r.requests,
  latencyMs: r.latencyMs,
  loadAverage1m: r.loadAverage1m,
});

const describe = (r) =>
  `${r.ratio}× the floor (${r.own.requestsPerSecond.toFixed(0)} against ${r.floor.requestsPerSecond.toFixed(0)} req/s, ` +
  `load ${r.own.loadAverage1m})` +
  (r.ownOne ? `; 1 connection p95 ${r.ownOne.latencyMs.p95} against ${r.floorOne.latencyMs.p95} ms` : '');

/**
 * Measures `item` (a plan entry, on `base`) against the floor (the same path on `floorBase`) for
 * `rounds` rounds. Answers Fieldbook's figures (`own`, with `oneConnection` when asked) and the floor's
 * (`floor`, with `fieldbookRatio`, the median share of its requests/s, and at one connection
 * `p95GapMs`, the median of Fieldbook's p95 less the floor's), both from the round of the median ratio,
 * and every round's ratio, gap and load average under the floor's `rounds`.
 */
export async function versusFloor(item, { base, floorBase, load, rounds, oneConnection }) {
  const floorOpts = { ...item.opts, url: item.opts.url.replace(base, floorBase) };
  const done = [];
  for (let i = 0; i < rounds; i++) {
    const r = await oneRound(item, floorOpts, load, oneConnection);
    console.log(`    round ${i + 1}: ${describe(r)}`);
    done.push(r);
  }
  const fieldbookRatio = median(done.map((r) => r.ratio));
  const kept = done.find((r) => r.ratio === fieldbookRatio) ?? done[0];
  const own = { ...kept.own, ...(oneConnection ? { oneConnection: oneConnectionOf(kept.ownOne) } : {}) };
  const floor = {
    ...kept.floor,
    fieldbookRatio,
    ...(oneConnection
      ? { oneConnection: oneConnectionOf(kept.floorOne), p95GapMs: median(done.map((r) => r.p95GapMs)) }
      : {}),
    rounds: done.map((r) => ({
      ratio: r.ratio,
      ...(oneConnection ? { p95GapMs: r.p95GapMs } : {}),
      loadAverage1m: r.own.loadAverage1m,
    })),
  };
  return { own, floor };
}
