import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

test('the home page shows the announcements valid today and the documents, each downloadable', async ({ page }) => {
  await signedInAs(page, demo.office);
  const announcements = page.getByRole('region', { name: 'Announcements' });
  for (const title of [
    'Chain law in effect on I-70 and I-25 north',
    'Annual hearing tests at the Midland yard',
    'New STC 32 panels arriving in Williston',
  ]) {
    await expect(announcements.getByRole('heading', { name: title })).toBeVisible();
  }
  // Switched off, or not yet started: not shown.
  await expect(announcements.getByText('Casper office holiday hours')).toHaveCount(0);
  await expect(announcements.getByText('Sound level meter calibration week')).toHaveCount(0);
  const chainLaw = announcements.getByRole('article', { name: 'Chain law in effect on I-70 and I-25 north' });
  await expect(chainLaw).toContainText('Every truck hauling panels or beams');
  await expect(chainLaw).toContainText(/[A-Z][a-z]{2} \d{1,2} – /);

  const documents = page.getByRole('region', { name: 'Documents and Policies' });
  for (const name of ['Hearing Conservation Program', 'PTO Policy', 'Safety Manual']) {
    await expect(documents.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Safety Manual' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Safety-Manual.pdf');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
});

test('on a day without announcements the home page says so', async ({ page }) => {
  // The home page asks for the announcements of the viewer's own date: a quiet day far ahead.
  await page.clock.setFixedTime(new Date(2099, 6, 15, 10, 0, 0));
  await signedInAs(page, demo.office);
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements.getByText('There are no announcements today.')).toBeVisible();
  await expect(announcements.getByRole('article')).toHaveCount(0);
});

test('the top of the home page has no serious accessibility problems', async ({ page }) => {
  await signedInAs(page, demo.office);
  await expect(page.getByRole('button', { name: 'Download Safety Manual' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('article').first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious).toEqual([]);
});

test('on a 375 px phone announcements and documents stack and fit the width @phone', async ({ page }) => {
  await signedInAs(page, demo.office);
  const announcements = page.getByRole('region', { name: 'Announcements' });
  const documents = page.getByRole('region', { name: 'Documents and Policies' });
  await expect(announcements.getByRole('article').first()).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Download Safety Manual' })).toBeVisible();
  const a = await announcements.boundingBox();
  const d = await documents.boundingBox();
  expect(d?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
