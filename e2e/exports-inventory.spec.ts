import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { createAsset } from '@fieldbook/contract/inventory-assets';
import {
  activeJobsWithInventoryWithAccount,
  adjustYardInventory,
  createYard,
  getJobInventory,
  getYardInventory,
  inventoryAudit,
  yardList,
} from '@fieldbook/contract/inventory-stock';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportedWorkbook as exported } from './spreadsheets.ts';
import { api, apiToken, demo, signedInAs, test } from './support.ts';

/** Inventory lists to Excel: the Export of a list downloads its rows as the screen shows them. */

test("an administrator exports the assets as the list shows them, and a yard's inventory with its assets", async ({
  page,
}) => {
  // A yard of its own, holding two new assets and a counted item, so no other story changes what it holds.
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const token = await apiToken(page.request, demo.admin);
  const office = (await api(page.request, token, yardList)).data[0].officeLocationId;
  const yardName = `Export Yard ${tag}`;
  const { yardId } = await api(page.request, token, createYard, { body: { name: yardName, officeLocationId: office } });
  const asset = (which: string) => ({ name: `Export ${tag} ${which}`, serial: `EX-${tag}-${which}` });
  const [alpha, bravo] = [asset('Alpha'), asset('Bravo')];
  for (const a of [alpha, bravo]) {
    const body = {
      serialNumber: a.serial,
      name: a.name,
      manufacturer: 'Plainsman',
      model: 'PX-1',
      assetType: 5,
      yardId,
    };
    await api(page.request, token, createAsset, { body });
  }
  const counted = (await api(page.request, token, getYardInventory, { query: { YardId: yardId } })).data
    .jobReadyItems[0];
  const item = counted.items[0];
  await api(page.request, token, adjustYardInventory, {
    body: { yardId, jobReadyItems: [{ itemId: item.itemId, adjustment: 12, damagedAdjustment: 2 }] },
  });

  // The asset list searched and sorted Z to A: the file has its rows in that order, times as dates.
  await signedInAs(page, demo.admin);
  await page.goto('/Inventory/Asset');
  await page.getByLabel('Search assets').fill(`Export ${tag}`);
  const table = page.getByRole('table', { name: 'Assets' });
  await expect(table.getByRole('link')).toHaveText([alpha.name, bravo.name]);
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('link')).toHaveText([bravo.name, alpha.name]);
  const assets = await exported(page);
  expect(assets.name).toMatch(/^Assets-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(assets.rows[0].map((r) => [r[0], r[1], r[3]])).toEqual([
    ['Name', 'Serial Number', 'Location'],
    [bravo.name, bravo.serial, yardName],
    [alpha.name, alpha.serial, yardName],
  ]);
  expect(assets.sheets[0].getRow(2).getCell('E').type).toBe(ExcelJS.ValueType.Date);

  // The yard's page: its counted items (amounts as numbers), then its assets on a sheet of their own.
  await page.goto(`/Inventory/Yard/${yardId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${yardName} Inventory` })).toBeVisible();
  await expect(page.getByRole('table', { name: `${counted.categoryName} job-ready items` })).toContainText(item.name);
  const yard = await exported(page);
  expect(yard.name).toMatch(/^YardInventory-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(yard.sheets.map((s) => s.name)).toEqual(['Yard Inventory', 'Assets']);
  expect(yard.rows[0][0]).toEqual(['Type', 'Category', 'Name', 'Amount', 'Damaged']);
  const at = yard.rows[0].findIndex((r) => r[0] === 'Job Ready' && r[2] === item.name);
  expect(yard.rows[0][at]).toEqual(['Job Ready', counted.categoryName, item.name, 12, 2]);
  expect(yard.sheets[0].getRow(at + 1).getCell('D').type).toBe(ExcelJS.ValueType.Number);
  expect(yard.rows[1]).toEqual([
    ['Name', 'Serial Number', 'Status'],
    [alpha.name, alpha.serial, 'Available'],
    [bravo.name, bravo.serial, 'Available'],
  ]);
});

