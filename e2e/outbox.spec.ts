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
import { getFieldTicket, saveFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { jsaList, jsaListSignatures } from '@fieldbook/contract/forms-jsa';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillTicket, indicator, TICKET_JOB, ticketBody, ticketsNamed, unique } from './outbox-kit.ts';
import { phoneDevice } from './phone-device.ts';
import {
  api,
  apiToken,
  choose,
  DEMO_PASSWORD,
  demo,
  demoJob,
  drawSignatureWithFinger,
  openSection,
  signedInAs,
  signIn,
  test,
  tokenOf,
} from './support.ts';

// Field work saved without a network: kept on the phone, listed as waiting, sent exactly once.

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

const EQUIPMENT_JOB = 'Larkspur Federal 5H Rig – rig wall';
const JSA_JOB = 'Hawkins 14-22 Pad – sound wall';

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
  const device = phoneDevice(launchOptions, baseURL);
  const open = device.open;
  let context: BrowserContext = await open();
  try {
    // Online: the three screens are opened, each in a tab of its own.
    const equipment = context.pages()[0] ?? (await context.newPage());
    await signedInAs(equipment, demo.supervisor);
    await equipment.goto(`${equipmentJob.url('Installation')}/EquipmentForms`);
    await equipment.getByRole('link', { name: 'New Equipment Form' }).click();
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
    await saved.getByRole('button', { name: 'Cancel' }).click();
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
    // (Tabs opened after the first may be told they are online while nothing gets through: the count is what matters.)
    await expect(indicator(jsa)).toHaveAccessibleName(/, 5 waiting to send$/);
    await indicator(jsa).click();
    const list = jsa.getByRole('list', { name: 'Waiting to send' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list.getByRole('listitem', { name: `Equipment form 'OB-${u}'`, exact: true })).toContainText(
      EQUIPMENT_JOB,
    );
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
    // A held try makes the page count the server as out of reach until its next check: online or
    // offline, the five are still waiting.
    await expect(indicator(again)).toHaveAccessibleName(/, 5 waiting to send$/);

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
    device.remove();
  }
});

test('@phone an equipment form made with no signal is listed on a field ticket made with no signal; both arrive and the ticket lists the form', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const u = unique();
  const name = await equipmentTemplate(request, u);
  const job = await demoJob(request, TICKET_JOB);
  const token = await apiToken(request, demo.supervisor);
  await signedInAs(page, demo.supervisor);
  // At the yard, online: the tickets, a new ticket and a new equipment form opened once, moving between
  // the job's forms with the phone's form selector (one page all along, as a crew uses it).
  await page.goto(`${job.url('Installation')}/FieldTickets`);
  await page.getByRole('link', { name: 'Create Ticket' }).click();
  await expect(page.getByRole('form', { name: 'Field ticket' })).toBeVisible();
  const jobForm = page.getByRole('navigation', { name: 'Job forms' }).getByRole('combobox', { name: 'Job form' });
  await jobForm.selectOption({ label: 'Equipment Forms' });
  await page.getByRole('link', { name: 'New Equipment Form' }).click();
  await choose(page, 'Equipment', name);
  const sheet = page.getByRole('form', { name: 'Equipment form' });
  await sheet.getByRole('textbox', { name: 'Unit Number' }).fill(`OT-${u}`);

  // At the pad, no signal: the form is saved, then a new ticket of the day lists it.
  await context.setOffline(true);
  await sheet.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL(/\/EquipmentForms\/-\d+$/);
  await jobForm.selectOption({ label: 'Field Tickets' });
  await page.getByRole('link', { name: 'Create Ticket' }).click();
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await expect(ticket).toBeVisible();
  await openSection(ticket, 'Equipment Forms');
  await ticket.getByRole('checkbox', { name: `List ${name} OT-${u} on the ticket` }).check();
  await fillTicket(page, `Listing Crew ${u}`, false);
  await expect(page).toHaveURL(/\/FieldTickets\/-\d+$/);
  await expect(indicator(page)).toHaveAccessibleName(/, 2 waiting to send$/);

  // The signal is back: the form is created first, and the ticket names it by its real id.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });
  const form = (await api(request, token, equipmentFormList, { query: { jobId: job.jobId, stepId: 10 } })).data.find(
    (f) => f.unitNumber === `OT-${u}`,
  );
  const [sent] = await ticketsNamed(request, token, job.jobId, `Listing Crew ${u}`);
  expect(sent.equipmentForms).toEqual([form?.equipmentFormId]);
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

/**
 * A ticket the supervisor edits offline on the phone ('Mine …') while the office saves it ('Theirs …');
 * then the signal returns and the phone's save meets the office's. Answers the ticket and what both wrote.
 */
async function editedMeanwhile(page: Page, context: BrowserContext, request: APIRequestContext) {
  const u = unique();
  const job = await demoJob(request, TICKET_JOB);
  const token = await apiToken(request, demo.supervisor);
  const id = (await api(request, token, saveFieldTicket, { body: ticketBody(job.jobId, `Before ${u}`) })).id;
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets/${id}`);
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await expect(ticket.getByRole('textbox', { name: 'Roustabout 1 Name' })).toHaveValue(`Before ${u}`);
  await context.setOffline(true);
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Name' }).fill(`Mine ${u}`);
  await ticket.getByRole('button', { name: 'Save Ticket' }).click();
  await expect(page.getByText('Saved on this device. It will be sent when the network is back.')).toBeVisible();
  const admin = await apiToken(request, demo.admin);
  await api(request, admin, saveFieldTicket, { body: { ...ticketBody(job.jobId, `Theirs ${u}`), fieldTicketId: id } });
  const history = (await api(request, token, getFieldTicket, { query: { id } })).data.history.length;
  await context.setOffline(false);
  const ticketNow = async () => (await api(request, token, getFieldTicket, { query: { id } })).data;
  return { mine: `Mine ${u}`, theirs: `Theirs ${u}`, history, ticketNow };
}

test('@phone a ticket changed by someone else while the phone was offline shows both versions, and the crew keeps theirs', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { mine, theirs, ticketNow } = await editedMeanwhile(page, context, request);
  await expect(indicator(page)).toHaveAccessibleName('Online, 1 waiting to send');
  await indicator(page).click();
  const item = page.getByRole('listitem', { name: /^Field ticket of / });
  await expect(item.getByText('Changed by someone else')).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: 'Choose a version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Which version should be kept?' });
  await expect(dialog.getByText('Someone changed this form while you were away.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Their version' })).toContainText(theirs);
  await expect(dialog.getByRole('region', { name: 'My version' })).toContainText(mine);
  await expect(dialog).toContainText('Changed by');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent');
  expect((await ticketNow()).fieldTicketRoustabouts.map((r) => r.name)).toEqual([theirs]);
});

test('@phone keeping my version over a change made meanwhile saves mine, and the history keeps both', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { mine, history, ticketNow } = await editedMeanwhile(page, context, request);
  await indicator(page).click();
  const item = page.getByRole('listitem', { name: /^Field ticket of / });
  await item.getByRole('button', { name: 'Choose a version' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Which version should be kept?' });
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(indicator(page)).toHaveAccessibleName('Online, everything sent', { timeout: 30_000 });
  const saved = await ticketNow();
  expect(saved.fieldTicketRoustabouts.map((r) => r.name)).toEqual([mine]);
  expect(saved.history).toHaveLength(history + 1);
});
