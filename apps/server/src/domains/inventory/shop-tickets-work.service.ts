import {
  type adjustShopTicketBody,
  messages,
  remainingComponents,
  remainingRepairs,
  remainingUnits,
  SHOP_ACTION_DISMANTLE,
} from '@fieldbook/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { shopTicketComponents, shopTicketItems, shopTickets } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { once } from './request-once.ts';
import { loadTicket, yardAllowed } from './shop-tickets.service.ts';
import { type Movement, moveMany, type StockLocation } from './stock-ledger.ts';

// Recording a shop ticket's work and closing it (spec 4 §3 "Shop ticket", §5): each record moves the
// stock through the ledger in the request's transaction, exactly once per request key.

/** Locks an open ticket at a yard the user works from. */
async function lockOpenTicket(tx: Tx, user: SessionUser, ticketId: number) {
  const [ticket] = await tx
    .select({
      id: shopTickets.id,
      yardId: shopTickets.yardId,
      shopActionId: shopTickets.shopActionId,
      completed: shopTickets.completed,
    })
    .from(shopTickets)
    .where(eq(shopTickets.id, ticketId))
    .for('update');
  if (!ticket) throw notFound(messages.shopTicketNotFound);
  if (!(await yardAllowed(tx, user, ticket.yardId))) throw forbidden(messages.shopTicketYardNotAllowed);
  if (ticket.completed) throw conflict(messages.shopTicketAlreadyClosed);
  return ticket;
}

type AdjustBody = z.output<typeof adjustShopTicketBody>;

/**
 * Records the work of an adjustment on a locked open ticket: checks every line against what is left
 * (400 naming the field), moves the stock through the ledger (409 when the yard lacks it) and raises
 * the ticket's counters. Returns how many lines changed.
 */
export async function recordWork(
  tx: Tx,
  userId: number | null,
  ticket: { id: number; yardId: number; shopActionId: number },
  body: AdjustBody,
) {
  const ticketId = ticket.id;
  const lines = await tx.select().from(shopTicketItems).where(eq(shopTicketItems.ticketId, ticketId));
  const comps = lines.length
    ? await tx
        .select()
        .from(shopTicketComponents)
        .where(
          inArray(
            shopTicketComponents.ticketItemId,
            lines.map((l) => l.id),
          ),
        )
    : [];
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const dismantle = ticket.shopActionId === SHOP_ACTION_DISMANTLE;
  const yard: StockLocation = { kind: 'yard', id: ticket.yardId };
  const movements: Movement[] = [];
  const reference = { kind: 'shopTicket', id: ticketId };
  const lineUpdates: { id: number; amountCompleted: number; damagedCompleted: number }[] = [];
  const compUpdates: { id: number; amountRetired: number; amountTransfered: number }[] = [];
  const seen = new Set<number>();
  let changed = 0;

  body.ticketItems.forEach((input, i) => {
    const field = `ticketItems.${i}`;
    const line = lineById.get(input.shopTicketItemId);
    if (!line || seen.has(line.id))
      throw badRequest(messages.shopTicketLineUnknown, {
        [`${field}.shopTicketItemId`]: messages.shopTicketLineUnknown,
      });
    seen.add(line.id);
    const item = { kind: 'jobReady' as const, id: line.jobReadyItemId };
    const k = input.adjustment;
    const d = input.damagedAdjustment;
    if (k > remainingUnits(line))
      throw badRequest(messages.shopAdjustmentTooMuch, { [`${field}.adjustment`]: messages.shopAdjustmentTooMuch });
    if (d > 0 && dismantle)
      throw badRequest(messages.shopTicketDamagedOnlyBuild, {
        [`${field}.damagedAdjustment`]: messages.shopTicketDamagedOnlyBuild,
      });
    if (d > remainingRepairs(line))
      throw badRequest(messages.shopAdjustmentTooMuch, {
        [`${field}.damagedAdjustment`]: messages.shopAdjustmentTooMuch,
      });
    const lineComps = comps.filter((c) => c.ticketItemId === line.id);
    const compSeen = new Set<number>();
    let compChanged = false;
    input.components.forEach((ci, j) => {
      const cField = `${field}.components.${j}`;
      const comp = lineComps.find((c) => c.id === ci.shopTicketComponentId);
      if (!comp || compSeen.has(comp.id))
        throw badRequest(messages.shopTicketLineUnknown, {
          [`${cField}.shopTicketComponentId`]: messages.shopTicketLineUnknown,
        });
      compSeen.add(comp.id);
      const r = ci.amountRetiredAdjustment;
      const s = ci.amountTransferedAdjustment;
      if (r + s === 0) return;
      if (!dismantle)
        throw badRequest(messages.shopDismantleTooMuch, {
          [`${cField}.amountRetiredAdjustment`]: messages.shopDismantleTooMuch,
        });
      if (r + s > remainingComponents(comp))
        throw badRequest(messages.shopDismantleTooMuch, {
          [`${cField}.amountRetiredAdjustment`]: messages.shopDismantleTooMuch,
        });
      if (comp.amountRetired + comp.amountTransfered + r + s > comp.perUnit * (line.amountCompleted + k))
        throw badRequest(messages.shopDismantleBeyondUnits, {
          [`${cField}.amountRetiredAdjustment`]: messages.shopDismantleBeyondUnits,
        });
      const bulk = { kind: 'bulk' as const, id: comp.bulkItemId };
      // Every component taken out of the units comes into the yard; the retired ones then leave it.
      movements.push({ item: bulk, from: null, to: yard, amount: r + s, reason: 'shop', reference, userId });
      if (r > 0)
        movements.push({ item: bulk, from: yard, to: null, amount: r, reason: 'retirement', reference, userId });
      compUpdates.push({
        id: comp.id,
        amountRetired: comp.amountRetired + r,
        amountTransfered: comp.amountTransfered + s,
      });
      compChanged = true;
    });
    if (k > 0) {
      if (dismantle) {
        movements.push({ item, from: yard, to: null, amount: k, reason: 'shop', reference, userId });
      } else {
        for (const comp of lineComps) {
          const used = comp.perUnit * k;
          movements.push({
            item: { kind: 'bulk', id: comp.bulkItemId },
            from: yard,
            to: null,
            amount: used,
            reason: 'shop',
            reference,
            userId,
          });
          compUpdates.push({
            id: comp.id,
            amountRetired: comp.amountRetired,
            amountTransfered: comp.amountTransfered + used,
          });
        }
        movements.push({ item, from: null, to: yard, amount: k, reason: 'shop', reference, userId });
      }
    }
    if (d > 0) {
      // A repair: the damaged units leave the damaged count and come back good.
      movements.push({ item, from: yard, to: null, amount: 0, damaged: d, reason: 'shop', reference, userId });
      movements.push({ item, from: null, to: yard, amount: d, reason: 'shop', reference, userId });
    }
    if (k > 0 || d > 0)
      lineUpdates.push({
        id: line.id,
        amountCompleted: line.amountCompleted + k,
        damagedCompleted: line.damagedCompleted + d,
      });
    if (k > 0 || d > 0 || compChanged) changed++;
  });

  await moveMany(tx, movements);
  for (const u of lineUpdates)
    await tx
      .update(shopTicketItems)
      .set({ amountCompleted: u.amountCompleted, damagedCompleted: u.damagedCompleted })
      .where(eq(shopTicketItems.id, u.id));
  for (const u of compUpdates)
    await tx
      .update(shopTicketComponents)
      .set({ amountRetired: u.amountRetired, amountTransfered: u.amountTransfered })
      .where(eq(shopTicketComponents.id, u.id));
  return changed;
}

