import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logout } from '@fieldbook/contract/authentication';
import {
  addEquipmentFormCategory,
  addEquipmentFormCheckbox,
  addEquipmentFormName,
  equipmentFormList,
  getEquipmentForm,
  PHOTO_DAMAGE,
  saveEquipmentFormTemplate,
} from '@fieldbook/contract/forms-equipment';
import { fieldTicketList, getFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { jsaList, jsaListSignatures } from '@fieldbook/contract/forms-jsa';
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  api,
  apiToken,
  choose,
  DEMO_PASSWORD,
  demo,
  demoJob,
  drawSignatureWithFinger,
  signedInAs,
  signIn,
  test,
  tokenOf,
} from './support.ts';

// Field work saved without a network: kept on the phone, listed as waiting, sent exactly once.

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

const EQUIPMENT_JOB = 'Larkspur Federal 5H Rig – rig wall';
const TICKET_JOB = 'Sandoval 3-9 Completion – frac wall';
const JSA_JOB = 'Hawkins 14-22 Pad – sound wall';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6d8a3b' } })
    .jpeg()
    .toBuffer(),
});

/** A kind of equipment with one checklist item and no required photo; answers its name. */
async function equipmentTemplate(request: APIRequestContext, u: string) {
  const token = await apiToken(request);
  const add = async (e: typeof addEquipmentFormName, name: string) =>
    (await api(request, token, e, { body: { name } })).id;
  const name = `Outbox Pump ${u}`;
  const nameId = await add(addEquipmentFormName, name);
  const categoryId = await add(addEquipmentFormCategory, `Outbox Engine ${u}`);
  const box = await add(addEquipmentFormCheckbox, `Outbox oil ${u}`);
  await api(request, token, saveEquipmentFormTemplate, {
    body: {
      equipmentFormNameId: nameId,
      checkBoxesCategories: [{ categoryId, checkBoxes: [{ checkBoxId: box }] }],
      requiredPhotos: [],
    },
  });
  return name;
}

/** The header's indicator: its name says online or offline and how much waits. */
const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Online|Offline), / });

/** The field tickets of a job's installation whose first roustabout is `name`. */
async function ticketsNamed(request: APIRequestContext, token: string, jobId: number, name: string) {
  const list = (await api(request, token, fieldTicketList, { query: { jobId, stepId: 10 } })).data;
  const tickets = await Promise.all(
    list.map(async (t) => (await api(request, token, getFieldTicket, { query: { id: t.fieldTicketId } })).data),
  );
  return tickets.filter((t) => t.fieldTicketRoustabouts.some((r) => r.name === name));
}

/** Starts a new field ticket on the page (online) and fills it with a roustabout and, offline or not, both signatures. */
async function fillTicket(page: Page, roustabout: string, signatures: boolean) {
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Name' }).fill(roustabout);
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Hours' }).fill('8');
  if (signatures) {
    const client = ticket.getByRole('group', { name: 'Client Signature' });
    await drawSignatureWithFinger(page, client);
    await client.getByRole('textbox', { name: 'Client Printed Name' }).fill('Dale Whitaker');
    const supervisor = ticket.getByRole('group', { name: 'Supervisor Signature' });
    await drawSignatureWithFinger(page, supervisor);
    await supervisor.getByRole('textbox', { name: 'Supervisor Name' }).fill('Cody Braddock');
  }
  await ticket.getByRole('button', { name: 'Save Ticket' }).click();
}

