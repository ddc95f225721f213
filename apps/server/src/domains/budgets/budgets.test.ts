import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import { budgetsEndpoints as e, type SaveBudgetBody } from '@fieldbook/contract/budgets';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBudgetJob, createBudgetLines } from '../../../test/factories/budgets.ts';
import { jobRow } from '../../../test/factories/jobs.ts';
import { budgetRevenues, budgets, budgetTemplateLines } from '../../db/schema/index.ts';

let t: TestApp;
let sales: { id: number; token: string };
let viewer: string;
let weak: string;
let lines: Awaited<ReturnType<typeof createBudgetLines>>;

beforeAll(async () => {
  t = await createTestApp();
  sales = await signInUser(t, 'Sales');
  viewer = await signInAs(t, ['jobs.view', 'budgets.view']);
  weak = await signInAs(t, ['jobs.view']);
  lines = await createBudgetLines(t.database.db);
});

/** One scope item's lines: the §9 example (rate × quantity × cycles, hours × price). */
function exampleItem(scopeItemId: number) {
  return {
    scopeItemId,
    budgetRevenue: [
      {
        budgetRevenueId: -1,
        budgetRevenueLineId: lines.revenueLine.id,
        revenue: '1000',
        revenuePer: '12.50',
        budgetCalculation: 2, // Per Foot: the rate counts per unit of quantity
        budgetTime: 3,
        minCycles: '3',
        quantity: '400',
        order: 0,
      },
      {
        budgetRevenueId: -2,
        budgetRevenueLineId: lines.revenueLine.id,
        revenue: '',
        revenuePer: '100',
        budgetCalculation: 1, // None: the quantity is not used
        minCycles: 2,
        quantity: '400',
        order: 0,
      },
    ],
    budgetCost: {
      budgetCostLabor: [
        {
          budgetCostId: -3,
          budgetCostLineId: lines.laborLine.id,
          cost: '99999', // ignored: a line with hours costs its hours
          hours: [
            { budgetCostHourId: -4, budgetCostHourPriceId: lines.hourPrice.id, hours: '10.5' },
            { budgetCostHourId: -5, budgetCostHourPriceId: lines.hourPrice.id, hours: '2.33333' },
          ],
        },
      ],
      budgetCostNonLabor: [{ budgetCostId: -6, budgetCostLineId: lines.materialLine.id, cost: '1200.10' }],
    },
    budgetTax: [{ budgetTaxId: -7, cost: '88.00', description: 'State sales tax' }],
    budgetAdditionalLines: [{ budgetAdditionalLineId: -8, additionalText: 'Extra 100 ft', optionalCost: '.' }],
  };
}

const save = (token: string, body: SaveBudgetBody) => call(t.app, e.saveBudget, { body, token });

describe('GET /PB/GetActiveEdit', () => {
  it('answers 401 anonymously, 403 without budgets.view and 400 without a job id', async () => {
    const job = await createBudgetJob(t.database.db);
    await denies(t.app, e.getActiveEdit, { query: { JobId: job.id } }, weak);
    expect((await call(t.app, e.getActiveEdit, { token: viewer })).statusCode).toBe(400);
    expect((await call(t.app, e.getActiveEdit, { query: { JobId: 999999 }, token: viewer })).statusCode).toBe(404);
  });

  it('offers editing at Budgeting, review and proposals once submitted, and the review panel at Proposal', async () => {
    const job = await createBudgetJob(t.database.db);
    const flags = async (token: string) =>
      (await call(t.app, e.getActiveEdit, { query: { JobId: job.id }, token })).json;
    expect(await flags(sales.token)).toEqual({
      success: true,
      displayEditBudget: true,
      allowReview: false,
      allowProposal: false,
      displayReview: false,
    });
    expect((await flags(viewer)).displayEditBudget).toBe(false);
    await save(sales.token, { jobId: job.id, submit: true, version: 0, budgetItems: [] });
    expect(await flags(sales.token)).toMatchObject({ displayEditBudget: true, allowReview: true, allowProposal: true });
    const operations = await signInAs(t, 'Operations'); // edits budgets, may not flag them or build proposals
    expect(await flags(operations)).toMatchObject({
      displayEditBudget: true,
      allowReview: false,
      allowProposal: false,
    });
    await call(t.app, e.flagForReview, { query: { jobId: job.id }, token: sales.token });
    expect(await flags(operations)).toMatchObject({ displayEditBudget: false, displayReview: true });
    expect(await flags(sales.token)).toMatchObject({
      displayEditBudget: false,
      allowReview: false,
      allowProposal: true,
    });
  });

  it('offers nothing on a canceled job or to a Drilling User', async () => {
    const canceled = await createBudgetJob(t.database.db, { canceled: true });
    const res = await call(t.app, e.getActiveEdit, { query: { JobId: canceled.id }, token: sales.token });
    expect(res.json).toMatchObject({ displayEditBudget: false, allowReview: false, allowProposal: false });
    const drilling = await createBudgetJob(t.database.db, { drilling: true });
    const du = await signInAs(t, ['jobs.view', 'budgets.view', 'budgets.edit', 'drilling.user']);
    const asDu = await call(t.app, e.getActiveEdit, { query: { JobId: drilling.id }, token: du });
    expect(asDu.json.displayEditBudget).toBe(false);
  });
});

