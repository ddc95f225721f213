import { messages } from '@fieldbook/contract';
import { budgetLinesEndpoints as e } from '@fieldbook/contract/budget-lines';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditLog, budgetCategories, budgetCostLines, budgetHourPrices } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let nobody: string;
let labor: number;
let equipment: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ id: adminId, token: admin } = await signInUser(t, ['admin.budgetLines']));
  nobody = await signInAs(t, ['jobs.view', 'budgets.edit']);
  const cats = await db.select().from(budgetCategories);
  labor = cats.find((c) => c.name === 'Labor')?.id ?? 0;
  equipment = cats.find((c) => c.name === 'Equipment')?.id ?? 0;
});
const edit = async () => (await call(t.app, e.getAdminBudgetEdit, { token: admin })).json;

/** The latest audit row of an entity. */
async function lastAudit(entity: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

let seq = 0;
/** A line number not used before in this file. */
const nextNumber = () => String(10000 + ++seq);

/** Every call of the area, with a valid body, for the access cases. */
/** Each write endpoint with a body it would accept, titled by its path. */
const calls = (
  [
    [e.createBudgetCostLine, { category: 1, number: '1', name: 'x', labor: false }],
    [e.createBudgetRevenueLine, { number: '1', name: 'x' }],
    [e.createBudgetHourLine, { price: '1', name: 'x' }],
    [e.deleteBudgetCostLine, { id: 1 }],
    [e.deleteBudgetRevenueLine, { id: 1 }],
    [e.deleteBudgetHour, { id: 1 }],
    [e.saveRevenueOrder, { ids: [] }],
    [e.saveCostOrder, { ids: [] }],
  ] as const
).map(([endpoint, body]) => [endpoint.path, endpoint, body] as const);

describe('access', () => {
  it('GET /Budget/GetAdminBudgetEdit answers 401 without a session and 403 without admin.budgetLines', async () => {
    const anon = await call(t.app, e.getAdminBudgetEdit);
    expect(anon.statusCode).toBe(401);
    const refused = await call(t.app, e.getAdminBudgetEdit, { token: nobody });
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toEqual({ success: false, message: messages.forbidden });
  });

  it.each(calls)(
    'POST %s answers 401 without a session and 403 without admin.budgetLines',
    async (_path, endpoint, body) => {
      await denies(t.app, endpoint, { body }, nobody);
    },
  );
});

describe('GET /Budget/GetAdminBudgetEdit', () => {
  it('answers the lines and the seeded categories', async () => {
    const body = await edit();
    expect(body).toMatchObject({ success: true, budgetHours: [], budgetRevenue: [], budgetCosts: [] });
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Labor', 'Equipment', 'Freight']),
    );
    expect(body.categories[0]).toEqual({ budgetCategoryId: expect.any(Number), name: expect.any(String) });
  });
});

describe('line numbers (cost and revenue)', () => {
  it.each([
    ['', 'Number is required.'],
    ['   ', 'Number is required.'],
    ['12a', messages.budgetNumberDigits],
    ['-12', messages.budgetNumberDigits],
    ['1.5', messages.budgetNumberDigits],
    ['123456', messages.budgetNumberTooLong],
  ])('%j answers 400 %s', async (number, message) => {
    for (const [url, body] of [
      [e.createBudgetCostLine, { category: labor, number, name: 'Roustabout Labor', labor: true }],
      [e.createBudgetRevenueLine, { number, name: 'Installation' }],
    ] as const) {
      const res = await call(t.app, url, { body, token: admin });
      expect(res.statusCode, url.path).toBe(400);
      expect(res.json).toMatchObject({ success: false, message, errors: { number: message } });
    }
  });

  it('a missing number or name answers 400 with its message', async () => {
    const res = await call(t.app, e.createBudgetRevenueLine, { body: {}, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ number: 'Number is required.', name: 'Name is required.' });
  });
});

