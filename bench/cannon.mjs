// How bench/run.mjs measures an endpoint: one autocannon run with exact percentiles (against the
// floor server: bench/versus-floor.mjs).
import autocannon from 'autocannon';

/** Whether an optional endpoint exists yet: one request, 404 means not built. */
export async function available({ opts }) {
  const res = await fetch(opts.url, { method: opts.method ?? 'GET', headers: opts.headers, body: opts.body });
  await res.arrayBuffer();
  return res.status !== 404;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : null;
export const round = (v) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * One autocannon run of `load` (connections, duration and warm-up in seconds); latencies are collected
 * per response for exact percentiles.
 */
export async function cannon(name, opts, { connections, duration, warmup }) {
  const latencies = [];
  // With a warm-up, the returned tracker reports only the measured run's responses.
  const instance = autocannon({
    connections,
    duration,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
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