describe('GET /Budget/BudgetTimes, BudgetCalculations, GetBudgetingHoursList, BudgetLineOptions', () => {
  it('answer 401 anonymously and 403 without budgets.view', async () => {
    for (const endpoint of [
      e.getBudgetTimes,
      e.getBudgetCalculations,
      e.getBudgetingHoursList,
      e.getBudgetLineOptions,
    ]) {
      await denies(t.app, endpoint, {}, weak);
    }
  });

  it('list the cycles, the calculations (None first), the hour prices and the line definitions', async () => {
    const times = await call(t.app, e.getBudgetTimes, { token: viewer });
    expect(times.json.data).toContainEqual({ budgetTimeId: 3, name: 'Per Week' });
    const calcs = await call(t.app, e.getBudgetCalculations, { token: viewer });
    expect(calcs.json.data[0]).toEqual({ budgetCalculationId: 1, name: 'None' });
    const hours = await call(t.app, e.getBudgetingHoursList, { token: viewer });
    expect(hours.json.data).toContainEqual({
      budgetCostHourPriceId: lines.hourPrice.id,
      name: 'Roustabout',
      price: '45.50',
      archived: false,
    });
    const options = await call(t.app, e.getBudgetLineOptions, { token: viewer });
    expect(options.json.data).toContainEqual(
      expect.objectContaining({ type: 'cost', budgetItemId: lines.laborLine.id, labor: true, categoryName: 'Labor' }),
    );
    expect(options.json.data).toContainEqual(
      expect.objectContaining({ type: 'revenue', budgetItemId: lines.revenueLine.id, budgetItemName: 'Wall Rental' }),
    );
  });
});

