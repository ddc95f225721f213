import { expect } from '@playwright/test';
import { newJob, signedInAs, test } from './support.ts';

// Chromium's fake camera: launch options force their own worker, so this story has its own file.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('hand-off attachments: Take Photo captures a jpeg and uploads it', async ({ page }) => {
  await signedInAs(page, 'demo.sales');
  const { opportunityId, jobId } = await newJob(page, `Webcam story ${Date.now()}`);
  await page.goto(`/Opportunities/${opportunityId}/${jobId}/Scope`);
  const attachments = page.getByRole('region', { name: 'Hand-Off Attachments' });
  await attachments.getByRole('button', { name: 'Take Photo' }).click();
  const dialog = page.getByRole('dialog');
  // The preview's first frame (the video's 'loadeddata') is what makes a capture possible; the
  // Capture button waits for it too.
  await expect
    .poll(() => dialog.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
  const capture = dialog.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(attachments.getByRole('button', { name: /^photo-.*\.jpg$/ })).toBeVisible();
});
