import { expect, type Page } from '@playwright/test';
import { signedInAs, test } from './support.ts';

/** A row of the tree by its item name. */
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function act(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function nameDialog(page: Page, itemName: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Item Name' }).fill(itemName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('scope builder: add, rename, reorder, disable and enable items', async ({ page }) => {
  await signedInAs(page, 'demo.admin');
  await page.goto('/Admin/ScopeBuilder');
  await expect(page.getByRole('heading', { name: 'Scope Builder' })).toBeVisible();
  await expect(row(page, 'Sound Wall')).toBeVisible();

  // A new top-level item of this story's own, so the seeded tree others use stays as it is.
  const top = `Barrier Gates ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Top-Level Item' }).click();
  const empty = page.getByRole('dialog');
  await empty.getByRole('button', { name: 'Save' }).click();
  await expect(empty.getByText('Please enter an item name.')).toBeVisible();
  await nameDialog(page, top);
  await expect(row(page, top)).toBeVisible();

  await act(page, top, 'Add Child');
  await nameDialog(page, 'Swing');
  await act(page, top, 'Add Child');
  await nameDialog(page, 'Sliding');
  const children = row(page, top).getByRole('listitem');
  await expect(children).toHaveText(['Swing', 'Sliding']);

  await act(page, 'Swing', 'Rename');
  await nameDialog(page, 'Swing Gate');
  await act(page, 'Sliding', 'Move Up');
  await expect(children).toHaveText(['Sliding', 'Swing Gate']);

  await act(page, top, 'Disable');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row(page, top).getByText('Disabled').first()).toBeVisible();
  await act(page, top, 'Enable');
  await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(row(page, top).getByText('Disabled')).toHaveCount(0);

  // Left disabled, so hand-off forms of other stories never offer it.
  await act(page, top, 'Disable');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row(page, top).getByText('Disabled').first()).toBeVisible();
});
