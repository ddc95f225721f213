import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { saveBulkItem, saveInventoryCategory, saveJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import { adjustYardInventory, getJobInventory, getYardInventory, yardList } from '@fieldbook/contract/inventory-stock';
import { messages } from '@fieldbook/contract/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, apiToken, choose, chooseFile, createJob, jobs, signedInAs, test } from './support.ts';

const SHOP = 'demo.shop';
const YARD = 'Casper Yard';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a story needs and does not test, through the API: a job-ready and a bulk item of their own,
 * stock of both at the Casper yard, and a fresh active job.
 */
async function setUp(request: APIRequestContext, s: string) {
  const token = await apiToken(request);
  const { inventoryCategoryId } = await api(request, token, saveInventoryCategory, {
    body: { inventoryCategoryId: 0, name: `Upload story ${s}` },
  });
  const panel = `20 ft STC 32 Panel ${s}`;
  const clips = `Panel clips ${s}`;
  const { inventoryJobReadyItemId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: panel, inventoryCategoryId },
  });
  const { inventoryBulkItemId } = await api(request, token, saveBulkItem, {
    body: { inventoryBulkItemId: 0, bulkItemName: clips, inventoryCategoryId },
  });
  const yard = (await api(request, token, yardList)).data.find((y) => y.yardName === YARD);
  if (!yard) throw new Error(`no demo yard ${YARD}`);
  await api(request, token, adjustYardInventory, {
    body: {
      yardId: yard.yardId,
      jobReadyItems: [{ itemId: inventoryJobReadyItemId, adjustment: 50 }],
      bulkItems: [{ itemId: inventoryBulkItemId, adjustment: 300 }],
    },
  });
  const opportunity = (await jobs(request, token)).find((j) => j.opportunityName === 'Riverside Water Plant Expansion');
  if (!opportunity) throw new Error('no demo opportunity');
  const jobName = `Upload story job ${s}`;
  const jobId = await createJob(request, token, { opportunityId: opportunity.opportunityId, jobName });
  /** What the yard and the job hold of the two items now. */
  const stock = async () => {
    const y = (await api(request, token, getYardInventory, { query: { YardId: yard.yardId } })).data;
    const j = (await api(request, token, getJobInventory, { query: { JobId: jobId } })).data;
    return {
      yardPanels: y.jobReadyItems.flatMap((g) => g.items).find((i) => i.name === panel)?.amount,
      yardClips: y.bulkItems.flatMap((g) => g.items).find((i) => i.name === clips)?.amount,
      jobPanels: j.jobReadyItems.find((i) => i.name === panel)?.currentAmount ?? 0,
      jobClips: j.bulkItems.find((i) => i.bulkItemName === clips)?.currentAmount ?? 0,
    };
  };
  return { panel, clips, jobId, jobName, stock };
}

