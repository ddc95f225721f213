import { z } from 'zod';
import { INT_MAX, id, int, okMessage, queryBool } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

// Shop conversions and shop tickets (spec 4 §2 "Shop form configuration", "Tickets and transfers";
// §3 "Shop conversion", "Shop ticket"; §4; §5 "Shop conversion", "Shop ticket"; §7; §9). A conversion
// says which bulk components (and how many of each) make one job-ready item. A build ticket (shop
// action 1) turns bulk components into job-ready items and repairs damaged ones; a dismantle ticket
// (2) turns job-ready items back into components, each retired or salvaged. Stock moves through the
// ledger as shop administrators record the work done (docs/decisions/inventory.md "Shop conversions and shop
// tickets"), never at creation.

const VIEW = ['inventory.view', 'inventory.catalogue', 'inventory.shopAdmin'] as const;
const CATALOGUE = 'inventory.catalogue';
const SHOP_ADMIN = 'inventory.shopAdmin';
const CLOSE = 'inventory.closeTransfer';

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

// --- conversions -------------------------------------------------------------------------------------

export const bulkComponent = z.object({ inventoryBulkItemId: int(), bulkItemName: z.string(), amount: int() });
export const shopConversion = z.object({
  /** 0 while the item has no conversion. */
  shopConversionId: int(),
  jobReadyItemId: int(),
  jobReadyInventoryItemName: z.string(),
  category: z.string(),
  bulkComponents: z.array(bulkComponent),
});
export type ShopConversion = z.infer<typeof shopConversion>;

/** A component amount on save: whole digits, at least 1 (the editor lets the field be empty while typing). */
const conversionAmount = z
  .union([z.number(), z.string()], { error: messages.conversionAmountRequired })
  .transform((v, c) => {
    const text = typeof v === 'number' ? (Number.isInteger(v) ? String(v) : 'x') : v.trim();
    const n = /^\d{1,10}$/.test(text) ? Number(text) : 0;
    if (n < 1 || n > INT_MAX) {
      c.addIssue({ code: 'custom', message: messages.conversionAmountRequired });
      return z.NEVER;
    }
    return n;
  });

export const saveShopConversionBody = z.object({
  jobReadyItemId: id,
  bulkComponents: z
    .array(z.object({ inventoryBulkItemId: id, amount: conversionAmount }))
    .max(200)
    .superRefine((list, c) => {
      const seen = new Set<number>();
      list.forEach((row, i) => {
        if (seen.has(row.inventoryBulkItemId))
          c.addIssue({ code: 'custom', path: [i, 'inventoryBulkItemId'], message: messages.conversionComponentTwice });
        seen.add(row.inventoryBulkItemId);
      });
    }),
});
export type SaveShopConversionInput = z.input<typeof saveShopConversionBody>;

export const shopConversionList = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopConversionList',
  access: VIEW,
  summary:
    'Every job-ready item (the /Inventory/ShopFormConfig list) with its category and how many bulk components its conversion has (0: none yet), by category then name.',
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ jobReadyItemId: int(), itemName: z.string(), category: z.string(), components: int() })),
  }),
});
export const getShopConversion = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopConversion',
  access: VIEW,
  summary:
    "A job-ready item's conversion: its bulk components with whole amounts per unit (shopConversionId 0 and no components when none is saved).",
  query: z.object({ jobReadyId: id }),
  response: z.object({ success: z.literal(true), data: shopConversion }),
});
export const saveShopConversion = endpoint({
  method: 'POST',
  path: '/ShopConversion/ShopConversion',
  access: CATALOGUE,
  summary:
    "Replaces a job-ready item's conversion (jobReadyItemId, bulkComponents: inventoryBulkItemId and a whole amount ≥ 1, each bulk item once). Open tickets keep the components they were created with.",
  body: saveShopConversionBody,
  response: z.object({ success: z.literal(true), message: z.string(), shopConversionId: int() }),
});

// --- ticket options and creation ----------------------------------------------------------------------

export const shopAction = z.object({ shopActionId: int(), name: z.string() });
export const shopActions = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopActions',
  access: VIEW,
  summary: 'The shop actions: 1 Build, 2 Dismantle.',
  response: z.object({ success: z.literal(true), data: z.array(shopAction) }),
});

export const shopTicketOption = z.object({
  jobReadyItemId: int(),
  jobReadyItemName: z.string(),
  /** Build: whole units the yard's bulk stock can build; dismantle: the yard's good units. */
  amountAvailable: int(),
  /** Build: the yard's damaged units (to repair); dismantle: 0. */
  damagedAvailable: int(),
  components: z.array(z.object({ bulkItemId: int(), bulkItemName: z.string(), perUnit: int(), available: int() })),
});
export type ShopTicketOption = z.infer<typeof shopTicketOption>;

