import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays } from '@fieldbook/contract/inventory';
import { messages } from '@fieldbook/contract/messages';
import {
  createSurveyForm,
  getSurveyMeterOptions,
  saveSurveyForm,
  saveSurveyMeasurement,
  uploadSurveyFormMap,
} from '@fieldbook/contract/surveys';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, apiToken, demo, demoJob, isoDay, signedInAs, test, waitForMail } from './support.ts';

// The survey report: from a survey form, its PDF opens in a new tab and is e-mailed as an attachment.

const JOB = 'Larkspur Federal 5H Rig – rig wall';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A survey form with one meter placed on an uploaded site map, set up through the API; answers its id. */
async function surveyWithMeter(request: APIRequestContext, jobId: number, site: string) {
  const token = await apiToken(request, demo.supervisor);
  const { data } = await api(request, token, createSurveyForm, { body: { id: jobId, clientKey: crypto.randomUUID() } });
  const id = data.surveyFormId;
  await api(request, token, saveSurveyForm, {
    body: {
      surveyFormId: id,
      submissionDate: isoDay(0),
      company: 'Larkspur Energy',
      site,
      gpsLat: null,
      gpsLong: null,
      duration: 2,
      surveyType: 2,
      soundMeterCount: 1,
      vibrationMeterCount: 0,
      dBA: true,
      lMinMax: true,
    },
  });
  const today = isoDay(0);
  const options = (await api(request, token, getSurveyMeterOptions, { body: { id } })).data;
  const meter = options.find((m) => m.calibrationDue && m.calibrationDue > addCalendarDays(today, 30));
  expect(meter, 'the demo has a meter calibrated for a month and longer').toBeTruthy();
  await api(request, token, saveSurveyMeasurement, {
    body: {
      surveyMeasurementId: 0,
      surveyFormId: id,
      inventoryAssetId: meter?.inventoryAssetId ?? 0,
      height: 5,
      mounting: 'Tripod',
      gpsLatitude: null,
      gpsLongitude: null,
      deploymentDate: today,
      retrievalDate: addCalendarDays(today, 2),
      preCalibrated: true,
      postCalibrated: false,
      notes: `Fence line ${site}`,
      unused: false,
      unusedReason: '',
      location_X: 400,
      location_Y: 250,
    },
  });
  const plan = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#dfe8d0' } })
    .png()
    .toBuffer();
  const map = await request.post(`/api${uploadSurveyFormMap.path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { surveyFormId: String(id), file: { name: 'plan.png', mimeType: 'image/png', buffer: plan } },
  });
  expect(map.ok(), await map.text()).toBe(true);
  return { id, serial: meter?.serialNumber ?? '' };
}

/** The text of a PDF and its number of pages, as pdftotext and pdftoppm read it. */
function readBack(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'survey-report-'));
  const path = join(dir, 'report.pdf');
  writeFileSync(path, bytes);
  execFileSync('pdftoppm', ['-r', '20', '-png', path, join(dir, 'page')]);
  return {
    text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' '),
    pages: readdirSync(dir).filter((f) => f.startsWith('page')).length,
  };
}

/**
 * Opens the report from the form's PDF button: a new tab shows it. Answers the PDF for the request
 * the page made, fetched again with the supervisor's token (the page's own copy went into the tab).
 */
async function openReport(page: Page, request: APIRequestContext) {
  const sent = page.waitForResponse((r) => r.url().includes('/api/Pdf/GetSurveyFormPDF'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('form', { name: 'Survey form' }).getByRole('button', { name: 'PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const again = await request.get(response.url(), {
    headers: { authorization: `Bearer ${await apiToken(request, demo.supervisor)}` },
  });
  expect(again.ok()).toBe(true);
  return { bytes: await again.body(), query: new URL(response.url()).searchParams };
}

test('a supervisor opens a survey form’s report as a PDF', async ({ page, request }) => {
  const u = unique();
  const job = await demoJob(request, JOB);
  const form = await surveyWithMeter(request, job.jobId, `Report Pad ${u}`);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms/${form.id}`);
  // The first screen of the story loads the job page's and the form's code: more time on a busy machine.
  const site = page.getByRole('region', { name: '1 Client/Site Information' });
  await expect(site.getByText(`Report Pad ${u}`)).toBeVisible({ timeout: 30_000 });

  const { bytes, query } = await openReport(page, request);
  const offset = await page.evaluate(() => -new Date().getTimezoneOffset() / 60);
  expect(Number(query.get('timezoneOffset'))).toBe(offset + 0); // + 0: -0 in a browser on UTC
  const report = readBack(bytes);
  for (const expected of [
    'Noise & Vibration Survey Report',
    JOB,
    `Report Pad ${u}`,
    'Compliance Monitoring',
    'dBA, Lmin / Lmax',
    `Serial ${form.serial}`,
    'Marker 1 (400, 250)',
    `Fence line Report Pad ${u}`,
    'Site Map',
  ])
    expect(report.text).toContain(expected);
  expect(report.pages).toBeGreaterThanOrEqual(2);
  expect(report.text).toContain(`Page ${report.pages} of ${report.pages}`);

  // While editing, the report is not offered: it shows what is saved.
  const sheet = page.getByRole('form', { name: 'Survey form' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await expect(sheet.getByRole('button', { name: 'PDF' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet.getByRole('button', { name: 'PDF' })).toBeVisible();
});

test('a supervisor e-mails a survey form’s report to the regulator', async ({ page, request }) => {
  // Its set-up saves a form, a meter and a map, and the send renders the report: slow on a busy machine.
  test.slow();
  const u = unique();
  const job = await demoJob(request, JOB);
  const form = await surveyWithMeter(request, job.jobId, `Report Pad ${u}`);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms/${form.id}`);
  const site = page.getByRole('region', { name: '1 Client/Site Information' });
  await expect(site.getByText(`Report Pad ${u}`)).toBeVisible({ timeout: 30_000 });
  const sheet = page.getByRole('form', { name: 'Survey form' });
  // The whole form is there (its meters arrive after the top sections) before the dialog opens.
  await expect(sheet.getByText(`Fence line Report Pad ${u}`)).toBeVisible();
  // The dialog's form is not the survey form's: sending it (even refused) must not save the form around it.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/Survey(Form\/SaveSurveyForm|Measurement\/SaveSurveyMeasurement)$/.test(new URL(r.url()).pathname))
      saves.push(r.url());
  });
  await sheet.getByRole('button', { name: 'Email' }).click();
  const mail = page.getByRole('form', { name: 'Email survey report' });
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(mail.getByText('Email is required.')).toBeVisible();
  await mail.getByRole('textbox', { name: 'To Email' }).fill(`regulator-${u}@county.example.test`);
  await mail.getByRole('textbox', { name: 'To Name' }).fill('County Noise Office');
  await mail.getByRole('textbox', { name: 'Message' }).fill('The survey you asked for.');
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The survey report was sent to regulator-${u}@county.example.test.`)).toBeVisible();
  const sent = await waitForMail((m) => m.to.includes(`regulator-${u}@county.example.test`));
  expect(sent.subject).toContain(`Survey Report ${form.id} – Report Pad ${u}`);
  expect(saves).toEqual([]);
  await expect(mail).toBeHidden();
});

test('@phone the survey report opens from a phone, its buttons in the bar', async ({ page, request }) => {
  const u = unique();
  const job = await demoJob(request, JOB);
  const form = await surveyWithMeter(request, job.jobId, `Phone Report Pad ${u}`);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms/${form.id}`);
  await expect(
    page.getByRole('region', { name: '1 Client/Site Information' }).getByText(`Phone Report Pad ${u}`),
  ).toBeVisible({ timeout: 30_000 });
  const sheet = page.getByRole('form', { name: 'Survey form' });
  // Below the job's header on a phone: scrolled to, the whole button shows (the bar wraps, not clips).
  const email = sheet.getByRole('button', { name: 'Email' });
  await email.scrollIntoViewIfNeeded();
  await expect(email).toBeInViewport({ ratio: 1 });
  const { bytes } = await openReport(page, request);
  expect(readBack(bytes).text).toContain(`Phone Report Pad ${u}`);
  // Nothing of the screen scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // At the pad with no signal: the PDF and the e-mail say they wait for one, instead of failing or spinning.
  await page.context().setOffline(true);
  await sheet.getByRole('button', { name: 'PDF' }).click();
  await expect(page.getByText(messages.pdfNeedsConnection)).toBeVisible();
  await email.click();
  const mail = page.getByRole('form', { name: 'Email survey report' });
  await mail.getByRole('textbox', { name: 'To Email' }).fill(`regulator-${u}@county.example.test`);
  await expect(mail.getByText(messages.emailNeedsConnection)).toBeVisible();
  await expect(mail.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(mail.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(mail.getByText(messages.emailNeedsConnection)).toHaveCount(0);
});
