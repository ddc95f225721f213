import { DASHBOARD_JOB_LIMIT, MAX_WIDGETS, messages, type Permission } from '@fieldbook/contract';
import {
  addWidget as addWidgetEndpoint,
  dashboardJobList,
  saveWidgetList,
  usersWidgets,
  widgetTypeList,
} from '@fieldbook/contract/dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { dashboardWidgets, jobs } from '../../db/schema/index.ts';

let t: TestApp;
/** A user with 'jobs.view' and a user with no permission at all. */
let viewerToken: string;
let nobodyToken: string;

beforeAll(async () => {
  t = await createTestApp();
  [viewerToken, nobodyToken] = await Promise.all([newUser(['jobs.view']), newUser([])]);
});

async function newUser(permissions: Permission[]) {
  const u = await createUser(t.database.db, { permissions });
  return signIn(t.app, u.username, u.password);
}
const newViewer = () => newUser(['jobs.view']);
const widgets = async (token: string) => (await call(t.app, usersWidgets, { token })).json.data;
const addWidget = (token: string, body: unknown) => call(t.app, addWidgetEndpoint, { body, token });
const saveList = (token: string, list: unknown[]) => call(t.app, saveWidgetList, { body: { widgets: list }, token });

describe('GET /Dashboard/WidgetTypeList', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, widgetTypeList);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it("offers the job list (type 0, with the stage picker) to users with 'jobs.view'", async () => {
    const res = await call(t.app, widgetTypeList, { token: viewerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: [{ widgetTypeId: 0, widgetTypeName: 'Job List', stageDropdown: true }],
    });
  });

  it("offers nothing to a user without 'jobs.view'", async () => {
    const res = await call(t.app, widgetTypeList, { token: nobodyToken });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: [] });
  });
});

describe('GET /Dashboard/UsersWidgets', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, usersWidgets)).statusCode).toBe(401);
  });

  it('answers an empty list for a new user, and only the user’s own widgets', async () => {
    const mine = await newViewer();
    expect(await widgets(mine)).toEqual([]);
    await addWidget(viewerToken, { widgetName: 'Someone else’s', widgetType: 0, stage: null });
    expect(await widgets(mine)).toEqual([]);
  });
});

