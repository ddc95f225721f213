import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addScopeItem, getHandOffProfile, scopeBuilderTree } from '@fieldbook/contract/hand-off';
import { expect, type Page } from '@playwright/test';
import {
  api,
  apiToken,
  choose,
  chooseFile,
  createAccount,
  createJob,
  createOpportunity,
  signedInAs,
  test,
} from './support.ts';

/** A job of its own with one scope item on the given tree path, set up as demo.admin. */
async function jobWithScope(page: Page, name: string, path: string[]) {
  const token = await apiToken(page.request);
  const accountId = await createAccount(page.request, token, `${name} Operating`);
  const opportunityId = await createOpportunity(page.request, token, { accountId, opportunityName: `${name} Pad` });
  const jobId = await createJob(page.request, token, { opportunityId, jobName: `${name} Pad – monitoring` });
  const { handOff } = await api(page.request, token, getHandOffProfile, { body: { id: jobId } });
  let nodes = (await api(page.request, token, scopeBuilderTree)).data;
  const selections: number[] = [];
  for (const tier of path) {
    const node = nodes.find((n) => n.itemName === tier);
    if (!node) throw new Error(`no scope node ${tier}`);
    selections.push(node.scopeBuilderId);
    nodes = node.children;
  }
  await api(page.request, token, addScopeItem, {
    body: {
      handOffId: handOff.handOffId,
      selections,
      quantity: '4',
      description: 'Four property lines',
      optional: false,
    },
  });
  return `/Opportunities/${opportunityId}/${jobId}/Budgeting/Proposal`;
}

test('build a proposal with two notes and an attachment, generate it, mark the favourite, download', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'demo.sales');
  const url = await jobWithScope(page, `Kestrel ${Date.now() % 100000}`, [
    'Noise Monitoring',
    'Baseline Survey',
    'Attended',
    'Class 1 meter',
  ]);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Cover Letter' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No Generated Proposals Found')).toBeVisible();

  // The three selections are required, each with its own message.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Select a BAENC Contact')).toBeVisible();
  await expect(page.getByText('Select a Customer Office Location')).toBeVisible();
  await expect(page.getByText('Select a Company Contact')).toBeVisible();

  await choose(page, 'BAENC Contact', 'Grant Holloway');
  await choose(page, 'Customer Office Location', /billing/);
  await choose(page, 'Company Contact', 'Set-up Contact');
  await choose(page, 'Pronoun', 'Ms.');
  await page.getByLabel('Reference').fill('RFQ-7781');

  // Body and notes come from the configuration: the section and the default notes.
  const body = page.getByRole('region', { name: 'Body' });
  await expect(body.getByLabel('Section Title')).toHaveValue(/Noise Monitoring/);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('Pricing is valid for 30 days from the date of this proposal.')).toBeVisible();
  await expect(notes.getByRole('button', { name: /Remove note/ })).toHaveCount(0);
  for (const text of [
    'Meters are placed at the four corners of the pad.',
    'Weekly reports go to the site supervisor.',
  ]) {
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await notes.getByRole('textbox').last().fill(text);
  }
  await expect(notes.getByRole('button', { name: /Remove note/ })).toHaveCount(2);

  // The default attachment stays; one more is added from the library.
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments.getByText('Standard Terms and Conditions')).toBeVisible();
  await expect(
    attachments.getByRole('button', { name: 'Remove attachment Standard Terms and Conditions' }),
  ).toHaveCount(0);
  await choose(page, 'Attachment Library', 'Sound Wall Product Sheet');
  await attachments.getByRole('button', { name: 'Add Attachment' }).click();
  await expect(attachments.getByRole('button', { name: 'Remove attachment Sound Wall Product Sheet' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Successfully Saved Proposal')).toBeVisible();

  // Generate: the PDF downloads and appears in the list as the favourite.
  const generated = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const pdfPath = join(tmpdir(), `proposal-story-${Date.now()}.pdf`);
  await (await generated).saveAs(pdfPath);
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('RFQ-7781');
  expect(text).toContain('Meters are placed at the four corners of the pad.');
  expect(text).toContain('Sound Wall – Product Sheet');
  expect(text).toContain('Standard Terms and Conditions');

  const list = page.getByRole('list', { name: 'Generated proposals' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /is the favorite/ })).toHaveCount(1);

  // A second one; the favourite mark moves to it, and there is still exactly one.
  const second = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  await second;
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: /^Mark .* as favorite$/ }).click();
  await expect(
    list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /is the favorite/ }),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: /is the favorite/ })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Download/ })
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/-2\.pdf$/);
  const again = join(tmpdir(), `proposal-story-again-${Date.now()}.pdf`);
  await saved.saveAs(again);
  expect(readFileSync(again).subarray(0, 5).toString()).toBe('%PDF-');
});

