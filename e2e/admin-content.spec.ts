import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { chooseFile, dayLabel, demo, isoDay, pickDate, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);
/** A tiny but real PDF: the server checks the type by its bytes. */
const pdf = (title: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

test('an administrator creates, edits and deletes an announcement, and the home page shows it while it runs', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/AnnouncementList');
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Announcements' });
  // Upcoming by default: the future calibration week is listed, the switched-off one is not.
  await expect(list.getByRole('link', { name: 'Sound level meter calibration week' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Casper office holiday hours' })).toHaveCount(0);
  await page.getByLabel('Show disabled announcements').check();
  const disabled = list.getByRole('listitem').filter({ hasText: 'Casper office holiday hours' });
  await expect(disabled.getByText('Disabled', { exact: true })).toBeVisible();
  await page.getByLabel('Show past announcements').check();
  await expect(page).toHaveURL(/past=1/);

  await page.getByRole('link', { name: 'New Announcement' }).click();
  await expect(page).toHaveURL(/\/Admin\/Announcement\/new$/);
  await expect(page.getByRole('heading', { name: 'New Announcement' })).toBeVisible();
  await page.getByLabel('Start date').click();
  const yesterday = isoDay(-1);
  if (yesterday.slice(0, 7) === isoDay(0).slice(0, 7)) {
    // minDate: days before today cannot be picked for a new announcement.
    await expect(page.getByRole('button', { name: dayLabel(yesterday), exact: true })).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Details is required.')).toBeVisible();
  await expect(page.getByText('End date is required.')).toBeVisible();

  const title = `Crane inspection ${stamp()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill('The annual crane inspection is in the Denver yard.\nKeep bay 3 clear.');
  await pickDate(page, 'End date', isoDay(2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/AnnouncementList$/);
  await expect(list.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const home = page.getByRole('region', { name: 'Announcements' });
  await expect(home.getByRole('heading', { name: title })).toBeVisible();
  await expect(home.getByText('Keep bay 3 clear.')).toBeVisible();

  // Switched off, it leaves the home page but stays in the administration.
  await page.goto('/Admin/AnnouncementList');
  await list.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Edit Announcement' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Enabled').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement saved.')).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await page.goto('/Admin/AnnouncementList?disabled=1');
  await list.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete announcement' });
  await expect(dialog.getByText(`Delete the announcement "${title}"?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/Admin\/Announcement\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Announcement deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/AnnouncementList$/);
  await page.getByLabel('Show disabled announcements').check();
  await expect(list.getByRole('link', { name: 'Casper office holiday hours' })).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toHaveCount(0);
});

test('documents and policies: the name comes first, then one file; each can be downloaded and deleted', async ({
  page,
}) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/DocumentsandPolicies');
  await expect(page.getByRole('heading', { name: 'Documents and Policies', level: 1 })).toBeVisible();
  await expect(page.getByText('Safety-Manual.pdf')).toBeVisible();

  const choosePdf = (name: string, buffer: Buffer) =>
    chooseFile(page, page.getByLabel('File', { exact: true }), { name, mimeType: 'application/pdf', buffer });

  // A file chosen before the name is refused on the spot.
  await choosePdf('fleet.pdf', pdf('Fleet'));
  await expect(page.getByText('Please add a document name before uploading file.')).toBeVisible();

  // A file whose content is not an accepted type: the server's message.
  const name = `Fleet Vehicle Policy ${stamp()}`;
  await page.getByLabel('Document name').fill(name);
  await expect(page.getByText('Please add a document name before uploading file.')).toHaveCount(0);
  await choosePdf('fleet.pdf', Buffer.from('MZ this is a program, not a PDF'));
  await expect(page.getByRole('alert').filter({ hasText: 'This type of file is not accepted.' })).toBeVisible();

  await choosePdf('Fleet Vehicle Policy.pdf', pdf('Fleet'));
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  await expect(page.getByLabel('Document name')).toHaveValue('');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Fleet Vehicle Policy.pdf')).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  expect((await download).suggestedFilename()).toBe('Fleet Vehicle Policy.pdf');

  // Everyone sees it on the home page.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Documents and Policies' }).getByText(name)).toBeVisible();

  await page.goto('/Admin/DocumentsandPolicies');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('documents and policies: after the missing-name message, choosing the same file again uploads it', async ({
  page,
}, testInfo) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/DocumentsandPolicies');
  // A file on disk, chosen twice by its path, as a user picks the same file again in the dialog.
  const path = testInfo.outputPath('Vehicle Inspection Policy.pdf');
  writeFileSync(path, pdf('Vehicle Inspection'));
  const chooseFile = async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('File', { exact: true }).click();
    await (await chooser).setFiles(path);
  };

  await chooseFile();
  await expect(page.getByText('Please add a document name before uploading file.')).toBeVisible();
  const name = `Vehicle Inspection Policy ${stamp()}`;
  await page.getByLabel('Document name').fill(name);
  await chooseFile();
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});

test('office locations: create, edit, refuse to delete one in use, delete an unused one', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/OfficeLocations');
  const cards = page.getByRole('list', { name: 'Offices' });
  for (const office of ['Denver', 'Midland', 'Williston', 'Casper']) {
    await expect(cards.getByRole('heading', { name: office, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Create Office' }).click();
  await expect(page).toHaveURL(/\/Admin\/OfficeLocations\/new\/Edit$/);
  await page.getByRole('button', { name: 'Save' }).click();
  for (const text of ['Name', 'Address', 'City', 'State', 'Zip code']) {
    await expect(page.getByText(`${text} is required.`)).toBeVisible();
  }
  const name = `Odessa ${stamp()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address').fill('1200 E 52nd St');
  await page.getByLabel('City').fill('Odessa');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Zip Code').fill('79762');
  await page.getByLabel('Phone Number').fill('(432) 555-0190');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Office saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('1200 E 52nd St');
  await expect(card).toContainText('Odessa, TX 79762');
  await expect(card).toContainText('Phone: (432) 555-0190');
  await expect(card).not.toContainText('Fax:');

  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Fax Number').fill('(432) 555-0191');
  await page.getByRole('button', { name: 'Save' }).click();
  // The create's notification may still be showing: the edit adds a second one.
  await expect(page.getByText('Office saved.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
  await expect(card).toContainText('Fax: (432) 555-0191');

  // Denver has demo users: it cannot be deleted, and stays.
  await cards.getByRole('link', { name: 'Edit Denver' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete office' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /This office is still assigned to \d+ users?/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(cards.getByRole('heading', { name: 'Denver', exact: true })).toBeVisible();

  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete office' });
  await expect(dialog).toContainText(`Delete the office "${name}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Office deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
  await expect(cards.getByRole('heading', { name })).toHaveCount(0);
});

test("a failed office save shows 'Unable to save data.' with the reason", async ({ page, context }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/OfficeLocations/new/Edit');
  const name = `Short-lived ${stamp()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address').fill('1 Main St');
  await page.getByLabel('City').fill('Gillette');
  await page.getByLabel('State').fill('WY');
  await page.getByLabel('Zip Code').fill('82716');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Office saved.')).toBeVisible();
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);

  // Meanwhile another administrator (a second tab) deletes the office.
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('dialog', { name: 'Delete office' }).getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByText('Office deleted.')).toBeVisible();
  await other.close();

  await page.getByLabel('City').fill('Gillette North');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Unable to save data.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Office not found.');
});

test('the administration screens of this area have no serious accessibility problems', async ({ page }) => {
  await signedInAs(page, demo.admin);
  for (const [url, heading] of [
    ['/Admin/AnnouncementList', 'Announcements'],
    ['/Admin/Announcement/new', 'New Announcement'],
    ['/Admin/DocumentsandPolicies', 'Documents and Policies'],
    ['/Admin/OfficeLocations', 'Office Locations'],
    ['/Admin/OfficeLocations/new/Edit', 'Create Office'],
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, url).toEqual([]);
  }
});

test('on a 375 px phone the administration screens fit the width @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  for (const url of [
    '/Admin/AnnouncementList',
    '/Admin/Announcement/new',
    '/Admin/DocumentsandPolicies',
    '/Admin/OfficeLocations',
    '/Admin/OfficeLocations/new/Edit',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
  }
});
