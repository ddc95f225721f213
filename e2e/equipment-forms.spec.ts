import {
  addEquipmentFormCategory,
  addEquipmentFormCheckbox,
  addEquipmentFormName,
  addEquipmentFormPhotoType,
  saveEquipmentFormTemplate,
} from '@fieldbook/contract/forms-equipment';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, apiToken, choose, demo, demoJob, signedInAs, test, waitForMail } from './support.ts';

const JOB = 'Larkspur Federal 5H Rig – rig wall';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A photo as the phone's camera would give it. */
const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer(),
});

/** A form (kind of equipment) with one category, two checklist items and one required photo type; answers its name. */
async function template(request: APIRequestContext) {
  const token = await apiToken(request);
  const u = unique();
  const add = async (e: typeof addEquipmentFormName, name: string) =>
    (await api(request, token, e, { body: { name } })).id;
  const name = `Story Pump ${u}`;
  const nameId = await add(addEquipmentFormName, name);
  const categoryId = await add(addEquipmentFormCategory, `Story Engine ${u}`);
  const a = await add(addEquipmentFormCheckbox, `Oil level ${u}`);
  const b = await add(addEquipmentFormCheckbox, `Belts tight ${u}`);
  const photoTypeId = await add(addEquipmentFormPhotoType, `Nameplate ${u}`);
  await api(request, token, saveEquipmentFormTemplate, {
    body: {
      equipmentFormNameId: nameId,
      checkBoxesCategories: [{ categoryId, checkBoxes: [{ checkBoxId: a }, { checkBoxId: b }] }],
      requiredPhotos: [{ photoTypeId }],
    },
  });
  return { name, u };
}

async function startForm(page: Page, name: string, unit: string) {
  await page.getByRole('link', { name: 'New Equipment Form' }).click();
  await choose(page, 'Equipment', name);
  const sheet = page.getByRole('form', { name: 'Equipment form' });
  await sheet.getByRole('textbox', { name: 'Unit Number' }).fill(unit);
  return sheet;
}

