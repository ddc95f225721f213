import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { createOpportunity } from '../apps/server/test/factories/jobs.ts';
import { createUser } from '../apps/server/test/factories/users.ts';
import { apiSignIn, commit, machine, today, writeResult } from './common.mjs';
import { scratchApp } from './in-process-app.mjs';

const { values: args } = parseArgs({
  options: { jobs: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const JOBS = Number(args.jobs);
const TARGET_MS = 5000;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const { database, address, close } = await scratchApp('export');

/** Rows of the downloaded sheet, read back with exceljs' streaming reader (not timed). */
async function rowsOf(bytes) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {});
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
}

try {
  const opportunities = await Promise.all(Array.from({ length: 20 }, () => createOpportunity(database.db)));
  const ids = opportunities.map((o) => o.id);
  await database.pool.query(
    `insert into jobs (opportunity_id, job_name, job_number, job_description, job_step_id, updated_at)
     select ($1::int[])[1 + i % array_length($1::int[], 1)], 'Bench job ' || i, 'BX-' || lpad(i::text, 6, '0'),
            'Sound wall on the north side of pad ' || i, 1 + i % 12, now() - make_interval(mins => i)
       from generate_series(1, $2::int) as i`,
    [ids, JOBS],
  );
  await database.pool.query('analyze jobs');
  const user = await createUser(database.db, { role: 'Administrator' });
  const token = await apiSignIn(address, user.username, user.password);

  const exportOnce = async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${address}/api/Job/SearchJobs/Export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ canceled: true }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ms = Math.round(performance.now() - started);
    clearInterval(timer);
    if (!res.ok) throw new Error(`the export answered ${res.status}`);
    return { ms, bytes, rssBeforeMb: mb(before), rssPeakMb: mb(peak), rssGrowthMb: mb(peak - before) };
  };

  await exportOnce(); // warm-up: statements prepared, code compiled
  const runs = [];
  let last;
  for (let i = 0; i < Number(args.runs); i++) {
    last = await exportOnce();
    const { bytes, ...run } = last;
    runs.push({ ...run, fileMb: mb(bytes.length) });
  }
  const rows = (await rowsOf(last.bytes)) - 1; // less the header
  const worst = Math.max(...runs.map((r) => r.ms));
  const result = {
    date: today(),
    commit: commit(),
    machine: machine(),
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    jobs: JOBS,
    rowsRead: rows,
    targetMs: TARGET_MS,
    runs,
    maxMs: worst,
    peakRssGrowthMb: Math.max(...runs.map((r) => r.rssGrowthMb)),
    met: worst <= TARGET_MS,
  };
  const file = writeResult('export', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${file}`);
  process.exitCode = result.met ? 0 : 1;
} finally {
  await close();
}
