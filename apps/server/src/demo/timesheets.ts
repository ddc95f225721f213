import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { accountLocations, employees, jobs, opportunities, timesheetEntries, timesheets } from '../db/schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { addDays, type DemoStep, tally } from './step.ts';

/** Every demo employee's PIN (README.md lists it beside the demo password). */
export const DEMO_EMPLOYEE_PIN = '2580';

const FIRST = ['Rosa', 'Marcus', 'Jenna', 'Luis', 'Tamika', 'Dale', 'Priya', 'Cody', 'Ana', 'Travis'];
const LAST = ['Delgado', 'Whitfield', 'Okafor'];

/** 30 field employees: ten first names across three family names. */
const DEMO_EMPLOYEES = LAST.flatMap((lastName, i) =>
  FIRST.map((firstName, j) => ({
    firstName,
    lastName,
    phoneNumber: `(432) 555-${String(1000 + i * 10 + j)}`,
    email: `${firstName}.${lastName}@crew.example`.toLowerCase(),
  })),
);

/** The demo crews work in the firm's home office's time zone (Denver). */
const CREW_TIME_ZONE = 'America/Denver';

/** The instant of a wall-clock time on a day in the crews' time zone ('2026-11-25', 7, 0 → 14:00 UTC). */
function crewTime(day: string, hour: number, minute: number): Date {
  const [y, m, d] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at that moment, read back from how the zone writes the UTC instant.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CREW_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asUtc + (asUtc - shown));
}

/** Morning and afternoon blocks of a working day, [start hour, minute, end hour, minute, activity]. */
const BLOCKS: [number, number, number, number, number][] = [
  [7, 0, 11, 30, 1],
  [12, 0, 15, 30, 3],
];

/**
 * Employees with PINs, and two weeks of weekday timesheets up to yesterday on demo jobs; those older
 * than three days are verified. Laid down once: employees that already have timesheets get no more.
 */
export const timesheetsStep: DemoStep = {
  name: 'timesheets',
  async run(tx, ctx) {
    const t = tally();
    const emails = DEMO_EMPLOYEES.map((e) => e.email);
    const have = await tx
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(and(inArray(employees.email, emails), isNull(employees.deletedAt)));
    const byEmail = new Map(have.map((r) => [r.email, r.id]));
    const missing = DEMO_EMPLOYEES.filter((e) => !byEmail.has(e.email));
    t.existing('employees', have.length);
    if (missing.length) {
      // One hash for the shared demo PIN: each employee's is still checked like any other.
      const pinHash = await hashPassword(DEMO_EMPLOYEE_PIN);
      const rows = await tx
        .insert(employees)
        .values(missing.map((e) => ({ ...e, pinHash })))
        .returning({ id: employees.id, email: employees.email });
      for (const r of rows) byEmail.set(r.email, r.id);
      t.created('employees', rows.length);
    }

    // Demo jobs and the site each is at (its shipping location, a location of its account).
    const perJob = await tx
      .select({ jobId: jobs.id, accountId: opportunities.accountId, accountLocationId: accountLocations.id })
      .from(jobs)
      .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
      .innerJoin(accountLocations, eq(accountLocations.id, jobs.shippingLocationId))
      .where(and(eq(jobs.canceled, false), eq(accountLocations.enabled, true)))
      .orderBy(asc(jobs.id))
      .limit(6);
    if (perJob.length === 0) return t.counts;

    const days: string[] = [];
    for (let back = 14; back >= 1; back--) {
      const day = addDays(ctx.today, -back);
      const [y, m, d] = day.split('-').map(Number);
      const weekday = new Date(y, m - 1, d).getDay();
      if (weekday !== 0 && weekday !== 6) days.push(day);
    }
    const ids = DEMO_EMPLOYEES.map((e) => byEmail.get(e.email) as number);
    // The fortnight is laid down once, relative to the day of the first load: a later load (on a
    // later day) leaves the demo employees' timesheets as they are.
    const existing = await tx
      .select({ employeeId: timesheets.employeeId, day: timesheets.workDate })
      .from(timesheets)
      .where(inArray(timesheets.employeeId, ids));
    if (existing.length) {
      t.existing('timesheets', existing.length);
      return t.counts;
    }
    const seen = new Set<string>();
    const cutoff = addDays(ctx.today, -3);
    for (const [di, day] of days.entries()) {
      const wanted = ids.filter((id) => !seen.has(`${id}:${day}`));
      if (!wanted.length) continue;
      const sheets = await tx
        .insert(timesheets)
        .values(
          wanted.map((employeeId, k) => ({
            employeeId,
            workDate: day,
            // Older days are verified, but for a few stragglers.
            verifiedAt: day < cutoff && (k + di) % 7 !== 0 ? crewTime(day, 16, 0) : null,
          })),
        )
        .returning({ id: timesheets.id, employeeId: timesheets.employeeId });
      t.created('timesheets', sheets.length);
      const rows = sheets.flatMap((s, k) => {
        const place = perJob[(k + di) % perJob.length];
        return BLOCKS.map(([sh, sm, eh, em, activityId]) => ({
          timesheetId: s.id,
          accountId: place.accountId,
          accountLocationId: place.accountLocationId,
          jobId: place.jobId,
          activityId,
          startTime: crewTime(day, sh, sm),
          endTime: crewTime(day, eh, em),
          description: activityId === 1 ? 'Set wall panels' : 'Checked meters and panel joints',
        }));
      });
      await tx.insert(timesheetEntries).values(rows);
      t.created('timesheet entries', rows.length);
    }
    return t.counts;
  },
};