test('an administrator builds an equipment form template', async ({ page }) => {
  const u = unique();
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/CreateEquipmentForm');
  const options = page.getByRole('region', { name: 'Options' });
  const addOption = async (label: string, button: string, value: string) => {
    await options.getByRole('textbox', { name: label }).fill(value);
    await options.getByRole('button', { name: button }).click();
    await expect(options.getByRole('textbox', { name: label })).toHaveValue('');
  };
  await options.getByRole('button', { name: 'Add Category' }).click();
  await expect(options.getByText('Please enter a name.')).toBeVisible();
  await addOption('New Form', 'Add Form', `Story Light Tower ${u}`);
  await addOption('New Category', 'Add Category', `Story Lights ${u}`);
  await addOption('New Checkbox', 'Add Checkbox Option', `Story lamps ${u}`);
  await addOption('New Photo Type', 'Add Photo Type Option', `Story mast ${u}`);

  const builder = page.getByRole('region', { name: 'Template' });
  await choose(page, 'Form', `Story Light Tower ${u}`, { scope: builder });
  await builder.getByRole('button', { name: 'Add Checkbox' }).click();
  await expect(builder.getByText('Please select a checkbox to add')).toBeVisible();
  await expect(builder.getByText('Please select a category for checkbox')).toBeVisible();
  await choose(page, 'Checkbox', `Story lamps ${u}`, { scope: builder });
  await choose(page, 'Category', `Story Lights ${u}`, { scope: builder });
  await builder.getByRole('button', { name: 'Add Checkbox' }).click();
  await expect(builder.getByRole('table', { name: `Story Lights ${u} checkboxes` })).toContainText(`Story lamps ${u}`);
  await builder.getByRole('button', { name: 'Add Photo Type' }).click();
  await expect(builder.getByText('Please select a photo type to add to form.')).toBeVisible();
  await choose(page, 'Photo Type', `Story mast ${u}`, { scope: builder });
  await builder.getByRole('button', { name: 'Add Photo Type' }).click();
  await builder.getByRole('button', { name: 'Save Form' }).click();
  await expect(page.getByText('Successfully Saved Template')).toBeVisible();

  // Saving resets the builder; choosing the form again loads what was saved.
  await choose(page, 'Form', `Story Light Tower ${u}`, { scope: builder });
  await expect(builder.getByRole('table', { name: `Story Lights ${u} checkboxes` })).toContainText(`Story lamps ${u}`);
  await expect(builder.getByText(`Story mast ${u}`)).toBeVisible();

  // Delete Form asks first with the specification's words.
  await builder.getByRole('button', { name: 'Delete Form' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('This will permenantly delete this form from the system. Please confirm.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Form deleted.')).toBeVisible();
  await expect(builder.getByRole('combobox', { name: 'Form' })).toHaveValue('');
});

test('a field supervisor fills an equipment form with photos and submits it', async ({ page, request }) => {
  const { name, u } = await template(request);
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/EquipmentForms`);
  await expect(page.getByRole('heading', { name: 'Equipment Forms' })).toBeVisible();
  const sheet = await startForm(page, name, `P-${u}`);
  await sheet.getByRole('checkbox', { name: `Oil level ${u}` }).check();
  await expect(sheet.getByText('Save the form to add photos.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Save Form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  // Now saved: the photo sections show; damage always, delivery on an installation.
  const saved = page.getByRole('form', { name: 'Equipment form' });
  await expect(saved.getByRole('region', { name: 'Damage Photos' })).toBeVisible();
  await expect(saved.getByRole('region', { name: 'Pickup Photos' })).toHaveCount(0);
  await saved.getByRole('button', { name: 'Submit' }).click();
  await expect(saved.getByText('Please describe the problem.').first()).toBeVisible();
  await saved.getByRole('textbox', { name: `Problem: Belts tight ${u}` }).fill('Belt frayed on the alternator side');
  await saved.getByRole('button', { name: 'Submit' }).click();
  await expect(saved.getByText('Please upload all required photos')).toBeVisible();

  // A file that is not an image is refused and the form keeps what it had.
  await saved.getByLabel(`Add photo: Nameplate ${u}`).setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a photo'),
  });
  await expect(saved.getByText(/The photo could not be uploaded\. The form is unchanged\./)).toBeVisible();

  await saved.getByLabel(`Add photo: Nameplate ${u}`).setInputFiles(await photo('nameplate.jpg'));
  await expect(saved.getByRole('img', { name: 'nameplate.jpg' })).toBeVisible();
  await saved.getByLabel('Add photo: Delivery Photos').setInputFiles(await photo('delivered.jpg'));
  await expect(saved.getByRole('img', { name: 'delivered.jpg' })).toBeVisible();
  await saved.getByLabel('Add photo: Hour Meter / Fuel Photo').setInputFiles(await photo('hours.jpg'));
  await expect(saved.getByRole('img', { name: 'hours.jpg' })).toBeVisible();
  await saved.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted.')).toBeVisible();

  // Submitted: the read view, with the problem and the photos; the list shows it completed.
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByText('Belt frayed on the alternator side')).toBeVisible();
  await expect(page.getByRole('img', { name: 'nameplate.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF' })).toBeVisible();

  // E-mailed to the client with its PDF attached, from the same dialog as the other forms.
  await page.getByRole('button', { name: 'Email' }).click();
  const mail = page.getByRole('form', { name: 'Email Equipment Form' });
  await mail.getByRole('textbox', { name: 'To Email' }).fill(`yard-${u}@client.example.test`);
  await mail.getByRole('textbox', { name: 'Message' }).fill('The belts were replaced.');
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The equipment form was sent to yard-${u}@client.example.test.`)).toBeVisible();
  const sent = await waitForMail((m) => m.to.includes(`yard-${u}@client.example.test`));
  expect(sent.subject).toContain(`Unit P-${u}`);
  await page.getByRole('link', { name: 'Back to the equipment forms' }).click();
  const row = page.getByRole('row', { name: new RegExp(`P-${u}`) });
  await expect(row.getByRole('img', { name: 'Completed', exact: true })).toBeVisible();
});

test('on a 375 px phone a supervisor saves an equipment form with a photo @phone', async ({ page, request }) => {
  const { name, u } = await template(request);
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/EquipmentForms`);
  const sheet = await startForm(page, name, `PH-${u}`);
  await sheet.getByRole('button', { name: 'Save Form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();
  const saved = page.getByRole('form', { name: 'Equipment form' });
  await saved.getByLabel('Add photo: Damage Photos').setInputFiles(await photo('dent.jpg'));
  await expect(saved.getByRole('img', { name: 'dent.jpg' })).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
