import { messages } from '@fieldbook/contract/messages';
import { expect } from '@playwright/test';
import { confirmed, demo, signedInAs, test, waitForMail } from './support.ts';

// The administrator's outbox (Admin → Mail Outbox) on the demo's e-mails: two whose last retry failed
// and one sent.

test('the administrator resends a failed e-mail and discards another', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Admin');
  await page.getByRole('tab', { name: 'Mail Outbox' }).click();
  await expect(page.getByRole('heading', { name: messages.mailOutboxTitle })).toBeVisible();
  const status = page.getByRole('radiogroup', { name: 'Status' });
  const table = page.getByRole('table', { name: 'E-mails' });

  await status.getByText('Failed', { exact: true }).click();
  const weekly = table.getByRole('row').filter({ hasText: 'Hawkins 14-22 Pad – weekly summary' });
  await weekly.getByText('3 errors').click();
  await expect(weekly.getByText(/Recipient address rejected/).first()).toBeVisible();
  await weekly.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(messages.mailResent)).toBeVisible();
  await waitForMail((m) => m.subject === 'Field Ticket – Hawkins 14-22 Pad – weekly summary');
  await expect(weekly).toHaveCount(0);

  const jsa = table.getByRole('row').filter({ hasText: 'Permian Midstream compressor station' });
  await confirmed(page, jsa, 'Discard');
  await expect(page.getByText(messages.mailDiscarded)).toBeVisible();
  await expect(page.getByText(messages.mailOutboxEmpty)).toBeVisible();

  await status.getByText('Sent', { exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Hawkins 14-22 Pad – weekly summary' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Light Tower — Unit LT-104' })).toBeVisible();
});
