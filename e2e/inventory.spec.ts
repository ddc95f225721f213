import { createAsset } from '@fieldbook/contract/inventory-assets';
import { saveBulkItem, saveInventoryCategory, saveJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import {
  adjustBulkJobInventory,
  adjustJobReadyJobInventory,
  createYard,
  getJobInventory,
  YARD_ASSET_PAGE_SIZE,
} from '@fieldbook/contract/inventory-stock';
import {
  checkInTransfer,
  createPickOrder,
  getTransferRequest,
  shipItems,
  transferLocationTypes,
} from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { getOfficeList } from '@fieldbook/contract/offices';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { api, apiToken, choose, demo, demoJob, signedInAs, test } from './support.ts';

const SHOP = 'demo.shop';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** A category with a job-ready item and a bulk item in it, set up through the API; answers their ids. */
async function catalogue(request: APIRequestContext, token: string, s: string) {
  const { inventoryCategoryId } = await api(request, token, saveInventoryCategory, {
    body: { inventoryCategoryId: 0, name: `Panels ${s}` },
  });
  const { inventoryJobReadyItemId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: `20' STC 32 panel ${s}`, inventoryCategoryId },
  });
  const { inventoryBulkItemId } = await api(request, token, saveBulkItem, {
    body: { inventoryBulkItemId: 0, bulkItemName: `Beam bolts ${s}`, inventoryCategoryId },
  });
  return {
    category: { id: inventoryCategoryId, name: `Panels ${s}` },
    jobReady: { id: inventoryJobReadyItemId, name: `20' STC 32 panel ${s}` },
    bulk: { id: inventoryBulkItemId, name: `Beam bolts ${s}` },
  };
}

