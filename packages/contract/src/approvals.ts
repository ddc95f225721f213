import { z } from 'zod';
import { INT_MAX, id, idBody, int, requiredText } from './common.ts';
import { endpoint, type ResponseOf } from './endpoint.ts';
import { messages } from './messages.ts';

/** Review, approvals, the field stages' closing and billing (spec 2 §4, §7; spec 3 §7 CloseStep). */

const answer = z.object({ success: z.literal(true), message: z.string() });

// ——— review (steps 2, 3 and 4) ———

/** A step a reviewed job may be returned to (spec 2 §3 "Review step"). */
export const reviewStep = z.object({ stepId: int(), stepName: z.string() });
export type ReviewStep = z.infer<typeof reviewStep>;

/** -1: Next Stage (advance one step); otherwise the earlier step the job returns to. */
export const REVIEW_ADVANCE = -1;

export const reviewInformation = endpoint({
  method: 'GET',
  path: '/JobReview/ReviewInformation',
  access: 'jobs.view',
  summary: 'The steps before the job’s current one (return targets) and whether the user may review the job now.',
  query: z.object({ JobId: id }),
  response: z.object({
    success: z.literal(true),
    steps: z.array(reviewStep),
    /** The job's step when this was read; the review form sends it back as fromStep. */
    currentStep: int(),
    allowReview: z.boolean(),
  }),
});

const selectReturnStep = z
  .number({ error: messages.reviewSelectReturnStep })
  .int(messages.reviewSelectReturnStep)
  .max(INT_MAX, messages.reviewSelectReturnStep)
  .refine((v) => v === REVIEW_ADVANCE || v >= 1, messages.reviewSelectReturnStep);

export const reviewNoteBody = z.object({
  jobId: id,
  targetStep: selectReturnStep,
  noteTitle: requiredText(messages.required('Note Title')),
  note: requiredText(messages.required('Note'), 4000),
  /** The step the reviewer saw; when given and the job has moved since, 409 (a retried click). */
  fromStep: int().optional(),
});
export type ReviewNoteBody = z.input<typeof reviewNoteBody>;

export const reviewNote = endpoint({
  method: 'POST',
  path: '/JobReview/ReviewNote',
  access: 'stage.review',
  summary:
    'Saves the review note as a job note and moves the job: targetStep -1 to the next step, else back to that earlier step.',
  body: reviewNoteBody,
  response: answer,
});

// ——— approvals (steps 5 to 9) ———

/** One approval of a job (spec 2 §3 "Approval"): jobApprovalId 0 means none is logged. */
export const jobApproval = z.object({
  jobApprovalId: int(),
  /** The user may decide it now: holds the permission for the job's class, the job is at its step, not canceled. */
  edit: z.boolean(),
  /** true approved, false denied (client) or skipped (accounting); null when none is logged. */
  approval: z.boolean().nullable(),
  approver: z.string().nullable(),
  /** UTC ISO 8601. */
  approvalDate: z.string().nullable(),
  title: z.string(),
  description: z.string(),
});
export type JobApproval = z.infer<typeof jobApproval>;

export const getApprovals = endpoint({
  method: 'POST',
  path: '/JobApproval/GetApprovals',
  access: 'jobs.view',
  summary: 'The five approvals of a job with the user’s edit flag for each, and whether accounting was skipped.',
  body: idBody,
  response: z.object({
    success: z.literal(true),
    clientApproval: jobApproval,
    corporateApproval: jobApproval,
    operationsApproval: jobApproval,
    salesApproval: jobApproval,
    accountingApproval: jobApproval,
    accountingSkipped: z.boolean(),
    /** The user may add and remove the client approval's attachments (step 7): the attachment rule. */
    clientAttachmentsEditable: z.boolean(),
  }),
});
export type ApprovalsAnswer = ResponseOf<typeof getApprovals>;

const decision = (
  path: string,
  access: 'stage.clientApproval' | 'stage.corporateApproval' | 'stage.operationsApproval',
  summary: string,
) => endpoint({ method: 'POST', path: `/JobApproval/${path}`, access, summary, body: idBody, response: answer });

export const clientApproval = decision(
  'ClientApproval',
  'stage.clientApproval',
  'Logs the client approval and moves the job from Client Approval (7) to Operations Approval (8).',
);
export const clientRejection = decision(
  'ClientRejection',
  'stage.clientApproval',
  'Logs the client denial; the job stays at Client Approval and may be approved later.',
);
export const corporateApproval = decision(
  'CorporateApproval',
  'stage.corporateApproval',
  'Logs the corporate approval and moves the job from Corporate Approval (6) to Client Approval (7).',
);
export const corporateRejection = decision(
  'CorporateRejection',
  'stage.corporateApproval',
  'Sends the job back to Budgeting (3) and clears its logged approvals.',
);
export const operationsApproval = decision(
  'OperationsApproval',
  'stage.operationsApproval',
  'Logs the operations approval and moves the job from Operations Approval (8) to Accounting Approval (9).',
);
export const operationsRejection = decision(
  'OperationsRejection',
  'stage.operationsApproval',
  'Sends the job back to Budgeting (3) and clears its logged approvals.',
);

