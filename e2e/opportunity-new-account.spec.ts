import { expect, type Page } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);

/** Chooses an option of a Mantine select by its label, typing first when given. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

const accountPicker = (page: Page) => page.getByRole('combobox', { name: 'Account Name' });

test('picking the account that is already chosen changes nothing', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Opportunities/NewOpportunity');
  await choose(page, 'Account Name', 'Keystone Civil Constructors', 'Keystone');
  await choose(page, 'Billing Location', 'Denver Office');
  await choose(page, 'Contact', /^Priya Raman/);

  await choose(page, 'Account Name', 'Keystone Civil Constructors');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountPicker(page)).toHaveValue('Keystone Civil Constructors');
  await expect(page.getByLabel('Billing Location Name')).toHaveValue('Denver Office');
  await expect(page.getByLabel('First Name')).toHaveValue('Priya');
});

test('New Account on the opportunity form: the possible-match check, then back with the account selected', async ({
  page,
}) => {
  await signedInAs(page, demo.office);
  await page.goto('/Opportunities/NewOpportunity');
  const opportunity = `Copperline Yard Wall ${stamp()}`;
  await page.getByLabel('Opportunity Name').fill(opportunity);
  await page.getByLabel('First Name').fill('Lena');
  await page.getByLabel('Billing Location Name').fill('Copperline West Office');

  await page.getByRole('button', { name: 'New Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Account' });
  const account = `Copperline Resources West ${stamp()}`;
  await dialog.getByRole('textbox', { name: 'Account Name', exact: true }).fill(account);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Possible matches found, please review below.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Possible matches' })).toContainText('Copperline Resources');
  await dialog.getByRole('button', { name: 'Confirm Creation' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(accountPicker(page)).toHaveValue(account);
  await expect(page.getByLabel('Opportunity Name')).toHaveValue(opportunity);
  await expect(page.getByLabel('First Name')).toHaveValue('Lena');
  await expect(page.getByLabel('Billing Location Name')).toHaveValue('Copperline West Office');

  // Cancel leaves the form as it was.
  await page.getByRole('button', { name: 'New Account' }).click();
  await page.getByRole('dialog', { name: 'New Account' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(accountPicker(page)).toHaveValue(account);
});

test('a call from a new company becomes an opportunity without leaving the form', async ({ page }) => {
  test.slow(); // intake, call, form, dialog and save: more than a minute on a busy machine
  const company = `Basin Water Haulers ${stamp()}`;
  const caller = `Omar Lindqvist ${stamp()}`;
  await signedInAs(page, demo.office);
  await page.goto('/CallIntake');
  await choose(page, 'Office Location', 'Midland');
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Contact Name').fill(caller);
  await page.getByLabel('Contact Email').fill('omar@basinwater.example');
  await page.getByLabel('Contact Phone').fill('(432) 555-0177');
  await page.getByRole('textbox', { name: 'Job Location', exact: true }).fill('Yard 3, FM 1788');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sucessfully Saved Call')).toBeVisible();

  await page.goto('/Opportunities/Call');
  await page.getByRole('row').filter({ hasText: caller }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Create Opportunity' }).click();
  await expect(accountPicker(page)).toHaveValue('');
  const opportunity = `Yard 3 Sound Wall ${stamp()}`;
  await page.getByLabel('Opportunity Name').fill(opportunity);

  await page.getByRole('button', { name: 'New Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Account' });
  await expect(dialog.getByRole('textbox', { name: 'Account Name', exact: true })).toHaveValue(company);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accountPicker(page)).toHaveValue(company);
  await expect(page.getByLabel('Opportunity Name')).toHaveValue(opportunity);
  await expect(page.getByLabel('E-mail')).toHaveValue('omar@basinwater.example');

  await page.getByLabel('Billing Location Name').fill('Basin Water Main Office');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/\d+$/);
  await expect(page.getByRole('heading', { name: opportunity, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(company);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Created from the call of ${caller}`);
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(caller);
});
