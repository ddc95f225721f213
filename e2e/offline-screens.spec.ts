import { randomUUID } from 'node:crypto';
import { getAccountOptions } from '@fieldbook/contract/calls';
import { getEmployeeOptions } from '@fieldbook/contract/employees';
import { saveFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import type { JobListRow } from '@fieldbook/contract/jobs';
import { getSelfInfo } from '@fieldbook/contract/self';
import { createSurveyForm } from '@fieldbook/contract/surveys';
import {
  createTimesheetEntries,
  getAccountLocationOptions,
  getJobListOptions,
  getTimesheetActivities,
} from '@fieldbook/contract/timesheets';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { installationJob } from './field-records.ts';
import { phoneDevice } from './phone-device.ts';
import { api, apiToken, controlledByWorker, demo, deviceCopy, isoDay, jobs, signedInAs, test } from './support.ts';

test.use({ serviceWorkers: 'allow' });

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const jobUrl = (j: JobListRow, rest: string) => `/Opportunities/${j.opportunityId}/${j.jobId}/${rest}`;

/** A field ticket on the job's installation, saved (an editor opens) or submitted (the read view). */
async function ticket(request: APIRequestContext, token: string, jobId: number, submit: boolean, name: string) {
  const body = {
    fieldTicketId: 0,
    jobId,
    stepId: 10,
    requestKey: randomUUID(),
    date: isoDay(-1),
    submit,
    equipmentForms: [],
    fieldTicketRoustabouts: [{ name, hours: '6' }],
    fieldTicketComments: [],
    clientSignaturePrint: 'Pat Client',
    clientSignatureData: PNG,
    supervisorSignaturePrint: 'Cody Braddock',
    supervisorSignatureData: PNG,
  };
  return (await api(request, token, saveFieldTicket, { body })).id;
}

/** Today's entry for the first employee, on the job's account: the timesheet day and its entry form have data. */
async function todaysEntry(request: APIRequestContext, token: string, job: JobListRow, description: string) {
  const employee = (await api(request, token, getEmployeeOptions, { body: {} })).data[0];
  const accounts = await api(request, token, getAccountOptions, { body: { search: job.accountName } });
  const account = accounts.data.find((a) => a.accountName === job.accountName);
  if (!account) throw new Error(`no account named ${job.accountName}`);
  const id = { id: account.accountId };
  const location = (await api(request, token, getAccountLocationOptions, { body: id })).data[0];
  const activity = (await api(request, token, getTimesheetActivities)).data[0];
  const entryJob = (await api(request, token, getJobListOptions, { body: id })).data.find((j) => j.jobId === job.jobId);
  const day = isoDay(0);
  const answer = await api(request, token, createTimesheetEntries, {
    body: {
      date: day,
      employeeIds: [employee.employeeId],
      accountId: account.accountId,
      accountLocationId: location.accountLocationId,
      jobId: entryJob?.jobId ?? job.jobId,
      activityId: activity.activityId,
      startTime: new Date(`${day}T05:00:00`).toISOString(),
      endTime: new Date(`${day}T06:00:00`).toISOString(),
      description,
    },
  });
  return { entryId: answer.timesheetEntryIds[0], employee: employee.lastName };
}

test('@phone after one visit online, a crew member’s field screens open with no signal, also after closing the browser; another user on the phone does not see them', async ({
  baseURL,
  request,
  launchOptions,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, demo.supervisor);
  const userId = (await api(request, token, getSelfInfo)).data.userId;
  const { job, open, done, jsa } = await installationJob(request, token);
  const openTicket = await ticket(request, token, job.jobId, false, 'Offline Story Open');
  const doneTicket = await ticket(request, token, job.jobId, true, 'Offline Story Done');
  const survey = (await api(request, token, createSurveyForm, { body: { id: job.jobId, clientKey: randomUUID() } }))
    .data.surveyFormId;
  const entry = await todaysEntry(request, token, job, 'Offline story entry');
  // A field job the drilling user may not see, for the second user's check.
  const drillToken = await apiToken(request, demo.drillUser);
  const drillJobs = new Set((await jobs(request, drillToken)).map((j) => j.jobId));
  const notTheirs = (await jobs(request, token)).find(
    (j) => j.jobStepId >= 10 && j.jobStepId <= 12 && !drillJobs.has(j.jobId),
  );
  if (!notTheirs) throw new Error('no field job the drilling user may not see');

  const device = phoneDevice(launchOptions, baseURL);
  const phone = device.open;
  let context: BrowserContext = await phone();
  try {
    // Online: sign in and open the job list once; the rest is fetched ahead onto the device.
    let page = context.pages()[0] ?? (await context.newPage());
    await signedInAs(page, demo.supervisor);
    await page.goto('/Jobs');
    await expect(page.getByRole('link', { name: job.jobName }).first()).toBeVisible();
    await controlledByWorker(page);
    const wanted = [
      '["self"]',
      '["jobs","steps"]',
      '["navigation","/Navigation/GetNavigation"]',
      `["equipmentForms",${job.jobId},"one",${open.equipmentFormId}]`,
      `["equipmentForms",${job.jobId},"one",${done.equipmentFormId}]`,
      `["fieldTicket",${job.jobId},"one",${openTicket}]`,
      `["fieldTicket",${job.jobId},"one",${doneTicket}]`,
      `["jsa",${job.jobId},"one",${jsa.jsaId}]`,
      `["survey",${survey},"form"]`,
      `["timesheets","entry",${entry.entryId}]`,
      `["jobPage",${notTheirs.jobId}]`,
    ];
    const missing = async () => {
      const held = new Set((await deviceCopy(page, userId)).map((q) => q.queryHash));
      return wanted.filter((key) => !held.has(key));
    };
    await expect.poll(missing, { timeout: 90_000 }).toEqual([]);

    // No signal, and the browser closed and opened again.
    await context.setOffline(true);
    await context.close();
    context = await phone();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    const stage = (rest = '') => jobUrl(job, `Installation${rest}`);

    await page.goto('/Jobs');
    await expect(page.getByRole('link', { name: job.jobName }).first()).toBeVisible();
    await page.goto(stage());
    await expect(page.getByRole('heading', { name: 'Installation', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'JSA', exact: true })).toBeVisible();

    await page.goto(stage('/EquipmentForms'));
    await expect(page.getByRole('row', { name: new RegExp(open.unitNumber) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(done.unitNumber) })).toBeVisible();
    await page.goto(stage(`/EquipmentForms/${open.equipmentFormId}`));
    await expect(page.getByRole('form', { name: 'Equipment form' })).toBeVisible();
    await page.goto(stage(`/EquipmentForms/${done.equipmentFormId}`));
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

    await page.goto(stage('/FieldTickets'));
    await expect(page.getByRole('table', { name: 'Field tickets' })).toBeVisible();
    await page.goto(stage(`/FieldTickets/${openTicket}`));
    const editor = page.getByRole('form', { name: 'Field ticket' });
    await expect(editor.getByRole('textbox', { name: /Name/ }).first()).toHaveValue('Offline Story Open');
    await page.goto(stage(`/FieldTickets/${doneTicket}`));
    await expect(page.getByRole('article', { name: /^Field Ticket – / })).toContainText('Offline Story Done');

    await page.goto(stage('/JSA'));
    await page.goto(stage(`/JSA/${jsa.jsaId}`));
    await expect(page.getByRole('button', { name: 'PDF' })).toBeVisible();
    await page.goto(stage(`/JSA/${jsa.jsaId}/Edit`));
    await expect(page.getByRole('heading', { name: 'Edit JSA' })).toBeVisible();

    await page.goto(stage('/SurveyForms'));
    await expect(page.getByRole('heading', { name: 'Survey Forms' })).toBeVisible();
    await page.goto(stage(`/SurveyForms/${survey}`));
    await expect(page.getByRole('region', { name: '1 Client/Site Information' })).toBeVisible();

    await page.goto('/Timesheets');
    await expect(page.getByRole('table', { name: /^Timesheets of / })).toContainText(entry.employee);
    await page.goto(`/Timesheets/EditTimesheetEntry/${entry.entryId}`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Offline story entry');

    // An office screen says plainly that it needs a connection.
    await page.goto('/Admin/UserList');
    await expect(page.getByText('This screen needs a connection.')).toBeVisible();
    await expect(page.getByText('Field forms and timesheets work without one.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Another user signs in on the same phone: the first one's jobs are not theirs to see, even offline.
    await context.setOffline(false);
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signedInAs(page, demo.drillUser);
    await page.goto('/Jobs');
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    const drillUserId = (await api(request, drillToken, getSelfInfo)).data.userId;
    const listKept = async () =>
      (await deviceCopy(page, drillUserId)).some((q) => q.queryHash.startsWith('["jobs","search"'));
    await expect.poll(listKept).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: notTheirs.jobName })).toHaveCount(0);
    await page.goto(jobUrl(notTheirs, ''));
    await expect(
      page.getByText('This was not saved on this device yet. Open it once with a connection.'),
    ).toBeVisible();
    await expect(page.getByText(notTheirs.jobName)).toHaveCount(0);
  } finally {
    await context.close();
    device.remove();
  }
});
