import type { QueryClient } from '@tanstack/react-query';
import { formCataloguesAhead } from '../features/forms/index.ts';
import { fieldJobsAhead } from '../features/jobs/index.ts';
import { surveyCataloguesAhead } from '../features/surveys/index.ts';
import { timesheetsAhead } from '../features/timesheets/index.ts';
import { fieldJobAhead } from '../pages/opportunities/index.ts';
import { selfQuery } from '../shared/session/session.queries.ts';

/**
 * One field job at a time, each after the query client has been quiet a moment: a phone opens six
 * connections to the server, and a job's dozen requests at once would keep the screen the crew is
 * using waiting behind them.
 */
const QUIET_MS = 300;

async function quiet(client: QueryClient): Promise<void> {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
}

/**
 * Fetches into the query cache what the field screens need, so they open without a signal (the
 * device's copy keeps it: shared/offline/device-cache.ts): the job list and the field jobs' pages
 * and forms, the forms' catalogues, and the timesheets with their entry form's choices. Every
 * request is one of the screens' own queries; one still fresh is not asked again. The field jobs are
 * fetched for a role that may see forms; what else the role may not see is refused by the server and
 * simply not kept. docs/decisions/field-offline.md, "What is
 * fetched ahead".
 */
export async function fetchAhead(client: QueryClient): Promise<void> {
  const self = await client.fetchQuery(selfQuery).catch(() => null);
  const may = (permission: string) => self?.permissions.includes(permission) === true;
  // Field jobs only for a role that fills in their forms: an office role (sales, accounting) would fetch
  // thirty jobs' pages it never opens in a truck, and be refused their forms.
  const fieldWork = may('jobs.view') && may('forms.view');
  const jobs = fieldWork ? await fieldJobsAhead(client) : [];
  if (may('forms.view')) await Promise.all([formCataloguesAhead(client), surveyCataloguesAhead(client)]);
  if (may('timesheets.view')) await timesheetsAhead(client, [...new Set(jobs.map((j) => j.accountName))]);
  for (const job of jobs) {
    await quiet(client);
    await fieldJobAhead(client, job);
  }
}
