import { getShopTicket, shopConversionList, shopTicketList } from '@fieldbook/contract/inventory-shop';
import { yardList } from '@fieldbook/contract/inventory-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { createDemoApp, jobDemoSteps } from '../../test/demo-app.ts';
import { inventoryShopStep } from './inventory-shop.ts';
import { inventoryStockStep } from './inventory-stock.ts';
import { loadDemo } from './load.ts';

const steps = [...jobDemoSteps, inventoryStockStep, inventoryShopStep];

describe('demo shop', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createDemoApp(steps));
  });

  it('has conversions, and open and closed build and dismantle tickets with their work recorded', async () => {
    const conversions = (await call(t.app, shopConversionList, { token })).json.data;
    expect(conversions.filter((c) => c.components > 0)).toHaveLength(5);
    const yards = (await call(t.app, yardList, { token })).json.data;
    const denver = yards.find((y) => y.yardName === 'Denver Yard')?.yardId ?? 0;
    const midland = yards.find((y) => y.yardName === 'Midland Yard')?.yardId ?? 0;
    const open = (await call(t.app, shopTicketList, { query: { yardId: denver }, token })).json.data;
    expect(open.map((r) => [r.shopAction, r.title.startsWith('Unnamed') ? 'Unnamed' : r.title])).toEqual(
      expect.arrayContaining([
        ['Build', 'Hawkins wall restock'],
        ['Dismantle', 'Unnamed'],
      ]),
    );
    const closed = (await call(t.app, shopTicketList, { query: { yardId: midland, closed: true }, token })).json.data;
    expect(closed.map((r) => r.shopAction).sort()).toEqual(['Build', 'Dismantle']);
    const build = open.find((r) => r.title === 'Hawkins wall restock');
    const detail = (await call(t.app, getShopTicket, { query: { ticketId: build?.shopTicketId ?? 0 }, token })).json
      .data;
    expect(detail.ticketItems[0]).toMatchObject({
      amount: 20,
      amountCompleted: 8,
      damagedAmount: 6,
      damagedCompleted: 2,
    });
  });

  it('stays the same when loaded again', async () => {
    const count = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select (select count(*) from stock_movements) + (select count(*) from shop_tickets) + (select count(*) from shop_conversion_components) as n`,
        )
      ).rows[0].n;
    const before = await count();
    await loadDemo(t.database.db, t.config, { steps });
    expect(await count()).toBe(before);
  });
});
