import { messages, PIN_MAX_FAILURES, type TimesheetSummary } from '@fieldbook/contract';
import { employeesEndpoints as emp } from '@fieldbook/contract/employees';
import { timesheetsEndpoints as e } from '@fieldbook/contract/timesheets';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { expectSheetConventions, PRINTS, printWorkbook, readWorkbook, shortDate } from '../../../test/spreadsheets.ts';
import { accountLocations, employees } from '../../db/schema/index.ts';

let t: TestApp;
let office: string;
let viewer: string;
let verifier: string;
let plain: string;
let accountId: number;
let locationId: number;
let jobId: number;
let otherJobId: number;

let dayN = 0;
/** A fresh day per test, so tests do not share timesheets. */
const nextDay = () => {
  dayN += 1;
  return `2024-03-${String(dayN).padStart(2, '0')}`;
};
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00-05:00`;

async function newEmployee(pin = '2468', lastName = 'Nguyen') {
  const manager = await signInAs(t, ['employees.manage']);
  const res = await call(t.app, emp.saveEmployee, {
    body: { employeeId: 0, firstName: 'Tam', lastName, phoneNumber: '555-0100', email: 'tam@example.test', pin },
    token: manager,
  });
  return res.json.employeeId as number;
}

const entry = (
  day: string,
  employeeIds: number[],
  from = '07:00',
  to = '11:30',
  over: Record<string, unknown> = {},
) => ({
  date: day,
  employeeIds,
  accountId,
  accountLocationId: locationId,
  jobId,
  activityId: 1,
  startTime: at(day, from),
  endTime: at(day, to),
  description: 'Set wall panels',
  ...over,
});

async function createEntries(body: ReturnType<typeof entry>) {
  const res = await call(t.app, e.createTimesheetEntries, { body, token: office });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.timesheetEntryIds as number[];
}

async function sheetOf(day: string, employeeId: number) {
  const list = await call(t.app, e.getTimesheetList, { body: { Date: day }, token: viewer });
  // undefined when the employee has no timesheet that day (the tests that expect one read it directly)
  return list.json.data.find((r: { employeeId: number }) => r.employeeId === employeeId) as TimesheetSummary;
}

beforeAll(async () => {
  t = await createTestApp();
  office = await signInAs(t, ['timesheets.view', 'timesheets.edit']);
  viewer = await signInAs(t, ['timesheets.view']);
  verifier = await signInAs(t, ['timesheets.verify']);
  plain = await signInAs(t, []);
  const opp = await createOpportunity(t.database.db);
  accountId = opp.accountId;
  const [loc] = await t.database.db
    .insert(accountLocations)
    .values({ accountId, locationName: 'Pad 7', jobLocation: true })
    .returning();
  locationId = loc.id;
  jobId = (await createJob(t.database.db, { opportunityId: opp.id, jobName: 'Pad 7 Wall' })).id;
  otherJobId = (await createJob(t.database.db)).id;
});

describe('access', () => {
  it('every timesheet endpoint answers 401 anonymously and 403 without its permission', async () => {
    const day = '2024-01-02';
    await denies(t.app, e.getTimesheetList, { body: { Date: day } }, plain);
    await denies(t.app, e.getTimeSheetReport, { body: { Date: day, UTCOffset: -5 } }, plain);
    await denies(t.app, e.getTimesheet, { body: { id: 1 } }, plain);
    await denies(t.app, e.deleteTimesheet, { body: { id: 1 } }, viewer);
    await denies(t.app, e.verifyTimesheet, { body: { timesheetId: 1, employeePin: '1234' } }, office);
    await denies(t.app, e.getTimesheetEntryList, { body: { id: 1 } }, plain);
    await denies(t.app, e.getTimesheetEntry, { body: { id: 1 } }, verifier);
    await denies(t.app, e.createTimesheetEntries, { body: entry(day, [1]) }, viewer);
    await denies(t.app, e.saveTimesheetEntry, { body: { ...entry(day, [1]), timesheetEntryId: 1 } }, viewer);
    await denies(t.app, e.deleteTimesheetEntry, { body: { id: 1 } }, viewer);
    await denies(t.app, e.getTimesheetActivities, {}, plain);
    await denies(t.app, e.getAccountLocationOptions, { body: { id: 1 } }, viewer);
    await denies(t.app, e.getJobListOptions, { body: { id: 1 } }, viewer);
  });
});

describe('validation', () => {
  it('answers 400 with the field messages of an incomplete entry', async () => {
    const day = nextDay();
    const res = await call(t.app, e.createTimesheetEntries, {
      body: { date: day, employeeIds: [], accountId: 0, startTime: at(day, '09:00'), endTime: at(day, '08:00') },
      token: office,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      employeeIds: messages.timesheetSelectEmployee,
      accountId: messages.timesheetSelectAccount,
      accountLocationId: messages.timesheetSelectLocation,
      jobId: messages.timesheetSelectJob,
      activityId: messages.timesheetSelectActivity,
    });
    const backwards = await call(t.app, e.createTimesheetEntries, {
      body: entry(day, [1], '09:00', '08:00'),
      token: office,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json.errors.endTime).toBe(messages.timesheetEndAfterStart);
    const list = await call(t.app, e.getTimesheetList, { body: { Date: 'March 5' }, token: viewer });
    expect(list.statusCode).toBe(400);
    const report = await call(t.app, e.getTimeSheetReport, { body: { Date: day, UTCOffset: 40 }, token: viewer });
    expect(report.statusCode).toBe(400);
    const verify = await call(t.app, e.verifyTimesheet, {
      body: { timesheetId: 1, employeePin: '12345' },
      token: verifier,
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json.errors.employeePin).toBe(messages.timesheetPinFormat);
  });

  it('refuses a job or location of another account, and changes nothing', async () => {
    const day = nextDay();
    const a = await newEmployee();
    const wrongJob = await call(t.app, e.createTimesheetEntries, {
      body: entry(day, [a], '07:00', '08:00', { jobId: otherJobId }),
      token: office,
    });
    expect(wrongJob.statusCode).toBe(400);
    expect(wrongJob.json.message).toBe(messages.timesheetJobNotOfAccount);
    expect(await sheetOf(day, a)).toBeUndefined();
  });
});

describe('entries and the day list', () => {
  it('creates one entry for several employees at once and sums the day', async () => {
    const day = nextDay();
    const a = await newEmployee('1111', 'Adams');
    const b = await newEmployee('2222', 'Baker');
    const ids = await createEntries(entry(day, [a, b]));
    expect(ids).toHaveLength(2);
    await createEntries(entry(day, [a], '12:00', '15:15', { activityId: 6 }));
    const sheet = await sheetOf(day, a);
    expect(sheet).toMatchObject({
      date: day,
      employeeName: 'Tam Adams',
      earliestStartTime: new Date(at(day, '07:00')).toISOString(),
      latestEndTime: new Date(at(day, '15:15')).toISOString(),
      totalHours: 7.8,
      verified: false,
    });
    const entries = await call(t.app, e.getTimesheetEntryList, { body: { id: sheet.timesheetId }, token: verifier });
    expect(entries.json.data.map((x: { hours: number }) => x.hours)).toEqual([4.5, 3.3]);
    expect(entries.json.data[1]).toMatchObject({
      activityName: 'Travel',
      billable: true,
      jobName: 'Pad 7 Wall',
      locationName: 'Pad 7',
    });
    const one = await call(t.app, e.getTimesheetEntry, { body: { id: ids[0] }, token: viewer });
    expect(one.json.data.timesheetEntryId).toBe(ids[0]);
    expect((await auditOf(t.database.db, 'timesheetEntry', ids[0], ['create'])).length).toBe(1);
  });

  it('refuses an overlapping entry, naming the other entry, and creates nothing for anyone', async () => {
    const day = nextDay();
    const a = await newEmployee('1111', 'Cole');
    const b = await newEmployee('2222', 'Diaz');
    await createEntries(entry(day, [a], '07:00', '11:00'));
    const res = await call(t.app, e.createTimesheetEntries, {
      body: entry(day, [b, a], '10:30', '12:00'),
      token: office,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('Tam Cole already has an entry 7:00 AM–11:00 AM (Installation,');
    expect(res.json.message).toContain('Pad 7 Wall');
    expect(await sheetOf(day, b)).toBeUndefined();
    // Touching ends do not overlap.
    await createEntries(entry(day, [a, b], '11:00', '12:00'));
  });

  it('saves an entry (not onto another of the same employee) and deletes entries and timesheets', async () => {
    const day = nextDay();
    const a = await newEmployee();
    const [first] = await createEntries(entry(day, [a], '07:00', '09:00'));
    const [second] = await createEntries(entry(day, [a], '09:00', '10:00'));
    const clash = await call(t.app, e.saveTimesheetEntry, {
      body: { ...entry(day, [a], '08:30', '10:00'), timesheetEntryId: second },
      token: office,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json.message).toContain('7:00 AM–9:00 AM');
    const ok = await call(t.app, e.saveTimesheetEntry, {
      body: { ...entry(day, [a], '09:30', '10:30', { description: 'Moved' }), timesheetEntryId: second },
      token: office,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.message).toBe(messages.timesheetEntrySaved);
    const [upd] = await auditOf(t.database.db, 'timesheetEntry', second, ['update']);
    expect(upd.change).toMatchObject({ description: ['Set wall panels', 'Moved'] });
    const del = await call(t.app, e.deleteTimesheetEntry, { body: { id: first }, token: office });
    expect(del.json.message).toBe(messages.timesheetEntryDeleted);
    expect((await call(t.app, e.getTimesheetEntry, { body: { id: first }, token: viewer })).statusCode).toBe(404);
    const sheet = await sheetOf(day, a);
    expect(sheet.totalHours).toBe(1);
    const gone = await call(t.app, e.deleteTimesheet, { body: { id: sheet.timesheetId }, token: office });
    expect(gone.statusCode).toBe(200);
    expect(await sheetOf(day, a)).toBeUndefined();
    expect((await call(t.app, e.getTimesheet, { body: { id: sheet.timesheetId }, token: viewer })).statusCode).toBe(
      404,
    );
  });

  it('serves the activities and the account cascade', async () => {
    const acts = await call(t.app, e.getTimesheetActivities, { token: office });
    expect(acts.json.data[0]).toEqual({ activityId: 1, activityName: 'Installation', billable: true });
    const locs = await call(t.app, e.getAccountLocationOptions, { body: { id: accountId }, token: office });
    expect(locs.json.data).toEqual([{ accountLocationId: locationId, locationName: 'Pad 7' }]);
    const jobsAnswer = await call(t.app, e.getJobListOptions, { body: { id: accountId }, token: office });
    expect(jobsAnswer.json.data.map((j: { jobId: number }) => j.jobId)).toEqual([jobId]);
    expect((await call(t.app, e.getJobListOptions, { body: { id: 999999 }, token: office })).statusCode).toBe(404);
  });
});

describe('POST /Timesheet/VerifyTimesheet', () => {
  it('verifies with the right PIN, audits it, and locks the entries', async () => {
    const day = nextDay();
    const a = await newEmployee('9753');
    const [entryId] = await createEntries(entry(day, [a]));
    const sheet = await sheetOf(day, a);
    const wrong = await call(t.app, e.verifyTimesheet, {
      body: { timesheetId: sheet.timesheetId, employeePin: '0000' },
      token: verifier,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.message).toBe(messages.timesheetPinWrongLeft(PIN_MAX_FAILURES - 1));
    const ok = await call(t.app, e.verifyTimesheet, {
      body: { timesheetId: sheet.timesheetId, employeePin: '9753' },
      token: verifier,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.message).toBe(messages.timesheetVerified);
    expect((await sheetOf(day, a)).verified).toBe(true);
    const rows = await auditOf(t.database.db, 'timesheet', sheet.timesheetId);
    expect(rows.map((r) => r.action)).toEqual(['verify-failed', 'verify']);
    const again = await call(t.app, e.verifyTimesheet, {
      body: { timesheetId: sheet.timesheetId, employeePin: '9753' },
      token: verifier,
    });
    expect(again.json.message).toBe(messages.timesheetAlreadyVerified);
    const locked = await call(t.app, e.deleteTimesheetEntry, { body: { id: entryId }, token: office });
    expect(locked.statusCode).toBe(400);
    expect(locked.json.message).toBe(messages.timesheetVerifiedLocked);
    const more = await call(t.app, e.createTimesheetEntries, {
      body: entry(day, [a], '13:00', '14:00'),
      token: office,
    });
    expect(more.statusCode).toBe(400);
  });

  it('locks verification for 15 minutes after 5 wrong PINs, even for the right one, auditing every attempt', async () => {
    const day = nextDay();
    const a = await newEmployee('8642');
    await createEntries(entry(day, [a]));
    const sheet = await sheetOf(day, a);
    const body = (pin: string) => ({ body: { timesheetId: sheet.timesheetId, employeePin: pin }, token: verifier });
    for (let i = 1; i < PIN_MAX_FAILURES; i++) {
      const r = await call(t.app, e.verifyTimesheet, body('1111'));
      expect(r.statusCode).toBe(400);
    }
    const fifth = await call(t.app, e.verifyTimesheet, body('1111'));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json.message).toBe(messages.timesheetPinLocked);
    const right = await call(t.app, e.verifyTimesheet, body('8642'));
    expect(right.statusCode).toBe(429);
    expect(right.json.message).toBe(messages.timesheetPinLocked);
    expect((await sheetOf(day, a)).verified).toBe(false);
    const actions = (await auditOf(t.database.db, 'timesheet', sheet.timesheetId)).map((r) => r.action);
    expect(actions).toEqual([...Array(4).fill('verify-failed'), 'verify-failed-locked', 'verify-locked']);
    // Once the lock has run out, the right PIN verifies.
    await t.database.db
      .update(employees)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(employees.id, a));
    expect((await call(t.app, e.verifyTimesheet, body('8642'))).statusCode).toBe(200);
  });
});

describe('POST /Timesheet/GetTimeSheetReport', () => {
  it(
    'answers TimeSheet-{date}.xlsx: real dates and times, hours as numbers, a total row, printed on one page',
    PRINTS,
    async () => {
      const day = nextDay();
      const a = await newEmployee('1111', 'Evans');
      const b = await newEmployee('2222', 'Ford');
      await createEntries(entry(day, [a, b], '07:00', '11:30'));
      await createEntries(entry(day, [a], '12:00', '13:00'));
      const res = await call(t.app, e.getTimeSheetReport, { body: { Date: day, UTCOffset: -5 }, token: viewer });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain(`TimeSheet-${day}.xlsx`);
      const ws = (await readWorkbook(res.rawPayload)).worksheets[0];
      expect(ws.getRow(1).getCell(1).value).toBe('Employee');
      expect(ws.rowCount).toBe(5);
      expectSheetConventions(ws, 3);
      const first = ws.getRow(2);
      expect(first.getCell(1).value).toBe('Evans, Tam');
      expect(first.getCell(2).value).toEqual(new Date(`${day}T00:00:00Z`));
      expect(first.getCell(2).numFmt).toBe('mmm d, yyyy');
      expect(first.getCell(9).value).toEqual(new Date('1899-12-30T07:00:00Z'));
      expect(first.getCell(9).numFmt).toBe('h:mm AM/PM');
      expect(first.getCell(10).value).toEqual(new Date('1899-12-30T11:30:00Z'));
      expect(first.getCell(11).value).toBe(4.5);
      expect(first.getCell(11).type).toBe(ExcelJS.ValueType.Number);
      expect(ws.getRow(3).getCell(11).value).toBe(1);
      expect(ws.getRow(4).getCell(1).value).toBe('Ford, Tam');
      const total = ws.getRow(5);
      expect(total.getCell(1).value).toBe('Total');
      expect(total.getCell(11).value).toMatchObject({ formula: 'SUM(K2:K4)', result: 10 });
      expect(ws.getColumn(1).width).toBeGreaterThanOrEqual(12);

      const printed = printWorkbook(res.rawPayload);
      expect(printed.pages).toBe(1);
      expect(printed.text).toContain(shortDate(day));
      expect(printed.text).toContain('7:00 AM');
      expect(printed.text).toContain('Description'); // the last column is on the page
    },
  );
});