export async function closeLocked(tx: Tx, userId: number | null, ticketId: number) {
  await tx
    .update(shopTickets)
    .set({ completed: true, closedAt: new Date(), closedBy: userId })
    .where(eq(shopTickets.id, ticketId));
}

const workOf = (body: AdjustBody) =>
  body.ticketItems.map((i) => ({
    shopTicketItemId: i.shopTicketItemId,
    adjustment: i.adjustment,
    damagedAdjustment: i.damagedAdjustment,
    components: i.components.filter((c) => c.amountRetiredAdjustment + c.amountTransferedAdjustment > 0),
  }));

/** Manage mode's Save (and, with `close`, its update-and-close). Exactly once per requestKey. */
export async function adjustShopTicket(ctx: Ctx, body: AdjustBody, close: boolean) {
  if (close && !ctx.user.permissions.has('inventory.closeTransfer')) throw forbidden(messages.shopCloseNotAllowed);
  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'shopAdjustment', userId: ctx.user.id }, async () => {
      const ticket = await lockOpenTicket(tx, ctx.user, body.shopTicketId);
      const changed = await recordWork(tx, ctx.user.id, ticket, body);
      if (changed) await audit(tx, ctx.user.id, 'shopTicket', ticket.id, 'adjust', { lines: workOf(body) });
      if (close) {
        await closeLocked(tx, ctx.user.id, ticket.id);
        await audit(tx, ctx.user.id, 'shopTicket', ticket.id, 'close');
      }
      const message = close
        ? messages.ticketClosed
        : changed
          ? messages.shopTicketAdjusted
          : messages.shopTicketNothingToAdjust;
      return { success: true as const, message, data: await loadTicket(tx, ctx.user, ticket.id) };
    }),
  );
}

export async function closeShopTicket(ctx: Ctx, ticketId: number) {
  await ctx.db.transaction(async (tx) => {
    const ticket = await lockOpenTicket(tx, ctx.user, ticketId);
    await closeLocked(tx, ctx.user.id, ticket.id);
    await audit(tx, ctx.user.id, 'shopTicket', ticket.id, 'close');
  });
  return { success: true as const, message: messages.ticketClosed };
}
