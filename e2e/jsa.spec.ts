import { expect, type Locator, type Page } from '@playwright/test';
import {
  choose,
  demo,
  demoJob,
  drawSignature,
  drawSignatureWithFinger,
  openSection,
  signedInAs,
  test,
} from './support.ts';

/** The worksheet's header fields, as the supervisor fills them on site. */
async function fillHeader(sheet: Locator, emergencyAddress: string) {
  await sheet.getByRole('textbox', { name: 'Supervisor', exact: true }).fill('Cody Braddock');
  await sheet.getByRole('textbox', { name: 'Supervisor Contact', exact: true }).fill('(432) 555-0145');
  await sheet.getByRole('textbox', { name: 'CPR Certified Employee on Site', exact: true }).fill('Rosa Jimenez');
  await sheet.getByRole('textbox', { name: 'Nearest Hospital', exact: true }).fill('Midland Memorial Hospital');
  await sheet
    .getByRole('textbox', { name: 'Nearest Hospital Address', exact: true })
    .fill('400 Rosalind Redfern Grover Pkwy, Midland, TX');
  await sheet.getByRole('textbox', { name: 'Emergency Address', exact: true }).fill(emergencyAddress);
}

/**
 * The first risk management row: the first product of the job's scope, its first action and that
 * action's first risk, with the site's own risk and mitigation. Returns the action chosen.
 */
async function fillFirstProductRow(page: Page, sheet: Locator) {
  await choose(page, 'Product 1', /.+/, { scope: sheet });
  await choose(page, 'Product 1 Sequence of Actions', /.+/, { scope: sheet });
  const action = await sheet.getByRole('combobox', { name: 'Product 1 Sequence of Actions', exact: true }).inputValue();
  await sheet.getByRole('combobox', { name: 'Product 1 Potential Risks' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await sheet
    .getByRole('textbox', { name: 'Product 1 Site Specific Risk', exact: true })
    .fill('Soft ground beside the reserve pit');
  await sheet
    .getByRole('textbox', { name: 'Product 1 Site Specific Risk Mitigation', exact: true })
    .fill('Crane mats under the telehandler');
  return action;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a supervisor writes a JSA for an installation, takes a signature, edits it and reads the edit log', async ({
  page,
  request,
}) => {
  test.slow(); // the longest story: 42 s at a load of 9 on two cores, and once past 60 s
  const job = await demoJob(request, 'Larkspur Federal 5H Rig – rig wall');
  await signedInAs(page, demo.supervisor);
  await page.goto(job.url('Installation'));
  await page.getByRole('navigation', { name: 'Job forms' }).getByRole('tab', { name: 'JSA' }).click();
  await expect(page.getByRole('heading', { name: 'Job Safety Analysis' })).toBeVisible();
  await page.getByRole('link', { name: 'New JSA' }).click();

  const sheet = page.getByRole('form', { name: 'JSA worksheet' });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await sheet.getByRole('button', { name: 'Save JSA' }).click();
  await expect(page.getByText(/^The following fields are required: Supervisor, Supervisor Contact/)).toBeVisible();

  await fillHeader(sheet, 'Larkspur Federal 5H, CR 1250, Midland, TX');
  await sheet.getByRole('checkbox', { name: 'Personal Protective Equipment: Hard Hat' }).check();
  await sheet.getByRole('checkbox', { name: 'Site Hazards: Other' }).check();
  await sheet.getByRole('textbox', { name: 'Site Hazards Other' }).fill('Rattlesnakes near the pipe rack');

  await sheet.getByRole('button', { name: 'Add Emergency Location' }).click();
  await choose(page, 'Emergency 1 Type', 'Muster Point', { scope: sheet });
  await sheet.getByRole('textbox', { name: 'Emergency 1 Location', exact: true }).fill('Northeast corner gate');
  await expect(sheet.getByText('Input limited to 16 characters.')).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: 'Emergency 1 Location', exact: true })).toHaveValue(
    'Northeast corner',
  );

  const action = await fillFirstProductRow(page, sheet);
  await sheet.getByRole('button', { name: 'Save JSA' }).click();

  await expect(page).toHaveURL(/\/Installation\/JSA\/\d+$/);
  await expect(page.getByText('JSA saved.')).toBeVisible();
  await expect(page.getByText('(432) 555-0145')).toBeVisible();
  await expect(page.getByText('Other: Rattlesnakes near the pipe rack')).toBeVisible();
  await expect(page.getByText('Northeast corner', { exact: true })).toBeVisible();
  const risks = page.getByRole('table', { name: 'Risk management' });
  await expect(risks.getByText('Crane mats under the telehandler')).toBeVisible();
  if (action) await expect(risks.getByText(action)).toBeVisible();

  // The sign-in sheet: both fields are needed, and the form clears after a saved signature.
  const sign = page.getByRole('form', { name: 'Sign the JSA' });
  await sign.getByRole('button', { name: 'Save Signature' }).click();
  await expect(sign.getByText('Name Input Required')).toBeVisible();
  await expect(sign.getByText('Signature Must Be Provided')).toBeVisible();
  await drawSignature(page);
  await sign.getByRole('textbox', { name: 'Printed Name', exact: true }).fill('Rosa Jimenez');
  await sign.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByText('Successfully saved signature')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature of Rosa Jimenez' })).toBeVisible();
  await expect(sign.getByRole('textbox', { name: 'Printed Name', exact: true })).toHaveValue('');

  // Edit, then the edit log names the editor.
  await page.getByRole('link', { name: 'Edit JSA' }).click();
  await sheet.getByRole('textbox', { name: 'Supervisor Contact', exact: true }).fill('(432) 555-0199');
  await sheet.getByRole('button', { name: 'Save JSA' }).click();
  await expect(page.getByText('(432) 555-0199')).toBeVisible();
  await page.getByRole('button', { name: 'View Edit Log' }).click();
  await expect(page.getByRole('list', { name: 'Edits' }).getByText('Cody Braddock')).toBeVisible();

  // The stage's list shows the JSA with its creator.
  await page.getByRole('link', { name: 'All JSAs' }).click();
  await expect(page.getByRole('table', { name: 'JSAs' }).getByText('Cody Braddock').first()).toBeVisible();
});

