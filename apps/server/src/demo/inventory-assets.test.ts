import { assetStatusWords as S } from '@fieldbook/contract';
import {
  assetList,
  assetProfileCall,
  failureFormList,
  getFailureForm,
  getFailurePhoto,
  outForRepairList,
} from '@fieldbook/contract/inventory-assets';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { createDemoApp, jobDemoSteps } from '../../test/demo-app.ts';
import { inventoryAssetsStep } from './inventory-assets.ts';
import { loadDemo } from './load.ts';
import { surveysStep } from './surveys.ts';

const steps = [...jobDemoSteps, surveysStep, inventoryAssetsStep];

describe('demo inventory assets', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createDemoApp(steps));
  });

  it('puts the survey meters and other assets in yards with histories, one on repair, one decommissioned', async () => {
    const list = (await call(t.app, assetList, { token })).json.data;
    expect(list.filter((a) => a.assetType === 0)).toHaveLength(12);
    expect(list.every((a) => a.location !== '')).toBe(true);
    expect(list.filter((a) => a.decommissioned).map((a) => a.serialNumber)).toEqual(['LT4K-0874']);
    const repair = (await call(t.app, outForRepairList, { token })).json.data;
    expect(repair.map((a) => a.serialNumber)).toEqual(['RP45-30917']);
    expect(list.some((a) => a.status === S.atJob && a.assetType === 0)).toBe(true);
    const generator = (await call(t.app, assetProfileCall, { query: { id: repair[0].serializedItemId }, token })).json
      .data;
    expect(generator.statuses.map((s) => s.status)).toContain(S.onRepair);
    expect(generator.statuses.at(-1)?.status).toBe(S.created);
  });

  it('has two failure reports with a photo each, and stays the same when loaded again', async () => {
    const log = (await call(t.app, failureFormList, { token })).json.data;
    expect(log).toHaveLength(2);
    for (const row of log) {
      const report = (await call(t.app, getFailureForm, { query: { id: row.assetFailureId }, token })).json.data;
      expect(report.photos).toHaveLength(1);
      const photo = await call(t.app, getFailurePhoto, {
        query: { PhotoId: report.photos[0].assetFailurePhotoId },
        token,
      });
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
    const before = (await call(t.app, assetList, { token })).json.data.length;
    const again = await loadDemo(t.database.db, t.config, { steps });
    const mine = again.steps.find((s) => s.name === 'inventory assets');
    expect(mine?.counts.assets?.created ?? 0).toBe(0);
    expect(mine?.counts['failure reports']).toEqual({ created: 0, existing: 2 });
    expect((await call(t.app, assetList, { token })).json.data.length).toBe(before);
    expect((await call(t.app, failureFormList, { token })).json.data).toHaveLength(2);
  });
});
