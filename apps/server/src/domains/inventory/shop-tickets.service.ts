import {
  type adjustShopTicketBody,
  buildableUnits,
  type createShopTicketBody,
  damagedApplies,
  INT_MAX,
  messages,
  remainingComponents,
  remainingRepairs,
  remainingUnits,
  SHOP_ACTION_DISMANTLE,
  type ShopTicket,
  type ShopTicketOption,
  shopActionList,
  shopActionName,
  shopTicketTitle,
} from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  bulkItems,
  jobReadyItems,
  shopConversionComponents,
  shopConversions,
  shopTicketComponents,
  shopTicketItems,
  shopTickets,
  userOffices,
  users,
  yards,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { once } from './request-once.ts';
import { balancesAt, type Movement, moveMany, type StockLocation } from './stock-ledger.ts';

// Shop tickets (spec 4 §2 "Tickets and transfers", §3 "Shop ticket", §4, §5, §7). A ticket is a work
// order of the shop at one yard; creating it moves nothing. Shop administrators record the work as it
// is done (manage mode: AdjustShopTicket), and each record moves the stock through the ledger in the
// same transaction: a build consumes the components of the units built and receives the units, a
// repair turns damaged units good, a dismantle takes the units away and receives the salvaged
// components (the retired ones are received and retired, so the ledger shows them). Closing ends the
// ticket; what was not recorded by then is not done. docs/decisions/inventory.md records the choices.

const ok = <T>(data: T) => ({ success: true as const, data });

/** The rule of GET /Inventory/AllowedYards: holders of inventory.adjust work from every yard. */
export async function yardAllowed(db: Tx, user: SessionUser, yardId: number): Promise<boolean> {
  if (user.permissions.has('inventory.adjust')) return true;
  const [row] = await db
    .select({ one: sql`1` })
    .from(yards)
    .innerJoin(userOffices, and(eq(userOffices.officeId, yards.officeLocationId), eq(userOffices.userId, user.id)))
    .where(eq(yards.id, yardId));
  return Boolean(row);
}

async function requireActingYard(db: Tx, user: SessionUser, yardId: number) {
  const [yard] = await db.select({ id: yards.id, name: yards.name }).from(yards).where(eq(yards.id, yardId));
  if (!yard) throw badRequest(messages.yardNotFound, { yardId: messages.yardNotFound });
  if (!(await yardAllowed(db, user, yardId))) throw forbidden(messages.shopTicketYardNotAllowed);
  return yard;
}

export const shopActionsList = () => ok(shopActionList.map((a) => ({ ...a })));

// --- options ------------------------------------------------------------------------------------------

/** The items a ticket of the action can take at the yard, with what the yard's stock allows. */
export async function optionsAt(db: Tx, shopActionId: number, yardId: number): Promise<ShopTicketOption[]> {
  const rows = await db
    .select({
      jobReadyItemId: jobReadyItems.id,
      jobReadyItemName: jobReadyItems.name,
      bulkItemId: bulkItems.id,
      bulkItemName: bulkItems.name,
      perUnit: shopConversionComponents.amount,
    })
    .from(shopConversions)
    .innerJoin(jobReadyItems, eq(jobReadyItems.id, shopConversions.jobReadyItemId))
    .innerJoin(shopConversionComponents, eq(shopConversionComponents.conversionId, shopConversions.id))
    .innerJoin(bulkItems, eq(bulkItems.id, shopConversionComponents.bulkItemId))
    .orderBy(asc(sql`lower(${jobReadyItems.name})`), asc(jobReadyItems.id), asc(sql`lower(${bulkItems.name})`));
  const yard: StockLocation = { kind: 'yard', id: yardId };
  const [jobReady, bulk] = await Promise.all([balancesAt(db, yard, 'jobReady'), balancesAt(db, yard, 'bulk')]);
  const jobReadyAt = new Map(jobReady.map((b) => [b.itemId, b]));
  const bulkAt = new Map(bulk.map((b) => [b.itemId, b.amount]));
  const options = new Map<number, ShopTicketOption>();
  for (const r of rows) {
    let option = options.get(r.jobReadyItemId);
    if (!option) {
      option = {
        jobReadyItemId: r.jobReadyItemId,
        jobReadyItemName: r.jobReadyItemName,
        amountAvailable: 0,
        damagedAvailable: 0,
        components: [],
      };
      options.set(r.jobReadyItemId, option);
    }
    option.components.push({
      bulkItemId: r.bulkItemId,
      bulkItemName: r.bulkItemName,
      perUnit: r.perUnit,
      available: bulkAt.get(r.bulkItemId) ?? 0,
    });
  }
  for (const option of options.values()) {
    const stock = jobReadyAt.get(option.jobReadyItemId);
    if (shopActionId === SHOP_ACTION_DISMANTLE) {
      option.amountAvailable = stock?.amount ?? 0;
    } else {
      option.amountAvailable = buildableUnits(option.components);
      option.damagedAvailable = stock?.damaged ?? 0;
    }
  }
  return [...options.values()];
}

