import { defineConfig, devices } from '@playwright/test';

/** Worker n's server listens on E2E_PORT + n (with two workers: E2E_PORT and E2E_PORT + 1). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/stack/global-setup.ts',
  // Each worker has its own server and its own clone of the demo database (e2e/stack/fixtures.ts);
  // the stories of one file run in order on one worker. One worker by default: on the 2-core machine
  // two (each a server and a Chromium) drove the load average to 13 and stories timed out.
  // E2E_WORKERS=2 or more where there are cores for them.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  use: {
    // baseURL is the worker's own server: stories import `test` from e2e/support.ts (e2e/stack/fixtures.ts).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker installs itself and downloads the whole client in the background of every story
    // (~40 % longer stories on this machine). Stories about the installed app and offline work allow it
    // (`test.use({ serviceWorkers: 'allow' })`); the others test the screens, which it does not change.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
});