/** A row of a table by the text of its first cell. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('a shop administrator builds the catalogue, creates a yard, adjusts its stock and finds the change in the audit', async ({
  page,
}) => {
  const s = stamp();
  const category = `Wall panels ${s}`;
  const item = `20' STC 25 panel ${s}`;
  const bulk = `Panel clips ${s}`;
  const yard = `Tioga yard ${s}`;
  await signedInAs(page, SHOP);

  // The area opens its first tab.
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/Inventory\/Yard$/);
  await expect(page.getByRole('heading', { name: 'Yards', level: 1 })).toBeVisible();

  // A category, then a job-ready item and a bulk item in it.
  await page.getByRole('tab', { name: 'Inventory Items' }).click();
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/Inventory\/InventoryCategory$/);
  await page.getByRole('link', { name: 'Create Category' }).click();
  await expect(page).toHaveURL(/\/Inventory\/InventoryCategory\/new$/);
  await page.getByLabel('Category Name').fill(category);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.categorySaved)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: category })).toBeVisible();

  await page.getByRole('tab', { name: 'Job Ready Items' }).click();
  await page.getByRole('link', { name: 'Create Job Ready Item' }).click();
  await page.getByLabel('Item Name').fill(item);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.categorySelect)).toBeVisible();
  await choose(page, 'Category', category, { typed: category });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved Job Ready Item')).toBeVisible();
  await expect(rowOf(page, 'Job-ready items', item)).toContainText(category);

  await page.getByRole('tab', { name: 'Bulk Items' }).click();
  await page.getByRole('link', { name: 'Create Bulk Item' }).click();
  await page.getByLabel('Bulk Item Name').fill(bulk);
  await choose(page, 'Category', category, { typed: category });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved Bulk Item')).toBeVisible();
  await expect(rowOf(page, 'Bulk items', bulk)).toContainText(category);

  // A yard: the office is required.
  await page.getByRole('tab', { name: 'Yards' }).click();
  await page.getByRole('link', { name: 'Create Yard' }).click();
  await page.getByLabel('Yard Name').fill(yard);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select an office')).toBeVisible();
  await choose(page, 'Office', 'Williston');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.yardCreated)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${yard} Inventory`, level: 1 })).toBeVisible();
  await expect(rowOf(page, `${category} job-ready items`, item).getByRole('cell').nth(1)).toHaveText('0');

  // The adjustment: whole numbers only, the estimated new stock as it is typed.
  await page.getByRole('link', { name: 'Adjust Inventory' }).click();
  await expect(page).toHaveURL(/\/Admin\/Inventory\/Yard\/\d+$/);
  const adjustment = page.getByLabel(`Adjustment for ${item}`, { exact: true });
  await adjustment.pressSequentially('1x2.');
  await expect(adjustment).toHaveValue('12');
  await expect(page.getByLabel(`Estimated new stock for ${item}`, { exact: true })).toHaveText('12');
  await page.getByLabel(`Damaged adjustment for ${item}`, { exact: true }).fill('3');
  await expect(page.getByLabel(`Estimated damaged for ${item}`, { exact: true })).toHaveText('3');
  await page.getByLabel(`Adjustment for ${bulk}`, { exact: true }).fill('40');
  await expect(page.getByLabel(`Estimated new stock for ${bulk}`, { exact: true })).toHaveText('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.adjustmentsSaved })).toBeVisible();
  await expect(rowOf(page, `${category} bulk items`, bulk).getByRole('cell').nth(1)).toHaveText('40');
  // Said once, beside the form (no toast repeating it).
  await expect(page.getByText(messages.adjustmentsSaved)).toHaveCount(1);

  // Taking more than the yard holds is refused with the server's words; nothing changes.
  await page.getByLabel(`Adjustment for ${bulk}`, { exact: true }).fill('-50');
  await expect(page.getByLabel(`Estimated new stock for ${bulk}`, { exact: true })).toHaveText('-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Not enough ${bulk}` })).toBeVisible();

  // The yard's inventory shows the new amounts.
  await page.goto('/Inventory/Yard');
  await page.getByRole('link', { name: yard }).click();
  const itemCells = rowOf(page, `${category} job-ready items`, item).getByRole('cell');
  await expect(itemCells.nth(1)).toHaveText('12');
  await expect(itemCells.nth(2)).toHaveText('3');
  await expect(rowOf(page, `${category} bulk items`, bulk).getByRole('cell').nth(1)).toHaveText('40');

  // The audit names who changed what, where.
  await page.getByRole('tab', { name: 'Audit' }).click();
  const audit = page.getByRole('table', { name: 'Inventory audit' });
  const auditRow = audit.getByRole('row').filter({ hasText: bulk });
  await expect(auditRow).toContainText('Wade Kittredge');
  await expect(auditRow).toContainText(yard);
  await expect(auditRow.getByRole('cell').nth(4)).toHaveText('40');
  await page.getByRole('button', { name: 'Load All Records' }).click();
  await expect(page.getByRole('button', { name: 'Load All Records' })).toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: item }).first()).toBeVisible();
});

test('a category that still has items is refused with the server message, and goes once it is empty', async ({
  page,
}) => {
  await signedInAs(page, SHOP);
  const token = await apiToken(page.request, SHOP);
  const { category } = await catalogue(page.request, token, stamp());
  const empty = `Spare category ${stamp()}`;
  await api(page.request, token, saveInventoryCategory, { body: { inventoryCategoryId: 0, name: empty } });

  await page.goto('/Inventory/InventoryCategory');
  await page.getByRole('button', { name: `Delete ${category.name}` }).click();
  await expect(page.getByRole('dialog').getByText(`Delete the category "${category.name}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.categoryInUse })).toBeVisible();
  await expect(page.getByRole('link', { name: category.name })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${empty}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.categoryDeleted)).toBeVisible();
  await expect(page.getByRole('link', { name: empty })).toHaveCount(0);
});

test("a job's inventory shows what ever went there and what is there now, also on the job stage's Inventory tab", async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const s = stamp();
  const { jobReady, bulk } = await catalogue(page.request, token, s);
  const job = await demoJob(page.request, 'Hawkins 14-22 Pad – sound wall');
  await api(page.request, token, adjustJobReadyJobInventory, {
    body: { jobId: job.jobId, data: [{ itemId: jobReady.id, adjustment: 5 }] },
  });
  await api(page.request, token, adjustBulkJobInventory, {
    body: { jobId: job.jobId, data: [{ itemId: bulk.id, adjustment: 7 }] },
  });

  // The administrative screen takes two panels back.
  await page.goto(`/Admin/Inventory/Job/${job.jobId}`);
  await page.getByLabel(`Adjustment for ${jobReady.name}`, { exact: true }).fill('-2');
  await expect(page.getByLabel(`Estimated new stock for ${jobReady.name}`, { exact: true })).toHaveText('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.adjustmentsSaved })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assets' })).toBeVisible();

  await page.goto('/Inventory/Job');
  await page.getByRole('link', { name: job.jobName }).click();
  await expect(page.getByRole('heading', { name: `${job.jobName} Inventory`, level: 1 })).toBeVisible();
  const jobReadyTable = page.getByRole('table', { name: 'Job-ready items' });
  await expect(jobReadyTable.getByRole('columnheader')).toHaveText(['Name', 'Historical', 'Current']);
  const cells = rowOf(page, 'Job-ready items', jobReady.name).getByRole('cell');
  await expect(cells.nth(1)).toHaveText('5');
  await expect(cells.nth(2)).toHaveText('3');
  const bulkCells = rowOf(page, 'Bulk items', bulk.name).getByRole('cell');
  await expect(bulkCells.nth(1)).toHaveText('7');
  await expect(bulkCells.nth(2)).toHaveText('7');
  await page.getByLabel('Filter by name').fill(`panel ${s}`);
  await expect(rowOf(page, 'Job-ready items', jobReady.name)).toBeVisible();
  await expect(page.getByText('No bulk item matches.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assets' }).getByText('No asset matches.')).toBeVisible();

  await page.goto(`${job.url('OnRent')}/Inventory`);
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock.getByRole('table', { name: 'Job-ready items' })).toBeVisible();
  const stageCells = rowOf(page, 'Job-ready items', jobReady.name).getByRole('cell');
  await expect(stageCells.nth(1)).toHaveText('5');
  await expect(stageCells.nth(2)).toHaveText('3');
  await expect(rowOf(page, 'Bulk items', bulk.name).getByRole('cell').nth(2)).toHaveText('7');
});

test("a yard holding more assets than a page shows the first page and loads the next with 'Load More'", async ({
  page,
}) => {
  await signedInAs(page, SHOP);
  const token = await apiToken(page.request, SHOP);
  const s = stamp();
  const offices = (await api(page.request, token, getOfficeList)).data;
  const { yardId } = await api(page.request, token, createYard, {
    body: { name: `Minot yard ${s}`, officeLocationId: offices[0].officeLocationId },
  });
  const count = YARD_ASSET_PAGE_SIZE + 1;
  for (let batch = 0; batch < count; batch += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, count - batch) }, (_, k) =>
        api(page.request, token, createAsset, {
          body: {
            serialNumber: `YD-${s}-${String(batch + k).padStart(3, '0')}`,
            name: `Light tower ${s}`,
            manufacturer: 'Allmand',
            model: 'Night-Lite',
            assetType: 5,
            yardId,
          },
        }),
      ),
    );

  await page.goto(`/Inventory/Yard/${yardId}`);
  const assets = page.getByRole('region', { name: 'Assets' });
  const rows = assets.getByRole('table', { name: 'Assets' }).getByRole('row');
  await expect(rows).toHaveCount(YARD_ASSET_PAGE_SIZE + 1); // the header and a page
  await expect(assets.getByText(`Showing ${YARD_ASSET_PAGE_SIZE} of ${count} assets.`)).toBeVisible();
  await assets.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(count + 1);
  await expect(assets.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test("a job's name filter finds an asset beyond the first page of the job's assets", async ({ page }) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const s = stamp();
  const offices = (await api(page.request, token, getOfficeList)).data;
  const { yardId } = await api(page.request, token, createYard, {
    body: { name: `Dickinson yard ${s}`, officeLocationId: offices[0].officeLocationId },
  });
  // More assets than a page, sent to the job on one pick ticket, shipped and checked in.
  const ids: number[] = [];
  for (let batch = 0; batch <= YARD_ASSET_PAGE_SIZE; batch += 20)
    for (const { serializedItemId } of await Promise.all(
      Array.from({ length: Math.min(20, YARD_ASSET_PAGE_SIZE + 1 - batch) }, (_, k) =>
        api(page.request, token, createAsset, {
          body: {
            serialNumber: `JF-${s}-${String(batch + k).padStart(3, '0')}`,
            name: `Barrier lamp ${s}`,
            manufacturer: 'Allmand',
            model: 'BL-2',
            assetType: 5,
            yardId,
          },
        }),
      ),
    ))
      ids.push(serializedItemId);
  const job = await demoJob(page.request, 'Hawkins 14-22 Pad – sound wall');
  const { transferRequestId } = await api(page.request, token, createPickOrder, {
    body: {
      requestKey: crypto.randomUUID(),
      fromType: transferLocationTypes.yard,
      fromLocationId: yardId,
      toType: transferLocationTypes.job,
      toLocationId: job.jobId,
      assets: ids.map((serializedItemId) => ({ serializedItemId })),
    },
  });
  const ticket = (await api(page.request, token, getTransferRequest, { query: { id: transferRequestId } })).data;
  const all = ticket.assetTransfers.map((a) => ({ assetTransferId: a.assetTransferId, selected: true }));
  await api(page.request, token, shipItems, {
    body: { requestKey: crypto.randomUUID(), transferRequestId, assetTransfers: all },
  });
  await api(page.request, token, checkInTransfer, {
    body: { requestKey: crypto.randomUUID(), transferRequestId, assetTransfers: all },
  });
  // One of them that the job inventory's first page does not carry.
  const first = (await api(page.request, token, getJobInventory, { query: { JobId: job.jobId } })).data;
  const onFirstPage = new Set(first.assets.map((a) => a.serializedItemId));
  expect(first.assetsMore).toBe(true);
  const beyond = ids.find((id) => !onFirstPage.has(id));
  const serial = `JF-${s}-${String(ids.indexOf(beyond as number)).padStart(3, '0')}`;

  await page.goto(`/Inventory/Job/${job.jobId}`);
  const assets = page.getByRole('region', { name: 'Assets' });
  await expect(assets.getByRole('table', { name: 'Assets' }).getByRole('row')).toHaveCount(YARD_ASSET_PAGE_SIZE + 1);
  await page.getByLabel('Filter by name').fill(serial);
  await expect(assets.getByRole('cell', { name: serial, exact: true })).toBeVisible();
});

test('a user whose role has no inventory permission cannot open the inventory', async ({ page }) => {
  await signedInAs(page, 'demo.sales');
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Inventory' }),
  ).toHaveCount(0);
  await page.goto('/Inventory/Yard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Yards' })).toHaveCount(0);
});

test('the inventory screens fit a phone without sideways scrolling @phone', async ({ page }) => {
  await signedInAs(page, SHOP);
  const token = await apiToken(page.request, SHOP);
  const s = stamp();
  const { jobReady } = await catalogue(page.request, token, s);
  const offices = (await api(page.request, token, getOfficeList)).data;
  const officeLocationId = offices.find((o) => o.name === 'Williston')?.officeLocationId ?? offices[0].officeLocationId;
  const { yardId } = await api(page.request, token, createYard, {
    body: { name: `Phone yard with a long name ${s}`, officeLocationId },
  });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);

  for (const url of ['/Inventory/Yard', `/Inventory/Yard/${yardId}`, '/Inventory/Audit', '/Inventory/Job']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await width(), url).toBeLessThanOrEqual(375);
  }
  // The tab strip scrolls sideways to show where the user is, though a phone shows only the first tabs.
  await page.goto('/Inventory/InventoryCategory');
  const here = page.getByRole('navigation', { name: 'Inventory' }).getByRole('tab', { selected: true });
  await expect(here).toHaveText('Inventory Items');
  await expect(here).toBeInViewport({ ratio: 1 });

  await page.goto(`/Admin/Inventory/Yard/${yardId}`);
  await page.getByLabel(`Adjustment for ${jobReady.name}`, { exact: true }).fill('4');
  await expect(page.getByLabel(`Estimated new stock for ${jobReady.name}`, { exact: true })).toHaveText('4');
  expect(await width()).toBeLessThanOrEqual(375);
});