export async function shopTicketOptions(ctx: Ctx, shopActionId: number, yardId: number) {
  await requireActingYard(ctx.db, ctx.user, yardId);
  return ok(await optionsAt(ctx.db, shopActionId, yardId));
}

// --- creation -----------------------------------------------------------------------------------------

/** Writes a ticket with its lines and their components (copied from the conversion): nothing moves. */
export async function insertTicket(
  tx: Tx,
  userId: number | null,
  head: { shopAction: number; yardId: number; ticketName: string },
  lines: { item: { jobReadyItemId: number; amount: number; damagedAmount: number }; option: ShopTicketOption }[],
) {
  const [ticket] = await tx
    .insert(shopTickets)
    .values({ name: head.ticketName, yardId: head.yardId, shopActionId: head.shopAction, createdBy: userId })
    .returning({ id: shopTickets.id });
  for (const { item, option } of lines) {
    const [line] = await tx
      .insert(shopTicketItems)
      .values({
        ticketId: ticket.id,
        jobReadyItemId: item.jobReadyItemId,
        amount: item.amount,
        damagedAmount: damagedApplies(head.shopAction) ? item.damagedAmount : 0,
      })
      .returning({ id: shopTicketItems.id });
    await tx.insert(shopTicketComponents).values(
      option.components.map((c) => ({
        ticketItemId: line.id,
        bulkItemId: c.bulkItemId,
        perUnit: c.perUnit,
        amount: c.perUnit * item.amount,
      })),
    );
  }
  return ticket;
}

export async function createShopTicket(ctx: Ctx, body: z.output<typeof createShopTicketBody>) {
  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'shopTicket', userId: ctx.user.id }, async () => {
      await requireActingYard(tx, ctx.user, body.yardId);
      const options = new Map((await optionsAt(tx, body.shopAction, body.yardId)).map((o) => [o.jobReadyItemId, o]));
      const lines = body.shopTicketItems.map((item, i) => {
        const field = `shopTicketItems.${i}`;
        const option = options.get(item.jobReadyItemId);
        if (!option)
          throw badRequest(messages.shopTicketNoConversion, {
            [`${field}.jobReadyItemId`]: messages.shopTicketNoConversion,
          });
        if (item.amount > option.amountAvailable)
          throw new AppError(409, messages.cannotAddMoreThanIsAvailable, {
            [`${field}.amount`]: messages.cannotAddMoreThanIsAvailable,
          });
        if (item.damagedAmount > option.damagedAvailable)
          throw new AppError(409, messages.cannotAddMoreThanIsAvailable, {
            [`${field}.damagedAmount`]: messages.cannotAddMoreThanIsAvailable,
          });
        if (option.components.some((c) => c.perUnit * item.amount > INT_MAX))
          throw badRequest(messages.shopAmountRange, { [`${field}.amount`]: messages.shopAmountRange });
        return { item, option };
      });
      const ticket = await insertTicket(tx, ctx.user.id, body, lines);
      await audit(tx, ctx.user.id, 'shopTicket', ticket.id, 'create', {
        shopActionId: body.shopAction,
        yardId: body.yardId,
        ticketName: body.ticketName,
        items: body.shopTicketItems,
      });
      return { success: true as const, message: messages.shopTicketCreated, shopTicketId: ticket.id };
    }),
  );
}

// --- reading ------------------------------------------------------------------------------------------

const creator = alias(users, 'creator');
const closer = alias(users, 'closer');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

export async function shopTicketList(ctx: Ctx, yardId: number, closed: boolean) {
  const rows = await ctx.db
    .select({
      shopTicketId: shopTickets.id,
      ticketName: shopTickets.name,
      shopActionId: shopTickets.shopActionId,
      createdAt: shopTickets.createdAt,
      createdBy: fullName(creator),
      completed: shopTickets.completed,
      closedAt: shopTickets.closedAt,
      units: sql<number>`coalesce(sum(${shopTicketItems.amount} + ${shopTicketItems.damagedAmount}), 0)::int`,
      unitsCompleted: sql<number>`coalesce(sum(${shopTicketItems.amountCompleted} + ${shopTicketItems.damagedCompleted}), 0)::int`,
    })
    .from(shopTickets)
    .leftJoin(creator, eq(creator.id, shopTickets.createdBy))
    .leftJoin(shopTicketItems, eq(shopTicketItems.ticketId, shopTickets.id))
    .where(and(eq(shopTickets.yardId, yardId), eq(shopTickets.completed, closed)))
    .groupBy(shopTickets.id, creator.firstName, creator.lastName)
    .orderBy(desc(shopTickets.createdAt), desc(shopTickets.id));
  return ok(
    rows.map((r) => ({
      shopTicketId: r.shopTicketId,
      ticketName: r.ticketName,
      title: shopTicketTitle({ shopTicketId: r.shopTicketId, ticketName: r.ticketName }),
      shopActionId: r.shopActionId,
      shopAction: shopActionName(r.shopActionId),
      date: r.createdAt.toISOString(),
      createdBy: r.createdBy ?? '',
      completed: r.completed,
      closedDate: r.closedAt?.toISOString() ?? null,
      units: Number(r.units),
      unitsCompleted: Number(r.unitsCompleted),
    })),
  );
}

