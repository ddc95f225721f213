import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedInAs } from './support.ts';

/** A demo job's ids, found by its name through the API (GET /Job/JobList) as demo.admin. */
export async function demoJob(request: APIRequestContext, jobName: string) {
  const auth = await request.post('/api/Authentication/Authenticate', {
    data: { username: 'demo.admin', password: DEMO_PASSWORD },
  });
  const { token } = await auth.json();
  const res = await request.get('/api/Job/JobList?canceled=false', { headers: { authorization: `Bearer ${token}` } });
  const rows: {
    jobId: number;
    opportunityId: number;
    jobName: string;
    opportunityName: string;
    accountName: string;
  }[] = (await res.json()).data;
  const job = rows.find((r) => r.jobName === jobName);
  if (!job) throw new Error(`no demo job named ${jobName}`);
  return { ...job, url: (stage: string) => `/Opportunities/${job.opportunityId}/${job.jobId}/${stage}` };
}

/** A page of its own (own browser context, own token) signed in as a demo user. */
export async function pageAs(browser: Browser, username: string): Promise<Page> {
  const page = await browser.newPage();
  await signedInAs(page, username);
  return page;
}

/** Clicks an action, then the same-named confirm button of the dialog that asks first. */
export async function confirmed(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