const shopActionId = z.coerce
  .number({ error: messages.shopActionRequired })
  .int(messages.shopActionRequired)
  .refine((n) => n === SHOP_ACTION_BUILD || n === SHOP_ACTION_DISMANTLE, messages.shopActionRequired);

export const shopTicketOptions = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopTicketOptions',
  access: SHOP_ADMIN,
  summary:
    'The job-ready items with a conversion that a ticket of the type (shop action id) can take at the yard (one the user works from), with what is available: for a build the units the bulk stock can build and the damaged units to repair; for a dismantle the good units in stock.',
  query: z.object({ type: shopActionId, yard: id }),
  response: z.object({ success: z.literal(true), data: z.array(shopTicketOption) }),
});

export const createShopTicketBody = z
  .object({
    /** Generated by the client when the wizard starts: a repeat answers the first ticket. */
    requestKey: z.uuid(),
    shopAction: shopActionId,
    yardId: z
      .number({ error: messages.selectYard })
      .int(messages.selectYard)
      .positive(messages.selectYard)
      .max(INT_MAX, messages.selectYard),
    ticketName: z
      .string()
      .trim()
      .max(100, messages.shopTicketNameLength)
      .nullish()
      .transform((v) => v ?? ''),
    shopTicketItems: z
      .array(
        z.object({
          jobReadyItemId: id,
          amount: shopQuantity.default(0),
          damagedAmount: shopQuantity.default(0),
        }),
        { error: messages.addItemsToShopTicket },
      )
      .min(1, messages.addItemsToShopTicket)
      .max(500),
  })
  .superRefine((body, c) => {
    const seen = new Set<number>();
    body.shopTicketItems.forEach((item, i) => {
      if (seen.has(item.jobReadyItemId))
        c.addIssue({
          code: 'custom',
          path: ['shopTicketItems', i, 'jobReadyItemId'],
          message: messages.shopTicketItemTwice,
        });
      seen.add(item.jobReadyItemId);
      if (item.damagedAmount > 0 && !damagedApplies(body.shopAction))
        c.addIssue({
          code: 'custom',
          path: ['shopTicketItems', i, 'damagedAmount'],
          message: messages.shopTicketDamagedOnlyBuild,
        });
      else if (item.amount + item.damagedAmount === 0)
        c.addIssue({
          code: 'custom',
          path: ['shopTicketItems', i, 'amount'],
          message: messages.shopTicketAmountRequired,
        });
    });
  });
export type CreateShopTicketInput = z.input<typeof createShopTicketBody>;

export const createShopTicket = endpoint({
  method: 'POST',
  path: '/ShopConversion/ShopTicket',
  access: SHOP_ADMIN,
  summary:
    "Creates a shop ticket (shopAction, yardId, ticketName, shopTicketItems: jobReadyItemId, amount, damagedAmount for builds) at a yard the user works from; each amount at most what ShopTicketOptions offers (409 'Cannot add more than is available'). Nothing moves yet. Exactly once per requestKey.",
  body: createShopTicketBody,
  response: z.object({ success: z.literal(true), message: z.string(), shopTicketId: int() }),
});

// --- tickets ------------------------------------------------------------------------------------------

export const shopTicketComponent = z.object({
  shopTicketComponentId: int(),
  bulkItemId: int(),
  bulkItem: z.string(),
  /** Components per unit, as the conversion said when the ticket was created. */
  perUnit: int(),
  /** perUnit × the line's amount. */
  amount: int(),
  /** Dismantle: components thrown away. */
  amountRetired: int(),
  /** Dismantle: components salvaged into the yard's bulk stock; build: components used in built units. */
  amountTransfered: int(),
  amountRetiredAdjustment: int(),
  amountTransferedAdjustment: int(),
});
export const shopTicketItem = z.object({
  shopTicketItemId: int(),
  jobReadyItemId: int(),
  baseItem: z.string(),
  /** Units to build or dismantle. */
  amount: int(),
  amountCompleted: int(),
  /** Build: damaged units to repair. */
  damagedAmount: int(),
  damagedCompleted: int(),
  adjustment: int(),
  damagedAdjustment: int(),
  components: z.array(shopTicketComponent),
});
export const shopTicket = z.object({
  shopTicketId: int(),
  ticketName: z.string(),
  /** The name, or 'Unnamed Shop Ticket - {id}'. */
  title: z.string(),
  yardId: int(),
  yardName: z.string(),
  shopActionId: int(),
  shopAction: z.string(),
  /** ISO date-time of creation. */
  date: z.string(),
  createdBy: z.string(),
  completed: z.boolean(),
  closedDate: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** Open, and the user may close tickets (inventory.closeTransfer) at this yard. */
  allowClose: z.boolean(),
  /** Open, and the user is a shop administrator at this yard: Manage Ticket and Select All. */
  shopAdmin: z.boolean(),
  dismantleTicket: z.boolean(),
  ticketItems: z.array(shopTicketItem),
});
export type ShopTicket = z.infer<typeof shopTicket>;
export type ShopTicketItem = z.infer<typeof shopTicketItem>;
export type ShopTicketComponent = z.infer<typeof shopTicketComponent>;

