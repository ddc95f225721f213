import { expect, type Page } from '@playwright/test';

/** Set-up helpers of the hand-off stories (through the API, as the signed-in user). */

/** The signed-in page's bearer token, for the API set-up calls. */
const tokenOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('fieldbook.token') ?? sessionStorage.getItem('fieldbook.token'));

export interface JobRow {
  jobId: number;
  opportunityId: number;
  opportunityName: string;
  jobName: string;
  jobStepId: number;
  canceled: boolean;
}

export async function jobList(page: Page): Promise<JobRow[]> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  return (await (await page.request.get('/api/Job/JobList?JobStep=-1', { headers })).json()).data;
}

/** A fresh job at hand-off under a demo opportunity, so this story changes nothing others use. */
export async function newJob(page: Page, jobName: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const opp = (await jobList(page)).find((j) => j.opportunityName === 'Riverside Water Plant Expansion');
  if (!opp) throw new Error('demo opportunity missing');
  const res = await page.request.post('/api/Job/SaveJob', {
    headers,
    data: { jobId: 0, opportunityId: opp.opportunityId, jobName, jobDescription: 'Hand-off story' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { opportunityId: opp.opportunityId, jobId: (await res.json()).id as number };
}