describe('GET /Budget/GetBudget', () => {
  it('answers 401 anonymously, 403 without budgets.view, 400 without a job id and 404 for a missing job', async () => {
    const job = await createBudgetJob(t.database.db);
    await denies(t.app, e.getBudget, { query: { jobId: job.id } }, weak);
    expect((await call(t.app, e.getBudget, { token: viewer })).statusCode).toBe(400);
    expect((await call(t.app, e.getBudget, { query: { jobId: 999999 }, token: viewer })).statusCode).toBe(404);
  });

  it('prefills unsaved scope items from the leaf template for an editor only, with negative ids', async () => {
    const job = await createBudgetJob(t.database.db);
    await t.database.db.insert(budgetTemplateLines).values([
      { scopeBuilderId: job.leafId, budgetRevenueLineId: lines.revenueLine.id, sortOrder: 1 },
      { scopeBuilderId: job.leafId, budgetCostLineId: lines.laborLine.id, sortOrder: 2 },
      { scopeBuilderId: job.leafId, budgetCostLineId: lines.materialLine.id, sortOrder: 3 },
    ]);
    const res = await call(t.app, e.getBudget, { query: { jobId: job.id }, token: sales.token });
    expect(res.statusCode).toBe(200);
    const [item] = res.json.data.budgetItems;
    expect(item).toMatchObject({ scopeItemId: job.scopeItemIds[0], description: 'Wall 1', quantity: 400 });
    expect(item.budgetRevenue).toEqual([
      expect.objectContaining({
        budgetRevenueLineId: lines.revenueLine.id,
        quantity: '400.00',
        minCycles: 1,
        order: 1,
      }),
    ]);
    expect(item.budgetRevenue[0].budgetRevenueId).toBeLessThan(0);
    expect(item.budgetCost.budgetCostLabor).toEqual([
      expect.objectContaining({ budgetCostLineId: lines.laborLine.id, name: 'Crew Labor', hours: [], order: 1 }),
    ]);
    expect(item.budgetCost.budgetCostNonLabor).toHaveLength(1);
    expect(res.json.data.version).toBe(0);
    // a viewer who may not edit sees what is saved: nothing yet
    const read = await call(t.app, e.getBudget, { query: { jobId: job.id }, token: viewer });
    expect(read.json.data.budgetItems[0].budgetRevenue).toEqual([]);
  });
});

