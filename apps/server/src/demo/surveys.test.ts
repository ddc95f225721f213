import { messages } from '@fieldbook/contract';
import {
  getSurveyAttachmentList,
  getSurveyFormList,
  getSurveyFormMap,
  getSurveyMeasurementList,
} from '@fieldbook/contract/surveys';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { accountsStep } from './accounts.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { opportunitiesStep } from './opportunities.ts';
import { surveysStep } from './surveys.ts';
import { usersStep } from './users.ts';

const steps = [officesStep, usersStep, jobsStep, accountsStep, opportunitiesStep, surveysStep];

describe('demo survey forms', () => {
  let t: TestApp;
  let token: string;
  const rows = async (sql: string) => (await t.database.pool.query(sql)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
    token = await signInAs(t, 'Administrator');
  });

  it('loads meter types, a dozen meters and survey forms on installation and on-rent jobs', async () => {
    expect(await rows('SELECT name, calibration_interval_days AS d FROM meter_types ORDER BY name')).toEqual([
      { name: 'Class 1 sound level meter', d: 365 },
      { name: 'Tri-axial vibration monitor', d: 365 },
      { name: 'Weather station', d: 730 },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM assets WHERE asset_type = 0')).toEqual([{ n: 12 }]);
    const forms = await rows(
      'SELECT f.id, f.job_id, j.job_step_id FROM survey_forms f JOIN jobs j ON j.id = f.job_id ORDER BY f.id',
    );
    expect(forms.length).toBe(3);
    for (const f of forms) expect([10, 11]).toContain(f.job_step_id);

    const [first] = forms;
    const list = await call(t.app, getSurveyFormList, { body: { id: first.job_id }, token });
    expect(list.json.data).toHaveLength(1);
    const measurements = (await call(t.app, getSurveyMeasurementList, { body: { id: first.id }, token })).json.data;
    expect(measurements.find((m) => m.unused)).toMatchObject({
      unusedReason: expect.stringMatching(/\w/),
      deploymentDateString: messages.deploymentDateNotSet,
    });
    expect(measurements.find((m) => m.calibrationLapses && !m.unused)).toMatchObject({
      calibrationConfirmedBy: expect.stringMatching(/\w/),
    });
    const attachments = (await call(t.app, getSurveyAttachmentList, { body: { id: first.id }, token })).json.data;
    expect(attachments).toHaveLength(1);
    const map = (await call(t.app, getSurveyFormMap, { body: { id: first.id }, token })).json;
    const meta = await sharp(Buffer.from(map.mapData, 'base64')).metadata();
    expect([map.hasMap, meta.format, meta.width, meta.height]).toEqual([true, 'png', 800, 500]);
  });

  it('creates nothing on a second run', async () => {
    const summary = await loadDemo(t.database.db, t.config, { steps: [surveysStep], today: '2026-03-10' });
    for (const c of Object.values(summary.steps[0].counts)) expect(c.created).toBe(0);
  });
});
