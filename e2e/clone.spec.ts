import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoJob } from './demo-jobs.ts';
import { signedInAs } from './support.ts';

/** Chooses an option of a Mantine select by its label (within `scope`, the page by default). */
async function choose(page: Page, label: string, option: string, typed?: string, scope: Page | Locator = page) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The clone's list row (name, number, account), by its id, through the API with the page's token. */
async function jobById(page: Page, jobId: number) {
  const token = await page.evaluate(() => localStorage.getItem('fieldbook.token'));
  const res = await page.request.get('/api/Job/JobList', { headers: { authorization: `Bearer ${token}` } });
  const rows: { jobId: number; jobNumber: string; jobName: string; accountName: string }[] = (await res.json()).data;
  return rows.find((r) => r.jobId === jobId);
}

/** A completed demo job no other story uses: its clone adds a second job of this name. */
const SOURCE = 'Sandoval 3-9 Completion – noise survey';

test('a salesperson clones a job to another account with a new contact and lands on the new job', async ({ page }) => {
  await signedInAs(page, 'demo.sales');
  const source = await demoJob(page.request, SOURCE);
  await page.goto(`/Opportunities/${source.opportunityId}/${source.jobId}`);
  await page.getByRole('link', { name: 'Clone Job' }).click();
  await expect(page).toHaveURL(new RegExp(`/Opportunities/${source.opportunityId}/${source.jobId}/Clone$`));
  await expect(page.getByRole('heading', { name: 'Clone Job' })).toBeVisible();
  const account = page.getByRole('combobox', { name: 'Account', exact: true });
  await expect(account).toHaveValue('Ridgeback Energy Partners');

  // Changing the account asks first, then clears the preloaded location and contact.
  await choose(page, 'Account', 'Copperline Resources', 'copperline');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Changing this field will clear preloaded location and contact info.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(account).toHaveValue('Copperline Resources');

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Clone Job' }).click();
  await expect(page.getByText('Please enter a zip code.').first()).toBeVisible();

  await choose(page, 'Billing Location: existing or new', 'Casper Office');
  const billing = page.getByRole('region', { name: 'Billing Location' });
  await expect(billing.getByRole('textbox', { name: 'City' })).toHaveValue('Casper');

  const shipping = page.getByRole('region', { name: 'Shipping Location' });
  await shipping.getByRole('textbox', { name: 'Location Name' }).fill('Glenrock Compressor Site');
  await shipping.getByRole('textbox', { name: 'Address 1' }).fill('County Rd 18');
  await shipping.getByRole('textbox', { name: 'City' }).fill('Glenrock');
  await choose(page, 'State', 'WY – Wyoming', 'wy', shipping);
  await shipping.getByRole('textbox', { name: 'Zip' }).fill('82637');

  // Changing an existing contact asks first and makes it a new contact.
  await choose(page, 'Contact: existing or new', 'Owen Marsh');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(307) 555-0101');
  await expect(dialog).toContainText('the clone will use a new contact');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('combobox', { name: 'Contact: existing or new' })).toHaveValue('New contact');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(307) 555-0101');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Owen');

  await page.getByRole('button', { name: 'Clone Job' }).click();
  await expect(page).not.toHaveURL(/\/Clone$/);
  const [, oppId, jobId] = /\/Opportunities\/(\d+)\/(\d+)/.exec(page.url()) ?? [];
  expect(Number(jobId)).not.toBe(source.jobId);
  expect(Number(oppId)).not.toBe(source.opportunityId);
  const clone = await jobById(page, Number(jobId));
  expect(clone).toMatchObject({ jobName: source.jobName, accountName: 'Copperline Resources' });
  expect(clone?.jobNumber).toMatch(/^FB-\d+$/);
});

test('a user without the clone permission sees the Clone button denied, with the reason', async ({ page }) => {
  await signedInAs(page, 'demo.office');
  const source = await demoJob(page.request, SOURCE);
  await page.goto(`/Opportunities/${source.opportunityId}/${source.jobId}`);
  const button = page.getByRole('button', { name: 'Clone Job' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You do not have permission to clone jobs.');
  // Marked disabled (so the tooltip still shows on hover): a click does nothing.
  await button.click({ force: true });
  await expect(page).not.toHaveURL(/\/Clone$/);
});
