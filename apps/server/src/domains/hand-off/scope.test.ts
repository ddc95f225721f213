import { messages } from '@fieldbook/contract';
import { saveBudget } from '@fieldbook/contract/budgets';
import {
  addScopeItem,
  budgetSummary,
  deleteScopeItem,
  editScopeItem,
  getHandOffProfile,
  scopeIncludeSummary,
} from '@fieldbook/contract/hand-off';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBudgetJob, createBudgetLines } from '../../../test/factories/budgets.ts';
import { createHandOffJob, scopePath } from '../../../test/factories/hand-off.ts';
import { expectSheetConventions, PRINTS, printWorkbook, readWorkbook, rowValues } from '../../../test/spreadsheets.ts';
import { mobilizations, scopeItems } from '../../db/schema/index.ts';

let t: TestApp;
let editor: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };
let sales: { id: number; token: string };
let budgetViewer: { id: number; token: string };
let lines: Awaited<ReturnType<typeof createBudgetLines>>;
let leaf: number[];

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInUser(t, ['jobs.view', 'stage.handOff']);
  viewer = await signInUser(t, ['jobs.view']);
  plain = await signInUser(t, []);
  sales = await signInUser(t, 'Sales');
  budgetViewer = await signInUser(t, ['jobs.view', 'budgets.view']);
  lines = await createBudgetLines(t.database.db);
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

  it(
    'is an xlsx of the included items with their budget and the job totals, then the job and mobilization',
    PRINTS,
    async () => {
      const j = await createBudgetJob(t.database.db, { jobName: 'Hawkins wall', items: 2 });
      const [included, left] = j.scopeItemIds;
      // at Budgeting the hand-off is closed to edits: the flag and mobilization as the hand-off left them
      await t.database.db.update(scopeItems).set({ summary: false }).where(eq(scopeItems.id, left));
      const item = (scopeItemId: number, revenue: string, cost: string) => ({
        scopeItemId,
        budgetRevenue: [
          {
            budgetRevenueId: -1,
            budgetRevenueLineId: lines.revenueLine.id,
            revenue,
            budgetCalculation: 1,
            minCycles: 1,
          },
        ],
        budgetCost: {
          budgetCostLabor: [],
          budgetCostNonLabor: [{ budgetCostId: -2, budgetCostLineId: lines.materialLine.id, cost }],
        },
      });
      const saved = await call(t.app, saveBudget, {
        body: {
          jobId: j.id,
          submit: false,
          version: 0,
          budgetItems: [item(included, '1000', '600'), item(left, '500', '250.50')],
        },
        token: sales.token,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await t.database.db.insert(mobilizations).values({
        handOffId: j.handOffId,
        installType: 'Crane',
        removalType: 'Crane',
        leadTime: '1 week',
        installDate: '2026-04-01',
        removalDate: '2026-06-30',
        totalLoads: 4,
        installCost: '2500.00',
      });
      const res = await call(t.app, budgetSummary, { query: { HandOffId: j.handOffId }, token: budgetViewer.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(`BudgetSummary-${j.id}.xlsx`);
      const wb = await readWorkbook(res.rawPayload);
      const [budget, details] = wb.worksheets;
      expect(budget.name).toBe('Budget Summary');
      expectSheetConventions(budget, 1);
      expect(rowValues(budget)).toEqual([
        ['Item', 'Description', 'Quantity', 'Optional', 'Revenue', 'Cost', 'Profit', 'Profit %'],
        ['Sound Wall - STC 32 - 24 ft - Freestanding', 'Wall 1', 400, 'No', 1000, 600, 400, 0.4],
        // the job's totals, as the budget screen shows them: every scope item, the left-out one too
        [messages.budgetSummaryJobTotal, undefined, undefined, undefined, 1500, 850.5, 649.5, 0.433],
      ]);
      const row = budget.getRow(2);
      expect(row.getCell(5).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
      expect(row.getCell(8).numFmt).toBe('0.00%');
      expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);

      expect(details.name).toBe('Job and Mobilization');
      expectSheetConventions(details, 16);
      const value = (label: string) =>
        details.findRow(rowValues(details).findIndex((r) => r[0] === label) + 1)?.getCell(2);
      expect(value('Job Name')?.value).toBe('Hawkins wall');
      expect(value('Install Date')?.value).toEqual(new Date('2026-04-01T00:00:00Z'));
      expect(value('Install Date')?.numFmt).toBe('mmm d, yyyy');
      expect(value('Install Cost')?.value).toBe(2500);
      expect(value('Install Cost')?.numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
      expect(value('Total Loads')?.type).toBe(ExcelJS.ValueType.Number);
      expect(value('Lead Time')?.value).toBe('1 week');

      const printed = printWorkbook(res.rawPayload);
      expect(printed.pages).toBe(2); // one page per sheet
      expect(printed.text).toContain('$1,500.00');
      expect(printed.text).toContain('43.30%');
      expect(printed.text).toContain('Apr 1, 2026');

      // without budgets.view: the scope items, no figures
      const plainSummary = await call(t.app, budgetSummary, { query: { HandOffId: j.handOffId }, token: viewer.token });
      expect(rowValues((await readWorkbook(plainSummary.rawPayload)).worksheets[0])).toEqual([
        ['Item', 'Description', 'Quantity', 'Optional'],
        ['Sound Wall - STC 32 - 24 ft - Freestanding', 'Wall 1', 400, 'No'],
      ]);
    },
  );
});
