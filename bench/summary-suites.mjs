// The summary page's sections of the `bench/run.mjs` suites at scale: lists, inventory (each with the
// floor server's figures), the header's search and stock under concurrency.
import { ms } from './results.mjs';
import { SEARCH_FLOOR_RATIO_TARGET, SEARCH_P95_TARGET_MS } from './search.mjs';

/** The newest `--suite lists` run: list and search calls at scale; 'not available' for endpoints not built yet. */
export function listsSummary(runs) {
  const out = ['## Lists and searches at scale', ''];
  const last = runs.at(-1);
  if (!last) return [...out, 'No run yet: `npm run bench -- --suite lists`.', ''];
  const m = last.machine;
  const r = last.rows;
  out.push(
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}. Demo data at scale ${last.scale}: ` +
      `${r.accounts} accounts, ${r.opportunities} opportunities, ${r.jobs} jobs, ${r.calls} calls. ` +
      `${last.connections} connections, ${last.durationSeconds} s per endpoint after a ${last.warmupSeconds} s warm-up; ` +
      `server, PostgreSQL and load generator on the same machine; server log level ${last.logLevel}` +
      (last.loadAverage1m
        ? `; 1-minute load average ${last.loadAverage1m.before} before, ${last.loadAverage1m.after} after.`
        : '.'),
    '',
    ...(last.note ? [last.note, ''] : []),
    '| endpoint | requests/s | p50 ms | p95 ms | p99 ms | max ms | requests | not 2xx | errors | p95 ms at 1 connection |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const b of last.benchmarks) {
    if (b.notAvailable) {
      out.push(`| ${b.name} | not available (404) | | | | | | | | |`);
      continue;
    }
    const l = b.latencyMs;
    const one = b.oneConnection ? ms(b.oneConnection.latencyMs.p95) : '–';
    out.push(
      `| ${b.name} | ${b.requestsPerSecond.toFixed(1)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ` +
        `${b.requests} | ${b.non2xx} | ${b.errors + b.timeouts} | ${one} |`,
    );
  }
  out.push(...floorTable(last.floor, undefined, last.benchmarks));
  out.push(
    '',
    'Every list is read a page at a time (50 rows unless the request asks for up to 200) and answered with one ' +
      'SQL statement, a named prepared statement unless it searches text, its session coming from the process’s ' +
      'session cache (apps/server/test/statements.test.ts), so the cost per request does not grow with the table; ' +
      'it is the query plus turning the page into JSON, so with 20 connections on 2 cores the p95 is mostly time ' +
      'spent queueing; the last column is one request at a time (target: at most 25 ms).',
    '',
  );
  return out;
}

/** The p95 every inventory read at scale should keep (`--suite inventory`). */
export const INVENTORY_P95_TARGET_MS = 50;

/** The newest `--suite inventory` run: the asset list's pages, yard and job inventory, the audit. */
export function inventorySummary(runs) {
  const out = ['## Inventory at scale', ''];
  const last = runs.at(-1);
  if (!last) return [...out, 'No run yet: `npm run bench -- --suite inventory`.', ''];
  const m = last.machine;
  const r = last.rows;
  out.push(
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}. Demo data at scale ${last.scale}: ` +
      `${r.yards} yards, ${r.catalogueItems} catalogue items, ${r.assets} assets with ${r.assetStatuses} status rows, ` +
      `${r.stockMovements} stock movements (${r.stockBalances} balances), ${r.jobs} jobs. ` +
      `${last.connections} connections, ${last.durationSeconds} s per endpoint after a ${last.warmupSeconds} s warm-up; ` +
      `server, PostgreSQL and load generator on the same machine; server log level ${last.logLevel}` +
      (last.loadAverage1m
        ? `; 1-minute load average ${last.loadAverage1m.before} before, ${last.loadAverage1m.after} after.`
        : '.') +
      ` Target: p95 ≤ ${INVENTORY_P95_TARGET_MS} ms.`,
    '',
    ...(last.note ? [last.note, ''] : []),
    '| endpoint | requests/s | p50 ms | p95 ms | p99 ms | max ms | requests | not 2xx | errors | p95 target met |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const b of last.benchmarks) {
    const l = b.latencyMs;
    out.push(
      `| ${b.name} | ${b.requestsPerSecond.toFixed(1)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ` +
        `${b.requests} | ${b.non2xx} | ${b.errors + b.timeouts} | ${l.p95 !== null && l.p95 <= INVENTORY_P95_TARGET_MS ? 'yes' : '**no**'} |`,
    );
  }
  out.push(...floorTable(last.floor, INVENTORY_P95_TARGET_MS, last.benchmarks));
  out.push(
    '',
    'Each of these reads costs a constant number of SQL statements whatever the number of rows ' +
      '(apps/server/test/statements.test.ts); the asset list and the whole audit are pages of 50 rows, as the other lists, found by ' +
      'their keyset cursor, so a page deep in the list costs what the first does.',
    '',
  );
  return out;
}

