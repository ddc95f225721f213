import { expect, type Page } from '@playwright/test';
import { dayLabel, demoJob, isoDay, signedInAs, test } from './support.ts';

const stamp = () => Date.now().toString(36);

/** Opens the profile of a demo job and its 'Job Reminders' panel. */
async function openReminders(page: Page, jobName: string) {
  const job = await demoJob(page.request, jobName);
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}`);
  await page.getByRole('button', { name: /^Job Reminders/ }).click();
}

/** The demo job with the demo reminders (FB-1001); the stories add and delete their own. */
const JOB = 'Hawkins 14-22 Pad – sound wall';

/**
 * Picks a day in the 'Reminder Date' calendar. Unlike dates.ts's pickDate it waits for the calendar
 * to finish opening (a phone opens it as a dialog, more slowly) before looking for the day.
 */
async function pickReminderDate(page: Page, iso: string) {
  await page.getByRole('button', { name: 'Reminder Date', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true });
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** 'MMM D, YYYY' of an ISO day. */
const shown = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

test('an accounting user adds a reminder for a future day and deletes it; past days cannot be picked @phone', async ({
  page,
}) => {
  await signedInAs(page, 'demo.accounting');
  await openReminders(page, JOB);
  const list = page.getByRole('list', { name: 'Reminders' });
  // Others' reminders are listed but not deletable by a user without allowUserAdd.
  const demoReminder = list.getByRole('listitem').filter({ hasText: 'Check the wall panels after the wind storm.' });
  await expect(demoReminder).toBeVisible();
  await expect(demoReminder.getByRole('button')).toHaveCount(0);
  // Only reminders for oneself: no user choice.
  await expect(page.getByRole('combobox', { name: 'For' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Add reminder' });
  await form.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(form.getByText('Please enter the reminder text.')).toBeVisible();

  await form.getByRole('button', { name: 'Reminder Date' }).click();
  const yesterday = isoDay(-1);
  if (yesterday.slice(0, 7) === isoDay(0).slice(0, 7)) {
    await expect(page.getByRole('button', { name: dayLabel(yesterday), exact: true })).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  const text = `Bring the sound meter ${stamp()}`;
  const day = isoDay(3);
  await pickReminderDate(page, day);
  await form.getByRole('textbox', { name: 'Reminder' }).fill(text);
  await form.getByRole('button', { name: 'Add Reminder' }).click();
  const item = list.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(shown(day));
  await expect(item).toContainText('Priya Raman');
  await expect(form.getByRole('textbox', { name: 'Reminder' })).toHaveValue('');

  await item.getByRole('button', { name: `Delete reminder: ${text}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this reminder?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});

test('an operations user adds a reminder for another user', async ({ page }) => {
  await signedInAs(page, 'demo.operations');
  await openReminders(page, JOB);
  const form = page.getByRole('form', { name: 'Add reminder' });
  const text = `Call about the crane ${stamp()}`;
  await pickReminderDate(page, isoDay(0));
  const who = form.getByRole('combobox', { name: 'For' });
  await who.click();
  await who.fill('braddock');
  await page.getByRole('option', { name: 'Cody Braddock', exact: true }).click();
  await form.getByRole('textbox', { name: 'Reminder' }).fill(text);
  await form.getByRole('button', { name: 'Add Reminder' }).click();
  const item = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Cody Braddock');
  await expect(item).toContainText(shown(isoDay(0)));
  // With allowUserAdd, any reminder can be deleted; clean up.
  await item.getByRole('button', { name: `Delete reminder: ${text}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});
