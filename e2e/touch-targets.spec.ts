import { randomUUID } from 'node:crypto';
import { createSurveyForm } from '@fieldbook/contract/surveys';
import { expect, type Locator, type Page } from '@playwright/test';
import { installationJob } from './field-records.ts';
import { api, apiToken, demo, signIn, test } from './support.ts';

/*
 * One thumb: on a phone every control of the field screens and of the frame is at least 44 × 44 CSS px
 * (WCAG 2.5.5; Apple's and Material's touch guidance). Links inside a sentence are left out, as WCAG does.
 */
test.use({ viewport: { width: 375, height: 812 } });

const MIN = 44;

/**
 * Every visible control under 44 × 44, as 'role "name" w×h'. A control's target is its own box joined
 * with its labels' (tapping a checkbox's or a switch's label works it too).
 */
function smallTargets(page: Page, within?: Locator) {
  return (within ?? page.locator('body')).evaluate((root, min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"]';
    const inSentence = (a: Element) =>
      a instanceof HTMLAnchorElement &&
      getComputedStyle(a).display === 'inline' &&
      (a.parentElement?.textContent ?? '').trim() !== (a.textContent ?? '').trim();
    const small: string[] = [];
    for (const el of Array.from(root.querySelectorAll(selector))) {
      if (inSentence(el)) continue;
      const boxes = [el, ...Array.from((el as HTMLInputElement).labels ?? [])]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }))
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
      if (boxes.length === 0) continue;
      const width = Math.max(...boxes.map((r) => r.right)) - Math.min(...boxes.map((r) => r.left));
      const height = Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top));
      if (Math.round(width) >= min && Math.round(height) >= min) continue;
      const name =
        el.getAttribute('aria-label') ??
        ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.getAttribute('name') || '');
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      small.push(`${role} "${name.trim().slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return small;
  }, MIN);
}

/** Opens `url`, waits for what the user sees, and lists the small targets. */
async function screen(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(ready(page)).toBeVisible({ timeout: 30_000 });
  return (await smallTargets(page)).map((t) => `${url}: ${t}`);
}

test('every control of the frame and the field screens is at least 44 × 44 px on a phone @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, demo.supervisor);
  const { job, open, jsa } = await installationJob(request, token);
  const survey = (await api(request, token, createSurveyForm, { body: { id: job.jobId, clientKey: randomUUID() } }))
    .data.surveyFormId;
  const stage = (rest = '') => `/Opportunities/${job.opportunityId}/${job.jobId}/Installation${rest}`;
  await signIn(page, demo.supervisor);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });

  const found: string[] = [];
  // The frame: its header, the phone menu and the user menu.
  found.push(...(await screen(page, '/', (p) => p.getByRole('heading', { name: /^Welcome/ }))));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  found.push(...(await smallTargets(page)).map((t) => `menu: ${t}`));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  found.push(...(await smallTargets(page, page.getByRole('menu'))).map((t) => `user menu: ${t}`));
  await page.keyboard.press('Escape');

  // The field screens (docs/field-offline.md): the jobs, a job, its installation and forms, the timesheets.
  const screens: [string, (p: Page) => Locator][] = [
    ['/Jobs', (p) => p.getByRole('link', { name: job.jobName }).first()],
    [`/Opportunities/${job.opportunityId}/${job.jobId}`, (p) => p.getByRole('region', { name: 'Job details' })],
    [stage(), (p) => p.getByRole('heading', { name: 'Installation', exact: true })],
    [stage('/EquipmentForms'), (p) => p.getByRole('row', { name: new RegExp(open.unitNumber) })],
    [stage(`/EquipmentForms/${open.equipmentFormId}`), (p) => p.getByRole('form', { name: 'Equipment form' })],
    [stage('/FieldTickets'), (p) => p.getByRole('table', { name: 'Field tickets' })],
    [stage('/FieldTickets/new'), (p) => p.getByRole('form', { name: 'Field ticket' })],
    [stage('/JSA'), (p) => p.getByRole('link', { name: /JSA|View/ }).first()],
    [stage(`/JSA/${jsa.jsaId}`), (p) => p.getByRole('button', { name: 'PDF' })],
    [stage(`/JSA/${jsa.jsaId}/Edit`), (p) => p.getByRole('heading', { name: 'Edit JSA' })],
    [stage('/SurveyForms'), (p) => p.getByRole('heading', { name: 'Survey Forms' })],
    [stage(`/SurveyForms/${survey}`), (p) => p.getByRole('region', { name: '1 Client/Site Information' })],
    ['/Timesheets', (p) => p.getByRole('link', { name: 'Add Entries' })],
    ['/Timesheets/EditTimesheetEntry/new', (p) => p.getByRole('textbox', { name: 'Description' })],
  ];
  for (const [url, ready] of screens) found.push(...(await screen(page, url, ready)));
  expect(found).toEqual([]);
});
