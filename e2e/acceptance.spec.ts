import { expect, type Page } from '@playwright/test';
import { chooseFile, dayLabel, demo, isoDay, signedInAs, signIn, test, waitForMail } from './support.ts';

/**
 * Acceptance story, end to end through the screens: an administrator sets up an office, a role and a
 * user (with photo and signature), an announcement and a document; the new user then signs in with the
 * e-mailed password and meets all of it, and arranges their dashboard.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A small PNG drawn by the browser on a canvas: a white card with a dark signature-like stroke. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, w, h);
      g.strokeStyle = '#123456';
      g.lineWidth = 6;
      g.beginPath();
      g.moveTo(20, h / 2);
      g.bezierCurveTo(w / 3, 10, w / 2, h - 10, w - 20, h / 2);
      g.stroke();
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Picks a file through the browser's file chooser, opened by `opener`, as a user does. */
const adminTabs = (page: Page) => page.getByRole('tablist');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const dashboard = (page: Page) => page.getByRole('region', { name: /Dashboard$/ });

test('acceptance: an administrator sets up office, role, user, announcement and document; the new user signs in and arranges the dashboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const office = `Laramie ${tag}`;
  const role = `Field Viewer ${tag}`;
  const firstName = 'Wren';
  const lastName = `Acceptance ${tag}`;
  const fullName = `${firstName} ${lastName}`;
  const username = `wren.${tag}`;
  const email = `${username}@example.test`;
  const position = 'Noise Survey Technician';
  const announcement = `Yard safety stand-down ${tag}`;
  const details = `All crews meet at the ${office} yard at 7:00.`;
  const documentName = `Hearing Protection Policy ${tag}`;
  const widgetName = `My reviews ${tag}`;
  const newPassword = `Quiet-Fields-${tag}`;
  let password = '';

  await test.step('the demo administrator signs in', async () => {
    await signedInAs(page, demo.admin);
  });

  await test.step('creates an office', async () => {
    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await adminTabs(page).getByRole('tab', { name: 'Office Locations' }).click();
    await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
    await page.getByRole('link', { name: 'Create Office' }).click();
    await page.getByLabel('Name').fill(office);
    await page.getByLabel('Address').fill('410 S 3rd St');
    await page.getByLabel('City').fill('Laramie');
    await page.getByLabel('State').fill('WY');
    await page.getByLabel('Zip Code').fill('82070');
    await page.getByLabel('Phone Number').fill('(307) 555-0142');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Office saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/Admin\/OfficeLocations$/);
    const card = page
      .getByRole('list', { name: 'Offices' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: office }) });
    await expect(card).toContainText('Laramie, WY 82070');
  });

  await test.step('creates a role with View Jobs, View Inventory, Review and Edit Own Phones and E-mails', async () => {
    await adminTabs(page).getByRole('tab', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/Admin\/RoleList\/new$/);
    await page.getByRole('textbox', { name: 'Role name' }).fill(role);
    for (const permission of ['View Jobs', 'View Inventory', 'Edit Own Phones and E-mails']) {
      await page.getByRole('switch', { name: permission, exact: true }).check();
    }
    // A job-stage permission: its job classes switch on with it, all of them.
    const stages = page.getByRole('region', { name: 'Job Stages' });
    await stages.getByRole('switch', { name: 'Review', exact: true }).check();
    await expect(
      stages.getByRole('group', { name: 'Job classes for Review' }).getByRole('checkbox', { name: 'Drilling' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/Admin\/RoleList\/\d+$/);
    await expect(page.getByRole('navigation', { name: 'Roles' }).getByRole('link', { name: role })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  const image = await drawnPng(page, 320, 180);

  await test.step('creates a user in that role and office, with a photo', async () => {
    await adminTabs(page).getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/Admin\/UserList$/);
    await page.getByRole('link', { name: 'Create New User' }).click();
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();

    await page.getByLabel('First Name').fill(firstName);
    await page.getByLabel('Last Name').fill(lastName);
    await chooseFile(page, page.getByRole('button', { name: 'Upload Photo' }), {
      name: 'wren.png',
      mimeType: 'image/png',
      buffer: image,
    });
    await expect(page.getByRole('img', { name: `Photo of ${fullName}` })).toBeVisible();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Position Title').fill(position);
    const roleBox = page.getByRole('combobox', { name: 'Role' });
    await roleBox.click();
    await roleBox.fill(role);
    await page.getByRole('option', { name: role, exact: true }).click();
    await expect(roleBox).toHaveValue(role);
    await page.getByRole('checkbox', { name: office, exact: true }).check();
    await page.getByRole('textbox', { name: 'Email 1', exact: true }).fill(email);
    await expect(page.getByRole('radio', { name: 'Primary: email 1' })).toBeChecked();

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/Admin\/User\/\d+$/);
    await expect(page.getByText('User created. A password has been e-mailed to the new user.')).toBeVisible();
    await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(page.getByText(`Role: ${role}`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${fullName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Office Assignments' })).toContainText(office);
    await expect(page.getByRole('region', { name: 'Emails' })).toContainText(email);
  });

  await test.step('gives the user a signature through Edit User Signature', async () => {
    const userUrl = page.url();
    await page.getByRole('link', { name: 'Edit User Signature' }).click();
    await expect(page).toHaveURL(/\/Admin\/User\/\d+\/EditSignature$/);
    await expect(page.getByRole('heading', { name: 'Edit Signature' })).toBeVisible();
    await expect(page.getByText('No signature has been saved.')).toBeVisible();
    await chooseFile(page, page.getByLabel('Signature image'), {
      name: 'wren-signature.png',
      mimeType: 'image/png',
      buffer: image,
    });
    await expect(page.getByRole('img', { name: 'Chosen signature image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Signature' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully saved signature' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Stored signature' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to user' }).click();
    await expect(page).toHaveURL(userUrl);
  });

  await test.step('creates an announcement running today', async () => {
    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await adminTabs(page).getByRole('tab', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/Admin\/AnnouncementList/);
    await page.getByRole('link', { name: 'New Announcement' }).click();
    await expect(page.getByRole('heading', { name: 'New Announcement' })).toBeVisible();
    await page.getByLabel('Title').fill(announcement);
    await page.getByLabel('Details').fill(details);
    // The start date is today already; the end date is today too.
    await page.getByRole('button', { name: 'End date', exact: true }).click();
    await page
      .getByRole('button', { name: dayLabel(isoDay(0)), exact: true })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Announcement saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/Admin\/AnnouncementList$/);
    await expect(
      page.getByRole('list', { name: 'Announcements' }).getByRole('link', { name: announcement }),
    ).toBeVisible();
  });

  await test.step('uploads a document: the name first, then one PDF', async () => {
    await adminTabs(page).getByRole('tab', { name: 'Documents and Policies' }).click();
    await expect(page).toHaveURL(/\/Admin\/DocumentsandPolicies$/);
    await page.getByLabel('Document name').fill(documentName);
    await chooseFile(page, page.getByLabel('File', { exact: true }), {
      name: 'Hearing Protection Policy.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByText('Document uploaded.')).toBeVisible();
    await expect(page.getByLabel('Document name')).toHaveValue('');
    await expect(
      page.getByRole('listitem').filter({ hasText: documentName }).getByText('Hearing Protection Policy.pdf'),
    ).toBeVisible();
  });

  await test.step('the new user’s password arrives by e-mail; the administrator signs out', async () => {
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your Fieldbook account');
    password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).not.toBe('');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the new user signs in with it and must change it first', async () => {
    await signIn(page, username, password);
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  });

  await test.step('home shows the announcement and the document, and only the role’s navigation', async () => {
    const announcements = page.getByRole('region', { name: 'Announcements' });
    const article = announcements.getByRole('article', { name: announcement });
    await expect(article).toBeVisible();
    await expect(article).toContainText(details);

    const documents = page.getByRole('region', { name: 'Documents and Policies' });
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: `Download ${documentName}` }).click();
    expect((await download).suggestedFilename()).toBe('Hearing Protection Policy.pdf');

    // View Jobs and View Inventory give exactly these; no Admin (Edit Own Phones and E-mails opens no admin area).
    await expect(mainNav(page).getByRole('link')).toHaveText(['Jobs', 'Inventory']);
  });

  await test.step('the profile shows the photo, the office and the signature', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/User\/Profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText(`${fullName} · ${position}`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Signature' }).getByRole('img', { name: 'Stored signature' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Email Addresses' })).toContainText(email);
    // Edit Own Phones and E-mails: the add buttons are there.
    await expect(page.getByRole('button', { name: 'Add phone number' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add email address' })).toBeVisible();
    // The photo is loaded by its own versioned address (the browser keeps it), not inline in GetSelfInfo.
    const photo = page.getByRole('main').getByRole('img', { name: `Photo of ${fullName}` });
    await expect(photo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(`Office: ${office}`)).toBeVisible();
    // The header's user card shows the same photo.
    await expect(page.getByRole('button', { name: 'User menu' }).getByRole('img')).toHaveAttribute('src', /^blob:/);
  });

  await test.step('arranges the dashboard: adds a job-list widget for a stage and saves it', async () => {
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(dashboard(page).getByText('Your dashboard has no widgets yet.')).toBeVisible();
    await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
    await expect(dashboard(page).getByRole('heading', { name: 'Edit Dashboard' })).toBeVisible();
    await dashboard(page).getByRole('button', { name: 'Add Widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Widget' });
    await dialog.getByLabel('Widget type').selectOption({ label: 'Job List' });
    await dialog.getByLabel('Widget name').fill(widgetName);
    await dialog.getByLabel('Job stage').selectOption({ label: 'Review' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const item = dashboard(page).getByRole('list', { name: 'Widgets' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(widgetName);
    await expect(item).toContainText('Job List · Review');

    await dashboard(page).getByRole('button', { name: 'Save' }).click();
    await expect(dashboard(page).getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    const widget = dashboard(page).getByRole('article', { name: widgetName });
    await expect(dashboard(page).getByRole('article').getByRole('heading')).toHaveText([widgetName]);
    await expect(widget.getByRole('row').nth(1)).toContainText('Review');
  });

  await test.step('after a reload the widget is still there', async () => {
    await page.reload();
    await expect(dashboard(page).getByRole('article').getByRole('heading')).toHaveText([widgetName]);
    await expect(dashboard(page).getByRole('article', { name: widgetName }).getByRole('row').nth(1)).toContainText(
      'Review',
    );
  });
});
