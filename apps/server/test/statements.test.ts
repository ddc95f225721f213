import { accountJobs, accountList, accountNameList } from '@fieldbook/contract/accounts';
import { checkAuth } from '@fieldbook/contract/authentication';
import { callList } from '@fieldbook/contract/calls';
import type { Endpoint } from '@fieldbook/contract/endpoint';
import { assetList, outForRepairList } from '@fieldbook/contract/inventory-assets';
import {
  getJobInventory,
  getJobInventoryProfile,
  getYardInventory,
  inventoryAudit,
  jobAssets,
} from '@fieldbook/contract/inventory-stock';
import { jobPage } from '@fieldbook/contract/job-page';
import { jobList, searchJobs } from '@fieldbook/contract/jobs';
import { getOpportunityList } from '@fieldbook/contract/opportunities';
import { searchEverything } from '@fieldbook/contract/search';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/db/paging.ts';
import { addBulkRows, type BulkCounts } from '../src/demo/bulk.ts';
import { addBulkInventory, type BulkInventoryCounts } from '../src/demo/bulk-inventory.ts';
import { call, signIn } from './api.ts';
import { createTestApp, type TestApp } from './app.ts';
import { addJobPageRows, createJob } from './factories/jobs.ts';
import { createOffice } from './factories/stock.ts';
import { createUser } from './factories/users.ts';

/**
 * The list and search calls must issue the same number of SQL statements whatever the number of
 * rows (no query per row): each is called with a few rows and with ten times as many, and the
 * statements the app's pool ran are counted. With the session cached (platform/session-cache.ts)
 * that number is one: the list's own statement.
 */

interface ListCall {
  name: string;
  endpoint: Endpoint;
  input?: { body?: object; query?: Record<string, string | number> };
  /** Ask for the second page: the first one's `next` (read before counting) goes in as `after`. */
  secondPage?: boolean;
}

const LIST_CALLS: ListCall[] = [
  { name: 'account list', endpoint: accountList },
  // Bulk account names end in their zero-padded number: '… 0007'.
  { name: 'account list, searched', endpoint: accountList, input: { query: { search: '00' } } },
  { name: 'account name list', endpoint: accountNameList, input: { query: { search: '00' } } },
  { name: 'job list, all steps', endpoint: jobList },
  { name: 'job list, one step', endpoint: jobList, input: { query: { JobStep: 3 } } },
  { name: 'job list, canceled too', endpoint: jobList, input: { query: { canceled: 'true' } } },
  { name: 'call list', endpoint: callList },
  { name: 'open opportunities', endpoint: getOpportunityList, input: { query: { Closed: 'false' } } },
  // Every bulk job's name is '{opportunity} – {work}'.
  { name: 'job search', endpoint: searchJobs, input: { body: { jobName: '–' } } },
  // The header's search: every kind the user may open in one statement ('000': bulk names and numbers).
  { name: 'search everything', endpoint: searchEverything, input: { query: { q: '000' } } },
  // Each list's other sorts and its next page (pages of 2 rows, so that a second page exists).
  ...pagedCalls(accountList, 'account list', { sort: 'accountNumber', dir: 'desc' }),
  ...pagedCalls(jobList, 'job list', { sort: 'jobName', dir: 'asc' }),
  ...pagedCalls(jobList, 'job list, canceled too', { canceled: 'true', sort: 'jobStep', dir: 'desc' }),
  ...pagedCalls(callList, 'closed calls', { active: 'false', sort: 'companyName', dir: 'asc' }),
  ...pagedCalls(getOpportunityList, 'open opportunities', { sort: 'accountName', dir: 'desc' }),
  ...pagedCalls(getOpportunityList, 'open opportunities, newest', {}),
  {
    name: 'job search by stage, page 2',
    endpoint: searchJobs,
    input: { body: { stages: ['Scope', 'Budgeting', 'Approval', 'Installation'], limit: 2 } },
    secondPage: true,
  },
  {
    name: 'job search by name, page 2',
    endpoint: searchJobs,
    input: { body: { jobName: '–', sort: 'accountName', limit: 2 } },
    secondPage: true,
  },
];

/** A list's first page in another sort, and its second page. */
function pagedCalls(endpoint: Endpoint, name: string, query: Record<string, string | number>): ListCall[] {
  const input = { query: { ...query, limit: 2 } };
  return [
    { name: `${name}, sorted ${JSON.stringify(query)}`, endpoint, input },
    { name: `${name}, sorted ${JSON.stringify(query)}, page 2`, endpoint, input, secondPage: true },
  ];
}

/**
 * The inventory reads at scale (asked by the administrator): the asset list's pages, a yard's and a
 * job's inventory (and a later page of the job's assets) and the audit. They must cost the same number
 * of statements with ten times the assets and movements; the yard and job inventory read the place,
 * its items and its assets in a few statements (a page of a job's assets: the job and the page), so
 * only the asset list and the audit are held to one.
 */