test('@phone a crew member signs the morning JSA with a finger, and the supervisor writes the next one on a phone', async ({
  page,
  request,
}) => {
  test.slow(); // a whole worksheet through a phone's selects
  const job = await demoJob(request, 'Hawkins 14-22 Pad – sound wall');
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('OnRent')}/JSA`);
  await page.getByRole('table', { name: 'JSAs' }).getByRole('link').first().click();
  await expect(page.getByRole('img', { name: 'Signature of Rosa Jimenez' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // The sign-in sheet, signed with a finger on the phone's screen.
  const sign = page.getByRole('form', { name: 'Sign the JSA' });
  await drawSignatureWithFinger(page, sign);
  await sign.getByRole('textbox', { name: 'Printed Name', exact: true }).fill('Luis Ortega');
  await sign.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByText('Successfully saved signature')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature of Luis Ortega' })).toBeVisible();

  // The next morning's worksheet, written on the phone.
  await page.getByRole('link', { name: 'All JSAs' }).click();
  await page.getByRole('link', { name: 'New JSA' }).click();
  const sheet = page.getByRole('form', { name: 'JSA worksheet' });
  await fillHeader(sheet, 'Hawkins 14-22 Pad, CR 1250, Midland, TX');
  // One section at a time on a phone.
  await openSection(sheet, 'Considerations');
  await sheet.getByRole('checkbox', { name: 'Personal Protective Equipment: Hard Hat' }).check();
  await openSection(sheet, 'Risk Management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await fillFirstProductRow(page, sheet);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await sheet.getByRole('button', { name: 'Save JSA' }).click();
  await expect(page).toHaveURL(/\/OnRent\/JSA\/\d+$/);
  await expect(page.getByText('JSA saved.')).toBeVisible();
  await expect(page.getByText('Hawkins 14-22 Pad, CR 1250, Midland, TX')).toBeVisible();
});
