import { saveCalculator } from '@fieldbook/contract/calculators';
import { expect } from '@playwright/test';
import { api, apiToken, choose, demo, demoJob, signedInAs, test } from './support.ts';

const unique = () => Math.random().toString(36).slice(2, 7);

test('an administrator creates a calculator, then deletes it after confirming', async ({ page }) => {
  const name = `Story Wall ${unique()}`;
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/Calculator');
  await page.getByRole('link', { name: 'Create Calculator' }).click();
  await expect(page.getByRole('heading', { name: 'Calculator Creation' })).toBeVisible();

  // Every field is required; 'Panels per Truck' starts at 72.
  await expect(page.getByLabel('Panels per Truck')).toHaveValue('72');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Calculator name is required.')).toBeVisible();
  await expect(page.getByText('Beam ratio is required.')).toBeVisible();

  await page.getByLabel('Calculator Name').fill(name);
  await page.getByLabel('Beam Name').fill('W8x18 beam');
  await page.getByLabel('Beam Ratio').fill('1.25');
  await page.getByLabel('Panels per Section').fill('10');
  await page.getByLabel('Beams per Truck').fill('24');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Calculator saved.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Calculators' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('W8x18 beam');
  await expect(row).toContainText('1.25');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Confirm you would like to permanently delete ${name}`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Calculator deleted.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a sales user calculates a wall on a job, saves it and sees it listed @phone', async ({ page }) => {
  test.slow(); // a job page, a calculation and a save: more than a minute on a busy machine
  const name = `Story Calc ${unique()}`;
  const token = await apiToken(page.request);
  await api(page.request, token, saveCalculator, {
    body: {
      calculatorId: 0,
      calculatorName: name,
      beamName: 'W8x18',
      beamRatio: 1.25,
      panelsPerSection: 10,
      truckBeams: 24,
      truckPanels: 72,
    },
  });
  const job = await demoJob(page.request, 'Copper Flats 7-12 Pad – sound wall');

  await signedInAs(page, 'demo.sales');
  await page.goto(job.url('Budgeting'));
  const panel = page.getByRole('region', { name: 'Wall Calculator - Simple' });
  const save = panel.getByRole('button', { name: 'Save Calculations' });
  // The job page loads several panels at once; give it time on a busy machine.
  await expect(panel.getByRole('combobox', { name: 'Calculator' })).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeDisabled();
  await expect(panel.getByLabel('Wall Length (ft)')).toBeDisabled();

  await choose(page, 'Calculator', name, { scope: panel });
  await panel.getByLabel('Wall Length (ft)').fill('30');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(panel.getByText('Please use a number that is an increment of 20.')).toBeVisible();
  await expect(save).toBeDisabled();

  // 200 ft = 10 sections: 13 beams (10 × 1.25, rounded up), 100 panels, 1 + 2 trucks.
  await panel.getByLabel('Wall Length (ft)').fill('200');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  const figures = panel.getByRole('group', { name: 'Calculation' });
  await expect(figures.getByLabel('Beams (W8x18): 13')).toBeVisible();
  await expect(figures.getByLabel('Panels: 100')).toBeVisible();
  await expect(figures.getByLabel('Trucks: 3')).toBeVisible();
  await expect(figures.getByText('Not saved')).toBeVisible();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Calculations saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(figures.getByText('Saved', { exact: true })).toBeVisible();

  const row = panel.getByRole('table', { name: 'Saved calculations' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('200');
  await expect(row).toContainText('13 W8x18');
  await expect(row).toContainText('100');
});

test('the Calculator menu sizes a wall without a job and offers no save', async ({ page }) => {
  await signedInAs(page, 'demo.sales');
  await page.getByRole('link', { name: 'Calculator', exact: true }).first().click();
  await expect(page).toHaveURL(/\/Calculator$/);
  const panel = page.getByRole('region', { name: 'Wall Calculator - Simple' });
  await expect(page.getByText("use the calculator on the job's Budgeting stage")).toBeVisible();

  // The demo's 8 ft Wall; 40 ft = 2 sections.
  await choose(page, 'Calculator', '8 ft Wall', { scope: panel });
  await panel.getByLabel('Wall Length (ft)').fill('40');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  const figures = panel.getByRole('group', { name: 'Calculation' });
  await expect(figures.getByLabel(/^Panels: \d+$/)).toBeVisible();
  await expect(figures.getByLabel(/^Trucks: \d+$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save Calculations' })).toHaveCount(0);
  await expect(panel.getByRole('table', { name: 'Saved calculations' })).toHaveCount(0);
});
