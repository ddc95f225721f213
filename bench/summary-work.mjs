// The summary page's sections of the other measurements: Lighthouse, the documents, budgets and
// timesheets, the job page in the browser, and the server's start.
import { ms, readResults } from './results.mjs';

/** The Lighthouse mobile score each audited screen should reach, and the layout shift it may have at most. */
export const LIGHTHOUSE_TARGET = { score: 90, cls: 0.02 };

/** The newest `--suite lighthouse` run: the median of each screen's mobile audits, with the load average. */
export function lighthouseSummary(runs) {
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

/**
 * The newest run of each document and work benchmark (PDFs, the large budget, timesheets): one row per
 * measured operation with its target, as each script judged it.
 */
export function workSummary() {
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
export function jobPageSummary(runs) {
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
export function startSummary(last) {
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
