import { saveEmployee } from '@fieldbook/contract/employees';
import { addCalendarDays } from '@fieldbook/contract/inventory';
import {
  createSurveyForm,
  getSurveyAttachmentList,
  getSurveyFormMap,
  getSurveyMeasurementList,
  getSurveyMeterOptions,
  saveSurveyForm,
} from '@fieldbook/contract/surveys';
import { getAccountLocationOptions, getTimesheetEntryList, getTimesheetList } from '@fieldbook/contract/timesheets';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { indicator, unique } from './outbox-kit.ts';
import {
  api,
  apiToken,
  choose,
  controlledByWorker,
  createAccount,
  createJob,
  createOpportunity,
  demo,
  demoJob,
  isoDay,
  signedInAs,
  test,
} from './support.ts';

// Survey forms and timesheet entries made with no signal: kept on the phone, listed as waiting, still
// there after a reload, and on the server exactly once when the network returns.

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

const JOB = 'Larkspur Federal 5H Rig – rig wall';

/**
 * Reloads with no signal (the page comes from the service worker), then lets the network back while the
 * server's write calls get no answer: the work kept on the device is still there, waiting, and is not
 * sent while the server cannot take it.
 */
async function reloadAndHoldWrites(page: Page, context: BrowserContext, paths: string[], waiting: number) {
  const held = (url: URL) => paths.some((p) => url.pathname === `/api${p}`);
  // Held before the reload, not after: the reloaded page's calls pass through the service worker's fetch
  // handler, and a route added once that page has started may never see them (Chromium: neither routed
  // nor reported). The held write then reached the server and rightly left the waiting list.
  await page.route(held, (route) => route.abort('internetdisconnected'));
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await context.setOffline(false);
  // Each held try makes the page count the server as out of reach again until its next check: online or
  // offline, what matters is that the work is still waiting.
  await expect(indicator(page)).toHaveAccessibleName(new RegExp(`, ${waiting} waiting to send$`), { timeout: 20_000 });
}

/** Lets the held writes through and tells the page the network is back: the outbox sends at once. */
async function releaseWrites(page: Page, context: BrowserContext) {
  await page.unrouteAll();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });
}

const mapImage = async () => ({
  name: 'site-sketch.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#dfe8d0' } })
    .jpeg()
    .toBuffer(),
});

