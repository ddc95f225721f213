import { calculateWall, messages, type saveCalculatorBody, type saveCalculatorResultBody } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { calculatorResults, calculators } from '../../../db/schema/index.ts';
import { audit, changedFields } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { assertMayWriteJobs, requireJob } from '../../jobs/job-access.ts';
import * as q from './calculator.queries.ts';

/** The ratio for the numeric column: its 4 decimals as text, so no float reaches the database. */
const ratioText = (v: number) => v.toFixed(4);

export async function calculatorList(ctx: Ctx) {
  return { success: true as const, data: (await q.selectCalculators(ctx.db)).map(q.toCalculator) };
}

export async function getCalculator(ctx: Ctx, id: number) {
  const row = await q.findCalculator(ctx.db, id);
  if (!row) throw notFound(messages.calculatorNotFound);
  return { success: true as const, data: q.toCalculator(row) };
}

export async function saveCalculator(ctx: Ctx, body: z.output<typeof saveCalculatorBody>) {
  const { calculatorId, ...fields } = body;
  const values = { ...fields, beamRatio: ratioText(fields.beamRatio) };
  const id = await ctx.db.transaction(async (tx) => {
    const before = calculatorId === 0 ? null : await q.findCalculator(tx, calculatorId, true);
    if (calculatorId !== 0 && !before) throw notFound(messages.calculatorNotFound);
    if (await q.nameInUse(tx, fields.calculatorName, calculatorId)) {
      throw conflict(messages.calculatorNameTaken(fields.calculatorName));
    }
    if (!before) {
      const [row] = await tx.insert(calculators).values(values).returning({ id: calculators.id });
      await audit(tx, ctx.user.id, 'calculator', row.id, 'create', values);
      return row.id;
    }
    const changed = changedFields({ ...before, beamRatio: ratioText(Number(before.beamRatio)) }, values);
    if (Object.keys(changed).length === 0) return before.id;
    await tx
      .update(calculators)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(calculators.id, before.id));
    await audit(tx, ctx.user.id, 'calculator', before.id, 'update', changed);
    return before.id;
  });
  return { success: true as const, message: messages.calculatorSaved, calculatorId: id };
}

/** Deletes a calculator for good; saved results keep its name and figures (calculator_id set null). */
export async function deleteCalculator(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await q.findCalculator(tx, id, true);
    if (!row) throw notFound(messages.calculatorNotFound);
    await tx.delete(calculators).where(eq(calculators.id, id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...kept } = row;
    await audit(tx, ctx.user.id, 'calculator', id, 'delete', kept);
  });
  return { success: true as const, message: messages.calculatorDeleted };
}

/**
 * Saves a calculation on a job. The figures are worked out again from the calculator as it is now
 * (spec 3 §9); figures that differ — the calculator was changed after the screen calculated, or the
 * request was made by hand — are refused with 409, so what is stored is what the user saw.
 */
export async function saveCalculatorResult(ctx: Ctx, body: z.output<typeof saveCalculatorResultBody>) {
  const id = await ctx.db.transaction(async (tx) => {
    const job = await requireJob({ ...ctx, db: tx }, body.jobId);
    assertMayWriteJobs(ctx.user);
    if (job.canceled) throw conflict(messages.calculationJobCanceled);
    // Shared lock: the calculator cannot change between the check and the insert.
    const [calc] = await tx.select().from(calculators).where(eq(calculators.id, body.calculator)).for('share');
    if (!calc) throw notFound(messages.calculatorNotFound);
    const figures = calculateWall(q.toCalculator(calc), body.length);
    if (figures.beams !== body.beams || figures.panels !== body.panels || figures.trucks !== body.trucks) {
      throw conflict(messages.calculationMismatch);
    }
    const values = {
      jobId: job.id,
      calculatorId: calc.id,
      calculatorName: calc.calculatorName,
      beamName: calc.beamName,
      length: body.length,
      ...figures,
      createdBy: ctx.user.id,
    };
    const [row] = await tx.insert(calculatorResults).values(values).returning({ id: calculatorResults.id });
    // In the job's history (entity 'job'); a sizing does not change the job, so Last Updated stays.
    await audit(tx, ctx.user.id, 'job', job.id, 'calculation.save', { calculatorResultId: row.id, ...values });
    return row.id;
  });
  return { success: true as const, message: messages.calculationSaved, calculatorResultId: id };
}

export async function calculatorResultList(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  return { success: true as const, data: await q.selectJobResults(ctx.db, jobId) };
}
