import {
  activityById,
  type createTimesheetEntriesBody,
  entryHours,
  messages,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
  type saveTimesheetEntryBody,
  type TimesheetEntry,
  type TimesheetSummary,
  timesheetActivities,
} from '@fieldbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { employees, timesheetEntries, timesheets } from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { checkBaseVersion } from '../../platform/versions.ts';
import {
  enabledAccount,
  entriesOfTimesheet,
  entryById,
  jobOfAccount,
  jobOptions,
  locationOfAccount,
  locationOptions,
  lockEmployees,
  lockTimesheet,
  overlapping,
  summariesOfDay,
  summaryById,
  timesheetOfDay,
} from './timesheets.queries.ts';

type SummaryRow = NonNullable<Awaited<ReturnType<typeof summaryById>>>;
type EntryRow = NonNullable<Awaited<ReturnType<typeof entryById>>>;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function presentSummary(r: SummaryRow): TimesheetSummary {
  return {
    timesheetId: r.timesheetId,
    employeeId: r.employeeId,
    date: r.date,
    employeeName: r.employeeName,
    earliestStartTime: r.earliestStartTime ? r.earliestStartTime.toISOString() : null,
    latestEndTime: r.latestEndTime ? r.latestEndTime.toISOString() : null,
    totalHours: round1(r.seconds / 3600),
    verified: r.verifiedAt !== null,
  };
}

export function presentEntry(r: EntryRow): TimesheetEntry {
  const activity = activityById(r.activityId);
  const startTime = r.startTime.toISOString();
  const endTime = r.endTime.toISOString();
  return {
    timesheetEntryId: r.timesheetEntryId,
    timesheetId: r.timesheetId,
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    accountId: r.accountId,
    accountName: r.accountName,
    accountLocationId: r.accountLocationId,
    locationName: r.locationName,
    jobId: r.jobId,
    jobName: r.jobName,
    jobNumber: r.jobNumber,
    startTime,
    endTime,
    hours: entryHours(startTime, endTime),
    activityId: r.activityId,
    activityName: activity?.activityName ?? '',
    billable: activity?.billable ?? false,
    description: r.description,
    date: r.date,
    verified: r.verifiedAt !== null,
    version: r.version,
  };
}

export async function timesheetList(ctx: Ctx, day: string) {
  const rows = await summariesOfDay(ctx.db, day);
  return { success: true as const, data: rows.map(presentSummary) };
}

export async function getTimesheet(ctx: Ctx, id: number) {
  const row = await summaryById(ctx.db, id);
  if (!row) throw notFound(messages.timesheetNotFound);
  return { success: true as const, data: presentSummary(row) };
}

export async function timesheetEntryList(ctx: Ctx, timesheetId: number) {
  if (!(await summaryById(ctx.db, timesheetId))) throw notFound(messages.timesheetNotFound);
  const rows = await entriesOfTimesheet(ctx.db, timesheetId);
  return { success: true as const, data: rows.map(presentEntry) };
}

export async function getTimesheetEntry(ctx: Ctx, id: number) {
  const row = await entryById(ctx.db, id);
  if (!row) throw notFound(messages.timesheetEntryNotFound);
  return { success: true as const, data: presentEntry(row) };
}

export const activities = () => ({ success: true as const, data: timesheetActivities.map((a) => ({ ...a })) });

export async function accountLocationOptions(ctx: Ctx, accountId: number) {
  if (!(await enabledAccount(ctx.db, accountId))) throw notFound(messages.timesheetAccountNotFound);
  return { success: true as const, data: await locationOptions(ctx.db, accountId) };
}

export async function jobListOptions(ctx: Ctx, accountId: number) {
  if (!(await enabledAccount(ctx.db, accountId))) throw notFound(messages.timesheetAccountNotFound);
  return { success: true as const, data: await jobOptions(ctx.db, accountId) };
}

type EntryFields = z.output<typeof saveTimesheetEntryBody>;

/** Account, its location and its job must belong together (spec 3 §5 cascade). */
async function checkPlace(tx: Tx, input: Pick<EntryFields, 'accountId' | 'accountLocationId' | 'jobId'>) {
  if (!(await enabledAccount(tx, input.accountId)))
    throw badRequest(messages.timesheetAccountNotFound, { accountId: messages.timesheetSelectAccount });
  if (!(await locationOfAccount(tx, input.accountId, input.accountLocationId)))
    throw badRequest(messages.timesheetLocationNotOfAccount, {
      accountLocationId: messages.timesheetLocationNotOfAccount,
    });
  if (!(await jobOfAccount(tx, input.accountId, input.jobId)))
    throw badRequest(messages.timesheetJobNotOfAccount, { jobId: messages.timesheetJobNotOfAccount });
}

