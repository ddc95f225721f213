import { FIELD_STEPS } from '@fieldbook/contract/approvals';
import { type JobPageAnswer, jobPage } from '@fieldbook/contract/job-page';
import { jobStageTabs } from '@fieldbook/contract/job-profile';
import { jobSteps } from '@fieldbook/contract/job-steps';
import { jobFormsNav } from '@fieldbook/contract/navigation';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobProfileKey } from '../../../entities/job/index.ts';
import { approvalsKey, billingKey, closeStepKey } from '../../../features/approvals/index.ts';
import { clonePermissionKey } from '../../../features/clone/index.ts';
import { attachmentsKey } from '../../../features/hand-off/index.ts';
import { jobNotesKey } from '../../../features/jobs/index.ts';
import { remindersKey } from '../../../features/reminders/index.ts';
import { call } from '../../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../../shared/api/query-client.ts';
import { navigationQuery } from '../../../shared/session/session.queries.ts';

/**
 * The job page's first paint in one request (GET /Job/JobPage): its answer is handed part by part to
 * the queries the header, notes, reminders and stage screens already use, so they render without
 * asking again, and a write still invalidates and reloads only the part it changed. Stage tabs opened
 * later load their own parts.
 */

export type Stage = NonNullable<Parameters<typeof call<typeof jobPage>>[1]>['query']['stage'];
const stages: readonly string[] = jobStageTabs.map((t) => t.navUrl);

/**
 * The job page a path opens, if it is one: /Opportunities/{oppId}/{jobId}[/{stage}…], not the job
 * form (…/{jobId}/Edit); the stage when the path names one.
 */
export function jobPageOfPath(pathname: string): { jobId: number; stage: Stage } | null {
  const m = /^\/Opportunities\/\d+\/(\d+)(?:\/([^/]+))?/.exec(pathname);
  if (!m || m[2] === 'Edit') return null;
  return { jobId: Number(m[1]), stage: m[2] && stages.includes(m[2]) ? (m[2] as Stage) : undefined };
}

function seed(qc: QueryClient, jobId: number, a: JobPageAnswer) {
  qc.setQueryData(jobProfileKey(jobId), a.profile);
  qc.setQueryData(billingKey(jobId), a.billing);
  qc.setQueryData(clonePermissionKey(jobId), a.clonePermission);
  qc.setQueryData(jobNotesKey(jobId), a.notes);
  qc.setQueryData(remindersKey(jobId), a.reminders);
  const s = a.stage;
  if (s.approvals) qc.setQueryData(approvalsKey(jobId), s.approvals);
  if (s.attachments) qc.setQueryData(attachmentsKey(jobId, s.attachments.stepId), s.attachments.data);
  // A field stage's close permission is asked with the stage's own step (FieldStageScreen's stepId).
  const fieldStep = jobSteps.find((step) => step.stage === s.stage)?.stepId;
  if (s.closeStepPermission && fieldStep) qc.setQueryData(closeStepKey(jobId, fieldStep), s.closeStepPermission);
}

const jobPageKey = (jobId: number) => ['jobPage', jobId] as const;

/** The job page's query; `stage`, the stage the page opens at, only decides the first answer's stage parts. */
export const jobPageQuery = (qc: QueryClient, jobId: number, stage: Stage) =>
  queryOptions({
    queryKey: jobPageKey(jobId),
    queryFn: async () => {
      const answer = await call(jobPage, { query: { jobId, stage } });
      seed(qc, jobId, answer);
      return answer;
    },
    staleTime: SEEDED_FRESH_MS,
  });

/** Installation, On Rent and Tear Down: the stages whose screen shows the job-form tabs. */
const fieldStages: readonly string[] = jobSteps
  .filter((s) => (FIELD_STEPS as readonly number[]).includes(s.stepId))
  .map((s) => s.stage);

/**
 * Starts loading the job page a path opens, once (from the opportunity layout, beside the opportunity's
 * own request, so neither waits for the other); a stage tab clicked later does not ask again. A field
 * stage's job-form tabs are asked for in the same wave instead of after its screen has rendered.
 */
export function usePrefetchJobPage(pathname: string) {
  const qc = useQueryClient();
  const target = jobPageOfPath(pathname);
  const jobId = target?.jobId;
  const stage = target?.stage;
  useEffect(() => {
    if (jobId === undefined || qc.getQueryState(jobPageKey(jobId))) return;
    void qc.prefetchQuery(jobPageQuery(qc, jobId, stage));
    if (stage && fieldStages.includes(stage)) void qc.prefetchQuery(navigationQuery(jobFormsNav));
  }, [qc, jobId, stage]);
}

/** The job page's answer; its parts are read through their own queries once it is there. */
export function useJobPage(jobId: number, stage: Stage) {
  const qc = useQueryClient();
  return useQuery(jobPageQuery(qc, jobId, stage));
}
