import { ASSET_IN_TRANSIT, messages, type shipItemsBody } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assets,
  transferAssets,
  transferItems,
  transferRequests,
  transferShipmentItems,
  transferShipments,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { recordStatus, requireAsset } from './assets.service.ts';
import { prefillBill } from './bill-of-lading.service.ts';
import { once } from './request-once.ts';
import { type Movement, moveMany } from './stock-ledger.ts';
import { assertOpen, selectionsOf } from './transfers.policy.ts';
import { endsApproved, fromOf, LEDGER_REF, moneyIn, requireEnd, requireTicket, toOf } from './transfers.queries.ts';
import { assetsOf, type LineRow, linesOf, type TicketAssetRow } from './transfers-lines.queries.ts';

// Ship Items (spec 4 "Transfers, tickets, bills of lading"): takes the selected stock from the origin
// into transit and the selected assets out of it, writes the shipment's bill of lading, exactly once
// per request key, in one transaction through the stock ledger.

export async function shipItems(ctx: Ctx, body: z.output<typeof shipItemsBody>) {
  const selections = selectionsOf(body);
  const assetIds = body.assetTransfers.filter((a) => a.selected).map((a) => a.assetTransferId);
  if (new Set(assetIds).size !== assetIds.length) throw badRequest(messages.transferAssetTwice);
  if (selections.length + assetIds.length === 0) throw badRequest(messages.transferNothingSelected);
  const details = new Map(
    [...body.transferItems, ...body.transferItemsBulk].map((l) => [l.transferItemId, l] as const),
  );

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'ship', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      const origin = await requireEnd(ctx, from, tx);
      const destination = await requireEnd(ctx, to, tx);
      if (!(await endsApproved(tx, [from, to]))) throw conflict(messages.jobsNotApproved);

      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const movements: Movement[] = [];
      const shipped: { line: LineRow; amount: number; damaged: number }[] = [];
      for (const s of selections) {
        const line = lines.get(s.transferItemId);
        if (!line || line.itemKind !== s.kind) throw badRequest(messages.transferLineNotOnTicket);
        const damaged = s.selectedDamaged ?? 0;
        if (s.selected > line.amount - line.shipped || damaged > line.damaged - line.shippedDamaged)
          throw conflict(messages.cannotAddMoreThanAvailable);
        movements.push({
          item: { kind: s.kind, id: line.itemId },
          from,
          to: { kind: 'transit', id: t.id },
          amount: s.selected,
          damaged,
          damagedFromGood: damaged > 0,
          reason: 'transfer',
          reference: { kind: LEDGER_REF, id: t.id },
          userId: ctx.user.id,
        });
        shipped.push({ line, amount: s.selected, damaged });
      }
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const id of assetIds) {
        const ta = ticketAssets.get(id);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (ta.shipped) throw conflict(messages.transferNothingToShip);
      }
      await moveMany(tx, movements);

      const now = new Date();
      const bill = await prefillBill(tx, t, origin.name, destination.name);
      const [shipment] = await tx
        .insert(transferShipments)
        .values({ ...bill, transferId: t.id, billDate: serverToday(), shippedBy: ctx.user.id, updatedBy: ctx.user.id })
        .returning({ id: transferShipments.id });
      await tx
        .update(transferShipments)
        .set({ identifier: `BOL-${String(shipment.id).padStart(6, '0')}` })
        .where(eq(transferShipments.id, shipment.id));
      for (const s of shipped) {
        const d = details.get(s.line.id);
        const weight = d?.weight !== undefined ? d.weight : s.line.weight;
        const hazardous = d?.hazardous ?? s.line.hazardous;
        const code = d?.code ?? s.line.code;
        const rate = d?.rate !== undefined ? moneyIn(d.rate) : s.line.rate;
        const charges = d?.charges !== undefined ? moneyIn(d.charges) : s.line.charges;
        await tx
          .update(transferItems)
          .set({
            shipped: s.line.shipped + s.amount,
            shippedDamaged: s.line.shippedDamaged + s.damaged,
            weight,
            hazardous,
            code,
            rate,
            charges,
          })
          .where(eq(transferItems.id, s.line.id));
        await tx.insert(transferShipmentItems).values({
          shipmentId: shipment.id,
          transferItemId: s.line.id,
          quantity: s.amount,
          damaged: s.damaged,
          description: s.line.itemName,
          weight,
          hazardous,
          code,
          rate,
          charges,
        });
      }
      // Assets leave the origin: they are placed at the destination, 'In Transit' until checked in.
      for (const id of [...assetIds].sort(
        (a, b) => (ticketAssets.get(a)?.assetId ?? 0) - (ticketAssets.get(b)?.assetId ?? 0),
      )) {
        const ta = ticketAssets.get(id) as TicketAssetRow;
        const a = await requireAsset(ctx, ta.assetId, tx);
        if (a.decommissioned) throw conflict(messages.assetAlreadyDecommissioned);
        if (a.onRepair) throw conflict(messages.assetAlreadyOnRepair);
        const here = from.kind === 'yard' ? a.yardId === from.id && a.jobId === null : a.jobId === from.id;
        if (!here) throw conflict(messages.transferAssetNotAtOrigin);
        const place = to.kind === 'yard' ? { yardId: to.id, jobId: null } : { jobId: to.id };
        const [after] = await tx
          .update(assets)
          .set({ ...place, status: ASSET_IN_TRANSIT, updatedAt: now })
          .where(eq(assets.id, a.id))
          .returning();
        await recordStatus(
          tx,
          ctx.user.id,
          after,
          ASSET_IN_TRANSIT,
          `Shipped from ${origin.name} to ${destination.name} on pick ticket #${t.id}.`,
          now,
        );
        await tx
          .update(transferAssets)
          .set({ shippedAt: now, shipmentId: shipment.id })
          .where(eq(transferAssets.id, id));
      }
      await tx.update(transferRequests).set({ updatedAt: now }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'ship', {
        shipmentId: shipment.id,
        lines: shipped.map((s) => ({ transferItemId: s.line.id, amount: s.amount, damaged: s.damaged })),
        assets: assetIds,
      });
      return {
        success: true as const,
        message: messages.transferShipped,
        transferRequestId: t.id,
        shipmentId: shipment.id,
      };
    }),
  );
}