/** The note of a sales decision (also saved as a job note). */
export const salesNoteFields = z.object({
  title: requiredText(messages.required('Title')),
  description: requiredText(messages.required('Description'), 4000),
});

const salesBody = (approval: boolean) =>
  salesNoteFields.extend({
    id,
    approval: z
      .boolean()
      .default(approval)
      .refine((v) => v === approval, approval ? messages.salesApproveOnly : messages.salesRejectOnly),
  });
export type SalesDecisionBody = z.input<ReturnType<typeof salesBody>>;

export const reviewSales = endpoint({
  method: 'POST',
  path: '/JobApproval/ReviewSales',
  access: 'stage.salesApproval',
  summary: 'Logs the sales approval with its note (also a job note) and moves the job from 5 to 6.',
  body: salesBody(true),
  response: answer,
});

export const salesRejection = endpoint({
  method: 'POST',
  path: '/JobApproval/SalesRejection',
  access: 'stage.salesApproval',
  summary: 'Saves the note as a job note, sends the job back to Budgeting (3) and clears its logged approvals.',
  body: salesBody(false),
  response: answer,
});

export const accountingApproval = endpoint({
  method: 'GET',
  path: '/JobApproval/Accounting',
  access: 'stage.accountingApproval',
  summary: 'Logs the accounting approval and moves the job from Accounting Approval (9) to Installation (10).',
  query: z.object({ id }),
  response: answer,
});

export const accountingSkip = endpoint({
  method: 'GET',
  path: '/JobApproval/AccountingSkip',
  access: 'stage.accountingApproval',
  summary: 'Skips the accounting approval (accountingSkipped) and moves the job from 9 to Installation (10).',
  query: z.object({ id }),
  response: answer,
});

// ——— field stages (10 Installation, 11 On Rent, 12 Tear Down) ———

export const FIELD_STEPS = [10, 11, 12] as const;
export type FieldStepId = (typeof FIELD_STEPS)[number];

const stepQuery = z.object({
  jobId: id,
  stepId: z.coerce
    .number({ error: messages.fieldStepOnly })
    .refine((v) => (FIELD_STEPS as readonly number[]).includes(v), messages.fieldStepOnly),
});

export const closeStepPermission = endpoint({
  method: 'GET',
  path: '/Job/CloseStepPermission',
  access: 'jobs.view',
  summary:
    'success: the user may close this field stage now (stage permission for the job’s class, job at the step, not canceled); attachmentsEditable: the stage’s attachment rule.',
  query: stepQuery,
  response: z.object({ success: z.boolean(), attachmentsEditable: z.boolean() }),
});

export const closeStep = endpoint({
  method: 'GET',
  path: '/Job/CloseStep',
  access: ['stage.installation', 'stage.onRent', 'stage.tearDown'],
  summary: 'Closes a field stage: the job moves to the next step (12 Tear Down → 13 Billing).',
  query: stepQuery,
  response: answer.extend({ jobStepId: int(), jobStage: z.string() }),
});

// ——— billing (13 Billing → 14 Complete) ———

export const checkBilling = endpoint({
  method: 'GET',
  path: '/Job/CheckBilling',
  access: 'jobs.view',
  summary:
    'allowClose: the user may complete billing (jobs.billing); billingStage: the job is at Billing (13); billingComplete: at Complete (14).',
  query: z.object({ jobId: id }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ allowClose: z.boolean(), billingStage: z.boolean(), billingComplete: z.boolean() }),
  }),
});
export type BillingState = ResponseOf<typeof checkBilling>['data'];

export const completeBilling = endpoint({
  method: 'GET',
  path: '/Job/CompleteBilling',
  access: 'jobs.billing',
  summary: 'Completes billing: the job moves from Billing (13) to Complete (14).',
  query: z.object({ jobId: id }),
  response: answer,
});

export const approvalsEndpoints = {
  reviewInformation,
  reviewNote,
  getApprovals,
  clientApproval,
  clientRejection,
  corporateApproval,
  corporateRejection,
  operationsApproval,
  operationsRejection,
  reviewSales,
  salesRejection,
  accountingApproval,
  accountingSkip,
  closeStepPermission,
  closeStep,
  checkBilling,
  completeBilling,
};
