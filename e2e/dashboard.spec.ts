import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { dragOnto, moveByKeyboard } from './sortable.ts';
import { demo, signedInAs, test } from './support.ts';

// Last Updated is shown in the browser's own zone: a zone far from UTC proves the conversion.
test.use({ timezoneId: 'America/Denver', locale: 'en-US' });

const dashboard = (page: Page) => page.getByRole('region', { name: /Dashboard$/ });
const widget = (page: Page, name: string) => dashboard(page).getByRole('article', { name });
/** The widget names of the view, or of the edit list, in order. */
const viewOrder = (page: Page) => dashboard(page).getByRole('article').getByRole('heading');
const editList = (page: Page) => dashboard(page).getByRole('list', { name: 'Widgets' });

test('a job-list widget lists its step’s jobs with local times, Cancelled flags, and links to the job', async ({
  page,
}) => {
  const answers = new Map<string, { jobs: { jobName: string; lastUpdated: string; canceled: boolean }[] }>();
  page.on('response', async (r) => {
    if (r.url().includes('/api/Dashboard/JobList')) {
      const body = await r.json().catch(() => null);
      if (body?.widgetName) answers.set(body.widgetName, body);
    }
  });
  await signedInAs(page, demo.admin);
  await expect(dashboard(page).getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(viewOrder(page)).toHaveText(['Waiting on Corporate Approval', 'All Jobs']);

  const corporate = widget(page, 'Waiting on Corporate Approval');
  const table = corporate.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Job Name',
    'Classification',
    'Job Number',
    'Stage',
    'Last Updated',
  ]);
  const row = table.getByRole('row', { name: /Copper Flats 7-12 Pad – rig wall/ });
  await expect(row.getByRole('cell')).toHaveText([
    'Copper Flats 7-12 Pad – rig wall',
    'Drilling',
    /^FB-\d+$/,
    'Corporate Approval',
    /.+/,
  ]);
  // Every job of this widget is at the corporate approval step.
  for (const stage of await table.getByRole('row').locator('td:nth-child(4)').allTextContents()) {
    expect(stage).toBe('Corporate Approval');
  }

  // Last Updated: the UTC time of the answer in the browser's local time (Denver here), as the lists show it.
  await expect.poll(() => answers.has('Waiting on Corporate Approval')).toBe(true);
  const job = answers.get('Waiting on Corporate Approval')?.jobs.find((j) => j.jobName.includes('rig wall'));
  const at = new Date(job?.lastUpdated ?? '');
  const part = (o: Intl.DateTimeFormatOptions) => at.toLocaleString('en-US', { timeZone: 'America/Denver', ...o });
  const local = `${part({ month: 'short', day: 'numeric', year: 'numeric' })} - ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
  await expect(row.getByRole('cell').nth(4)).toHaveText(local);

  // The canceled jobs of the firm show 'Cancelled'.
  const all = widget(page, 'All Jobs');
  await expect(all.getByRole('row', { name: /Sandoval 3-9 Completion – acoustic blankets/ })).toContainText(
    'Cancelled',
  );
  await expect(all.getByRole('row', { name: /Hawkins 14-22 Pad – sound wall/ })).not.toContainText('Cancelled');
  await expect(all.getByText('Cancelled')).toHaveCount(3);

  // A job opens at /Opportunities/{opportunityId}/{jobId}/{jobStage}.
  await row.getByRole('link', { name: 'Copper Flats 7-12 Pad – rig wall' }).click();
  await expect(page).toHaveURL(/\/Opportunities\/\d+\/\d+\/Approval$/);
});

test('edit mode adds, removes and reorders by keyboard; Save keeps it, Cancel does not', async ({ page }) => {
  await signedInAs(page, 'demo.operations');
  await expect(viewOrder(page)).toHaveText(['Installations', 'On Rent', 'Tear Downs']);

  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  await expect(dashboard(page).getByRole('heading', { name: 'Edit Dashboard' })).toBeVisible();

  // The add dialog: a type and a name are required; the stage picker shows for the job list.
  await dashboard(page).getByRole('button', { name: 'Add Widget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Widget' });
  await expect(dialog.getByLabel('Job stage')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please select widget type.')).toBeVisible();
  await expect(dialog.getByText('Widget name is required.')).toBeVisible();
  await dialog.getByLabel('Widget type').selectOption({ label: 'Job List' });
  await expect(dialog.getByText('Please select widget type.')).toHaveCount(0);
  await dialog.getByLabel('Widget name').fill('Hand-Offs to Review');
  await dialog.getByLabel('Job stage').selectOption({ label: 'Review' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const list = editList(page);
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByRole('listitem').last()).toContainText('Hand-Offs to Review');
  await expect(list.getByRole('listitem').last()).toContainText('Job List · Review');

  await list.getByRole('button', { name: 'Remove Tear Downs' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // By keyboard: focus the handle, Space to lift, arrow up, Space to drop.
  const handle = list.getByRole('button', { name: 'Move On Rent', exact: true });
  await handle.focus();
  await moveByKeyboard(page, 'ArrowUp');
  await expect(list.getByRole('listitem').first()).toContainText('On Rent');

  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(dashboard(page).getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(viewOrder(page)).toHaveText(['On Rent', 'Installations', 'Hand-Offs to Review']);
  await expect(widget(page, 'Hand-Offs to Review').getByRole('row').nth(1)).toContainText('Review');

  await page.reload();
  await expect(viewOrder(page)).toHaveText(['On Rent', 'Installations', 'Hand-Offs to Review']);

  // Cancel leaves without saving.
  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  await editList(page).getByRole('button', { name: 'Remove Installations' }).click();
  await dashboard(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(viewOrder(page)).toHaveText(['On Rent', 'Installations', 'Hand-Offs to Review']);
});

test('widgets are reordered by dragging with the mouse', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  const items = editList(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await dragOnto(page, editList(page).getByRole('button', { name: 'Move All Jobs', exact: true }), items.first());
  await expect(items.first()).toContainText('All Jobs');
  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(viewOrder(page)).toHaveText(['All Jobs', 'Waiting on Corporate Approval']);
  await page.reload();
  await expect(viewOrder(page)).toHaveText(['All Jobs', 'Waiting on Corporate Approval']);
});

test('an empty dashboard says so and invites to edit; the first widget is added from there', async ({ page }) => {
  await signedInAs(page, 'demo.sales');
  await expect(dashboard(page).getByText('Your dashboard has no widgets yet.')).toBeVisible();
  await expect(dashboard(page).getByText('Choose Edit Dashboard to add a job list.')).toBeVisible();
  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  await dashboard(page).getByRole('button', { name: 'Add Widget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Widget' });
  await dialog.getByLabel('Widget type').selectOption({ label: 'Job List' });
  await dialog.getByLabel('Widget name').fill('Everything');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(viewOrder(page)).toHaveText(['Everything']);
  await expect(widget(page, 'Everything').getByRole('row')).not.toHaveCount(0);
});

test('the dashboard has no serious accessibility problems', async ({ page }) => {
  await signedInAs(page, 'demo.operations');
  await expect(dashboard(page).getByRole('table').first()).toBeVisible();
  const view = await new AxeBuilder({ page }).include('main').analyze();
  expect(view.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  await expect(editList(page)).toBeVisible();
  const edit = await new AxeBuilder({ page }).include('main').analyze();
  expect(edit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('on a 375 px phone jobs show as cards and the dashboard fits the width @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  const card = widget(page, 'Waiting on Corporate Approval').getByRole('listitem').first();
  await expect(card).toContainText('Corporate Approval');
  await expect(card).toContainText(/Last Updated: [A-Z][a-z]{2} \d{1,2}, \d{4} - \d{2}:\d{2}/);
  await expect(dashboard(page).getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dashboard(page).getByRole('button', { name: 'Edit Dashboard' }).click();
  await expect(editList(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
