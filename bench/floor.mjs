// The floor of the lists suite (bench/README.md): a bare Fastify + pg server answering the list and
// search paths of bench/lists.mjs with the very SQL Fieldbook sends — built by Fieldbook's own query
// functions and read with Drizzle's toSQL(), so it cannot drift — and the rows as JSON under the same
// keys. No session lookup (each bearer token is resolved once, to apply the same drilling filter),
// no schema validation, no error handler: what a list costs with nothing but Node, pg and PostgreSQL.
//
//   DATABASE_URL=… PORT=… node --import tsx bench/floor.mjs
import { LIST_PAGE_SIZE } from '@fieldbook/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { nameReads } from '../apps/server/src/db/named-statements.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { selectAccountList } from '../apps/server/src/domains/accounts/accounts.queries.ts';
import { listCalls } from '../apps/server/src/domains/calls/calls.queries.ts';
import { visibleJobsFilter } from '../apps/server/src/domains/jobs/job-access.ts';
import { selectJobRows } from '../apps/server/src/domains/jobs/jobs.queries.ts';
import { selectOpportunityList } from '../apps/server/src/domains/opportunities/opportunities.queries.ts';
import { resolveSession } from '../apps/server/src/platform/sessions.ts';

// The same pool settings as Fieldbook's (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
pool.on('connect', nameReads);
/** Only to build the statements (toSQL) and to resolve each token once. */
const db = drizzle(pool, { schema });

/** Bearer token → the user's drilling filter, resolved on first sight and kept. */
const visibility = new Map();
async function visibilityOf(req) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!visibility.has(token)) {
    const user = await resolveSession(db, token);
    if (!user) return null;
    visibility.set(token, user);
  }
  return visibleJobsFilter(visibility.get(token));
}

/**
 * Runs a list statement on the pool as Fieldbook does (named by nameReads unless it searches text)
 * and answers its page: rows as objects under the query's own keys, more and next.
 */
async function run({ query, page }) {
  const { sql, params } = query.toSQL();
  const keys = Object.keys(query.getSelectedFields());
  const { rows } = await pool.query({ text: sql, values: params, rowMode: 'array' });
  return page(rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]]))));
}

const limit = LIST_PAGE_SIZE;
const jobs = (f) => ({ stepId: null, opportunityId: null, includeCanceled: false, limit, ...f });
const truncated = (page) => ({ success: true, ...page, truncated: page.more });

const app = Fastify({ logger: false });
app.addHook('onRequest', async (req, reply) => {
  req.visibility = await visibilityOf(req);
  if (req.visibility === null) return reply.code(401).send({ success: false });
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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