test('@phone an equipment form with two photos, a field ticket with two signatures and a JSA signature saved without a signal wait on the phone, survive closing the browser, and arrive once with their images', async ({
  baseURL,
  request,
  launchOptions,
}) => {
  test.setTimeout(240_000);
  const u = unique();
  const name = await equipmentTemplate(request, u);
  const [equipmentJob, ticketJob, jsaJob] = await Promise.all([
    demoJob(request, EQUIPMENT_JOB),
    demoJob(request, TICKET_JOB),
    demoJob(request, JSA_JOB),
  ]);
  const token = await apiToken(request, demo.supervisor);
  const jsaId = (await api(request, token, jsaList, { query: { id: jsaJob.jobId, stepId: 11 } })).data[0].jsaId;
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-outbox-'));
  const open = () =>
    chromium.launchPersistentContext(dir, {
      ...launchOptions,
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
  let context: BrowserContext = await open();
  try {
    // Online: the three screens are opened, each in a tab of its own.
    const equipment = context.pages()[0] ?? (await context.newPage());
    await signedInAs(equipment, demo.supervisor);
    await equipment.goto(`${equipmentJob.url('Installation')}/EquipmentForms/new`);
    await choose(equipment, 'Equipment', name);
    const sheet = equipment.getByRole('form', { name: 'Equipment form' });
    await sheet.getByRole('textbox', { name: 'Unit Number' }).fill(`OB-${u}`);
    const ticket = await context.newPage();
    await ticket.goto(`${ticketJob.url('Installation')}/FieldTickets/new`);
    await expect(ticket.getByRole('form', { name: 'Field ticket' })).toBeVisible();
    const jsa = await context.newPage();
    await jsa.goto(`${jsaJob.url('OnRent')}/JSA/${jsaId}`);
    const sign = jsa.getByRole('form', { name: 'Sign the JSA' });
    await expect(sign).toBeVisible();

    // The signal goes; the work is saved all the same, and shown at once as waiting.
    await context.setOffline(true);
    await sheet.getByRole('button', { name: 'Save Form' }).click();
    await expect(equipment.getByText('Saved on this device. It will be sent when the network is back.')).toBeVisible();
    await expect(equipment).toHaveURL(/\/EquipmentForms\/-\d+$/);
    const saved = equipment.getByRole('form', { name: 'Equipment form' });
    await saved.getByLabel('Add photo: Damage Photos').setInputFiles(await photo('dent-1.jpg'));
    await expect(saved.getByRole('img', { name: 'dent-1.jpg' })).toBeVisible();
    await saved.getByLabel('Add photo: Damage Photos').setInputFiles(await photo('dent-2.jpg'));
    await expect(saved.getByRole('img', { name: 'dent-2.jpg' })).toBeVisible();
    await expect(saved.getByText('Photo waiting to send')).toHaveCount(2);
    await equipment.getByRole('link', { name: 'Equipment Forms' }).click();
    const row = equipment.getByRole('row', { name: new RegExp(`OB-${u}`) });
    await expect(row.getByText('Waiting to send')).toBeVisible();

    await fillTicket(ticket, `Outbox Crew ${u}`, true);
    await expect(ticket.getByText('Saved on this device. It will be sent when the network is back.')).toBeVisible();
    await expect(ticket.getByText('Waiting to send')).toBeVisible();

    await drawSignatureWithFinger(jsa, sign);
    await sign.getByRole('textbox', { name: 'Printed Name', exact: true }).fill(`Outbox Signer ${u}`);
    await sign.getByRole('button', { name: 'Save Signature' }).click();
    await expect(jsa.getByRole('img', { name: `Signature of Outbox Signer ${u}` })).toBeVisible();

    // Every screen's header says what waits; the list names each piece of work and its job.
    await expect(indicator(jsa)).toHaveAccessibleName('Offline, 5 waiting to send');
    await indicator(jsa).click();
    const list = jsa.getByRole('list', { name: 'Waiting to send' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list.getByRole('listitem', { name: `Equipment form 'OB-${u}'` })).toContainText(EQUIPMENT_JOB);
    await expect(list.getByRole('listitem', { name: /^Photo for equipment form/ })).toHaveCount(2);
    await expect(list.getByRole('listitem', { name: /^Field ticket of / })).toContainText(TICKET_JOB);
    await expect(
      list.getByRole('listitem', { name: `Signature of Outbox Signer ${u} on the JSA of`, exact: false }),
    ).toHaveCount(1);
    expect(await jsa.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The browser is closed with the work on the phone, and opened again where the writes still cannot
    // get through: they are all still there, waiting.
    await context.close();
    context = await open();
    await context.route('**/api/**', (route) =>
      route.request().headers()['idempotency-key'] ? route.abort('internetdisconnected') : route.continue(),
    );
    const again = context.pages()[0] ?? (await context.newPage());
    await again.goto('/');
    await expect(indicator(again)).toHaveAccessibleName('Online, 5 waiting to send');

    // The network carries them again: everything is sent, once.
    await context.unrouteAll();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(indicator(again)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });

    const forms = (
      await api(request, token, equipmentFormList, { query: { jobId: equipmentJob.jobId, stepId: 10 } })
    ).data.filter((f) => f.unitNumber === `OB-${u}`);
    expect(forms).toHaveLength(1);
    const form = (await api(request, token, getEquipmentForm, { query: { id: forms[0].equipmentFormId } })).data;
    const damage = form.pictures.find((p) => p.equipmentPhotoTypeId === PHOTO_DAMAGE);
    expect(damage?.files).toHaveLength(2);
    const tickets = await ticketsNamed(request, token, ticketJob.jobId, `Outbox Crew ${u}`);
    expect(tickets).toHaveLength(1);
    expect(tickets[0].clientSignatureData).toMatch(/^data:image\/png;base64,/);
    expect(tickets[0].supervisorSignatureData).toMatch(/^data:image\/png;base64,/);
    const signatures = (await api(request, token, jsaListSignatures, { query: { id: jsaId } })).signatures.filter(
      (s) => s.name === `Outbox Signer ${u}`,
    );
    expect(signatures).toHaveLength(1);
    expect(signatures[0].dataURL).toMatch(/^data:image\/png;base64,/);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('@phone twenty tickets saved while the signal comes and goes a hundred times end as exactly twenty on the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const u = unique();
  const job = await demoJob(request, TICKET_JOB);
  const token = await apiToken(request, demo.supervisor);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets`);
  await page.getByRole('link', { name: 'Create Ticket' }).click();

  // The signal flips 100 times at random moments while the tickets are saved.
  const flipping = (async () => {
    for (let flip = 0; flip < 100; flip++) {
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 550));
      await context.setOffline(flip % 2 === 0);
    }
  })();
  for (let i = 0; i < 20; i++) {
    await expect(page).toHaveURL(/\/FieldTickets\/new$/);
    await fillTicket(page, `Flip Crew ${u}`, false);
    await expect(page).toHaveURL(/\/FieldTickets\/-?\d+$/);
    // Back to a new ticket.
    await page.goBack();
  }
  await flipping;
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 60_000 });
  expect(await ticketsNamed(request, token, job.jobId, `Flip Crew ${u}`)).toHaveLength(20);
});

test('@phone another user signing in on the same phone neither sends nor sees the first one’s waiting work; the first gets it back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const u = unique();
  const job = await demoJob(request, TICKET_JOB);
  const token = await apiToken(request, demo.supervisor);
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets/new`);
  await expect(page.getByRole('form', { name: 'Field ticket' })).toBeVisible();
  await context.setOffline(true);
  await fillTicket(page, `First Crew ${u}`, false);
  await expect(indicator(page)).toHaveAccessibleName('Offline, 1 waiting to send');

  // Signing out says what stays on the phone.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not everything is sent' });
  await expect(dialog).toContainText('One change saved on this device has not been sent.');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await context.setOffline(false);

  // The second user sees none of it, and their own work is sent (their outbox runs) while the first's is not.
  await signedInAs(page, demo.admin);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent');
  await page.goto(`${job.url('Installation')}/FieldTickets/new`);
  await fillTicket(page, `Second Crew ${u}`, false);
  await expect(page.getByText('Field ticket saved.')).toBeVisible();
  await indicator(page).click();
  await expect(page.getByText('Everything you saved has been sent.')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await ticketsNamed(request, token, job.jobId, `Second Crew ${u}`)).toHaveLength(1);
  expect(await ticketsNamed(request, token, job.jobId, `First Crew ${u}`)).toHaveLength(0);

  // The first user signs in again: their work is back, and sent.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signedInAs(page, demo.supervisor);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });
  expect(await ticketsNamed(request, token, job.jobId, `First Crew ${u}`)).toHaveLength(1);
});

test('@phone a session that ended while the phone was offline asks for the password, keeps the screen, then sends', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const u = unique();
  const job = await demoJob(request, TICKET_JOB);
  const token = await apiToken(request, demo.supervisor);
  await signIn(page, demo.supervisor);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto(`${job.url('Installation')}/FieldTickets/new`);
  await expect(page.getByRole('form', { name: 'Field ticket' })).toBeVisible();
  const pageToken = await tokenOf(page);
  await context.setOffline(true);
  await fillTicket(page, `Expired Crew ${u}`, false);
  await expect(indicator(page)).toHaveAccessibleName('Offline, 1 waiting to send');
  const address = page.url();

  // Meanwhile the session ends on the server.
  await api(request, pageToken, logout);
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Sign in again to send your work' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(page.url()).toBe(address);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in and send' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });
  expect(await ticketsNamed(request, token, job.jobId, `Expired Crew ${u}`)).toHaveLength(1);
});
