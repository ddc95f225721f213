import { z } from 'zod';
import { INT_MAX, id, idBody, int, okMessage, optionalText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { baseVersion, formVersion } from './offline.ts';

/** Daily timesheets and their entries (spec 3 §2.16, §3, §4, §5 'Timesheet entry', §7 Timesheets). */

/** Wrong PINs in a row that lock an employee's verification, and for how long. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
/** The longest single entry. */
export const ENTRY_MAX_HOURS = 24;

/**
 * What an entry's time was spent on (GET /TimesheetEntry/GetTimesheetActivities). A fixed list kept
 * here, like the job steps: ids are stored on entries and never reused.
 */
export const timesheetActivities = [
  { activityId: 1, activityName: 'Installation', billable: true },
  { activityId: 2, activityName: 'Removal', billable: true },
  { activityId: 3, activityName: 'Maintenance', billable: true },
  { activityId: 4, activityName: 'Monitoring', billable: true },
  { activityId: 5, activityName: 'Survey', billable: true },
  { activityId: 6, activityName: 'Travel', billable: true },
  { activityId: 7, activityName: 'Standby', billable: true },
  { activityId: 8, activityName: 'Shop', billable: false },
  { activityId: 9, activityName: 'Training', billable: false },
] as const;
export const activityById = (activityId: number) => timesheetActivities.find((a) => a.activityId === activityId);

/** Hours between two instants, to one decimal (spec 3 §5, §9). */
export function entryHours(startIso: string, endIso: string): number {
  const ms = Date.parse(endIso) - Date.parse(startIso);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 360_000) / 10 : 0;
}

const pick = (message: string) => z.number({ error: message }).int(message).min(1, message).max(INT_MAX, message);
const instant = z.iso.datetime({ offset: true, error: messages.timesheetTimesRequired });

export const timesheetSummary = z.object({
  timesheetId: int(),
  employeeId: int(),
  /** The day, 'YYYY-MM-DD'. */
  date: z.string(),
  employeeName: z.string(),
  /** ISO instants; null when the timesheet has no entries. */
  earliestStartTime: z.string().nullable(),
  latestEndTime: z.string().nullable(),
  totalHours: z.number(),
  verified: z.boolean(),
});
export type TimesheetSummary = z.infer<typeof timesheetSummary>;

export const timesheetEntry = z.object({
  timesheetEntryId: int(),
  timesheetId: int(),
  employeeId: int(),
  employeeName: z.string(),
  accountId: int(),
  accountName: z.string(),
  accountLocationId: int(),
  locationName: z.string(),
  jobId: int(),
  jobName: z.string(),
  jobNumber: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hours: z.number(),
  activityId: int(),
  activityName: z.string(),
  billable: z.boolean(),
  description: z.string(),
  date: z.string(),
  /** The timesheet is verified: the entry can no longer be changed. */
  verified: z.boolean(),
  /** Sent back as the save's baseVersion (offline.ts). */
  version: formVersion,
});
export type TimesheetEntry = z.infer<typeof timesheetEntry>;

/** The fields of an entry as the form sends them; start and end are ISO instants (time pickers on the day). */
export const timesheetEntryFields = z
  .object({
    accountId: pick(messages.timesheetSelectAccount),
    accountLocationId: pick(messages.timesheetSelectLocation),
    jobId: pick(messages.timesheetSelectJob),
    activityId: pick(messages.timesheetSelectActivity).refine(
      (v) => activityById(v) !== undefined,
      messages.timesheetSelectActivity,
    ),
    startTime: instant,
    endTime: instant,
    description: optionalText(1000),
  })
  .superRefine((v, c) => {
    const ms = Date.parse(v.endTime) - Date.parse(v.startTime);
    if (!(ms > 0)) c.addIssue({ code: 'custom', path: ['endTime'], message: messages.timesheetEndAfterStart });
    else if (ms > ENTRY_MAX_HOURS * 3_600_000)
      c.addIssue({ code: 'custom', path: ['endTime'], message: messages.timesheetTooLong });
  });
export type TimesheetEntryFields = z.input<typeof timesheetEntryFields>;

export const createTimesheetEntriesBody = z
  .object({
    /** The day the entries belong to, 'YYYY-MM-DD'. */
    date: z.iso.date(),
    employeeIds: z
      .array(id, { error: messages.timesheetSelectEmployee })
      .min(1, messages.timesheetSelectEmployee)
      .max(500, 'At most 500 employees at once.'),
  })
  .and(timesheetEntryFields);

export const saveTimesheetEntryBody = z.object({ timesheetEntryId: id, baseVersion }).and(timesheetEntryFields);

export const getTimesheetList = endpoint({
  method: 'POST',
  path: '/Timesheet/GetTimesheetList',
  access: 'timesheets.view',
  summary: "The day's timesheets, one per employee with entries that day, by employee name.",
  body: z.object({ Date: z.iso.date() }),
  response: z.object({ success: z.literal(true), data: z.array(timesheetSummary) }),
});

