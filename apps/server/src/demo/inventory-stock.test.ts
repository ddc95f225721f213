import { getJobInventory, getYardInventory, inventoryAudit, yardList } from '@fieldbook/contract/inventory-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { createDemoApp, jobDemoSteps } from '../../test/demo-app.ts';
import { inventoryStockStep } from './inventory-stock.ts';
import { loadDemo } from './load.ts';

const steps = [...jobDemoSteps, inventoryStockStep];

describe('demo inventory stock', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createDemoApp(steps));
  });

  it('has a yard per office with stock by category, some damaged, and stock on demo jobs', async () => {
    const yards = (await call(t.app, yardList, { token })).json.data;
    expect(yards.map((y) => y.yardName)).toEqual(['Casper Yard', 'Denver Yard', 'Midland Yard', 'Williston Yard']);
    const denver = yards.find((y) => y.yardName === 'Denver Yard');
    const inv = (await call(t.app, getYardInventory, { query: { YardId: denver?.yardId ?? 0 }, token })).json.data;
    const panels = inv.jobReadyItems.find((g) => g.categoryName === 'Panels')?.items ?? [];
    expect(panels.find((i) => i.name === '20 ft STC 32 Panel Section')).toMatchObject({
      amount: 300,
      damagedAmount: 12,
    });
    expect(inv.bulkItems.flatMap((g) => g.items).find((i) => i.name === '3/4 in x 6 in Bolt')?.amount).toBe(4000);

    const { rows } = await t.database.db.execute<{ id: number }>(
      sql`select id from jobs where job_name = 'Sandoval 3-9 Completion – frac wall'`,
    );
    const job = (await call(t.app, getJobInventory, { query: { JobId: rows[0].id }, token })).json.data;
    expect(job.jobReadyItems.find((i) => i.name === '20 ft STC 32 Panel Section')).toMatchObject({
      totalAmount: 90,
      currentAmount: 77,
    });
    const audit = (await call(t.app, inventoryAudit, { query: { amount: 1 }, token })).json.data;
    expect(audit.some((r) => r.reason === 'checkIn' && r.damaged === 3)).toBe(true);
  });

  it('stays the same when loaded again', async () => {
    const count = async () =>
      (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stock_movements`)).rows[0].n;
    const before = await count();
    await loadDemo(t.database.db, t.config, { steps });
    expect(await count()).toBe(before);
  });
});
