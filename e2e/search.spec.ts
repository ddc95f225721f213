import { expect, type Page } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

/** Ctrl K from wherever the user is, a fragment typed, and the first match of a kind opened with the keyboard. */
async function searchAndOpen(page: Page, typed: string, group: string, title: RegExp) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search everything' });
  await dialog.getByRole('combobox', { name: 'Search everything' }).fill(typed);
  const option = dialog.getByRole('group', { name: group }).getByRole('option', { name: title }).first();
  await expect(option).toBeVisible();
  // The arrows move to the record, Enter opens it.
  const options = dialog.getByRole('option');
  const index = await options.evaluateAll(
    (all, id) => all.findIndex((o) => o.id === id),
    await option.getAttribute('id'),
  );
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('Ctrl+K finds a job by part of its number, an asset by part of its serial, a contact by a phone', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);

  await searchAndOpen(page, 'b-1001', 'Jobs', /FB-1001 ·/);
  await expect(page).toHaveURL(/\/Opportunities\/\d+\/\d+\/\w+/);

  await searchAndOpen(page, 'rp45-309', 'Assets', /RP45-30917/);
  await expect(page).toHaveURL(/\/Inventory\/Asset\/\d+$/);
  await expect(page.getByText('RP45-30917').first()).toBeVisible();

  await searchAndOpen(page, '555-0178', 'Contacts', /Luis Ortega/);
  await expect(page).toHaveURL(/\/Accounts\/\d+\/Contact\/\d+$/);
  await expect(page.getByText('Luis Ortega').first()).toBeVisible();

  // With the box empty, the records opened from it, the last first.
  await page.keyboard.press('Control+K');
  const recent = page.getByRole('dialog', { name: 'Search everything' }).getByRole('option');
  await expect(recent.first()).toContainText('Luis Ortega');
  await expect(recent.nth(1)).toContainText('RP45-30917');
  await page.keyboard.press('Escape');
});