/** The UTC offset written in an ISO instant ('Z' or ±hh:mm), in minutes; the caller's clock for messages. */
function offsetMinutes(iso: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** 'h:mm AM' of an instant at an offset from UTC. */
function clockAt(instant: Date, offsetMin: number): string {
  const d = new Date(instant.getTime() + offsetMin * 60_000);
  const h = d.getUTCHours();
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

async function refuseOverlap(
  tx: Tx,
  p: { employeeId: number; start: Date; end: Date; exceptEntryId?: number; offset: number },
) {
  const other = await overlapping(tx, p);
  if (!other) return;
  const activity = activityById(other.activityId)?.activityName ?? '';
  const named = `${clockAt(other.startTime, p.offset)}–${clockAt(other.endTime, p.offset)} (${activity}, ${other.jobNumber} ${other.jobName})`;
  const message = messages.timesheetOverlap(other.employeeName, named);
  throw badRequest(message, { startTime: message });
}

export async function createTimesheetEntries(ctx: Ctx, input: z.output<typeof createTimesheetEntriesBody>) {
  const ids = [...new Set(input.employeeIds)].sort((a, b) => a - b);
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  const offset = offsetMinutes(input.startTime);
  const created = await ctx.db.transaction(async (tx) => {
    await checkPlace(tx, input);
    const people = await lockEmployees(tx, ids);
    if (people.length !== ids.length)
      throw badRequest(messages.employeeNotFound, { employeeIds: messages.employeeNotFound });
    const out: number[] = [];
    for (const person of people) {
      const sheet = await timesheetOfDay(tx, person.id, input.date);
      if (sheet.verifiedAt) {
        const message = `${person.firstName} ${person.lastName}: ${messages.timesheetVerifiedLocked}`;
        throw badRequest(message, { employeeIds: message });
      }
      await refuseOverlap(tx, { employeeId: person.id, start, end, offset });
      const values = {
        timesheetId: sheet.id,
        accountId: input.accountId,
        accountLocationId: input.accountLocationId,
        jobId: input.jobId,
        activityId: input.activityId,
        startTime: start,
        endTime: end,
        description: input.description,
        createdBy: ctx.user.id,
      };
      const [row] = await tx.insert(timesheetEntries).values(values).returning({ id: timesheetEntries.id });
      await audit(tx, ctx.user.id, 'timesheetEntry', row.id, 'create', {
        ...values,
        employeeId: person.id,
        startTime: input.startTime,
        endTime: input.endTime,
      });
      out.push(row.id);
    }
    return out;
  });
  ctx.log.info({ entries: created.length, by: ctx.user.id }, 'timesheet entries created');
  return {
    success: true as const,
    message: messages.timesheetEntriesCreated(created.length),
    timesheetEntryIds: created,
  };
}

export async function saveTimesheetEntry(ctx: Ctx, input: EntryFields) {
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  const version = await ctx.db.transaction(async (tx) => {
    const found = await entryById(tx, input.timesheetEntryId);
    if (!found) throw notFound(messages.timesheetEntryNotFound);
    const sheet = await lockTimesheet(tx, found.timesheetId);
    // Read again under the timesheet's lock, which every change of its entries takes.
    const before = (await entryById(tx, input.timesheetEntryId)) ?? found;
    await checkBaseVersion(tx, before, input.baseVersion, async () => presentEntry(before));
    if (sheet.verifiedAt) throw badRequest(messages.timesheetVerifiedLocked);
    await checkPlace(tx, input);
    await refuseOverlap(tx, {
      employeeId: sheet.employeeId,
      start,
      end,
      exceptEntryId: input.timesheetEntryId,
      offset: offsetMinutes(input.startTime),
    });
    const after = {
      accountId: input.accountId,
      accountLocationId: input.accountLocationId,
      jobId: input.jobId,
      activityId: input.activityId,
      startTime: start,
      endTime: end,
      description: input.description,
    };
    const [saved] = await tx
      .update(timesheetEntries)
      .set({ ...after, version: sql`${timesheetEntries.version} + 1`, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(timesheetEntries.id, input.timesheetEntryId))
      .returning({ version: timesheetEntries.version });
    const old = {
      accountId: before.accountId,
      accountLocationId: before.accountLocationId,
      jobId: before.jobId,
      activityId: before.activityId,
      startTime: before.startTime.toISOString(),
      endTime: before.endTime.toISOString(),
      description: before.description,
    };
    const change = changedFields(old, { ...after, startTime: start.toISOString(), endTime: end.toISOString() });
    await audit(tx, ctx.user.id, 'timesheetEntry', input.timesheetEntryId, 'update', change);
    return saved.version;
  });
  return { success: true as const, message: messages.timesheetEntrySaved, version };
}

export async function deleteTimesheetEntry(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await entryById(tx, id);
    if (!before) throw notFound(messages.timesheetEntryNotFound);
    const sheet = await lockTimesheet(tx, before.timesheetId);
    if (sheet.verifiedAt) throw badRequest(messages.timesheetVerifiedLocked);
    await tx.delete(timesheetEntries).where(eq(timesheetEntries.id, id));
    await audit(tx, ctx.user.id, 'timesheetEntry', id, 'delete', {
      employeeId: before.employeeId,
      jobId: before.jobId,
      startTime: before.startTime.toISOString(),
      endTime: before.endTime.toISOString(),
    });
  });
  return { success: true as const, message: messages.timesheetEntryDeleted };
}

export async function deleteTimesheet(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const sheet = await lockTimesheet(tx, id);
    if (!sheet) throw notFound(messages.timesheetNotFound);
    if (sheet.verifiedAt) throw badRequest(messages.timesheetVerifiedLocked);
    await tx.delete(timesheets).where(eq(timesheets.id, id));
    await audit(tx, ctx.user.id, 'timesheet', id, 'delete', { employeeId: sheet.employeeId, date: sheet.workDate });
  });
  return { success: true as const, message: messages.timesheetDeleted };
}

