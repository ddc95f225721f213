import { messages } from '@fieldbook/contract';
import { budgetsEndpoints as e } from '@fieldbook/contract/budgets';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBudgetLines } from '../../../test/factories/budgets.ts';
import { scopePath } from '../../../test/factories/hand-off.ts';

let t: TestApp;
let admin: { id: number; token: string };
let weak: string;
let lines: Awaited<ReturnType<typeof createBudgetLines>>;
let leafA: number;
let leafB: number;
let branch: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUser(t, ['admin.budgetTemplates']);
  weak = await signInAs(t, ['budgets.view', 'budgets.edit']);
  lines = await createBudgetLines(t.database.db);
  const a = await scopePath(t.database.db, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding');
  const b = await scopePath(t.database.db, 'Sound Wall', 'STC 32', '24 ft', 'Rig-mounted');
  leafA = a[3];
  leafB = b[3];
  branch = a[2];
});

const cost = () => ({ type: 'cost' as const, budgetItemId: lines.laborLine.id });
const revenue = () => ({ type: 'revenue' as const, budgetItemId: lines.revenueLine.id });

describe('GET /BudgetTemplate/BudgetTemplateItemsList and /BudgetTemplate/BudgetTemplate', () => {
  it('answer 401 anonymously and 403 without admin.budgetTemplates; 400 without an id', async () => {
    await denies(t.app, e.getBudgetTemplateItemsList, {}, weak);
    await denies(t.app, e.getBudgetTemplate, { query: { id: leafA } }, weak);
    expect((await call(t.app, e.getBudgetTemplate, { token: admin.token })).statusCode).toBe(400);
  });

  it('lists every scope combination by its full name, and answers 404 for a node that is not a leaf', async () => {
    const res = await call(t.app, e.getBudgetTemplateItemsList, { token: admin.token });
    expect(res.json.data).toContainEqual({
      scopeLeafId: leafA,
      fullName: 'Sound Wall - STC 32 - 24 ft - Freestanding',
      items: [],
    });
    expect(res.json.data.some((l: { scopeLeafId: number }) => l.scopeLeafId === branch)).toBe(false);
    const notLeaf = await call(t.app, e.getBudgetTemplate, { query: { id: branch }, token: admin.token });
    expect(notLeaf.statusCode).toBe(404);
  });
});

describe('POST /BudgetTemplate/BudgetTemplate', () => {
  it('answers 401 anonymously, 403 without the permission and 400 for an unknown line', async () => {
    await denies(t.app, e.saveBudgetTemplate, { body: { scopeLeafId: leafA, items: [] } }, weak);
    const res = await call(t.app, e.saveBudgetTemplate, {
      body: { scopeLeafId: leafA, items: [{ type: 'cost', budgetItemId: 999999 }] },
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.budgetLineUnknown);
  });

  it("replaces the leaf's template in the order given, and audits it", async () => {
    const res = await call(t.app, e.saveBudgetTemplate, {
      body: { scopeLeafId: leafA, items: [revenue(), cost()] },
      token: admin.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.budgetTemplateSaved });
    const one = await call(t.app, e.getBudgetTemplate, { query: { id: leafA }, token: admin.token });
    expect(one.json.data.items).toEqual([
      { ...revenue(), budgetItemName: 'Wall Rental', number: lines.revenueLine.number },
      { ...cost(), budgetItemName: 'Crew Labor', number: lines.laborLine.number },
    ]);
    await call(t.app, e.saveBudgetTemplate, { body: { scopeLeafId: leafA, items: [cost()] }, token: admin.token });
    const again = await call(t.app, e.getBudgetTemplate, { query: { id: leafA }, token: admin.token });
    expect(again.json.data.items.map((i: { type: string }) => i.type)).toEqual(['cost']);
    expect(await auditOf(t.database.db, 'budgetTemplate', leafA, ['save'])).toHaveLength(2);
  });
});

describe('POST /BudgetTemplate/BulkTemplate', () => {
  it('answers 401 anonymously, 403 without the permission and 400 without leaves or lines', async () => {
    await denies(t.app, e.bulkTemplate, { body: { scopeBuilderId: [leafA], BudgetItem: [cost()] } }, weak);
    const res = await call(t.app, e.bulkTemplate, { body: { scopeBuilderId: [], BudgetItem: [] }, token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.scopeBuilderId).toBe(messages.budgetTemplatePickLeaves);
    expect(res.json.errors.BudgetItem).toBe(messages.budgetTemplatePickLines);
    const notLeaf = await call(t.app, e.bulkTemplate, {
      body: { scopeBuilderId: [branch], BudgetItem: [cost()] },
      token: admin.token,
    });
    expect(notLeaf.json.message).toBe(messages.budgetTemplateLeafUnknown);
  });

  it('adds the lines to the end of each template, once', async () => {
    await call(t.app, e.saveBudgetTemplate, { body: { scopeLeafId: leafA, items: [cost()] }, token: admin.token });
    const res = await call(t.app, e.bulkTemplate, {
      body: { scopeBuilderId: [leafA, leafB], BudgetItem: [revenue(), cost()] },
      token: admin.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.budgetTemplateBulkAdded });
    const a = await call(t.app, e.getBudgetTemplate, { query: { id: leafA }, token: admin.token });
    expect(a.json.data.items.map((i: { type: string }) => i.type)).toEqual(['cost', 'revenue']);
    const b = await call(t.app, e.getBudgetTemplate, { query: { id: leafB }, token: admin.token });
    expect(b.json.data.items.map((i: { type: string }) => i.type)).toEqual(['revenue', 'cost']);
  });
});
