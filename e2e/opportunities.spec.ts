import { expect, type Page } from '@playwright/test';
import { apiToken, choose, createAccount, createOpportunity, demo, demoJob, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);

const confirmDialog = (page: Page) => page.getByRole('dialog');

/** A plain opportunity for Keystone Civil Constructors through the form; answers its name. */
async function createPlain(page: Page, name = `Denver Depot Wall ${stamp()}`) {
  await page.goto('/Opportunities/NewOpportunity');
  await choose(page, 'Account Name', 'Keystone Civil Constructors', { typed: 'Keystone' });
  await page.getByLabel('Opportunity Name').fill(name);
  await choose(page, 'Billing Location', 'Denver Office');
  await choose(page, 'Contact', /^Priya Raman/);
  await page.getByLabel('Shipping Location Name').fill(`${name} site`);
  const shipping = page.getByRole('group', { name: 'Job Shipping Address' });
  await shipping.getByLabel('Address Line 1').fill('4400 Brighton Blvd');
  await shipping.getByLabel('City').fill('Denver');
  await choose(page, 'Regional Office', 'Denver');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return name;
}

test('opportunity list: tabs, filter, closed toggle and sorting', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Opportunities' })
    .click();
  await expect(page).toHaveURL(/\/Opportunities$/);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Opportunities', 'Call Opportunities', 'Calls']);
  await expect(tabs.getByRole('tab', { name: 'Opportunities', exact: true })).toHaveAttribute('aria-selected', 'true');

  // The filter and the sort are the server's (over every opportunity, a page at a time).
  const table = page.getByRole('table', { name: 'Opportunities' });
  const filter = page.getByLabel('Opportunity or Account Name Filter');
  await filter.fill('ridgeback');
  await expect(table.getByRole('link', { name: 'Hawkins 14-22 Pad' })).toBeVisible();
  // Stories of other files on this server may have cloned it (a clone keeps the opportunity's name).
  await expect(table.getByRole('link', { name: 'Sandoval 3-9 Completion', exact: true }).first()).toBeVisible();
  await expect(table.getByText('I-25 Interchange Rebuild')).toHaveCount(0);

  // Each sortable column toggles ascending and descending.
  const column = async (n: number) =>
    table
      .locator('tbody tr')
      .evaluateAll(
        (rows, i) => rows.map((r) => (r.children[i]?.querySelector('a') ?? r.children[i])?.textContent?.trim() ?? ''),
        n,
      );
  const sorted = (list: string[], dir: 1 | -1) =>
    [...list].sort((a, b) => dir * a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
  for (const [label, n] of [
    ['Opportunity', 0],
    ['Description', 1],
    ['Account', 2],
  ] as const) {
    const header = table.getByRole('columnheader', { name: new RegExp(`^${label}`) });
    if ((await header.getAttribute('aria-sort')) !== 'ascending') await header.getByRole('button').click();
    // The header turns at once; the rows when the server's sorted page arrives: wait for them.
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => column(n)).toEqual(sorted(await column(n), 1));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => column(n)).toEqual(sorted(await column(n), -1));
  }

  await filter.fill('no such opportunity zz');
  await expect(page.getByText('No Opportunities to Display')).toBeVisible();
  await filter.fill('Hawkins 14-22');
  await expect(table.getByRole('link', { name: 'Hawkins 14-22 Pad' })).toBeVisible();
  await page.getByLabel('Show Closed Opportunities').check();
  await expect(page.getByText('No Opportunities to Display')).toBeVisible();
  await page.getByLabel('Show Closed Opportunities').uncheck();
  await filter.fill('');

  await tabs.getByRole('tab', { name: 'Call Opportunities' }).click();
  await expect(page).toHaveURL(/\/Opportunities\?view=call$/);
  const calls = page.getByRole('table', { name: 'Call Opportunities' });
  await expect(calls.getByRole('link', { name: 'Section 22 Baseline Monitoring' })).toBeVisible();
  await expect(calls.getByText('Hawkins 14-22 Pad')).toHaveCount(0);
  await calls.getByRole('link', { name: 'Section 22 Baseline Monitoring' }).click();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Created from the call of Trent Okafor');
});

