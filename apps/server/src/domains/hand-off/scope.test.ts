import { messages } from '@fieldbook/contract';
import {
  addScopeItem,
  budgetSummary,
  deleteScopeItem,
  editScopeItem,
  getHandOffProfile,
  saveMobilization,
  scopeIncludeSummary,
} from '@fieldbook/contract/hand-off';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob, scopePath } from '../../../test/factories/hand-off.ts';
import { scopeItems } from '../../db/schema/index.ts';

let t: TestApp;
let editor: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };
let leaf: number[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInUser(t, ['jobs.view', 'stage.handOff']);
  viewer = await signInUser(t, ['jobs.view']);
  plain = await signInUser(t, []);
  leaf = await scopePath(t.database.db, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding');
});

const add = (handOffId: number, over: Record<string, unknown> = {}, token = editor.token) =>
  call(t.app, addScopeItem, {
    body: {
      selections: leaf,
      quantity: '12',
      description: 'North and west sides',
      optional: false,
      handOffId,
      ...over,
    },
    token,
  });
const itemsOf = (handOffId: number) =>
  t.database.db.select().from(scopeItems).where(eq(scopeItems.handOffId, handOffId));

describe('POST /JobScope/JobScope', () => {
  it('401, 403 without stage.handOff', async () => {
    const j = await createHandOffJob(t.database.db);
    await denies(
      t.app,
      addScopeItem,
      { body: { selections: leaf, quantity: '1', description: 'x', handOffId: j.handOffId } },
      viewer.token,
    );
  });

  it("400 'Please select all values…' until a leaf is chosen, for a broken path, or a disabled item", async () => {
    const j = await createHandOffJob(t.database.db);
    for (const selections of [[], leaf.slice(0, 3), [leaf[0], leaf[2], leaf[3]], leaf.slice(1)]) {
      const res = await add(j.handOffId, { selections });
      expect(res.statusCode, JSON.stringify(selections)).toBe(400);
      expect(res.json.message).toBe(messages.scopeSelectAll);
    }
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });

  it('400 without a description, or a quantity that is not digits', async () => {
    const j = await createHandOffJob(t.database.db);
    const noText = await add(j.handOffId, { description: '  ' });
    expect(noText.json.message).toBe(messages.scopeDescriptionRequired);
    for (const quantity of ['1.5', '-2', 'ten', '']) {
      const res = await add(j.handOffId, { quantity });
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json.message).toBe(messages.scopeQuantityInvalid);
    }
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });

  it('adds the item named by its tiers, with job history', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await add(j.handOffId, { optional: true });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await call(t.app, getHandOffProfile, { body: { id: j.id }, token: viewer.token })).json;
    expect(profile.scopeItems).toEqual([
      {
        scopeItemId: res.json.scopeItemId,
        name: 'Sound Wall - STC 32 - 24 ft - Freestanding',
        description: 'North and west sides',
        quantity: 12,
        optional: true,
        summary: true,
      },
    ]);
    const [row] = await auditOf(t.database.db, 'job', j.id, ['scope.add']);
    expect(row).toMatchObject({ userId: editor.id });
  });

  it('403 once the job is past hand-off', async () => {
    const j = await createHandOffJob(t.database.db, { stepId: 3 });
    expect((await add(j.handOffId)).statusCode).toBe(403);
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });
});

describe('edit, delete, include in summary', () => {
  it('401 and 403 for each', async () => {
    await denies(t.app, editScopeItem, { body: { scopeItemID: 1, quantity: 1, description: 'x' } }, viewer.token);
    await denies(t.app, deleteScopeItem, { query: { ScopeItemId: '1' } }, viewer.token);
    await denies(t.app, scopeIncludeSummary, { body: { ScopeItemId: 1, Summary: false } }, viewer.token);
  });

  it('edits quantity (0 allowed, not below) and description; 404 for a missing item', async () => {
    const j = await createHandOffJob(t.database.db);
    const id = (await add(j.handOffId)).json.scopeItemId;
    const neg = await call(t.app, editScopeItem, {
      body: { scopeItemID: id, quantity: -1, description: 'x' },
      token: editor.token,
    });
    expect(neg.statusCode).toBe(400);
    expect(neg.json.message).toBe(messages.scopeQuantityInvalid);
    const ok = await call(t.app, editScopeItem, {
      body: { scopeItemID: id, quantity: 0, description: 'South side only' },
      token: editor.token,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await itemsOf(j.handOffId);
    expect(row).toMatchObject({ quantity: 0, description: 'South side only' });
    const [h] = await auditOf(t.database.db, 'job', j.id, ['scope.edit']);
    expect(h.change).toMatchObject({ quantity: [12, 0] });
    const missing = await call(t.app, editScopeItem, {
      body: { scopeItemID: 999999, quantity: 1, description: 'x' },
      token: editor.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('toggles the summary flag and deletes, with job history', async () => {
    const j = await createHandOffJob(t.database.db);
    const id = (await add(j.handOffId)).json.scopeItemId;
    const off = await call(t.app, scopeIncludeSummary, {
      body: { ScopeItemId: id, Summary: false },
      token: editor.token,
    });
    expect(off.statusCode).toBe(200);
    expect((await itemsOf(j.handOffId))[0].summary).toBe(false);
    const del = await call(t.app, deleteScopeItem, { query: { ScopeItemId: id }, token: editor.token });
    expect(del.json).toEqual({ success: true, message: messages.scopeItemDeleted });
    expect(await itemsOf(j.handOffId)).toEqual([]);
    expect((await auditOf(t.database.db, 'job', j.id, ['scope.summary', 'scope.delete'])).map((r) => r.action)).toEqual(
      ['scope.summary', 'scope.delete'],
    );
    const again = await call(t.app, deleteScopeItem, { query: { ScopeItemId: id }, token: editor.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /JobScope/GetJobScopeBudgetSummary', () => {
  it('401, 403 without jobs.view, 404 for a missing hand-off', async () => {
    await denies(t.app, budgetSummary, { query: { HandOffId: '1' } }, plain.token);
    const res = await call(t.app, budgetSummary, { query: { HandOffId: '999999' }, token: viewer.token });
    expect(res.statusCode).toBe(404);
  });

  it('is an xlsx with the job header, the included scope items and the mobilization', async () => {
    const j = await createHandOffJob(t.database.db, { jobName: 'Hawkins wall' });
    await add(j.handOffId, { description: 'Included wall' });
    const left = (await add(j.handOffId, { description: 'Left out' })).json.scopeItemId;
    await call(t.app, scopeIncludeSummary, { body: { ScopeItemId: left, Summary: false }, token: editor.token });
    await call(t.app, saveMobilization, {
      body: {
        handOffId: j.handOffId,
        installType: 'Crane',
        removalType: 'Crane',
        leadTime: '10 days',
        installDate: '2026-04-01',
        removalDate: '2026-06-30',
        totalLoads: 4,
        installCost: 2500,
        removalCost: null,
      },
      token: editor.token,
    });
    const res = await call(t.app, budgetSummary, { query: { HandOffId: j.handOffId }, token: viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`BudgetSummary-${j.id}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => {
      rows.push((r.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(['Job Name', 'Hawkins wall']);
    expect(rows).toContainEqual(['Sound Wall - STC 32 - 24 ft - Freestanding', 'Included wall', 12, 'No']);
    expect(rows.some((r) => r.includes('Left out'))).toBe(false);
    expect(rows).toContainEqual(['Install Type', 'Crane']);
    expect(rows).toContainEqual(['Install Cost', 2500]);
  });
});
