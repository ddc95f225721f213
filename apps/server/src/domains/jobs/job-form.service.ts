import { type JobNewAddress, messages } from '@fieldbook/contract';
import { COMPLETE_STEP } from '@fieldbook/contract/job-steps';
import { changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { assertMayWriteJobs, requireJob } from './job-access.ts';
import * as q from './job-form.queries.ts';
import { deleteApprovals, moveJobToStep, recordJobEvent } from './job-state.ts';

interface SaveJobInput {
  jobId: number;
  opportunityId: number;
  jobName: string;
  jobDescription: string;
  jobClassification: number | null;
  shippingLocation: number | null;
  newAddress: JobNewAddress | null;
}

/**
 * POST /Job/SaveJob: creates (jobId 0) or updates a job. The shipping location is an existing
 * location of the opportunity's account, or 'New Address', which creates a job location there.
 */
export async function saveJob(ctx: Ctx, input: SaveJobInput) {
  assertMayWriteJobs(ctx.user);
  const id = await ctx.db.transaction(async (tx) => {
    const existing = input.jobId === 0 ? null : await requireJob(ctx, input.jobId, { lock: tx });
    const opportunityId = existing?.opportunityId ?? input.opportunityId;
    const opp = await q.lockOpportunity(tx, opportunityId);
    if (!opp || (existing && existing.opportunityId !== input.opportunityId)) throw notFound(messages.notFound);
    if (opp.closed) throw badRequest(messages.jobOpportunityClosed);
    if (!existing) {
      const again = await q.findJustCreated(tx, opportunityId, ctx.user.id, input.jobName);
      if (again !== null) return again; // a retried save does not add the job (or its new address) twice
    }
    if (input.jobClassification !== null && !(await q.classificationExists(tx, input.jobClassification)))
      throw badRequest(messages.jobClassificationInvalid, { jobClassification: messages.jobClassificationInvalid });

    let shippingLocationId = input.shippingLocation;
    if (input.newAddress) shippingLocationId = await q.insertJobLocation(tx, opp.accountId, input.newAddress);
    else if (shippingLocationId !== null && !(await q.locationOfAccount(tx, shippingLocationId, opp.accountId)))
      throw badRequest(messages.jobShippingLocationInvalid, { shippingLocation: messages.jobShippingLocationInvalid });

    const values: q.JobValues = {
      jobName: input.jobName,
      jobDescription: input.jobDescription,
      jobClassificationId: input.jobClassification,
      shippingLocationId,
    };
    const created = input.newAddress ? { newLocationId: shippingLocationId } : {};
    if (!existing) {
      const job = await q.insertJob(tx, opportunityId, ctx.user.id, values);
      await recordJobEvent(tx, ctx.user.id, job.id, 'job.create', { ...values, jobNumber: job.jobNumber, ...created });
      return job.id;
    }
    const { canceled: _c, ...before } = await q.findJobValues(tx, existing.id);
    const changes = changedFields(before, values);
    if (Object.keys(changes).length === 0) return existing.id; // a repeated save changes nothing
    await q.updateJob(tx, existing.id, values);
    await recordJobEvent(tx, ctx.user.id, existing.id, 'job.update', { ...changes, ...created });
    return existing.id;
  });
  ctx.log.info({ jobId: id, by: ctx.user.id }, 'job saved');
  return { success: true as const, message: messages.jobSaved, id };
}

/** POST /Job/CancelJob: Cancel Job / Un-Cancel Job; asking for the state the job is in changes nothing. */
export async function cancelJob(ctx: Ctx, jobId: number, canceled: boolean) {
  assertMayWriteJobs(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx });
    if (job.canceled === canceled) return;
    await q.updateJob(tx, jobId, { canceled });
    await recordJobEvent(tx, ctx.user.id, jobId, canceled ? 'job.cancel' : 'job.uncancel');
  });
  return { success: true as const, message: canceled ? messages.jobCanceled : messages.jobUncanceled };
}

/**
 * GET /Job/RevertScope: back to step 1 (Hand-Off); the hand-off has to be flagged for review again,
 * and the approvals are cleared, since they approved the scope being changed. A billed job is final (409).
 */
export async function revertScope(ctx: Ctx, jobId: number) {
  assertMayWriteJobs(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx });
    if (job.jobStepId === 1) throw badRequest(messages.jobAlreadyInHandOff);
    if (job.jobStepId === COMPLETE_STEP) throw conflict(messages.jobBilledNoRevert);
    const clearedApprovals = await deleteApprovals(tx, jobId);
    await moveJobToStep(tx, ctx.user.id, job, 1, 'job.revertScope', { clearedApprovals });
    await q.reopenHandOff(tx, jobId);
  });
  return { success: true as const, message: messages.jobReverted };
}