const inventoryCalls = (yardId: number, jobId: number): (ListCall & { single: boolean })[] => [
  { name: 'inventory: asset list', endpoint: assetList, single: true },
  {
    name: 'inventory: asset list by location',
    endpoint: assetList,
    input: { query: { sort: 'location' } },
    single: true,
  },
  { name: 'inventory: asset list searched', endpoint: assetList, input: { query: { search: 'ba-0' } }, single: true },
  {
    name: 'inventory: asset list by activity, out for repair',
    endpoint: assetList,
    input: { query: { sort: 'lastActivity', dir: 'desc', outForRepair: 'true' } },
    single: true,
  },
  { name: 'inventory: out for repair', endpoint: outForRepairList, single: true },
  {
    name: 'inventory: yard inventory',
    endpoint: getYardInventory,
    input: { query: { YardId: yardId } },
    single: false,
  },
  { name: 'inventory: job inventory', endpoint: getJobInventory, input: { query: { JobId: jobId } }, single: false },
  {
    name: 'inventory: job inventory tab',
    endpoint: getJobInventoryProfile,
    input: { query: { id: jobId } },
    single: false,
  },
  {
    // A cursor of the job's own: every asset whose name sorts after 'a' (the page a Load More asks).
    name: 'inventory: job assets, a later page',
    endpoint: jobAssets,
    input: { query: { JobId: jobId, after: encodeCursor(['jobAssets', jobId, 'a', 0]) } },
    single: false,
  },
  { name: 'inventory: audit, latest', endpoint: inventoryAudit, input: { query: { amount: '0' } }, single: true },
  { name: 'inventory: audit, all', endpoint: inventoryAudit, input: { query: { amount: '1' } }, single: true },
];

/** Counts the statements every pool client runs while `counting` is on. */
function statementCounter(pool: pg.Pool) {
  const state = { counting: false, statements: [] as string[] };
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      if (state.counting) {
        const first = args[0] as string | { text?: string };
        state.statements.push(typeof first === 'string' ? first : (first?.text ?? '?'));
      }
      return query(...args);
    };
  });
  return state;
}

