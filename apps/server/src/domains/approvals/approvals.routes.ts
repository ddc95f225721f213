import { approvalsEndpoints as e, type FieldStepId } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import * as approvals from './approvals.service.ts';
import { checkBilling, completeBilling } from './billing.service.ts';
import { reviewInformation, reviewNote } from './review.service.ts';
import { closeStep, closeStepPermission } from './stages.service.ts';

/** Review (steps 2–4), approvals (5–9), closing the field stages (10–12) and billing (13–14). */
export function approvalsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.reviewInformation, (ctx, { query }) => reviewInformation(ctx, query.JobId));
  defineRoute(app, e.reviewNote, (ctx, { body }) => reviewNote(ctx, body));

  defineRoute(app, e.getApprovals, (ctx, { body }) => approvals.getApprovals(ctx, body.id));
  defineRoute(app, e.clientApproval, (ctx, { body }) => approvals.approve(ctx, body.id, 'client'));
  defineRoute(app, e.clientRejection, (ctx, { body }) => approvals.clientDeny(ctx, body.id));
  defineRoute(app, e.corporateApproval, (ctx, { body }) => approvals.approve(ctx, body.id, 'corporate'));
  defineRoute(app, e.corporateRejection, (ctx, { body }) => approvals.reject(ctx, body.id, 'corporate'));
  defineRoute(app, e.operationsApproval, (ctx, { body }) => approvals.approve(ctx, body.id, 'operations'));
  defineRoute(app, e.operationsRejection, (ctx, { body }) => approvals.reject(ctx, body.id, 'operations'));
  defineRoute(app, e.reviewSales, (ctx, { body }) => approvals.approve(ctx, body.id, 'sales', body));
  defineRoute(app, e.salesRejection, (ctx, { body }) => approvals.reject(ctx, body.id, 'sales', body));
  defineRoute(app, e.accountingApproval, (ctx, { query }) => approvals.approve(ctx, query.id, 'accounting'));
  defineRoute(app, e.accountingSkip, (ctx, { query }) => approvals.accountingSkip(ctx, query.id));

  // The query schema admits only 10, 11 and 12.
  defineRoute(app, e.closeStepPermission, (ctx, { query }) =>
    closeStepPermission(ctx, query.jobId, query.stepId as FieldStepId),
  );
  defineRoute(app, e.closeStep, (ctx, { query }) => closeStep(ctx, query.jobId, query.stepId as FieldStepId));

  defineRoute(app, e.checkBilling, (ctx, { query }) => checkBilling(ctx, query.jobId));
  defineRoute(app, e.completeBilling, (ctx, { query }) => completeBilling(ctx, query.jobId));
}
