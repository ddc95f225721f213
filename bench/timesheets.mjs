import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { accountLocations, employees, timesheetEntries, timesheets } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { createJob, createOpportunity } from '../apps/server/test/factories/jobs.ts';
import { createUser } from '../apps/server/test/factories/users.ts';
import { apiSignIn, commit, machine, today, writeResult } from './common.mjs';
import { scratchApp } from './in-process-app.mjs';
import { latencies } from './timing.mjs';

const { values: args } = parseArgs({
  options: { lists: { type: 'string', default: '200' }, exports: { type: 'string', default: '5' } },
});
const EMPLOYEES = 200;
const EXPORT_PER_EMPLOYEE = 30;
const TARGETS = { listP95Ms: 50, exportMaxMs: 1500 };
const LIST_DAY = '2026-03-02';
const EXPORT_DAY = '2026-03-03';

const { database, address, close } = await scratchApp('timesheets');

try {
  const db = database.db;
  const opp = await createOpportunity(db);
  const job = await createJob(db, { opportunityId: opp.id });
  const [loc] = await db
    .insert(accountLocations)
    .values({ accountId: opp.accountId, locationName: 'Bench site', jobLocation: true })
    .returning();
  const pinHash = await hashPassword('1234');
  const people = await db
    .insert(employees)
    .values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        firstName: `First${i}`,
        lastName: `Last${String(i).padStart(3, '0')}`,
        phoneNumber: '555-0100',
        email: `e${i}@bench.test`,
        pinHash,
      })),
    )
    .returning({ id: employees.id });
  const place = { accountId: opp.accountId, accountLocationId: loc.id, jobId: job.id, activityId: 1 };
  const at = (day, minutes) => new Date(`${day}T00:00:00Z`).getTime() + minutes * 60_000;
  for (const [day, perEmployee, minutes] of [
    [LIST_DAY, 2, 240],
    [EXPORT_DAY, EXPORT_PER_EMPLOYEE, 15],
  ]) {
    const sheets = await db
      .insert(timesheets)
      .values(people.map((p, k) => ({ employeeId: p.id, workDate: day, verifiedAt: k % 2 ? new Date() : null })))
      .returning({ id: timesheets.id });
    const rows = sheets.flatMap((s) =>
      Array.from({ length: perEmployee }, (_, i) => ({
        ...place,
        timesheetId: s.id,
        startTime: new Date(at(day, 360 + i * (minutes + 15))),
        endTime: new Date(at(day, 360 + i * (minutes + 15) + minutes)),
        description: `Entry ${i + 1}`,
      })),
    );
    for (let i = 0; i < rows.length; i += 1000) await db.insert(timesheetEntries).values(rows.slice(i, i + 1000));
  }
  const user = await createUser(db, { role: 'Administrator' });
  const token = await apiSignIn(address, user.username, user.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const post = async (path, body) => {
    const started = performance.now();
    const res = await fetch(`${address}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const bytes = (await res.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return { ms, bytes };
  };
  const list = () => post('/Timesheet/GetTimesheetList', { Date: LIST_DAY });
  const report = () => post('/Timesheet/GetTimeSheetReport', { Date: EXPORT_DAY, UTCOffset: -6 });

  for (let i = 0; i < 10; i++) await list();
  await report();

  const listTimes = [];
  let listBytes = 0;
  for (let i = 0; i < Number(args.lists); i++) {
    const r = await list();
    listTimes.push(r.ms);
    listBytes = r.bytes;
  }
  const exportTimes = [];
  let exportBytes = 0;
  for (let i = 0; i < Number(args.exports); i++) {
    const r = await report();
    exportTimes.push(r.ms);
    exportBytes = r.bytes;
  }

  const result = {
    date: today(),
    commit: commit(),
    machine: machine(),
    loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
    data: {
      employees: EMPLOYEES,
      listEntries: EMPLOYEES * 2,
      exportEntries: EMPLOYEES * EXPORT_PER_EMPLOYEE,
      listBytes,
      exportBytes,
    },
    targets: TARGETS,
    list: latencies(listTimes),
    export: latencies(exportTimes),
  };
  result.met = { list: result.list.p95 <= TARGETS.listP95Ms, export: result.export.max <= TARGETS.exportMaxMs };
  const file = writeResult('timesheets', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${file}`);
} finally {
  await close();
}
