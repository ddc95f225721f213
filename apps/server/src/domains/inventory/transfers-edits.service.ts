import { type editTransferBody, messages, type StockItemKind, type saveTransferBody } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { transferAssets, transferItems, transferRequests } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { once } from './request-once.ts';
import { assertOpen, progressOf } from './transfers.policy.ts';
import { fromOf, moneyIn, requireEnd, requireTicket, toOf } from './transfers.queries.ts';
import { assetsOf, goodAt, linesOf } from './transfers-lines.queries.ts';
import { checkAsked, checkAssetsForTicket, ticketLines } from './transfers-pick-orders.service.ts';

// Changes to a pick ticket (spec 4 "Transfers, tickets, bills of lading"): Save (the lines' bill of
// lading details), Save Adjustment (what is left to ship, lines and assets added or removed), Cancel
// (nothing shipped) and Close (nothing left to ship or check in). None of them moves stock.

// --- save line details ----------------------------------------------------------------------------------------

export async function saveTransferRequest(ctx: Ctx, body: z.output<typeof saveTransferBody>) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, body.transferRequestId, tx);
    assertOpen(t);
    await requireEnd(ctx, fromOf(t), tx);
    await requireEnd(ctx, toOf(t), tx);
    const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
    const all = [
      ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' })),
      ...body.transferItemsBulk.map((l) => ({ ...l, kind: 'bulk' })),
    ];
    for (const l of all) {
      const line = lines.get(l.transferItemId);
      if (!line || line.itemKind !== l.kind) throw badRequest(messages.transferLineNotOnTicket);
      await tx
        .update(transferItems)
        .set({
          ...(l.weight !== undefined ? { weight: l.weight } : {}),
          ...(l.hazardous !== undefined ? { hazardous: l.hazardous } : {}),
          ...(l.code !== undefined ? { code: l.code } : {}),
          ...(l.rate !== undefined ? { rate: moneyIn(l.rate) } : {}),
          ...(l.charges !== undefined ? { charges: moneyIn(l.charges) } : {}),
        })
        .where(eq(transferItems.id, l.transferItemId));
    }
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'saveDetails', { lines: all.length });
  });
  return { success: true as const, message: messages.transferSaved };
}

// --- Save Adjustment ----------------------------------------------------------------------------------------