describe('POST /Budget/SaveBudget', () => {
  it('answers 401 anonymously and 403 without budgets.edit', async () => {
    const job = await createBudgetJob(t.database.db);
    await denies(t.app, e.saveBudget, { body: { jobId: job.id, submit: false, version: 0 } }, viewer);
  });

  it('answers 400 for amounts with more than 2 decimals, hours with more than 5 and cycles that are not digits', async () => {
    const job = await createBudgetJob(t.database.db);
    const item = exampleItem(job.scopeItemIds[0]);
    item.budgetRevenue[0].revenue = '1.234';
    item.budgetRevenue[0].minCycles = '1.5';
    item.budgetCost.budgetCostLabor[0].hours[0].hours = '1.123456';
    const res = await save(sales.token, { jobId: job.id, submit: false, version: 0, budgetItems: [item] });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors['budgetItems.0.budgetRevenue.0.revenue']).toBe(messages.budgetMoneyInvalid);
    expect(res.json.errors['budgetItems.0.budgetRevenue.0.minCycles']).toBe(messages.budgetCyclesInvalid);
    expect(res.json.errors['budgetItems.0.budgetCost.budgetCostLabor.0.hours.0.hours']).toBe(
      messages.budgetHoursInvalid,
    );
    const noSubmit = await call(t.app, e.saveBudget, { body: { jobId: job.id, version: 0 }, token: sales.token });
    expect(noSubmit.statusCode).toBe(400);
  });

  it('refuses a scope item of another job and a line that does not exist, writing nothing', async () => {
    const job = await createBudgetJob(t.database.db);
    const other = await createBudgetJob(t.database.db);
    const res = await save(sales.token, {
      jobId: job.id,
      submit: false,
      version: 0,
      budgetItems: [exampleItem(job.scopeItemIds[0]), exampleItem(other.scopeItemIds[0])],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.budgetScopeItemUnknown);
    const bad = exampleItem(job.scopeItemIds[0]);
    bad.budgetRevenue[0].budgetRevenueLineId = 999999;
    expect(
      (await save(sales.token, { jobId: job.id, submit: false, version: 0, budgetItems: [bad] })).json.message,
    ).toBe(messages.budgetLineUnknown);
    expect(await t.database.db.select().from(budgets).where(eq(budgets.jobId, job.id))).toEqual([]);
  });

  it('saves the lines and answers the §9 totals: lump sum + rate × quantity × cycles, hours × price to cents', async () => {
    const job = await createBudgetJob(t.database.db);
    const res = await save(sales.token, {
      jobId: job.id,
      submit: false,
      version: 0,
      budgetItems: [exampleItem(job.scopeItemIds[0])],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe(messages.budgetSaved);
    const data = res.json.data;
    expect(data.version).toBe(1);
    expect(data.submitted).toBe(false);
    const [item] = data.budgetItems;
    // 1000 + 12.50 × 400 × 3 = 16000.00; 100 × 2 (None: no quantity) = 200.00
    // labor: 10.5 × 45.50 + 2.33333 × 45.50 = 477.75 + 106.166515 = 583.92; non-labor 1200.10
    expect(item.budgetCost.budgetCostLabor[0].cost).toBe('583.92');
    expect(
      item.budgetCost.budgetCostLabor[0].hours.map((h: { name: string; price: string; hours: string }) => [
        h.name,
        h.price,
        h.hours,
      ]),
    ).toEqual([
      ['Roustabout', '45.50', '10.50000'],
      ['Roustabout', '45.50', '2.33333'],
    ]);
    expect(data.totals).toEqual({
      totalCost: '1784.02',
      totalRevenue: '16200.00',
      totalProfit: '14415.98',
      totalProfitPercentage: '88.99', // 14415.98 / 16200 = 88.987…%
    });
    expect(item.totals).toEqual(data.totals);
    expect(item.budgetRevenue.map((r: { order: number; revenue: string }) => [r.order, r.revenue])).toEqual([
      [1, '1000.00'],
      [2, '0.00'],
    ]);
    expect(item.budgetTax).toEqual([
      expect.objectContaining({ cost: '88.00', description: 'State sales tax', scopeItemId: job.scopeItemIds[0] }),
    ]);
    expect(item.budgetAdditionalLines).toEqual([expect.objectContaining({ optionalCost: '0.00' })]);
    expect(item.budgetRevenue.every((r: { budgetRevenueId: number }) => r.budgetRevenueId > 0)).toBe(true);
    const [row] = await t.database.db.select().from(budgets).where(eq(budgets.jobId, job.id));
    expect(await auditOf(t.database.db, 'budget', row.id)).toMatchObject([
      { userId: sales.id, action: 'save', change: { jobId: job.id, version: 1 } },
    ]);
  });

  it('answers a zero profit percentage when revenue is zero', async () => {
    const job = await createBudgetJob(t.database.db);
    const item = exampleItem(job.scopeItemIds[0]);
    item.budgetRevenue = [];
    const res = await save(sales.token, { jobId: job.id, submit: false, version: 0, budgetItems: [item] });
    expect(res.json.data.totals).toEqual({
      totalCost: '1784.02',
      totalRevenue: '0.00',
      totalProfit: '-1784.02',
      totalProfitPercentage: '0.00',
    });
  });

  it('renumbers orders from 1, positive orders first and new (0) ones after', async () => {
    const job = await createBudgetJob(t.database.db);
    const line = (order: number, notes: string) => ({ budgetRevenueLineId: lines.revenueLine.id, order, notes });
    const res = await save(sales.token, {
      jobId: job.id,
      submit: false,
      version: 0,
      budgetItem: { scopeItemId: job.scopeItemIds[0], budgetRevenue: [line(0, 'new'), line(5, 'b'), line(2, 'a')] },
    });
    expect(
      res.json.data.budgetItems[0].budgetRevenue.map((r: { notes: string; order: number }) => [r.order, r.notes]),
    ).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'new'],
    ]);
  });

  it('refuses a save on an older copy with 409 and keeps the first save; a retried save is not repeated', async () => {
    const db = t.database.db;
    const job = await createBudgetJob(db);
    const saveId = randomUUID();
    const body = { jobId: job.id, submit: false, version: 0, saveId, budgetItems: [exampleItem(job.scopeItemIds[0])] };
    const first = await save(sales.token, body);
    expect(first.statusCode).toBe(200);
    // the same request again (a retry after a lost answer): the same budget, no second copy of its lines
    const retry = await save(sales.token, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json.data.version).toBe(1);
    expect(retry.json.data.budgetItems[0].budgetRevenue).toHaveLength(2);
    // someone else, with the copy loaded before the first save
    const other = await signInUser(t, 'Sales');
    const stale = await save(other.token, { ...body, saveId: randomUUID() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json.message).toBe(messages.budgetSavedByOther);
    const revenues = await db.select().from(budgetRevenues);
    const loaded = await call(t.app, e.getBudget, { query: { jobId: job.id }, token: sales.token });
    expect(loaded.json.data.version).toBe(1);
    expect(loaded.json.data.budgetItems[0].budgetRevenue).toHaveLength(2);
    expect(revenues.length).toBeGreaterThan(0);
  });

  it('changes nothing when the save fails half-way', async () => {
    const db = t.database.db;
    const job = await createBudgetJob(db);
    await save(sales.token, {
      jobId: job.id,
      submit: false,
      version: 0,
      budgetItems: [exampleItem(job.scopeItemIds[0])],
    });
    // the last insert of a save (additional lines) fails: everything before it must be rolled back
    await db.execute(sql`create or replace function fail_additional() returns trigger language plpgsql as
      $$ begin if new.additional_text = 'boom' then raise exception 'injected failure'; end if; return new; end $$`);
    await db.execute(sql`create trigger fail_additional before insert on budget_additional_lines
      for each row execute function fail_additional()`);
    const item = exampleItem(job.scopeItemIds[0]);
    item.budgetRevenue = [];
    item.budgetAdditionalLines = [{ budgetAdditionalLineId: -1, additionalText: 'boom', optionalCost: '1' }];
    const res = await save(sales.token, { jobId: job.id, submit: true, version: 1, budgetItems: [item] });
    expect(res.statusCode).toBe(500);
    await db.execute(sql`drop trigger fail_additional on budget_additional_lines`);
    const loaded = (await call(t.app, e.getBudget, { query: { jobId: job.id }, token: sales.token })).json.data;
    expect(loaded.version).toBe(1);
    expect(loaded.submitted).toBe(false);
    expect(loaded.budgetItems[0].budgetRevenue).toHaveLength(2);
    expect(loaded.totals.totalRevenue).toBe('16200.00');
  });

  it('submits the budget (job history) and refuses saves once the job left Budgeting', async () => {
    const job = await createBudgetJob(t.database.db);
    const res = await save(sales.token, { jobId: job.id, submit: true, version: 0, budgetItems: [] });
    expect(res.json).toMatchObject({ message: messages.budgetSubmitted, data: { submitted: true, version: 1 } });
    expect(await auditOf(t.database.db, 'job', job.id, ['budget.submit'])).toHaveLength(1);
    const later = await createBudgetJob(t.database.db, { stepId: 5 });
    const refused = await save(sales.token, { jobId: later.id, submit: false, version: 0, budgetItems: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(messages.stepNotOpen('Budgeting'));
  });
});

describe('GET /PB/FlagForReview', () => {
  it('answers 401 anonymously, 403 without budgets.review and 400 without a job id', async () => {
    const job = await createBudgetJob(t.database.db);
    await denies(t.app, e.flagForReview, { query: { jobId: job.id } }, viewer);
    expect((await call(t.app, e.flagForReview, { token: sales.token })).statusCode).toBe(400);
  });

  it('needs a submitted budget, then moves the job to Proposal for review and records it in the job history', async () => {
    const job = await createBudgetJob(t.database.db);
    const early = await call(t.app, e.flagForReview, { query: { jobId: job.id }, token: sales.token });
    expect(early.statusCode).toBe(409);
    expect(early.json.message).toBe(messages.budgetNotSubmitted);
    await save(sales.token, { jobId: job.id, submit: true, version: 0, budgetItems: [] });
    const res = await call(t.app, e.flagForReview, { query: { jobId: job.id }, token: sales.token });
    expect(res.json).toEqual({ success: true, message: messages.budgetFlaggedForReview });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(4);
    expect(await auditOf(t.database.db, 'job', job.id, ['budget.flagForReview'])).toMatchObject([
      { userId: sales.id, change: { fromStep: 3, toStep: 4 } },
    ]);
    const again = await call(t.app, e.flagForReview, { query: { jobId: job.id }, token: sales.token });
    expect(again.statusCode).toBe(409);
  });
});
