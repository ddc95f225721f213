import { LIST_PAGE_SIZE } from '@fieldbook/contract/paging';
import { expect } from '@playwright/test';
import { apiToken, createAccount, demo, signedInAs, test } from './support.ts';

test('an administrator searches, sorts and creates an account through the possible-match flow', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Accounts');
  await expect(page.getByRole('heading', { name: 'Accounts List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Accounts' });
  await page.getByLabel('Search by account name').fill('ridgeback');
  await expect(table.getByRole('link')).toHaveText(['Ridgeback Energy Partners']);
  await page.getByLabel('Search by account name').fill('');
  await page.getByRole('button', { name: /Account Number/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('C-1001');
  await page.getByRole('button', { name: /Account Number/ }).click();
  await expect(table.getByRole('row').nth(1)).not.toContainText('C-1001');
  await page.getByLabel('Search by account name').fill('no such account zz');
  await expect(page.getByText('No Accounts to Display')).toBeVisible();

  // a duplicate name links to the existing account
  await page.getByRole('link', { name: 'New Account' }).click();
  await expect(page.getByRole('heading', { name: 'New Account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account Name', exact: true }).fill('Copperline Resources');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('An account named "Copperline Resources" already exists.');
  await expect(page.getByRole('link', { name: 'Click here to go to account.' })).toBeVisible();

  // a similar name lists the possible matches; Confirm Creation creates it
  const name = `Copperline Resources West ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Account Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Possible matches found, please review below.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Possible matches' }).getByRole('link')).toContainText([
    'Copperline Resources',
  ]);
  await expect(
    page.getByText(
      'Clicking this button will create a new account. You should be sure none of the matched accounts above are the account you are making.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Creation' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No Locations to Display')).toBeVisible();

  // location with a new contact as primary contact
  await page.getByRole('tab', { name: 'Account Contacts' }).click();
  await page.getByRole('link', { name: 'New Contact' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await page.getByLabel('First Name').fill('Mira');
  await page.getByLabel('Last Name').fill('Stone');
  await page.getByLabel('Phone Number').fill('(303) 555-0199');
  await page.getByLabel('E-mail').fill('mira.stone@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Mira Stone' })).toBeVisible();
  await page.getByRole('link', { name: 'Account', exact: true }).click();

  await page.getByRole('tab', { name: 'Account Locations' }).click();
  await page.getByRole('link', { name: 'New Location' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location Name is required.')).toBeVisible();
  await page.getByLabel('Location Name').fill('West Yard');
  await page.getByLabel('Billing City').fill('Golden');
  await page.getByRole('combobox', { name: 'Contacts' }).click();
  await page.getByRole('option', { name: 'Mira Stone' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Primary Contact' }).click();
  await page.getByRole('option', { name: 'Mira Stone' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'West Yard' })).toBeVisible();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  const card = page
    .getByRole('region', { name: 'Account Location - Offices' })
    .getByRole('article', { name: 'West Yard' });
  await expect(card).toContainText('Golden');
  await expect(card.getByRole('link', { name: 'mira.stone@example.com' })).toHaveAttribute(
    'href',
    'mailto:mira.stone@example.com',
  );

  // soft delete after confirmation
  await card.getByRole('link', { name: 'West Yard' }).click();
  await page.getByRole('link', { name: 'Edit Location' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Accounts List>Account>Location Profile>Edit',
  );
  await page.getByRole('button', { name: 'Delete Location' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Locations to Display')).toBeVisible();

  // edit: disable and find it under View Disabled Accounts
  await page.getByRole('link', { name: 'Edit Account' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable Account' }).click();
  await expect(page.getByText('(Disabled)')).toBeVisible();
  await page.goto('/Accounts');
  await page.getByLabel('Search by account name').fill('Copperline Resources West');
  await expect(page.getByText('No Accounts to Display')).toBeVisible();
  await page.getByLabel('View Disabled Accounts').check();
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('the accounts list shows a page, loads the next with Load More, and sorts over every account', async ({
  page,
}) => {
  await signedInAs(page, demo.office);
  const token = await apiToken(page.request);
  // Named to sort after the demo accounts, which later stories find on the first page.
  const prefix = `Zz Pagetest ${Date.now().toString(36)}`;
  const names = Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
  for (const name of names) await createAccount(page.request, token, name);
  await page.goto('/Accounts');
  await page.getByLabel('Search by account name').fill(prefix.toLowerCase());
  const links = page.getByRole('table', { name: 'Accounts' }).getByRole('link');
  await expect(links).toHaveCount(LIST_PAGE_SIZE);
  await expect(links.first()).toHaveText(names[0]);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(links).toHaveText(names);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // Descending by name starts from the other end of all of them, not of the rows loaded.
  await page.getByRole('button', { name: /Account Name/ }).click();
  await expect(links).toHaveCount(LIST_PAGE_SIZE);
  await expect(links.first()).toHaveText(names.at(-1) ?? '');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(links).toHaveText([...names].reverse());
});

test('the account jobs tab filters, sorts and links to jobs', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Accounts');
  await page.getByLabel('Search by account name').fill('Ridgeback');
  await page.getByRole('link', { name: 'Ridgeback Energy Partners' }).click();
  await expect(page.getByRole('region', { name: 'Account Location - Jobs' })).toContainText('Hawkins 14-22 Pad');
  await page.getByRole('tab', { name: 'Account Jobs' }).click();
  const jobsTable = page.getByRole('table', { name: 'Account Jobs' });
  await expect(jobsTable.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Opportunity' })).toHaveAttribute(
    'href',
    /^\/Opportunities\/NewOpportunity\?accountId=\d+$/,
  );
  await page.getByLabel('Job & Opportunity Name Filter').fill('no such job zz');
  await expect(page.getByText('No Jobs To Display')).toBeVisible();
  await page.getByLabel('Job & Opportunity Name Filter').fill('Hawkins');
  const link = jobsTable.getByRole('row').nth(1).getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/Opportunities\/\d+\/\d+\/\w+$/);
  await page.getByLabel('Show Canceled Jobs').check();
  await expect(jobsTable).toBeVisible();
});

test('a Drilling User views accounts without edit controls', async ({ page }) => {
  await signedInAs(page, demo.drillUser);
  await page.goto('/Accounts');
  await expect(page.getByRole('heading', { name: 'Accounts List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ridgeback Energy Partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ridgeback Energy Partners' }).click();
  await expect(page.getByRole('heading', { name: 'Ridgeback Energy Partners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Location' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Account Jobs' }).click();
  await expect(page.getByLabel('Job & Opportunity Name Filter')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Opportunity' })).toHaveCount(0);
});
