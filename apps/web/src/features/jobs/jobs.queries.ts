import {
  checkRevertScopePermission,
  getJob,
  getJobNote,
  jobHistory,
  jobNoteList,
} from '@fieldbook/contract/job-profile';
import { JOB_LIST_LIMIT, jobList } from '@fieldbook/contract/jobs';
import { opportunityLocationList } from '@fieldbook/contract/opportunities';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';
import { useCanChange } from '../../shared/ui/can-open.ts';

export const jobNotesKey = (jobId: number) => ['job', jobId, 'notes'] as const;

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
