import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { confirmed, demoJob, pageAs, signedInAs, test } from './support.ts';

/*
 * Demo jobs only this file changes:
 * - 'Sandoval 3-9 Completion – frac wall' (step 10, closed through to billing),
 * - 'Eagle Draw Compressor Station – complaint survey' (step 13, billing completed).
 */

test('operations closes Installation, On Rent and Tear Down in turn', async ({ browser, request }) => {
  const job = await demoJob(request, 'Sandoval 3-9 Completion – frac wall');
  const page = await pageAs(browser, 'demo.operations');
  await page.goto(job.url('Installation'));
  await expect(page.getByText('Select a section to continue')).toBeVisible();
  // a later stage cannot be closed yet
  await page.goto(job.url('OnRent'));
  await expect(page.getByText('Select a section to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close On Rent' })).toHaveCount(0);

  await page.goto(job.url('Installation'));
  const stage = page.getByRole('region', { name: 'Installation', exact: true });
  await confirmed(page, stage, 'Close Installation');
  await expect(page).toHaveURL(job.url('OnRent'));
  await expect(page.getByText('Installation closed.')).toBeVisible();
  await confirmed(page, page.getByRole('region', { name: 'On Rent', exact: true }), 'Close On Rent');
  await expect(page).toHaveURL(job.url('TearDown'));
  await confirmed(page, page.getByRole('region', { name: 'Tear Down', exact: true }), 'Close Tear Down');
  await expect(page).toHaveURL(job.url('closed'));
  const complete = page.getByRole('region', { name: 'Job Complete', exact: true });
  await expect(complete.getByText('Billing In Progress')).toBeVisible();
  // operations may not complete billing
  await expect(complete.getByRole('button', { name: 'Complete Billing' })).toHaveCount(0);
});

test('accounting completes billing on a job in billing', async ({ browser, request }) => {
  const job = await demoJob(request, 'Eagle Draw Compressor Station – complaint survey');
  const page = await pageAs(browser, 'demo.accounting');
  await page.goto(job.url('closed'));
  const complete = page.getByRole('region', { name: 'Job Complete', exact: true });
  await expect(complete.getByText('Billing In Progress')).toBeVisible();
  await confirmed(page, complete, 'Complete Billing');
  await expect(complete.getByText('Billing Complete')).toBeVisible();
  await expect(complete.getByText('Priya Raman')).toBeVisible();
  await expect(complete.getByRole('button', { name: 'Complete Billing' })).toHaveCount(0);
});

test('the approval, field stage and job complete screens fit a 375 px phone @phone', async ({ page, request }) => {
  // read only: demo jobs at Operations Approval, Installation and Complete
  const approval = await demoJob(request, 'Red Mesa 2-31 Pad – completion wall');
  const installation = await demoJob(request, 'Larkspur Federal 5H Rig – rig wall');
  const complete = await demoJob(request, 'Union Station Tower Demolition – sound wall');
  await signedInAs(page, 'demo.operations');
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto(approval.url('Approval'));
  await expect(page.getByRole('region', { name: 'Accounting Approval', exact: true })).toBeVisible();
  await fits();
  await page.goto(installation.url('Installation'));
  await expect(page.getByText('Select a section to continue')).toBeVisible();
  await fits();
  await page.goto(complete.url('closed'));
  await expect(page.getByRole('region', { name: 'Job Complete', exact: true })).toBeVisible();
  await fits();
});

test('the approvals screen has no serious accessibility problems', async ({ page, request }) => {
  const job = await demoJob(request, 'Red Mesa 2-31 Pad – completion wall');
  await signedInAs(page, 'demo.operations');
  await page.goto(job.url('Approval'));
  await expect(page.getByRole('region', { name: 'Accounting Approval', exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby^="approval-"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
