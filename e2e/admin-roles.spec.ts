import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

const unique = () => Date.now().toString(36).slice(-5);

async function openRoles(page: Page) {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/AuditLog');
  await page.getByRole('tablist').getByRole('tab', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/Admin\/RoleList\/new$/);
}

test('an administrator creates a role with a stage permission limited to one job class', async ({ page }) => {
  await openRoles(page);
  const name = `Rig Crew ${unique()}`;

  // A new role starts in name-edit mode, with nothing switched on.
  const nameBox = page.getByRole('textbox', { name: 'Role name' });
  await expect(nameBox).toBeVisible();
  await expect(page.getByRole('switch', { name: 'View Jobs', exact: true })).not.toBeChecked();

  // The name is required, before anything reaches the server.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role name is required.')).toBeVisible();

  await nameBox.fill(name);
  await page.getByRole('switch', { name: 'View Jobs', exact: true }).check();

  // Category 6: switching a stage permission on shows its job classes, all on.
  const stages = page.getByRole('region', { name: 'Job Stages' });
  await expect(stages.getByRole('group', { name: 'Job classes for Installation' })).toHaveCount(0);
  const installation = stages.getByRole('switch', { name: 'Installation', exact: true });
  await expect(installation).toHaveAccessibleDescription('Work and close the installation stage.');
  await installation.check();
  const classes = stages.getByRole('group', { name: 'Job classes for Installation' });
  for (const c of ['Sound Wall', 'Acoustic Blankets', 'Noise Monitoring', 'Vibration Monitoring', 'Drilling']) {
    await expect(classes.getByRole('checkbox', { name: c })).toBeChecked();
  }
  // None left on is refused with a clear message; one class is enough.
  for (const c of ['Sound Wall', 'Acoustic Blankets', 'Noise Monitoring', 'Vibration Monitoring', 'Drilling']) {
    await classes.getByRole('checkbox', { name: c }).uncheck();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  const noClass = 'Choose at least one job class for Installation, or turn the permission off.';
  await expect(stages.getByText(noClass)).toBeVisible();
  await expect(classes).toHaveAccessibleDescription(noClass);
  await classes.getByRole('checkbox', { name: 'Drilling' }).check();
  await expect(stages.getByText(noClass)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/RoleList\/\d+$/);
  const roles = page.getByRole('navigation', { name: 'Roles' });
  await expect(roles.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  // The saved role shows its name with a pencil, and keeps its choices after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit role name' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'View Jobs', exact: true })).toBeChecked();
  const reloaded = page.getByRole('group', { name: 'Job classes for Installation' });
  await expect(reloaded.getByRole('checkbox', { name: 'Drilling' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'Sound Wall' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'On Rent', exact: true })).not.toBeChecked();
});

test('renaming a role to a taken name shows the server message; the Administrator role is fixed', async ({ page }) => {
  await openRoles(page);
  const name = `Yard Helper ${unique()}`;
  await page.getByRole('textbox', { name: 'Role name' }).fill(name);
  await page.getByRole('switch', { name: 'View Inventory', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Admin\/RoleList\/\d+$/);

  await page.getByRole('button', { name: 'Edit role name' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Role name' });
  await nameBox.fill('sales');
  await page.getByRole('button', { name: 'Save' }).click();
  const taken = 'A role named "sales" already exists. Please choose another name.';
  await expect(page.getByRole('alert').filter({ hasText: taken })).toBeVisible();

  await nameBox.fill(`${name} Lead`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `${name} Lead`, level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Roles' }).getByRole('link', { name: `${name} Lead` }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Roles' })
    .getByRole('link', { name: 'Administrator', exact: true })
    .click();
  await expect(
    page.getByText('The Administrator role always holds every permission for every job class.'),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Manage Roles', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Manage Roles', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit role name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the audit log shows who changed a role, filtered by entity, in pages', async ({ page }) => {
  await openRoles(page);
  const name = `Audit Trail ${unique()}`;
  await page.getByRole('textbox', { name: 'Role name' }).fill(name);
  await page.getByRole('switch', { name: 'View Accounts', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Admin\/RoleList\/\d+$/);
  const roleId = /\/(\d+)$/.exec(page.url())?.[1];

  await page.getByRole('tablist').getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/Admin\/AuditLog$/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'User', 'Entity', 'ID', 'Action', 'Change']);

  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'role', exact: true }).click();
  await expect(page).toHaveURL(/entity=role/);
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell')).toHaveText([
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} - \d\d:\d\d:\d\d$/,
    'Dana Whitfield',
    'role',
    roleId ?? '',
    'create',
    `roleName: — → ${name}; permissions: accounts.view off → on`,
  ]);
  // The newest row is this role's creation with or without the filter: wait for the filtered page itself
  // (its rows replace the unfiltered ones when its answer arrives), then every row is a role's.
  await expect
    .poll(async () => [...new Set(await table.getByRole('row').locator('td:nth-child(3)').allTextContents())])
    .toEqual(['role']);

  // Back to every entity: the demo data alone fills more than one page of 50.
  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'All entities' }).click();
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(page.getByText(/^1–50 of \d+$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^51–\d+ of \d+$/)).toBeVisible();
});

test('on a 375 px phone the role editor and the audit log fit the screen @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin/RoleList/new');
  await expect(page.getByRole('textbox', { name: 'Role name' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Hand-Off', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // On a phone the roles are picked from a list box, so the editor starts on the first screen.
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Drilling Field Crew' }).click();
  await expect(page).toHaveURL(/\/Admin\/RoleList\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Drilling Field Crew', level: 2 })).toBeInViewport();
  const onRent = page.getByRole('group', { name: 'Job classes for On Rent' });
  await expect(onRent.getByRole('checkbox', { name: 'Drilling' })).toBeChecked();
  await expect(onRent.getByRole('checkbox', { name: 'Sound Wall' })).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/Admin/AuditLog');
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
