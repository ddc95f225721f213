import {
  checkRevertScopePermission,
  getJob,
  getJobNote,
  getJobProfile,
  jobHistory,
  jobNoteList,
} from '@fieldbook/contract/job-profile';
import { JOB_LIST_LIMIT, jobList } from '@fieldbook/contract/jobs';
import { opportunityLocationList } from '@fieldbook/contract/opportunities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../app/api.ts';
import { SEEDED_FRESH_MS } from '../../app/queries.ts';
import { useCanChange } from '../../ui/can-open.ts';

/** The ids of the job route /Opportunities/{oppId}/{jobId}/… */
export function useJobIds(): { opportunityId: number; jobId: number } {
  const { oppId, jobId } = useParams();
  return { opportunityId: Number(oppId), jobId: Number(jobId) };
}

export const jobProfileKey = (jobId: number) => ['jobs', 'profile', jobId] as const;
export const jobNotesKey = (jobId: number) => ['job', jobId, 'notes'] as const;

/** The job profile every stage screen reads (job, step, class, canceled, stage tabs). */
export const useJobProfile = (jobId: number) =>
  useQuery({
    queryKey: jobProfileKey(jobId),
    queryFn: () => call(getJobProfile, { body: { id: jobId } }),
    staleTime: SEEDED_FRESH_MS,
  });

/**
 * After a step change (flag for review, approval, close stage, billing): reload the profile, the
 * stage tabs and every job list, so the header and tabs show the new stage.
 */
export function useReloadJob() {
  const qc = useQueryClient();
  return (jobId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: jobProfileKey(jobId) }),
      qc.invalidateQueries({ queryKey: ['jobs'] }),
      qc.invalidateQueries({ queryKey: ['job', jobId] }),
    ]);
}

/** The job for its edit form (null id: a new job, nothing to load). */
export const useJob = (jobId: number | null) =>
  useQuery({
    queryKey: ['job', jobId, 'detail'],
    queryFn: () => call(getJob, { body: { id: jobId as number } }).then((r) => r.data),
    enabled: jobId !== null,
  });

/** The opportunity's shipping location and its account's locations: the job form's shipping choices. */
export const useJobLocations = (opportunityId: number) =>
  useQuery({
    queryKey: ['opportunities', 'locations', opportunityId],
    queryFn: () => call(opportunityLocationList, { query: { opportunityId } }),
  });
export type JobLocations = NonNullable<ReturnType<typeof useJobLocations>['data']>;

/** The opportunity's jobs (GET /Job/JobList by OpportunityId). */
/** An opportunity's jobs (a handful), as one page of the largest size: the tab sorts them in the browser. */
export const useOpportunityJobs = (opportunityId: number, canceled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'opportunity', opportunityId, canceled],
    queryFn: () =>
      call(jobList, { query: { OpportunityId: opportunityId, canceled, limit: JOB_LIST_LIMIT } }).then((r) => r.data),
  });

/** Whether 'Return to Scope Phase' shows (the check answers 403 without the permission). */
export const useCanRevertScope = () =>
  useQuery({
    queryKey: ['check', 'revert-scope'],
    queryFn: () =>
      call(checkRevertScopePermission).then(
        (r) => r.success,
        () => false,
      ),
    staleTime: 60_000,
  }).data === true;

export const useJobNotes = (jobId: number) =>
  useQuery({
    queryKey: jobNotesKey(jobId),
    queryFn: () => call(jobNoteList, { query: { jobId } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });

export const useJobNote = (noteId: number | null) =>
  useQuery({
    queryKey: ['jobNote', noteId],
    queryFn: () => call(getJobNote, { body: { id: noteId as number } }).then((r) => r.data),
    enabled: noteId !== null,
  });

export const useJobHistory = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'history'],
    queryFn: () => call(jobHistory, { query: { jobId } }).then((r) => r.data),
  });

/**
 * Whether to offer job writes (New Job, edit icon, Add Note): the user may open the job form
 * (`useCanChange`: 'jobs.edit', and not a Drilling User). The server refuses such writes either way.
 */
export function useCanEditJobs(): boolean {
  return useCanChange()('/Opportunities/0/0/Edit');
}
