import {
  quantityOf,
  remainingComponents,
  remainingRepairs,
  remainingUnits,
  type ShopTicket,
} from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';

/** What is typed in manage mode, by line ('u12' units, 'd12' repairs) and component ('r34' retired, 's34' salvaged). */
export type Typed = Record<string, string>;

const n = (typed: Typed, key: string) => quantityOf(typed[key] ?? '') ?? Number.NaN;

/** The client's mirror of the server's rules (spec 4 §5 "Management adjustments"), by field key. */
export function manageErrors(ticket: ShopTicket, typed: Typed): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of ticket.ticketItems) {
    const units = n(typed, `u${item.shopTicketItemId}`);
    if (Number.isNaN(units)) errors[`u${item.shopTicketItemId}`] = messages.shopAmountFormat;
    else if (units > remainingUnits(item)) errors[`u${item.shopTicketItemId}`] = messages.shopAdjustmentTooMuch;
    const repairs = n(typed, `d${item.shopTicketItemId}`);
    if (repairs > remainingRepairs(item)) errors[`d${item.shopTicketItemId}`] = messages.shopAdjustmentTooMuch;
    if (!ticket.dismantleTicket) continue;
    for (const c of item.components) {
      const r = n(typed, `r${c.shopTicketComponentId}`);
      const s = n(typed, `s${c.shopTicketComponentId}`);
      const key = `r${c.shopTicketComponentId}`;
      if (r + s > remainingComponents(c)) errors[key] = messages.shopDismantleTooMuch;
      else if (c.amountRetired + c.amountTransfered + r + s > c.perUnit * (item.amountCompleted + (units || 0)))
        errors[key] = messages.shopDismantleBeyondUnits;
    }
  }
  return errors;
}

/** Select All: everything that is left, the components of a dismantle salvaged. */
export function selectAll(ticket: ShopTicket): Typed {
  const typed: Typed = {};
  for (const item of ticket.ticketItems) {
    if (remainingUnits(item) > 0) typed[`u${item.shopTicketItemId}`] = String(remainingUnits(item));
    if (remainingRepairs(item) > 0) typed[`d${item.shopTicketItemId}`] = String(remainingRepairs(item));
    if (ticket.dismantleTicket)
      for (const c of item.components)
        if (remainingComponents(c) > 0) typed[`s${c.shopTicketComponentId}`] = String(remainingComponents(c));
  }
  return typed;
}
