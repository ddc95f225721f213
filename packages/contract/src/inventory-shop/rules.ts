import { z } from 'zod';
import { INT_MAX } from '../common.ts';
import { messages } from '../messages.ts';

// The shop actions and the rules of the shop screens, shared with the server (spec 4 §5, §9).

// --- shop actions -------------------------------------------------------------------------------------

/** Shop action 1 builds (and is the only one with damaged amounts, spec 4 §9); 2 dismantles. */
export const SHOP_ACTION_BUILD = 1;
export const SHOP_ACTION_DISMANTLE = 2;
export const shopActionList = [
  { shopActionId: SHOP_ACTION_BUILD, name: 'Build' },
  { shopActionId: SHOP_ACTION_DISMANTLE, name: 'Dismantle' },
] as const;
export const shopActionName = (shopActionId: number) =>
  shopActionList.find((a) => a.shopActionId === shopActionId)?.name ?? '';
/** Damaged amounts apply only when the shop action id is 1 (spec 4 §5, §9). */
export const damagedApplies = (shopActionId: number | null | undefined) => shopActionId === SHOP_ACTION_BUILD;

// --- the rules of the screens, shared with the server ------------------------------------------------

/** What a shop quantity field accepts while typing: digits only, up to 10 (spec 4 §5, §9). */
export const isShopDigits = (text: string) => /^\d{0,10}$/.test(text);

/** A shop quantity: digits only, up to 10, as text or a whole number; empty is 0; it must fit an integer. */
export const shopQuantity = z
  .union([z.number(), z.string()], { error: messages.shopAmountFormat })
  .transform((v, c) => {
    const text = typeof v === 'number' ? (Number.isInteger(v) && v >= 0 ? String(v) : 'x') : v.trim();
    if (text === '') return 0;
    if (!/^\d{1,10}$/.test(text)) {
      c.addIssue({ code: 'custom', message: messages.shopAmountFormat });
      return z.NEVER;
    }
    const n = Number(text);
    if (n > INT_MAX) {
      c.addIssue({ code: 'custom', message: messages.shopAmountRange });
      return z.NEVER;
    }
    return n;
  });

/** A typed quantity as a number: empty is 0, anything else unusable is null. */
export function quantityOf(text: string | number | null | undefined): number | null {
  const parsed = shopQuantity.safeParse(text ?? '');
  return parsed.success ? parsed.data : null;
}

/** How many whole units the stock of each component can build (0 without components). */
export function buildableUnits(components: readonly { perUnit: number; available: number }[]): number {
  if (components.length === 0) return 0;
  return Math.min(...components.map((c) => (c.perUnit > 0 ? Math.floor(c.available / c.perUnit) : 0)));
}

/** The title of a ticket: its name, or 'Unnamed Shop Ticket - {id}' (spec 4 §5). */
export const shopTicketTitle = (t: { shopTicketId: number; ticketName: string }) =>
  t.ticketName.trim() || `Unnamed Shop Ticket - ${t.shopTicketId}`;

/** What can still be recorded on a ticket line: the ticket total minus the completed amount. */
export const remainingUnits = (i: { amount: number; amountCompleted: number }) => i.amount - i.amountCompleted;
export const remainingRepairs = (i: { damagedAmount: number; damagedCompleted: number }) =>
  i.damagedAmount - i.damagedCompleted;
/** What can still be retired or salvaged of a dismantle component: amount minus retired and transferred. */
export const remainingComponents = (c: { amount: number; amountRetired: number; amountTransfered: number }) =>
  c.amount - c.amountRetired - c.amountTransfered;

/**
 * The message for one typed ticket amount on the creation form (spec 4 §5): more than available, or
 * a damaged amount where it does not apply; null when fine.
 */
export function ticketAmountError(typed: string, available: number): string | null {
  const n = quantityOf(typed);
  if (n === null) return messages.shopAmountFormat;
  return n > available ? messages.cannotAddMoreThanIsAvailable : null;
}