test('a survey measurement placed on a new map, with an attachment, made with no signal arrives once @phone', async ({
  page,
  context,
  request,
}) => {
  const u = unique();
  const job = await demoJob(request, JOB);
  const token = await apiToken(request, demo.supervisor);
  const { data } = await api(request, token, createSurveyForm, {
    body: { id: job.jobId, clientKey: crypto.randomUUID() },
  });
  const formId = data.surveyFormId;
  const site = `Offline Pad ${u}`;
  await api(request, token, saveSurveyForm, {
    body: {
      surveyFormId: formId,
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
  const options = (await api(request, token, getSurveyMeterOptions, { body: { id: formId } })).data;
  const meter = options.find((m) => m.calibrationDue && m.calibrationDue > addCalendarDays(isoDay(0), 60));
  expect(meter, 'the demo has a meter calibrated for two months and longer').toBeTruthy();
  const serial = meter?.serialNumber ?? '';

  await signedInAs(page, demo.supervisor);
  await controlledByWorker(page);
  await page.goto(`${job.url('Installation')}/SurveyForms/${formId}`);
  const sheet = page.getByRole('form', { name: 'Survey form' });
  const meters = page.waitForResponse((r) => r.url().includes('/GetSurveyMeterOptions'));
  await sheet.getByRole('button', { name: 'Edit' }).click();
  await meters;

  // The signal goes: the crew goes on filling the form.
  await context.setOffline(true);
  await expect(indicator(page)).toHaveAccessibleName('Offline, everything sent');
  const s3 = sheet.getByRole('region', { name: '3 Measurement Locations' });
  await s3.getByRole('button', { name: 'Add Meter' }).click();
  const card = s3.getByRole('region', { name: 'Meter 1' });
  await card.getByRole('combobox', { name: 'Meter' }).click();
  await page.getByRole('option', { name: new RegExp(serial.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await card.getByRole('textbox', { name: 'Mounting' }).fill('Tripod');

  const s5 = sheet.getByRole('region', { name: '5 Map' });
  await s5.getByLabel('Map image').setInputFiles(await mapImage());
  await expect(s5.getByText('Map waiting to send')).toBeVisible();
  await s5.getByRole('button', { name: 'Place Meter 1' }).click();
  const canvas = s5.getByRole('img', { name: /Site map/ });
  const box = await canvas.boundingBox();
  await canvas.tap({ position: { x: (box?.width ?? 0) / 4, y: (box?.height ?? 0) / 2 } });
  await expect(s5.getByLabel('Meter places')).toContainText(/Meter 1: \d+, \d+/);

  const files = sheet.getByRole('region', { name: 'Attachments' });
  const upload = files.getByRole('group', { name: 'Upload an attachment' });
  await upload.getByRole('textbox', { name: 'Attachment Name' }).fill(`Meter log ${u}`);
  await choose(page, 'Attachment Category', 'Meter Data', { scope: upload });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name: 'meter-log.csv', mimeType: 'text/csv', buffer: Buffer.from('time,dBA\n') });
  await upload.getByRole('button', { name: 'Upload Attachment' }).click();
  await expect(files.getByRole('listitem', { name: `Meter log ${u}` })).toContainText('Waiting to send');

  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved on this device. It will be sent when the network is back.')).toBeVisible();
  // Shown at once as the device keeps it: read-only, marked waiting, the meter on the map.
  await expect(sheet.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(sheet.getByText('Waiting to send').first()).toBeVisible();
  await expect(s5.getByLabel('Meter places')).toContainText(/Meter 1: \d+, \d+/);
  await expect(indicator(page)).toHaveAccessibleName('Offline, 4 waiting to send');
  await indicator(page).click();
  const list = page.getByRole('list', { name: 'Waiting to send' });
  for (const label of [
    `Site map of survey form 'Larkspur Energy – ${site}'`,
    `Attachment Meter log ${u} on survey form 'Larkspur Energy – ${site}'`,
    new RegExp(`^Meter ${serial.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* on survey form`),
    `Survey form 'Larkspur Energy – ${site}'`,
  ])
    await expect(list.getByRole('listitem', { name: label, exact: typeof label === 'string' })).toBeVisible();
  await page.keyboard.press('Escape');

  await reloadAndHoldWrites(
    page,
    context,
    [
      '/SurveyFormMap/UploadSurveyFormMap',
      '/SurveyAttachment/UploadSurveyAttachment',
      '/SurveyMeasurement/SaveSurveyMeasurement',
      '/SurveyForm/SaveSurveyForm',
    ],
    4,
  );
  await releaseWrites(page, context);

  // On the server exactly once: one measurement with its place, the map, one attachment.
  const measurements = (await api(request, token, getSurveyMeasurementList, { body: { id: formId } })).data;
  expect(measurements.map((m) => [m.serialNumber, m.mounting, m.location_X > 0])).toEqual([[serial, 'Tripod', true]]);
  expect((await api(request, token, getSurveyFormMap, { body: { id: formId } })).hasMap).toBe(true);
  const attachments = (await api(request, token, getSurveyAttachmentList, { body: { id: formId } })).data;
  expect(attachments.map((a) => a.name)).toEqual([`Meter log ${u}`]);
});

test('a timesheet entry saved with no signal shows on the day at once and arrives once @phone', async ({
  page,
  context,
  request,
}) => {
  const u = unique();
  const token = await apiToken(request);
  const lastName = `Offline${u}`;
  const { employeeId } = await api(request, token, saveEmployee, {
    body: {
      employeeId: 0,
      firstName: 'Sam',
      lastName,
      phoneNumber: '(303) 555-0142',
      email: 'sam@crew.test',
      pin: '1357',
    },
  });
  const accountName = `Offline Site ${u}`;
  const accountId = await createAccount(request, token, accountName);
  const opportunityName = `Offline Pad ${u}`;
  const opportunityId = await createOpportunity(request, token, { accountId, opportunityName });
  const jobName = `${opportunityName} wall`;
  await createJob(request, token, { opportunityId, jobName });
  const locations = (await api(request, token, getAccountLocationOptions, { body: { id: accountId } })).data;
  const day = isoDay(-3);

  await signedInAs(page, 'demo.operations');
  await controlledByWorker(page);
  // The supervisor opens the day with a signal, as before going out, then adds an entry.
  const dayList = page.waitForResponse((r) => r.url().includes('/api/Timesheet/GetTimesheetList') && r.ok());
  await page.goto(`/Timesheets?date=${day}`);
  await dayList;
  // Within the app, as a supervisor taps it: the day's list stays in memory (a reload at once could come
  // before the device has written it down).
  await page.getByRole('link', { name: 'Add Entries' }).click();
  await expect(page).toHaveURL(new RegExp(`/Timesheets/EditTimesheetEntry/new\\?date=${day}$`));
  const form = page.getByRole('form', { name: 'New timesheet entries' });
  await choose(page, 'Employees', `${lastName}, Sam`, { typed: lastName });
  await page.keyboard.press('Escape');
  await choose(page, 'Account', accountName, { typed: accountName });
  await choose(page, 'Location', locations[0].locationName);
  await choose(page, 'Job', new RegExp(jobName));

  // The signal goes before the entry is saved.
  await context.setOffline(true);
  await choose(page, 'Activity', 'Installation');
  await form.getByLabel('Start').fill('07:00');
  await form.getByLabel('End').fill('11:30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved on this device. It will be sent when the network is back.')).toBeVisible();

  // Back on the day: the entry is there at once, waiting.
  const waiting = page.getByRole('region', { name: 'Entries waiting to send' });
  const entry = waiting.getByRole('listitem', { name: new RegExp(`Timesheet entry of Sam ${lastName}`) });
  await expect(entry).toContainText('4.5');
  await expect(entry).toContainText('Waiting to send');
  await expect(indicator(page)).toHaveAccessibleName('Offline, 1 waiting to send');

  await reloadAndHoldWrites(page, context, ['/TimesheetEntry/CreateTimesheetEntries'], 1);
  await expect(entry).toBeVisible();
  await releaseWrites(page, context);
  await expect(waiting).toHaveCount(0);

  // On the server exactly once.
  const sheets = (await api(request, token, getTimesheetList, { body: { Date: day } })).data;
  const mine = sheets.filter((s) => s.employeeId === employeeId);
  expect(mine.map((s) => s.totalHours)).toEqual([4.5]);
  const entries = (await api(request, token, getTimesheetEntryList, { body: { id: mine[0].timesheetId } })).data;
  expect(entries.map((e) => [e.jobName, e.hours])).toEqual([[jobName, 4.5]]);
});
