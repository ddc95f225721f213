import { activityById, entryHours } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { addTable, type Column, minutesOfDay, workbookBytes } from '../../platform/xlsx/index.ts';
import { entriesOfDay } from './timesheets.queries.ts';

type Entry = Awaited<ReturnType<typeof entriesOfDay>>[number];

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The columns; start and end are times on the caller's wall clock (`offset` minutes from UTC). */
const columns = (day: string, offset: number): Column<Entry>[] => [
  { header: 'Employee', kind: 'text', value: (r) => `${r.lastName}, ${r.firstName}` },
  { header: 'Date', kind: 'date', value: () => day },
  { header: 'Account', kind: 'text', value: (r) => r.accountName },
  { header: 'Location', kind: 'text', value: (r) => r.locationName },
  { header: 'Job Number', kind: 'text', value: (r) => r.jobNumber },
  { header: 'Job', kind: 'text', value: (r) => r.jobName },
  { header: 'Activity', kind: 'text', value: (r) => activityById(r.activityId)?.activityName ?? '' },
  { header: 'Billable', kind: 'text', value: (r) => yesNo(Boolean(activityById(r.activityId)?.billable)) },
  { header: 'Start', kind: 'time', value: (r) => minutesOfDay(r.startTime, offset) },
  { header: 'End', kind: 'time', value: (r) => minutesOfDay(r.endTime, offset) },
  { header: 'Hours', kind: 'number', value: (r) => hoursOf(r) },
  { header: 'Verified', kind: 'text', value: (r) => yesNo(Boolean(r.verifiedAt)) },
  { header: 'Description', kind: 'text', value: (r) => r.description },
];

const hoursOf = (r: Entry) => entryHours(r.startTime.toISOString(), r.endTime.toISOString());

/**
 * The day's timesheet spreadsheet (POST /Timesheet/GetTimeSheetReport): one row per entry, the date
 * and times as Excel dates and times at the caller's UTC offset, hours as numbers, and a total row.
 */
export async function timesheetReport(
  ctx: Ctx,
  input: { Date: string; UTCOffset: number },
): Promise<{ filename: string; bytes: Buffer }> {
  const rows = await entriesOfDay(ctx.db, input.Date);
  const offset = Math.round(input.UTCOffset * 60);
  const total = Math.round(rows.reduce((n, r) => n + hoursOf(r), 0) * 10) / 10;
  const bytes = await workbookBytes((workbook) =>
    addTable(workbook, 'Timesheets', columns(input.Date, offset), rows, {
      total: {
        Employee: 'Total',
        Hours: rows.length ? { formula: `SUM(K2:K${rows.length + 1})`, result: total } : 0,
      },
    }),
  );
  return { filename: `TimeSheet-${input.Date}.xlsx`, bytes };
}
