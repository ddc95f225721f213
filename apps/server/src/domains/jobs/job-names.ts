import { accounts, jobSteps, jobs, opportunities } from '../../db/schema/index.ts';

/**
 * What a job is shown with wherever it is listed or opened: its names, its step and stage. A query
 * using them joins the job's opportunity, account and step.
 */
export const jobNameColumns = {
  jobId: jobs.id,
  opportunityId: jobs.opportunityId,
  opportunityName: opportunities.opportunityName,
  accountName: accounts.accountName,
  jobName: jobs.jobName,
  jobDescription: jobs.jobDescription,
  jobNumber: jobs.jobNumber,
  jobStage: jobSteps.stage,
  jobStep: jobSteps.name,
  jobStepId: jobs.jobStepId,
  lastUpdated: jobs.updatedAt,
  canceled: jobs.canceled,
};