/** The newest `--suite stock` run: the stock ledger under concurrent operations. */
export function stockSummary(runs) {
  const out = ['## Stock under concurrency', ''];
  const last = runs.at(-1);
  if (!last?.stock) return [...out, 'No run yet: `npm run bench -- --suite stock`.', ''];
  const m = last.machine;
  const s = last.stock;
  out.push(
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}; demo data` +
      (last.loadAverage1m
        ? `; 1-minute load average ${last.loadAverage1m.before} before, ${last.loadAverage1m.after} after.`
        : '.') +
      ` ${s.workers} workers × ${s.operationsPerWorker} random operations (pick orders, shipments and check-ins sent twice ` +
      'with one request key, shop work, yard adjustments) over the API, then the ledger checked.',
    '',
    '| requests | seconds | requests/s | violations | deadlocks | server errors | answers by status |',
    '|--:|--:|--:|--:|--:|--:|---|',
    `| ${s.requests} | ${s.seconds} | ${s.requestsPerSecond} | ${s.violations} | ${s.deadlocks} | ${s.serverErrors} | ` +
      `${Object.entries(s.byStatus)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} |`,
    '',
    'Violations: a balance below 0, a balance unequal to the sum of its movements, or an item whose whole stock ' +
      '(in transit included) differs from what adjustments and shop work made of it. Refusals (400, 409) are expected: ' +
      'some operations ask for more than is there.',
    '',
  );
  return out;
}

/** Each round's share of the floor with the load average it ran at: "0.93 (4.1), 0.95 (3.8)". */
const roundsOf = (f) => f.rounds?.map((r) => `${r.ratio} (${r.loadAverage1m})`).join(', ') ?? '–';
/** The CPU per request of both servers in the kept round, and the median share: "620 / 540 µs: 0.87". */
const cpuOf = (f, own) =>
  f.cpuRatio === undefined || f.cpuRatio === null
    ? '–'
    : `${Math.round(own?.cpuMicrosPerRequest)} / ${Math.round(f.cpuMicrosPerRequest)}: ${f.cpuRatio}`;

/** The newest `--suite search` run: the header's search, one request at a time, against its floor. */
export function searchSummary(runs) {
  const out = ['## The header’s search at scale', ''];
  const last = runs.at(-1);
  if (!last) return [...out, 'No run yet: `npm run bench -- --suite search --no-bundle`.', ''];
  const m = last.machine;
  const r = last.rows;
  out.push(
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}. Demo data at scale ${last.scale}: ` +
      `${r.accounts} accounts, ${r.contacts} contacts, ${r.locations} locations, ${r.opportunities} opportunities, ` +
      `${r.jobs} jobs, ${r.calls} calls, ${r.assets} assets, ${r.pickTickets} pick tickets. ` +
      `${last.connections} connection, ${last.durationSeconds} s per search after a ${last.warmupSeconds} s warm-up` +
      (last.loadAverage1m
        ? `; 1-minute load average ${last.loadAverage1m.before} before, ${last.loadAverage1m.after} after.`
        : '.') +
      ` Targets: p95 ≤ ${SEARCH_P95_TARGET_MS} ms and at least ${SEARCH_FLOOR_RATIO_TARGET}× the floor’s requests/s.`,
    '',
    ...(last.note ? [last.note, ''] : []),
    '| search | requests/s | p50 ms | p95 ms | p99 ms | max ms | requests | not 2xx | errors | p95 target met | ÷ floor | ratio target met |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|---|',
  );
  for (const b of last.benchmarks) {
    const l = b.latencyMs;
    const ratio = last.floor?.find((f) => f.name === b.name)?.fieldbookRatio ?? null;
    out.push(
      `| ${b.name} | ${b.requestsPerSecond.toFixed(1)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ` +
        `${b.requests} | ${b.non2xx} | ${b.errors + b.timeouts} | ${l.p95 !== null && l.p95 <= SEARCH_P95_TARGET_MS ? 'yes' : '**no**'} | ` +
        `${ratio ?? '–'} | ${ratio !== null && ratio >= SEARCH_FLOOR_RATIO_TARGET ? 'yes' : '**no**'} |`,
    );
  }
  out.push(...floorTable(last.floor, SEARCH_P95_TARGET_MS, last.benchmarks), '');
  return out;
}

