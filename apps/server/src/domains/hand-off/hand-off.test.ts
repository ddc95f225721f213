import { messages } from '@fieldbook/contract';
import {
  checkHandOffEdit,
  completeStepOne,
  getHandOffProfile,
  saveHandOffInfo,
  saveMobilization,
} from '@fieldbook/contract/hand-off';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob } from '../../../test/factories/hand-off.ts';
import { handOffs, jobs, mobilizations, scopeItems } from '../../db/schema/index.ts';

let t: TestApp;
/** jobs.view + stage.handOff */
let editor: { id: number; token: string };
/** jobs.view only */
let viewer: { id: number; token: string };
/** no permission */
let plain: { id: number; token: string };
/** jobs.view + stage.review */
let reviewer: { id: number; token: string };
/** stage.handOff limited to Acoustic Blankets */
let limited: { id: number; token: string };
/** a Drilling User who also holds stage.handOff */
let drillUser: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInUser(t, ['jobs.view', 'stage.handOff']);
  viewer = await signInUser(t, ['jobs.view']);
  plain = await signInUser(t, []);
  reviewer = await signInUser(t, ['jobs.view', 'stage.review']);
  limited = await signInUser(t, ['jobs.view', 'stage.handOff'], {
    permission: 'stage.handOff',
    classes: ['Acoustic Blankets'],
  });
  drillUser = await signInUser(t, ['jobs.view', 'stage.handOff', 'drilling.user']);
});

const mobilization = (handOffId: number, over: Record<string, unknown> = {}) => ({
  handOffId,
  installType: 'Crane',
  removalType: 'Telehandler',
  leadTime: '2 weeks',
  installDate: '2026-03-02',
  removalDate: '2026-05-29',
  totalLoads: 6,
  installCost: 4200.5,
  removalCost: 3100,
  ...over,
});

describe('POST /HandOff/GetHandOffProfile', () => {
  it('401 anonymous, 403 without jobs.view, 400 without an id, 404 for a missing job', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, getHandOffProfile, { body: { id: j.id } }, plain.token);
    expect((await call(t.app, getHandOffProfile, { body: {}, token: viewer.token })).statusCode).toBe(400);
    expect((await call(t.app, getHandOffProfile, { body: { id: 999999 }, token: viewer.token })).statusCode).toBe(404);
  });

  it('creates the missing hand-off row of an older job, once', async () => {
    const j = await createHandOffJob(t.database.db);
    await t.database.db.delete(handOffs).where(eq(handOffs.jobId, j.id));
    const [a, b] = await Promise.all([
      call(t.app, getHandOffProfile, { body: { id: j.id }, token: viewer.token }),
      call(t.app, getHandOffProfile, { body: { id: j.id }, token: viewer.token }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json.handOff.handOffId).toBe(a.json.handOff.handOffId);
    expect(a.json).toMatchObject({
      handOff: { price: null, additionalInfo: '', prevailingWage: false, completed: false },
      mobilization: { mobilizationId: null, installDate: null },
      scopeItems: [],
      displayReview: false,
    });
    expect(await t.database.db.select().from(handOffs).where(eq(handOffs.jobId, j.id))).toHaveLength(1);
  });

  it('displayReview only at step 2 for a reviewer of the class', async () => {
    const atReview = await createHandOffJob(t.database.db, { stepId: 2 });
    const atHandOff = await createHandOffJob(t.database.db, { stepId: 1 });
    const r = (id: number, token: string) => call(t.app, getHandOffProfile, { body: { id }, token });
    expect((await r(atReview.id, reviewer.token)).json.displayReview).toBe(true);
    expect((await r(atReview.id, viewer.token)).json.displayReview).toBe(false);
    expect((await r(atHandOff.id, reviewer.token)).json.displayReview).toBe(false);
  });

  it('a Drilling User gets 404 for a non-drilling job', async () => {
    const j = await createHandOffJob(t.database.db);
    expect((await call(t.app, getHandOffProfile, { body: { id: j.id }, token: drillUser.token })).statusCode).toBe(404);
  });
});

describe('POST /HandOff/CheckEdit', () => {
  const check = async (id: number, token: string) =>
    (await call(t.app, checkHandOffEdit, { body: { id }, token })).json.success;

  it('401 anonymous, 403 without jobs.view', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, checkHandOffEdit, { body: { id: j.id } }, plain.token);
  });

  it('true only with stage.handOff for the class, at step 1, not canceled, not a Drilling User', async () => {
    const open = await createHandOffJob(t.database.db);
    expect(await check(open.id, editor.token)).toBe(true);
    expect(await check(open.id, viewer.token)).toBe(false);
    expect(await check(open.id, limited.token)).toBe(false);
    expect(
      await check((await createHandOffJob(t.database.db, { classification: 'Acoustic Blankets' })).id, limited.token),
    ).toBe(true);
    expect(await check((await createHandOffJob(t.database.db, { stepId: 2 })).id, editor.token)).toBe(false);
    expect(await check((await createHandOffJob(t.database.db, { canceled: true })).id, editor.token)).toBe(false);
    expect(await check((await createHandOffJob(t.database.db, { drilling: true })).id, drillUser.token)).toBe(false);
  });
});

