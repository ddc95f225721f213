import { messages, type saveMeterTypeBody } from '@fieldbook/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { meterTypes } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';

// Meter types (spec 4 §3, §7): the option list of the asset editor, and each type's calibration
// interval, from which a meter's calibration due day follows.

export async function meterTypeList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      meterTypeId: meterTypes.id,
      meterTypeName: meterTypes.name,
      calibrationIntervalDays: meterTypes.calibrationIntervalDays,
    })
    .from(meterTypes)
    .orderBy(asc(sql`lower(${meterTypes.name})`));
  return { success: true as const, data };
}

export async function saveMeterType(ctx: Ctx, body: z.output<typeof saveMeterTypeBody>) {
  const meterTypeId = await ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: meterTypes.id })
      .from(meterTypes)
      .where(
        and(
          eq(sql`lower(${meterTypes.name})`, body.meterTypeName.toLowerCase()),
          body.meterTypeId ? ne(meterTypes.id, body.meterTypeId) : undefined,
        ),
      );
    if (clash) throw new AppError(409, messages.meterTypeExists, { meterTypeName: messages.meterTypeExists });
    const values = { name: body.meterTypeName, calibrationIntervalDays: body.calibrationIntervalDays };
    if (!body.meterTypeId) {
      const [row] = await tx.insert(meterTypes).values(values).returning({ id: meterTypes.id });
      await audit(tx, ctx.user.id, 'meterType', row.id, 'create', values);
      return row.id;
    }
    const [before] = await tx.select().from(meterTypes).where(eq(meterTypes.id, body.meterTypeId)).for('update');
    if (!before) throw notFound(messages.meterTypeNotFound);
    await tx
      .update(meterTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(meterTypes.id, before.id));
    await audit(tx, ctx.user.id, 'meterType', before.id, 'save', {
      name: [before.name, values.name],
      calibrationIntervalDays: [before.calibrationIntervalDays, values.calibrationIntervalDays],
    });
    return before.id;
  });
  return { success: true as const, message: messages.meterTypeSaved, meterTypeId };
}
