import { messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories/users.ts';
import { scopeItems } from '../../db/schema/index.ts';
import { kit } from './test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let editor: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };
let leaf: number[];

beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
  editor = await k.user(['jobs.view', 'stage.handOff']);
  viewer = await k.user(['jobs.view']);
  plain = await k.user([]);
  leaf = await k.path('Sound Wall', 'STC 32', '24 ft', 'Freestanding');
});

const add = (handOffId: number, over: Record<string, unknown> = {}, token = editor.token) =>
  k.call(
    'POST',
    '/JobScope/JobScope',
    { selections: leaf, quantity: '12', description: 'North and west sides', optional: false, handOffId, ...over },
    token,
  );
const itemsOf = (handOffId: number) =>
  t.database.db.select().from(scopeItems).where(eq(scopeItems.handOffId, handOffId));

describe('POST /JobScope/JobScope', () => {
  it('401, 403 without stage.handOff', async () => {
    const j = await k.job();
    await k.denies(
      'POST',
      '/JobScope/JobScope',
      { selections: leaf, quantity: '1', description: 'x', handOffId: j.handOffId },
      viewer.token,
    );
  });

  it("400 'Please select all values…' until a leaf is chosen, for a broken path, or a disabled item", async () => {
    const j = await k.job();
    for (const selections of [[], leaf.slice(0, 3), [leaf[0], leaf[2], leaf[3]], leaf.slice(1)]) {
      const res = await add(j.handOffId, { selections });
      expect(res.statusCode, JSON.stringify(selections)).toBe(400);
      expect(res.json().message).toBe(messages.scopeSelectAll);
    }
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });

  it('400 without a description, or a quantity that is not digits', async () => {
    const j = await k.job();
    const noText = await add(j.handOffId, { description: '  ' });
    expect(noText.json().message).toBe(messages.scopeDescriptionRequired);
    for (const quantity of ['1.5', '-2', 'ten', '']) {
      const res = await add(j.handOffId, { quantity });
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json().message).toBe(messages.scopeQuantityInvalid);
    }
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });

  it('adds the item named by its tiers, with job history', async () => {
    const j = await k.job();
    const res = await add(j.handOffId, { optional: true });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await k.call('POST', '/HandOff/GetHandOffProfile', { id: j.id }, viewer.token)).json();
    expect(profile.scopeItems).toEqual([
      {
        scopeItemId: res.json().scopeItemId,
        name: 'Sound Wall - STC 32 - 24 ft - Freestanding',
        description: 'North and west sides',
        quantity: 12,
        optional: true,
        summary: true,
      },
    ]);
    const [row] = await k.history(j.id, ['scope.add']);
    expect(row).toMatchObject({ userId: editor.id });
  });

  it('403 once the job is past hand-off', async () => {
    const j = await k.job({ stepId: 3 });
    expect((await add(j.handOffId)).statusCode).toBe(403);
    expect(await itemsOf(j.handOffId)).toEqual([]);
  });
});

describe('edit, delete, include in summary', () => {
  it('401 and 403 for each', async () => {
    await k.denies(
      'POST',
      '/JobScope/EditJobScopeItem',
      { scopeItemID: 1, quantity: 1, description: 'x' },
      viewer.token,
    );
    await k.denies('GET', '/JobScope/DeleteJobScopeItem?ScopeItemId=1', undefined, viewer.token);
    await k.denies('POST', '/JobScope/JobScopeIncludeSummary', { ScopeItemId: 1, Summary: false }, viewer.token);
  });

  it('edits quantity (0 allowed, not below) and description; 404 for a missing item', async () => {
    const j = await k.job();
    const id = (await add(j.handOffId)).json().scopeItemId;
    const neg = await k.call(
      'POST',
      '/JobScope/EditJobScopeItem',
      { scopeItemID: id, quantity: -1, description: 'x' },
      editor.token,
    );
    expect(neg.statusCode).toBe(400);
    expect(neg.json().message).toBe(messages.scopeQuantityInvalid);
    const ok = await k.call(
      'POST',
      '/JobScope/EditJobScopeItem',
      { scopeItemID: id, quantity: 0, description: 'South side only' },
      editor.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await itemsOf(j.handOffId);
    expect(row).toMatchObject({ quantity: 0, description: 'South side only' });
    const [h] = await k.history(j.id, ['scope.edit']);
    expect(h.change).toMatchObject({ quantity: [12, 0] });
    const missing = await k.call(
      'POST',
      '/JobScope/EditJobScopeItem',
      { scopeItemID: 999999, quantity: 1, description: 'x' },
      editor.token,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('toggles the summary flag and deletes, with job history', async () => {
    const j = await k.job();
    const id = (await add(j.handOffId)).json().scopeItemId;
    const off = await k.call(
      'POST',
      '/JobScope/JobScopeIncludeSummary',
      { ScopeItemId: id, Summary: false },
      editor.token,
    );
    expect(off.statusCode).toBe(200);
    expect((await itemsOf(j.handOffId))[0].summary).toBe(false);
    const del = await k.call('GET', `/JobScope/DeleteJobScopeItem?ScopeItemId=${id}`, undefined, editor.token);
    expect(del.json()).toEqual({ success: true, message: messages.scopeItemDeleted });
    expect(await itemsOf(j.handOffId)).toEqual([]);
    expect((await k.history(j.id, ['scope.summary', 'scope.delete'])).map((r) => r.action)).toEqual([
      'scope.summary',
      'scope.delete',
    ]);
    const again = await k.call('GET', `/JobScope/DeleteJobScopeItem?ScopeItemId=${id}`, undefined, editor.token);
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /JobScope/GetJobScopeBudgetSummary', () => {
  it('401, 403 without jobs.view, 404 for a missing hand-off', async () => {
    await k.denies('GET', '/JobScope/GetJobScopeBudgetSummary?HandOffId=1', undefined, plain.token);
    const res = await k.call('GET', '/JobScope/GetJobScopeBudgetSummary?HandOffId=999999', undefined, viewer.token);
    expect(res.statusCode).toBe(404);
  });

  it('is an xlsx with the job header, the included scope items and the mobilization', async () => {
    const j = await k.job({ jobName: 'Hawkins wall' });
    await add(j.handOffId, { description: 'Included wall' });
    const left = (await add(j.handOffId, { description: 'Left out' })).json().scopeItemId;
    await k.call('POST', '/JobScope/JobScopeIncludeSummary', { ScopeItemId: left, Summary: false }, editor.token);
    await k.call(
      'POST',
      '/HandOff/SaveMobilization',
      {
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
      editor.token,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/JobScope/GetJobScopeBudgetSummary?HandOffId=${j.handOffId}`,
      headers: bearer(viewer.token),
    });
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
