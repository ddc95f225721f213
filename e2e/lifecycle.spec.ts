import { saveJob } from '@fieldbook/contract/job-profile';
import { type Browser, expect, type Page } from '@playwright/test';
import { apiResponse, apiToken, choose, confirmed, jobs, pageAs, test } from './support.ts';

/*
 * The whole life of a job through the real UI, each step by a user of the role that does it
 * (docs/job-lifecycle.md): a phone call, an opportunity made from it, a job, the hand-off, the review,
 * the budgeting stage, all five approvals, installation, on rent, tear down and billing complete.
 * Everything it touches is created here, so no other story depends on it.
 */

const stamp = Date.now().toString(36);
const CALLER = `Dana Lifecycle ${stamp}`;
const OPPORTUNITY = `Pad 21 Night Drilling ${stamp}`;
const JOB = `Pad 21 sound wall ${stamp}`;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The reviewer's 'Next Stage' with a note, on the tab the review form is on. */
async function nextStage(page: Page, title: string, movedTo: string) {
  const review = region(page, 'Review');
  await review.getByLabel('Note Title').fill(title);
  await review.getByLabel('Note', { exact: true }).fill(`${title}: checked.`);
  await confirmed(page, review, 'Next Stage');
  await expect(page.getByText(`The job moved to ${movedTo}.`)).toBeVisible();
}

/** Approves one section of the Approval tab as the page's user. */
async function approve(page: Page, section: string, note?: { title: string; description: string }) {
  await page.reload();
  const s = region(page, section);
  if (note) {
    await s.getByLabel('Title').fill(note.title);
    await s.getByLabel('Description').fill(note.description);
  }
  await confirmed(page, s, 'Approve');
  await expect(s.getByText('Approval Logged')).toBeVisible();
}

async function closeStage(page: Page, stage: string, url: string, next: string) {
  await page.goto(url);
  await confirmed(page, region(page, stage), `Close ${stage}`);
  await expect(page).toHaveURL(new RegExp(`/${next}$`));
}

async function recordCall(browser: Browser) {
  const office = await pageAs(browser, 'demo.office');
  await office.goto('/CallIntake');
  await choose(office, 'Office Location', 'Midland');
  await choose(office, 'Account', 'Ridgeback Energy Partners', { typed: 'ridgeback' });
  await office.getByLabel('Contact Name').fill(CALLER);
  await office.getByLabel('Contact Email').fill('dana@ridgeback.example');
  await office.getByLabel('Contact Phone').fill('(432) 555-0121');
  await office.getByRole('textbox', { name: 'Job Location', exact: true }).fill('Pad 21, FM 1788');
  await office.getByLabel('Description').fill('Night drilling next month; neighbours complain. Quote a sound wall.');
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByText('Sucessfully Saved Call')).toBeVisible();
  await office.close();
}

