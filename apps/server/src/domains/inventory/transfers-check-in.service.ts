import { assetStatusWords, type checkInBody, messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { assets, transferAssets, transferItems, transferRequests } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { recordStatus, requireAsset } from './assets.service.ts';
import { once } from './request-once.ts';
import { type Movement, moveMany } from './stock-ledger.ts';
import { assertOpen, selectionsOf } from './transfers.policy.ts';
import { fromOf, LEDGER_REF, requireEnd, requireTicket, toOf } from './transfers.queries.ts';
import { assetsOf, type LineRow, linesOf, type TicketAssetRow } from './transfers-lines.queries.ts';

// Check In (spec 4 "Transfers, tickets, bills of lading"): gives what was shipped from transit to the
// destination, exactly once per request key, in one transaction through the stock ledger.

export async function checkIn(ctx: Ctx, body: z.output<typeof checkInBody>) {
  const selections = selectionsOf(body);
  const assetIds = body.assetTransfers.filter((a) => a.selected).map((a) => a.assetTransferId);
  if (new Set(assetIds).size !== assetIds.length) throw badRequest(messages.transferAssetTwice);
  if (selections.length + assetIds.length === 0) throw badRequest(messages.transferNothingSelected);

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'checkIn', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      const origin = await requireEnd(ctx, from, tx);
      const destination = await requireEnd(ctx, to, tx);
      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const movements: Movement[] = [];
      const arrived: { line: LineRow; amount: number; damaged: number }[] = [];
      for (const s of selections) {
        const line = lines.get(s.transferItemId);
        if (!line || line.itemKind !== s.kind) throw badRequest(messages.transferLineNotOnTicket);
        const damaged = s.selectedDamaged ?? 0;
        if (s.selected > line.shipped - line.checkedIn || damaged > line.shippedDamaged - line.checkedInDamaged)
          throw conflict(messages.cannotAddMoreThanAvailable);
        movements.push({
          item: { kind: s.kind, id: line.itemId },
          from: { kind: 'transit', id: t.id },
          to,
          amount: s.selected,
          damaged,
          reason: 'checkIn',
          reference: { kind: LEDGER_REF, id: t.id },
          userId: ctx.user.id,
        });
        arrived.push({ line, amount: s.selected, damaged });
      }
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const id of assetIds) {
        const ta = ticketAssets.get(id);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (!ta.shipped || ta.checkedIn) throw conflict(messages.transferNothingToCheckIn);
      }
      await moveMany(tx, movements);
      const now = new Date();
      for (const a of arrived)
        await tx
          .update(transferItems)
          .set({ checkedIn: a.line.checkedIn + a.amount, checkedInDamaged: a.line.checkedInDamaged + a.damaged })
          .where(eq(transferItems.id, a.line.id));
      const status = to.kind === 'job' ? assetStatusWords.atJob : assetStatusWords.available;
      for (const id of assetIds) {
        const ta = ticketAssets.get(id) as TicketAssetRow;
        const a = await requireAsset(ctx, ta.assetId, tx);
        // Repaired or decommissioned on the way: the ticket records the arrival, the asset keeps its state.
        const place =
          a.decommissioned || a.onRepair ? {} : to.kind === 'yard' ? { yardId: to.id, jobId: null } : { jobId: to.id };
        const [after] = await tx
          .update(assets)
          .set({ ...place, ...(a.decommissioned || a.onRepair ? {} : { status }), updatedAt: now })
          .where(eq(assets.id, a.id))
          .returning();
        if (!a.decommissioned && !a.onRepair)
          await recordStatus(
            tx,
            ctx.user.id,
            after,
            status,
            `Checked in at ${destination.name} from ${origin.name} on pick ticket #${t.id}.`,
            now,
          );
        await tx.update(transferAssets).set({ checkedInAt: now }).where(eq(transferAssets.id, id));
      }
      await tx.update(transferRequests).set({ updatedAt: now }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'checkIn', {
        lines: arrived.map((s) => ({ transferItemId: s.line.id, amount: s.amount, damaged: s.damaged })),
        assets: assetIds,
      });
      return { success: true as const, message: messages.transferCheckedIn, transferRequestId: t.id };
    }),
  );
}