/** A filled-in sheet: the template's Inventory sheet with rows typed under the headings. */
async function fill(template: Buffer, rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Inventory') as ExcelJS.Worksheet;
  rows.forEach((r, i) => {
    ws.getRow(i + 2).values = r;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function chooseForm(page: Page, jobName: string, file: { name: string; buffer: Buffer }) {
  await choose(page, 'Origin Yard', YARD);
  await choose(page, 'Destination Job', new RegExp(`^${jobName} \\(`), { typed: jobName });
  await chooseFile(page, page.getByRole('button', { name: 'Spreadsheet', exact: true }), { ...file, mimeType: XLSX });
}

test('a shop clerk downloads the template, fills it in and uploads it: the stock moves from the yard to the job', async ({
  page,
}) => {
  const s = stamp();
  const setup = await setUp(page.request, s);
  const before = await setup.stock();
  await signedInAs(page, SHOP);
  await page.goto('/Inventory');
  await page.getByRole('tab', { name: 'Excel Upload' }).click();
  await expect(page).toHaveURL(/\/Inventory\/Excel$/);
  await expect(page.getByRole('heading', { name: 'Inventory Excel Upload', level: 1 })).toBeVisible();
  const uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(uploadButton).toBeDisabled();

  // The template: an .xlsx whose item names are a drop-down list of the catalogue.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('InventoryUploadTemplate.xlsx');
  const template = readFileSync(await download.path());
  expect(template.subarray(0, 2).toString()).toBe('PK');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Inventory') as ExcelJS.Worksheet;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Item type', 'Item name', 'Amount']);
  const names = sheet.getCell('B2').dataValidation;
  expect(names.type).toBe('list');
  const [, last] = /^Lists!\$C\$2:\$C\$(\d+)$/.exec(String(names.formulae[0])) ?? [];
  const lists = wb.getWorksheet('Lists') as ExcelJS.Worksheet;
  expect(lists.state).toBe('hidden');
  const offered = Array.from({ length: Number(last) - 1 }, (_, i) => lists.getCell(`C${i + 2}`).value);
  expect(offered).toEqual(expect.arrayContaining([setup.panel, setup.clips]));
  expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'whole' });

  // Filled in: two rows of the panel (added together) and one of clips.
  const filled = await fill(template, [
    ['Job-ready', setup.panel, 12],
    ['Bulk', setup.clips, 100],
    ['Job-ready', setup.panel, 3],
  ]);
  await chooseForm(page, setup.jobName, { name: 'Hawkins restock.xlsx', buffer: filled });
  const fileButton = page.getByRole('button', { name: 'Spreadsheet', exact: true });
  await expect(fileButton).toHaveText('Hawkins restock.xlsx');
  await expect(uploadButton).toBeEnabled();

  // 'Processing request...' covers the form while the server works (the request is held until seen).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/InventoryTransfer/UploadInventoryExcel', async (route) => {
    await held;
    await route.continue();
  });
  await uploadButton.click();
  await expect(page.getByText(messages.processingRequest)).toBeVisible();
  release();
  await expect(page.getByRole('status').filter({ hasText: messages.excelUploaded })).toBeVisible();
  await expect(page.getByText(messages.processingRequest)).toBeHidden();
  await page.unroute('**/api/InventoryTransfer/UploadInventoryExcel');

  // The selections are reset.
  await expect(page.getByRole('combobox', { name: 'Origin Yard', exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Destination Job', exact: true })).toHaveValue('');
  await expect(fileButton).toHaveText('Choose an .xlsx file');
  await expect(uploadButton).toBeDisabled();

  // The job's inventory shows what arrived.
  await page.getByRole('link', { name: `Open the inventory of ${setup.jobName}` }).click();
  await expect(page.getByRole('heading', { name: `${setup.jobName} Inventory`, level: 1 })).toBeVisible();
  const row = (table: string, name: string) =>
    page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) })
      .getByRole('cell');
  await expect(row('Job-ready items', setup.panel).nth(2)).toHaveText('15');
  await expect(row('Bulk items', setup.clips).nth(2)).toHaveText('100');
  expect(await setup.stock()).toEqual({
    yardPanels: (before.yardPanels ?? 0) - 15,
    yardClips: (before.yardClips ?? 0) - 100,
    jobPanels: 15,
    jobClips: 100,
  });

  // A file with one bad row: the red alert names the row and column, and nothing moves.
  await page.goto('/Inventory/Excel');
  const bad = await fill(template, [
    ['Job-ready', setup.panel, 2],
    ['Bulk', setup.clips, 'lots'],
  ]);
  const moved = await setup.stock();
  await chooseForm(page, setup.jobName, { name: 'typo.xlsx', buffer: bad });
  await uploadButton.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Upload failed' });
  await expect(alert).toContainText('Row 3, Amount: not a whole number.');
  expect(await setup.stock()).toEqual(moved);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // The selections stay for a corrected file; the alert can be dismissed.
  await expect(page.getByRole('combobox', { name: 'Origin Yard', exact: true })).toHaveValue(YARD);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});

test('@phone the upload screen fits a phone and refuses a sheet with more than the yard holds', async ({ page }) => {
  const s = stamp();
  const setup = await setUp(page.request, s);
  const before = await setup.stock();
  await signedInAs(page, SHOP);
  await page.goto('/Inventory/Excel');
  await expect(page.getByRole('heading', { name: 'Inventory Excel Upload', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventory');
  ws.addRow(['Item type', 'Item name', 'Amount']);
  ws.addRow(['Job-ready', setup.panel, 30]);
  ws.addRow(['Job-ready', setup.panel, 30]);
  await chooseForm(page, setup.jobName, { name: 'too many.xlsx', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toContainText(
    `Rows 2 and 3, Amount: 60 ${setup.panel} asked for, ${before.yardPanels} available at ${YARD}.`,
  );
  expect(await setup.stock()).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
