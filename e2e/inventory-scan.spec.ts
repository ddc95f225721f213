import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetList, assetProfileCall } from '@fieldbook/contract/inventory-assets';
import { expect } from '@playwright/test';
import zxing from '@zxing/library';
import { api, apiToken, signedInAs, test } from './support.ts';

// The library is CommonJS: its named exports are read from the default one.
const { BarcodeFormat, EncodeHintType, QRCodeWriter } = zxing;

// The Scan button through a camera: Chromium's fake camera plays a Y4M video, here frames showing
// an asset's QR label. Chromium opens the file when the page asks for the camera, so the story writes
// the label of the asset it chose before pressing Scan. Launch options force their own worker, so
// this story has its own file.

const WIDTH = 320;
const HEIGHT = 240;
const video = join(tmpdir(), `fieldbook-scan-${process.pid}.y4m`);

/**
 * `text` as a QR code on white, centred, as a Y4M video of grey 4:2:0 frames: the label turned a quarter
 * at a time, as a hand holds a phone. A real camera never sends the same still twice; the decoder
 * misreads about one still in a hundred in one orientation and reads it in another, so a single still
 * frame would fail for a few labels every time.
 */
function qrVideo(text: string): Buffer {
  const size = 200;
  const hints = new Map([[EncodeHintType.MARGIN, 2]]);
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, size, size, hints);
  const left = (WIDTH - size) / 2;
  const top = (HEIGHT - size) / 2;
  const turned = (quarter: number, x: number, y: number): [number, number] =>
    [
      [x, y],
      [y, size - 1 - x],
      [size - 1 - x, size - 1 - y],
      [size - 1 - y, x],
    ][quarter] as [number, number];
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frames = [0, 1, 2, 3].map((quarter) => {
    const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if (matrix.get(...turned(quarter, x, y))) luma[(top + y) * WIDTH + left + x] = 16;
    return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  });
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), ...frames]);
}

writeFileSync(video, qrVideo('nothing yet'));
test.afterAll(() => rmSync(video, { force: true }));

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
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test('a shop hand scans an asset label with the camera and lands on the asset', async ({ page }) => {
  const token = await apiToken(page.request, 'demo.shop');
  const asset = (await api(page.request, token, assetList)).data.find((a) => !a.decommissioned);
  if (!asset) throw new Error('no demo asset');
  const profile = (await api(page.request, token, assetProfileCall, { query: { id: asset.serializedItemId } })).data;
  writeFileSync(video, qrVideo(profile.labelCode));

  await signedInAs(page, 'demo.shop');
  await page.goto('/Inventory/Asset');
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan Asset Label' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Inventory/Asset/${asset.serializedItemId}$`));
  await expect(page.getByRole('heading', { level: 1, name: asset.name })).toBeVisible();
});
