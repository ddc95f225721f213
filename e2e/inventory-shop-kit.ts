import { saveBulkItem, saveInventoryCategory, saveJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import { createShopTicket, saveShopConversion } from '@fieldbook/contract/inventory-shop';
import { adjustYardInventory, createYard } from '@fieldbook/contract/inventory-stock';
import { getOfficeList } from '@fieldbook/contract/offices';
import type { APIRequestContext } from '@playwright/test';
import { api, apiToken } from './support.ts';

// What the shop stories (inventory-shop.spec.ts) and the ticket exports' story share: a yard of its
// own with stock and a conversion, and shop tickets made there through the API.

/** The demo's shop administrator, who sets the yards up. */
export const SHOP = 'demo.shop';

/**
 * A yard of its own with a job-ready item (5 good, 2 damaged) and two bulk items (100 bolts, 40
 * brackets) in stock, set up through the API; with `conversion`, the item is made of 4 bolts and 2
 * brackets.
 */
export async function workshop(request: APIRequestContext, s: string, conversion = true) {
  const token = await apiToken(request, SHOP);
  const { inventoryCategoryId } = await api(request, token, saveInventoryCategory, {
    body: { inventoryCategoryId: 0, name: `Shop parts ${s}` },
  });
  const item = `Wall panel ${s}`;
  const { inventoryJobReadyItemId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: item, inventoryCategoryId },
  });
  const bolt = { name: `Bolt ${s}`, id: 0 };
  const bracket = { name: `Bracket ${s}`, id: 0 };
  for (const b of [bolt, bracket]) {
    b.id = (
      await api(request, token, saveBulkItem, {
        body: { inventoryBulkItemId: 0, bulkItemName: b.name, inventoryCategoryId },
      })
    ).inventoryBulkItemId;
  }
  const offices = (await api(request, token, getOfficeList)).data;
  const yardName = `Shop yard ${s}`;
  const { yardId } = await api(request, token, createYard, {
    body: { name: yardName, officeLocationId: offices[0].officeLocationId },
  });
  await api(request, token, adjustYardInventory, {
    body: {
      yardId,
      jobReadyItems: [{ itemId: inventoryJobReadyItemId, adjustment: 5, damagedAdjustment: 2 }],
      bulkItems: [
        { itemId: bolt.id, adjustment: 100 },
        { itemId: bracket.id, adjustment: 40 },
      ],
    },
  });
  if (conversion)
    await api(request, token, saveShopConversion, {
      body: {
        jobReadyItemId: inventoryJobReadyItemId,
        bulkComponents: [
          { inventoryBulkItemId: bolt.id, amount: 4 },
          { inventoryBulkItemId: bracket.id, amount: 2 },
        ],
      },
    });
  return { token, yardId, yardName, item: { id: inventoryJobReadyItemId, name: item }, bolt, bracket };
}

export const newTicket = (
  request: APIRequestContext,
  w: Awaited<ReturnType<typeof workshop>>,
  shopAction: number,
  ticketName: string,
  amount: number,
) =>
  api(request, w.token, createShopTicket, {
    body: {
      requestKey: crypto.randomUUID(),
      shopAction,
      yardId: w.yardId,
      ticketName,
      shopTicketItems: [{ jobReadyItemId: w.item.id, amount }],
    },
  }).then((r) => r.shopTicketId);