describe('POST /Dashboard/Widget', () => {
  it('answers 401 without a session', async () => {
    expect((await addWidget('', { widgetName: 'x', widgetType: 0 })).statusCode).toBe(401);
  });

  it("answers 403 when the user may not use the type (no 'jobs.view')", async () => {
    const res = await addWidget(nobodyToken, { widgetName: 'Jobs', widgetType: 0, stage: null });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it("answers 400 'Please select widget type.' without a type or with an unknown one", async () => {
    for (const widgetType of [undefined, null, 7]) {
      const res = await addWidget(viewerToken, { widgetName: 'Jobs', widgetType, stage: null });
      expect(res.statusCode, String(widgetType)).toBe(400);
      expect(res.json).toMatchObject({
        success: false,
        message: messages.selectWidgetType,
        errors: { widgetType: messages.selectWidgetType },
      });
    }
  });

  it('answers 400 when the name is blank or the stage is not a job step', async () => {
    const blank = await addWidget(viewerToken, { widgetName: '  ', widgetType: 0, stage: null });
    expect(blank.statusCode).toBe(400);
    expect(blank.json).toMatchObject({
      message: 'Widget name is required.',
      errors: { widgetName: 'Widget name is required.' },
    });
    const stage = await addWidget(viewerToken, { widgetName: 'Jobs', widgetType: 0, stage: 42 });
    expect(stage.statusCode).toBe(400);
    expect(stage.json).toMatchObject({
      message: messages.invalidJobStep,
      errors: { stage: messages.invalidJobStep },
    });
  });

  it('adds widgets at the end, in order, with the trimmed name and the stage', async () => {
    const token = await newViewer();
    const first = await addWidget(token, { widgetName: '  Installations  ', widgetType: 0, stage: 10 });
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({
      success: true,
      message: messages.widgetAdded,
      data: { dashboardWidgetId: expect.any(Number), widgetType: 0, widgetName: 'Installations', stage: 10 },
    });
    await addWidget(token, { widgetName: 'Everything', widgetType: 0 });
    expect(await widgets(token)).toEqual([
      first.json.data,
      { dashboardWidgetId: expect.any(Number), widgetType: 0, widgetName: 'Everything', stage: null },
    ]);
  });

  it(`refuses a widget beyond ${MAX_WIDGETS}`, async () => {
    const token = await newViewer();
    const list = Array.from({ length: MAX_WIDGETS }, (_, i) => ({ widgetName: `W${i}`, widgetType: 0, stage: null }));
    expect((await saveList(token, list)).statusCode).toBe(200);
    const res = await addWidget(token, { widgetName: 'One too many', widgetType: 0, stage: null });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.tooManyWidgets(MAX_WIDGETS));
    expect(await widgets(token)).toHaveLength(MAX_WIDGETS);
  });
});

describe('POST /Dashboard/WidgetList', () => {
  it('answers 401 without a session', async () => {
    expect((await saveList('', [])).statusCode).toBe(401);
  });

  it('answers 403 for a type the user may not use, and changes nothing', async () => {
    const res = await saveList(nobodyToken, [{ widgetName: 'Jobs', widgetType: 0, stage: null }]);
    expect(res.statusCode).toBe(403);
    expect(await widgets(nobodyToken)).toEqual([]);
  });

  it("answers 400 with the widget's field, and changes nothing", async () => {
    const token = await newViewer();
    await addWidget(token, { widgetName: 'Keep me', widgetType: 0, stage: null });
    const before = await widgets(token);
    const res = await saveList(token, [
      { widgetName: 'Fine', widgetType: 0, stage: null },
      { widgetName: 'No type', stage: null },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({
      message: messages.selectWidgetType,
      errors: { 'widgets.1.widgetType': messages.selectWidgetType },
    });
    const missing = await call(t.app, saveWidgetList, { body: {}, token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe('Widgets is required.');
    expect(await widgets(token)).toEqual(before);
  });

  it('removes, reorders, renames and adds in one save; ids of kept widgets stay', async () => {
    const token = await newViewer();
    const a = (await addWidget(token, { widgetName: 'A', widgetType: 0, stage: 1 })).json.data;
    const b = (await addWidget(token, { widgetName: 'B', widgetType: 0, stage: 2 })).json.data;
    const c = (await addWidget(token, { widgetName: 'C', widgetType: 0, stage: null })).json.data;

    const res = await saveList(token, [
      { ...c, widgetName: 'C renamed' },
      { widgetName: 'New', widgetType: 0, stage: 12 },
      a,
    ]);
    expect(res.statusCode).toBe(200);
    const expected = [
      { ...c, widgetName: 'C renamed' },
      { dashboardWidgetId: expect.any(Number), widgetType: 0, widgetName: 'New', stage: 12 },
      a,
    ];
    expect(res.json).toEqual({ success: true, message: messages.dashboardSaved, data: expected });
    expect(await widgets(token)).toEqual(expected);
    const [gone] = await t.database.db
      .select()
      .from(dashboardWidgets)
      .where(eq(dashboardWidgets.id, b.dashboardWidgetId));
    expect(gone).toBeUndefined();
  });

  it('adds a widget sent with an id that is not the user’s own (never touching the other user’s)', async () => {
    const token = await newViewer();
    const other = await newViewer();
    const theirs = (await addWidget(other, { widgetName: 'Theirs', widgetType: 0, stage: null })).json.data;
    const res = await saveList(token, [{ ...theirs, widgetName: 'Mine now' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json.data[0].dashboardWidgetId).not.toBe(theirs.dashboardWidgetId);
    expect(await widgets(other)).toEqual([theirs]);
  });

  it('empties the dashboard with an empty list', async () => {
    const token = await newViewer();
    await addWidget(token, { widgetName: 'A', widgetType: 0, stage: null });
    expect((await saveList(token, [])).json).toEqual({ success: true, message: messages.dashboardSaved, data: [] });
    expect(await widgets(token)).toEqual([]);
  });
});

describe('GET /Dashboard/JobList', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, dashboardJobList, { query: { WidgetId: '1' } })).statusCode).toBe(401);
  });

  it("answers 403 without 'jobs.view'", async () => {
    const res = await call(t.app, dashboardJobList, { query: { WidgetId: '1' }, token: nobodyToken });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 without a widget id', async () => {
    const res = await call(t.app, dashboardJobList, { token: viewerToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: 'WidgetId is required.' });
  });

  it('answers 404 for another user’s widget', async () => {
    const other = await newViewer();
    const theirs = (await addWidget(other, { widgetName: 'Theirs', widgetType: 0, stage: null })).json.data;
    const res = await call(t.app, dashboardJobList, {
      query: { WidgetId: theirs.dashboardWidgetId },
      token: viewerToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.widgetNotFound });
  });

  it('lists the jobs of the widget’s step, canceled ones flagged, newest update first', async () => {
    const db = t.database.db;
    const token = await newViewer();
    const opp = await createOpportunity(db, { opportunityName: 'Red Mesa Pad' });
    const older = await createJob(db, {
      opportunityId: opp.id,
      stepId: 6,
      jobName: 'Red Mesa – wall',
      classification: 'Acoustic Blankets',
      updatedAt: new Date('2026-01-10T10:00:00Z'),
    });
    const canceled = await createJob(db, {
      opportunityId: opp.id,
      stepId: 6,
      canceled: true,
      updatedAt: new Date('2026-01-12T10:00:00Z'),
    });
    await createJob(db, { opportunityId: opp.id, stepId: 7 });

    const w = (await addWidget(token, { widgetName: 'Corporate approvals', widgetType: 0, stage: 6 })).json.data;
    const res = await call(t.app, dashboardJobList, { query: { WidgetId: w.dashboardWidgetId }, token });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.success).toBe(true);
    expect(body.widgetName).toBe('Corporate approvals');
    const mine = body.jobs.filter((j: { opportunityId: number }) => j.opportunityId === opp.id);
    expect(mine.map((j: { jobId: number }) => j.jobId)).toEqual([canceled.id, older.id]);
    expect(mine[0].canceled).toBe(true);
    expect(mine[1]).toMatchObject({
      jobId: older.id,
      opportunityId: opp.id,
      jobName: 'Red Mesa – wall',
      jobClassification: 'Acoustic Blankets',
      jobNumber: older.jobNumber,
      jobStage: 'Approval',
      lastUpdated: '2026-01-10T10:00:00.000Z',
      jobDescription: '',
      canceled: false,
    });
    expect(body.jobs.every((j: { jobStepId: number }) => j.jobStepId === 6)).toBe(true);
  });

  it(`lists every step when the widget has none, at most ${DASHBOARD_JOB_LIMIT} jobs`, async () => {
    const db = t.database.db;
    const token = await newViewer();
    const opp = await createOpportunity(db);
    await db.insert(jobs).values(
      Array.from({ length: DASHBOARD_JOB_LIMIT + 3 }, (_, i) => ({
        opportunityId: opp.id,
        jobName: `Bulk ${i}`,
        jobNumber: `DASH-${opp.id}-${i}`,
        jobStepId: (i % 14) + 1,
      })),
    );
    const w = (await addWidget(token, { widgetName: 'All', widgetType: 0, stage: null })).json.data;
    const list = (await call(t.app, dashboardJobList, { query: { WidgetId: w.dashboardWidgetId }, token })).json.jobs;
    expect(list).toHaveLength(DASHBOARD_JOB_LIMIT);
    expect(new Set(list.map((j: { jobStepId: number }) => j.jobStepId)).size).toBe(14);
  });

  it('shows a Drilling User only drilling jobs', async () => {
    const db = t.database.db;
    const u = await createUser(db, { role: 'Drilling User' });
    const token = await signIn(t.app, u.username, u.password);
    const drilling = await createJob(db, { drilling: true, stepId: 13 });
    const plain = await createJob(db, { drilling: false, stepId: 13 });
    const w = (await addWidget(token, { widgetName: 'Billing', widgetType: 0, stage: 13 })).json.data;
    const ids = (
      await call(t.app, dashboardJobList, { query: { WidgetId: w.dashboardWidgetId }, token })
    ).json.jobs.map((j: { jobId: number }) => j.jobId);
    expect(ids).toContain(drilling.id);
    expect(ids).not.toContain(plain.id);
  });
});
