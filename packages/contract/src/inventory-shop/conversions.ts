import { z } from 'zod';
import { INT_MAX, id, int } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { CATALOGUE, VIEW } from './internal.ts';

// Shop conversions: the bulk components (and how many of each) that make one job-ready item
// (spec 4 §3 "Shop conversion").

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
