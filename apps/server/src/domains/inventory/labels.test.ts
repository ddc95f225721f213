import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@fieldbook/contract';
import { assetByLabel, assetLabels, assetProfileCall } from '@fieldbook/contract/inventory-assets';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { assets, offices, yards } from '../../db/schema/index.ts';
import { readPdf } from '../../platform/pdf/index.ts';
import { LABELS_PER_PAGE, labelCodeOf } from './labels.service.ts';

let t: TestApp;
let keeper: string;
let viewer: string;
let nobody: string;
let yardA: number;
let yardB: number;
const ids: number[] = [];

const dir = mkdtempSync(join(tmpdir(), 'labels-'));
function textOf(bytes: Buffer): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [keeper, viewer, nobody] = await Promise.all([
    signInAs(t, ['inventory.view', 'inventory.assets']),
    signInAs(t, ['inventory.view']),
    signInAs(t, []),
  ]);
  const [office] = await db
    .insert(offices)
    .values({ name: 'Midland', address: '3 Basin St', city: 'Midland', state: 'TX', zipCode: '79701' })
    .returning();
  const made = await db
    .insert(yards)
    .values([
      { name: 'Midland yard', officeLocationId: office.id },
      { name: 'Odessa yard', officeLocationId: office.id },
    ])
    .returning();
  [yardA, yardB] = made.map((y) => y.id);
  // 26 light towers in yard A (two pages), a generator in yard B, and a decommissioned one in yard B.
  const rows = await db
    .insert(assets)
    .values([
      ...Array.from({ length: LABELS_PER_PAGE + 2 }, (_, i) => ({
        name: 'Light tower',
        serialNumber: `LT-${String(i + 1).padStart(3, '0')}`,
        assetType: 6,
        yardId: yardA,
      })),
      { name: 'Generator 45 kVA', serialNumber: 'GEN-45-007', assetType: 4, yardId: yardB },
      { name: 'Retired tower', serialNumber: 'LT-OLD', assetType: 6, yardId: yardB, decommissioned: true },
    ])
    .returning({ id: assets.id });
  ids.push(...rows.map((r) => r.id));
});

describe('POST /AssetInventory/AssetLabels', () => {
  it('answers 401, 403 without inventory.assets, and 400 for a bad body', async () => {
    await denies(t.app, assetLabels, { body: {} }, viewer);
    const bad = await call(t.app, assetLabels, { body: { assetIds: ['x'] }, token: keeper });
    expect(bad.statusCode).toBe(400);
    const noYard = await call(t.app, assetLabels, { body: { yardId: 2_000_000_000 }, token: keeper });
    expect(noYard.statusCode).toBe(400);
    expect(noYard.json.errors).toEqual({ yardId: messages.yardNotFound });
  });

  it("prints a yard's assets in service, 24 to a Letter page, with name, serial number and type", async () => {
    const res = await call(t.app, assetLabels, { body: { yardId: yardA }, token: keeper });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await readPdf(res.rawPayload)).toEqual({ pageCount: 2 });
    const text = textOf(res.rawPayload);
    expect(text).toContain('Light tower');
    expect(text).toContain('S/N LT-001');
    expect(text).toContain('S/N LT-026');
    expect(text).toContain('Light Tower');
    expect(text).not.toContain('GEN-45-007');
  });

  it('prints a selection, leaving decommissioned assets out; 404 when nothing is left', async () => {
    const generator = ids[ids.length - 2];
    const retired = ids[ids.length - 1];
    const res = await call(t.app, assetLabels, { body: { assetIds: [generator, retired] }, token: keeper });
    expect(await readPdf(res.rawPayload)).toEqual({ pageCount: 1 });
    const text = textOf(res.rawPayload);
    expect(text).toContain('Generator 45 kVA');
    expect(text).toContain('S/N GEN-45-007');
    expect(text).not.toContain('LT-OLD');
    const none = await call(t.app, assetLabels, { body: { assetIds: [retired] }, token: keeper });
    expect(none.statusCode).toBe(404);
    expect(none.json.message).toBe(messages.assetLabelsNone);
  });
});

describe('GET /AssetInventory/AssetByLabel', () => {
  it('answers 401, 403 and 400', async () => {
    await denies(t.app, assetByLabel, { query: { code: 'FB-ASSET:x' } }, nobody);
    const bad = await call(t.app, assetByLabel, { query: { code: ' ' }, token: viewer });
    expect(bad.statusCode).toBe(400);
  });

  it('finds the asset of a scanned payload, bare code or URL; 404 for another label', async () => {
    const id = ids[0];
    const profile = await call(t.app, assetProfileCall, { query: { id }, token: viewer });
    const payload: string = profile.json.data.labelCode;
    expect(payload).toMatch(/^FB-ASSET:/);
    const code = payload.slice('FB-ASSET:'.length);
    for (const scanned of [
      payload,
      code,
      `https://fieldbook.example/Inventory/Asset?label=${encodeURIComponent(payload)}`,
    ]) {
      const res = await call(t.app, assetByLabel, { query: { code: scanned }, token: viewer });
      expect(res.json, scanned).toEqual({ success: true, data: { serializedItemId: id } });
    }
    const other = await call(t.app, assetByLabel, { query: { code: 'FB-ASSET:nothing-here' }, token: viewer });
    expect(other.statusCode).toBe(404);
    expect(other.json.message).toBe(messages.assetLabelNotFound);
  });

  it('reads the code out of what a scanner hands over', () => {
    expect(labelCodeOf(' FB-ASSET:ABC ')).toBe('abc');
    expect(labelCodeOf('https://x.example/a/FB-ASSET%3Aabc')).toBe('abc');
    expect(labelCodeOf('https://x.example/a/%E0%A4%A')).toBe('%e0%a4%a');
  });
});
