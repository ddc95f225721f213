// Helpers shared by the benchmark scripts: where results go, how a run is labelled, the summary page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = join(root, 'bench', 'results');

/** The sign-in screen's JavaScript budget, gzip, in kB of 1000 bytes (as Vite reports sizes). */
export const SIGN_IN_JS_BUDGET_KB = 170;

/** Local calendar date, 'YYYY-MM-DD': result files are named by it (a second run that day replaces the first). */
export function today() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The commit measured, marked '+changes' when the working tree differs from it. */
export function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

export function machine() {
  const c = cpus();
  return {
    cpu: c[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
    cpus: c.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

export function writeResult(kind, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${kind}-${data.date}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  // The summary page always shows the newest result of each benchmark.
  writeSummary();
  return file;
}

/** Every result of a kind ('api' or 'bundle'), oldest first. */
export function readResults(kind) {
  let names = [];
  try {
    names = readdirSync(resultsDir).filter((n) => n.startsWith(`${kind}-`) && n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((n) => {
      try {
        return JSON.parse(readFileSync(join(resultsDir, n), 'utf8'));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ms = (v) => (v === undefined || v === null ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));

/** Rewrites bench/results/README.md from the newest result of each kind, plus the API history. */
export function writeSummary() {
  const api = readResults('api');
  const bundle = readResults('bundle');
  const out = ['# Benchmark results', ''];
  out.push(
    'Written by the scripts under `bench/` (see `bench/README.md`) each time one records a result; the newest run of each is shown.',
    'Raw numbers are in the JSON files beside this page.',
    '',
  );

  out.push('## API', '');
  const last = api.at(-1);
  if (!last) out.push('No API run yet: `npm run bench`.', '');
  else {
    const m = last.machine;
    out.push(
      `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}. Demo data at scale ${last.scale} ` +
        `(${last.users} users). ${last.connections} connections, ${last.durationSeconds} s per endpoint after a ` +
        `${last.warmupSeconds} s warm-up; server and load generator on the same machine; server log level ${last.logLevel}.`,
      '',
      '| endpoint | requests/s | p50 ms | p95 ms | p99 ms | max ms | requests | not 2xx | errors |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    );
    for (const b of last.benchmarks) {
      const l = b.latencyMs;
      out.push(
        `| ${b.name} | ${b.requestsPerSecond.toFixed(1)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ` +
          `${b.requests} | ${b.non2xx} | ${b.errors + b.timeouts} |`,
      );
    }
    out.push(
      '',
      'Sign-in is slow on purpose: every attempt verifies an argon2id hash (19 MiB, 2 passes, OWASP minimum), ' +
        "which runs on libuv's thread pool (4 threads by default), so sign-ins per second are bounded by " +
        'CPU cores × hash time, not by the web stack. The other endpoints show the per-request cost of a ' +
        'bearer-token check (session lookup) and permission-derived navigation.',
      '',
    );
    if (api.length > 1) {
      const names = last.benchmarks.map((b) => b.name);
      out.push('### History (requests/s)', '', `| date | commit | scale | ${names.join(' | ')} |`);
      out.push(`|---|---|--:|${names.map(() => '--:').join('|')}|`);
      for (const r of api) {
        const cells = names.map((n) => r.benchmarks.find((b) => b.name === n)?.requestsPerSecond.toFixed(1) ?? '–');
        out.push(`| ${r.date} | \`${r.commit}\` | ${r.scale} | ${cells.join(' | ')} |`);
      }
      out.push('');
    }
  }

  out.push(...listsSummary(readResults('lists')));
  out.push(...inventorySummary(readResults('inventory')));
  out.push(...stockSummary(readResults('stock')));
  out.push(...workSummary());
  out.push(...lighthouseSummary(readResults('lighthouse')));
  out.push(...jobPageSummary(readResults('job-page')));
  out.push(...startSummary(readResults('start').at(-1)));

  out.push('## Sign-in screen bundle', '');
  const b = bundle.at(-1);
  if (!b) out.push('No bundle measurement yet: `npm run build && node bench/bundle-size.mjs`.', '');
  else {
    const verdict = b.js.gzip <= b.budgetKB * 1000 ? 'within' : '**over**';
    out.push(
      `${b.date}, commit \`${b.commit}\`. The JavaScript the sign-in screen loads is the entry script(s) of ` +
        '`apps/web/dist/index.html` and their `<link rel="modulepreload">` chunks; sizes in kB of 1000 bytes, ' +
        'gzip level 9.',
      '',
      '| | files | raw kB | gzip kB |',
      '|---|--:|--:|--:|',
      `| JavaScript | ${b.js.files.length} | ${kB(b.js.raw)} | ${kB(b.js.gzip)} |`,
      `| CSS | ${b.css.files.length} | ${kB(b.css.raw)} | ${kB(b.css.gzip)} |`,
      '',
      `Budget: ${b.budgetKB} kB gzip for the sign-in JavaScript — ${verdict} budget ` +
        `(${kB(b.js.gzip)} kB, ${((100 * b.js.gzip) / (b.budgetKB * 1000)).toFixed(0)} %).`,
      '',
      '| file | raw kB | gzip kB |',
      '|---|--:|--:|',
      ...[...b.js.files, ...b.css.files].map((f) => `| \`${f.file}\` | ${kB(f.raw)} | ${kB(f.gzip)} |`),
      '',
    );
  }
  out.push(...screensSummary(readResults('screens').at(-1)));
  writeFileSync(join(resultsDir, 'README.md'), out.join('\n'));
}

/** The newest `bench/screen-chunks.mjs` run: the entry, and the ten screens that bring the most code. */
function screensSummary(last) {
  const out = ["## Each screen's code", ''];
  if (!last) return [...out, 'No measurement yet: `node bench/screen-chunks.mjs`.', ''];
  const screens = Object.entries(last.screens).sort((a, b) => b[1].total - a[1].total);
  out.push(
    `${last.date}, commit \`${last.commit}\`. For each of the ${screens.length} modules loaded on first use, its chunk ` +
      "and the chunks it imports statically beyond the entry's, JavaScript and CSS, gzip level 9, kB of 1000 bytes. " +
      `The entry: ${kB(last.entry.js)} kB JavaScript, ${kB(last.entry.css)} kB CSS. The ten largest:`,
    '',
    '| screen | JavaScript | CSS | total |',
    '|---|--:|--:|--:|',
    ...screens.slice(0, 10).map(([path, s]) => `| \`${path}\` | ${kB(s.js)} | ${kB(s.css)} | ${kB(s.total)} |`),
    '',
  );
  return out;
}

/** The Lighthouse mobile score each audited screen should reach, and the layout shift it may have at most. */
export const LIGHTHOUSE_TARGET = { score: 90, cls: 0.02 };

/** The newest `--suite lighthouse` run: the median of each screen's mobile audits, with the load average. */
function lighthouseSummary(runs) {
  const out = ['## Lighthouse (mobile)', ''];
  const last = runs.at(-1);
  if (!last) return [...out, 'No run yet: `npm run bench -- --suite lighthouse`.', ''];
  const m = last.machine;
  out.push(
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}; Lighthouse ${last.lighthouseVersion}, ` +
      `Chromium headless, mobile with simulated throttling, cold HTTP cache; ${last.runsPerPage} runs per screen, the median ` +
      `of each column shown; 1-minute load average ${last.loadAverage1m.before} before, ${last.loadAverage1m.after} after ` +
      `(per screen: the median of the loads at the start of its runs). Target: score ≥ ${LIGHTHOUSE_TARGET.score}, ` +
      `CLS ≤ ${LIGHTHOUSE_TARGET.cls}.`,
    '',
    '| screen | path | score | FCP ms | LCP ms | TBT ms | CLS | main thread ms | load | runs (score) | target met |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
  );
  for (const p of last.pages) {
    const d = p.median;
    const met = d.score >= LIGHTHOUSE_TARGET.score && d.cls <= LIGHTHOUSE_TARGET.cls;
    out.push(
      `| ${p.name} | \`${p.path}\` | ${d.score} | ${d.fcpMs} | ${d.lcpMs} | ${d.tbtMs} | ${d.cls} | ${d.mainThreadMs} | ` +
        `${d.loadAverage1m} | ${p.runs.map((r) => r.score).join(', ')} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  out.push(
    '',
    'Lighthouse scales the times it observes by its simulated phone (4× slower CPU, a slow 4G link), so on a machine ' +
      'busier than it has cores the scores drop: compare runs at a similar load.',
    '',
  );
  return out;
}

/** The newest `--suite lists` run: list and search calls at scale; 'not available' for endpoints not built yet. */
/**
 * The newest run of each document and work benchmark (PDFs, the large budget, timesheets): one row per
 * measured operation with its target, as each script judged it.
 */
function workSummary() {
  const rows = [];
  const pdf = (kind, label) => {
    const r = readResults(kind).at(-1);
    if (r) rows.push([label, r, r.ms.p50, r.ms.p95, `≤ ${r.budgetMs} ms (${r.judgedBy})`, r.withinBudget]);
  };
  pdf('proposal', 'Proposal PDF, 3 × 10 merged pages');
  pdf('field-ticket-pdf', 'Field ticket PDF, 2 signatures and 4 photos');
  pdf('jsa-pdf', 'JSA PDF, 12 risk rows and 12 signatures');
  const budget = readResults('budget').at(-1);
  if (budget) {
    rows.push(['Budget of 40 × 15 lines: load', budget, budget.load.p50, budget.load.p95, '≤ 50 ms', budget.met.load]);
    rows.push(['Budget of 40 × 15 lines: save', budget, budget.save.p50, budget.save.p95, '≤ 150 ms', budget.met.save]);
  }
  const sheets = readResults('timesheets').at(-1);
  if (sheets) {
    rows.push([
      'Timesheet day list, 200 employees',
      sheets,
      sheets.list.p50,
      sheets.list.p95,
      '≤ 50 ms',
      sheets.met.list,
    ]);
    rows.push([
      'Timesheet export, 6,000 entries',
      sheets,
      sheets.export.p50,
      sheets.export.p95,
      '≤ 1,500 ms',
      sheets.met.export,
    ]);
  }
  if (!rows.length) return [];
  return [
    '## Documents, budgets and timesheets',
    '',
    'The newest run of `bench/proposal.mjs`, `bench/field-ticket-pdf.mjs`, `bench/jsa-pdf.mjs`, `bench/budget.mjs` and ' +
      '`bench/timesheets.mjs` (see `bench/README.md`), with the 1-minute load average while each ran.',
    '',
    '| measured | date | commit | load | p50 ms | p95 ms | target | met |',
    '|---|---|---|--:|--:|--:|---|---|',
    ...rows.map(
      ([label, r, p50, p95, target, met]) =>
        `| ${label} | ${r.date} | \`${r.commit}\` | ${r.loadAverage?.[0] ?? '–'} | ${ms(p50)} | ${ms(p95)} | ${target} | ${met ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
}

/** The newest `bench/job-page.mjs` run: one job page opened in headless Chromium, its requests by wave. */
function jobPageSummary(runs) {
  const last = runs.at(-1);
  if (!last) return [];
  const t = last.targets;
  const yes = (v) => (v ? 'yes' : '**no**');
  return [
    '## Job page in the browser',
    '',
    `${last.date}, commit \`${last.commit}\`, ${last.machine.cpus} × ${last.machine.cpu}; 1-minute load average ` +
      `${last.loadAverage?.[0] ?? '–'}. \`${last.job.path}\` (${last.job.name}) as ${last.user}, opened ${last.runs} times ` +
      'by a full load in headless Chromium on the demo data (`bench/job-page.mjs`).',
    '',
    '| measured | value | target | met |',
    '|---|--:|---|---|',
    `| the page's own waves of requests (shell left out) | ${last.waves.max} | ≤ ${t.waves} | ${yes(last.met.waves)} |`,
    `| waves with the shell's requests | ${last.wavesWithShell.max} | | |`,
    `| API requests per load | ${last.requests.max} | | |`,
    `| SQL statements per load | ${last.statementsPerLoad.max} | | |`,
    `| statements of GET /Job/JobPage | ${last.jobPageStatements ?? '–'} | ≤ ${t.jobPageStatements} | ${yes(last.met.jobPageStatements)} |`,
    `| from the session check's start, p50 / p95 ms | ${ms(last.afterSessionCheckMs?.p50)} / ${ms(last.afterSessionCheckMs?.p95)} | | |`,
    `| time to settle, p50 / p95 ms | ${ms(last.settleMs.p50)} / ${ms(last.settleMs.p95)} | p95 ≤ ${t.settleP95Ms} | ${yes(last.met.settle)} |`,
    '',
    '| wave | page wave | start–end ms | statements | request |',
    '|--:|--:|---|--:|---|',
    ...last.lastLoad.map(
      (r) =>
        `| ${r.wave} | ${r.pageWave ?? '–'} | ${r.startMs}–${r.endMs} | ${r.statements} | \`${r.method} ${r.path}\` |`,
    ),
    '',
    ...(last.note ? [last.note, ''] : []),
  ];
}

/** The newest `node bench/start.mjs`: `npm start` to the first HTTP answer, first and second start, both databases. */
function startSummary(last) {
  if (!last) return [];
  const m = last.machine;
  const row = (label, r) => `| ${label} | ${r.firstMs} | ${r.secondMs.join(', ')} | ${r.tsxMs.join(', ')} |`;
  return [
    '## Start',
    '',
    `${last.date}, commit \`${last.commit}\`, ${m.cpus} × ${m.cpu}, Node ${m.node}; 1-minute load average ` +
      `${last.loadAverage[0]} before, ${last.loadAverage[1]} after. Milliseconds from launching \`npm start\` to the ` +
      'first HTTP answer. First start: the builds of the current sources removed (web client built, server ' +
      'compiled) and an empty database (the embedded one initialised). Second start: nothing changed. The last ' +
      'column runs the server through tsx, as `npm start` did before it ran the compiled server (no build step).',
    '',
    '| database | first start | second start | server through tsx |',
    '|---|--:|--:|--:|',
    row('external (`DATABASE_URL`)', last.external),
    row('embedded', last.embedded),
    '',
    `Target: the median second start answers within ${last.targetMs / 1000} s — ${last.met ? 'met' : '**not met**'}.`,
    '',
    ...(last.note ? [last.note, ''] : []),
  ];
}

/** The p95 every inventory read at scale should keep (`--suite inventory`). */
export const INVENTORY_P95_TARGET_MS = 50;

/** The newest `--suite inventory` run: the asset list's pages, yard and job inventory, the audit. */
function inventorySummary(runs) {
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
  out.push(...floorTable(last.floor, INVENTORY_P95_TARGET_MS));
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
function stockSummary(runs) {
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

/**
 * The floor's lines of a suite's run (`bench/floor.mjs`, measured right after each endpoint), with
 * Fieldbook's share of its requests/s; with `targetMs`, whether the floor's p95 meets it.
 */
function floorTable(floor, targetMs) {
  if (!floor?.length) return [];
  const target = targetMs === undefined ? undefined : (f) => (f.latencyMs.p95 <= targetMs ? 'yes' : '**no**');
  return [
    '',
    'The floor (`bench/floor.mjs`: the same SQL on a bare Fastify + pg server, same database, measured right ' +
      'after) and Fieldbook’s share of its requests/s:',
    '',
    `| endpoint | floor requests/s | floor p95 ms | Fieldbook ÷ floor |${target ? ' floor p95 target met |' : ''}`,
    `|---|--:|--:|--:|${target ? '---|' : ''}`,
    ...floor.map(
      (f) =>
        `| ${f.name} | ${f.requestsPerSecond.toFixed(1)} | ${ms(f.latencyMs.p95)} | ${f.fieldbookRatio ?? '–'} |` +
        (target ? ` ${target(f)} |` : ''),
    ),
  ];
}

function listsSummary(runs) {
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
  out.push(...floorTable(last.floor));
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
