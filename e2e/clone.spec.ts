import { expect, type Page } from '@playwright/test';
import { choose, demoJob, jobs, signedInAs, test, tokenOf } from './support.ts';

/** The clone's list row (name, number, account), by its id, through the API with the page's token. */
async function jobById(page: Page, jobId: number) {
  return (await jobs(page.request, await tokenOf(page))).find((r) => r.jobId === jobId);
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
  await choose(page, 'Account', 'Copperline Resources', { typed: 'copperline' });
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
  await choose(page, 'State', 'Wyoming (WY)', { typed: 'wy', scope: shipping });
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