test('an administrator exports the whole inventory audit, newest first, with real dates and amounts', async ({
  page,
}) => {
  const token = await apiToken(page.request, demo.admin);
  const [yard] = (await api(page.request, token, yardList)).data;
  const counted = (await api(page.request, token, getYardInventory, { query: { YardId: yard.yardId } })).data
    .jobReadyItems[0];
  const item = counted.items[0];
  await api(page.request, token, adjustYardInventory, {
    body: { yardId: yard.yardId, jobReadyItems: [{ itemId: item.itemId, adjustment: 7 }] },
  });

  await signedInAs(page, demo.admin);
  await page.goto('/Inventory/Audit');
  await expect(page.getByRole('table', { name: 'Inventory audit' }).getByRole('row').nth(1)).toContainText(item.name);
  const audit = await exported(page);
  expect(audit.name).toMatch(/^InventoryAudit-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(audit.rows[0][0]).toEqual(['Name', 'Date', 'Location', 'Item', 'Amount', 'Damaged']);
  // the adjustment just made is the newest movement
  expect(audit.rows[0][1].slice(2)).toEqual([yard.yardName, item.name, 7, 0]);
  expect(audit.sheets[0].getRow(2).getCell('B').type).toBe(ExcelJS.ValueType.Date);
  expect(audit.sheets[0].getRow(2).getCell('E').type).toBe(ExcelJS.ValueType.Number);
  // every movement, as many as the audit's pages hold, not only the screen's latest ones
  let movements = 0;
  let after: string | null = null;
  do {
    const listed: ResponseOf<typeof inventoryAudit> = await api(page.request, token, inventoryAudit, {
      query: { amount: '1', ...(after ? { after } : {}) },
    });
    movements += listed.data.length;
    after = listed.next;
  } while (after);
  expect(audit.rows[0].length - 1).toBe(movements);
});

test("an administrator exports the failure log of the days shown and a job's inventory", async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Inventory/FailureLog');
  const log = page.getByRole('table', { name: 'Failure log' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  const serials = await log.locator('tbody tr td:nth-child(2)').allTextContents();
  const failures = await exported(page);
  expect(failures.name).toMatch(/^FailureLog-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(failures.rows[0][0]).toEqual([
    'Date',
    'Serial Number',
    'Office',
    'Job',
    'In Circulation',
    'Description',
    'Response',
  ]);
  expect(failures.rows[0].slice(1).map((r) => r[1])).toEqual(serials);
  expect(failures.sheets[0].getRow(2).getCell('A').type).toBe(ExcelJS.ValueType.Date);

  // The first demo job holding items: its page's items, then its assets, amounts as numbers.
  const token = await apiToken(page.request, demo.admin);
  let held: ResponseOf<typeof getJobInventory>['data'] | undefined;
  for (const job of (await api(page.request, token, activeJobsWithInventoryWithAccount)).data) {
    const inventory = (await api(page.request, token, getJobInventory, { query: { JobId: job.jobId } })).data;
    if (inventory.jobReadyItems.length > 0) {
      held = inventory;
      break;
    }
  }
  if (!held) throw new Error('The demo has no job holding job-ready items');
  await page.goto(`/Inventory/Job/${held.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${held.jobName} Inventory` })).toBeVisible();
  const job = await exported(page);
  expect(job.name).toMatch(/^JobInventory-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(job.rows[0]).toEqual([
    ['Type', 'Name', 'Historical', 'Current'],
    ...held.jobReadyItems.map((i) => ['Job Ready', i.name, i.totalAmount, i.currentAmount]),
    ...held.bulkItems.map((i) => ['Bulk', i.bulkItemName, i.totalAmount, i.currentAmount]),
  ]);
  expect(job.sheets[0].getRow(2).getCell('C').type).toBe(ExcelJS.ValueType.Number);
  expect(job.rows[1].length - 1).toBe(held.assetCount);
});
