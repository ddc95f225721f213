import { readFile } from 'node:fs/promises';
import { saveInventoryCategory, saveJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import { adjustYardInventory, createYard } from '@fieldbook/contract/inventory-stock';
import {
  createPickOrder,
  getBillOfLading,
  getTransferRequest,
  shipItems,
} from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { getOfficeList } from '@fieldbook/contract/offices';
import { type APIRequestContext, expect } from '@playwright/test';
import { api, apiToken, demo, demoJob, signedInAs, test } from './support.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** A pick ticket of 8 units of a new item from a new yard to a demo job, set up through the API. */
async function pickTicket(request: APIRequestContext, token: string, s: string) {
  const { inventoryCategoryId } = await api(request, token, saveInventoryCategory, {
    body: { inventoryCategoryId: 0, name: `Lading panels ${s}` },
  });
  const item = `Lading panel ${s}`;
  const { inventoryJobReadyItemId: itemId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: item, inventoryCategoryId },
  });
  const offices = (await api(request, token, getOfficeList)).data;
  const { yardId } = await api(request, token, createYard, {
    body: { name: `Lading yard ${s}`, officeLocationId: offices[0].officeLocationId },
  });
  await api(request, token, adjustYardInventory, {
    body: { yardId, jobReadyItems: [{ itemId, adjustment: 8 }] },
  });
  const job = await demoJob(request, 'Hawkins 14-22 Pad – sound wall');
  const { transferRequestId } = await api(request, token, createPickOrder, {
    body: {
      requestKey: crypto.randomUUID(),
      fromType: 0,
      fromLocationId: yardId,
      toType: 1,
      toLocationId: job.jobId,
      jobReadyItems: [{ jobReadyItemId: itemId, amount: 8, damagedAmount: 0 }],
    },
  });
  return { item, transferRequestId };
}

test('a bill of lading is edited, a cancelled edit is discarded, and its PDF downloads', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const s = stamp();

  // A shipment of a pick ticket, set up through the API: its bill of lading is the story's.
  const { item, transferRequestId } = await pickTicket(page.request, token, s);
  const ticket = (await api(page.request, token, getTransferRequest, { query: { id: transferRequestId } })).data;
  const { shipmentId } = await api(page.request, token, shipItems, {
    body: {
      requestKey: crypto.randomUUID(),
      transferRequestId,
      transferItems: [{ transferItemId: ticket.transferItems[0].transferItemId, selected: 8 }],
    },
  });
  const { billOfLadingIdentifier } = (await api(page.request, token, getBillOfLading, { query: { id: shipmentId } }))
    .data;

  // The list: bills of open tickets at first; Historical adds the rest.
  await page.goto('/Inventory/BillOfLading');
  await expect(page.getByRole('heading', { name: 'Bills of Lading', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Historical' })).not.toBeChecked();
  await page.getByRole('link', { name: billOfLadingIdentifier, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/BillOfLading/${shipmentId}$`));
  await expect(page.getByRole('heading', { name: `Bill of Lading ${billOfLadingIdentifier}`, level: 1 })).toBeVisible();

  // Edit mode: carrier, driver, COD and the item's weight and charges.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Carrier Name').fill('Big Sky Freight');
  await page.getByLabel('Carrier City').fill('Williston');
  await page.getByLabel('Driver Name').fill('Dale Brenner');
  await page.getByLabel('Driver Phone').fill('701-555-0144');
  await page.getByLabel('Ship To Contact').fill('Site foreman');
  await page.getByLabel(`Weight of ${item}`).fill('1200');
  await page.getByLabel(`Rate of ${item}`).fill('12.5');
  await page.getByLabel(`Charges of ${item}`).fill('150');
  await page.getByLabel(`Hazardous (${item})`).check();
  await page.getByLabel('COD Amount').fill('250.75');
  await page.getByLabel('Fee Prepaid').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.billOfLadingSaved)).toBeVisible();

  // Back in read mode with the saved values.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const carrier = page.getByRole('region', { name: 'Carrier' });
  await expect(carrier).toContainText('Big Sky Freight');
  await expect(carrier).toContainText('Dale Brenner');
  const row = page.getByRole('table', { name: 'Shipped items' }).getByRole('row').filter({ hasText: item });
  await expect(row).toContainText('1,200 lbs');
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('$150.00');
  await expect(row).toContainText('Yes');
  await expect(page.getByRole('region', { name: 'Cash on Delivery' })).toContainText('$250.75');

  // Cancel discards what was typed.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Carrier Name').fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(carrier).toContainText('Big Sky Freight');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Carrier' })).toContainText('Big Sky Freight');

  // Print downloads the PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('shipping details saved on Edit Transfer fill in the bill of lading of the next shipment', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, transferRequestId } = await pickTicket(page.request, token, stamp());

  await page.goto(`/Inventory/EditTransfer/${transferRequestId}`);
  const details = page.getByRole('region', { name: 'Shipping details' });
  await details.getByLabel(`Weight of ${item}`).fill('900');
  await details.getByLabel(`Code of ${item}`).fill('PNL-20');
  await details.getByLabel(`Charges of ${item}`).fill('75.5');
  await details.getByRole('button', { name: 'Save Shipping Details' }).click();
  await expect(page.getByText(messages.transferSaved)).toBeVisible();

  await page.getByRole('button', { name: `Max ${item}` }).click();
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(page.getByText(messages.transferShipped)).toBeVisible();
  await page.getByRole('navigation', { name: 'Bills of lading' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/Inventory\/BillOfLading\/\d+$/);
  const row = page.getByRole('table', { name: 'Shipped items' }).getByRole('row').filter({ hasText: item });
  await expect(row).toContainText('900 lbs');
  await expect(row).toContainText('PNL-20');
  await expect(row).toContainText('$75.50');
});
