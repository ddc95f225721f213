import { messages } from '@fieldbook/contract/messages';
import { expect } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

// Notices (issue 29): the meters due for calibration under Inventory, and each user's e-mail choices.

test('the meters due for calibration are listed under Inventory, overdue first', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Inventory');
  await page.getByRole('tab', { name: 'Calibration due' }).click();
  await expect(page.getByRole('heading', { name: messages.calibrationDueTitle })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Meters due for calibration' }).getByRole('row');
  // The demo's meters: 40 and 12 days overdue, then due in 9, 21 and 25 days; one due in 95 days is not listed.
  await expect(rows.filter({ hasText: 'TX3-2301-019' })).toContainText('Calibration overdue');
  await expect(rows.filter({ hasText: 'AX831-05108' })).toBeVisible();
  await expect(rows.filter({ hasText: 'WS700-0163' })).toBeVisible();
  await expect(rows.filter({ hasText: 'VS2-110402' })).toHaveCount(0);
  // Overdue first (meters never calibrated, which other stories may have added, come before them all).
  const order = await rows.allInnerTexts();
  const at = (serial: string) => order.findIndex((row) => row.includes(serial));
  expect(at('TX3-2301-019')).toBeLessThan(at('AX831-05108'));
  expect(at('TX3-2301-019')).toBeLessThan(at('WS700-0163'));
});

test('a user turns the reminder e-mails off in the profile, and on again', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/User/Profile');
  await expect(page.getByRole('region', { name: 'E-mails' })).toBeVisible();
  const reminders = page.getByRole('switch', { name: messages.reminderEmailsLabel });
  await expect(reminders).toBeChecked();
  await expect(page.getByRole('switch', { name: messages.calibrationEmailsLabel })).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText(messages.emailPreferencesSaved)).toBeVisible();
  await page.reload();
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await expect(page.getByText(messages.emailPreferencesSaved)).toBeVisible();
});
