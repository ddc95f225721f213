import { billOfLadingList, getBillOfLading, transferList } from '@fieldbook/contract/inventory-transfers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import type { TestApp } from '../../test/app.ts';
import { createDemoApp } from '../../test/demo-app.ts';
import { ledgerMismatches } from '../../test/stock-invariants.ts';
import { accountsStep } from './accounts.ts';
import { approvalsStep } from './approvals.ts';
import { inventoryAssetsStep } from './inventory-assets.ts';
import { inventoryStockStep } from './inventory-stock.ts';
import { inventoryTransfersStep } from './inventory-transfers.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { opportunitiesStep } from './opportunities.ts';
import { rolesStep } from './roles.ts';
import { usersStep } from './users.ts';

const steps = [
  officesStep,
  rolesStep,
  usersStep,
  jobsStep,
  accountsStep,
  opportunitiesStep,
  approvalsStep,
  inventoryStockStep,
  inventoryAssetsStep,
  inventoryTransfersStep,
];

describe('demo pick tickets', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createDemoApp(steps));
  });

  it('has open and closed tickets, a return with damaged panels, check-ins and a filled bill', async () => {
    const all = (await call(t.app, transferList, { query: { type: 'PickTickets', closed: true }, token })).json.data;
    expect(all.map((r) => [r.transferType, r.status]).sort()).toEqual(
      [
        ['Pick', 'Closed'],
        ['Pick', 'Partly Shipped'],
        ['Pick', 'Open'],
        ['Pick', 'Open'],
        ['Return', 'Checked In'],
      ].sort(),
    );
    const bills = (await call(t.app, billOfLadingList, { query: { historical: true }, token })).json.data;
    expect(bills.length).toBe(3);
    const filled = bills.find((b) => b.carrier === 'Front Range Flatbed LLC');
    const bill = (await call(t.app, getBillOfLading, { query: { id: filled?.shipmentId ?? 0 }, token })).json.data;
    expect(bill).toMatchObject({ driverName: 'Marcus Webb', codFeePrepaid: true, totalShipmentValue: 186500 });
    expect(bill.assetTransfers.map((a) => a.serialNumber)).toEqual(['LT4K-1022']);
    expect(bill.totalWeight).toBeGreaterThan(0);
    const { rows } = await t.database.db.execute<{ damaged: number }>(
      sql`select sum(damaged)::int as damaged from stock_movements where reference_kind = 'transfer' and reason = 'checkIn'`,
    );
    expect(rows[0].damaged).toBe(2);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('stays the same when loaded again', async () => {
    const count = async () =>
      (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from transfer_requests`)).rows[0].n;
    const before = await count();
    await loadDemo(t.database.db, t.config, { steps });
    expect(await count()).toBe(before);
  });
});
