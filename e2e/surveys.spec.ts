import { addCalendarDays } from '@fieldbook/contract/inventory';
import {
  createSurveyForm,
  getSurveyMeterOptions,
  saveSurveyForm,
  saveSurveyMeasurement,
} from '@fieldbook/contract/surveys';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, apiToken, choose, dayLabel, demo, demoJob, isoDay, signedInAs, test } from './support.ts';

const JOB = 'Larkspur Federal 5H Rig – rig wall';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A site sketch as a phone photo would give it: wider than the map, so the server fits it into 800 x 500. */
const mapImage = async () => ({
  name: 'site-sketch.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#dfe8d0' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect x="300" y="250" width="600" height="400" fill="#8a6d3b"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer(),
});

/** A survey form on the job, set up through the API as the supervisor; answers its id. */
async function surveyOn(request: APIRequestContext, jobId: number, site: string) {
  const token = await apiToken(request, demo.supervisor);
  const { data } = await api(request, token, createSurveyForm, { body: { id: jobId, clientKey: crypto.randomUUID() } });
  await api(request, token, saveSurveyForm, {
    body: {
      surveyFormId: data.surveyFormId,
      submissionDate: isoDay(0),
      company: 'Larkspur Energy',
      site,
      gpsLat: null,
      gpsLong: null,
      duration: 1,
      surveyType: 1,
      soundMeterCount: 1,
      vibrationMeterCount: 0,
    },
  });
  return { id: data.surveyFormId, token };
}

/** The meters a form may use, with their calibration due days. */
async function meters(request: APIRequestContext, token: string, surveyFormId: number) {
  return (await api(request, token, getSurveyMeterOptions, { body: { id: surveyFormId } })).data;
}