/**
 * PIN verification, throttled per employee: PIN_MAX_FAILURES wrong PINs in a row lock the employee's
 * verification for PIN_LOCK_MINUTES. The timesheet and employee rows are locked for the attempt, so
 * parallel guesses are counted one after the other. Every attempt leaves an audit row, the refused
 * ones included (their transaction commits the count and the row, then the refusal is answered).
 */
export async function verifyTimesheet(ctx: Ctx, input: { timesheetId: number; employeePin: string }) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const sheet = await lockTimesheet(tx, input.timesheetId);
    if (!sheet) throw notFound(messages.timesheetNotFound);
    if (sheet.verifiedAt) throw badRequest(messages.timesheetAlreadyVerified);
    const [emp] = await tx
      .select({ pinHash: employees.pinHash, failures: employees.pinFailures, lockedUntil: employees.pinLockedUntil })
      .from(employees)
      .where(eq(employees.id, sheet.employeeId))
      .for('update');
    const now = new Date();
    const base = { employeeId: sheet.employeeId, ip: ctx.ip };
    if (emp.lockedUntil && emp.lockedUntil > now) {
      await audit(tx, ctx.user.id, 'timesheet', sheet.id, 'verify-locked', base);
      return { ok: false as const, status: 429 as const, message: messages.timesheetPinLocked };
    }
    if (await verifyPassword(emp.pinHash, input.employeePin)) {
      await tx
        .update(employees)
        .set({ pinFailures: 0, pinLockedUntil: null })
        .where(eq(employees.id, sheet.employeeId));
      await tx.update(timesheets).set({ verifiedAt: now, verifiedBy: ctx.user.id }).where(eq(timesheets.id, sheet.id));
      await audit(tx, ctx.user.id, 'timesheet', sheet.id, 'verify', base);
      return { ok: true as const };
    }
    const failures = emp.failures + 1;
    const lock = failures >= PIN_MAX_FAILURES;
    await tx
      .update(employees)
      .set(
        lock
          ? { pinFailures: 0, pinLockedUntil: new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000) }
          : { pinFailures: failures },
      )
      .where(eq(employees.id, sheet.employeeId));
    await audit(tx, ctx.user.id, 'timesheet', sheet.id, lock ? 'verify-failed-locked' : 'verify-failed', {
      ...base,
      failures,
    });
    return lock
      ? { ok: false as const, status: 429 as const, message: messages.timesheetPinLocked }
      : {
          ok: false as const,
          status: 400 as const,
          message: messages.timesheetPinWrongLeft(PIN_MAX_FAILURES - failures),
        };
  });
  if (!outcome.ok) {
    ctx.log.warn({ timesheetId: input.timesheetId, by: ctx.user.id }, 'timesheet PIN refused');
    throw new AppError(outcome.status, outcome.message, { employeePin: outcome.message });
  }
  return { success: true as const, message: messages.timesheetVerified };
}