test('create from a call: the call details carry over and the call closes', async ({ page }) => {
  test.slow(); // several screens and saves: more than a minute on a busy machine
  const caller = `Rosa Callwell ${stamp()}`;
  await signedInAs(page, demo.office);
  await page.goto('/CallIntake');
  await choose(page, 'Office Location', 'Midland');
  await choose(page, 'Account', 'Ridgeback Energy Partners', { typed: 'ridgeback' });
  await page.getByLabel('Contact Name').fill(caller);
  await page.getByLabel('Contact Email').fill('rosa@ridgeback.example');
  await page.getByLabel('Contact Phone').fill('(432) 555-0111');
  await page.getByRole('textbox', { name: 'Job Location', exact: true }).fill('Pad 9, County Road 1250');
  await page.getByLabel('Description').fill('Rig moves in next week; needs a wall on the east side.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sucessfully Saved Call')).toBeVisible();

  await page.goto('/Opportunities/Call');
  await page.getByRole('row').filter({ hasText: caller }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Create Opportunity' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/NewOpportunity\?callId=\d+$/);
  await expect(page.getByLabel('Call Details')).toContainText(caller);
  await expect(page.getByRole('combobox', { name: 'Account Name' })).toHaveValue('Ridgeback Energy Partners');
  await expect(page.getByLabel('First Name')).toHaveValue('Rosa');
  await expect(page.getByLabel('Last Name')).toHaveValue(caller.slice('Rosa '.length));
  await expect(page.getByLabel('E-mail')).toHaveValue('rosa@ridgeback.example');
  await expect(page.getByLabel('Shipping Location Name')).toHaveValue('Pad 9, County Road 1250');
  await expect(page.getByLabel('Additional Details')).toHaveValue(/Rig moves in next week/);
  await expect(page.getByRole('combobox', { name: 'Regional Office' })).toHaveValue('Midland');
  // The Call Details section folds away.
  await page.getByRole('button', { name: 'Call Details' }).click();
  await expect(page.getByRole('button', { name: 'Call Details' })).toHaveAttribute('aria-expanded', 'false');

  const name = `Pad 9 Rig Wall ${stamp()}`;
  await page.getByLabel('Opportunity Name').fill(name);
  await choose(page, 'Billing Location', 'Midland Office');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(caller);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(`Created from the call of ${caller}`);

  await page.goto('/Opportunities/Call');
  await expect(page.getByRole('table', { name: 'Open calls' }).getByText(caller)).toHaveCount(0);
  await page.getByLabel('Show Open Calls').uncheck();
  await expect(page.getByRole('table', { name: 'Closed calls' }).getByText(caller)).toBeVisible();
});