export const getTimeSheetReport = endpoint({
  method: 'POST',
  path: '/Timesheet/GetTimeSheetReport',
  access: 'timesheets.view',
  summary:
    "The day's entries as a spreadsheet (TimeSheet-{date}.xlsx): one row per entry, hours as numbers, a total row; times shown at UTCOffset hours from UTC.",
  body: z.object({ Date: z.iso.date(), UTCOffset: z.number().min(-14).max(14) }),
  file: true,
});

export const getTimesheet = endpoint({
  method: 'POST',
  path: '/Timesheet/GetTimesheet',
  access: ['timesheets.view', 'timesheets.verify'],
  summary: 'One timesheet summary (path designed: the timesheet fetch by id).',
  body: idBody,
  response: z.object({ success: z.literal(true), data: timesheetSummary }),
});

export const deleteTimesheet = endpoint({
  method: 'POST',
  path: '/Timesheet/DeleteTimesheet',
  once: true,
  access: 'timesheets.edit',
  summary: 'Deletes an unverified timesheet with its entries.',
  body: idBody,
  response: okMessage,
});

export const verifyTimesheet = endpoint({
  method: 'POST',
  path: '/Timesheet/VerifyTimesheet',
  access: 'timesheets.verify',
  summary: `Verifies a timesheet with the employee's own PIN; ${PIN_MAX_FAILURES} wrong PINs lock the employee's verification for ${PIN_LOCK_MINUTES} minutes. Every attempt is audited.`,
  body: z.object({
    timesheetId: id,
    employeePin: z.string({ error: messages.timesheetPinFormat }).regex(/^\d{4}$/, messages.timesheetPinFormat),
  }),
  response: okMessage,
});

export const getTimesheetEntryList = endpoint({
  method: 'POST',
  path: '/TimesheetEntry/GetTimesheetEntryList',
  access: ['timesheets.view', 'timesheets.verify'],
  summary: "A timesheet's entries (id = timesheet id), earliest first.",
  body: idBody,
  response: z.object({ success: z.literal(true), data: z.array(timesheetEntry) }),
});

export const getTimesheetEntry = endpoint({
  method: 'POST',
  path: '/TimesheetEntry/GetTimesheetEntry',
  access: 'timesheets.view',
  summary: 'One entry for the entry form.',
  body: idBody,
  response: z.object({ success: z.literal(true), data: timesheetEntry }),
});

export const createTimesheetEntries = endpoint({
  method: 'POST',
  path: '/TimesheetEntry/CreateTimesheetEntries',
  once: true,
  access: 'timesheets.edit',
  summary:
    "The same entry for each employee given, on their timesheet of that day (created when missing); all or none: an overlap with another of an employee's entries refuses the lot.",
  body: createTimesheetEntriesBody,
  response: z.object({ success: z.literal(true), message: z.string(), timesheetEntryIds: z.array(int()) }),
});

export const saveTimesheetEntry = endpoint({
  method: 'POST',
  path: '/TimesheetEntry/SaveTimesheetEntry',
  once: true,
  access: 'timesheets.edit',
  summary:
    "Saves an entry of an unverified timesheet; refused when it would overlap another entry of the employee. With baseVersion not the entry's version: 409 editConflictAnswer(timesheetEntry), nothing saved.",
  body: saveTimesheetEntryBody,
  response: okMessage.extend({ version: formVersion }),
});

export const deleteTimesheetEntry = endpoint({
  method: 'POST',
  path: '/TimesheetEntry/DeleteTimesheetEntry',
  once: true,
  access: 'timesheets.edit',
  summary: 'Deletes an entry of an unverified timesheet.',
  body: idBody,
  response: okMessage,
});

export const timesheetActivity = z.object({ activityId: int(), activityName: z.string(), billable: z.boolean() });

export const getTimesheetActivities = endpoint({
  method: 'GET',
  path: '/TimesheetEntry/GetTimesheetActivities',
  access: ['timesheets.view', 'timesheets.edit'],
  summary: 'The activities an entry can record.',
  response: z.object({ success: z.literal(true), data: z.array(timesheetActivity) }),
});

export const accountLocationOption = z.object({ accountLocationId: int(), locationName: z.string() });
export const getAccountLocationOptions = endpoint({
  method: 'POST',
  path: '/Account/GetAccountLocationOptions',
  access: 'timesheets.edit',
  summary: 'The enabled locations of an account (id), by name, for the timesheet entry form.',
  body: idBody,
  response: z.object({ success: z.literal(true), data: z.array(accountLocationOption) }),
});

export const jobListOption = z.object({ jobId: int(), jobName: z.string(), jobNumber: z.string() });
export const getJobListOptions = endpoint({
  method: 'POST',
  path: '/Job/GetJobListOptions',
  access: 'timesheets.edit',
  summary: "The account's (id) jobs that are not canceled, newest first, for the timesheet entry form.",
  body: idBody,
  response: z.object({ success: z.literal(true), data: z.array(jobListOption) }),
});

export const timesheetsEndpoints = {
  getTimesheetList,
  getTimeSheetReport,
  getTimesheet,
  deleteTimesheet,
  verifyTimesheet,
  getTimesheetEntryList,
  getTimesheetEntry,
  createTimesheetEntries,
  saveTimesheetEntry,
  deleteTimesheetEntry,
  getTimesheetActivities,
  getAccountLocationOptions,
  getJobListOptions,
};
