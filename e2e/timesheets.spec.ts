import { saveEmployee } from '@fieldbook/contract/employees';
import { createTimesheetEntries, getAccountLocationOptions, getTimesheetList } from '@fieldbook/contract/timesheets';
import { type APIRequestContext, expect } from '@playwright/test';
import {
  api,
  apiToken,
  choose,
  createAccount,
  createJob,
  createOpportunity,
  isoDay,
  signedInAs,
  test,
} from './support.ts';

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** A new employee with that PIN, through the API; answers id and last name. */
async function newEmployee(request: APIRequestContext, token: string, pin: string) {
  const lastName = `Crew${stamp()}`;
  const body = {
    employeeId: 0,
    firstName: 'Sam',
    lastName,
    phoneNumber: '(303) 555-0142',
    email: 'sam@crew.test',
    pin,
  };
  const { employeeId } = await api(request, token, saveEmployee, { body });
  return { employeeId, lastName, name: `Sam ${lastName}` };
}

/** A new account with one site and one job. */
async function newSite(request: APIRequestContext, token: string) {
  const accountName = `Timesheet Site ${stamp()}`;
  const accountId = await createAccount(request, token, accountName);
  const opportunityName = `Pad ${stamp()}`;
  const opportunityId = await createOpportunity(request, token, { accountId, opportunityName });
  const jobName = `${opportunityName} wall`;
  const jobId = await createJob(request, token, { opportunityId, jobName });
  const locations = (await api(request, token, getAccountLocationOptions, { body: { id: accountId } })).data;
  const site = locations.find((l) => l.locationName === `${opportunityName} site`) ?? locations[0];
  return {
    accountId,
    accountName,
    jobId,
    jobName,
    locationName: site.locationName,
    accountLocationId: site.accountLocationId,
  };
}

test('an operations user enters a day for two employees at once, and the day exports', async ({ page }) => {
  const token = await apiToken(page.request);
  const a = await newEmployee(page.request, token, '1357');
  const b = await newEmployee(page.request, token, '2468');
  const site = await newSite(page.request, token);
  const day = isoDay(-40);

  await signedInAs(page, 'demo.operations');
  await page.goto(`/Timesheets?date=${day}`);
  await page.getByRole('link', { name: 'Add Entries' }).click();
  const form = page.getByRole('form', { name: 'New timesheet entries' });
  await choose(page, 'Employees', `${a.lastName}, Sam`, { typed: a.lastName });
  await choose(page, 'Employees', `${b.lastName}, Sam`, { typed: b.lastName });
  await page.keyboard.press('Escape');
  // Location and job show only once an account is chosen.
  await expect(form.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
  await choose(page, 'Account', site.accountName, { typed: site.accountName });
  await choose(page, 'Location', site.locationName);
  await choose(page, 'Job', new RegExp(site.jobName));
  await choose(page, 'Activity', 'Installation');
  await form.getByLabel('Start').fill('07:00');
  await form.getByLabel('End').fill('11:30');
  await expect(form.getByText('4.5', { exact: true })).toBeVisible();
  // Moving the start past the end pushes the end along.
  await form.getByLabel('Start').fill('12:00');
  await expect(form.getByLabel('End')).toHaveValue('12:00');
  await form.getByLabel('Start').fill('07:00');
  await form.getByLabel('End').fill('11:30');
  await form.getByLabel('Description').fill('Set wall panels');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/Timesheets\\?date=${day}$`));
  const table = page.getByRole('table', { name: /^Timesheets of / });
  for (const who of [a, b]) {
    const row = table.getByRole('row').filter({ hasText: who.name });
    await expect(row).toContainText('7:00 AM');
    await expect(row).toContainText('11:30 AM');
    await expect(row).toContainText('4.5');
    await expect(row.getByRole('link', { name: `Verify ${who.name}` })).toBeVisible();
  }

  // An overlapping entry for one of them is refused, naming the other entry.
  await page.getByRole('link', { name: 'Add Entries' }).click();
  await choose(page, 'Employees', `${a.lastName}, Sam`, { typed: a.lastName });
  await page.keyboard.press('Escape');
  await choose(page, 'Account', site.accountName, { typed: site.accountName });
  await choose(page, 'Location', site.locationName);
  await choose(page, 'Job', new RegExp(site.jobName));
  await choose(page, 'Activity', 'Travel');
  await form.getByLabel('Start').fill('11:00');
  await form.getByLabel('End').fill('12:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(`${a.name} already has an entry 7:00 AM–11:30 AM`);
  await form.getByRole('link', { name: 'Cancel' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(`TimeSheet-${day}.xlsx`);
});

test('the employee verifies the timesheet with the PIN on a phone; a wrong PIN is cleared @phone', async ({ page }) => {
  const token = await apiToken(page.request);
  const worker = await newEmployee(page.request, token, '4826');
  const site = await newSite(page.request, token);
  const day = isoDay(-41);
  await api(page.request, token, createTimesheetEntries, {
    body: {
      date: day,
      employeeIds: [worker.employeeId],
      accountId: site.accountId,
      accountLocationId: site.accountLocationId,
      jobId: site.jobId,
      activityId: 1,
      startTime: new Date(`${day}T07:00:00`).toISOString(),
      endTime: new Date(`${day}T15:30:00`).toISOString(),
      description: 'Panels',
    },
  });
  const sheets = (await api(page.request, token, getTimesheetList, { body: { Date: day } })).data;
  const sheet = sheets.find((s) => s.employeeId === worker.employeeId);
  if (!sheet) throw new Error('no timesheet');

  await signedInAs(page, 'demo.supervisor');
  await page.goto(`/Timesheets?date=${day}`);
  await page.getByRole('link', { name: `Verify ${worker.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/VerifyTimesheet/${sheet.timesheetId}$`));
  await expect(page.getByRole('cell', { name: '8.5', exact: true })).toBeVisible();
  const pad = page.getByRole('group', { name: 'PIN keypad' });
  const shown = page.getByRole('status', { name: /^PIN,/ });
  for (const d of ['1', '1', '1', '1', '1']) await pad.getByRole('button', { name: d, exact: true }).click();
  // A fifth digit is ignored; the PIN is shown masked.
  await expect(shown).toHaveText('****');
  await pad.getByRole('button', { name: 'Delete' }).click();
  await expect(shown).toHaveText('***');
  await pad.getByRole('button', { name: '1', exact: true }).click();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect PIN. 4 attempts left');
  await expect(shown).toHaveText('\u00a0');

  for (const d of '4826') await pad.getByRole('button', { name: d, exact: true }).click();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Timesheets\\?date=${day}$`));
  const row = page.getByRole('row').filter({ hasText: worker.name });
  await expect(row).toContainText('Verified');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
