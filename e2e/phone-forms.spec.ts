import { equipmentFormList } from '@fieldbook/contract/forms-equipment';
import { getSurveyFormList } from '@fieldbook/contract/surveys';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { api, apiToken, demo, demoJob, drawSignatureWithFinger, signedInAs, test } from './support.ts';

// The field screens on a phone (docs/decisions/performance-and-phones.md "Field forms on a phone").
const JOB = 'Sandoval 3-9 Completion – frac wall';
const HEIGHT = 812;

test.use({ viewport: { width: 375, height: HEIGHT } });
// Each story opens a job page cold on a phone's viewport: its chunks and data can take longer than the
// default wait on the shared two-core machine, which waits for what the user sees, never for a time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

/** True when the element lies wholly inside the first screen (the page not scrolled). */
async function inFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= HEIGHT;
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The six field screens by their addresses, each with the heading that opens it. */
async function fieldScreens(page: Page) {
  const job = await demoJob(page.request, JOB);
  const token = await apiToken(page.request);
  const stage = job.url('Installation');
  const [form] = (await api(page.request, token, equipmentFormList, { query: { jobId: job.jobId } })).data;
  const [survey] = (await api(page.request, token, getSurveyFormList, { body: { id: job.jobId } })).data;
  return [
    { name: 'forms-list', path: stage, heading: 'Installation' },
    { name: 'equipment-form', path: `${stage}/EquipmentForms/${form.equipmentFormId}`, heading: form.name },
    { name: 'field-ticket', path: `${stage}/FieldTickets/new`, heading: 'New Field Ticket' },
    { name: 'jsa', path: `${stage}/JSA/new`, heading: 'New JSA' },
    { name: 'survey-form', path: `${stage}/SurveyForms/${survey.surveyFormId}`, heading: 'Survey Form' },
    { name: 'timesheet-entry', path: '/Timesheets/EditTimesheetEntry/new', heading: 'Add Entries' },
  ];
}

/** The fields a crew types in, as the browser shows them (not the hidden ones of closed sections). */
const typedFields = (scope: Locator) =>
  scope.locator('input:not([type=hidden]):not([type=checkbox]):not([type=file]):visible, textarea:visible');

