import { type assetFields, messages, assetStatusWords as S } from '@fieldbook/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { assets, meterTypes, yards } from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { assertInService, recordStatus, requireAsset, yardName } from './assets.service.ts';

// Creating and editing a serialized asset (spec 4 §3, §7 "Assets"): its serial number is unique in its
// type; a change of yard is a row of its status history.

type Fields = z.output<typeof assetFields>;

/** The checks that need the database: the meter type and the yard exist, the serial is free in its type. */
async function checkFields(tx: Tx, f: Fields, exceptId?: number) {
  if (f.meterType !== null) {
    const [m] = await tx.select({ id: meterTypes.id }).from(meterTypes).where(eq(meterTypes.id, f.meterType));
    if (!m) throw badRequest(messages.selectMeterType, { meterType: messages.selectMeterType });
  }
  const [y] = await tx.select({ id: yards.id }).from(yards).where(eq(yards.id, f.yardId));
  if (!y) throw badRequest(messages.selectYard, { yardId: messages.selectYard });
  const [clash] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.assetType, f.assetType),
        eq(sql`lower(${assets.serialNumber})`, f.serialNumber.toLowerCase()),
        exceptId ? ne(assets.id, exceptId) : undefined,
      ),
    );
  if (clash) throw serialTaken();
}

const serialTaken = () => new AppError(409, messages.assetSerialExists, { serialNumber: messages.assetSerialExists });

/** A unique-index race between the check and the write is the same refusal. */
async function orSerialTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw serialTaken();
    throw err;
  }
}

const columnsOf = (f: Fields) => ({
  name: f.name || `${f.manufacturer} ${f.model}`.trim(),
  serialNumber: f.serialNumber,
  manufacturer: f.manufacturer,
  model: f.model,
  licenses: f.licenses,
  purchaseDate: f.purchaseDate,
  lastCalibratedDate: f.lastCalibratedDate,
  purchasePrice: f.purchasePrice === null ? null : f.purchasePrice.toFixed(2),
  assetType: f.assetType,
  meterTypeId: f.meterType,
  yardId: f.yardId,
});

export async function createAsset(ctx: Ctx, f: Fields) {
  const serializedItemId = await ctx.db.transaction(async (tx) => {
    await checkFields(tx, f);
    const values = columnsOf(f);
    const [row] = await orSerialTaken(
      tx
        .insert(assets)
        .values({ ...values, status: S.available, createdBy: ctx.user.id })
        .returning(),
    );
    await recordStatus(tx, ctx.user.id, row, S.created, 'Asset created.');
    await audit(tx, ctx.user.id, 'asset', row.id, 'create', values);
    return row.id;
  });
  return { success: true as const, message: messages.assetCreated, serializedItemId };
}

export async function saveAsset(ctx: Ctx, body: Fields & { serializedItemId: number }) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.serializedItemId, tx);
    assertInService(before);
    await checkFields(tx, body, before.id);
    const values = columnsOf(body);
    const change = changedFields(before as unknown as typeof values, values);
    if (Object.keys(change).length === 0) return;
    const [after] = await orSerialTaken(
      tx
        .update(assets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(assets.id, before.id))
        .returning(),
    );
    if (before.yardId !== after.yardId) {
      const from = (await yardName(tx, before.yardId)) ?? 'no yard';
      const to = (await yardName(tx, after.yardId)) ?? 'no yard';
      await recordStatus(tx, ctx.user.id, after, S.moved, `Yard changed from ${from} to ${to}.`);
    }
    await audit(tx, ctx.user.id, 'asset', before.id, 'save', change);
  });
  return { success: true as const, message: messages.assetSaved, serializedItemId: body.serializedItemId };
}
