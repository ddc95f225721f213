import type { QueryClient } from '@tanstack/react-query';
import { employeeOptionsQuery } from '../../entities/employee/index.ts';
import { todayIso } from '../../shared/ui/format.ts';
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

/**
 * Today's timesheets with each one's entries, and the entry form's choices: employees, activities,
 * the accounts it opens with, and the locations and jobs of the accounts named (those of the crew's
 * field jobs: an account picked offline among the others has no locations to offer).
 */
export async function timesheetsAhead(client: QueryClient, accountNames: readonly string[]): Promise<void> {
  const [sheets, accounts] = await Promise.all([
    client.fetchQuery(timesheetListQuery(todayIso())).catch(lost),
    client.fetchQuery(accountOptionsQuery('')).catch(lost),
    client.prefetchQuery(employeeOptionsQuery()),
    client.prefetchQuery(activitiesQuery()),
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
