import { messages, type saveHandOffInfoBody, type saveMobilizationBody } from '@fieldbook/contract';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { handOffs, mobilizations, scopeItems } from '../../db/schema/index.ts';
import { changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { hasJobPermission, mayChangeJobs, requireJob } from '../jobs/job-access.ts';
import { moveJobToStep, recordJobEvent } from '../jobs/job-state.ts';
import { assertCanEditHandOff, canEditHandOff } from './hand-off.policy.ts';
import { ensureHandOff, findHandOff, selectMobilization, selectScopeItems } from './hand-off.queries.ts';

/** Money for a numeric column: text with 2 decimals, so no value passes through floating point twice. */
export const moneyText = (v: number | null) => (v === null ? null : v.toFixed(2));

export async function getHandOffProfile(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const h = await ensureHandOff(ctx.db, jobId);
  const [mobilization, items] = await Promise.all([selectMobilization(ctx.db, h.id), selectScopeItems(ctx.db, h.id)]);
  // The review form shows under the read-only hand-off for a reviewer of the class while at step 2.
  const displayReview =
    job.jobStepId === 2 &&
    !job.canceled &&
    mayChangeJobs(ctx.user) &&
    hasJobPermission(ctx.user, 'stage.review', job.jobClassificationId);
  return {
    success: true as const,
    handOff: {
      handOffId: h.id,
      price: h.price,
      additionalInfo: h.additionalInfo,
      prevailingWage: h.prevailingWage,
      completed: h.completed,
    },
    mobilization,
    scopeItems: items,
    displayReview,
  };
}

export async function checkHandOffEdit(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  return { success: canEditHandOff(ctx.user, job) };
}

/**
 * Inside a write's transaction: the hand-off, its job locked, and the edit check (403). Every
 * hand-off, scope and mobilization write starts here, so the job's row lock serialises them all.
 */
export async function lockEditableHandOff(tx: Tx, ctx: Ctx, handOffId: number) {
  const found = await findHandOff(tx, handOffId);
  if (!found) throw notFound(messages.handOffNotFound);
  const job = await requireJob(ctx, found.jobId, { lock: tx, permission: 'stage.handOff' });
  assertCanEditHandOff(ctx.user, job);
  // Read again under the lock: a write that finished meanwhile is seen.
  return { handOff: await findHandOff(tx, handOffId), job };
}

export async function saveMobilization(ctx: Ctx, body: z.output<typeof saveMobilizationBody>) {
  const { handOffId, ...fields } = body;
  const values = { ...fields, installCost: moneyText(fields.installCost), removalCost: moneyText(fields.removalCost) };
  await ctx.db.transaction(async (tx) => {
    const { job } = await lockEditableHandOff(tx, ctx, handOffId);
    const before = await selectMobilization(tx, handOffId);
    await tx
      .insert(mobilizations)
      .values({ handOffId, ...values })
      .onConflictDoUpdate({ target: mobilizations.handOffId, set: values });
    const { mobilizationId: _m, ...old } = before;
    await recordJobEvent(tx, ctx.user.id, job.id, 'handOff.mobilization', { changed: changedFields(old, values) });
  });
  return { success: true as const, message: messages.mobilizationSaved };
}

export async function saveHandOffInfo(ctx: Ctx, body: z.output<typeof saveHandOffInfoBody>) {
  await ctx.db.transaction(async (tx) => {
    const { handOff, job } = await lockEditableHandOff(tx, ctx, body.handOffId);
    const after = {
      additionalInfo: body.description,
      prevailingWage: body.prevailingWage,
      price: body.price === undefined ? handOff.price : moneyText(body.price),
    };
    const before = {
      additionalInfo: handOff.additionalInfo,
      prevailingWage: handOff.prevailingWage,
      price: handOff.price,
    };
    await tx
      .update(handOffs)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(handOffs.id, handOff.id));
    await recordJobEvent(tx, ctx.user.id, job.id, 'handOff.info', { changed: changedFields(before, after) });
  });
  return { success: true as const, message: messages.handOffInfoSaved };
}

/** 'Completed - Flag for Review': needs at least one scope item (a review of an empty scope is no review). */
export async function completeStepOne(ctx: Ctx, jobId: number) {
  await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, jobId, { lock: tx, permission: 'stage.handOff' });
    assertCanEditHandOff(ctx.user, job);
    const h = await ensureHandOff(tx, jobId);
    const [{ n }] = await tx.select({ n: count() }).from(scopeItems).where(eq(scopeItems.handOffId, h.id));
    if (n === 0) throw badRequest(messages.handOffNeedsScope);
    await tx.update(handOffs).set({ completed: true, updatedAt: new Date() }).where(eq(handOffs.id, h.id));
    await moveJobToStep(tx, ctx.user.id, job, 2, 'handOff.complete', { handOffId: h.id, scopeItems: n });
  });
  ctx.log.info({ jobId, by: ctx.user.id }, 'hand-off completed');
  return { success: true as const, message: messages.handOffCompleted };
}