test('create an opportunity: required fields, existing records, same shipping address', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Opportunities');
  await page.getByRole('link', { name: 'New Opportunity' }).click();
  await expect(page.getByRole('heading', { name: 'New Opportunity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Opportunity' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account Name is required.')).toBeVisible();
  await expect(page.getByText('Opportunity Name is required.')).toBeVisible();
  await expect(page.getByText('Billing Location Name is required.')).toBeVisible();
  await expect(page.getByText('Shipping Location Name is required.')).toBeVisible();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByText('E-mail is required.')).toBeVisible();
  await expect(page.getByText('Please select an office location.')).toBeVisible();

  await choose(page, 'Account Name', 'Keystone Civil Constructors', { typed: 'Keystone' });
  const name = `Brighton Yard Wall ${stamp()}`;
  await page.getByLabel('Opportunity Name').fill(name);
  await choose(page, 'Billing Location', 'Denver Office');
  await expect(page.getByLabel('Billing Location Name')).toHaveValue('Denver Office');
  const billing = page.getByRole('group', { name: 'Billing Location' });
  await expect(billing.getByLabel('Address Line 1')).toHaveValue('1801 Wynkoop St');
  await choose(page, 'Contact', /^Priya Raman/);
  await expect(page.getByLabel('Phone')).toHaveValue('(303) 555-0133');
  await page.getByLabel('Shipping Location Name').fill(`${name} site`);
  await page.getByLabel('Use Same Shipping/Billing Address').check();
  const shipping = page.getByRole('group', { name: 'Job Shipping Address' });
  await expect(shipping.getByLabel('Address Line 1')).toHaveValue('1801 Wynkoop St');
  await expect(shipping.getByLabel('Address Line 1')).toBeDisabled();
  await page.getByLabel('Site Type').fill('Rail yard');
  await page.getByLabel('LSD').fill('NE-12-003-68W');
  await page.getByLabel('GPS Latitude').fill('39.77');
  await page.getByLabel('GPS Longitude').fill('-104.97');
  await expect(page.getByLabel('Drilling Site')).toBeEnabled();
  await choose(page, 'Regional Office', 'Denver');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Keystone Civil Constructors');
  await expect(page.getByRole('region', { name: 'Billing Information' })).toContainText('1801 Wynkoop St');
  const info = page.getByRole('region', { name: 'Opportunity Information' });
  await expect(info).toContainText('Rail yard');
  await expect(info).toContainText('NE-12-003-68W');
  await expect(info).toContainText(`${name} site`);
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('Priya Raman');
});

test('edit: the account change asks first, a changed contact becomes a new record', async ({ page }) => {
  test.slow(); // several screens and saves: more than a minute on a busy machine
  await signedInAs(page, demo.office);
  const name = await createPlain(page);
  await page.getByRole('link', { name: 'Edit Opportunity' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Opportunity' })).toBeVisible();
  await expect(page.getByLabel('Opportunity Name')).toHaveValue(name);

  // Changing the account asks; cancelling keeps everything.
  await choose(page, 'Account Name', 'Summit Ridge Contractors', { typed: 'Summit Ridge' });
  await expect(confirmDialog(page)).toContainText(
    'Changing this field will clear preloaded location and contact info.',
  );
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('combobox', { name: 'Account Name' })).toHaveValue('Keystone Civil Constructors');
  await expect(page.getByLabel('Billing Location Name')).toHaveValue('Denver Office');

  await page.getByLabel('Phone').fill('(303) 555-0999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(confirmDialog(page)).toContainText('You changed the contact: it will be saved as a new record');
  await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/\d+$/);
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('(303) 555-0999');

  // The account now has both contacts: the original is unchanged.
  await page
    .getByRole('region', { name: 'Account' })
    .getByRole('link', { name: 'Keystone Civil Constructors' })
    .click();
  await page.getByRole('tab', { name: 'Account Contacts' }).click();
  const contacts = page.getByRole('tabpanel', { name: 'Account Contacts' });
  await expect(contacts.getByText('(303) 555-0133').first()).toBeVisible();
  await expect(contacts.getByText('(303) 555-0999').first()).toBeVisible();
});

test('close and open an opportunity after confirming', async ({ page }) => {
  test.slow(); // several screens and saves: more than a minute on a busy machine
  await signedInAs(page, demo.office);
  // Set up through the API: this story is about closing and opening, not the form.
  const token = await apiToken(page.request);
  const name = `Denver Depot Wall ${stamp()}`;
  const accountId = await createAccount(page.request, token, `${name} account`);
  const url = `/Opportunities/${await createOpportunity(page.request, token, { accountId, opportunityName: name })}`;
  await page.goto(url);
  await page.getByRole('button', { name: 'Close Opportunity' }).click();
  await expect(confirmDialog(page)).toContainText('Close this opportunity?');
  await confirmDialog(page).getByRole('button', { name: 'Close Opportunity' }).click();
  await expect(page.getByText('Opportunity closed.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();

  await page.goto('/Opportunities');
  await page.getByLabel('Opportunity or Account Name Filter').fill(name);
  await expect(page.getByText('No Opportunities to Display')).toBeVisible();
  await page.getByLabel('Show Closed Opportunities').check();
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto(`${url}/Edit`);
  await page.getByRole('button', { name: 'Open Opportunity' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Open Opportunity' }).click();
  await expect(page.getByText('Opportunity opened.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Opportunity' })).toBeVisible();
});

test("a new opportunity from a job starts with that job's account, locations and contact", async ({
  page,
  request,
}) => {
  const job = await demoJob(request, 'Hawkins 14-22 Pad – sound wall');
  await signedInAs(page, demo.office);
  await page.goto(`/Opportunities/NewOpportunity?jobId=${job.jobId}`);
  await expect(page.getByRole('combobox', { name: 'Account Name' })).toHaveValue('Ridgeback Energy Partners');
  await expect(page.getByLabel('Billing Location Name')).toHaveValue('Midland Office');
  await expect(page.getByLabel('Shipping Location Name')).toHaveValue('Hawkins 14-22 Pad');
  await expect(page.getByLabel('First Name')).toHaveValue('Dana');
  await expect(page.getByLabel('Opportunity Name')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Regional Office' })).toHaveValue('Midland');
});

test("a Drilling Manager's Drilling Site box is on and locked", async ({ page }) => {
  await signedInAs(page, 'demo.drillmgr');
  await page.goto('/Opportunities');
  await page.getByRole('link', { name: 'New Opportunity' }).click();
  const box = page.getByLabel('Drilling Site');
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
});

test('a Drilling User sees drilling opportunities but cannot create or edit', async ({ page }) => {
  await signedInAs(page, demo.drillUser);
  await page.goto('/Opportunities');
  const table = page.getByRole('table', { name: 'Opportunities' });
  await page.getByLabel('Opportunity or Account Name Filter').fill('Ridgeback');
  await expect(table.getByRole('link', { name: 'Hawkins 14-22 Pad' })).toBeVisible();
  await expect(table.getByText('Sandoval 3-9 Completion')).toHaveCount(0);
  await page.getByLabel('Opportunity or Account Name Filter').fill('I-25 Interchange');
  await expect(page.getByText('No Opportunities to Display')).toBeVisible();
  await page.getByLabel('Opportunity or Account Name Filter').fill('Hawkins 14-22');
  await expect(table.getByRole('link', { name: 'Hawkins 14-22 Pad' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Opportunity' })).toHaveCount(0);
  await table.getByRole('link', { name: 'Hawkins 14-22 Pad' }).click();
  await expect(page.getByRole('heading', { name: 'Hawkins 14-22 Pad', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Opportunity Information' })).toContainText('14-22-001-12W');
  await expect(page.getByRole('link', { name: 'Edit Opportunity' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close Opportunity' })).toHaveCount(0);
});

test('on a 375 px phone the opportunity list, page and form fit the width @phone', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Opportunities');
  await page.getByLabel('Opportunity or Account Name Filter').fill('Hawkins 14-22');
  await page.getByRole('link', { name: 'Hawkins 14-22 Pad' }).click();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: 'Edit Opportunity' }).click();
  await expect(page.getByLabel('Opportunity Name')).toHaveValue('Hawkins 14-22 Pad');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
