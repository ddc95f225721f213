import {
  type jobReadyJobAdjustmentBody,
  messages,
  type StockItemKind,
  type yardAdjustmentBody,
} from '@fieldbook/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { requireJob } from '../jobs/job-access.ts';
import { existingItemIds } from './stock.queries.ts';
import { adjustmentMovements, type Movement, moveMany, type StockLocation } from './stock-ledger.ts';
import { requireYard } from './stock-yards.service.ts';

// Adjustments of yard and job inventory (spec 4 §3, §5): signed changes of amounts, each a ledger
// movement written through the stock ledger in the request's transaction.

interface AdjustmentLine {
  itemId: number;
  adjustment: number;
  damagedAdjustment?: number;
}

/** 400 when an item is listed twice or does not exist. */
async function checkLines(tx: Tx, itemKind: StockItemKind, lines: AdjustmentLine[], field: string) {
  const ids = lines.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.adjustmentItemTwice, { [field]: messages.adjustmentItemTwice });
  const existing = await existingItemIds(tx, itemKind, ids);
  if (existing.size !== ids.length)
    throw badRequest(messages.stockItemNotFound, { [field]: messages.stockItemNotFound });
}

const adjustmentsOf = (location: StockLocation, itemKind: StockItemKind, lines: AdjustmentLine[], userId: number) =>
  lines.flatMap((l) =>
    adjustmentMovements(
      location,
      { kind: itemKind, id: l.itemId },
      { amount: l.adjustment, damaged: l.damagedAdjustment ?? 0 },
      userId,
    ),
  );

export async function adjustYardInventory(ctx: Ctx, body: z.output<typeof yardAdjustmentBody>) {
  const movements = await ctx.db.transaction(async (tx) => {
    await requireYard(tx, body.yardId);
    await checkLines(tx, 'jobReady', body.jobReadyItems, 'jobReadyItems');
    await checkLines(tx, 'bulk', body.bulkItems, 'bulkItems');
    const location: StockLocation = { kind: 'yard', id: body.yardId };
    const list: Movement[] = [
      ...adjustmentsOf(location, 'jobReady', body.jobReadyItems, ctx.user.id),
      ...adjustmentsOf(location, 'bulk', body.bulkItems, ctx.user.id),
    ];
    await moveMany(tx, list);
    return list.length;
  });
  return { success: true as const, message: movements ? messages.adjustmentsSaved : messages.noAdjustments, movements };
}

export async function adjustJobInventory(
  ctx: Ctx,
  body: z.output<typeof jobReadyJobAdjustmentBody>,
  itemKind: StockItemKind,
) {
  const movements = await ctx.db.transaction(async (tx) => {
    await requireJob({ db: tx, user: ctx.user }, body.jobId);
    await checkLines(tx, itemKind, body.data, 'data');
    const list = adjustmentsOf({ kind: 'job', id: body.jobId }, itemKind, body.data, ctx.user.id);
    await moveMany(tx, list);
    return list.length;
  });
  return { success: true as const, message: movements ? messages.adjustmentsSaved : messages.noAdjustments, movements };
}
