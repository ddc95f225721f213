import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Demo users loaded by `npm run demo` (see README). */
export const DEMO_PASSWORD = 'Fieldbook-Demo-2026!';
export const demo = {
  admin: 'demo.admin',
  office: 'demo.office',
  drillUser: 'demo.drilluser',
  supervisor: 'demo.supervisor',
} as const;

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, keep = true) {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Keep me logged in');
  if ((await box.isChecked()) !== keep) await box.click();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedInAs(page: Page, username: string) {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Messages that reached the real SMTP server of the test stack (written there as JSON files). */
export function mails(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

export async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(() => (found = mails().find(match)), { timeout: 10_000 }).toBeTruthy();
  return found as Mail;
}
