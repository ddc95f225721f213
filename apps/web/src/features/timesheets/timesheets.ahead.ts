import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { employeeOptionsQuery } from '../../entities/employee/index.ts';
import {
  accountOptionsQuery,
  activitiesQuery,
  jobOptionsQuery,
  locationOptionsQuery,
  timesheetEntriesQuery,
  timesheetEntryQuery,
  timesheetListQuery,
  timesheetQuery,
} from './timesheets.queries.ts';

// Fetched ahead for work without a signal (app/fetch-ahead.ts), through the screens' own queries.

const lost = () => undefined;

/** A timesheet, its entries and each entry as its form opens it. */
async function timesheetAhead(client: QueryClient, id: number) {
  const [entries] = await Promise.all([
    client.fetchQuery(timesheetEntriesQuery(id)).catch(lost),
    client.prefetchQuery(timesheetQuery(id)),
  ]);
  await Promise.all((entries ?? []).map((e) => client.prefetchQuery(timesheetEntryQuery(e.timesheetEntryId))));
}

/** The days whose timesheet list is kept: this week's, as a supervisor catches up on the crew's time. */
const DAYS_AHEAD = 7;
const lastDays = () => Array.from({ length: DAYS_AHEAD }, (_, i) => dayjs().subtract(i, 'day').format('YYYY-MM-DD'));

/**
 * The last seven days' timesheet lists, today's timesheets with each one's entries, and the entry
 * form's choices: employees, activities, the accounts it opens with, and the locations and jobs of the
 * accounts named (those of the crew's field jobs: an account picked offline among the others has no
 * locations to offer).
 */
export async function timesheetsAhead(client: QueryClient, accountNames: readonly string[]): Promise<void> {
  const [today, ...earlier] = lastDays();
  const [sheets, accounts] = await Promise.all([
    client.fetchQuery(timesheetListQuery(today)).catch(lost),
    client.fetchQuery(accountOptionsQuery('')).catch(lost),
    client.prefetchQuery(employeeOptionsQuery()),
    client.prefetchQuery(activitiesQuery()),
    ...earlier.map((day) => client.prefetchQuery(timesheetListQuery(day))),
  ]);
  const named = new Set(accountNames);
  await Promise.all([
    ...(sheets ?? []).map((s) => timesheetAhead(client, s.timesheetId)),
    ...(accounts ?? [])
      .filter((a) => named.has(a.accountName))
      .flatMap((a) => [
        client.prefetchQuery(locationOptionsQuery(a.accountId)),
        client.prefetchQuery(jobOptionsQuery(a.accountId)),
      ]),
  ]);
}
