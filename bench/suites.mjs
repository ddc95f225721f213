// The suites of bench/run.mjs (see bench/README.md): each one's default scale and connections, and
// what it measures — the endpoints handed to autocannon, the row counts its result records, or the
// stock workload it runs itself (the Lighthouse suite is bench/lighthouse.mjs).
import { cursorAfter, INVENTORY_ROW_COUNTS_SQL, INVENTORY_TARGETS_SQL, inventoryPlan } from './inventory.mjs';
import { BUSIEST_ACCOUNT_SQL, listsPlan, ROW_COUNTS_SQL } from './lists.mjs';
import { SEARCH_ROW_COUNTS_SQL, searchPlan } from './search.mjs';
import { DEMO_PASSWORD, queryDb, signIn } from './stack.mjs';
import { runStockSuite } from './stock.mjs';

const DEMO_USERNAMES = [
  'demo.admin',
  'demo.office',
  'demo.sales',
  'demo.operations',
  'demo.accounting',
  'demo.supervisor',
  'demo.technician',
  'demo.shop',
  'demo.drillmgr',
  'demo.drilluser',
];

/** Per suite: the default scale and connections (the lists and inventory target: scale 10 at 20 connections). */
export const SUITES = {
  auth: { scale: '1', connections: '16' },
  lists: { scale: '10', connections: '20' },
  inventory: { scale: '10', connections: '20' },
  // The search is measured as a user types: one request at a time (its target is at one connection).
  search: { scale: '10', connections: '1' },
  // Connections here are the workers of bench/stock.mjs, each sending --operations stock operations.
  stock: { scale: '1', connections: '20' },
  // Connections are not used: Lighthouse loads each page in one browser, --runs times.
  lighthouse: { scale: '1', connections: '1' },
};

/** Suite 'stock': the random workload (`workers` × `steps` operations), then the ledger's invariants; prints what it found. */
export async function stockRun({ base, databaseUrl, authorization, workers, steps }) {
  console.log(`  stock: ${workers} workers × ${steps} operations…`);
  const r = await runStockSuite({ base, databaseUrl, authorization, workers, steps });
  console.log(
    `    ${r.requests} requests in ${r.seconds} s (${r.requestsPerSecond} req/s); ` +
      `${r.violations} violations, ${r.deadlocks} deadlocks, ${r.serverErrors} server errors; by status ${JSON.stringify(r.byStatus)}`,
  );
  for (const v of [...r.violationSamples, ...r.serverErrorSamples]) console.log(`    ${v}`);
  return r;
}

/**
 * Suite 'inventory': the biggest yard, the busiest job, and cursors 50 pages deep into the asset list
 * and the audit (found by following `next`), then the plan of bench/inventory.mjs. The database is
 * vacuumed first, as autovacuum would have done after the load, so that index-only scans can skip
 * the heap.
 */
async function inventoryTargets(base, admin, databaseUrl) {
  console.log('Vacuuming the inventory tables and finding the biggest yard and the busiest job…');
  await queryDb(databaseUrl, 'VACUUM ANALYZE assets, asset_statuses, stock_movements, stock_balances');
  const [{ yardId, jobId }] = await queryDb(databaseUrl, INVENTORY_TARGETS_SQL);
  const assetCursor = await cursorAfter(base, admin, '/AssetInventory/GetSerializedItemAndStatusList', 50);
  const auditCursor = await cursorAfter(base, admin, '/Inventory/InventoryAudit?amount=1', 50);
  if (!yardId || !jobId || !assetCursor || !auditCursor)
    throw new Error('The inventory suite needs the generated inventory: run it at --scale 2 or more.');
  return inventoryPlan({ base, admin, yardId, jobId, assetCursor, auditCursor });
}

/**
 * Suite 'auth': sign-in (a different demo user each request, of the demo's `scale` sets of users), the
 * session check and the navigation.
 */
function authPlan(base, authHeaders, scale) {
  const usernames = [];
  for (let k = 1; k <= scale; k++) for (const u of DEMO_USERNAMES) usernames.push(k === 1 ? u : `${u}${k}`);
  return [
    {
      name: 'POST /api/Authentication/Authenticate',
      opts: {
        url: `${base}/api/Authentication/Authenticate`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request signs in the next demo user, with the right password (failures would be throttled).
        requests: [
          {
            setupRequest: (req, context) => {
              context.i = ((context.i ?? Math.floor(Math.random() * usernames.length)) + 1) % usernames.length;
              return { ...req, body: JSON.stringify({ username: usernames[context.i], password: DEMO_PASSWORD }) };
            },
          },
        ],
      },
    },
    {
      name: 'GET /api/Authentication/CheckAuth',
      opts: { url: `${base}/api/Authentication/CheckAuth`, headers: authHeaders },
    },
    {
      name: 'GET /api/Navigation/GetNavigation',
      opts: { url: `${base}/api/Navigation/GetNavigation`, headers: authHeaders },
    },
  ];
}

/** The endpoints a suite measures with autocannon: none for 'stock' and 'lighthouse', which run their own. */
export async function suitePlan(suite, { base, authHeaders, databaseUrl, scale }) {
  if (suite === 'stock' || suite === 'lighthouse') return [];
  if (suite === 'lists')
    return listsPlan({
      base,
      admin: authHeaders,
      drillingUser: await signIn(base, 'demo.drilluser'),
      accountId: (await queryDb(databaseUrl, BUSIEST_ACCOUNT_SQL))[0].id,
    });
  if (suite === 'inventory') return inventoryTargets(base, authHeaders, databaseUrl);
  if (suite === 'search')
    return searchPlan({ base, admin: authHeaders, drillingUser: await signIn(base, 'demo.drilluser') });
  return authPlan(base, authHeaders, scale);
}

/** The row counts a suite's result records (lists and inventory: the size of what was measured), or none. */
export async function suiteRows(suite, databaseUrl) {
  const counts = { lists: ROW_COUNTS_SQL, inventory: INVENTORY_ROW_COUNTS_SQL, search: SEARCH_ROW_COUNTS_SQL }[suite];
  return counts ? { rows: (await queryDb(databaseUrl, counts))[0] } : {};
}