test('@phone every field screen opens at its form on a phone, with nothing scrolling sideways', async ({
  page,
}, testInfo) => {
  await signedInAs(page, demo.supervisor);
  for (const screen of await fieldScreens(page)) {
    await page.goto(screen.path);
    const heading = page.getByRole('heading', { name: screen.heading, exact: true });
    await expect(heading).toBeVisible();
    expect(await inFirstScreen(heading), `${screen.name}: heading on the first screen`).toBe(true);
    const form = page.getByRole('form').first();
    // The survey form opens read-only (its fields come with Edit, in its sticky top bar).
    if ((await form.count()) > 0 && screen.name !== 'survey-form') {
      // The first field's label (a date field is a button, a picker an input: every field has its label).
      const first = form.locator('label:visible').first();
      await expect(first).toBeVisible();
      expect(await inFirstScreen(first), `${screen.name}: first field on the first screen`).toBe(true);
    }
    expect(await sidewaysOverflow(page), `${screen.name}: no sideways scroll`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${screen.name}.png`), fullPage: false });
  }
});

test('@phone the job shrinks to one line whose Details open the job card, and the selector changes form and stage', async ({
  page,
  request,
}) => {
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/JSA/new`);
  await expect(page.getByRole('heading', { name: 'New JSA' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: JOB })).toBeVisible();
  // The full cards are one tap away, not in the way.
  await expect(page.getByRole('region', { name: 'Job details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('region', { name: 'Job details' }).getByText(job.jobNumber)).toBeVisible();

  const selector = page.getByRole('navigation', { name: 'Job forms' });
  await selector.getByRole('combobox', { name: 'Job form' }).selectOption({ label: 'Field Tickets' });
  await expect(page.getByRole('heading', { name: 'Field Tickets' })).toBeVisible();
  await expect(page).toHaveURL(/\/Installation\/FieldTickets$/);
  await selector.getByRole('combobox', { name: 'Job stage' }).selectOption({ label: 'Scope' });
  await expect(page).toHaveURL(/\/Scope$/);
});

test('@phone a long form moves section by section, and the open section is kept across a reload', async ({
  page,
  request,
}) => {
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/JSA/new`);
  const jsa = page.getByRole('form', { name: 'JSA worksheet' });
  await expect(jsa.getByText('1 of 4', { exact: true }).first()).toBeVisible();
  await expect(jsa.getByRole('textbox', { name: 'Supervisor', exact: true })).toBeVisible();
  await jsa.getByRole('button', { name: 'Next: Considerations' }).click();
  await jsa.getByRole('button', { name: 'Next: Emergency Locations' }).click();
  const emergency = jsa.getByRole('button', { name: /^Emergency Locations/ });
  await expect(emergency).toHaveAttribute('aria-expanded', 'true');
  await expect(jsa.getByRole('textbox', { name: 'Supervisor', exact: true })).toBeHidden();

  // The phone locked and its browser dropped the page: it opens where the crew was.
  await page.reload();
  await expect(jsa.getByRole('button', { name: /^Emergency Locations/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(jsa.getByText('3 of 4', { exact: true }).first()).toBeVisible();
  await expect(jsa.getByRole('button', { name: 'Add Emergency Location' })).toBeVisible();

  // A refused field opens its section and says so.
  await jsa.getByRole('button', { name: 'Save JSA' }).click();
  const site = jsa.getByRole('button', { name: /^Job Site/ });
  await expect(site).toHaveAttribute('aria-expanded', 'true');
  await expect(site.getByText('Needs attention')).toBeVisible();
});

/** Focuses each field in turn and answers those the sticky bar covers. */
async function coveredFields(page: Page, scope: Locator) {
  const bar = page.getByRole('group', { name: 'Form actions' });
  const covered: string[] = [];
  const fields = typedFields(scope);
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    await field.focus();
    await expect(field).toBeFocused();
    // The page has settled once two frames went by (the bar moves the field up in the next one).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const [f, b] = [await field.boundingBox(), await bar.boundingBox()];
    if (f && b && f.y + f.height > b.y && f.y < b.y + b.height)
      covered.push((await field.getAttribute('id')) ?? `#${i}`);
  }
  return covered;
}

test('@phone the sticky Save and Submit stay in view and never cover the focused field, keyboard open or not', async ({
  page,
  request,
}) => {
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets/new`);
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  const bar = page.getByRole('group', { name: 'Form actions' });
  await expect(bar.getByRole('button', { name: 'Submit Ticket' })).toBeVisible();
  expect(await inFirstScreen(bar)).toBe(true);
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('button', { name: /^Signatures/ }).click();
  expect(await coveredFields(page, ticket)).toEqual([]);

  // An on-screen keyboard leaves about half the screen: the bar and the field share what is left.
  await page.setViewportSize({ width: 375, height: 420 });
  expect(await coveredFields(page, ticket)).toEqual([]);
  await ticket.getByRole('button', { name: /^Date and Roustabouts/ }).click();
  expect(await coveredFields(page, ticket)).toEqual([]);
});

test('@phone a signature spans the width and is drawn in landscape', async ({ page, request }, testInfo) => {
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets/new`);
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await ticket.getByRole('button', { name: /^Signatures/ }).click();
  const client = ticket.getByRole('group', { name: 'Client Signature' });
  const pad = client.getByRole('img', { name: 'Signature pad' });
  const portrait = await pad.boundingBox();
  // Across the screen but for the form's margins.
  expect(portrait?.width).toBeGreaterThan(375 * 0.7);

  await page.setViewportSize({ width: HEIGHT, height: 375 });
  await pad.scrollIntoViewIfNeeded();
  await drawSignatureWithFinger(page, client);
  await client.getByRole('textbox', { name: 'Client Printed Name' }).fill('Marta Quintana');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('signature-landscape.png') });
  // Turned sideways the phone is wider than the breakpoint: the form shows whole, its actions at its end.
  await page.getByRole('button', { name: 'Save Ticket' }).click();
  await expect(page.getByText(/Field ticket saved/)).toBeVisible();
});