/** Sales turns the call into an opportunity and adds the job; answers the job's base URL. */
async function opportunityAndJob(sales: Page): Promise<string> {
  await sales.goto('/Opportunities/Call');
  await sales.getByRole('row').filter({ hasText: CALLER }).getByRole('link').first().click();
  await sales.getByRole('link', { name: 'Create Opportunity' }).click();
  await expect(sales.getByLabel('Call Details')).toContainText(CALLER);
  await sales.getByLabel('Opportunity Name').fill(OPPORTUNITY);
  await choose(sales, 'Billing Location', 'Midland Office');
  await sales.getByRole('button', { name: 'Save' }).click();
  await expect(sales.getByRole('heading', { name: OPPORTUNITY, level: 1 })).toBeVisible();

  await sales.getByRole('link', { name: 'New Job' }).click();
  await sales.getByLabel('Job Name').fill(JOB);
  await sales.getByLabel('Job Description').fill('East and north sides of the pad.');
  await choose(sales, 'Classification', 'Sound Wall');
  await sales.getByRole('button', { name: 'Save' }).click();
  await expect(sales.getByRole('heading', { name: JOB })).toBeVisible();
  const [base] = sales.url().split(/[?#]/);
  return new URL(base).pathname.replace(/\/$/, '');
}

/** Sales fills the hand-off and flags it for review. */
async function handOff(sales: Page, job: string) {
  await sales.goto(`${job}/Scope`);
  await expect(sales.getByRole('heading', { name: 'Job Hand-Off' })).toBeVisible({ timeout: 30_000 });
  await choose(sales, 'Tier 1', 'Sound Wall');
  await choose(sales, 'Tier 2', 'STC 32');
  await choose(sales, 'Tier 3', '24 ft');
  await choose(sales, 'Tier 4', 'Freestanding');
  await sales.getByRole('textbox', { name: 'Quantity' }).fill('40');
  await sales.getByRole('textbox', { name: 'Description' }).fill('East and north sides');
  await sales.getByRole('button', { name: 'Add Scope Item' }).click();
  await expect(sales.getByTestId('scope-item')).toHaveCount(1);
  await sales.getByRole('button', { name: 'Completed - Flag for Review' }).click();
  await sales.getByRole('dialog').getByRole('button', { name: 'Flag for Review' }).click();
  await expect(sales.getByText('Hand-off completed and flagged for review.')).toBeVisible();
}

test('a job goes from a phone call to billing complete, each step by its role', async ({ browser }) => {
  test.setTimeout(600_000); // nine users and some thirty screens on a 2-core machine

  await recordCall(browser);
  const sales = await pageAs(browser, 'demo.sales');
  const job = await opportunityAndJob(sales);
  await handOff(sales, job);

  // Review (Scope tab) by operations; sales submits the budget for review; operations reviews it.
  const operations = await pageAs(browser, 'demo.operations');
  await operations.goto(`${job}/Scope`);
  await nextStage(operations, 'Hand-off reviewed', 'Budgeting');
  await sales.goto(`${job}/Budgeting`);
  await sales.getByRole('button', { name: 'Submit Budget' }).click();
  await expect(sales.getByText('Budget submitted.')).toBeVisible();
  await confirmed(sales, sales, 'Submit for Review');
  await expect(sales.getByText('The budget is flagged for review. The job moved to Proposal.')).toBeVisible();
  await operations.goto(`${job}/Budgeting`);
  await nextStage(operations, 'Budget and proposal reviewed', 'Sales Approval');

  // Approvals in order: sales, corporate, client, operations, accounting.
  await sales.goto(`${job}/Approval`);
  await approve(sales, 'Sales Approval', { title: 'Margin approved', description: 'Priced at list.' });
  await operations.goto(`${job}/Approval`);
  await approve(operations, 'Corporate Approval');
  await approve(sales, 'Client Approval');
  await approve(operations, 'Operations Approval');
  const accounting = await pageAs(browser, 'demo.accounting');
  await accounting.goto(`${job}/Approval`);
  await approve(accounting, 'Accounting Approval');

  // The field supervisor finds the job in the installation list and closes the three field stages.
  const supervisor = await pageAs(browser, 'demo.supervisor');
  await supervisor.goto('/Jobs/10');
  await supervisor.getByRole('link', { name: JOB }).click();
  await expect(supervisor.getByRole('heading', { name: JOB })).toBeVisible();
  await closeStage(supervisor, 'Installation', `${job}/Installation`, 'OnRent');
  await closeStage(supervisor, 'On Rent', `${job}/OnRent`, 'TearDown');
  await closeStage(supervisor, 'Tear Down', `${job}/TearDown`, 'closed');
  await expect(region(supervisor, 'Job Complete').getByText('Billing In Progress')).toBeVisible();

  // Accounting completes billing.
  await accounting.goto(`${job}/closed`);
  const complete = region(accounting, 'Job Complete');
  await confirmed(accounting, complete, 'Complete Billing');
  await expect(complete.getByText('Billing Complete')).toBeVisible();

  // Every move is in the job's history.
  await accounting.getByRole('button', { name: 'Job History' }).click();
  const history = accounting.getByRole('table', { name: 'Job History' });
  await expect(history).toContainText('Tear Down');
  await expect(history).toContainText('Hand-Off');
  await expect(history).toContainText('Accounting Approval');
});

test('a Drilling User is refused a non-drilling job, in the browser and by the API', async ({ browser, request }) => {
  const list = async (username: string) => jobs(request, await apiToken(request, username));
  const drilling = await list('demo.drilluser');
  const other = (await list('demo.admin')).find((r) => !drilling.some((d) => d.jobId === r.jobId));
  if (!other) throw new Error('no non-drilling demo job');

  const page = await pageAs(browser, 'demo.drilluser');
  await page.goto(`/Opportunities/${other.opportunityId}/${other.jobId}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: other.jobName })).toHaveCount(0);

  // Nor may a Drilling User edit a drilling job they can see.
  const own = drilling[0];
  const res = await apiResponse(request, await apiToken(request, 'demo.drilluser'), saveJob, {
    body: { jobId: own.jobId, opportunityId: own.opportunityId, jobName: `${own.jobName} (edited)` },
  });
  expect(res.status()).toBe(403);
});
