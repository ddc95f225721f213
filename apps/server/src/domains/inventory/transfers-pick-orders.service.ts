import { messages, type pickOrderBody, type StockItemKind } from '@fieldbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { transferAssets, transferItems, transferRequests } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { requireAsset } from './assets.service.ts';
import { once } from './request-once.ts';
import { existingItemIds } from './stock.queries.ts';
import { type End, kindOfType, requireEnd } from './transfers.queries.ts';
import { goodAt } from './transfers-lines.queries.ts';

// Pick Order (spec 4 "Transfers, tickets, bills of lading"): creates a ticket and moves nothing. The
// checks of what a ticket asks of its origin are exported for Save Adjustment
// (transfers-edits.service.ts), which adds lines and assets by the same rules.

/** 400 when an item appears twice or does not exist. */
async function checkItems(tx: Tx, kind: StockItemKind, ids: number[], field: string) {
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.transferItemTwice, { [field]: messages.transferItemTwice });
  const existing = await existingItemIds(tx, kind, ids);
  if (existing.size !== ids.length)
    throw badRequest(messages.stockItemNotFound, { [field]: messages.stockItemNotFound });
}

type JobReadyAsk = { jobReadyItemId: number; amount: number; damagedAmount: number };
type BulkAsk = { bulkItemId: number; amount: number };

/**
 * Lines asked of an origin (a new ticket's, or those Edit Transfer adds): known items, each once
 * (400 naming `fields`), and good and damaged together no more than the origin holds now (409 `tooMuch`).
 */
export async function checkAsked(
  tx: Tx,
  origin: End,
  asked: { jobReady: JobReadyAsk[]; bulk: BulkAsk[] },
  fields: { jobReady: string; bulk: string },
  tooMuch: string,
) {
  const jrIds = asked.jobReady.map((l) => l.jobReadyItemId);
  const bulkIds = asked.bulk.map((l) => l.bulkItemId);
  await checkItems(tx, 'jobReady', jrIds, fields.jobReady);
  await checkItems(tx, 'bulk', bulkIds, fields.bulk);
  const goodJr = await goodAt(tx, origin, 'jobReady', jrIds);
  const goodBulk = await goodAt(tx, origin, 'bulk', bulkIds);
  for (const l of asked.jobReady)
    if (l.amount + l.damagedAmount > (goodJr.get(l.jobReadyItemId) ?? 0)) throw conflict(tooMuch);
  for (const l of asked.bulk) if (l.amount > (goodBulk.get(l.bulkItemId) ?? 0)) throw conflict(tooMuch);
}

/** The item rows of a ticket for the lines asked of it (bulk items are never damaged). */
export function ticketLines(transferId: number, asked: { jobReady: JobReadyAsk[]; bulk: BulkAsk[] }) {
  return [
    ...asked.jobReady.map((l) => ({
      transferId,
      itemKind: 'jobReady',
      itemId: l.jobReadyItemId,
      amount: l.amount,
      damaged: l.damagedAmount,
    })),
    ...asked.bulk.map((l) => ({ transferId, itemKind: 'bulk', itemId: l.bulkItemId, amount: l.amount, damaged: 0 })),
  ];
}

/**
 * Assets to put on a ticket: each exists, is in service (not decommissioned, not on repair), is at
 * the origin and on no other open ticket; locked FOR UPDATE.
 */
export async function checkAssetsForTicket(ctx: Ctx, tx: Tx, origin: End, ids: number[], ticketId: number | null) {
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.transferAssetTwice, { assets: messages.transferAssetTwice });
  for (const id of [...ids].sort((a, b) => a - b)) {
    const a = await requireAsset(ctx, id, tx);
    if (a.decommissioned) throw conflict(messages.assetAlreadyDecommissioned);
    if (a.onRepair) throw conflict(messages.assetAlreadyOnRepair);
    const here = origin.kind === 'yard' ? a.yardId === origin.id && a.jobId === null : a.jobId === origin.id;
    if (!here) throw conflict(messages.transferAssetNotAtOrigin);
    const { rows } = await tx.execute(sql`
      select 1 from transfer_assets ta join transfer_requests tr on tr.id = ta.transfer_id
       where ta.asset_id = ${id} and ta.checked_in_at is null and not tr.cancelled and not tr.completed
         ${ticketId === null ? sql`` : sql`and tr.id <> ${ticketId}`}`);
    if (rows.length > 0) throw conflict(messages.transferAssetOnTicket);
    if (ticketId !== null) {
      const [on] = await tx
        .select({ id: transferAssets.id })
        .from(transferAssets)
        .where(and(eq(transferAssets.transferId, ticketId), eq(transferAssets.assetId, id)));
      if (on) throw conflict(messages.transferAssetTwice);
    }
  }
}

export async function createPickOrder(ctx: Ctx, body: z.output<typeof pickOrderBody>) {
  const from: End = { kind: kindOfType(body.fromType), id: body.fromLocationId };
  const to: End = { kind: kindOfType(body.toType), id: body.toLocationId };
  if (from.kind === to.kind && from.id === to.id)
    throw badRequest(messages.transferSameLocation, { toLocationId: messages.transferSameLocation });
  const isReturn = from.kind === 'job' && to.kind === 'yard';
  const jobReady = body.jobReadyItems.filter((l) => l.amount + l.damagedAmount > 0);
  const bulk = body.bulkItems.filter((l) => l.amount + l.damagedAmount > 0);
  if (!isReturn && jobReady.some((l) => l.damagedAmount > 0))
    throw badRequest(messages.transferDamagedOnlyOnReturn, { jobReadyItems: messages.transferDamagedOnlyOnReturn });
  if (bulk.some((l) => l.damagedAmount > 0))
    throw badRequest(messages.transferBulkNotDamaged, { bulkItems: messages.transferBulkNotDamaged });
  if (jobReady.length + bulk.length + body.assets.length === 0) throw badRequest(messages.transferNothingSelected);

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'pickOrder', userId: ctx.user.id }, async () => {
      await requireEnd(ctx, from, tx);
      await requireEnd(ctx, to, tx);
      await checkAsked(
        tx,
        from,
        { jobReady, bulk },
        { jobReady: 'jobReadyItems', bulk: 'bulkItems' },
        messages.cannotAddMoreThanIsAvailable,
      );
      const assetIds = body.assets.map((a) => a.serializedItemId);
      await checkAssetsForTicket(ctx, tx, from, assetIds, null);

      const [ticket] = await tx
        .insert(transferRequests)
        .values({ fromKind: from.kind, fromId: from.id, toKind: to.kind, toId: to.id, requestedBy: ctx.user.id })
        .returning({ id: transferRequests.id });
      const lines = ticketLines(ticket.id, { jobReady, bulk });
      if (lines.length) await tx.insert(transferItems).values(lines);
      if (assetIds.length)
        await tx.insert(transferAssets).values(assetIds.map((assetId) => ({ transferId: ticket.id, assetId })));
      await audit(tx, ctx.user.id, 'transferRequest', ticket.id, 'create', {
        from,
        to,
        jobReadyItems: jobReady,
        bulkItems: bulk,
        assets: assetIds,
      });
      return { success: true as const, message: messages.pickOrderSubmitted, transferRequestId: ticket.id };
    }),
  );
}
