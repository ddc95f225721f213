/**
 * The one kit for browser stories: sign in as a demo user, pick from a Mantine select, read the mail
 * the stack sent, and set up records through the API (typed by the contract) so that a story clicks
 * only through the screens it is about.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { saveAccount } from '@fieldbook/contract/accounts';
import { authenticate } from '@fieldbook/contract/authentication';
import type { BodyOf, Endpoint, ResponseOf } from '@fieldbook/contract/endpoint';
import { saveJob } from '@fieldbook/contract/job-profile';
import { jobList } from '@fieldbook/contract/jobs';
import { getOfficeList } from '@fieldbook/contract/offices';
import { saveOpportunity } from '@fieldbook/contract/opportunities';
import { changePassword } from '@fieldbook/contract/self';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { newMailFiles } from './stack/mailbox.ts';

/** `test` whose stories run against the worker's own server (import it from here, not from Playwright). */
export { test } from './stack/fixtures.ts';

/** Demo users loaded by `npm run demo` (see README). */
export const DEMO_PASSWORD = 'Fieldbook-Demo-2026!';
export const demo = {
  admin: 'demo.admin',
  office: 'demo.office',
  drillUser: 'demo.drilluser',
  supervisor: 'demo.supervisor',
} as const;

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, keep = true) {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Keep me logged in');
  if ((await box.isChecked()) !== keep) await box.click();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** A page of its own (own browser context, own token) signed in as a demo user. */
export async function pageAs(browser: Browser, username: string): Promise<Page> {
  const page = await browser.newPage();
  await signedInAs(page, username);
  return page;
}

/**
 * Picks `option` of the Mantine Select or Combobox labelled `label`: opens it, types `typed` first
 * when the list is searched on the server, and clicks the first option of that name (a string
 * matches exactly, a RegExp as it says). `scope` narrows the combobox to a dialog or region;
 * the options list is portalled to the page.
 */
export async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  opts: { typed?: string; scope?: Page | Locator } = {},
) {
  const input = (opts.scope ?? page).getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (opts.typed) await input.fill(opts.typed);
  // In the open list only: a native drop-down's options (a phone's stage selector) are options too.
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Clicks an action, then the same-named confirm button of the dialog that asks first. */
export async function confirmed(page: Page, scope: Page | Locator, name: string) {
  await scope.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Messages that reached the real SMTP server of the test stack (written there as JSON files) since
 * the story started. The sink is shared by the workers: find a story's own message by its recipient,
 * subject or text, never as "the latest".
 */
export function mails(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR as string;
  return newMailFiles().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(() => (found = mails().find(match)), { timeout: 10_000 }).toBeTruthy();
  return found as Mail;
}

/** Waits until the service worker is active and controls the page (it registers after the page loads). */
export async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * What the signed-in user's device copy holds (shared/offline/device-cache.ts, its IndexedDB database):
 * each kept query's hash and its answer as JSON text.
 */
export const deviceCopy = (page: Page, userId: number) =>
  page.evaluate(
    (name) =>
      new Promise<{ queryHash: string; answer: string }[]>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map((q) => ({ queryHash: String(q.queryHash), answer: JSON.stringify(q.state?.data) })));
          };
        };
        open.onerror = () => resolve([]);
      }),
    `fieldbook-cache-${userId}`,
  );

// --- Set-up through the API ---

/** A demo user's bearer token, signed in through the API. */
export async function apiToken(request: APIRequestContext, username: string = demo.admin): Promise<string> {
  return (await api(request, null, authenticate, { body: { username, password: DEMO_PASSWORD } })).token;
}

/**
 * Gives a demo user back the demo password after a story changed it (a reset e-mails a new one), so
 * later stories on the same worker still sign in.
 */
export async function restoreDemoPassword(request: APIRequestContext, username: string, current: string) {
  const { token } = await api(request, null, authenticate, { body: { username, password: current } });
  const body = { currentPassword: current, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD };
  await api(request, token, changePassword, { body });
}

/** The signed-in page's own token (kept in local or session storage by the client). */
export const tokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate(
    () => localStorage.getItem('fieldbook.token') ?? sessionStorage.getItem('fieldbook.token'),
  );
  if (!token) throw new Error('the page is not signed in');
  return token;
};

/** The raw answer of a call: method and path from the contract descriptor, as the web client sends it. */
export function apiResponse<E extends Endpoint>(
  request: APIRequestContext,
  token: string | null,
  endpoint: E,
  input: { body?: BodyOf<E>; query?: Record<string, string | number | boolean> } = {},
) {
  return request.fetch(`/api${endpoint.path}`, {
    method: endpoint.method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    params: input.query,
    ...(endpoint.method === 'GET' ? {} : { data: input.body ?? {} }),
  });
}

