import { createAsset } from '@fieldbook/contract/inventory-assets';
import { saveInventoryCategory, saveJobReadyItem } from '@fieldbook/contract/inventory-catalogue';
import { adjustJobReadyJobInventory, adjustYardInventory, createYard } from '@fieldbook/contract/inventory-stock';
import { createPickOrder, getTransferRequest, shipItems } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { getOfficeList } from '@fieldbook/contract/offices';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { api, apiToken, choose, demo, demoJob, newJob, signedInAs, test } from './support.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const JOB = 'Hawkins 14-22 Pad – sound wall';

/** A job-ready item in a category of its own and a yard holding `stock` of it, set up through the API. */
async function yardWithStock(request: APIRequestContext, token: string, stock: number) {
  const s = stamp();
  const { inventoryCategoryId } = await api(request, token, saveInventoryCategory, {
    body: { inventoryCategoryId: 0, name: `Transfer panels ${s}` },
  });
  const item = `Panel section ${s}`;
  const { inventoryJobReadyItemId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: item, inventoryCategoryId },
  });
  const offices = (await api(request, token, getOfficeList)).data;
  const officeLocationId = offices.find((o) => o.name === 'Williston')?.officeLocationId ?? offices[0].officeLocationId;
  const yardName = `Transfer yard ${s}`;
  const { yardId } = await api(request, token, createYard, { body: { name: yardName, officeLocationId } });
  // A second item, in stock too: what Edit Transfer may add.
  const other = `Beam section ${s}`;
  const { inventoryJobReadyItemId: otherId } = await api(request, token, saveJobReadyItem, {
    body: { inventoryJobReadyItemId: 0, itemName: other, inventoryCategoryId },
  });
  if (stock > 0) {
    await api(request, token, adjustYardInventory, {
      body: {
        yardId,
        jobReadyItems: [
          { itemId: inventoryJobReadyItemId, adjustment: stock },
          { itemId: otherId, adjustment: 4 },
        ],
      },
    });
  }
  return { category: `Transfer panels ${s}`, item, itemId: inventoryJobReadyItemId, other, yardName, yardId };
}

/** A pick ticket from the yard to a job through the API; answers its id. */
async function ticketTo(
  request: APIRequestContext,
  token: string,
  yardId: number,
  jobId: number,
  itemId: number,
  amount: number,
) {
  const { transferRequestId } = await api(request, token, createPickOrder, {
    body: {
      requestKey: crypto.randomUUID(),
      fromType: 0,
      fromLocationId: yardId,
      toType: 1,
      toLocationId: jobId,
      jobReadyItems: [{ jobReadyItemId: itemId, amount, damagedAmount: 0 }],
    },
  });
  return transferRequestId;
}

/** The cells of a line of a ticket's table, by the item's name. */
const lineCells = (page: Page, table: string, item: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: item, exact: true }) })
    .getByRole('cell');

