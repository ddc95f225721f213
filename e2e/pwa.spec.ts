import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { controlledByWorker, demo, signedInAs, test } from './support.ts';

test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG's header gives, after checking it is one. */
async function pngSize(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.headers()['content-type']).toBe('image/png');
  const bytes = await res.body();
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('Fieldbook can be installed: its manifest names it, opens it standalone at home and has its icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Fieldbook',
    short_name: 'Fieldbook',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await pngSize(request, touchIcon ?? '')).toBe('180x180');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');

  // The page a browser holding a session gets links the same manifest.
  const sessionPage = await request.get('/Jobs', { headers: { cookie: 'fieldbook.session=1' } });
  expect(await sessionPage.text()).toContain(`<link rel="manifest" href="${href}">`);
});

test('after one visit online, Fieldbook opens with no signal at any of its addresses, and goes on when it returns', async ({
  page,
  context,
}) => {
  await signedInAs(page, demo.office);
  await controlledByWorker(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const header = page.getByRole('banner');
  await expect(header.getByText('Fieldbook', { exact: true })).toBeVisible();
  for (const address of ['/Timesheets', '/Opportunities/1/1']) {
    await page.goto(address);
    await expect(page).toHaveTitle('Fieldbook');
    await expect(header.getByText('Fieldbook', { exact: true })).toBeVisible();
  }
  // The API is never answered from the worker's cache: without a signal it gets no answer.
  const check = () =>
    fetch('/api/Authentication/CheckAuth').then(
      (r) => r.status,
      () => 'no answer',
    );
  expect(await page.evaluate(check)).toBe('no answer');

  // The session was kept through it all: with the signal back, the screen comes.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(check)).not.toBe('no answer');
});

test('under the worker the API still goes to the network, where a story’s routes see it', async ({ page }) => {
  await signedInAs(page, demo.office);
  await controlledByWorker(page);
  let routed = 0;
  await page.route('**/api/Authentication/CheckAuth', (route) => {
    routed++;
    return route.continue();
  });
  const check = page.waitForResponse('**/api/Authentication/CheckAuth');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect((await check).fromServiceWorker()).toBe(false);
  expect(routed).toBe(1);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('on a phone with no signal, a reload or a job’s address opens the sign-in screen @phone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto('/Opportunities/1/1');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a new version waits for the user: every tab offers it, Reload takes it in that tab only, Not now puts it off', async ({
  page,
  context,
}) => {
  const notice = (tab: Page) => tab.getByRole('status').filter({ hasText: 'A new version of Fieldbook is ready.' });
  const controller = (tab: Page) => tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await page.goto('/');
  await controlledByWorker(page);
  await page.getByLabel('Username').fill('typed before');
  const other = await context.newPage();
  await other.goto('/');
  await other.getByLabel('Username').fill('half-typed');

  // A newer worker installs beside the running one, as a new build's does after a deploy; here its
  // script only has another address, since the story's server sends the one build it has.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build').then(() => true));
  await expect(notice(page)).toBeVisible();
  await expect(notice(other)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('typed before');

  await notice(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Username')).toHaveValue('');
  expect(await controller(page)).toMatch(/\?next-build$/);
  // The other tab is under the new worker too, and still shows what was typed in it.
  expect(await controller(other)).toMatch(/\?next-build$/);
  await expect(other.getByLabel('Username')).toHaveValue('half-typed');
  await notice(other).getByRole('button', { name: 'Not now' }).click();
  await expect(notice(other)).toBeHidden();
  await expect(other.getByLabel('Username')).toHaveValue('half-typed');
});
