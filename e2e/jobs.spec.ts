import { expect, type Page, type Request } from '@playwright/test';
import { confirmed, demo, demoJob, pageAs, signedInAs, test } from './support.ts';

/**
 * Jobs core. Demo data each story changes, touched by no other story:
 * - 'Union Station Tower Demolition': a new job is added under it (then edited, canceled, un-canceled);
 * - 'I-25 Interchange Rebuild – night-work wall' (step 12): returned to the scope phase;
 * - notes are added to 'Mesa Verde 21-4 Pad – blanket wrap' (only new notes are edited).
 */

test('an administrator lists an opportunity’s jobs, adds a job with a new address, edits, cancels and un-cancels it', async ({
  page,
  request,
}) => {
  const sample = await demoJob(request, 'Union Station Tower Demolition – sound wall');
  await signedInAs(page, demo.admin);
  await page.goto(`/Opportunities/${sample.opportunityId}`);
  const table = page.getByRole('table', { name: 'Opportunity Jobs' });
  await expect(table.getByRole('link', { name: 'Union Station Tower Demolition – sound wall' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4); // header and three jobs
  await table.getByRole('button', { name: /Job Number/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('FB-1024');
  await table.getByRole('button', { name: /Job Number/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('FB-1026');

  await page.getByRole('link', { name: 'New Job' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a job name.')).toBeVisible();
  const name = `Union Station – east blankets ${Date.now()}`;
  await page.getByLabel('Job Name').fill(name);
  await page.getByLabel('Job Description').fill('Blankets on the east scaffold.');
  await page.getByRole('combobox', { name: 'Classification' }).click();
  await page.getByRole('option', { name: 'Acoustic Blankets' }).click();
  await page.getByRole('combobox', { name: 'Shipping Location' }).click();
  await page.getByRole('option', { name: 'New Address' }).click();
  await page.getByLabel('Location Name').fill('Union Station east gate');
  await page.getByLabel('Address Line 1').fill('1701 Wynkoop St');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a city.')).toBeVisible();
  await page.getByLabel('City').fill('Denver');
  await page.getByRole('combobox', { name: 'State' }).fill('Colo');
  await page.getByRole('option', { name: 'Colorado' }).click();
  await page.getByLabel('Zip').fill('80202');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Please Select a stage to see relevant details.')).toBeVisible();
  await expect(page.getByText(/^FB-\d{4,}$/)).toBeVisible();
  await expect(page.getByText('Union Station east gate, 1701 Wynkoop St, Denver, CO 80202')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scope' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Approval' })).toBeDisabled();

  // Typing in the stage's form, then 'Add Note', warns first.
  await page.getByRole('tab', { name: 'Scope' }).click();
  await page.getByRole('textbox', { name: 'Additional Info' }).fill('Scaffold by others.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('unsaved changes on the form will be lost');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/Scope$/);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/Scope\/NewNote$/);
  await expect(page.getByRole('textbox', { name: 'Additional Info' })).toHaveValue('Scaffold by others.');
  // (the confirmation may still be fading out with its own Cancel)
  await page.getByRole('form', { name: 'New Note' }).getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.getByRole('link', { name: 'Edit Job' }).click();
  await expect(page.getByLabel('Shipping address')).toHaveText('1701 Wynkoop St, Denver, CO 80202');
  await expect(page.getByRole('button', { name: 'Return to Scope Phase' })).toHaveCount(0); // already at Hand-Off
  await page.getByLabel('Job Description').fill('Blankets on the east and south scaffolds.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Blankets on the east and south scaffolds.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Job' }).click();
  await confirmed(page, page.locator('form'), 'Cancel Job');
  await expect(page.getByRole('status')).toHaveText('Job canceled.');
  await confirmed(page, page.locator('form'), 'Un-Cancel Job');
  await expect(page.getByRole('status')).toHaveText('Job un-canceled.');
  await expect(page.getByRole('button', { name: 'Cancel Job' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Job History' }).click();
  const history = page.getByRole('table', { name: 'Job History' });
  await expect(history.getByRole('row').nth(1)).toContainText('Un-Canceled');
  await expect(history).toContainText('Canceled');
  await expect(history).toContainText('Edited Description');

  await page.getByRole('link', { name: 'Union Station Tower Demolition' }).first().click();
  await expect(table.getByRole('link', { name })).toBeVisible();
});

test('an operations user returns a job to the scope phase', async ({ page, request }) => {
  const job = await demoJob(request, 'I-25 Interchange Rebuild – night-work wall');
  await signedInAs(page, 'demo.operations');
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}/Edit`);
  await confirmed(page, page.locator('form'), 'Return to Scope Phase');
  await expect(page.getByRole('status')).toHaveText('Job reverted to scope phase successfully.');
  await expect(page.getByRole('button', { name: 'Return to Scope Phase' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText('Scope / Hand-Off')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tear Down' })).toBeDisabled();
});

test('a job whose billing is complete offers no return to the scope phase', async ({ page, request }) => {
  const job = await demoJob(request, 'Sandoval 3-9 Completion – noise survey');
  await signedInAs(page, 'demo.operations');
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}/Edit`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Scope Phase' })).toHaveCount(0);
});

test('a user adds a note, edits it, and expands a long note', async ({ page, request }) => {
  const job = await demoJob(request, 'Mesa Verde 21-4 Pad – blanket wrap');
  await signedInAs(page, demo.admin);
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}`);
  await expect(page.getByText('Please Select a stage to see relevant details.')).toBeVisible();
  await page.getByRole('tab', { name: 'Tear Down' }).click();
  await expect(page).toHaveURL(/\/TearDown$/);

  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page).toHaveURL(/\/TearDown\/NewNote$/);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Please enter a note title.')).toBeVisible();
  const long = `${'Blanket wrap came down in two days; '.repeat(5)}the last pallet goes back to the yard on Monday.`;
  await page.getByRole('textbox', { name: 'Title' }).fill('Tear-down progress');
  await page.getByRole('textbox', { name: 'Note' }).fill(long);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page).toHaveURL(/\/TearDown$/);

  const notes = page.getByRole('region', { name: 'Tear Down notes' });
  const card = notes.getByRole('article', { name: 'Tear-down progress' });
  await expect(card).toContainText(`${long.slice(0, 147)}…`);
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card).toContainText(long);
  await card.getByRole('button', { name: 'Show less' }).click();

  await card.getByRole('link', { name: 'Edit note Tear-down progress' }).click();
  await expect(page).toHaveURL(/\/TearDown\/EditNote\/\d+$/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Tear-down done');
  await page.getByRole('textbox', { name: 'Note' }).fill('All blankets back in the yard.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes.getByRole('article', { name: 'Tear-down done' })).toContainText('All blankets back in the yard.');
});

test('the job list by step and the advanced search', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Jobs');
  await expect(page.getByRole('combobox', { name: 'Job Step' })).toHaveValue('View All Jobs');
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(table.getByRole('link', { name: 'Hawkins 14-22 Pad – sound wall' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Job Step' }).click();
  await page.getByRole('option', { name: 'On Rent' }).click();
  await expect(page).toHaveURL(/\/Jobs\/11$/);
  await expect(table.getByRole('link', { name: 'Red Mesa 2-31 Pad – noise monitoring' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Copper Flats 7-12 Pad – rig wall' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Advanced Search' }).click();
  await page.getByLabel('Account Name').fill('ridgeback');
  await expect(table.getByRole('row')).toHaveCount(3); // Hawkins sound wall and noise monitoring
  await expect(table).toContainText('Ridgeback Energy Partners');
  await table.getByRole('button', { name: /Job Name/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Hawkins 14-22 Pad – noise monitoring');
  await table.getByRole('button', { name: /Job Name/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Hawkins 14-22 Pad – sound wall');

  await page.getByLabel('Job Name').fill('no such job zz');
  await expect(page.getByText('No Jobs to Display')).toBeVisible();
  await page.getByLabel('Job Name').fill('');
  await table.getByRole('link', { name: 'Hawkins 14-22 Pad – sound wall' }).click();
  await expect(page).toHaveURL(/\/OnRent$/);
  await expect(page.getByRole('heading', { name: 'Hawkins 14-22 Pad – sound wall' })).toBeVisible();
});

test('a Drilling User sees drilling jobs but no New Job nor edit', async ({ page, request }) => {
  const job = await demoJob(request, 'Hawkins 14-22 Pad – rig wall extension');
  await signedInAs(page, demo.drillUser);
  await page.goto('/Jobs');
  await expect(page).toHaveURL(/\/Jobs$/);
  await expect(page.getByRole('combobox', { name: 'Job Step' })).toHaveValue('Installation');
  await page.getByRole('combobox', { name: 'Job Step' }).click();
  await expect(page.getByRole('option', { name: 'View All Jobs' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/Opportunities/${job.opportunityId}`);
  await expect(page.getByRole('table', { name: 'Opportunity Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Job' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Hawkins 14-22 Pad – rig wall extension' }).click();
  await expect(page.getByRole('heading', { name: 'Hawkins 14-22 Pad – rig wall extension' })).toBeVisible();
  await expect(page.getByText('Job Notes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
});

test('on a 375 px phone the job screens fit the width @phone', async ({ page, request }) => {
  const job = await demoJob(request, 'Hawkins 14-22 Pad – sound wall');
  await signedInAs(page, demo.admin);
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const [url, heading] of [
    [`/Opportunities/${job.opportunityId}/${job.jobId}`, 'Hawkins 14-22 Pad – sound wall'],
    [`/Opportunities/${job.opportunityId}/${job.jobId}/Edit`, 'Edit Job FB-1001'],
    ['/Jobs', 'Jobs'],
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    expect(await width(), url).toBeLessThanOrEqual(375);
  }
});

test('the job header links the account and opportunity only for a role that may open them', async ({
  browser,
  request,
}) => {
  const job = await demoJob(request, 'Mesa Verde 21-4 Pad – blanket wrap');
  const header = (page: Page) => page.getByRole('region', { name: 'Job details' });

  // A field supervisor works the job but cannot open accounts or opportunities: names only.
  const supervisor = await pageAs(browser, demo.supervisor);
  await supervisor.goto(job.url(''));
  await expect(header(supervisor).getByText(job.accountName, { exact: true })).toBeVisible();
  await expect(header(supervisor).getByText(job.opportunityName, { exact: true })).toBeVisible();
  await expect(header(supervisor).getByRole('link', { name: job.accountName, exact: true })).toHaveCount(0);
  await expect(header(supervisor).getByRole('link', { name: job.opportunityName, exact: true })).toHaveCount(0);

  // Operations may open both: the names are links.
  const operations = await pageAs(browser, 'demo.operations');
  await operations.goto(job.url(''));
  await expect(header(operations).getByRole('link', { name: job.accountName, exact: true })).toHaveAttribute(
    'href',
    /^\/Accounts\/\d+$/,
  );
  await expect(header(operations).getByRole('link', { name: job.opportunityName, exact: true })).toHaveAttribute(
    'href',
    `/Opportunities/${job.opportunityId}`,
  );
});

test('a job page opened by its address loads in at most two waves of requests, its parts in one call', async ({
  page,
  request,
}) => {
  const job = await demoJob(request, 'Mesa Verde 21-4 Pad – blanket wrap');
  await signedInAs(page, demo.supervisor);
  // The home screen's own requests are over before the job page is opened: only its requests count.
  await page.waitForLoadState('networkidle');
  // Each API request of the page's own (the shell's session check, menu, user, route check and help
  // link left out) with its start and end; a request that starts after another ended is a later wave.
  const shell =
    /\/api\/(Authentication\/CheckAuth|Navigation\/(GetNavigation|CheckURLNavAuth)|User\/GetSelfInfo|Dokuwiki\/)/;
  const requests = new Map<Request, { path: string; start: number; end?: number }>();
  page.on('request', (r) => {
    if (r.url().includes('/api/') && !shell.test(r.url()))
      requests.set(r, { path: new URL(r.url()).pathname, start: Date.now() });
  });
  page.on('requestfinished', (r) => {
    const seen = requests.get(r);
    if (seen) seen.end = Date.now();
  });
  await page.goto(job.url('TearDown'));
  await expect(page.getByRole('heading', { name: job.jobName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tear Down', exact: true, level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const all = [...requests.values()].sort((a, b) => a.start - b.start);
  const wave = new Map<(typeof all)[number], number>();
  for (const r of all) {
    const before = all.filter((q) => q.end !== undefined && q.end <= r.start).map((q) => wave.get(q) ?? 1);
    wave.set(r, 1 + Math.max(0, ...before));
  }
  const paths = all.map((r) => `${wave.get(r)} ${r.path}`);
  expect(Math.max(...wave.values()), paths.join('\n')).toBeLessThanOrEqual(2);
  expect(paths.filter((p) => p.endsWith('/api/Job/JobPage'))).toHaveLength(1);
  // A field stage's job-form tabs are asked for beside the job page, not once its screen has rendered.
  expect(paths).toContain('1 /api/JobForm/JobFormsNav');
  // The parts the job page call answered are not asked for again.
  for (const part of [
    'GetJobProfile',
    'JobNoteList',
    'ReminderList',
    'CheckBilling',
    'CheckClonePermission',
    'CloseStepPermission',
    'GetJobAttachmentList',
  ])
    expect(
      paths.filter((p) => p.endsWith(`/${part}`)),
      part,
    ).toEqual([]);
});
