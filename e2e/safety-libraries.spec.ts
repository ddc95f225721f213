import { expect, type Page } from '@playwright/test';
import { choose, demo, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);

/** Picks an option of a Mantine MultiSelect by typing it. */
async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an administrator builds a risk library: risks, an action with its risks, and deletes them after confirming', async ({
  page,
}) => {
  const s = stamp();
  const risk = `Silica dust ${s}`;
  const action = `Cut panel openings ${s}`;
  await signedInAs(page, demo.admin);

  await page.goto('/Admin/PotentialRisks');
  await expect(page.getByRole('heading', { name: 'Potential Risks', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Potential risks' }).getByText('Pinch points', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Risk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Risk' });
  await dialog.getByLabel('Risk').fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a risk.')).toBeVisible();
  await dialog.getByLabel('Risk').fill(risk);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Risk added.')).toBeVisible();
  await expect(page.getByRole('cell', { name: risk, exact: true })).toBeVisible();

  await page.goto('/Admin/SequenceActions');
  await page.getByRole('button', { name: 'Add Action' }).click();
  await page.getByRole('dialog', { name: 'Add Action' }).getByLabel('Action').fill(action);
  await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: action })).toBeVisible();

  // Bulk: the new risk and a library risk go to the new action.
  await pick(page, 'Actions', action);
  await pick(page, 'Risks', risk);
  await pick(page, 'Risks', 'Dropped objects');
  await page.getByRole('button', { name: 'Assign Risks' }).click();
  await expect(page.getByText('Risks added to 1 action.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: action }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  // One action's risks: take one away.
  await page.getByRole('link', { name: action }).click();
  await expect(page.getByRole('heading', { name: action, level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: risk })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Dropped objects' }).uncheck();
  await page.getByRole('button', { name: 'Save Risks' }).click();
  await expect(page.getByText('Successfully Saved Risk')).toBeVisible();
  await page.getByRole('link', { name: 'Sequence Actions' }).first().click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');

  // Deleting the risk asks first, and takes it from every action.
  await page.goto('/Admin/PotentialRisks');
  await page.getByRole('button', { name: `Delete ${risk}` }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('Confirm you would like to delete risk as it will delete risk from all actions.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: risk, exact: true })).toHaveCount(0);

  await page.goto('/Admin/SequenceActions');
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await page.getByRole('button', { name: `Delete ${action}` }).click();
  await expect(page.getByRole('dialog').getByText('Confirm you would like to delete action.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: action })).toHaveCount(0);
});

test("an administrator orders a product's actions and adds an action to a group of products", async ({ page }) => {
  const s = stamp();
  const action = `Check wind speed ${s}`;
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/SequenceActions');
  await page.getByRole('button', { name: 'Add Action' }).click();
  await page.getByRole('dialog', { name: 'Add Action' }).getByLabel('Action').fill(action);
  await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: action })).toBeVisible();

  await page.goto('/Admin/ProductRisks');
  await expect(page.getByRole('heading', { name: 'Product Risks', level: 1 })).toBeVisible();
  await page.getByLabel('Filter products').fill('stc 40 32 ft rig');
  const list = page.getByRole('table', { name: 'Product combinations' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('link', { name: 'Sound Wall - STC 40 - 32 ft - Rig-mounted' }).click();

  const actions = page.getByRole('table', { name: 'Actions of this product' });
  const names = () => actions.getByRole('row').locator('td:nth-child(2)').allTextContents();
  await expect(actions.getByRole('row').nth(1)).toBeVisible();
  const before = await names();
  expect(before.slice(0, 2)).toEqual(['Hold tailgate safety meeting', 'Inspect site and mark underground utilities']);
  await page.getByRole('button', { name: 'Move Inspect site and mark underground utilities up' }).click();
  await page.getByRole('button', { name: 'Delete Clean up and walk down wall line' }).click();
  await choose(page, 'Add an action', action, { typed: 'Check wind' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Successfully Saved Product')).toBeVisible();
  await page.reload();
  await expect(actions.getByRole('row').nth(1)).toBeVisible();
  const after = await names();
  expect(after.slice(0, 2)).toEqual(['Inspect site and mark underground utilities', 'Hold tailgate safety meeting']);
  expect(after.at(-1)).toBe(action);
  expect(after).not.toContain('Clean up and walk down wall line');
  await expect(
    actions.getByRole('row').nth(after.length).getByText(String(after.length), { exact: true }),
  ).toBeVisible();

  // Bulk: every weatherproof blanket gets the action; STC 25 and STC 32 are not offered.
  await page.getByRole('link', { name: 'Product Risks' }).first().click();
  await choose(page, 'Product', 'Sound Wall');
  await page.getByRole('combobox', { name: 'Tier 2' }).click();
  await expect(page.getByRole('option', { name: 'STC 40' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'STC 32' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'Product', 'Acoustic Blankets');
  await choose(page, 'Tier 2', 'Weatherproof');
  await pick(page, 'Actions (in order)', action);
  await page.getByRole('button', { name: 'Add Actions' }).click();
  await expect(page.getByText('Actions added to 2 products.')).toBeVisible();
});
