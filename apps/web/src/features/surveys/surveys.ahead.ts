import type { QueryClient } from '@tanstack/react-query';
import {
  surveyAttachmentsQuery,
  surveyFormListQuery,
  surveyFormQuery,
  surveyMapQuery,
  surveyMeasurementsQuery,
  surveyMeterOptionsQuery,
  surveyOptionQueries,
  surveyPermissionsQuery,
} from './surveys.queries.ts';

// Fetched ahead for work without a signal (app/fetch-ahead.ts), through the screens' own queries.

const lost = () => undefined;

/** The survey forms' option lists (durations, survey types, attachment categories). */
export const surveyCataloguesAhead = (client: QueryClient) =>
  Promise.all(Object.values(surveyOptionQueries).map((q) => client.prefetchQuery(q)));

/** A job's survey forms and each one's data; the meters free for each when the user may record measurements. */
export async function jobSurveysAhead(client: QueryClient, jobId: number): Promise<void> {
  const [list, permissions] = await Promise.all([
    client.fetchQuery(surveyFormListQuery(jobId)).catch(lost),
    client.fetchQuery(surveyPermissionsQuery(jobId)).catch(lost),
  ]);
  const meters = permissions?.editSurveyFormBottom === true;
  await Promise.all(
    (list?.data ?? []).flatMap(({ surveyFormId: id }) => [
      client.prefetchQuery(surveyFormQuery(id)),
      client.prefetchQuery(surveyMeasurementsQuery(id)),
      client.prefetchQuery(surveyAttachmentsQuery(id)),
      client.prefetchQuery(surveyMapQuery(id)),
      meters && client.prefetchQuery(surveyMeterOptionsQuery(id, true)),
    ]),
  );
}
