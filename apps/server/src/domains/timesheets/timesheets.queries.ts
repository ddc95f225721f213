import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  accountLocations,
  accounts,
  employees,
  jobs,
  opportunities,
  timesheetEntries,
  timesheets,
} from '../../db/schema/index.ts';

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Summaries: one row per timesheet with its earliest start, latest end and hours (to the second). */
function selectSummaries(db: Tx, where: SQL) {
  return db
    .select({
      timesheetId: timesheets.id,
      employeeId: timesheets.employeeId,
      date: timesheets.workDate,
      employeeName,
      lastName: employees.lastName,
      firstName: employees.firstName,
      earliestStartTime: sql<Date | null>`min(${timesheetEntries.startTime})`.mapWith(timesheetEntries.startTime),
      latestEndTime: sql<Date | null>`max(${timesheetEntries.endTime})`.mapWith(timesheetEntries.endTime),
      seconds:
        sql<number>`coalesce(sum(extract(epoch from ${timesheetEntries.endTime} - ${timesheetEntries.startTime})), 0)`.mapWith(
          Number,
        ),
      verifiedAt: timesheets.verifiedAt,
    })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .leftJoin(timesheetEntries, eq(timesheetEntries.timesheetId, timesheets.id))
    .where(where)
    .groupBy(timesheets.id, employees.id);
}

export function summariesOfDay(db: Tx, day: string) {
  return selectSummaries(db, eq(timesheets.workDate, day)).orderBy(
    asc(employees.lastName),
    asc(employees.firstName),
    asc(timesheets.id),
  );
}

export async function summaryById(db: Tx, id: number) {
  const [row] = await selectSummaries(db, eq(timesheets.id, id));
  return row;
}

/** Where an entry's hours went: the account, its location and the job, with their names. */
const entryPlace = {
  accountId: timesheetEntries.accountId,
  accountName: accounts.accountName,
  accountLocationId: timesheetEntries.accountLocationId,
  locationName: accountLocations.locationName,
  jobId: timesheetEntries.jobId,
  jobName: jobs.jobName,
  jobNumber: jobs.jobNumber,
};

/** Entries with their names, earliest first. */
export function selectEntries(db: Tx, where: SQL) {
  return db
    .select({
      timesheetEntryId: timesheetEntries.id,
      timesheetId: timesheetEntries.timesheetId,
      employeeId: timesheets.employeeId,
      employeeName,
      lastName: employees.lastName,
      firstName: employees.firstName,
      ...entryPlace,
      startTime: timesheetEntries.startTime,
      endTime: timesheetEntries.endTime,
      activityId: timesheetEntries.activityId,
      description: timesheetEntries.description,
      date: timesheets.workDate,
      verifiedAt: timesheets.verifiedAt,
      version: timesheetEntries.version,
      updatedAt: timesheetEntries.updatedAt,
      updatedBy: timesheetEntries.updatedBy,
      createdBy: timesheetEntries.createdBy,
    })
    .from(timesheetEntries)
    .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .innerJoin(accounts, eq(accounts.id, timesheetEntries.accountId))
    .innerJoin(accountLocations, eq(accountLocations.id, timesheetEntries.accountLocationId))
    .innerJoin(jobs, eq(jobs.id, timesheetEntries.jobId))
    .where(where);
}

export const entriesOfTimesheet = (db: Tx, timesheetId: number) =>
  selectEntries(db, eq(timesheetEntries.timesheetId, timesheetId)).orderBy(
    asc(timesheetEntries.startTime),
    asc(timesheetEntries.id),
  );

export const entriesOfDay = (db: Tx, day: string) =>
  selectEntries(db, eq(timesheets.workDate, day)).orderBy(
    asc(employees.lastName),
    asc(employees.firstName),
    asc(timesheets.id),
    asc(timesheetEntries.startTime),
    asc(timesheetEntries.id),
  );

export async function entryById(db: Tx, id: number) {
  const [row] = await selectEntries(db, eq(timesheetEntries.id, id));
  return row;
}

/** The timesheet's row, locked until the transaction ends. */
export async function lockTimesheet(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: timesheets.id,
      employeeId: timesheets.employeeId,
      verifiedAt: timesheets.verifiedAt,
      workDate: timesheets.workDate,
    })
    .from(timesheets)
    .where(eq(timesheets.id, id))
    .for('update');
  return row;
}

/** The employee's timesheet of the day, created when missing, locked until the transaction ends. */
export async function timesheetOfDay(db: Tx, employeeId: number, day: string) {
  await db.insert(timesheets).values({ employeeId, workDate: day }).onConflictDoNothing();
  const [row] = await db
    .select({ id: timesheets.id, verifiedAt: timesheets.verifiedAt })
    .from(timesheets)
    .where(and(eq(timesheets.employeeId, employeeId), eq(timesheets.workDate, day)))
    .for('update');
  return row;
}

/** The live employees among ids, locked (their timesheets are changed one employee at a time). */
export function lockEmployees(db: Tx, ids: number[]) {
  return db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(inArray(employees.id, ids), isNull(employees.deletedAt)))
    .orderBy(asc(employees.id))
    .for('update');
}

/** Another entry of the employee (any day) that overlaps [start, end). */
export async function overlapping(db: Tx, p: { employeeId: number; start: Date; end: Date; exceptEntryId?: number }) {
  const [row] = await selectEntries(
    db,
    and(
      eq(timesheets.employeeId, p.employeeId),
      lt(timesheetEntries.startTime, p.end),
      gt(timesheetEntries.endTime, p.start),
      p.exceptEntryId ? ne(timesheetEntries.id, p.exceptEntryId) : undefined,
    ) as SQL,
  )
    .orderBy(asc(timesheetEntries.startTime))
    .limit(1);
  return row;
}

export async function enabledAccount(db: Tx, id: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.enabled, true)));
  return row;
}

export function locationOptions(db: Tx, accountId: number) {
  return db
    .select({ accountLocationId: accountLocations.id, locationName: accountLocations.locationName })
    .from(accountLocations)
    .where(and(eq(accountLocations.accountId, accountId), eq(accountLocations.enabled, true)))
    .orderBy(asc(accountLocations.locationName), asc(accountLocations.id));
}

export function jobOptions(db: Tx, accountId: number) {
  return db
    .select({ jobId: jobs.id, jobName: jobs.jobName, jobNumber: jobs.jobNumber })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .where(and(eq(opportunities.accountId, accountId), eq(jobs.canceled, false)))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id));
}

export async function locationOfAccount(db: Tx, accountId: number, locationId: number) {
  const [row] = await db
    .select({ id: accountLocations.id })
    .from(accountLocations)
    .where(and(eq(accountLocations.id, locationId), eq(accountLocations.accountId, accountId)));
  return row;
}

export async function jobOfAccount(db: Tx, accountId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .where(and(eq(jobs.id, jobId), eq(opportunities.accountId, accountId)));
  return row;
}