/**
 * The floor's lines of a suite's run (`bench/floor.mjs`, measured interleaved with each endpoint), with
 * Fieldbook's median share of its requests/s and each round's; at one connection (lists), the floor's
 * p95 and how much more Fieldbook's was (median over the rounds); with `targetMs`, whether the floor's
 * p95 meets it.
 */
function floorTable(floor, targetMs, benchmarks = []) {
  if (!floor?.length) return [];
  const own = (f) => benchmarks.find((b) => b.name === f.name);
  const target = targetMs === undefined ? undefined : (f) => (f.latencyMs.p95 <= targetMs ? 'yes' : '**no**');
  const one = floor.some((f) => f.oneConnection);
  const gap = (f) => (f.p95GapMs === undefined ? '–' : `${f.p95GapMs > 0 ? '+' : ''}${ms(f.p95GapMs)}`);
  return [
    '',
    floor[0].rounds
      ? 'The floor (`bench/floor.mjs`: the same SQL, as named prepared statements, on a bare Fastify + pg server, ' +
        'same database, measured back to back with Fieldbook, interleaved, each round a run of both) and Fieldbook’s ' +
        'share of its requests/s (the median of the rounds; each round’s share with the 1-minute load average it ran ' +
        'at); the CPU time per request of Fieldbook and of the floor in the kept round and the median of the floor’s ' +
        'over Fieldbook’s, which depends much less than requests/s on how busy the machine is' +
        (one ? '; at one connection the floor’s p95 and Fieldbook’s p95 less the floor’s (median of the rounds):' : ':')
      : 'The floor (`bench/floor.mjs`: the same SQL on a bare Fastify + pg server, same database, measured right ' +
        'after) and Fieldbook’s share of its requests/s:',
    '',
    `| endpoint | floor requests/s | floor p95 ms | Fieldbook ÷ floor | rounds (load) | CPU µs a request |` +
      `${one ? ' floor p95 ms at 1 connection | Fieldbook − floor p95 ms at 1 connection |' : ''}` +
      `${target ? ' floor p95 target met |' : ''}`,
    `|---|--:|--:|--:|---|--:|${one ? '--:|--:|' : ''}${target ? '---|' : ''}`,
    ...floor.map(
      (f) =>
        `| ${f.name} | ${f.requestsPerSecond.toFixed(1)} | ${ms(f.latencyMs.p95)} | ${f.fieldbookRatio ?? '–'} | ${roundsOf(f)} | ${cpuOf(f, own(f))} |` +
        (one ? ` ${f.oneConnection ? ms(f.oneConnection.latencyMs.p95) : '–'} | ${gap(f)} |` : '') +
        (target ? ` ${target(f)} |` : ''),
    ),
  ];
}
