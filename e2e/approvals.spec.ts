import { flagForReview, getBudget, saveBudget } from '@fieldbook/contract/budgets';
import { expect } from '@playwright/test';
import { api, apiToken, confirmed, demoJob, pageAs, test } from './support.ts';

/*
 * Demo jobs only this file changes:
 * - 'Riverside Water Plant Expansion – pile-driving wall' (step 2, review feedback to the hand-off),
 * - 'Riverside Water Plant Expansion – vibration monitoring' (step 3, budget review at step 4),
 * - 'Eagle Draw Compressor Station – compressor enclosure' (step 5, the whole approval chain),
 * - 'Larkspur Federal 5H Rig – camp blankets' (step 6, corporate rejection),
 * - 'Cherry Creek Bridge Replacement – noise monitoring' (step 9, accounting skip).
 */

test('a reviewer returns a budget under review with feedback, then moves it on', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const job = await demoJob(request, 'Riverside Water Plant Expansion – vibration monitoring');
  const sales = await apiToken(request, 'demo.sales');
  /** Sales submits the budget and flags it for review: the job moves to Proposal (4). */
  async function flag() {
    const { data } = await api(request, sales, getBudget, { query: { jobId: job.jobId } });
    await api(request, sales, saveBudget, {
      body: { jobId: job.jobId, submit: true, version: data.version, budgetItems: [] },
    });
    await api(request, sales, flagForReview, { query: { jobId: job.jobId } });
  }
  await flag();
  const page = await pageAs(browser, 'demo.operations');
  await page.goto(job.url('Budgeting'));
  const review = page.getByRole('region', { name: 'Review', exact: true });
  await review.getByRole('button', { name: 'Add Feedback' }).click();
  await expect(review.getByText('Please select a return step.')).toBeVisible();
  await expect(review.getByText('Note Title is required.')).toBeVisible();
  await expect(review.getByText('Note is required.')).toBeVisible();

  // at Proposal (step 4) the return steps include Budgeting
  await review.getByRole('combobox', { name: 'Return Step' }).click();
  await page.getByRole('option', { name: 'Budgeting', exact: true }).click();
  await review.getByLabel('Note Title').fill('Missing freight');
  await review.getByLabel('Note', { exact: true }).fill('Add the freight lines before the proposal.');
  await confirmed(page, review, 'Add Feedback');
  await expect(page.getByText('Feedback saved. The job returned to Budgeting.')).toBeVisible();
  // back at Budgeting the budget is editable again and not under review
  await expect(page.getByRole('button', { name: 'Save Budget' })).toBeVisible();
  await expect(review).toHaveCount(0);

  await flag();
  await page.reload();
  await review.getByLabel('Note Title').fill('Budget ready');
  await review.getByLabel('Note', { exact: true }).fill('Budget checked against the hand-off.');
  await confirmed(page, review, 'Next Stage');
  await expect(page.getByText('The job moved to Sales Approval.')).toBeVisible();
});

test('a reviewer returns a hand-off under review to the hand-off with feedback', async ({ browser, request }) => {
  const job = await demoJob(request, 'Riverside Water Plant Expansion – pile-driving wall');
  const page = await pageAs(browser, 'demo.operations');
  await page.goto(job.url('Scope'));
  const review = page.getByRole('region', { name: 'Review', exact: true });
  await review.getByRole('combobox', { name: 'Return Step' }).click();
  await page.getByRole('option', { name: 'Hand-Off', exact: true }).click();
  await review.getByLabel('Note Title').fill('Mobilization dates');
  await review.getByLabel('Note', { exact: true }).fill('The removal date is before the pile driving ends.');
  await confirmed(page, review, 'Add Feedback');
  await expect(page.getByText('Feedback saved. The job returned to Hand-Off.')).toBeVisible();
  await expect(review).toHaveCount(0);
});