export async function editTransfer(ctx: Ctx, body: z.output<typeof editTransferBody>) {
  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'transferAdjustment', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      await requireEnd(ctx, from, tx);
      await requireEnd(ctx, to, tx);
      const isReturn = from.kind === 'job' && to.kind === 'yard';
      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const adjustments = [
        ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' as const })),
        ...body.transferItemsBulk.map((l) => ({ ...l, damagedAdjustment: 0, kind: 'bulk' as const })),
      ];
      const ids = adjustments.map((l) => l.transferItemId);
      if (new Set(ids).size !== ids.length) throw badRequest(messages.transferItemTwice);
      const goodJr = await goodAt(
        tx,
        from,
        'jobReady',
        [...lines.values()].filter((l) => l.itemKind === 'jobReady').map((l) => l.itemId),
      );
      const goodBulk = await goodAt(
        tx,
        from,
        'bulk',
        [...lines.values()].filter((l) => l.itemKind === 'bulk').map((l) => l.itemId),
      );
      const changes: Record<string, unknown>[] = [];
      for (const a of adjustments) {
        const line = lines.get(a.transferItemId);
        if (!line || line.itemKind !== a.kind) throw badRequest(messages.transferLineNotOnTicket);
        if (a.adjustment === 0 && a.damagedAdjustment === 0) continue;
        if (a.damagedAdjustment !== 0 && !isReturn) throw badRequest(messages.transferDamagedOnlyOnReturn);
        const available = (a.kind === 'jobReady' ? goodJr : goodBulk).get(line.itemId) ?? 0;
        const adding = Math.max(a.adjustment, 0) + Math.max(a.damagedAdjustment, 0);
        if (adding > available) throw conflict(messages.cannotAddMoreThanAvailable);
        if (line.amount - line.shipped + a.adjustment < 0) throw conflict(messages.cannotRemoveMoreThanAvailable);
        if (line.damaged - line.shippedDamaged + a.damagedAdjustment < 0)
          throw conflict(messages.cannotRemoveMoreThanAvailable);
        const amount = line.amount + a.adjustment;
        const damaged = line.damaged + a.damagedAdjustment;
        if (amount === 0 && damaged === 0 && line.shipped + line.shippedDamaged === 0)
          await tx.delete(transferItems).where(eq(transferItems.id, line.id));
        else await tx.update(transferItems).set({ amount, damaged }).where(eq(transferItems.id, line.id));
        changes.push({ transferItemId: line.id, adjustment: a.adjustment, damagedAdjustment: a.damagedAdjustment });
      }

      // New lines
      const onTicket = (kind: StockItemKind, itemId: number) =>
        [...lines.values()].some((l) => l.itemKind === kind && l.itemId === itemId);
      const addJr = body.addItems.filter((l) => l.amount + l.damagedAmount > 0);
      const addBulk = body.addItemsBulk.filter((l) => l.amount > 0);
      if (!isReturn && addJr.some((l) => l.damagedAmount > 0)) throw badRequest(messages.transferDamagedOnlyOnReturn);
      for (const l of addJr) if (onTicket('jobReady', l.jobReadyItemId)) throw conflict(messages.transferItemTwice);
      for (const l of addBulk) if (onTicket('bulk', l.bulkItemId)) throw conflict(messages.transferItemTwice);
      const added = { jobReady: addJr, bulk: addBulk };
      await checkAsked(
        tx,
        from,
        added,
        { jobReady: 'addItems', bulk: 'addItemsBulk' },
        messages.cannotAddMoreThanAvailable,
      );
      const newLines = ticketLines(t.id, added);
      if (newLines.length) await tx.insert(transferItems).values(newLines);

      // Assets
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const r of body.removeAssets) {
        const ta = ticketAssets.get(r.assetTransferId);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (ta.shipped) throw conflict(messages.cannotRemoveMoreThanAvailable);
        await tx.delete(transferAssets).where(eq(transferAssets.id, ta.id));
      }
      const addAssetIds = body.addAssets.map((a) => a.serializedItemId);
      await checkAssetsForTicket(ctx, tx, from, addAssetIds, t.id);
      if (addAssetIds.length)
        await tx.insert(transferAssets).values(addAssetIds.map((assetId) => ({ transferId: t.id, assetId })));

      await tx.update(transferRequests).set({ updatedAt: new Date() }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'adjust', {
        adjustments: changes,
        addItems: addJr,
        addItemsBulk: addBulk,
        addAssets: addAssetIds,
        removeAssets: body.removeAssets.map((r) => r.assetTransferId),
      });
      return { success: true as const, message: messages.transferAdjusted };
    }),
  );
}

// --- cancel / close -------------------------------------------------------------------------------------------

export async function cancelTransfer(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, id, tx);
    assertOpen(t);
    await requireEnd(ctx, fromOf(t), tx);
    await requireEnd(ctx, toOf(t), tx);
    const progress = progressOf(await linesOf(tx, t.id), await assetsOf(tx, t.id));
    if (progress.shippedAny) throw conflict(messages.transferCannotCancel);
    const now = new Date();
    await tx
      .update(transferRequests)
      .set({ cancelled: true, cancelledAt: now, cancelledBy: ctx.user.id, updatedAt: now })
      .where(eq(transferRequests.id, t.id));
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'cancel');
  });
  return { success: true as const, message: messages.transferCancelledDone };
}

export async function closeTransfer(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, id, tx);
    assertOpen(t);
    const progress = progressOf(await linesOf(tx, t.id), await assetsOf(tx, t.id));
    if (progress.toShip > 0 || progress.toCheckIn > 0) throw conflict(messages.transferCannotClose);
    const now = new Date();
    await tx
      .update(transferRequests)
      .set({ completed: true, completedAt: now, completedBy: ctx.user.id, updatedAt: now })
      .where(eq(transferRequests.id, t.id));
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'close');
  });
  return { success: true as const, message: messages.ticketClosed };
}