export const shopTicketRow = z.object({
  shopTicketId: int(),
  ticketName: z.string(),
  title: z.string(),
  shopActionId: int(),
  shopAction: z.string(),
  date: z.string(),
  createdBy: z.string(),
  completed: z.boolean(),
  closedDate: z.string().nullable(),
  /** Units of the ticket, and how many are done (builds and repairs, or units dismantled). */
  units: int(),
  unitsCompleted: int(),
});
export type ShopTicketRow = z.infer<typeof shopTicketRow>;

export const shopTicketList = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopTicketList',
  access: VIEW,
  summary:
    "A yard's shop tickets, newest first: the open ones (closed=false, the default) or the closed ones (closed=true).",
  query: z.object({ yardId: id, closed: queryBool.default(false) }),
  response: z.object({ success: z.literal(true), data: z.array(shopTicketRow) }),
});
export const getShopTicket = endpoint({
  method: 'GET',
  path: '/ShopConversion/ShopTicket',
  access: VIEW,
  summary:
    'One shop ticket with its items and components, the flags allowClose and shopAdmin for the user, and dismantleTicket.',
  query: z.object({ ticketId: id }),
  response: z.object({ success: z.literal(true), data: shopTicket }),
});

export const adjustShopTicketBody = z.object({
  /** Generated by the client when manage mode opens (and after each save): a repeat records nothing again. */
  requestKey: z.uuid(),
  shopTicketId: id,
  ticketItems: z
    .array(
      z.object({
        shopTicketItemId: id,
        /** Units built (build) or dismantled (dismantle) now. */
        adjustment: shopQuantity.default(0),
        /** Build: damaged units repaired now. */
        damagedAdjustment: shopQuantity.default(0),
        /** Dismantle: components retired and salvaged now. */
        components: z
          .array(
            z.object({
              shopTicketComponentId: id,
              amountRetiredAdjustment: shopQuantity.default(0),
              amountTransferedAdjustment: shopQuantity.default(0),
            }),
          )
          .max(200)
          .default([]),
      }),
    )
    .max(500)
    .default([]),
});
export type AdjustShopTicketInput = z.input<typeof adjustShopTicketBody>;

const ticketAnswer = z.object({ success: z.literal(true), message: z.string(), data: shopTicket });

export const adjustShopTicket = endpoint({
  method: 'POST',
  path: '/ShopConversion/AdjustShopTicket',
  access: SHOP_ADMIN,
  summary:
    "Records work on an open ticket (manage mode): per line the units built or dismantled (≤ amount − completed), the damaged units repaired (builds), and per dismantle component the retired and salvaged amounts (≤ amount − retired − salvaged, and within the units dismantled). Stock moves in one transaction with reason 'shop' (retired components 'retirement'), referencing the ticket; 409 when the yard lacks the stock. Exactly once per requestKey.",
  body: adjustShopTicketBody,
  response: ticketAnswer,
});
export const updateAndCloseShopTicket = endpoint({
  method: 'POST',
  path: '/ShopConversion/UpdateAndCloseShopTicket',
  access: SHOP_ADMIN,
  summary:
    'AdjustShopTicket, then closes the ticket in the same transaction (the user also needs inventory.closeTransfer). Exactly once per requestKey.',
  body: adjustShopTicketBody,
  response: ticketAnswer,
});
export const closeShopTicket = endpoint({
  method: 'GET',
  path: '/ShopConversion/CloseShopTicket',
  access: CLOSE,
  summary:
    "Closes an open ticket ('Ticket Closed'): work not recorded by then is not done and nothing more moves. Closing a closed ticket answers 409.",
  query: z.object({ ticketId: id }),
  response: okMessage,
});

export const inventoryShopEndpoints = {
  shopConversionList,
  getShopConversion,
  saveShopConversion,
  shopActions,
  shopTicketOptions,
  createShopTicket,
  shopTicketList,
  getShopTicket,
  adjustShopTicket,
  updateAndCloseShopTicket,
  closeShopTicket,
};
