// The summary page of the benchmarks, bench/results/README.md: the API runs and the sign-in bundle
// here, the other sections from bench/summary-suites.mjs and bench/summary-work.mjs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ms, readResults, resultsDir } from './results.mjs';
import { offlineSummary } from './summary-offline.mjs';
import { inventorySummary, listsSummary, searchSummary, stockSummary } from './summary-suites.mjs';
import { jobPageSummary, lighthouseSummary, startSummary, workSummary } from './summary-work.mjs';

const kB = (bytes) => (bytes / 1000).toFixed(1);

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
  out.push(...searchSummary(readResults('search')));
  out.push(...stockSummary(readResults('stock')));
  out.push(...workSummary());
  out.push(...lighthouseSummary(readResults('lighthouse')));
  out.push(...offlineSummary());
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
