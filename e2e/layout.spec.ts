import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, demoJob, signedInAs, test } from './support.ts';

/** The page scrolls sideways when its content is wider than the screen. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => {
    const s = document.scrollingElement as HTMLElement;
    return s.scrollWidth > s.clientWidth;
  });

/** Cells of the first rows of a list that reach past the screen or are cut short ('DRI…'). */
const hiddenFields = (page: Page, table: string) =>
  page.evaluate((name) => {
    const t = document.querySelector(`table[aria-label="${name}"]`);
    if (!t) return ['no table'];
    const cells = Array.from(t.querySelectorAll('tbody tr'))
      .slice(0, 5)
      .flatMap((r) => Array.from(r.querySelectorAll('td, td *')));
    return cells
      .filter((c) => {
        const box = c.getBoundingClientRect();
        return box.right > window.innerWidth + 0.5 || c.scrollWidth > c.clientWidth + 1;
      })
      .map((c) => c.textContent ?? '');
  }, table);

test('the date picker of a job page opened directly is styled: past days look disabled, arrows are small', async ({
  page,
}) => {
  const job = await demoJob(page.request, 'Hawkins 14-22 Pad – sound wall');
  await signedInAs(page, demo.admin);
  await page.goto(`/Opportunities/${job.opportunityId}/${job.jobId}`);
  await page.getByRole('button', { name: /^Job Reminders/ }).click();
  await page.getByRole('button', { name: 'Reminder Date', exact: true }).click();
  const next = page.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  // Reminders cannot be set in the past: show a month that has past days.
  if ((await page.locator('table button:disabled').count()) === 0) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  const look = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.opacity} ${s.color}`;
      });
  expect(await look('table button:disabled')).not.toBe(await look('table button:enabled'));
  const arrow = await next.locator('svg').boundingBox();
  expect(arrow?.width).toBeLessThanOrEqual(24);
});

test('the footer follows the content: the last row of a long list is not covered', async ({ page }) => {
  await signedInAs(page, demo.admin);
  await page.goto('/Jobs');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(10)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
  const last = rows.last();
  const covered = await last.evaluate((row) => {
    const box = row.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.bottom - 2;
    return !row.contains(document.elementFromPoint(x, y));
  });
  expect(covered).toBe(false);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
});

test('on a 375 px phone the lists show every field without sideways scrolling @phone', async ({ page }) => {
  await signedInAs(page, demo.admin);
  for (const [url, table] of [
    ['/Opportunities', 'Opportunities'],
    ['/Jobs', 'Jobs'],
    ['/Accounts', 'Accounts'],
    ['/Opportunities/Call', 'Open calls'],
  ]) {
    await page.goto(url);
    await expect(page.locator(`table[aria-label="${table}"] tbody tr`).first()).toBeVisible();
    expect(await pageOverflows(page), url).toBe(false);
    expect(await hiddenFields(page, table), url).toEqual([]);
  }
  // A drilling opportunity's badge reads in full.
  await page.goto('/Opportunities');
  const badge = page.locator('table[aria-label="Opportunities"] .mantine-Badge-label').first();
  await expect(badge).toHaveText(/drilling/i);
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('on a 375 px phone a 200-character account name wraps instead of widening the page @phone', async ({ page }) => {
  const auth = await page.request.post('/api/Authentication/Authenticate', {
    data: { username: demo.admin, password: DEMO_PASSWORD },
  });
  const { token } = await auth.json();
  const stamp = Date.now().toString(36);
  const name = `Longname${stamp}`.padEnd(200, 'x');
  const res = await page.request.post('/api/Account/SaveAccount', {
    headers: { authorization: `Bearer ${token}` },
    data: { accountId: 0, accountName: name, override: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = await res.json();

  await signedInAs(page, demo.admin);
  await page.goto(`/Accounts/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);

  await page.goto('/Accounts');
  await page.getByLabel('Search by account name').fill(`Longname${stamp}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);
});
