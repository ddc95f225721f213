import { expect } from '@playwright/test';
import { confirmed, signedInAs, test } from './support.ts';

test('an operations user adds an employee with a PIN, edits them without seeing the PIN, and deletes them', async ({
  page,
}) => {
  const lastName = `Hale${Date.now().toString(36)}`;
  await signedInAs(page, 'demo.operations');
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Employees' }).click();
  await page.getByRole('link', { name: 'Add Employee' }).click();
  const form = page.getByRole('form', { name: 'New employee' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('PIN is required.')).toBeVisible();

  await form.getByLabel('First Name').fill('Jo');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Phone').fill('(303) 555-0199');
  await form.getByLabel('Email').fill('jo@crew.test');
  await form.getByLabel('PIN').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The PIN is 4 digits.')).toBeVisible();
  await form.getByLabel('PIN').fill('7391');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/Employees$/);
  await page.getByRole('link', { name: `${lastName}, Jo` }).click();
  const edit = page.getByRole('form', { name: `Employee Jo ${lastName}` });
  await expect(edit.getByText('A PIN is set. Enter a new one to replace it.')).toBeVisible();
  await expect(edit.getByLabel('New PIN')).toHaveValue('');
  await edit.getByLabel('Phone').fill('(303) 555-0200');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Employees$/);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('(303) 555-0200');

  await page.getByRole('link', { name: `${lastName}, Jo` }).click();
  await confirmed(page, page, 'Delete');
  await expect(page).toHaveURL(/\/Employees$/);
  await expect(page.getByRole('link', { name: `${lastName}, Jo` })).toHaveCount(0);
});