test('a pick ticket from a yard to an approved job: made in the wizard, shipped partly then fully, checked in and closed', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, yardName, yardId } = await yardWithStock(page.request, token, 10);
  const asset = { name: `Light tower ${stamp()}`, serialNumber: `LT-${stamp()}` };
  await api(page.request, token, createAsset, {
    body: { ...asset, manufacturer: 'Plainsman', model: 'LT-4', assetType: 5, yardId },
  });

  await page.goto('/Inventory/PickTicket');
  await expect(page.getByRole('heading', { name: 'Pick Tickets', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Create Pick Ticket' }).click();
  await expect(page).toHaveURL(/\/Inventory\/CreatePickTicket$/);

  // Step 0: both ends are needed, and they must differ.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(messages.transferOriginRequired)).toBeVisible();
  await choose(page, 'Origin yard', yardName, { typed: yardName });
  await choose(page, 'Destination job', new RegExp(escapeRe(JOB)), { typed: 'Hawkins' });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 1: the origin's stock; quantities are checked as they are typed.
  const items = page.getByRole('region', { name: 'Job-ready items' });
  await expect(items.getByText('Damaged')).toHaveCount(0);
  // Submitting with nothing chosen does nothing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await choose(page, 'Add job-ready items', `${item} (10 available)`, { typed: item });
  await items.getByRole('button', { name: 'Add', exact: true }).click();
  // Once added, the item leaves the pick list.
  await page.getByRole('combobox', { name: 'Add job-ready items' }).click();
  await expect(page.getByRole('option', { name: `${item} (10 available)` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const amount = page.getByLabel(`Amount of ${item}`, { exact: true });
  await amount.fill('12');
  await expect(amount).toHaveValue('10');
  await expect(items.getByText(messages.cannotAddMoreThanIsAvailable)).toBeVisible();
  await amount.fill('-2');
  await expect(amount).toHaveValue('10');
  await expect(items.getByText(messages.cannotAddNegative)).toBeVisible();
  // Typed key by key, '-5' keeps the minus and the message instead of silently becoming '5'.
  await amount.fill('');
  await amount.pressSequentially('-5');
  await expect(amount).toHaveValue('-');
  await expect(items.getByText(messages.cannotAddNegative)).toBeVisible();
  await amount.fill('6');
  // An asset, once.
  const assets = page.getByRole('region', { name: 'Assets' });
  await choose(page, 'Add assets', `${asset.name} – ${asset.serialNumber}`, { typed: asset.serialNumber });
  await assets.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Picked assets' })).toContainText(asset.serialNumber);
  await page.getByRole('combobox', { name: 'Add assets' }).click();
  await expect(page.getByRole('option', { name: new RegExp(escapeRe(asset.serialNumber)) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Step 2: submitted; the ticket opens from here.
  await expect(page.getByText(messages.pickOrderSubmitted)).toBeVisible();
  await page.getByRole('link', { name: 'Open Pick Ticket' }).click();
  await expect(page).toHaveURL(/\/Inventory\/PickTicket\/\d+$/);
  const ticketUrl = page.url();
  const ticketId = Number(ticketUrl.split('/').pop());
  await expect(lineCells(page, 'Job-ready items', item).nth(1)).toHaveText('6');

  // Ship part, then the rest with Max.
  await page.getByLabel(`Selected ${item}`).fill('9');
  await expect(page.getByLabel(`Selected ${item}`)).toHaveValue('6');
  await page.getByLabel(`Selected ${item}`).fill('4');
  await page.getByLabel(`Select ${asset.name} ${asset.serialNumber}`).check();
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(page.getByText(messages.transferShipped)).toBeVisible();
  await expect(lineCells(page, 'Job-ready items', item).nth(2)).toHaveText('2');
  await expect(lineCells(page, 'Job-ready items', item).nth(3)).toHaveText('4');
  await page.getByRole('button', { name: `Max ${item}` }).click();
  await expect(page.getByLabel(`Selected ${item}`)).toHaveValue('2');
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(lineCells(page, 'Job-ready items', item).nth(2)).toHaveText('0');
  await expect(lineCells(page, 'Job-ready items', item).nth(3)).toHaveText('6');
  // Each shipment has its bill of lading.
  await expect(page.getByRole('navigation', { name: 'Bills of lading' }).getByRole('link')).toHaveCount(2);

  // At the job: Job Check In lists it; checking everything in lets the ticket close.
  await page.goto('/Inventory/CheckInTicket');
  // Check-ins live under the Pick Tickets tab of the inventory area.
  await expect(
    page.getByRole('navigation', { name: 'Inventory' }).getByRole('tab', { name: 'Pick Tickets' }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.getByText('Job Check In').click();
  await choose(page, 'Job', new RegExp(escapeRe(JOB)), { typed: 'Hawkins' });
  await page
    .getByRole('table', { name: 'Job Check In' })
    .getByRole('row')
    .filter({ hasText: yardName })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/CheckInTicket/${ticketId}$`));
  await page.getByRole('button', { name: `Max ${item}` }).click();
  await expect(page.getByLabel(`Selected ${item}`)).toHaveValue('6');
  await page.getByLabel(`Select ${asset.name} ${asset.serialNumber}`).check();
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText(messages.transferCheckedIn)).toBeVisible();
  await expect(lineCells(page, 'Job-ready items', item).nth(4)).toHaveText('6');
  await expect(lineCells(page, 'Assets', asset.name).nth(2)).toHaveText('Checked In');
  // Nothing left: Check In is disabled while the ticket can be closed.
  await expect(page.getByRole('button', { name: 'Check In' })).toBeDisabled();
  await page.getByRole('button', { name: 'Close Ticket' }).click();
  await expect(page.getByText(messages.ticketClosed)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ticket' }).getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Ticket' })).toHaveCount(0);
});

test("a return with damaged amounts from the job stage's Transfer tab, shipped there and checked in at the yard", async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, itemId, yardName, yardId, category } = await yardWithStock(page.request, token, 0);
  const job = await demoJob(page.request, JOB);
  await api(page.request, token, adjustJobReadyJobInventory, {
    body: { jobId: job.jobId, data: [{ itemId, adjustment: 5 }] },
  });

  await page.goto(`${job.url('OnRent')}/Inventory`);
  await expect(page.getByRole('region', { name: 'Stock' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Job inventory' }).getByRole('tab', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(/\/Inventory\/Return$/);
  await choose(page, 'Destination yard', yardName, { typed: yardName });
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Add job-ready items', `${item} (5 available)`, { typed: item });
  const items = page.getByRole('region', { name: 'Job-ready items' });
  await items.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel(`Amount of ${item}`, { exact: true }).fill('2');
  // Good and damaged together may not exceed what the job holds.
  await page.getByLabel(`Damaged amount of ${item}`).fill('4');
  await expect(page.getByLabel(`Damaged amount of ${item}`)).toHaveValue('3');
  await expect(items.getByText(messages.cannotAddMoreThanIsAvailable)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.pickOrderSubmitted)).toBeVisible();

  // Shipped from the job stage's Pick Ticket tab.
  await page.getByRole('link', { name: 'Open Pick Ticket' }).click();
  await expect(page).toHaveURL(/\/Inventory\/PickTicket\/\d+$/);
  const ticketId = Number(page.url().split('/').pop());
  await page.getByRole('navigation', { name: 'Job inventory' }).getByRole('tab', { name: 'Pick Ticket' }).click();
  await page
    .getByRole('table', { name: 'Pick Tickets' })
    .getByRole('row')
    .filter({ hasText: yardName })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/PickTicket/${ticketId}$`));
  await page.getByRole('button', { name: `Max ${item}` }).click();
  await expect(page.getByLabel(`Selected ${item}`, { exact: true })).toHaveValue('2');
  await expect(page.getByLabel(`Selected damaged ${item}`)).toHaveValue('3');
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(page.getByText(messages.transferShipped)).toBeVisible();
  await expect(lineCells(page, 'Job-ready items', item).nth(3)).toHaveText('2 (3 damaged)');

  // Checked in at the yard: the damaged units arrive as damaged.
  await page.goto('/Inventory/CheckInTicket');
  await choose(page, 'Yard', yardName, { typed: yardName });
  await page
    .getByRole('table', { name: 'Yard Check In' })
    .getByRole('row')
    .filter({ hasText: JOB })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/CheckInTicket/${ticketId}$`));
  await page.getByRole('button', { name: `Max ${item}` }).click();
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText(messages.transferCheckedIn)).toBeVisible();
  await page.goto(`/Inventory/Yard/${yardId}`);
  const cells = page
    .getByRole('table', { name: `${category} job-ready items` })
    .getByRole('row')
    .filter({ hasText: item })
    .getByRole('cell');
  await expect(cells.nth(1)).toHaveText('2');
  await expect(cells.nth(2)).toHaveText('3');
});

test('shipping to a job not approved through all stages is refused with the red message', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, itemId, yardId } = await yardWithStock(page.request, token, 4);
  const { jobId } = await newJob(page, `Unapproved wall ${stamp()}`);
  const id = await ticketTo(page.request, token, yardId, jobId, itemId, 2);

  await page.goto(`/Inventory/PickTicket/${id}`);
  await expect(page.getByText(messages.jobsNotApproved)).toBeVisible();
  await page.getByLabel(`Selected ${item}`).fill('2');
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(page.getByText(messages.transferShipped)).toHaveCount(0);
  await expect(lineCells(page, 'Job-ready items', item).nth(2)).toHaveText('2');
  const ticket = (await api(page.request, token, getTransferRequest, { query: { id } })).data;
  expect(ticket.transferItems[0].shipped).toBe(0);
});

test('Edit Transfer: an adjustment is clamped with its message, saved and reloaded; then the transfer is cancelled', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, itemId, other, yardId, yardName } = await yardWithStock(page.request, token, 10);
  const job = await demoJob(page.request, JOB);
  await ticketTo(page.request, token, yardId, job.jobId, itemId, 3);

  await page.goto('/Inventory/EditTransfer');
  await page
    .getByRole('table', { name: 'Pick tickets' })
    .getByRole('row')
    .filter({ hasText: yardName })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/Inventory\/EditTransfer\/\d+$/);
  const adjustment = page.getByLabel(`Adjustment for ${item}`, { exact: true });
  const total = page.getByLabel(`Adjusted total for ${item}`);
  await expect(total).toHaveText('3');
  await adjustment.fill('-5');
  await expect(adjustment).toHaveValue('-3');
  await expect(page.getByText(`${item}: ${messages.cannotRemoveMoreThanAvailable}`)).toBeVisible();
  await expect(total).toHaveText('0');
  await adjustment.fill('12');
  await expect(adjustment).toHaveValue('10');
  await expect(page.getByText(`${item}: ${messages.cannotAddMoreThanAvailable}`)).toBeVisible();
  await adjustment.fill('1.5');
  await expect(page.getByText(`${item}: ${messages.invalidInput}`)).toBeVisible();
  await adjustment.fill('-');
  await expect(total).toHaveText(messages.adjustedTotalError);
  await adjustment.fill('-1');
  await expect(total).toHaveText('2');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(page.getByText(messages.transferAdjusted)).toBeVisible();
  await expect(lineCells(page, 'Job-ready items', item).nth(2)).toHaveText('2');
  await expect(adjustment).toHaveValue('');

  // Adding a line: items already on the ticket are not offered.
  const more = page.getByRole('region', { name: 'More job-ready items' });
  await page.getByRole('combobox', { name: 'Add job-ready items' }).click();
  await expect(page.getByRole('option', { name: new RegExp(escapeRe(item)) })).toHaveCount(0);
  await page.getByRole('option', { name: `${other} (4 available)` }).click();
  await more.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel(`Amount of ${other}`, { exact: true }).fill('5');
  await expect(page.getByLabel(`Amount of ${other}`, { exact: true })).toHaveValue('4');
  await page.getByLabel(`Amount of ${other}`, { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(lineCells(page, 'Job-ready items', other).nth(2)).toHaveText('2');
  await expect(page.getByRole('table', { name: 'Picked more job-ready items' })).toHaveCount(0);

  // Cancel Transfer asks first.
  await page.getByRole('button', { name: 'Cancel Transfer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel Transfer' }).click();
  await expect(page.getByText(messages.transferCancelledDone)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ticket' }).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Adjustment' })).toHaveCount(0);
});

test('the ticket screens fit a phone without sideways scrolling @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const token = await apiToken(page.request);
  const { item, itemId, yardId } = await yardWithStock(page.request, token, 10);
  const job = await demoJob(page.request, JOB);
  const id = await ticketTo(page.request, token, yardId, job.jobId, itemId, 5);
  const { shipmentId } = await api(page.request, token, shipItems, {
    body: {
      requestKey: crypto.randomUUID(),
      transferRequestId: id,
      transferItems: (await api(page.request, token, getTransferRequest, { query: { id } })).data.transferItems.map(
        (l) => ({ transferItemId: l.transferItemId, selected: 2 }),
      ),
    },
  });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);

  for (const url of [
    '/Inventory/PickTicket',
    '/Inventory/CheckInTicket',
    '/Inventory/EditTransfer',
    '/Inventory/CreatePickTicket',
    `/Inventory/PickTicket/${id}`,
    `/Inventory/EditTransfer/${id}`,
    '/Inventory/BillOfLading',
    `/Inventory/BillOfLading/${shipmentId}`,
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await width(), url).toBeLessThanOrEqual(375);
  }

  // Shipping the rest on the phone.
  await page.goto(`/Inventory/PickTicket/${id}`);
  await page.getByRole('button', { name: `Max ${item}` }).click();
  await page.getByRole('button', { name: 'Ship Items' }).click();
  await expect(page.getByText(messages.transferShipped)).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(375);
});
