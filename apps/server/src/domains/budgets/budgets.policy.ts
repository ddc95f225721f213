import type { SessionUser } from '../../platform/context.ts';
import { mayActAtStep } from '../approvals/approvals.policy.ts';
import { hasJobPermission, type JobHead, mayChangeJobs } from '../jobs/job-access.ts';

type JobUser = Pick<SessionUser, 'permissions' | 'jobClassLimits'>;

/** The budget is built at Budgeting (3); Submit for Review moves the job to Proposal (4), where it is reviewed. */
export const BUDGETING_STEP = 3;
export const PROPOSAL_STEP = 4;

/**
 * What the budget screen offers (spec 3 §2.1, §6), decided here and answered by GetActiveEdit:
 * - displayEditBudget: 'budgets.edit', the job at Budgeting, not canceled, not a Drilling User;
 * - allowReview: 'budgets.review' on the same terms, and the budget submitted;
 * - allowProposal: 'proposals.build', the job at Budgeting or Proposal, not canceled, not a Drilling
 *   User, and the budget submitted;
 * - displayReview: 'stage.review' for the job's class with the job at Proposal (the budget under review).
 */
export function budgetFlags(user: JobUser, job: JobHead, submitted: boolean) {
  const displayEditBudget = mayActAtStep(user, job, 'budgets.edit', BUDGETING_STEP);
  const allowReview = submitted && mayActAtStep(user, job, 'budgets.review', BUDGETING_STEP);
  const allowProposal =
    submitted &&
    mayChangeJobs(user) &&
    !job.canceled &&
    (job.jobStepId === BUDGETING_STEP || job.jobStepId === PROPOSAL_STEP) &&
    hasJobPermission(user, 'proposals.build', job.jobClassificationId);
  const displayReview = mayActAtStep(user, job, 'stage.review', PROPOSAL_STEP);
  return { displayEditBudget, allowReview, allowProposal, displayReview };
}
