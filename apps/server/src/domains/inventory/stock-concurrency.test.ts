import { randomUUID } from 'node:crypto';
import { adjustShopTicket, createShopTicket, getShopTicket, saveShopConversion } from '@fieldbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import { approveJob, stock } from '../../../test/factories/transfers.ts';
import { runStockWorkload, type StockScene, stockBefore, stockViolations } from '../../../test/stock-workload.ts';

// Stock under concurrency, through the real server on a port and the real database: many clients at
// once pick, ship, check in, record shop work and adjust yards, each stock-moving request sent twice
// with one key. After every round no balance is negative, every balance is the sum of its movements,
// and stock is conserved. (`npm run bench -- --suite stock` runs the same workload at full size.)

let t: TestApp;
let scene: StockScene;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const clerk = await signInUser(t, [
    'inventory.view',
    'inventory.transfer',
    'inventory.closeTransfer',
    'inventory.adjust',
    'inventory.shopAdmin',
    'inventory.catalogue',
  ]);
  const yards = [await createYard(db), await createYard(db)];
  const job = await createJob(db, { stepId: 10 });
  await approveJob(db, job.id);
  const panel = await createJobReadyItem(db);
  const bulk = [await createBulkItem(db), await createBulkItem(db)];
  for (const y of yards) {
    await stock(db, { kind: 'yard', id: y.id }, { kind: 'jobReady', id: panel.id }, 60, 5);
    for (const b of bulk) await stock(db, { kind: 'yard', id: y.id }, { kind: 'bulk', id: b.id }, 400);
  }
  await stock(db, { kind: 'job', id: job.id }, { kind: 'jobReady', id: panel.id }, 20);

  // A panel is built from two of the first bulk item and one of the second.
  const perUnit = new Map([
    [bulk[0].id, 2],
    [bulk[1].id, 1],
  ]);
  const conversion = await call(t.app, saveShopConversion, {
    token: clerk.token,
    body: {
      jobReadyItemId: panel.id,
      bulkComponents: [...perUnit].map(([inventoryBulkItemId, amount]) => ({ inventoryBulkItemId, amount })),
    },
  });
  expect(conversion.statusCode, conversion.body).toBe(200);
  const created = await call(t.app, createShopTicket, {
    token: clerk.token,
    body: {
      requestKey: randomUUID(),
      shopAction: 1,
      yardId: yards[0].id,
      ticketName: 'Concurrent builds',
      shopTicketItems: [{ jobReadyItemId: panel.id, amount: 40 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const ticket = await call(t.app, getShopTicket, {
    token: clerk.token,
    query: { ticketId: created.json.shopTicketId },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  scene = {
    base: `http://127.0.0.1:${address.port}`,
    token: clerk.token,
    yards: [yards[0].id, yards[1].id],
    jobId: job.id,
    jobReadyItemId: panel.id,
    bulkItemIds: bulk.map((b) => b.id),
    buildTicket: {
      shopTicketId: created.json.shopTicketId,
      shopTicketItemId: ticket.json.data.ticketItems[0].shopTicketItemId,
      perUnit,
    },
  };
});

afterAll(async () => {
  await t?.app.close();
});

describe('stock under concurrent requests', () => {
  it('keeps every balance non-negative, equal to its movements, and stock conserved, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await stockBefore(t.database.db);
      const result = await runStockWorkload(scene, 6, 8);
      expect(result.serverErrors).toEqual([]);
      expect(await stockViolations(t.database.db, before, result.created)).toEqual([]);
      // The workload did real work: some of it went through, some was refused.
      expect(result.byStatus.get(200) ?? 0).toBeGreaterThan(0);
    }
  });

  it('a refused shop save with too many units moves nothing', async () => {
    const before = await stockBefore(t.database.db);
    const res = await call(t.app, adjustShopTicket, {
      token: scene.token,
      body: {
        requestKey: randomUUID(),
        shopTicketId: scene.buildTicket.shopTicketId,
        ticketItems: [
          { shopTicketItemId: scene.buildTicket.shopTicketItemId, adjustment: 9_999, damagedAdjustment: 0 },
        ],
      },
    });
    expect([400, 409]).toContain(res.statusCode);
    expect(await stockViolations(t.database.db, before, new Map())).toEqual([]);
  });
});
