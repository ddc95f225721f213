import { accountJobs, accountList, accountNameList } from '@fieldbook/contract/accounts';
import { checkAuth } from '@fieldbook/contract/authentication';
import { callList } from '@fieldbook/contract/calls';
import type { Endpoint } from '@fieldbook/contract/endpoint';
import { jobList, searchJobs } from '@fieldbook/contract/jobs';
import { getOpportunityList } from '@fieldbook/contract/opportunities';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBulkRows, type BulkCounts } from '../src/demo/bulk.ts';
import { call } from './api.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createUser, signIn } from './factories/users.ts';

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

  async function fill(wanted: BulkCounts) {
    await t.database.db.transaction((tx) => addBulkRows(tx, wanted, '2026-03-10'));
    const { rows } = await t.database.pool.query(`SELECT id FROM accounts WHERE account_number LIKE 'B-%' ORDER BY id`);
    firstAccountId = rows[0].id;
  }

  /** Statements per call (and their text, to explain a difference), for each user. */
  async function measure() {
    const out: Record<string, { status: number; statements: string[] }> = {};
    for (const [who, token] of Object.entries(tokens)) {
      // Resolves the session into the cache (and writes last_seen_at if due), outside the count.
      await call(t.app, checkAuth, { token });
      const all = [
        ...LIST_CALLS,
        { name: 'account jobs', endpoint: accountJobs, input: { query: { accountId: firstAccountId } } },
      ];
      for (const listCall of all) {
        counter.statements = [];
        counter.counting = true;
        const res = await call(t.app, listCall.endpoint, { ...listCall.input, token });
        counter.counting = false;
        out[`${who}: ${listCall.name}`] = { status: res.statusCode, statements: counter.statements };
      }
    }
    return out;
  }

  let few: Awaited<ReturnType<typeof measure>>;
  let many: Awaited<ReturnType<typeof measure>>;
  let rowCounts: { few: number; many: number };

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
    await fill({ accounts: 5, opportunities: 5, jobs: 5, calls: 5 });
    const fewJobs = await jobCount();
    few = await measure();
    // Ten times the accounts and calls; the first account gets two opportunities and ten jobs.
    await fill({ accounts: 50, opportunities: 100, jobs: 500, calls: 50 });
    many = await measure();
    rowCounts = { few: fewJobs, many: await jobCount() };
  });

  it('loads ten times the rows the second time', () => {
    expect(rowCounts.many).toBeGreaterThanOrEqual(10 * rowCounts.few);
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
    for (const [name, r] of Object.entries(many)) {
      expect(r.statements, `${name}:\n${r.statements.join('\n')}`).toHaveLength(1);
    }
  });
});
