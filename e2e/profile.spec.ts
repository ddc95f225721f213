import AxeBuilder from '@axe-core/playwright';
import { selfCheck } from '@fieldbook/contract/profile';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, apiToken, chooseFile, DEMO_PASSWORD, demo, signedInAs, test } from './support.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 250 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M20 ${height / 2} C ${width / 3} 10, ${width / 2} ${height - 10}, ${width - 20} ${height / 2}" stroke="#123" stroke-width="6" fill="none"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A section of the profile screen by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The id of a demo user, asked of the API the way the signature screen does (SelfCheck). */
async function idOf(page: Page, username: string): Promise<number> {
  return (await api(page.request, await apiToken(page.request, username), selfCheck)).id;
}

test('the profile lists phones with their type, e-mails and documents; a user with the permission adds and edits them', async ({
  page,
}) => {
  await signedInAs(page, demo.office);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  const phones = section(page, 'Phone Numbers');
  const emails = section(page, 'Email Addresses');
  await expect(phones.getByRole('listitem').first()).toContainText('Mobile');
  await expect(emails.getByRole('listitem').first()).toContainText('rosa.delgado@fieldbook-demo.test');
  await expect(page.getByRole('link', { name: 'Edit Signature' })).toHaveAttribute('href', '/User/EditSignature');
  await expect(page.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/User/ChangePassword');
  await expect(section(page, 'Signature')).toContainText('No signature has been saved.');

  // Add a phone: the number is required; the type comes from the server; primary moves to it.
  await phones.getByRole('button', { name: 'Add phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Phone Number' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number is required.')).toBeVisible();
  await dialog.getByLabel('Phone number').fill('(432) 555-0177');
  await expect(dialog.getByText('Phone number is required.')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Home' }).click();
  await dialog.getByLabel('Primary').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Phone number saved.')).toBeVisible();
  const added = phones.getByRole('listitem').filter({ hasText: '(432) 555-0177' });
  await expect(added).toContainText('Home');
  await expect(added).toContainText('Primary');
  // Exactly one entry, phone or e-mail, is primary.
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);

  // Edit an e-mail: it must be an address; making it primary takes the flag from the phone.
  await emails.getByRole('button', { name: 'Edit email address rosa.delgado@fieldbook-demo.test' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Email Address' });
  await edit.getByLabel('Email address').fill('rosa.delgado at fieldbook');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await edit.getByLabel('Email address').fill('rosa.delgado@fieldbook-demo.test');
  await edit.getByLabel('Primary').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(emails.getByRole('listitem').first()).toContainText('Primary');
  await expect(added).not.toContainText('Primary');
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);

  // Add an e-mail through the keyboard alone.
  await emails.getByRole('button', { name: 'Add email address' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Email Address' });
  await expect(add.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type('rosa.field@fieldbook-demo.test');
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(emails.getByRole('listitem').filter({ hasText: 'rosa.field@fieldbook-demo.test' })).toBeVisible();

  await page.reload();
  await expect(added).toContainText('Home');
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('change password: the required messages go once the fields are filled, and a mismatch shows until they match', async ({
  page,
}) => {
  await signedInAs(page, demo.office);
  await page.goto('/User/ChangePassword');
  await page.getByRole('button', { name: 'Change Password' }).click();
  for (const label of ['Current password', 'New password', 'Confirm password']) {
    await expect(page.getByText(`${label} is required.`)).toBeVisible();
  }

  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password').fill('Quiet-Rivers-2026');
  await page.getByLabel('Confirm password').fill('Quiet-Rivers-202');
  for (const label of ['Current password', 'New password', 'Confirm password']) {
    await expect(page.getByText(`${label} is required.`)).toHaveCount(0);
  }
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Quiet-Rivers-2026');
  await expect(page.getByText('Passwords must match')).toBeHidden();
  // Changing the new password again makes them differ once more.
  await page.getByLabel('New password').fill('Quiet-Rivers-2027');
  await expect(page.getByText('Passwords must match')).toBeVisible();
});

test('without the phone and e-mail permission the profile shows no add or edit icons', async ({ page }) => {
  await signedInAs(page, demo.drillUser);
  await page.goto('/User/Profile');
  await expect(section(page, 'Phone Numbers').getByRole('listitem').first()).toBeVisible();
  await expect(section(page, 'Email Addresses').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add|Edit) (phone number|email address)/ })).toHaveCount(0);
});

test('personal documents: upload one file, download it, delete it after confirmation', async ({ page }) => {
  await signedInAs(page, demo.supervisor);
  await page.goto('/User/Profile');
  const docs = section(page, 'Documents');
  await expect(docs.getByRole('button', { name: 'CDL medical card', exact: true })).toBeVisible();

  await docs.getByRole('button', { name: 'Upload' }).click();
  await expect(docs.getByText('Please choose a file.')).toBeVisible();
  await docs.getByLabel('Document name').fill('Forklift certificate');
  await chooseFile(page, page.getByLabel('Document file'), {
    name: 'forklift.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await docs.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  const entry = docs.getByRole('listitem').filter({ hasText: 'Forklift certificate' });
  await expect(entry).toContainText('forklift.pdf');
  // Newest first.
  await expect(docs.getByRole('listitem').first()).toContainText('Forklift certificate');
  await expect(docs.getByLabel('Document name')).toHaveValue('');

  const downloaded = page.waitForEvent('download');
  await entry.getByRole('button', { name: 'Forklift certificate', exact: true }).click();
  expect((await downloaded).suggestedFilename()).toBe('forklift.pdf');

  // A file the server does not accept shows its message.
  await chooseFile(page, page.getByLabel('Document file'), {
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ'),
  });
  await docs.getByRole('button', { name: 'Upload' }).click();
  await expect(docs.getByRole('alert')).toHaveText('This type of file is not accepted.');

  await entry.getByRole('button', { name: 'Delete Forklift certificate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm).toContainText('Delete "Forklift certificate"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Delete Forklift certificate' }).click();
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(docs.getByRole('button', { name: 'CDL medical card', exact: true })).toBeVisible();
});

test('a profile that cannot load shows nothing of it, only logs', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await signedInAs(page, demo.office);
  await page.route('**/api/User/GetSelfInfo', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Broken' } }),
  );
  await page.goto('/User/Profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Phone Numbers' })).toHaveCount(0);
  await expect(page.getByText('Broken')).toHaveCount(0);
  await expect.poll(() => logged.some((l) => l.includes('The profile could not be loaded'))).toBe(true);
});

test('edit signature: only jpg, jpeg or png; cropped at 16:9, saved and shown on the profile', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/User/EditSignature');
  await expect(page.getByRole('heading', { name: 'Edit Signature' })).toBeVisible();
  await expect(page.getByText('No signature has been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Signature' })).toBeDisabled();

  await chooseFile(page, page.getByLabel('Signature image'), {
    name: 'signature.gif',
    mimeType: 'image/gif',
    buffer: await png(40, 20),
  });
  await expect(page.getByText('Invalid Image Type')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chosen signature image' })).toHaveCount(0);

  await chooseFile(page, page.getByLabel('Signature image'), {
    name: 'scan.PNG',
    mimeType: 'image/png',
    buffer: await png(1200, 900),
  });
  await expect(page.getByText('Invalid Image Type')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Chosen signature image' })).toBeVisible();
  const area = page.getByLabel('Crop area: drag or use the arrow keys to move the image');
  const box = await area.boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await area.focus();
  await page.keyboard.press('ArrowUp');

  await page.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully saved signature' })).toBeVisible();
  const current = page.getByRole('img', { name: 'Stored signature' });
  await expect(current).toBeVisible();
  const ratio = await current.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(Math.abs(ratio - 16 / 9)).toBeLessThan(0.01);

  await page.goto('/User/Profile');
  await expect(section(page, 'Signature').getByRole('img', { name: 'Stored signature' })).toBeVisible();
});

test("an administrator edits another user's signature at /Admin/User/{id}/EditSignature", async ({ page }) => {
  const accounting = await idOf(page, 'demo.accounting');
  await signedInAs(page, demo.admin);
  await page.goto(`/Admin/User/${accounting}/EditSignature`);
  await expect(page.getByRole('link', { name: 'Back to user' })).toHaveAttribute('href', `/Admin/User/${accounting}`);
  await expect(page.getByText('No signature has been saved.')).toBeVisible();
  await chooseFile(page, page.getByLabel('Signature image'), {
    name: 'accounting.jpeg',
    mimeType: 'image/png',
    buffer: await png(640, 360),
  });
  await page.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByText('Successfully saved signature')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Stored signature' })).toBeVisible();
});

/** Draws a stroke across the pad from 10 % to 90 % of its shown width. */
async function drawAcross(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) {
    await page.mouse.move(box.x + box.width * (0.1 + 0.05 * i), box.y + box.height * (0.5 + (i % 2 ? 0.2 : -0.2)));
  }
  await page.mouse.up();
  return box;
}

/** Where the preview has ink: the leftmost and rightmost inked columns, as fractions of 500. */
function inkSpan(page: Page) {
  return page.getByRole('img', { name: 'Signature preview' }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let min = c.width;
    let max = -1;
    for (let y = 0; y < c.height; y++)
      for (let x = 0; x < c.width; x++)
        if (data[(y * c.width + x) * 4 + 3] > 0) {
          min = Math.min(min, x);
          max = Math.max(max, x);
        }
    return { width: img.naturalWidth, height: img.naturalHeight, from: min / c.width, to: max / c.width };
  });
}

test('the signature pad draws, previews on Save and empties on Clear', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Signature');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please draw your signature first.');
  await expect(page.getByRole('img', { name: 'Signature preview' })).toHaveCount(0);

  await drawAcross(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const span = await inkSpan(page);
  expect(span).toMatchObject({ width: 500, height: 200 });
  expect(span.from).toBeLessThan(0.15);
  expect(span.to).toBeGreaterThan(0.8);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('img', { name: 'Signature preview' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please draw your signature first.');
});

test('on a 375 px phone the pad fits the screen and still draws at 500 × 200 @phone', async ({ page }) => {
  await signedInAs(page, demo.office);
  await page.goto('/Signature');
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await expect(pad).toHaveCSS('touch-action', 'none');
  const box = await drawAcross(page);
  expect(box.width).toBeLessThan(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Save' }).click();
  const span = await inkSpan(page);
  expect(span).toMatchObject({ width: 500, height: 200 });
  expect(span.to).toBeGreaterThan(0.8);

  await page.goto('/User/Profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
