// Suite 'stock': the stock ledger under load. 20 workers × 1,000 random stock operations over the API
// (pick orders, shipments, check-ins, shop work, yard adjustments; each stock-moving request sent twice
// with one key), the workload of the concurrency test (apps/server/test/stock-workload.ts) at full
// size, on the demo data. Reports violations (must be 0), deadlocks, server errors and throughput.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { register } from 'tsx/esm/api';

async function api(base, authorization, method, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The scene on the demo data: two yards, an approved job, a buildable item with plenty of stock, a build ticket. */
async function demoScene(base, authorization) {
  const yards = (await api(base, authorization, 'GET', '/InventoryTransfer/Yards')).data
    .slice(0, 2)
    .map((y) => y.yardId);
  const job = (await api(base, authorization, 'GET', '/InventoryTransfer/ActiveJobs')).data.find((j) => j.approved);
  const item = (await api(base, authorization, 'GET', '/ShopConversion/ShopConversionList')).data.find(
    (i) => i.components > 0,
  );
  if (yards.length < 2 || !job || !item)
    throw new Error('The demo data lacks two yards, an approved job or a conversion');
  const conversion = (
    await api(base, authorization, 'GET', `/ShopConversion/ShopConversion?jobReadyId=${item.jobReadyItemId}`)
  ).data;
  const perUnit = new Map(conversion.bulkComponents.map((c) => [c.inventoryBulkItemId, c.amount]));
  for (const yardId of yards)
    await api(base, authorization, 'POST', '/Inventory/YardInventory', {
      yardId,
      jobReadyItems: [{ itemId: item.jobReadyItemId, adjustment: 5000, damagedAdjustment: 0 }],
      bulkItems: [...perUnit.keys()].map((itemId) => ({ itemId, adjustment: 50_000 })),
    });
  const { shopTicketId } = await api(base, authorization, 'POST', '/ShopConversion/ShopTicket', {
    requestKey: randomUUID(),
    shopAction: 1,
    yardId: yards[0],
    ticketName: 'Benchmark builds',
    shopTicketItems: [{ jobReadyItemId: item.jobReadyItemId, amount: 5000 }],
  });
  const ticket = (await api(base, authorization, 'GET', `/ShopConversion/ShopTicket?ticketId=${shopTicketId}`)).data;
  return {
    base,
    token: authorization.replace(/^Bearer /, ''),
    yards,
    jobId: job.jobId,
    jobReadyItemId: item.jobReadyItemId,
    bulkItemIds: [...perUnit.keys()],
    buildTicket: { shopTicketId, shopTicketItemId: ticket.ticketItems[0].shopTicketItemId, perUnit },
  };
}

async function deadlocks(client) {
  const { rows } = await client.query(
    'select deadlocks::int as n from pg_stat_database where datname = current_database()',
  );
  return rows[0].n;
}

export async function runStockSuite({ base, databaseUrl, authorization, workers, steps }) {
  register();
  const { runStockWorkload, stockBefore, stockViolations } = await import('../apps/server/test/stock-workload.ts');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool);
  try {
    const scene = await demoScene(base, authorization);
    const before = await stockBefore(db);
    const deadlocksBefore = await deadlocks(pool);
    const t0 = Date.now();
    const result = await runStockWorkload(scene, workers, steps);
    const seconds = (Date.now() - t0) / 1000;
    const violations = await stockViolations(db, before, result.created);
    return {
      workers,
      operationsPerWorker: steps,
      requests: result.requests,
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: Math.round((result.requests / seconds) * 10) / 10,
      byStatus: Object.fromEntries([...result.byStatus].sort(([a], [b]) => a - b)),
      violations: violations.length,
      violationSamples: violations.slice(0, 10),
      deadlocks: (await deadlocks(pool)) - deadlocksBefore,
      serverErrors: result.serverErrors.length,
      serverErrorSamples: result.serverErrors.slice(0, 10),
    };
  } finally {
    await pool.end();
  }
}
