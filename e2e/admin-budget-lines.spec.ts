import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { dragOnto, moveByKeyboard } from './sortable.ts';
import { demo, signedInAs, test } from './support.ts';

const section = (page: Page, name: 'Cost Lines' | 'Revenue Lines' | 'Hour Price Lines') =>
  page.getByRole('region', { name });
/** The visible text of each line of a list, in order. */
const rows = (list: Locator) => list.getByRole('listitem');

async function open(page: Page) {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/BudgetEdit');
  await expect(page.getByRole('heading', { name: 'Budget Lines', level: 1 })).toBeVisible();
  await expect(section(page, 'Cost Lines').getByRole('listitem').first()).toBeVisible();
}

test('the Budget Lines tab shows cost, revenue and hour price lines in order', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/OfficeLocations');
  await page.getByRole('tablist').getByRole('tab', { name: 'Budget Lines' }).click();
  await expect(page).toHaveURL(/\/Admin\/BudgetEdit$/);

  const costs = section(page, 'Cost Lines').getByRole('list', { name: 'Cost lines' });
  await expect(rows(costs).first()).toContainText('1000');
  await expect(rows(costs).first()).toContainText('Roustabout Labor');
  await expect(rows(costs).first()).toContainText('Labor');
  await expect(costs.getByRole('listitem').filter({ hasText: 'Telehandler Rental' })).toContainText('Equipment');

  const revenue = section(page, 'Revenue Lines').getByRole('list', { name: 'Revenue lines' });
  await expect(rows(revenue)).toHaveCount(6);
  await expect(rows(revenue).nth(0)).toContainText('Sound Wall Rental');
  await expect(rows(revenue).nth(1)).toContainText('Installation');
  await expect(rows(revenue).nth(3)).toContainText('Monitoring');

  const hours = section(page, 'Hour Price Lines');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Field Supervisor' })).toContainText('$65.00 / hour');
});

test('a cost line is checked, added at the end, refused twice, and deleted after confirmation', async ({ page }) => {
  await open(page);
  const costs = section(page, 'Cost Lines');
  const add = costs.getByRole('button', { name: 'Add Cost Line' });

  await add.click();
  await expect(costs.getByText('Number is required.')).toBeVisible();
  await expect(costs.getByText('Name is required.')).toBeVisible();
  await expect(costs.getByText('Please select a category.')).toBeVisible();

  await costs.getByLabel('Number', { exact: true }).fill('71a');
  await add.click();
  await expect(costs.getByText('Number must contain digits only.')).toBeVisible();
  await costs.getByLabel('Number', { exact: true }).fill('710000');
  await add.click();
  await expect(costs.getByText('Number must be at most 5 digits.')).toBeVisible();

  await costs.getByLabel('Number', { exact: true }).fill('7100');
  await costs.getByLabel('Name', { exact: true }).fill('Light Tower Rental');
  await costs.getByLabel('Category').selectOption({ label: 'Equipment' });
  await add.click();
  await expect(page.getByText('Budget line added.')).toBeVisible();
  const list = costs.getByRole('list', { name: 'Cost lines' });
  await expect(rows(list).last()).toContainText('7100');
  await expect(rows(list).last()).toContainText('Light Tower Rental');
  await expect(rows(list).last()).toContainText('Equipment');
  await expect(costs.getByLabel('Number', { exact: true })).toHaveValue('');

  // The server refuses a number a current line already has, with its message.
  await costs.getByLabel('Number', { exact: true }).fill('1000');
  await costs.getByLabel('Name', { exact: true }).fill('Another labor line');
  await costs.getByLabel('Category').selectOption({ label: 'Labor' });
  await costs.getByLabel('Labor', { exact: true }).check();
  await add.click();
  await expect(costs.getByRole('alert')).toHaveText('A line with number 1000 already exists.');

  // Delete asks first; Cancel keeps the line.
  await list.getByRole('button', { name: 'Delete 7100 Light Tower Rental' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete cost line' });
  await expect(confirm).toContainText('Delete cost line 7100 Light Tower Rental?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByText('Light Tower Rental')).toBeVisible();
  await list.getByRole('button', { name: 'Delete 7100 Light Tower Rental' }).click();
  await page.getByRole('dialog', { name: 'Delete cost line' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Budget line deleted.')).toBeVisible();
  await expect(list.getByText('Light Tower Rental')).toHaveCount(0);
});

test('revenue lines are reordered by keyboard and cost lines by dragging; the order is saved', async ({ page }) => {
  await open(page);
  const revenue = section(page, 'Revenue Lines').getByRole('list', { name: 'Revenue lines' });
  await revenue.getByRole('button', { name: 'Move 110 Installation' }).focus();
  await moveByKeyboard(page, 'ArrowUp');
  await expect(rows(revenue).first()).toContainText('Installation');
  await expect(page.getByText('Order saved.').first()).toBeVisible();

  const costs = section(page, 'Cost Lines').getByRole('list', { name: 'Cost lines' });
  await dragOnto(page, costs.getByRole('button', { name: /^Move 1010 / }), rows(costs).first());
  await expect(rows(costs).first()).toContainText('1010');

  await page.reload();
  await expect(rows(revenue).first()).toContainText('Installation');
  await expect(rows(revenue).nth(1)).toContainText('Sound Wall Rental');
  await expect(rows(costs).first()).toContainText('1010');
  await expect(rows(costs).nth(1)).toContainText('1000');
});

test('hour price lines take a price in cents and are deleted after confirmation', async ({ page }) => {
  await open(page);
  const hours = section(page, 'Hour Price Lines');
  await hours.getByRole('button', { name: 'Add Hour Price' }).click();
  await expect(hours.getByText('Name is required.')).toBeVisible();
  await expect(hours.getByText('Price is required.')).toBeVisible();

  await hours.getByLabel('Name', { exact: true }).fill('Crane Operator');
  await hours.getByLabel('Price per hour').fill('88.25');
  await hours.getByRole('button', { name: 'Add Hour Price' }).click();
  const line = hours.getByRole('listitem').filter({ hasText: 'Crane Operator' });
  await expect(line).toContainText('$88.25 / hour');

  await line.getByRole('button', { name: 'Delete Crane Operator' }).click();
  await page.getByRole('dialog', { name: 'Delete hour price line' }).getByRole('button', { name: 'Delete' }).click();
  await expect(line).toHaveCount(0);
});

test('the budget lines screen has no serious accessibility problems', async ({ page }) => {
  await open(page);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('on a 375 px phone the budget lines fit the width @phone', async ({ page }) => {
  await open(page);
  await expect(section(page, 'Hour Price Lines').getByRole('button', { name: 'Add Hour Price' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
