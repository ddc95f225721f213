// The outbox after a day without a signal: a crew member saves N equipment forms with two photos each on a
// 375 px phone while offline (through the real screens), then the network comes back. Measured: from the
// moment the network returns until the header says everything is sent, and every form with both photos is
// on the server exactly once. Run on a server with the demo data (`npm start` after `npm run demo`):
//
//   node bench/outbox.mjs --url http://127.0.0.1:3000 [--forms 50]
//
// The browser is Playwright's Chromium driver on Debian's chromium, with the service worker allowed (as
// on a phone); the writes are queued by the screens themselves, so the bench measures what a crew waits for.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { commit, machine, today, writeResult } from './common.mjs';
import { CHROMIUM, signIn } from './lighthouse.mjs';

const USER = 'demo.supervisor';
const DEMO_PASSWORD = 'Fieldbook-Demo-2026!'; // apps/server/src/demo/users.ts
const JOB = 'Larkspur Federal 5H Rig – rig wall'; // a demo job in its Installation stage
const INSTALLATION = 10; // the step id of Installation (contract job-steps)
/** The indicator's accessible name once nothing waits (packages/contract/src/messages/outbox.ts). */
const ALL_SENT = 'Online, everything sent';

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A kind of equipment of its own (one checklist item, no required photo), so the count is exact. */
async function equipmentKind(base, token, tag) {
  const add = async (path, name) => (await api(base, token, 'POST', path, { name })).id;
  const name = `Bench Pump ${tag}`;
  const nameId = await add('/JobForm/EquipmentFormName', name);
  const categoryId = await add('/JobForm/EquipmentFormCategory', `Bench Engine ${tag}`);
  const checkBoxId = await add('/JobForm/EquipmentFormCheckbox', `Bench oil ${tag}`);
  await api(base, token, 'POST', '/JobForm/EquipmentFormTemplate', {
    equipmentFormNameId: nameId,
    checkBoxesCategories: [{ categoryId, checkBoxes: [{ checkBoxId }] }],
    requiredPhotos: [],
  });
  return name;
}

/** A phone photo's worth of JPEG (2,400 × 1,800, resized on the device to 2,048 on its long side). */
const photo = async (name, shade) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: shade } })
    .jpeg({ quality: 85 })
    .toBuffer(),
});

async function signInOnScreen(page) {
  await page.goto('/');
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
}

/** One equipment form saved offline through the screens, with two damage photos. */
async function saveFormOffline(page, listUrl, kind, unit, photos) {
  await page.goto(listUrl);
  await page.getByRole('link', { name: 'New Equipment Form' }).click();
  await page.getByRole('combobox', { name: 'Equipment', exact: true }).click();
  await page.getByRole('option', { name: kind, exact: true }).first().click();
  const sheet = page.getByRole('form', { name: 'Equipment form' });
  await sheet.getByRole('textbox', { name: 'Unit Number' }).fill(unit);
  await sheet.getByRole('button', { name: 'Save Form' }).click();
  await page.waitForURL(/\/EquipmentForms\/-\d+$/);
  const saved = page.getByRole('form', { name: 'Equipment form' });
  for (const file of photos) {
    await saved.getByLabel('Add photo: Damage Photos').setInputFiles(file);
    await saved.getByRole('img', { name: file.name }).waitFor();
  }
}

export async function runOutboxBench({ url, forms = 50, log = console.log }) {
  const admin = await signIn(url, 'demo.admin');
  const tag = Date.now().toString(36);
  const kind = await equipmentKind(url, admin, tag);
  const job = (await api(url, admin, 'GET', '/Job/JobList?JobStep=-1')).data.find((j) => j.jobName === JOB);
  const listUrl = `/Opportunities/${job.opportunityId}/${job.jobId}/Installation/EquipmentForms`;
  const photos = [await photo('dent-1.jpg', '#6d8a3b'), await photo('dent-2.jpg', '#8a5a3b')];

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await signInOnScreen(page);
    await page.goto(listUrl);
    // The new form's screen opened once with a signal, as a crew does at the yard: its choices are kept.
    await page.getByRole('link', { name: 'New Equipment Form' }).click();
    await page.getByRole('combobox', { name: 'Equipment', exact: true }).click();
    await page.getByRole('option', { name: kind, exact: true }).first().click();
    await page
      .getByRole('form', { name: 'Equipment form' })
      .getByRole('checkbox', { name: `Bench oil ${tag}` })
      .waitFor();
    // The app itself must be on the phone before the signal goes: the worker installed and in control,
    // and the kind's blank form (its checklist shown) written to the device copy a second after it came.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForTimeout(2_500);
    await context.setOffline(true);
    const queueStart = Date.now();
    for (let i = 1; i <= forms; i++) {
      await saveFormOffline(page, listUrl, kind, `BN-${tag}-${i}`, photos);
      if (i % 10 === 0) log(`  ${i} forms saved offline`);
    }
    const queueSeconds = (Date.now() - queueStart) / 1000;
    const indicator = page.getByRole('banner').getByRole('button', { name: /^(Online|Offline), / });
    const waiting = await indicator.getAttribute('aria-label');
    log(`  queued: ${waiting}`);

    const loadAtSend = Math.round(loadavg()[0] * 100) / 100;
    const back = Date.now();
    await context.setOffline(false);
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('header button')].some((b) => b.getAttribute('aria-label') === name),
      ALL_SENT,
      { timeout: 600_000, polling: 100 },
    );
    const sendSeconds = (Date.now() - back) / 1000;

    const token = await signIn(url, USER);
    const list = await api(url, token, 'GET', `/JobForm/EquipmentFormList?jobId=${job.jobId}&stepId=${INSTALLATION}`);
    const mine = list.data.filter((f) => f.unitNumber?.startsWith(`BN-${tag}-`));
    let photosOnServer = 0;
    for (const f of mine) {
      const form = (await api(url, token, 'GET', `/JobForm/EquipmentForm?id=${f.equipmentFormId}`)).data;
      photosOnServer += form.pictures.reduce((n, p) => n + p.files.length, 0);
    }
    log(`  sent in ${sendSeconds} s: ${mine.length} forms, ${photosOnServer} photos on the server`);
    return {
      forms,
      requests: forms * 3,
      queueSeconds,
      sendSeconds,
      budgetSeconds: 30,
      loadAverage1m: loadAtSend,
      formsOnServer: mine.length,
      photosOnServer,
      exactlyOnce: mine.length === forms && photosOnServer === 2 * forms,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { url: { type: 'string' }, forms: { type: 'string', default: '50' } } });
  if (!values.url) {
    console.error('--url http://host:port of a running server with the demo data');
    process.exit(2);
  }
  const result = await runOutboxBench({ url: values.url.replace(/\/$/, ''), forms: Number(values.forms) });
  const file = writeResult('outbox', { date: today(), commit: commit(), machine: machine(), ...result });
  console.log(`Wrote ${file}`);
}