test('each approval is logged by its approver; the client denies first, then approves', async ({
  browser,
  request,
}) => {
  test.slow(); // three users, five decisions
  const job = await demoJob(request, 'Eagle Draw Compressor Station – compressor enclosure');
  const section = (p: Awaited<ReturnType<typeof pageAs>>, name: string) => p.getByRole('region', { name, exact: true });

  const sales = await pageAs(browser, 'demo.sales');
  await sales.goto(job.url('Approval'));
  const salesSection = section(sales, 'Sales Approval');
  await expect(salesSection.getByText('No Approval')).toBeVisible();
  await salesSection.getByRole('button', { name: 'Approve' }).click();
  await expect(salesSection.getByText('Title is required.')).toBeVisible();
  await salesSection.getByLabel('Title').fill('Margin approved');
  await salesSection.getByLabel('Description').fill('Priced at list with the winter surcharge.');
  await confirmed(sales, salesSection, 'Approve');
  await expect(salesSection.getByText('Approval Logged')).toBeVisible();
  await expect(salesSection.getByText('Margin approved')).toBeVisible();
  await expect(salesSection.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // the client approval is not open yet
  await expect(section(sales, 'Client Approval').getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const operations = await pageAs(browser, 'demo.operations');
  await operations.goto(job.url('Approval'));
  await confirmed(operations, section(operations, 'Corporate Approval'), 'Approve');
  await expect(section(operations, 'Corporate Approval').getByText('Approval Logged')).toBeVisible();

  await sales.reload();
  const client = section(sales, 'Client Approval');
  await confirmed(sales, client, 'Reject');
  await expect(client.getByText('Client Denied Approval')).toBeVisible();
  await expect(client.getByText(/Grant Holloway/)).toBeVisible();
  await confirmed(sales, client, 'Approve');
  await expect(client.getByText('Approval Logged')).toBeVisible();

  await operations.reload();
  await confirmed(operations, section(operations, 'Operations Approval'), 'Approve');
  await expect(section(operations, 'Operations Approval').getByText('Approval Logged')).toBeVisible();

  const accounting = await pageAs(browser, 'demo.accounting');
  await accounting.goto(job.url('Approval'));
  const acc = section(accounting, 'Accounting Approval');
  await confirmed(accounting, acc, 'Approve');
  await expect(acc.getByText('Approval Logged')).toBeVisible();
  await expect(acc.getByRole('button', { name: 'Skip' })).toHaveCount(0);
});

test('a corporate rejection sends the job back to budgeting and clears its approvals', async ({ browser, request }) => {
  const job = await demoJob(request, 'Larkspur Federal 5H Rig – camp blankets');
  const page = await pageAs(browser, 'demo.operations');
  await page.goto(job.url('Approval'));
  // the demo logged the sales approval of this job
  await expect(
    page.getByRole('region', { name: 'Sales Approval', exact: true }).getByText('Approval Logged'),
  ).toBeVisible();
  const corporate = page.getByRole('region', { name: 'Corporate Approval', exact: true });
  await confirmed(page, corporate, 'Reject');
  await expect(page.getByText('Corporate rejection logged. The job returned to Budgeting.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sales Approval', exact: true }).getByText('No Approval'),
  ).toBeVisible();
  await expect(corporate.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.goto(job.url('Budgeting'));
  await expect(page.getByRole('button', { name: 'Save Budget' })).toBeVisible();
});

test('accounting skips its approval with one click', async ({ browser, request }) => {
  const job = await demoJob(request, 'Cherry Creek Bridge Replacement – noise monitoring');
  const page = await pageAs(browser, 'demo.accounting');
  await page.goto(job.url('Approval'));
  const acc = page.getByRole('region', { name: 'Accounting Approval', exact: true });
  await expect(acc.getByText('No Approval')).toBeVisible();
  await confirmed(page, acc, 'Skip');
  await expect(acc.getByText('Approval Skipped')).toBeVisible();
  await expect(acc.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(acc.getByRole('button', { name: 'Skip' })).toHaveCount(0);
});
