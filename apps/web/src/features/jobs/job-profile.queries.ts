import type {
  Classification,
  JobDetail,
  JobHistoryEntry,
  JobInfo,
  JobNote,
  JobNoteGroup,
  JobStageTab,
  JobStepChoice,
} from '@fieldbook/contract/job-profile';
import type { JobListRow, JobSearchBody } from '@fieldbook/contract/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { get, post } from '../../app/api.ts';
import { useSelf } from '../../app/queries.ts';
import { useDrillingRole } from '../opportunities/opportunities.queries.ts';

export interface JobProfile {
  prevailingWage: 'Yes' | 'No';
  jobInfo: JobInfo;
  navigation: JobStageTab[];
}

/** The ids of the job route /Opportunities/{oppId}/{jobId}/… */
export function useJobIds(): { opportunityId: number; jobId: number } {
  const { oppId, jobId } = useParams();
  return { opportunityId: Number(oppId), jobId: Number(jobId) };
}

export const jobProfileKey = (jobId: number) => ['jobs', 'profile', jobId] as const;

/** The job profile every stage screen reads (job, step, class, canceled, stage tabs). */
export const useJobProfile = (jobId: number) =>
  useQuery({
    queryKey: jobProfileKey(jobId),
    queryFn: () => post<JobProfile>('/Job/GetJobProfile', { id: jobId }),
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
    queryFn: () => post<{ data: JobDetail }>('/Job/GetJob', { id: jobId }).then((r) => r.data),
    enabled: jobId !== null,
  });

/** The job classifications (GET /PB/GetTypeList); they change rarely. */
export const useClassifications = () =>
  useQuery({
    queryKey: ['jobs', 'classifications'],
    queryFn: () => get<{ data: Classification[] }>('/PB/GetTypeList').then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** The opportunity's jobs (GET /Job/JobList by OpportunityId). */
export const useOpportunityJobs = (opportunityId: number, canceled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'opportunity', opportunityId, canceled],
    queryFn: () =>
      get<{ data: JobListRow[] }>(`/Job/JobList?OpportunityId=${opportunityId}&canceled=${canceled}`).then(
        (r) => r.data,
      ),
  });

/** Whether 'Return to Scope Phase' shows (the check answers 403 without the permission). */
export const useCanRevertScope = () =>
  useQuery({
    queryKey: ['check', '/Job/CheckRevertScopePermission'],
    queryFn: () =>
      get<{ success: boolean }>('/Job/CheckRevertScopePermission').then(
        (r) => r.success,
        () => false,
      ),
    staleTime: 60_000,
  }).data === true;

export const useJobNotes = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'notes'],
    queryFn: () => get<{ data: JobNoteGroup[] }>(`/Job/JobNoteList?jobId=${jobId}`).then((r) => r.data),
  });

export const useJobNote = (noteId: number | null) =>
  useQuery({
    queryKey: ['jobNote', noteId],
    queryFn: () => post<{ data: JobNote & { jobId: number } }>('/Job/GetJobNote', { id: noteId }).then((r) => r.data),
    enabled: noteId !== null,
  });

export const useJobHistory = (jobId: number) =>
  useQuery({
    queryKey: ['job', jobId, 'history'],
    queryFn: () => get<{ data: JobHistoryEntry[] }>(`/Job/JobHistory?jobId=${jobId}`).then((r) => r.data),
  });

export const useJobSteps = () =>
  useQuery({
    queryKey: ['jobs', 'steps'],
    queryFn: () => get<{ data: JobStepChoice[]; message: string }>('/Job/GetJobSteps'),
    staleTime: 5 * 60_000,
  });

/** The advanced job search; `enabled` false until the default step is known. */
export const useJobSearch = (body: Required<JobSearchBody>, enabled = true) =>
  useQuery({
    queryKey: ['jobs', 'search', body],
    queryFn: () => post<{ data: JobListRow[]; truncated: boolean }>('/Job/SearchJobs', body),
    placeholderData: (prev) => prev,
    enabled,
  });

/**
 * Whether to offer job writes (New Job, edit icon, Add Note): the role holds 'jobs.edit' and the user
 * is not a Drilling User (CheckDrillingAuth). The server refuses such writes either way.
 */
export function useCanEditJobs(): boolean {
  const self = useSelf();
  const drillingRole = useDrillingRole();
  return (
    drillingRole !== undefined && drillingRole !== 'Drilling User' && !!self.data?.permissions.includes('jobs.edit')
  );
}
