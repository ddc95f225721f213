import { expect } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

test('the header search box finds wiki pages; results open in a new tab', async ({ page }) => {
  await signedInAs(page, demo.office);
  const box = page.getByRole('textbox', { name: 'Search the wiki' });
  await box.fill('STC');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/Wiki\/Search\?str=STC$/);
  // The header box is hidden on the search screen; the screen has its own.
  await expect(page.getByRole('banner').getByRole('textbox', { name: 'Search the wiki' })).toHaveCount(0);
  const result = page.getByRole('link', { name: 'fieldbook > walls > stc-ratings' });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('article').first()).toContainText('STC');
});

test('a search with no hits says so', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Wiki/Search');
  await page.getByRole('textbox', { name: 'Search the wiki' }).fill('zzyzxquux');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No results for zzyzxquux')).toBeVisible();
  await expect(page).toHaveURL(/str=zzyzxquux/);
});

test('a route with a wiki help page shows a help link opening a new tab', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/UserList');
  const help = page.getByRole('link', { name: 'Help' });
  await expect(help).toHaveAttribute('href', /help:admin:userlist/);
  await expect(help).toHaveAttribute('target', '_blank');
  await page.goto('/Accounts');
  await expect(page.getByRole('link', { name: 'Help' })).toHaveCount(0);
});
