import {
  buildableUnits,
  messages,
  SHOP_ACTION_DISMANTLE,
  type ShopTicket,
  type ShopTicketOption,
  shopActionList,
  shopActionName,
  shopTicketTitle,
} from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
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
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { balancesAt, type StockLocation } from './stock-ledger.ts';

// Shop tickets (spec 4 §2 "Tickets and transfers", §3 "Shop ticket", §4, §5, §7). A ticket is a work
// order of the shop at one yard; creating it moves nothing. Shop administrators record the work as it
// is done (manage mode: AdjustShopTicket), and each record moves the stock through the ledger in the
// same transaction: a build consumes the components of the units built and receives the units, a
// repair turns damaged units good, a dismantle takes the units away and receives the salvaged
// components (the retired ones are received and retired, so the ledger shows them). Closing ends the
// ticket; what was not recorded by then is not done. docs/decisions/inventory.md records the choices.
//
// This file holds the yard rule and the reads (actions, options, the list, one ticket); creation is in
// shop-tickets-creation.service.ts, recording work and closing in shop-tickets-work.service.ts.

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

export async function requireActingYard(db: Tx, user: SessionUser, yardId: number) {
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
export async function loadTicket(db: Tx, user: SessionUser, ticketId: number): Promise<ShopTicket> {
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
