import { reviewNote } from '@fieldbook/contract/approvals';
import { addScopeItem, completeStepOne, getHandOffProfile, scopeBuilderTree } from '@fieldbook/contract/hand-off';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { api, apiToken, choose, confirmed, createJob, jobs, pageAs, test } from './support.ts';

/*
 * The job budget and the budget templates. Each story makes its own job (set up through the API up
 * to Budgeting), except the read-only one, which opens a demo job past Budgeting without changing it.
 */

/** A new job under a demo opportunity at Budgeting (step 3), with one scope item of a sound wall leaf. */
async function budgetingJob(request: APIRequestContext, jobName: string) {
  const token = await apiToken(request);
  const opp = (await jobs(request, token)).find((j) => j.opportunityName === 'Riverside Water Plant Expansion');
  if (!opp) throw new Error('no demo opportunity');
  const jobId = await createJob(request, token, { opportunityId: opp.opportunityId, jobName });
  const { handOff } = await api(request, token, getHandOffProfile, { body: { id: jobId } });
  const tree = (await api(request, token, scopeBuilderTree)).data;
  const path: number[] = [];
  let level = tree;
  for (const name of ['Sound Wall', 'STC 32', '24 ft', 'Freestanding']) {
    const node = level.find((n) => n.itemName === name);
    if (!node) throw new Error(`no scope node ${name}`);
    path.push(node.scopeBuilderId);
    level = node.children;
  }
  await api(request, token, addScopeItem, {
    body: { selections: path, quantity: '400', description: 'East side', handOffId: handOff.handOffId },
  });
  await api(request, token, completeStepOne, { body: { id: jobId } });
  await api(request, token, reviewNote, {
    body: { jobId, targetStep: -1, noteTitle: 'Hand-off reviewed', note: 'Scope checked.', fromStep: 2 },
  });
  return `/Opportunities/${opp.opportunityId}/${jobId}/Budgeting`;
}

// each story opens several screens; the shared 2-core machine is slow under load
test.describe.configure({ timeout: 120_000 });

const line = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Budget Totals' }).getByLabel(label, { exact: true });

