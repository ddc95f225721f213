import { expect, type Page } from '@playwright/test';
import { choose, demo, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);

async function recordCall(page: Page, company: string, caller: string) {
  await page.goto('/CallIntake');
  await choose(page, 'Office Location', 'Denver');
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Contact Name').fill(caller);
  await page.getByLabel('Contact Email').fill('caller@example.test');
  await page.getByLabel('Contact Phone').fill('(303) 555-0199');
  await page.getByRole('textbox', { name: 'Job Location', exact: true }).fill('Lot 4, Industrial Park');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sucessfully Saved Call')).toBeVisible();
}

test('call intake: the form checks its fields, fills the company from an account, saves, resets and says so', async ({
  page,
}) => {
  const caller = `Pat Intake ${stamp()}`;
  await signedInAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Call Intake' }).click();
  await expect(page).toHaveURL(/\/CallIntake$/);
  await expect(page.getByRole('heading', { name: 'Call Intake Form' })).toBeVisible();
  // The call time defaults to now (local minutes).
  await expect(page.getByLabel('Call Time')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please Select an office location.')).toBeVisible();
  await expect(page.getByText('Company name is required.')).toBeVisible();
  await expect(page.getByText('Contact name is required.')).toBeVisible();
  await expect(page.getByText('Contact email is required.')).toBeVisible();
  await expect(page.getByText('Contact phone is required.')).toBeVisible();
  await expect(page.getByText('Job location is required.')).toBeVisible();

  await choose(page, 'Office Location', 'Midland');
  await expect(page.getByText('Please Select an office location.')).toHaveCount(0);
  await choose(page, 'Account', 'Ridgeback Energy Partners', { typed: 'ridgeback' });
  await expect(page.getByLabel('Company Name')).toHaveValue('Ridgeback Energy Partners');
  await page.getByLabel('Contact Name').fill(caller);
  await page.getByLabel('Contact Email').fill('not-an-email');
  await page.getByLabel('Contact Phone').fill('(432) 555-0100');
  await page.getByRole('textbox', { name: 'Job Location', exact: true }).fill('Pad 3, County Road 1250');
  await page.getByLabel('Description').fill('Generator noise complaints.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('Contact Email').fill('pat@ridgeback.example');
  await page.getByRole('button', { name: 'Save' }).click();

  const saved = page.getByRole('status').filter({ hasText: 'Sucessfully Saved Call' });
  await expect(saved).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('');
  await expect(page.getByLabel('Contact Name')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Office Location' })).toHaveValue('');
  await saved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Sucessfully Saved Call')).toHaveCount(0);

  await page.goto('/Opportunities/Call');
  const row = page.getByRole('row').filter({ hasText: caller });
  await expect(row).toContainText('Ridgeback Energy Partners');
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} - \d{2}:\d{2}/);
});

test('call list: open calls newest first, sortable, and the closed calls behind the toggle', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Opportunities/Call');
  await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
  const toggle = page.getByLabel('Show Open Calls');
  await expect(toggle).toBeChecked();
  const table = page.getByRole('table', { name: 'Open calls' });
  await expect(table.getByRole('row').filter({ hasText: 'Marisol Vega' })).toBeVisible();
  await expect(table.getByText('Hilltop Gravel LLC')).toHaveCount(0);

  const companies = table.locator('tbody tr td:nth-child(2)');
  await table.getByRole('button', { name: 'Company' }).click();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await companies.allInnerTexts();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
  await table.getByRole('button', { name: 'Company' }).click();
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending');
  expect(await companies.allInnerTexts()).toEqual([...ascending].reverse());
  await table.getByRole('button', { name: 'Caller' }).click();
  await expect(table.getByRole('columnheader', { name: 'Caller' })).toHaveAttribute('aria-sort', 'ascending');

  await toggle.uncheck();
  const closed = page.getByRole('table', { name: 'Closed calls' });
  await expect(closed.getByText('Hilltop Gravel LLC')).toBeVisible();
  await expect(closed.getByText('Marisol Vega')).toHaveCount(0);
  await closed.getByRole('link', { name: 'Hilltop Gravel LLC' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/ClosedCall\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Closed Call: Hilltop Gravel LLC' })).toBeVisible();
  await expect(page.getByText('Wrong number: was looking for a gravel hauler.')).toBeVisible();
  // A closed call is read-only.
  await expect(page.getByRole('button', { name: 'Close Call' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Opportunity' })).toHaveCount(0);
});

test('an open call shows every field, links to a new opportunity, and closes after confirmation', async ({ page }) => {
  const company = `Quiet Acres ${stamp()}`;
  await signedInAs(page, demo.admin);
  await recordCall(page, company, 'Lee Morgan');

  await page.goto('/Opportunities/Call');
  await page.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/Opportunities\/Call\/\d+$/);
  const callId = /\/Call\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: `Call: ${company}` })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Lee Morgan' })).toBeVisible();
  await expect(details.filter({ hasText: 'caller@example.test' })).toBeVisible();
  await expect(details.filter({ hasText: '(303) 555-0199' })).toBeVisible();
  await expect(details.filter({ hasText: 'Denver' })).toBeVisible();
  await expect(details.filter({ hasText: 'Lot 4, Industrial Park' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Opportunity' })).toHaveAttribute(
    'href',
    `/Opportunities/NewOpportunity?callId=${callId}`,
  );

  // Cancelling the confirmation keeps the call open.
  await page.getByRole('button', { name: 'Close Call' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Close this call without creating an opportunity?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/Opportunities\/Call\/\d+$/);

  await page.getByRole('button', { name: 'Close Call' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close Call' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/Call$/);
  await expect(page.getByText('Call closed.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open calls' }).getByText(company)).toHaveCount(0);
  await page.getByLabel('Show Open Calls').uncheck();
  const link = page.getByRole('table', { name: 'Closed calls' }).getByRole('link', { name: company });
  await expect(link).toHaveAttribute('href', `/Opportunities/ClosedCall/${callId}`);
});
