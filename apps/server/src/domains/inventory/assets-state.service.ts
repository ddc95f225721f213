import { type checkInRepairBody, messages, type repairAssetBody, assetStatusWords as S } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assets, yards } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { assertInService, recordStatus, requireAsset } from './assets.service.ts';

// An asset's state changes (spec 4 §4): out for repair (it leaves its job), checked in from repair into
// a yard, and decommissioned for good; each writes a row of its status history.

export async function decommission(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, id, tx);
    assertInService(before);
    const [after] = await tx
      .update(assets)
      .set({ decommissioned: true, onRepair: false, jobId: null, status: S.decommissioned, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.decommissioned, 'Permanently decommissioned.');
    await audit(tx, ctx.user.id, 'asset', before.id, 'decommission', {
      status: [before.status, S.decommissioned],
      jobId: before.jobId,
      onRepair: before.onRepair,
    });
  });
  return { success: true as const, message: messages.assetDecommissioned };
}

export async function repair(ctx: Ctx, body: z.output<typeof repairAssetBody>) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.assetId, tx);
    assertInService(before);
    if (before.onRepair) throw conflict(messages.assetAlreadyOnRepair);
    const [after] = await tx
      .update(assets)
      .set({ onRepair: true, jobId: null, status: S.onRepair, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.onRepair, body.repairNote);
    await audit(tx, ctx.user.id, 'asset', before.id, 'repair', {
      repairNote: body.repairNote,
      status: [before.status, S.onRepair],
      ...(before.jobId ? { fromJobId: before.jobId } : {}),
    });
  });
  return { success: true as const, message: messages.assetSentToRepair };
}

export async function checkIn(ctx: Ctx, body: z.output<typeof checkInRepairBody>) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.assetId, tx);
    assertInService(before);
    if (!before.onRepair) throw conflict(messages.assetNotOnRepair);
    const [y] = await tx.select({ id: yards.id }).from(yards).where(eq(yards.id, body.yardId));
    if (!y) throw badRequest(messages.selectYardToCheckInto, { yardId: messages.selectYardToCheckInto });
    const [after] = await tx
      .update(assets)
      .set({ onRepair: false, jobId: null, yardId: y.id, status: S.available, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.checkedIn, body.repairNote);
    await audit(tx, ctx.user.id, 'asset', before.id, 'checkIn', {
      repairNote: body.repairNote,
      yardId: [before.yardId, y.id],
      status: [before.status, S.available],
    });
  });
  return { success: true as const, message: messages.assetCheckedIn };
}
