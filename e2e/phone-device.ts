import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type LaunchOptions } from '@playwright/test';

/**
 * One phone kept between browser starts: a 375 × 812 touch viewport with the service worker allowed and
 * a profile folder of its own, so closing the browser and opening it again keeps the installed app, the
 * device's copy of the data and the work waiting to send, as a phone that stopped its browser does.
 */
export function phoneDevice(launchOptions: LaunchOptions, baseURL: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-phone-'));
  return {
    open: (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(dir, {
        ...launchOptions,
        baseURL,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
      }),
    /** Throws the phone away (its folder). */
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
