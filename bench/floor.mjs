// The floor of the lists and inventory suites (bench/README.md): a bare Fastify + pg server answering
// the paths of bench/lists.mjs, bench/inventory.mjs and bench/search.mjs with the very SQL Fieldbook sends — built by
// Fieldbook's own query functions and read with Drizzle's toSQL() (or its dialect's, for raw SQL), so it
// cannot drift — and the rows as JSON under the same keys, shaped by Fieldbook's own functions. No
// session lookup (each bearer token is resolved once, to apply the same drilling filter), no schema
// validation, no error handler: what a read costs with nothing but Node, pg and PostgreSQL.
//
//   DATABASE_URL=… PORT=… node --import tsx bench/floor.mjs
import { ASSET_PAGE_SIZE, LIST_PAGE_SIZE } from '@fieldbook/contract';
import { is, SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { nameReads } from '../apps/server/src/db/named-statements.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { selectAccountList } from '../apps/server/src/domains/accounts/accounts.queries.ts';
import { listCalls } from '../apps/server/src/domains/calls/calls.queries.ts';
import { assetListAnswer, assetListQueryOf, assetPageRead } from '../apps/server/src/domains/inventory/assets.list.ts';
import { inventoryAuditRead } from '../apps/server/src/domains/inventory/stock-audit.service.ts';
import { jobInventoryAnswer, jobInventoryReads } from '../apps/server/src/domains/inventory/stock-jobs.service.ts';
import { yardInventoryAnswer, yardInventoryReads } from '../apps/server/src/domains/inventory/stock-yards.service.ts';
import { visibleJobsFilter } from '../apps/server/src/domains/jobs/job-access.ts';
import { selectJobRows } from '../apps/server/src/domains/jobs/jobs.queries.ts';
import { selectOpportunityList } from '../apps/server/src/domains/opportunities/opportunities.queries.ts';
import { searchRead } from '../apps/server/src/domains/search/search.service.ts';
import { resolveSession } from '../apps/server/src/platform/sessions.ts';

// The same pool settings as Fieldbook's (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
pool.on('connect', nameReads);
/** Only to build the statements (toSQL) and to resolve each token once. */
const db = drizzle(pool, { schema });

const dialect = new PgDialect();

/** Bearer token → the user, resolved on first sight and kept. */
const users = new Map();
async function userOf(req) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!users.has(token)) {
    const user = await resolveSession(db, token);
    if (!user) return null;
    users.set(token, user);
  }
  return users.get(token);
}

/** Dates as text, the form Drizzle reads them in (its columns in mode 'string' keep it). */
const types = {
  getTypeParser: (id, format) => (id === pg.types.builtins.DATE ? (v) => v : pg.types.getTypeParser(id, format)),
};

/**
 * Runs a read on the pool as Fieldbook does (named by nameReads unless it searches text) and answers
 * what its rows become: a select's rows as objects under the query's own keys, raw SQL's as they come.
 */
async function run({ query, page }) {
  if (is(query, SQL)) {
    const { sql, params } = dialect.sqlToQuery(query);
    return page((await pool.query({ text: sql, values: params, types })).rows);
  }
  const { sql, params } = query.toSQL();
  const keys = Object.keys(query.getSelectedFields());
  const { rows } = await pool.query({ text: sql, values: params, rowMode: 'array', types });
  return page(rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]]))));
}

/** Several reads at once, as Fieldbook's runAll. */
async function runAll(reads) {
  const names = Object.keys(reads);
  const values = await Promise.all(names.map((n) => run(reads[n])));
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}

const limit = LIST_PAGE_SIZE;
const jobs = (f) => ({ stepId: null, opportunityId: null, includeCanceled: false, limit, ...f });
const truncated = (page) => ({ success: true, ...page, truncated: page.more });

const app = Fastify({ logger: false });
app.addHook('onRequest', async (req, reply) => {
  req.user = await userOf(req);
  if (req.user === null) return reply.code(401).send({ success: false });
  req.visibility = visibleJobsFilter(req.user);
});
app.get('/api/Account/AccountList', async (req) =>
  truncated(
    await run(
      selectAccountList(db, { search: req.query.search ?? '', enabled: true, sort: 'accountName', dir: 'asc', limit }),
    ),
  ),
);
app.get('/api/Job/JobList', async (req) => {
  const step = Number(req.query.JobStep ?? -1);
  const page = await run(selectJobRows(db, jobs({ stepId: step === -1 ? null : step, visibility: req.visibility })));
  return { success: true, ...page };
});
app.get('/api/Account/Jobs', async (req) => ({
  success: true,
  ...(await run(selectJobRows(db, jobs({ accountId: Number(req.query.accountId), visibility: req.visibility })))),
}));
app.get('/api/Call/CallList', async () =>
  truncated(await run(listCalls(db, { active: true, sort: 'callTime', dir: 'desc', limit }))),
);
app.get('/api/Opportunity/GetOpportunityList', async (req) =>
  truncated(
    await run(
      selectOpportunityList(db, {
        closed: req.query.Closed === 'true',
        search: '',
        fromCall: false,
        visibility: req.visibility,
        sort: 'created',
        dir: 'desc',
        limit,
      }),
    ),
  ),
);
app.post('/api/Job/SearchJobs', async (req) =>
  truncated(await run(selectJobRows(db, jobs({ jobName: req.body.jobName, visibility: req.visibility })))),
);

// The inventory reads (bench/inventory.mjs), their queries as the contract's defaults leave them.
const assetList = (outForRepair) => async (req) => {
  const { sort = 'name', dir = 'asc', search = '', after } = req.query;
  const q = { sort, dir, search: search.trim(), outForRepair: false, after, limit: ASSET_PAGE_SIZE };
  return assetListAnswer(await run(assetPageRead(db, req.user, assetListQueryOf(q, outForRepair))));
};
app.get('/api/AssetInventory/GetSerializedItemAndStatusList', assetList(false));
app.get('/api/AssetInventory/OutForRepairList', assetList(true));
app.get('/api/Inventory/YardInventory', async (req) =>
  yardInventoryAnswer(await runAll(yardInventoryReads(db, Number(req.query.YardId)))),
);
app.get('/api/Inventory/JobInventory', async (req) =>
  jobInventoryAnswer(await runAll(jobInventoryReads({ db, user: req.user }, Number(req.query.JobId)))),
);
app.get('/api/Inventory/InventoryAudit', async (req) =>
  run(inventoryAuditRead(req.query.amount === '1', req.query.after)),
);
// The header's search (bench/search.mjs): the statement of the user's kinds, grouped as Fieldbook groups it.
app.get('/api/Search/Everything', async (req) => run(searchRead(req.user, String(req.query.q ?? '').trim())));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