describe('SQL statements per list request', () => {
  let t: TestApp;
  let counter: ReturnType<typeof statementCounter>;
  let tokens: { admin: string; drilling: string };
  let firstAccountId: number;

  let inventory: { yardId: number; jobId: number };

  async function fill(wanted: BulkCounts, stock: BulkInventoryCounts) {
    await t.database.db.transaction((tx) => addBulkRows(tx, wanted, '2026-03-10'));
    await t.database.db.transaction((tx) => addBulkInventory(tx, stock, '2026-03-10'));
    const { rows } = await t.database.pool.query(`SELECT id FROM accounts WHERE account_number LIKE 'B-%' ORDER BY id`);
    firstAccountId = rows[0].id;
    // The first generated yard (its assets and stock grow with the fill) and the busiest job.
    const place = await t.database.pool.query(`
      SELECT (SELECT id FROM yards WHERE name LIKE '% Yard B-%' ORDER BY id LIMIT 1) AS "yardId",
             (SELECT to_id FROM stock_movements WHERE to_kind = 'job' GROUP BY to_id ORDER BY count(*) DESC, to_id LIMIT 1) AS "jobId"`);
    inventory = place.rows[0];
  }

  /** Statements per call (and their text, to explain a difference), for each user. */
  async function measure(many: boolean) {
    const out: Record<string, { status: number; statements: string[] }> = {};
    for (const [who, token] of Object.entries(tokens)) {
      // Resolves the session into the cache (and writes last_seen_at if due), outside the count.
      await call(t.app, checkAuth, { token });
      const all = [
        ...LIST_CALLS,
        { name: 'account jobs', endpoint: accountJobs, input: { query: { accountId: firstAccountId } } },
        {
          name: 'account jobs by name, page 2',
          endpoint: accountJobs,
          input: { query: { accountId: firstAccountId, sort: 'jobName', dir: 'asc', limit: 2 } },
          secondPage: true,
        },
        ...(who === 'admin' ? inventoryCalls(inventory.yardId, inventory.jobId) : []),
      ];
      for (const listCall of all) {
        const input = listCall.secondPage ? await secondPage(listCall, token, many) : listCall.input;
        counter.statements = [];
        counter.counting = true;
        const res = await call(t.app, listCall.endpoint, { ...input, token });
        counter.counting = false;
        out[`${who}: ${listCall.name}`] = { status: res.statusCode, statements: counter.statements };
      }
    }
    return out;
  }

  /**
   * The input of the call's second page: the first page's `next` as `after`. With few rows a list may
   * fit one page (the Drilling User's): then the first page is asked again; with many, never.
   */
  async function secondPage(listCall: ListCall, token: string, required: boolean) {
    const first = await call(t.app, listCall.endpoint, { ...listCall.input, token });
    const after = first.json.next;
    if (!after && !required) return listCall.input;
    expect(after, `${listCall.name}: the first page has a next page`).toEqual(expect.any(String));
    const { query, body } = listCall.input ?? {};
    return { ...(query && { query: { ...query, after } }), ...(body && { body: { ...body, after } }) };
  }

  let few: Awaited<ReturnType<typeof measure>>;
  let many: Awaited<ReturnType<typeof measure>>;
  let rowCounts: { few: number; many: number; fewAssets: number; manyAssets: number };

  beforeAll(async () => {
    t = await createTestApp();
    counter = statementCounter(t.database.pool);
    const admin = await createUser(t.database.db, { role: 'Administrator' });
    const drilling = await createUser(t.database.db, {
      permissions: ['accounts.view', 'calls.view', 'opportunities.view', 'jobs.view', 'drilling.user'],
    });
    tokens = {
      admin: await signIn(t.app, admin.username, admin.password),
      drilling: await signIn(t.app, drilling.username, drilling.password),
    };
    const jobCount = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n;
    await createOffice(t.database.db);
    const assetCount = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM assets')).rows[0].n;
    await fill({ accounts: 5, opportunities: 5, jobs: 5, calls: 5 }, { yards: 2, items: 4, assets: 20, movements: 40 });
    const fewJobs = await jobCount();
    const fewAssets = await assetCount();
    few = await measure(false);
    // Ten times the accounts and calls; the first account gets two opportunities and ten jobs. Ten
    // times the catalogue items, assets and movements.
    await fill(
      { accounts: 50, opportunities: 100, jobs: 500, calls: 50 },
      { yards: 2, items: 40, assets: 200, movements: 400 },
    );
    many = await measure(true);
    rowCounts = { few: fewJobs, many: await jobCount(), fewAssets, manyAssets: await assetCount() };
  });

  it('loads ten times the rows the second time', () => {
    expect(rowCounts.many).toBeGreaterThanOrEqual(10 * rowCounts.few);
    expect(rowCounts.manyAssets).toBeGreaterThanOrEqual(10 * rowCounts.fewAssets);
  });

  it('answers every list call', () => {
    for (const [name, r] of Object.entries(many)) expect(r.status, name).toBe(200);
  });

  it('issues the same statements with ten times the rows', () => {
    for (const [name, r] of Object.entries(many)) {
      expect(r.statements.length, `${name}: no statement seen, the counter is broken`).toBeGreaterThan(0);
      expect(r.statements.length, `${name}:\n${r.statements.join('\n')}`).toBe(few[name].statements.length);
    }
  });

  it('issues one statement per list call once the session is cached', () => {
    const several = new Set(
      inventoryCalls(0, 0)
        .filter((c) => !c.single)
        .map((c) => `admin: ${c.name}`),
    );
    for (const [name, r] of Object.entries(many)) {
      if (several.has(name)) continue;
      expect(r.statements, `${name}:\n${r.statements.join('\n')}`).toHaveLength(1);
    }
  });
});

/**
 * The job page's one call (GET /Job/JobPage): the job gate, the profile, notes, reminders and the
 * stage's parts, at most six statements (the Approval stage adds its approvals) once the session is
 * cached, and the same number with ten times the notes, reminders and attachments.
 */
describe('SQL statements of the job page', () => {
  let t: TestApp;
  let counter: ReturnType<typeof statementCounter>;
  const stages = [
    { stage: 'OnRent', stepId: 11 },
    { stage: 'Approval', stepId: 7 },
    { stage: 'Scope', stepId: 1 },
  ] as const;

  async function measure(token: string, jobId: number) {
    await call(t.app, checkAuth, { token });
    const out: Record<string, number> = {};
    for (const { stage } of stages) {
      counter.statements = [];
      counter.counting = true;
      const res = await call(t.app, jobPage, { query: { jobId, stage }, token });
      counter.counting = false;
      expect(res.statusCode, stage).toBe(200);
      out[stage] = counter.statements.length;
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp();
    counter = statementCounter(t.database.pool);
  });

  it('costs at most six statements, the same with ten times the notes, reminders and attachments', async () => {
    const db = t.database.db;
    const admin = await createUser(db, { role: 'Administrator' });
    const token = await signIn(t.app, admin.username, admin.password);
    const job = await createJob(db, { stepId: 11, classification: 'Sound Wall' });
    const fill = (count: number) =>
      Promise.all(stages.map(({ stepId }) => addJobPageRows(db, { jobId: job.id, userId: admin.id, stepId, count })));
    await fill(3);
    const few = await measure(token, job.id);
    await fill(30);
    const many = await measure(token, job.id);
    expect(many).toEqual(few);
    for (const [stage, n] of Object.entries(many)) expect(n, stage).toBeLessThanOrEqual(6);
    expect(many).toEqual({ OnRent: 5, Approval: 6, Scope: 5 });
  });
});
