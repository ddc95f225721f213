import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, isoDay, jobs, newJob, pickDate, signedInAs, test, tokenOf } from './support.ts';

const SCOPE_NAME = 'Sound Wall - STC 32 - 24 ft - Freestanding';
/** A minimal PDF: the server checks the type by its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('hand-off: scope items, mobilization, info, attachments, budget summary, flag for review', async ({ page }) => {
  test.setTimeout(180_000); // one long story through every part of the screen
  await signedInAs(page, 'demo.sales');
  const { opportunityId, jobId } = await newJob(page, `Hand-off story ${Date.now()}`);
  await page.goto(`/Opportunities/${opportunityId}/${jobId}/Scope`);
  // The first visit loads the job screens' code: give a busy machine time.
  await expect(page.getByRole('heading', { name: 'Job Hand-Off' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No Scope Items to Display')).toBeVisible();

  // Add a scope item: a tier at a time; stopping early is refused.
  const add = page.getByRole('button', { name: 'Add Scope Item' });
  await choose(page, 'Tier 1', 'Sound Wall');
  await add.click();
  await expect(page.getByText('Please select all values until you are no longer prompted.')).toBeVisible();
  await choose(page, 'Tier 2', 'STC 32');
  await choose(page, 'Tier 3', '24 ft');
  await choose(page, 'Tier 4', 'Freestanding');
  await expect(page.getByRole('combobox', { name: 'Tier 5' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12 panels');
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('12');
  await page.getByRole('textbox', { name: 'Description' }).fill('North and west sides');
  await add.click();
  const item = page.getByTestId('scope-item').filter({ hasText: SCOPE_NAME });
  await expect(item).toContainText('Quantity: 12');
  await expect(page.getByText('Please select all values until you are no longer prompted.')).toHaveCount(0);

  // Edit it: quantity down to 0 is allowed.
  await page.getByRole('button', { name: `Edit ${SCOPE_NAME}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('North side only');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Quantity: 0');
  await expect(item).toContainText('North side only');

  // Leave it out of the budget summary and back in.
  const summary = item.getByRole('switch', { name: 'Include in budget summary' });
  await expect(summary).toBeChecked();
  await summary.click({ force: true });
  await expect(summary).not.toBeChecked();
  await summary.click({ force: true });
  await expect(summary).toBeChecked();

  // A second item, deleted after confirmation.
  await choose(page, 'Tier 1', 'Freight & Crew');
  await choose(page, 'Tier 2', 'Crew');
  await choose(page, 'Tier 3', 'Install Crew Day');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('textbox', { name: 'Description' }).fill('Three days');
  await add.click();
  const crew = 'Freight & Crew - Crew - Install Crew Day';
  await expect(page.getByTestId('scope-item').filter({ hasText: crew })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${crew}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('scope-item').filter({ hasText: crew })).toHaveCount(0);
  await expect(page.getByTestId('scope-item')).toHaveCount(1);

  // Mobilization: the removal date may not be before the install date.
  await choose(page, 'Install Type', 'Crane');
  await page.getByRole('textbox', { name: 'Lead Time' }).fill('2 weeks');
  // Dates close to today, so the calendars rarely need to change month.
  await pickDate(page, 'Install Date', isoDay(1));
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  await pickDate(page, 'Removal Date', isoDay(0));
  await expect(page.getByText('Removal date cannot be before install date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Mobilization' })).toBeDisabled();
  // Re-open the same picker only once its last dropdown has closed, or the click just closes it.
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  await pickDate(page, 'Removal Date', isoDay(3));
  await expect(page.getByText('Removal date cannot be before install date.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Total Loads' }).fill('6');
  await page.getByRole('textbox', { name: 'Install Cost' }).fill('4200.50');
  await page.getByRole('button', { name: 'Save Mobilization' }).click();
  await expect(page.getByText('Mobilization saved.')).toBeVisible();

  // Additional info and prevailing wage.
  await page.getByRole('textbox', { name: 'Price' }).fill('18500');
  await page.getByRole('textbox', { name: 'Additional Info' }).fill('Gate code 4471; escort required.');
  await page.getByRole('checkbox', { name: 'Prevailing Wage' }).check();
  await page.getByRole('button', { name: 'Save Info' }).click();
  await expect(page.getByText('Hand-off info saved.')).toBeVisible();

  // Attachments: upload, favourite, delete.
  const attachments = page.getByRole('region', { name: 'Hand-Off Attachments' });
  await expect(attachments.getByText('No Attachments to Display')).toBeVisible();
  await attachments
    .locator('input[type=file]')
    .setInputFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(attachments.getByRole('button', { name: 'site-plan.pdf', exact: true })).toBeVisible();
  await attachments.getByRole('button', { name: 'Favourite site-plan.pdf' }).click();
  await expect(attachments.getByRole('button', { name: 'Unfavourite site-plan.pdf' })).toBeVisible();
  await attachments.getByRole('button', { name: 'Delete site-plan.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(attachments.getByText('No Attachments to Display')).toBeVisible();

  // The budget summary is a spreadsheet with the scope item and the mobilization.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Budget Summary' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`BudgetSummary-${jobId}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  // The scope items with their figures on the first sheet, the job and its mobilization on the second.
  for (const sheet of wb.worksheets)
    sheet.eachRow((r) => {
      cells.push(...(r.values as unknown[]));
    });
  expect(cells).toContain(SCOPE_NAME);
  expect(cells).toContain('Crane');

  // Completed - Flag for Review: after confirmation the hand-off is read-only.
  await page.getByRole('button', { name: 'Completed - Flag for Review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Flag for Review' }).click();
  await expect(page.getByText('Hand-off completed and flagged for review.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Scope Item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Mobilization' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Completed - Flag for Review' })).toHaveCount(0);
  await expect(page.getByTestId('scope-item').filter({ hasText: SCOPE_NAME })).toBeVisible();
  const info = page.getByRole('region', { name: 'Additional Info' });
  await expect(info).toContainText('Gate code 4471; escort required.');
  await expect(info).toContainText('Yes');
  await expect(page.getByRole('region', { name: 'Mobilization' })).toContainText('Crane');
});

test('hand-off: read-only for a user without the hand-off permission', async ({ page }) => {
  await signedInAs(page, 'demo.operations');
  const job = (await jobs(page.request, await tokenOf(page))).find((j) => j.jobStepId === 1 && !j.canceled);
  if (!job) throw new Error('no demo job at hand-off');
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}/Scope`);
  // The first visit loads the job screens' code: give a busy machine time.
  await expect(page.getByRole('heading', { name: 'Job Hand-Off' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('scope-item').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mobilization' })).toContainText('Install Date');
  await expect(page.getByRole('button', { name: 'Add Scope Item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Info' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload File' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Completed - Flag for Review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