describe('POST /HandOff/SaveMobilization', () => {
  it('401, 403 without stage.handOff, 400 for a removal date before the install date', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, saveMobilization, { body: mobilization(j.handOffId) }, viewer.token);
    const bad = await call(t.app, saveMobilization, {
      body: mobilization(j.handOffId, { removalDate: '2026-03-01' }),
      token: editor.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe(messages.mobilizationRemovalBeforeInstall);
    const money = await call(t.app, saveMobilization, {
      body: mobilization(j.handOffId, { installCost: 1.234 }),
      token: editor.token,
    });
    expect(money.statusCode).toBe(400);
    expect(await t.database.db.select().from(mobilizations).where(eq(mobilizations.handOffId, j.handOffId))).toEqual(
      [],
    );
  });

  it('saves, then updates the same row, with job history', async () => {
    const j = await createHandOffJob(t.database.db);
    const first = await call(t.app, saveMobilization, { body: mobilization(j.handOffId), token: editor.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json).toEqual({ success: true, message: messages.mobilizationSaved });
    await call(t.app, saveMobilization, { body: mobilization(j.handOffId, { totalLoads: 8 }), token: editor.token });
    const profile = (await call(t.app, getHandOffProfile, { body: { id: j.id }, token: viewer.token })).json;
    expect(profile.mobilization).toMatchObject({
      installType: 'Crane',
      installDate: '2026-03-02',
      removalDate: '2026-05-29',
      totalLoads: 8,
      installCost: '4200.50',
      removalCost: '3100.00',
    });
    const rows = await auditOf(t.database.db, 'job', j.id, ['handOff.mobilization']);
    expect(rows).toHaveLength(2);
    expect(rows[1].userId).toBe(editor.id);
    expect(rows[1].change).toMatchObject({ changed: { totalLoads: [6, 8] } });
  });

  it('403 once the job is past hand-off, for another class, or for a Drilling User; nothing changes', async () => {
    const past = await createHandOffJob(t.database.db, { stepId: 2 });
    const res = await call(t.app, saveMobilization, { body: mobilization(past.handOffId), token: editor.token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(messages.handOffNotEditable);
    const other = await createHandOffJob(t.database.db);
    const byLimited = await call(t.app, saveMobilization, {
      body: mobilization(other.handOffId),
      token: limited.token,
    });
    expect(byLimited.statusCode).toBe(403);
    expect(byLimited.json.message).toBe(messages.jobClassForbidden);
    const drilling = await createHandOffJob(t.database.db, { drilling: true });
    const byDrillUser = await call(t.app, saveMobilization, {
      body: mobilization(drilling.handOffId),
      token: drillUser.token,
    });
    expect(byDrillUser.statusCode).toBe(403);
    for (const h of [past, other, drilling]) {
      expect(await t.database.db.select().from(mobilizations).where(eq(mobilizations.handOffId, h.handOffId))).toEqual(
        [],
      );
    }
  });

  it('404 for a missing hand-off', async () => {
    const res = await call(t.app, saveMobilization, { body: mobilization(999999), token: editor.token });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /HandOff/SaveHandOffInfo', () => {
  it('401, 403 without stage.handOff, 400 without the flag', async () => {
    const j = await createHandOffJob(t.database.db);
    const body = { handOffId: j.handOffId, description: 'x', prevailingWage: true };
    await denies(t.app, saveHandOffInfo, { body }, viewer.token);
    const bad = await call(t.app, saveHandOffInfo, {
      body: { handOffId: j.handOffId, description: 'x' },
      token: editor.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('saves the additional info, prevailing wage and price, with job history', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await call(t.app, saveHandOffInfo, {
      body: {
        handOffId: j.handOffId,
        description: 'Gate code 4471; escort required.',
        prevailingWage: true,
        price: 18500,
      },
      token: editor.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.message).toBe(messages.handOffInfoSaved);
    const profile = (await call(t.app, getHandOffProfile, { body: { id: j.id }, token: viewer.token })).json;
    expect(profile.handOff).toMatchObject({
      additionalInfo: 'Gate code 4471; escort required.',
      prevailingWage: true,
      price: '18500.00',
    });
    const [row] = await auditOf(t.database.db, 'job', j.id, ['handOff.info']);
    expect(row.change).toMatchObject({ changed: { prevailingWage: [false, true] } });
    // The job profile's Yes/No flag reads the same column.
    const [h] = await t.database.db.select().from(handOffs).where(eq(handOffs.id, j.handOffId));
    expect(h.prevailingWage).toBe(true);
  });
});

describe('POST /HandOff/CompleteStepOne', () => {
  it('401, 403 without stage.handOff', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(t.app, completeStepOne, { body: { id: j.id } }, viewer.token);
  });

  it('400 without a scope item; nothing changes', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await call(t.app, completeStepOne, { body: { id: j.id }, token: editor.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.handOffNeedsScope);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, j.id));
    expect(row.jobStepId).toBe(1);
  });

  it('completes the hand-off and moves the job to review; the hand-off is then read-only', async () => {
    const j = await createHandOffJob(t.database.db);
    await t.database.db
      .insert(scopeItems)
      .values({ handOffId: j.handOffId, name: 'Sound Wall - STC 32', description: 'North side', quantity: 12 });
    const res = await call(t.app, completeStepOne, { body: { id: j.id }, token: editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.message).toBe(messages.handOffCompleted);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, j.id));
    expect(row).toMatchObject({ jobStepId: 2, completedBy: editor.id });
    const [h] = await t.database.db.select().from(handOffs).where(eq(handOffs.id, j.handOffId));
    expect(h.completed).toBe(true);
    const [hist] = await auditOf(t.database.db, 'job', j.id, ['handOff.complete']);
    expect(hist.change).toMatchObject({ fromStep: 1, toStep: 2 });
    expect((await call(t.app, checkHandOffEdit, { body: { id: j.id }, token: editor.token })).json.success).toBe(false);
    const again = await call(t.app, completeStepOne, { body: { id: j.id }, token: editor.token });
    expect(again.statusCode).toBe(403);
    expect(await auditOf(t.database.db, 'job', j.id, ['handOff.complete'])).toHaveLength(1);
  });
});