/** Opens the date picker labelled `label` inside `scope` and picks `iso`, moving to later months as needed. */
async function pickDay(page: Page, scope: Locator, label: string, iso: string) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
  for (let i = 0; i < 40 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** The colour of the canvas at a point of the 800 x 500 map. */
const pixelAt = (canvas: Locator, x: number, y: number) =>
  canvas.evaluate(
    (el, [px, py]) => Array.from((el as HTMLCanvasElement).getContext('2d')?.getImageData(px, py, 1, 1).data ?? []),
    [x, y],
  );

/** Meter n's place on the 800 x 500 map as the map's legend states it; null when not placed. */
async function placeOf(section: Locator, n: number) {
  const text = (await section.getByLabel('Meter places').textContent()) ?? '';
  const m = new RegExp(`Meter ${n}: (\\d+), (\\d+)`).exec(text);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** Close to a point: a touch lands on whole CSS pixels, so a tap may be a map pixel or two off. */
const near = (p: { x: number; y: number } | null, q: { x: number; y: number }) =>
  !!p && Math.abs(p.x - q.x) <= 2 && Math.abs(p.y - q.y) <= 2;

/** Where a click at a fraction of the drawn canvas lands on the 800 x 500 map. */
async function clickMap(canvas: Locator, fx: number, fy: number, tap = false) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map is not drawn');
  const position = { x: box.width * fx, y: box.height * fy };
  if (tap) await canvas.tap({ position });
  else await canvas.click({ position });
  return { x: Math.round((position.x * 800) / box.width), y: Math.round((position.y * 500) / box.height) };
}

test('a supervisor fills a survey form: three meters (one confirmed despite its calibration), a map with a placed meter, one meter unused', async ({
  page,
  request,
}) => {
  const u = unique();
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms`);
  await expect(page.getByRole('heading', { name: 'Survey Forms' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Survey Form' }).click();
  await expect(page.getByText('Survey form created.')).toBeVisible();

  // A new form opens in edit mode.
  const sheet = page.getByRole('form', { name: 'Survey form' });
  await expect(sheet.getByRole('button', { name: 'Save' })).toBeVisible();
  const formId = Number(/SurveyForms\/(\d+)/.exec(page.url())?.[1]);
  const options = await meters(request, await apiToken(request, demo.supervisor), formId);
  const today = isoDay(0);
  const holding = options.filter((m) => m.calibrationDue && m.calibrationDue > addCalendarDays(today, 60));
  // The meter due soonest while still calibrated today: its calibration lapses before a later retrieval.
  const lapsing = options
    .filter((m) => m.calibrationDue && m.calibrationDue >= today)
    .sort((a, b) => String(a.calibrationDue).localeCompare(String(b.calibrationDue)))[0];
  const [first, second] = holding.filter((m) => m.inventoryAssetId !== lapsing.inventoryAssetId);
  expect(
    first && second && lapsing,
    'the demo has meters calibrated for two months and longer, and one due sooner',
  ).toBeTruthy();

  const s1 = sheet.getByRole('region', { name: '1 Client/Site Information' });
  await s1.getByRole('textbox', { name: 'Site', exact: true }).fill(`Story Pad ${u}`);
  await s1.getByRole('textbox', { name: 'Client Name' }).fill('Pat Operator');
  await s1.getByRole('textbox', { name: 'Client Email' }).fill('pat.operator@example.test');
  await s1.getByRole('textbox', { name: 'Meter Tech' }).fill('Rosa Jimenez');

  const s2 = sheet.getByRole('region', { name: '2 Survey Information' });
  await choose(page, 'Duration', 'Other', { scope: s2 });
  await s2.getByRole('textbox', { name: 'Other Duration' }).fill('Until the frac crew leaves');
  await choose(page, 'Survey Type', 'Compliance Monitoring', { scope: s2 });
  await s2.getByRole('textbox', { name: 'Sound Meters' }).fill('3');
  await s2.getByRole('checkbox', { name: 'Full Octave' }).check();
  await s2.getByRole('checkbox', { name: 'Third Octave' }).check();
  await expect(s2.getByRole('checkbox', { name: 'Full Octave' })).not.toBeChecked();
  await s2.getByRole('checkbox', { name: 'Triggered Audio' }).check();

  // Three meters; a serial chosen on one is not offered on the next.
  const s3 = sheet.getByRole('region', { name: '3 Measurement Locations' });
  for (let i = 0; i < 3; i++) await s3.getByRole('button', { name: 'Add Meter' }).click();
  const card = (n: number) => s3.getByRole('region', { name: `Meter ${n}` });
  await choose(page, 'Meter', new RegExp(literal(first.serialNumber)), { scope: card(1) });
  await card(1).getByRole('textbox', { name: 'Height' }).fill('1.5');
  await card(1).getByRole('textbox', { name: 'Mounting' }).fill('Tripod');
  await pickDay(page, card(1), 'Deployment Date', today);
  await card(1).getByRole('checkbox', { name: 'Pre-Calibrated' }).check();
  await card(2).getByRole('combobox', { name: 'Meter' }).click();
  await expect(page.getByRole('option', { name: new RegExp(literal(first.serialNumber)) })).toHaveCount(0);
  await page.getByRole('option', { name: new RegExp(literal(second.serialNumber)) }).click();
  await card(2).getByRole('textbox', { name: 'Mounting' }).fill('Fence post');
  await choose(page, 'Meter', new RegExp(literal(lapsing.serialNumber)), { scope: card(3) });
  await expect(card(3).getByText(/^Calibrated until/)).toBeVisible();
  await pickDay(page, card(3), 'Retrieval Date', addCalendarDays(String(lapsing.calibrationDue), 1));
  await expect(card(3).getByText(/^Calibration lapses before retrieval/)).toBeVisible();

  const s4 = sheet.getByRole('region', { name: '4 Survey Notes' });
  await s4.getByRole('textbox', { name: 'Sources' }).fill('Generator set on the north side');

  // The map: an uploaded sketch, and Meter 1 placed by a click.
  const s5 = sheet.getByRole('region', { name: '5 Map' });
  await s5.getByLabel('Map image').setInputFiles(await mapImage());
  await expect(page.getByText('Map saved.')).toBeVisible();
  const canvas = s5.getByRole('img', { name: /Site map/ });
  await expect(canvas).toHaveJSProperty('width', 800);
  await expect(canvas).toHaveJSProperty('height', 500);
  await s5.getByRole('button', { name: 'Place Meter 1' }).click();
  const at = await clickMap(canvas, 0.25, 0.4);
  await expect(s5.getByLabel('Meter places')).toContainText(`Meter 1: ${at.x}, ${at.y}`);
  // The marker's red disc around the point (its number is drawn white at the centre).
  await expect.poll(() => pixelAt(canvas, at.x - 9, at.y)).toEqual([224, 49, 49, 255]);

  // Save asks about the lapsing meter first, then saves and shows the form read-only.
  await sheet.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the calibration of Meter 3' });
  await expect(dialog.getByText(new RegExp(literal(lapsing.serialNumber)))).toBeVisible();
  await dialog.getByRole('button', { name: 'Use This Meter' }).click();
  await expect(page.getByText('Survey form saved.')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(s1.getByText(`Story Pad ${u}`)).toBeVisible();
  await expect(s2.getByText('Other: Until the frac crew leaves')).toBeVisible();
  await expect(s2.getByText('Third Octave, Triggered Audio')).toBeVisible();
  await expect(card(1).getByText('Tripod')).toBeVisible();
  await expect(card(2).getByText('Deployment date not set.')).toBeVisible();
  await expect(card(2).getByText('Retrieval date not set.')).toBeVisible();
  await expect(card(3).getByText(/Use confirmed by/)).toBeVisible();
  await expect(s5.getByLabel('Meter places')).toContainText(`Meter 1: ${at.x}, ${at.y}`);

  // Meter 2 was not used: a reason is required; it then shows as unused.
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await card(2).getByRole('button', { name: 'Mark Unused' }).click();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(card(2).getByText('Please enter the reason this meter was not used.')).toBeVisible();
  await card(2).getByRole('textbox', { name: 'Reason Not Used' }).fill('Battery failed at set-up');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Survey form saved.').first()).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(card(2).getByText('Unused', { exact: true })).toBeVisible();
  await expect(card(2).getByText('Battery failed at set-up')).toBeVisible();

  // The list shows it.
  await sheet.getByRole('link', { name: 'Return' }).click();
  await expect(
    page.getByRole('table', { name: 'Survey forms' }).getByRole('row', { name: new RegExp(`Story Pad ${u}`) }),
  ).toBeVisible();
});

test('a supervisor files attachments by category, downloads one and deletes it', async ({ page, request }) => {
  const u = unique();
  const job = await demoJob(request, JOB);
  const form = await surveyOn(request, job.jobId, `Attachment Pad ${u}`);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms/${form.id}`);
  const sheet = page.getByRole('form', { name: 'Survey form' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const files = sheet.getByRole('region', { name: 'Attachments' });
  await expect(files.getByText('No attachments have been uploaded.')).toBeVisible();
  const upload = files.getByRole('group', { name: 'Upload an attachment' });
  await upload.getByRole('textbox', { name: 'Attachment Name' }).fill(`Meter log ${u}`);
  await choose(page, 'Attachment Category', 'Meter Data', { scope: upload });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({
    name: 'meter-log.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('time,dBA\n22:00,54.2\n22:15,55.0\n'),
  });
  await upload.getByRole('button', { name: 'Upload Attachment' }).click();
  await expect(page.getByText('Upload Complete')).toBeVisible();
  const table = files.getByRole('table', { name: 'Attachments' });
  const row = table.getByRole('row', { name: new RegExp(`Meter log ${u}`) });
  await expect(row).toBeVisible();

  await choose(page, `Category of Meter log ${u}`, 'Field Notes', { scope: row });
  await expect(page.getByText('Attachment Data Saved')).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download Meter log ${u}` }).click();
  expect((await download).suggestedFilename()).toBe('meter-log.csv');

  await row.getByRole('button', { name: `Delete Meter log ${u}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Attachment deleted.')).toBeVisible();
  await expect(files.getByText('No attachments have been uploaded.')).toBeVisible();
});

test('who may change what: office staff only read; a technician edits meters but not the top sections', async ({
  browser,
  request,
}) => {
  const job = await demoJob(request, JOB);
  const form = await surveyOn(request, job.jobId, `Read Only Pad ${unique()}`);
  const url = `${job.url('Installation')}/SurveyForms`;

  const office = await browser.newPage();
  await signedInAs(office, demo.office);
  await office.goto(url);
  await expect(office.getByRole('heading', { name: 'Survey Forms' })).toBeVisible();
  await expect(office.getByRole('table', { name: 'Survey forms' })).toBeVisible();
  await expect(office.getByRole('button', { name: 'Create Survey Form' })).toHaveCount(0);
  await office.goto(`${url}/${form.id}`);
  const readOnly = office.getByRole('form', { name: 'Survey form' });
  await expect(readOnly.getByRole('heading', { name: '1 Client/Site Information' })).toBeVisible();
  await expect(readOnly.getByRole('link', { name: 'Return' })).toBeVisible();
  for (const name of ['Edit', 'Save', 'Delete', 'Add Meter'])
    await expect(readOnly.getByRole('button', { name, exact: true })).toHaveCount(0);
  // A form that does not exist: the server's message in place of the page.
  await office.goto(`${url}/99999999`);
  await expect(office.getByRole('alert')).toHaveText('This survey form does not exist.');
  await expect(office.getByRole('link', { name: 'Return' })).toBeVisible();
  await office.close();

  const technician = await browser.newPage();
  await signedInAs(technician, 'demo.technician');
  await technician.goto(`${url}/${form.id}`);
  const sheet = technician.getByRole('form', { name: 'Survey form' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await expect(sheet.getByRole('button', { name: 'Add Meter' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  const s1 = sheet.getByRole('region', { name: '1 Client/Site Information' });
  await expect(s1.getByText('Larkspur Energy')).toBeVisible();
  await expect(s1.getByRole('textbox')).toHaveCount(0);
  await expect(
    sheet.getByRole('region', { name: '4 Survey Notes' }).getByRole('textbox', { name: 'Weather' }),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet.getByRole('button', { name: 'Edit' })).toBeVisible();
  await technician.close();
});

test('@phone a supervisor places a meter on the site map by tapping, and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const job = await demoJob(request, JOB);
  const form = await surveyOn(request, job.jobId, `Phone Pad ${unique()}`);
  const [meter] = (await meters(request, form.token, form.id)).filter((m) => !m.calibrationLapses);
  await api(request, form.token, saveSurveyMeasurement, {
    body: {
      surveyMeasurementId: 0,
      surveyFormId: form.id,
      inventoryAssetId: meter.inventoryAssetId,
      mounting: 'Mast',
      height: 2,
      gpsLatitude: null,
      gpsLongitude: null,
      deploymentDate: null,
      retrievalDate: null,
    },
  });
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/SurveyForms/${form.id}`);
  const sheet = page.getByRole('form', { name: 'Survey form' });
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const s5 = sheet.getByRole('region', { name: '5 Map' });
  await s5.getByLabel('Map image').setInputFiles(await mapImage());
  await expect(page.getByText('Map saved.')).toBeVisible();
  const canvas = s5.getByRole('img', { name: /Site map/ });
  const box = await canvas.boundingBox();
  expect(box?.width).toBeLessThan(375);
  expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 500) / 800)).toBeLessThan(2);

  await s5.getByRole('button', { name: 'Place Meter 1' }).tap();
  const tapped = await clickMap(canvas, 0.75, 0.5, true);
  await expect.poll(async () => near(await placeOf(s5, 1), tapped)).toBe(true);
  const at = (await placeOf(s5, 1)) as { x: number; y: number };
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await sheet.getByRole('button', { name: 'Save' }).tap();
  await expect(page.getByText('Survey form saved.')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(s5.getByLabel('Meter places')).toContainText(`Meter 1: ${at.x}, ${at.y}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Deleting the map asks first; the meter keeps its place for a new map.
  await sheet.getByRole('button', { name: 'Edit' }).tap();
  await s5.getByRole('button', { name: 'Delete Map' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).tap();
  await expect(page.getByText('Map deleted.')).toBeVisible();
  await expect(s5.getByText('No map has been uploaded for this form.')).toBeVisible();
});
