import type { SessionUser } from '../../platform/context.ts';
import { hasJobPermission, type JobHead, mayChangeJobs } from '../jobs/job-access.ts';

// Who may change what of a job's survey forms (spec 3 §6): the server's flags, never the client's.

type User = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;
type Job = Pick<JobHead, 'jobClassificationId' | 'canceled'>;

const mayWrite = (user: User, job: Job) => !job.canceled && mayChangeJobs(user);

/** editSurveyFormTop: the client/site and survey information, creating and deleting forms. */
export const mayEditSurveyTop = (user: User, job: Job) =>
  mayWrite(user, job) && hasJobPermission(user, 'forms.surveyTop', job.jobClassificationId);

/** editSurveyFormBottom: the meters, notes and map. */
export const mayEditSurveyBottom = (user: User, job: Job) =>
  mayWrite(user, job) && hasJobPermission(user, 'forms.surveyBottom', job.jobClassificationId);

/** Attachments belong to whoever may edit either half of the form. */
export const mayAttachToSurvey = (user: User, job: Job) =>
  mayEditSurveyTop(user, job) || mayEditSurveyBottom(user, job);
