import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { demo, signedInAs, test, waitForMail } from './support.ts';

test('a Drilling User sees only the navigation of the role and is sent home from other routes', async ({ page }) => {
  await signedInAs(page, demo.drillUser);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link')).toHaveText(['Accounts', 'Opportunities', 'Jobs', 'Inventory']);

  await page.goto('/Admin/UserList');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Timesheets');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Some/Unknown/Route');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/Accounts');
  await expect(page).toHaveURL(/\/Accounts$/);
  await expect(page.getByRole('heading', { name: 'Accounts List' })).toBeVisible();
});

test('the administrator sees the admin tab bar from the server', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Admin' }).click();
  const tabs = page.getByRole('tablist');
  for (const label of ['Users', 'Roles', 'Announcements', 'Documents and Policies', 'Office Locations']) {
    await expect(tabs.getByRole('tab', { name: label })).toBeVisible();
  }
  await tabs.getByRole('tab', { name: 'Office Locations' }).click();
  await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
});

test('an area whose records the office keeps elsewhere says what it is for, and nothing of work to come', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Inventory' }).click();
  // An address of the area that names no screen of Fieldbook.
  await page.goto('/Inventory/Reports');
  await expect(
    page.getByText('Panels, beams, meters and other stock, and their moves between yards and jobs.'),
  ).toBeVisible();
  await expect(page.getByText('Your office keeps these records outside Fieldbook.', { exact: true })).toBeVisible();
  await expect(page.getByText(/for now|not available|coming|later/i)).toHaveCount(0);
});

test('the user card opens Profile and Logout', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/User\/Profile$/);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a bug report needs a description and arrives by e-mail with the page and browser', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Accounts');
  await page.getByRole('button', { name: 'Bug Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bug Report' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText('Description is required.')).toBeVisible();
  const text = `The accounts page froze ${Date.now()}`;
  await dialog.getByLabel('Description').fill(text);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Your report has been sent.');
  const mail = await waitForMail((m) => m.text.includes(text));
  expect(mail.to).toEqual(['support@fieldbook-demo.test']);
  expect(mail.text).toContain('Page: /Accounts');
  expect(mail.text).toContain('Chrome');
});

test('the frame has no serious accessibility problems', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('on a 375 px phone the menu opens from the burger and nothing overflows @phone', async ({ page }) => {
  await signedInAs(page, demo.office);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Opportunities' }).click();
  await expect(page).toHaveURL(/\/Opportunities$/);
});

test('the web client is sent compressed and its assets are cached for good', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').getAttribute('src');
  const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toContain('immutable');
  const page404 = await request.get('/assets/no-such-file.js');
  expect(page404.status()).toBe(404);
  const api404 = await request.get('/api/No/Such/Call');
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toEqual({ success: false, message: 'Not found.' });
});
