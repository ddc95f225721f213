import { FIELD_STEPS } from '@fieldbook/contract/approvals';
import type { JobListRow } from '@fieldbook/contract/jobs';
import { jobFormsNav } from '@fieldbook/contract/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { closeStepPermissionQuery } from '../../../features/approvals/index.ts';
import { jobFormsAhead } from '../../../features/forms/index.ts';
import { jobAttachmentsQuery } from '../../../features/hand-off/index.ts';
import { opportunityProfileQuery } from '../../../features/opportunities/index.ts';
import { jobSurveysAhead } from '../../../features/surveys/index.ts';
import { navigationQuery } from '../../../shared/session/session.queries.ts';
import { jobPageQuery, type Stage } from './job-page.queries.ts';

/**
 * A field job's page as a crew opens it without a signal (app/fetch-ahead.ts): the opportunity
 * header, the job page at its stage (whose one answer seeds the header, notes and stage parts), the
 * job-form tabs, and for each field stage the job has reached its closing, attachments and forms
 * lists with every form's data; the job's survey forms.
 */
export async function fieldJobAhead(client: QueryClient, job: JobListRow): Promise<void> {
  const { jobId } = job;
  await Promise.all([
    client.prefetchQuery(opportunityProfileQuery(job.opportunityId)),
    client.prefetchQuery(jobPageQuery(client, jobId, job.jobStage as Stage)),
    client.prefetchQuery(navigationQuery(jobFormsNav)),
  ]);
  const reached = FIELD_STEPS.filter((stepId) => stepId <= job.jobStepId);
  await Promise.all([
    ...reached.flatMap((stepId) => [
      client.prefetchQuery(closeStepPermissionQuery(jobId, stepId)),
      client.prefetchQuery(jobAttachmentsQuery(jobId, stepId)),
      jobFormsAhead(client, jobId, stepId),
    ]),
    jobSurveysAhead(client, jobId),
  ]);
}