/** Calls an endpoint for a story's set-up; a refusal fails the story with the server's answer. */
export async function api<E extends Endpoint>(
  request: APIRequestContext,
  token: string | null,
  endpoint: E,
  input: { body?: BodyOf<E>; query?: Record<string, string | number | boolean> } = {},
): Promise<ResponseOf<E>> {
  const res = await apiResponse(request, token, endpoint, input);
  expect(res.ok(), `${endpoint.method} ${endpoint.path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A new account of that name; answers its id. */
export async function createAccount(request: APIRequestContext, token: string, accountName: string) {
  return (await api(request, token, saveAccount, { body: { accountId: 0, accountName, override: true } })).id;
}

/**
 * A new opportunity under an account, with a new contact and billing and shipping locations, at
 * the regional office of that name; answers its id.
 */
export async function createOpportunity(
  request: APIRequestContext,
  token: string,
  o: { accountId: number; opportunityName: string; office?: string },
) {
  const offices = (await api(request, token, getOfficeList)).data;
  const office = offices.find((f) => f.name === (o.office ?? 'Denver'));
  if (!office) throw new Error(`no office named ${o.office ?? 'Denver'}`);
  const body = {
    opportunityId: 0,
    accountId: o.accountId,
    opportunityName: o.opportunityName,
    officeId: office.officeLocationId,
    contact: { firstName: 'Set-up', lastName: 'Contact', phoneNumber: '(303) 555-0100', email: 'setup@example.test' },
    billingLocation: { locationName: `${o.opportunityName} billing` },
    shippingLocation: { locationName: `${o.opportunityName} site` },
  };
  return (await api(request, token, saveOpportunity, { body })).id;
}

/** A new job (at hand-off) under an opportunity; answers its id. */
export async function createJob(
  request: APIRequestContext,
  token: string,
  j: { opportunityId: number; jobName: string; jobDescription?: string },
) {
  const body = { jobId: 0, jobDescription: '', ...j };
  return (await api(request, token, saveJob, { body })).id;
}

/** The jobs a user sees, every step. */
export async function jobs(request: APIRequestContext, token: string) {
  return (await api(request, token, jobList, { query: { JobStep: -1 } })).data;
}

/** A demo job's ids, found by its name as demo.admin, and the url of one of its stages. */
export async function demoJob(request: APIRequestContext, jobName: string) {
  const job = (await jobs(request, await apiToken(request))).find((r) => r.jobName === jobName);
  if (!job) throw new Error(`no demo job named ${jobName}`);
  return { ...job, url: (stage: string) => `/Opportunities/${job.opportunityId}/${job.jobId}/${stage}` };
}

/** A fresh job at hand-off under a demo opportunity, as the signed-in page's user: nothing others use changes. */
export async function newJob(page: Page, jobName: string, opportunityName = 'Riverside Water Plant Expansion') {
  const token = await tokenOf(page);
  const opp = (await jobs(page.request, token)).find((j) => j.opportunityName === opportunityName);
  if (!opp) throw new Error(`no demo opportunity named ${opportunityName}`);
  const jobId = await createJob(page.request, token, {
    opportunityId: opp.opportunityId,
    jobName,
    jobDescription: 'Set up by a story',
  });
  return { opportunityId: opp.opportunityId, jobId };
}

// --- Dates ---

/** 'YYYY-MM-DD' of the browser's today shifted by `days`. */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The calendar's name for a day: '5 January 2026'. */
export const dayLabel = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** Opens the date picker of `label` and picks `iso`, moving to later months as needed. */
export async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** Sets `file` on the file input that clicking `opener` (a button or the input's label) opens. */
export async function chooseFile(
  page: Page,
  opener: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(file);
}

// --- Signatures ---

/** The zig-zag stroke a story signs with, across a pad's box. */
function strokePoints(box: { x: number; y: number; width: number; height: number }) {
  return Array.from({ length: 9 }, (_, i) => ({
    x: box.x + 20 + (i * (box.width - 40)) / 8,
    y: box.y + box.height / 2 + (i === 0 ? 0 : i % 2 ? -20 : 20),
  }));
}

async function padBox(scope: Page | Locator) {
  const pad = scope.getByRole('img', { name: 'Signature pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  return box;
}

/** Signs the signature pad inside `scope` with the mouse. */
export async function drawSignature(page: Page, scope: Page | Locator = page) {
  const [start, ...rest] = strokePoints(await padBox(scope));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

/**
 * Opens the section of a long form whose header starts with `title`: on a phone the field ticket and
 * the JSA show one section at a time; a wider screen shows them all and has no section headers.
 */
export async function openSection(form: Locator, title: string) {
  const header = form.getByRole('button', { name: new RegExp(`^${title}`), expanded: false });
  if ((await header.count()) > 0) await header.click();
}

/**
 * Signs the signature pad inside `scope` with a finger, as on a phone: real touch events through the
 * browser's input pipeline (Playwright's touchscreen only taps), which the pad receives as pointer
 * events of type 'touch'.
 */
export async function drawSignatureWithFinger(page: Page, scope: Page | Locator = page) {
  const points = strokePoints(await padBox(scope));
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', points[0]);
  for (const p of points.slice(1)) await touch('touchMove', p);
  await touch('touchEnd');
  await cdp.detach();
}
