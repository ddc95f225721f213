/**
 * The steps a job moves through, with the stage (the job-profile tab, a URL segment under
 * /Opportunities/{opportunityId}/{jobId}/) each belongs to. Step numbers are fixed by the
 * specification where it names them: client-approval attachments use step 7; installation, on
 * rent and tear down are steps 10, 11 and 12.
 */
export const jobSteps = [
  { stepId: 1, stepName: 'Hand-Off', stage: 'Scope' },
  { stepId: 2, stepName: 'Review', stage: 'Scope' },
  { stepId: 3, stepName: 'Budgeting', stage: 'Budgeting' },
  { stepId: 4, stepName: 'Proposal', stage: 'Budgeting' },
  { stepId: 5, stepName: 'Sales Approval', stage: 'Approval' },
  { stepId: 6, stepName: 'Corporate Approval', stage: 'Approval' },
  { stepId: 7, stepName: 'Client Approval', stage: 'Approval' },
  { stepId: 8, stepName: 'Operations Approval', stage: 'Approval' },
  { stepId: 9, stepName: 'Accounting Approval', stage: 'Approval' },
  { stepId: 10, stepName: 'Installation', stage: 'Installation' },
  { stepId: 11, stepName: 'On Rent', stage: 'OnRent' },
  { stepId: 12, stepName: 'Tear Down', stage: 'TearDown' },
  { stepId: 13, stepName: 'Billing', stage: 'closed' },
  { stepId: 14, stepName: 'Complete', stage: 'closed' },
] as const;

export type JobStepId = (typeof jobSteps)[number]['stepId'];
/** The hand-off: the Scope stage's step, whose attachments that stage lists. */
export const HAND_OFF_STEP = 1;
/** Billing and billing complete: the two closed steps. */
export const BILLING_STEP = 13;
export const COMPLETE_STEP = 14;

/** JobStep=-1 in job-list queries means every step. */
export const ALL_STEPS = -1;
export const stageOfStep = (stepId: number) => jobSteps.find((s) => s.stepId === stepId)?.stage ?? 'Scope';
