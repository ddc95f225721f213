import { closeShopTicket } from '@fieldbook/contract/inventory-shop';
import { messages } from '@fieldbook/contract/messages';
import { expect, type Page } from '@playwright/test';
import { newTicket, SHOP, workshop } from './inventory-shop-kit.ts';
import { api, choose, confirmed, signedInAs, test } from './support.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** A row of a table by the text of its first cell. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('a cataloguer sets the bulk components of a job-ready item in the conversion editor', async ({ page }) => {
  const s = stamp();
  const w = await workshop(page.request, s, false);
  await signedInAs(page, SHOP);
  await page.goto('/Inventory');
  await page.getByRole('tab', { name: 'Shop Form Config' }).click();
  await expect(page).toHaveURL(/\/Inventory\/ShopFormConfig$/);
  await expect(rowOf(page, 'Job-ready items', w.item.name)).toContainText('None yet');
  await page.getByRole('link', { name: w.item.name }).click();
  await expect(page.getByRole('heading', { name: `${w.item.name} Conversion`, level: 1 })).toBeVisible();
  await expect(page.getByText('No components yet.')).toBeVisible();

  await choose(page, 'Bulk item', w.bolt.name, { typed: w.bolt.name });
  await page.getByRole('button', { name: 'Add Component' }).click();
  await choose(page, 'Bulk item', w.bracket.name, { typed: w.bracket.name });
  await page.getByRole('button', { name: 'Add Component' }).click();
  // A bulk item already added leaves the list.
  await page.getByRole('combobox', { name: 'Bulk item', exact: true }).fill(s);
  await expect(page.getByRole('option', { name: w.bolt.name, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Whole digits only; an empty amount is refused on save.
  const bolts = page.getByLabel(`Amount of ${w.bolt.name}`, { exact: true });
  await bolts.pressSequentially('4x.-');
  await expect(bolts).toHaveValue('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.conversionAmountRequired).first()).toBeVisible();
  await page.getByLabel(`Amount of ${w.bracket.name}`, { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.conversionSaved })).toBeVisible();

  // Removing one and saving again; the list counts the components.
  await page.getByRole('button', { name: `Remove ${w.bracket.name}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.conversionSaved })).toBeVisible();
  await page.getByRole('link', { name: 'Shop Form Config' }).first().click();
  await expect(rowOf(page, 'Job-ready items', w.item.name).getByRole('cell').nth(2)).toHaveText('1');
});

test('a shop administrator creates a build ticket through the wizard, records the work and closes it', async ({
  page,
}) => {
  const s = stamp();
  const w = await workshop(page.request, s);
  await signedInAs(page, SHOP);
  await page.goto('/Inventory');
  await page.getByRole('tab', { name: 'Shop Tickets' }).click();
  await expect(page).toHaveURL(/\/Inventory\/ShopTicket/);
  await page.getByRole('link', { name: 'Create Shop Ticket' }).click();
  await expect(page).toHaveURL(/\/Inventory\/CreateShopTicket$/);

  // Step 0: yard and type are required.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(messages.selectYard)).toBeVisible();
  await expect(page.getByText(messages.shopActionRequired)).toBeVisible();
  await choose(page, 'Yard', w.yardName, { typed: w.yardName });
  await choose(page, 'Type', 'Build');
  await page.getByLabel('Ticket Name').fill(`Panels ${s}`);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 1: at least one item; amounts no more than the bulk stock can build (100/4, 40/2: 20).
  await page.getByRole('button', { name: 'Create Shop Ticket' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.addItemsToShopTicket })).toBeVisible();
  await choose(page, 'Job ready item', /Wall panel/, { typed: w.item.name });
  await page.getByRole('button', { name: 'Add Item' }).click();
  const row = rowOf(page, 'Shop ticket items', w.item.name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('20');
  const amount = page.getByLabel(`Amount of ${w.item.name}`, { exact: true });
  // More than is available is trimmed to it with the message, as on a pick ticket.
  await amount.fill('21');
  await expect(amount).toHaveValue('20');
  await expect(page.getByText(messages.cannotAddMoreThanIsAvailable)).toBeVisible();
  await amount.fill('3');
  await page.getByLabel(`Damaged amount of ${w.item.name}`, { exact: true }).fill('3');
  await expect(page.getByText(messages.cannotAddMoreThanIsAvailable)).toBeVisible();
  await page.getByLabel(`Damaged amount of ${w.item.name}`, { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Create Shop Ticket' }).click();

  // Step 2.
  await expect(page.getByRole('heading', { name: messages.shopTicketCreated })).toBeVisible();
  await page.getByRole('link', { name: 'Open Ticket' }).click();
  await expect(page.getByRole('heading', { name: `Panels ${s}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  // Manage mode: an adjustment above what is left is flagged; Select All fills the rest; Save and Close.
  await page.getByRole('button', { name: 'Manage Ticket' }).click();
  const built = page.getByLabel(`Units built of ${w.item.name}`, { exact: true });
  await built.fill('4');
  await expect(page.getByText(messages.shopAdjustmentTooMuch)).toBeVisible();
  await built.fill('1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.shopTicketAdjusted })).toBeVisible();
  await expect(rowOf(page, `${w.item.name} units`, w.item.name).getByRole('cell').nth(2)).toHaveText('1');
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByLabel(`Units built of ${w.item.name}`, { exact: true })).toHaveValue('2');
  await expect(page.getByLabel(`Damaged units repaired of ${w.item.name}`, { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Save and Close' }).click();
  await expect(page.getByText(messages.ticketClosed).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Ticket' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close Ticket' })).toHaveCount(0);
  const components = page.getByRole('table', { name: `${w.item.name} components` });
  await expect(rowOf(page, `${w.item.name} components`, w.bolt.name).getByRole('cell').nth(3)).toHaveText('12');
  await expect(components).toBeVisible();

  // The yard now holds 9 good panels (3 built, 1 repaired), 1 damaged, and the bolts and brackets the work left.
  await page.goto('/Inventory/Yard');
  await page.getByRole('link', { name: w.yardName }).click();
  const panel = rowOf(page, `Shop parts ${s} job-ready items`, w.item.name).getByRole('cell');
  await expect(panel.nth(1)).toHaveText('9');
  await expect(panel.nth(2)).toHaveText('1');
  await expect(rowOf(page, `Shop parts ${s} bulk items`, w.bolt.name).getByRole('cell').nth(1)).toHaveText('88');
});

test('a shop administrator records a dismantle with retired and salvaged components, then closes the ticket', async ({
  page,
}) => {
  const s = stamp();
  const w = await workshop(page.request, s);
  const ticketId = await newTicket(page.request, w, 2, '', 2);
  await signedInAs(page, SHOP);
  await page.goto(`/Inventory/ShopTicket/${ticketId}`);
  await expect(page.getByRole('heading', { name: `Unnamed Shop Ticket - ${ticketId}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Dismantle', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Ticket' }).click();
  // No damaged amounts on a dismantle.
  await expect(page.getByLabel(`Damaged units repaired of ${w.item.name}`, { exact: true })).toHaveCount(0);
  await page.getByLabel(`Units dismantled of ${w.item.name}`, { exact: true }).fill('1');
  await page.getByLabel(`Retired ${w.bolt.name} of ${w.item.name}`, { exact: true }).fill('3');
  await page.getByLabel(`Salvaged ${w.bolt.name} of ${w.item.name}`, { exact: true }).fill('2');
  await expect(page.getByText(messages.shopDismantleBeyondUnits)).toBeVisible();
  await page.getByLabel(`Salvaged ${w.bolt.name} of ${w.item.name}`, { exact: true }).fill('1');
  await page.getByLabel(`Salvaged ${w.bracket.name} of ${w.item.name}`, { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.shopTicketAdjusted })).toBeVisible();
  const bolts = rowOf(page, `${w.item.name} components`, w.bolt.name).getByRole('cell');
  await expect(bolts.nth(3)).toHaveText('3');
  await expect(bolts.nth(4)).toHaveText('1');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await confirmed(page, page, 'Close Ticket');
  await expect(page.getByText(messages.ticketClosed).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Ticket' })).toHaveCount(0);

  // The yard lost one panel and gained the salvaged components.
  await page.goto('/Inventory/Yard');
  await page.getByRole('link', { name: w.yardName }).click();
  await expect(rowOf(page, `Shop parts ${s} job-ready items`, w.item.name).getByRole('cell').nth(1)).toHaveText('4');
  await expect(rowOf(page, `Shop parts ${s} bulk items`, w.bolt.name).getByRole('cell').nth(1)).toHaveText('101');
  await expect(rowOf(page, `Shop parts ${s} bulk items`, w.bracket.name).getByRole('cell').nth(1)).toHaveText('42');
});

test('the shop ticket list shows a yard’s open tickets, and its closed ones with the Closed switch', async ({
  page,
}) => {
  const s = stamp();
  const w = await workshop(page.request, s);
  await newTicket(page.request, w, 1, `Open build ${s}`, 1);
  const closedId = await newTicket(page.request, w, 2, `Old dismantle ${s}`, 1);
  await api(page.request, w.token, closeShopTicket, { query: { ticketId: closedId } });
  await signedInAs(page, SHOP);
  await page.goto('/Inventory/ShopTicket');
  await choose(page, 'Yard', w.yardName, { typed: w.yardName });
  const open = page.getByRole('table', { name: 'Open shop tickets' });
  await expect(open.getByRole('link', { name: `Open build ${s}` })).toBeVisible();
  await expect(open.getByRole('link', { name: `Old dismantle ${s}` })).toHaveCount(0);
  const toggle = page.getByRole('switch', { name: 'Closed' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  const closed = page.getByRole('table', { name: 'Closed shop tickets' });
  await expect(closed.getByRole('link', { name: `Old dismantle ${s}` })).toBeVisible();
  await expect(closed.getByRole('link', { name: `Open build ${s}` })).toHaveCount(0);
  await closed.getByRole('link', { name: `Old dismantle ${s}` }).click();
  await expect(page.getByText(messages.ticketClosed).first()).toBeVisible();
  // Back returns to the same yard with the switch on.
  await page.goBack();
  await expect(page.getByRole('switch', { name: 'Closed' })).toBeChecked();
});

test('@phone a shop administrator records work on a build ticket from a phone', async ({ page }) => {
  const s = stamp();
  const w = await workshop(page.request, s);
  const ticketId = await newTicket(page.request, w, 1, `Phone build ${s}`, 2);
  await signedInAs(page, SHOP);
  await page.goto(`/Inventory/ShopTicket?yardId=${w.yardId}`);
  await page.getByRole('link', { name: `Phone build ${s}` }).click();
  await expect(page).toHaveURL(new RegExp(`/Inventory/ShopTicket/${ticketId}$`));
  await page.getByRole('button', { name: 'Manage Ticket' }).click();
  await page.getByRole('button', { name: 'Select All' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.shopTicketAdjusted })).toBeVisible();
  // Leaving manage mode offers Close Ticket.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await confirmed(page, page, 'Close Ticket');
  await expect(page.getByText(messages.ticketClosed).first()).toBeVisible();
  await page.goto('/Inventory/CreateShopTicket');
  await expect(page.getByRole('combobox', { name: 'Yard', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