/** One ticket as the screens show it, with the user's flags. */
async function loadTicket(db: Tx, user: SessionUser, ticketId: number): Promise<ShopTicket> {
  const [t] = await db
    .select({
      id: shopTickets.id,
      name: shopTickets.name,
      yardId: shopTickets.yardId,
      yardName: yards.name,
      shopActionId: shopTickets.shopActionId,
      createdAt: shopTickets.createdAt,
      createdBy: fullName(creator),
      completed: shopTickets.completed,
      closedAt: shopTickets.closedAt,
      closedBy: fullName(closer),
    })
    .from(shopTickets)
    .innerJoin(yards, eq(yards.id, shopTickets.yardId))
    .leftJoin(creator, eq(creator.id, shopTickets.createdBy))
    .leftJoin(closer, eq(closer.id, shopTickets.closedBy))
    .where(eq(shopTickets.id, ticketId));
  if (!t) throw notFound(messages.shopTicketNotFound);
  const items = await db
    .select({
      shopTicketItemId: shopTicketItems.id,
      jobReadyItemId: shopTicketItems.jobReadyItemId,
      baseItem: jobReadyItems.name,
      amount: shopTicketItems.amount,
      amountCompleted: shopTicketItems.amountCompleted,
      damagedAmount: shopTicketItems.damagedAmount,
      damagedCompleted: shopTicketItems.damagedCompleted,
    })
    .from(shopTicketItems)
    .innerJoin(jobReadyItems, eq(jobReadyItems.id, shopTicketItems.jobReadyItemId))
    .where(eq(shopTicketItems.ticketId, ticketId))
    .orderBy(asc(sql`lower(${jobReadyItems.name})`), asc(shopTicketItems.id));
  const components = items.length
    ? await db
        .select({
          ticketItemId: shopTicketComponents.ticketItemId,
          shopTicketComponentId: shopTicketComponents.id,
          bulkItemId: shopTicketComponents.bulkItemId,
          bulkItem: bulkItems.name,
          perUnit: shopTicketComponents.perUnit,
          amount: shopTicketComponents.amount,
          amountRetired: shopTicketComponents.amountRetired,
          amountTransfered: shopTicketComponents.amountTransfered,
        })
        .from(shopTicketComponents)
        .innerJoin(bulkItems, eq(bulkItems.id, shopTicketComponents.bulkItemId))
        .where(
          inArray(
            shopTicketComponents.ticketItemId,
            items.map((i) => i.shopTicketItemId),
          ),
        )
        .orderBy(asc(sql`lower(${bulkItems.name})`), asc(shopTicketComponents.id))
    : [];
  const atYard = !t.completed && (await yardAllowed(db, user, t.yardId));
  return {
    shopTicketId: t.id,
    ticketName: t.name,
    title: shopTicketTitle({ shopTicketId: t.id, ticketName: t.name }),
    yardId: t.yardId,
    yardName: t.yardName,
    shopActionId: t.shopActionId,
    shopAction: shopActionName(t.shopActionId),
    date: t.createdAt.toISOString(),
    createdBy: t.createdBy ?? '',
    completed: t.completed,
    closedDate: t.closedAt?.toISOString() ?? null,
    closedBy: t.closedBy,
    allowClose: atYard && user.permissions.has('inventory.closeTransfer'),
    shopAdmin: atYard && user.permissions.has('inventory.shopAdmin'),
    dismantleTicket: t.shopActionId === SHOP_ACTION_DISMANTLE,
    ticketItems: items.map((i) => ({
      ...i,
      adjustment: 0,
      damagedAdjustment: 0,
      components: components
        .filter((c) => c.ticketItemId === i.shopTicketItemId)
        .map(({ ticketItemId: _, ...c }) => ({ ...c, amountRetiredAdjustment: 0, amountTransferedAdjustment: 0 })),
    })),
  };
}

export async function getShopTicket(ctx: Ctx, ticketId: number) {
  return ok(await loadTicket(ctx.db, ctx.user, ticketId));
}

// --- recording work and closing ----------------------------------------------------------------------

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
