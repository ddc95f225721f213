import { saveJsa } from '@fieldbook/contract/forms-jsa';
import { type APIRequestContext, expect } from '@playwright/test';
import { api, apiToken, choose, demo, demoJob, signedInAs, test, waitForMail } from './support.ts';

const JOB = 'Larkspur Federal 5H Rig – rig wall';

/** A saved JSA on the job's installation, set up through the API. */
async function jsaOn(request: APIRequestContext, jobId: number, supervisor: string) {
  const token = await apiToken(request, demo.supervisor);
  const answer = await api(request, token, saveJsa, {
    body: {
      jsaId: 0,
      jobId,
      stepId: 10,
      clientKey: crypto.randomUUID(),
      date: '2026-11-24T14:30:00.000Z',
      supervisor,
      supervisorContact: '(432) 555-0145',
      cprCertifiedEmployee: 'Rosa Jimenez',
      nameOfNearestHospital: 'Midland Memorial Hospital',
      nearestHospitalAddress: '400 Rosalind Redfern Grover Pkwy, Midland, TX',
      emergencyAddress: 'Larkspur Federal 5H, CR 1250',
      checkBoxCategories: [],
      emergency: [],
      riskManagements: [],
    },
  });
  return answer.id;
}

test('the job forms tabs of a stage lead to the JSA; its PDF opens and it is e-mailed', async ({ page, request }) => {
  const job = await demoJob(request, JOB);
  const id = await jsaOn(request, job.jobId, 'Tab Bar Story');
  await signedInAs(page, demo.supervisor);
  await page.goto(job.url('Installation'));
  const tabs = page.getByRole('navigation', { name: 'Job forms' });
  await expect(tabs.getByRole('tab', { name: 'Field Tickets' })).toBeVisible();
  await expect(page.getByText('Select a section to continue')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Survey Forms' }).click();
  await expect(page.getByRole('heading', { name: 'Survey Forms' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'JSA' }).click();
  await expect(tabs.getByRole('tab', { name: 'JSA' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`${job.url('Installation')}/JSA/${id}`);
  await expect(page.getByText('Tab Bar Story')).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);

  await page.getByRole('button', { name: 'Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email JSA' });
  await dialog.getByRole('textbox', { name: 'To Email' }).fill('jsa-story@client');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'To Email' }).fill('jsa-story@client.example.test');
  await dialog.getByRole('textbox', { name: 'To Name' }).fill('Pat Client');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Today’s JSA.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The JSA was sent to jsa-story@client.example.test.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await waitForMail((m) => m.to.includes('jsa-story@client.example.test'));
  expect(mail.subject).toContain('Job Safety Analysis');
});

test('an administrator reads the JSAs of a picked job under /Admin/Forms', async ({ page, request }) => {
  const job = await demoJob(request, JOB);
  await jsaOn(request, job.jobId, 'Admin Forms Story');
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/Forms/JSA');
  await expect(page.getByText('Select a job').first()).toBeVisible();
  await choose(page, 'Job', new RegExp(job.jobName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { typed: 'Larkspur' });
  const list = page.getByRole('table', { name: 'JSAs' });
  await list.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'PDF' })).toBeVisible();
});

test('@phone the job forms are a list of links and a drop-down on a phone', async ({ page, request }) => {
  const job = await demoJob(request, JOB);
  await signedInAs(page, demo.supervisor);
  await page.goto(job.url('Installation'));
  await expect(
    page.getByRole('navigation', { name: 'Job forms' }).getByRole('combobox', { name: 'Job form' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'JSA', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