test('a sales user builds a budget, saves it, sees the totals, submits it and flags it for review', async ({
  browser,
  request,
}) => {
  const url = await budgetingJob(request, `Budget story ${Date.now().toString(36)}`);
  const page = await pageAs(browser, 'demo.sales');
  await page.goto(url);

  // the scope item opens with its leaf's template lines
  const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
  const rental = line(revenue, '100 Sound Wall Rental');
  await expect(rental.getByLabel('Quantity')).toHaveValue('400.00', { timeout: 30_000 });
  // the prefilled rate is selected on focus: typing replaces it
  await expect(rental.getByLabel('Rate')).not.toHaveValue('');
  await rental.getByLabel('Rate').click();
  await rental.getByLabel('Rate').pressSequentially('3.257'); // a third decimal is refused
  await expect(rental.getByLabel('Rate')).toHaveValue('3.25');
  await rental.getByLabel('Per unit').selectOption('Per Foot');
  await rental.getByLabel('Time').selectOption('Per Week');
  await rental.getByLabel('Minimum cycles').fill('6');
  const install = line(revenue, '110 Installation');
  await install.getByLabel('Lump sum').fill('4800');
  await install.getByLabel('Rate').fill('10');
  await expect(install.getByText('Please use either lump sum OR rate calculated values and not both.')).toBeVisible();
  await install.getByLabel('Rate').fill('');
  await expect(install.getByText('Please use either lump sum OR rate calculated values and not both.')).toHaveCount(0);

  const nonLabor = page.getByRole('region', { name: 'Non-Labor', exact: true });
  await line(nonLabor, '3000 Acoustic Panels (STC 32)').getByLabel('Cost').fill('6200');
  const labor = line(page.getByRole('region', { name: 'Labor', exact: true }), '1000 Roustabout Labor');
  // the placeholder adds no hour line
  await labor.getByRole('button', { name: 'Add Hour Line' }).click();
  await expect(labor.getByRole('textbox', { name: 'Hours' })).toHaveCount(0);
  await labor.getByLabel('Hour price').selectOption({ label: 'Roustabout ($45.00/h)' });
  await labor.getByRole('button', { name: 'Add Hour Line' }).click();
  await labor.getByRole('textbox', { name: 'Hours' }).fill('10.5');
  await expect(labor.getByLabel('Cost')).toHaveValue('472.50');
  await expect(labor.getByLabel('Cost')).toHaveAttribute('readonly', '');

  // Add Line waits for a pick; Add Tax does not
  const addLine = revenue.getByRole('button', { name: 'Add Line' });
  await expect(addLine).toBeDisabled();
  await choose(page, 'Revenue line', '130 – Monitoring', { scope: revenue });
  await addLine.click();
  await expect(line(revenue, '130 Monitoring')).toBeVisible();
  await line(revenue, '130 Monitoring').getByRole('button', { name: 'Remove 130 Monitoring' }).click();
  await page.getByRole('button', { name: 'Add Tax' }).click();
  await page.getByLabel('Tax cost').fill('88');

  // 3.25 × 400 × 6 + 4800 = 12,600.00; 6,200 + 472.50 = 6,672.50; profit 5,927.50 = 47.04 %
  await expect(figure(page, 'Total Revenue')).toHaveText('$12,600.00');
  await expect(figure(page, 'Total Cost')).toHaveText('$6,672.50');
  await expect(figure(page, 'Total Profit')).toHaveText('$5,927.50');
  await expect(figure(page, 'Profit %')).toHaveText('47.04%');

  await page.getByRole('button', { name: 'Save Budget' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Budget' }).click();
  await expect(page.getByText('Budget submitted.')).toBeVisible();
  // the server's totals after the reload are the screen's
  await expect(figure(page, 'Total Profit')).toHaveText('$5,927.50');
  await expect(page.getByRole('link', { name: 'Build Proposal' })).toBeVisible();

  await confirmed(page, page, 'Submit for Review');
  await expect(page.getByText('The budget is flagged for review. The job moved to Proposal.')).toBeVisible();
  // at Proposal the budget is read-only for sales: whole percent, same sections
  await expect(page.getByRole('button', { name: 'Save Budget' })).toHaveCount(0);
  await expect(figure(page, 'Profit %')).toHaveText('47%');
  await page.close();
});

test('a user without budget editing sees the budget read-only, with No Lines Found for empty sections', async ({
  browser,
  request,
}) => {
  const all = await jobs(request, await apiToken(request));
  const job = all.find((j) => j.jobStepId === 14 && /^FB-1\d{3}$/.test(j.jobNumber));
  if (!job) throw new Error('no complete demo job');
  const page = await pageAs(browser, 'demo.office');
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}/Budgeting`);
  await expect(page.getByRole('region', { name: 'Budget Totals' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Revenue', exact: true }).first().getByTestId('budget-line').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tax', exact: true }).first().getByText('No Lines Found'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Budget' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Revenue', exact: true }).first().getByRole('textbox')).toHaveCount(0);
  await page.close();
});

test('leaving the budget with unsaved changes asks first', async ({ browser, request }) => {
  const url = await budgetingJob(request, `Unsaved story ${Date.now().toString(36)}`);
  const page = await pageAs(browser, 'demo.sales');
  await page.goto(url);
  const lump = line(page.getByRole('region', { name: 'Revenue', exact: true }), '110 Installation').getByLabel(
    'Lump sum',
  );
  await expect(lump).toBeVisible({ timeout: 30_000 });
  await lump.fill('100');
  await page.getByRole('tab', { name: 'Scope' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You have unsaved changes, are you should you would like to leave?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/Budgeting$/);
  await expect(figure(page, 'Total Revenue')).toHaveText('$100.00');
  await page.getByRole('tab', { name: 'Scope' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/Scope$/);
  await page.close();
});

test('an administrator adds lines to templates in bulk and edits one template', async ({ browser }) => {
  const page = await pageAs(browser, 'demo.admin');
  await page.goto('/Admin/BudgetTemplates');
  await expect(page.getByRole('heading', { name: 'Bulk Builder' })).toBeVisible({ timeout: 30_000 });
  const bulk = page.getByRole('region', { name: 'Bulk Builder', exact: true });
  const combinations = bulk.getByRole('combobox', { name: 'Scope combinations' });
  await combinations.click();
  await combinations.fill('Weatherproof - 8 ft × 16');
  await page.getByRole('option', { name: 'Acoustic Blankets - Weatherproof - 8 ft × 16 ft' }).click();
  const budgetLines = bulk.getByRole('combobox', { name: 'Budget lines' });
  await budgetLines.click();
  await budgetLines.fill('Permits');
  await page.getByRole('option', { name: '9000 – Permits and Fees' }).click();
  await page.keyboard.press('Escape');
  await bulk.getByRole('button', { name: 'Add Budget Lines' }).click();
  await expect(page.getByText('Successfully Bulk Added Budget Lines')).toBeVisible();

  const list = page.getByRole('region', { name: 'Scope Combinations', exact: true });
  await list.getByLabel('Filter').fill('weatherproof 16');
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('link', { name: 'Acoustic Blankets - Weatherproof - 8 ft × 16 ft' }).click();

  await expect(page.getByRole('heading', { name: 'Acoustic Blankets - Weatherproof - 8 ft × 16 ft' })).toBeVisible();
  const rows = page.getByTestId('template-line');
  await expect(rows.last()).toHaveText(/Cost · 9000 – Permits and Fees/);
  const before = await rows.count();
  await page.getByRole('button', { name: 'Move Permits and Fees up' }).click();
  await expect(rows.nth(before - 2)).toHaveText(/9000 – Permits and Fees/);
  await page.getByRole('button', { name: 'Remove Freight', exact: true }).click();
  await expect(rows).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Successfully Saved Template')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(before - 1);
  await page.close();
});
