import { expect, type Page } from '@playwright/test';
import { demo, signedInAs, test } from './support.ts';

/** Collects what the browser reports against the Content-Security-Policy, and console errors. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => reports.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error') reports.push(m.text());
  });
  return reports;
}

test('the sign-in page and home run without any Content-Security-Policy violation', async ({ page }) => {
  test.slow();
  const reports = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
  await signedInAs(page, demo.office);
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  expect(reports).toEqual([]);
});