test('administration: a note linked in bulk, a PDF attachment uploaded, a scope configured', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'demo.admin');
  const stamp = Date.now() % 100000;

  // Notes: create one, then link it to two scope combinations in bulk.
  await page.goto('/Admin/Proposal/Notes');
  const noteText = `Crane access is confirmed by the customer (${stamp}).`;
  await page.getByLabel('New Note').fill(noteText);
  await page.getByRole('button', { name: 'Create Note' }).click();
  await expect(page.getByText('Note Saved')).toBeVisible();
  const note = page.getByRole('list', { name: 'Notes' }).getByRole('listitem').filter({ hasText: noteText });
  await note.getByRole('link', { name: /Edit note/ }).click();
  await expect(page.getByRole('heading', { name: 'Note Editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk Note Link' }).click();
  await page.getByLabel('Filter scope combinations').fill('STC 40 24 ft');
  await page.getByRole('checkbox', { name: 'Sound Wall - STC 40 - 24 ft - Freestanding' }).check();
  await page.getByRole('checkbox', { name: 'Sound Wall - STC 40 - 24 ft - Rig-mounted' }).check();
  await page.getByRole('button', { name: 'Link Selected (2)' }).click();
  await expect(page.getByText('Note linked. (2)')).toBeVisible();

  // Attachments: the name comes first, then the PDF.
  await page.goto('/Admin/Proposal/Attachments');
  const pdf = { name: 'warranty.pdf', mimeType: 'application/pdf', buffer: await warrantyPdf(page) };
  await chooseFile(page, page.getByLabel('PDF File'), pdf);
  await expect(page.getByText('Please add an attachment name before uploading file.')).toBeVisible();
  // The refused pick empties the file input, so choosing the same file again is a change it hears.
  await expect(page.getByRole('region', { name: 'Upload attachment' }).locator('input[type="file"]')).toHaveValue('');
  const name = `Wall Warranty ${stamp}`;
  await page.getByLabel('Attachment Name').fill(name);
  await chooseFile(page, page.getByLabel('PDF File'), pdf);
  await expect(page.getByText('Upload Complete')).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Attachment Editor' })).toBeVisible();
  await expect(page.getByTitle(`Preview of ${name}`)).toBeVisible();
  // Open PDF shows the document in a tab of its own, in every browser.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expect(page.getByLabel('Replacement PDF')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Replace Document' }).check();
  await expect(
    page.getByText('Uploading a file now instantly replaces the document of this attachment.'),
  ).toBeVisible();
  await page.getByLabel('Terms and Conditions').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Attachment Data Saved')).toBeVisible();

  // Configuration: filter, open one scope combination, save it with the note and the attachment.
  await page.goto('/Admin/Proposal');
  await page.getByLabel('Filter scope combinations').fill('STC 40 32 ft rig');
  await page.getByRole('link', { name: 'Sound Wall - STC 40 - 32 ft - Rig-mounted' }).click();
  await expect(page.getByRole('heading', { name: 'Scope Editor' })).toBeVisible();
  await page.getByLabel('Proposal Title').fill(`Rig-mounted STC 40 wall ${stamp}`);
  await choose(page, 'Notes', new RegExp(`Crane access.*${stamp}`));
  await choose(page, 'Attachments', name);
  await page.keyboard.press('Escape');
  await page.getByLabel('Hide Item').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration Saved')).toBeVisible();
});

/** A real one-page PDF, printed by the browser. */
async function warrantyPdf(page: Page): Promise<Buffer> {
  const other = await page.context().newPage();
  await other.setContent('<h1>Sound Wall Warranty</h1><p>Panels are warranted for the rental period.</p>');
  const bytes = await other.pdf({ format: 'Letter' });
  await other.close();
  return bytes;
}