describe('POST /Budget/CreateBudgetCostLine', () => {
  it('answers 400 without a category or with an unknown one', async () => {
    for (const category of [undefined, 0, 99999]) {
      const res = await call(t.app, e.createBudgetCostLine, {
        body: { category, number: nextNumber(), name: 'Freight', labor: false },
        token: admin,
      });
      expect(res.statusCode, String(category)).toBe(400);
      expect(res.json).toMatchObject({
        message: messages.budgetCategoryRequired,
        errors: { category: messages.budgetCategoryRequired },
      });
    }
  });

  it('adds lines at the end, with category and labor flag, and audits them', async () => {
    const first = await call(t.app, e.createBudgetCostLine, {
      body: {
        category: labor,
        number: ' 100 ',
        name: ' Roustabout Labor ',
        labor: true,
      },
      token: admin,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({
      success: true,
      message: messages.budgetLineAdded,
      data: {
        budgetCostLineId: expect.any(Number),
        number: '100',
        name: 'Roustabout Labor',
        category: labor,
        categoryName: 'Labor',
        labor: true,
      },
    });
    const second = await call(t.app, e.createBudgetCostLine, {
      body: {
        category: equipment,
        number: '00200',
        name: 'Skid Steer Rental',
      },
      token: admin,
    });
    expect(second.json.data).toMatchObject({ number: '00200', labor: false, categoryName: 'Equipment' });

    const costs = (await edit()).budgetCosts;
    expect(costs.slice(-2)).toEqual([first.json.data, second.json.data]);
    const a = await lastAudit('budgetCostLine');
    expect(a).toMatchObject({
      userId: adminId,
      entityId: String(second.json.data.budgetCostLineId),
      action: 'create',
      change: { category: equipment, number: '00200', name: 'Skid Steer Rental', labor: false },
    });
  });

  it('answers 409 for a number a current line already has, and allows it again after a delete', async () => {
    const number = nextNumber();
    const made = (
      await call(t.app, e.createBudgetCostLine, { body: { category: labor, number, name: 'Crew Labor' }, token: admin })
    ).json.data;
    const twice = await call(t.app, e.createBudgetCostLine, {
      body: { category: labor, number, name: 'Crew Labor 2' },
      token: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json).toEqual({ success: false, message: messages.budgetNumberTaken(number) });
    await call(t.app, e.deleteBudgetCostLine, { body: { id: made.budgetCostLineId }, token: admin });
    expect(
      (
        await call(t.app, e.createBudgetCostLine, {
          body: { category: labor, number, name: 'Crew Labor 2' },
          token: admin,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /Budget/CreateBudgetRevenueLine', () => {
  it('adds a line at the end and audits it', async () => {
    const res = await call(t.app, e.createBudgetRevenueLine, {
      body: { number: '4000', name: 'Sound Wall Rental' },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: messages.budgetLineAdded,
      data: { budgetRevenueLineId: expect.any(Number), number: '4000', name: 'Sound Wall Rental' },
    });
    expect((await edit()).budgetRevenue.at(-1)).toEqual(res.json.data);
    expect(await lastAudit('budgetRevenueLine')).toMatchObject({ userId: adminId, action: 'create' });
  });
});

describe('POST /Budget/CreateBudgetHourLine', () => {
  it.each([
    [undefined, 'Price is required.'],
    ['', 'Price is required.'],
    ['-1', messages.budgetPriceInvalid],
    [-1, messages.budgetPriceInvalid],
    ['12.345', messages.budgetPriceInvalid],
    ['abc', messages.budgetPriceInvalid],
    ['1e3', messages.budgetPriceInvalid],
  ])('price %j answers 400 %s', async (price, message) => {
    const res = await call(t.app, e.createBudgetHourLine, { body: { price, name: 'Supervisor' }, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message, errors: { price: message } });
  });

  it('answers 400 without a name', async () => {
    const res = await call(t.app, e.createBudgetHourLine, { body: { price: '10', name: '' }, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ name: 'Name is required.' });
  });

  it('stores the price exactly, as a decimal string with two places, from text or a number', async () => {
    const text = await call(t.app, e.createBudgetHourLine, {
      body: { price: '65.5', name: 'Roustabout' },
      token: admin,
    });
    expect(text.statusCode).toBe(200);
    expect(text.json).toEqual({
      success: true,
      message: messages.budgetLineAdded,
      data: { budgetCostHourPriceId: expect.any(Number), name: 'Roustabout', price: '65.50' },
    });
    const num = await call(t.app, e.createBudgetHourLine, { body: { price: 0.1, name: 'Apprentice' }, token: admin });
    expect(num.json.data.price).toBe('0.10');
    const zero = await call(t.app, e.createBudgetHourLine, { body: { price: '0', name: 'Volunteer' }, token: admin });
    expect(zero.json.data.price).toBe('0.00');
    expect((await edit()).budgetHours.slice(-3).map((h: { price: string }) => h.price)).toEqual([
      '65.50',
      '0.10',
      '0.00',
    ]);
    expect(await lastAudit('budgetHourPrice')).toMatchObject({
      action: 'create',
      change: { name: 'Volunteer', price: '0' },
    });
  });
});

describe('deleting lines', () => {
  it('answers 400 without an id', async () => {
    for (const url of [e.deleteBudgetCostLine, e.deleteBudgetRevenueLine, e.deleteBudgetHour]) {
      const res = await call(t.app, url, { body: {}, token: admin });
      expect(res.statusCode, url.path).toBe(400);
      expect(res.json).toMatchObject({ message: 'Id is required.' });
    }
  });

  it('hides the line, keeps its row for budgets built with it, audits, and answers 404 the second time', async () => {
    const hour = (await call(t.app, e.createBudgetHourLine, { body: { price: '80', name: 'Welder' }, token: admin }))
      .json.data;
    const res = await call(t.app, e.deleteBudgetHour, { body: { id: hour.budgetCostHourPriceId }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.budgetLineDeleted });
    expect((await edit()).budgetHours.map((h: { name: string }) => h.name)).not.toContain('Welder');
    const [row] = await t.database.db
      .select()
      .from(budgetHourPrices)
      .where(and(eq(budgetHourPrices.id, hour.budgetCostHourPriceId), isNotNull(budgetHourPrices.deletedAt)));
    expect(row.name).toBe('Welder');
    expect(await lastAudit('budgetHourPrice')).toMatchObject({
      entityId: String(hour.budgetCostHourPriceId),
      action: 'delete',
      change: { name: 'Welder' },
    });

    const again = await call(t.app, e.deleteBudgetHour, { body: { id: hour.budgetCostHourPriceId }, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json).toEqual({ success: false, message: messages.budgetLineNotFound });
  });

  it('deletes cost and revenue lines; an id of the other kind is not found', async () => {
    const cost = (
      await call(t.app, e.createBudgetCostLine, {
        body: { category: labor, number: nextNumber(), name: 'Hotshot' },
        token: admin,
      })
    ).json.data;
    const revenue = (
      await call(t.app, e.createBudgetRevenueLine, { body: { number: nextNumber(), name: 'Monitoring' }, token: admin })
    ).json.data;
    expect((await call(t.app, e.deleteBudgetRevenueLine, { body: { id: 987654 }, token: admin })).statusCode).toBe(404);
    expect(
      (await call(t.app, e.deleteBudgetCostLine, { body: { id: cost.budgetCostLineId }, token: admin })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, e.deleteBudgetRevenueLine, { body: { id: revenue.budgetRevenueLineId }, token: admin }))
        .statusCode,
    ).toBe(200);
    const after = await edit();
    expect(after.budgetCosts.map((c: { budgetCostLineId: number }) => c.budgetCostLineId)).not.toContain(
      cost.budgetCostLineId,
    );
    expect(after.budgetRevenue.map((r: { budgetRevenueLineId: number }) => r.budgetRevenueLineId)).not.toContain(
      revenue.budgetRevenueLineId,
    );
    expect(await lastAudit('budgetRevenueLine')).toMatchObject({ action: 'delete', change: { name: 'Monitoring' } });
  });
});

describe('saving the order', () => {
  it('answers 400 for a repeated id', async () => {
    const res = await call(t.app, e.saveCostOrder, { body: { ids: [1, 1] }, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.budgetOrderDuplicate);
  });

  it('orders the cost lines as sent and audits it', async () => {
    await call(t.app, e.createBudgetCostLine, {
      body: { category: labor, number: nextNumber(), name: 'Freight In' },
      token: admin,
    });
    const ids = (await edit()).budgetCosts.map((c: { budgetCostLineId: number }) => c.budgetCostLineId);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const reversed = [...ids].reverse();
    const res = await call(t.app, e.saveCostOrder, { body: { ids: reversed }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.budgetOrderSaved });
    expect((await edit()).budgetCosts.map((c: { budgetCostLineId: number }) => c.budgetCostLineId)).toEqual(reversed);
    expect(await lastAudit('budgetCostLine')).toMatchObject({
      action: 'reorder',
      entityId: null,
      change: { ids: reversed },
    });

    // A line added afterwards goes to the end.
    const added = (
      await call(t.app, e.createBudgetCostLine, {
        body: { category: labor, number: nextNumber(), name: 'Last' },
        token: admin,
      })
    ).json.data;
    expect((await edit()).budgetCosts.at(-1)?.budgetCostLineId).toBe(added.budgetCostLineId);
  });

  it('orders the revenue lines as sent', async () => {
    await call(t.app, e.createBudgetRevenueLine, {
      body: { number: nextNumber(), name: 'Installation' },
      token: admin,
    });
    await call(t.app, e.createBudgetRevenueLine, { body: { number: nextNumber(), name: 'Tear Down' }, token: admin });
    const ids = (await edit()).budgetRevenue.map((r: { budgetRevenueLineId: number }) => r.budgetRevenueLineId);
    const rotated = [...ids.slice(1), ids[0]];
    expect((await call(t.app, e.saveRevenueOrder, { body: { ids: rotated }, token: admin })).statusCode).toBe(200);
    expect((await edit()).budgetRevenue.map((r: { budgetRevenueLineId: number }) => r.budgetRevenueLineId)).toEqual(
      rotated,
    );
  });

  it('answers 409 and changes nothing when the ids are not exactly the current lines', async () => {
    const before = (await edit()).budgetCosts.map((c: { budgetCostLineId: number }) => c.budgetCostLineId);
    const [deleted] = await t.database.db
      .select({ id: budgetCostLines.id })
      .from(budgetCostLines)
      .where(isNotNull(budgetCostLines.deletedAt))
      .limit(1);
    for (const ids of [before.slice(1), [...before, 999999], [...before.slice(1), deleted.id]]) {
      const res = await call(t.app, e.saveCostOrder, { body: { ids: [...ids].reverse() }, token: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json).toEqual({ success: false, message: messages.budgetOrderChanged });
    }
    expect((await edit()).budgetCosts.map((c: { budgetCostLineId: number }) => c.budgetCostLineId)).toEqual(before);
  });
});
