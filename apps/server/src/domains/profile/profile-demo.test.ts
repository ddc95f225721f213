import { getUserSignature, selfCheck } from '@fieldbook/contract/profile';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';
import { loadDemo } from '../../demo/load.ts';
import { officesStep } from '../../demo/offices.ts';
import { signaturesStep } from '../../demo/profile.ts';
import { DEMO_PASSWORD, usersStep } from '../../demo/users.ts';

describe('demo signatures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps: [officesStep, usersStep, signaturesStep] });
  });

  it('gives some demo users a signature the API answers as a PNG', async () => {
    const token = await signIn(t.app, 'demo.supervisor', DEMO_PASSWORD);
    const self = await call(t.app, selfCheck, { token });
    const res = await call(t.app, getUserSignature, { query: { userId: self.json.id }, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });
  });

  it('leaves the administrator without one, and adds nothing on a second run', async () => {
    const rows = await t.database.db
      .select({ username: users.username, signatureFileId: users.signatureFileId })
      .from(users)
      .where(inArray(users.username, ['demo.admin', 'demo.supervisor']));
    const byName = Object.fromEntries(rows.map((r) => [r.username, r.signatureFileId]));
    expect(byName['demo.admin']).toBeNull();
    expect(byName['demo.supervisor']).toEqual(expect.any(String));

    const again = await loadDemo(t.database.db, t.config, { steps: [officesStep, usersStep, signaturesStep] });
    expect(again.steps.find((s) => s.name === 'signatures')?.counts).toEqual({
      signatures: { created: 0, existing: 4 },
    });
  });
});
