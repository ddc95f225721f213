import {
  type createShopTicketBody,
  damagedApplies,
  INT_MAX,
  messages,
  type ShopTicketOption,
} from '@fieldbook/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { shopTicketComponents, shopTicketItems, shopTickets } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { once } from './request-once.ts';
import { optionsAt, requireActingYard } from './shop-tickets.service.ts';

// Creating a shop ticket (spec 4 §3 "Shop ticket"): its lines are checked against what the yard's stock
// allows now, and nothing moves until the work is recorded (shop-tickets-work.service.ts).

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
