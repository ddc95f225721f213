// How the document benchmarks time one piece of work (a PDF render): wall clock and CPU per run,
// their percentiles, and the budget judged on the figure the machine's load leaves meaningful.
import { loadavg } from 'node:os';

const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;

/** Runs `work` `warmup` times unmeasured, then `runs` times measured; answers the last result and the figures. */
export async function timeRuns(work, { runs, warmup }) {
  for (let i = 0; i < warmup; i++) await work();
  const wall = [];
  const cpu = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    last = await work();
    wall.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    last,
    /** Wall-clock time of one run. */
    ms: {
      min: percentile(wall, 0.01),
      p50: percentile(wall, 50),
      p95: percentile(wall, 95),
      max: percentile(wall, 100),
    },
    /** CPU time of the process for one run (user + system; includes the garbage collector). */
    cpuMs: { p50: percentile(cpu, 50), p95: percentile(cpu, 95) },
  };
}

/**
 * The load average while measuring and the verdict against `budgetMs`. On a machine busy with other
 * work the wall clock measures the queue for a core, not this code: the budget is then judged on CPU
 * time (the wall-clock figures are recorded all the same).
 */
export function judge({ ms, cpuMs }, cpus, budgetMs) {
  const loadAverage = loadavg().map((x) => Math.round(x * 10) / 10);
  const judgedBy = loadAverage[0] < cpus ? 'wall-clock p95' : 'CPU p95 (machine busy)';
  const withinBudget = (judgedBy.startsWith('wall') ? ms.p95 : cpuMs.p95) <= budgetMs;
  return { loadAverage, budgetMs, judgedBy, withinBudget };
}

/** The one-line report every document benchmark prints. */
export const summary = (r) =>
  `p50 ${r.ms.p50} ms, p95 ${r.ms.p95} ms, max ${r.ms.max} ms; CPU p50 ${r.cpuMs.p50} ms, p95 ${r.cpuMs.p95} ms; load ${r.loadAverage[0]} (budget ${r.budgetMs} ms on ${r.judgedBy}: ${r.withinBudget ? 'within' : 'OVER'})`;

/** Request latencies (ms) as the server benches record them: count, p50, p95, p99 and max. */
export const latencies = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = (v) => Math.round(v * 10) / 10;
  const at = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), p99: r(at(99)), max: r(s[s.length - 1]) };
};
