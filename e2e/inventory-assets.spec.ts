import { readFileSync } from 'node:fs';
import { ASSET_TYPE_METER } from '@fieldbook/contract/inventory';
import { assetList, createAsset } from '@fieldbook/contract/inventory-assets';
import { ASSET_PAGE_SIZE } from '@fieldbook/contract/inventory-paging';
import { yardList } from '@fieldbook/contract/inventory-stock';
import { messages } from '@fieldbook/contract/messages';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, apiToken, choose, isoDay, signedInAs, test } from './support.ts';

/** The demo shop administrator: manages assets, not the rest of administration. */
const SHOP = 'demo.shop';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A new asset at the first yard, through the API; answers its id and serial number. */
async function newAsset(page: Page, name: string) {
  const token = await apiToken(page.request, SHOP);
  const yard = (await api(page.request, token, yardList)).data[0];
  const serialNumber = `ST-${unique()}`;
  const body = { serialNumber, name, manufacturer: 'Plainsman', model: 'PX-1', assetType: 5, yardId: yard.yardId };
  const { serializedItemId } = await api(page.request, token, createAsset, { body });
  return { id: serializedItemId, serialNumber };
}

test('a shop administrator creates a meter, sends it to repair and checks it back in', async ({ page }) => {
  const serial = `SLM-${unique()}`;
  await signedInAs(page, SHOP);
  await page.goto('/Inventory/Asset');
  await page.getByRole('link', { name: 'Create Asset' }).click();
  const form = page.getByRole('form', { name: 'Asset' });
  await choose(page, 'Asset Type', 'Meter', { scope: form });
  await form.getByRole('textbox', { name: 'Serial Number' }).fill(serial);
  await form.getByRole('textbox', { name: 'Manufacturer' }).fill('Acoustica Instruments');
  await form.getByRole('textbox', { name: 'Model' }).fill('SL-900');
  await choose(page, 'Yard', /.+/, { scope: form });
  await form.getByRole('textbox', { name: 'Purchase Price' }).fill('3250.5');
  await form.getByRole('button', { name: 'Create Asset' }).click();
  await expect(form.getByText(messages.selectMeterType)).toBeVisible();
  await choose(page, 'Meter Type', /.+/, { scope: form });
  await form.getByRole('button', { name: 'Create Asset' }).click();

  // The detail page of the new meter.
  await expect(page.getByRole('heading', { level: 1, name: 'Acoustica Instruments SL-900' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(serial);
  await expect(details).toContainText('$3,250.50');
  await expect(details).toContainText('Meter');

  // Editing keeps the saved values and adds the licenses.
  await page.getByRole('link', { name: 'Edit Asset' }).click();
  const edit = page.getByRole('form', { name: 'Asset' });
  await expect(edit.getByRole('textbox', { name: 'Serial Number' })).toHaveValue(serial);
  await edit.getByRole('textbox', { name: 'Licenses' }).fill('Octave band analysis, logging');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(details).toContainText('Octave band analysis, logging');
  await expect(details).toContainText('$3,250.50');

  await page.getByRole('link', { name: 'Asset Repair' }).click();
  await page.getByRole('textbox', { name: 'Repair Note' }).fill('Microphone capsule cracked');
  await page.getByRole('button', { name: 'Send to Repair' }).click();
  await expect(page.getByRole('link', { name: 'Check In Repair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asset Repair' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Microphone capsule cracked');

  // The list's switch shows it among those out for repair.
  await page.getByRole('tab', { name: 'Assets' }).click();
  await page.getByRole('switch', { name: 'Out for repair only' }).check({ force: true });
  const table = page.getByRole('table', { name: 'Assets' });
  await expect(table).toContainText(serial);
  await table.getByRole('link', { name: 'Acoustica Instruments SL-900' }).click();

  await page.getByRole('link', { name: 'Check In Repair' }).click();
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText(messages.selectYardToCheckInto)).toBeVisible();
  await choose(page, 'Yard', /.+/);
  await page.getByRole('textbox', { name: 'Repair Note' }).fill('New capsule fitted');
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByRole('link', { name: 'Asset Repair' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('New capsule fitted');
});

test('a shop administrator reports a failure with a photo and finds it in the failure log', async ({ page }) => {
  const nature = `Mast winch slipped ${unique()}`;
  await signedInAs(page, SHOP);
  // A demo light tower out at a job, so the form has a job to name.
  const token = await apiToken(page.request, SHOP);
  const tower = (await api(page.request, token, assetList)).data.find((a) => a.serialNumber === 'LT4K-1021');
  if (!tower) throw new Error('no demo light tower LT4K-1021');
  await page.goto(`/Inventory/Asset/${tower.serializedItemId}`);
  await page.getByRole('link', { name: 'Report Failure' }).click();

  const form = page.getByRole('form', { name: 'Failure form' });
  await form.getByRole('button', { name: 'Save and Add Photos' }).click();
  await expect(form.getByText(messages.failureNatureRequired)).toBeVisible();
  await form.getByLabel('Last Operation').fill(`${isoDay(-2)}T07:30`);
  await form.getByLabel('Failure Date').fill(`${isoDay(-1)}T16:45`);
  await choose(page, 'Job', /.+/, { scope: form });
  await choose(page, 'Technician', /.+/, { scope: form });
  await form.getByText('Yes', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Nature of Failure' }).fill(nature);
  await form.getByRole('textbox', { name: 'Corrective Actions' }).fill('Winch brake replaced');
  await form.getByRole('button', { name: 'Save and Add Photos' }).click();

  // Step two: the photos, images only; one added, one deleted.
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No photos.')).toBeVisible();
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6d8a3b' } })
    .jpeg()
    .toBuffer();
  const input = photos.getByLabel('Add photo');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles({ name: 'winch.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(photos.getByRole('img', { name: 'winch.jpg' })).toBeVisible();
  await input.setInputFiles({ name: 'extra.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(photos.getByRole('img', { name: 'extra.jpg' })).toBeVisible();
  await photos.getByRole('button', { name: 'Delete extra.jpg' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(photos.getByRole('img', { name: 'extra.jpg' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Done' }).click();

  // The failure log of the last 90 days lists it; its row opens the read-only report.
  await page.getByRole('tab', { name: 'Failure Log' }).click();
  const log = page.getByRole('table', { name: 'Failure log' });
  const row = log.getByRole('row').filter({ hasText: nature });
  await expect(row).toContainText('LT4K-1021');
  await expect(row).toContainText('Yes');
  await expect(row).toContainText('Winch brake replaced');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Failure Report' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Failure' });
  await expect(report).toContainText(nature);
  await expect(report).toContainText('LT4K-1021');
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img', { name: 'winch.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('a shop administrator decommissions an asset after the warning', async ({ page }) => {
  await signedInAs(page, SHOP);
  const asset = await newAsset(page, `Story pump ${unique()}`);
  // Through the administration tabs: the same screen, and back to the list there.
  await page.goto(`/Admin/Inventory/Asset/${asset.id}`);
  await page.getByRole('button', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.decommissionConfirm);
  await dialog.getByRole('button', { name: 'Decommission' }).click();
  await expect(page).toHaveURL(/\/Admin\/Inventory\/Asset$/);
  await page.goto(`/Inventory/Asset/${asset.id}`);
  await expect(page.getByText('Decommissioned').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report Failure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decommission' })).toHaveCount(0);
});

test('a shop administrator adds a meter type and sets how often its meters are calibrated', async ({ page }) => {
  const name = `Infrasound monitor ${unique()}`;
  await signedInAs(page, SHOP);
  await page.goto('/Inventory/Asset');
  await page.getByRole('link', { name: 'Meter Types' }).click();
  await expect(page.getByRole('heading', { name: 'Meter Types' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Meter Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Meter Type' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(messages.meterTypeNameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Calibration interval (days)' }).fill('180');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.meterTypeSaved)).toBeVisible();
  const row = page.getByRole('table', { name: 'Meter types' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('180 days');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Meter Type' });
  await edit.getByRole('textbox', { name: 'Calibration interval (days)' }).fill('90');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('90 days');
});

test('a shop administrator prints labels and finds an asset by its label', async ({ page }) => {
  await signedInAs(page, SHOP);
  const tag = unique();
  const a = await newAsset(page, `Story label A ${tag}`);
  const b = await newAsset(page, `Story label B ${tag}`);
  await page.goto('/Inventory/Asset');
  // The search narrows the list to the two (it is paged: they need not be on the first page).
  await page.getByRole('textbox', { name: 'Search assets', exact: true }).fill(tag);
  const table = page.getByRole('table', { name: 'Assets' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('checkbox', { name: `Select ${a.serialNumber}` }).check();
  await table.getByRole('checkbox', { name: `Select ${b.serialNumber}` }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print 2 Labels' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The code printed on a label finds its asset; an unknown one says so.
  await page.goto(`/Inventory/Asset/${a.id}`);
  const code = (
    await page.getByRole('region', { name: 'Details' }).locator('dt:text-is("Label Code") + dd').innerText()
  ).trim();
  await page.getByRole('tab', { name: 'Assets' }).click();
  await page.getByRole('button', { name: 'Scan' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan Asset Label' });
  // The test browser has no camera: the dialog says so and takes the printed code instead.
  await expect(scan.getByText('Camera unavailable')).toBeVisible();
  await scan.getByRole('textbox', { name: 'Code on the label' }).fill('FB-ASSET:not-a-label');
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(scan.getByText(messages.assetLabelNotFound)).toBeVisible();
  await scan.getByRole('textbox', { name: 'Code on the label' }).fill(code);
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/Asset/${a.id}$`));
});

test('a shop administrator searches the asset list, sorts it and loads the next page', async ({ page }) => {
  await signedInAs(page, SHOP);
  const token = await apiToken(page.request, SHOP);
  const yard = (await api(page.request, token, yardList)).data[0];
  const tag = unique();
  // One more than a page.
  const count = ASSET_PAGE_SIZE + 1;
  for (let batch = 0; batch < count; batch += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - batch) }, (_, k) => {
        const n = String(batch + k).padStart(3, '0');
        const body = {
          serialNumber: `PG-${tag}-${n}`,
          name: `Pager ${tag}`,
          manufacturer: 'Plainsman',
          model: 'PX-1',
          assetType: 5,
          yardId: yard.yardId,
        };
        return api(page.request, token, createAsset, { body });
      }),
    );
  }
  await page.goto('/Inventory/Asset');
  await page.getByRole('textbox', { name: 'Search assets', exact: true }).fill(`pg-${tag}`);
  const table = page.getByRole('table', { name: 'Assets' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(`PG-${tag}`);
  await expect(rows).toHaveCount(ASSET_PAGE_SIZE + 1); // the header and a page
  await expect(rows.nth(ASSET_PAGE_SIZE)).toContainText(`PG-${tag}`);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(ASSET_PAGE_SIZE + 2);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // Sorting is the server's: by serial number, then the other way round, from the first page.
  await table.getByRole('button', { name: 'Serial Number' }).click();
  await expect(rows.nth(1)).toContainText(`PG-${tag}-000`);
  await table.getByRole('button', { name: 'Serial Number' }).click();
  await expect(rows.nth(1)).toContainText(`PG-${tag}-${String(ASSET_PAGE_SIZE).padStart(3, '0')}`);
  await expect(rows).toHaveCount(ASSET_PAGE_SIZE + 1);

  await page.getByRole('textbox', { name: 'Search assets', exact: true }).fill(`pg-${tag}-01`);
  await expect(rows).toHaveCount(11);
  await page.getByRole('textbox', { name: 'Search assets', exact: true }).fill(`no such asset ${tag}`);
  await expect(page.getByText('No assets match the search.')).toBeVisible();
});

test('on a 375 px phone the asset list is cards and the detail reads well @phone', async ({ page }) => {
  await signedInAs(page, SHOP);
  await page.goto('/Inventory/Asset');
  const cards = page.getByRole('list', { name: 'Assets' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assets' })).toBeHidden();
  // Meters show when their calibration is due.
  await expect(cards.getByText(/Calibration due|Never calibrated/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const token = await apiToken(page.request, SHOP);
  const meter = (await api(page.request, token, assetList)).data.find(
    (a) => a.assetType === ASSET_TYPE_METER && !a.decommissioned,
  );
  if (!meter) throw new Error('no demo meter');
  await cards.getByRole('link', { name: meter.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: meter.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(meter.serialNumber);
  await expect(page.getByRole('region', { name: 'Status History' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status history' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
