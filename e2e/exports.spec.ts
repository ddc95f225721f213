import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportedSheet } from './spreadsheets.ts';
import { demo, signedInAs, test } from './support.ts';

/** Lists to Excel: the Export of a list downloads its rows as the screen filters and sorts them. */

test('an administrator exports the accounts and the jobs as the lists show them', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Accounts');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await page.getByLabel('Search by account name').fill('ridge');
  await expect(accounts.getByRole('link')).toHaveText(['Ridgeback Energy Partners', 'Summit Ridge Contractors']);
  await page.getByRole('button', { name: /Account Name/ }).click(); // Z to A
  await expect(accounts.getByRole('link')).toHaveText(['Summit Ridge Contractors', 'Ridgeback Energy Partners']);
  const sheet = await exportedSheet(page);
  expect(sheet.name).toMatch(/^Accounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(sheet.rows).toEqual([
    ['Account Number', 'Account Name'],
    [expect.any(String), 'Summit Ridge Contractors'],
    [expect.any(String), 'Ridgeback Energy Partners'],
  ]);

  await page.goto('/Jobs/11'); // On Rent
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await page.getByRole('button', { name: 'Advanced Search' }).click();
  await page.getByLabel('Account Name').fill('ridgeback');
  await expect(jobs.getByRole('row')).toHaveCount(3);
  await jobs.getByRole('button', { name: /Job Name/ }).click();
  await expect(jobs.getByRole('row').nth(1)).toContainText('Hawkins 14-22 Pad – noise monitoring');
  const jobSheet = await exportedSheet(page);
  expect(jobSheet.rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
    ['Hawkins 14-22 Pad – noise monitoring', 'Ridgeback Energy Partners'],
    ['Hawkins 14-22 Pad – sound wall', 'Ridgeback Energy Partners'],
  ]);
  expect(jobSheet.sheet.getRow(2).getCell('G').type).toBe(ExcelJS.ValueType.Date);
});
