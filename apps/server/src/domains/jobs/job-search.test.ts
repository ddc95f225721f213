import { JOB_LIST_LIMIT, messages } from '@fieldbook/contract';
import { searchJobs } from '@fieldbook/contract/jobs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { containsPattern } from '../../db/like.ts';
import { jobClassifications, jobs } from '../../db/schema/index.ts';
import { selectJobRows } from './jobs.queries.ts';

let t: TestApp;
let viewer: string;
let drillingUser: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = async (opts: Parameters<typeof createUser>[1]) => {
    const u = await createUser(t.database.db, opts);
    return signIn(t.app, u.username, u.password);
  };
  [viewer, drillingUser, nobody] = await Promise.all([
    token({ permissions: ['jobs.view'] }),
    token({ role: 'Drilling User' }),
    token({ permissions: [] }),
  ]);
});

const search = (payload: object, token?: string) => call(t.app, searchJobs, { body: payload, token });
const ids = (res: { json: { data: { jobId: number }[] } }) => res.json.data.map((j) => j.jobId);

describe('POST /Job/SearchJobs', () => {
  it('answers 401 and 403', async () => {
    expect((await search({})).statusCode).toBe(401);
    expect((await search({}, nobody)).statusCode).toBe(403);
  });

  it('answers 400 for an unknown stage or step', async () => {
    for (const body of [{ stages: ['Nowhere'] }, { steps: [99] }]) {
      const res = await search(body, viewer);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(messages.invalidJobStep);
    }
  });

  it('matches parts of the job name, number and account name, any case, wildcards taken literally', async () => {
    const db = t.database.db;
    const acc = await createAccount(db, 'Quillfeather 100% Resources');
    const opp = await createOpportunity(db, { accountId: acc.id });
    const wall = await createJob(db, { opportunityId: opp.id, jobName: 'Zephyrine Pad – sound wall', stepId: 11 });
    const blankets = await createJob(db, { opportunityId: opp.id, jobName: 'Zephyrine Pad – blankets', stepId: 3 });
    const canceled = await createJob(db, { opportunityId: opp.id, jobName: 'Zephyrine old', canceled: true });

    expect(ids(await search({ jobName: 'zephyrine pad' }, viewer)).sort()).toEqual([wall.id, blankets.id].sort());
    expect(ids(await search({ jobName: 'ZEPHYRINE', canceled: true }, viewer))).toContain(canceled.id);
    expect(ids(await search({ account: 'QUILLFEATHER 100%' }, viewer)).sort()).toEqual([wall.id, blankets.id].sort());
    expect(ids(await search({ account: 'Quillfeather 1000' }, viewer))).toEqual([]);
    expect(ids(await search({ jobNumber: wall.jobNumber.slice(2) }, viewer))).toEqual([wall.id]);
    expect(containsPattern('a_b%')).toBe('%a\\_b\\%%');
  });

  it('filters by stages, steps and classifications, rows carrying the account name', async () => {
    const db = t.database.db;
    const acc = await createAccount(db, 'Vantablack Drilling Co');
    const opp = await createOpportunity(db, { accountId: acc.id });
    const onRent = await createJob(db, { opportunityId: opp.id, stepId: 11, classification: 'Sound Wall' });
    const budgeting = await createJob(db, { opportunityId: opp.id, stepId: 4, classification: 'Noise Monitoring' });
    const [noise] = await db.select().from(jobClassifications).where(eq(jobClassifications.name, 'Noise Monitoring'));
    const base = { account: 'vantablack' };
    expect(ids(await search({ ...base, stages: ['OnRent'] }, viewer))).toEqual([onRent.id]);
    expect(ids(await search({ ...base, steps: [4, 5] }, viewer))).toEqual([budgeting.id]);
    expect(ids(await search({ ...base, classifications: [noise.id] }, viewer))).toEqual([budgeting.id]);
    const [row] = (await search({ ...base, steps: [11] }, viewer)).json.data;
    expect(row).toMatchObject({ accountName: 'Vantablack Drilling Co', jobStage: 'OnRent', jobStep: 'On Rent' });
  });

  it('shows a Drilling User drilling jobs only', async () => {
    const db = t.database.db;
    const acc = await createAccount(db, 'Obsidianwell Energy');
    const drill = await createOpportunity(db, { accountId: acc.id, isDrilling: true });
    const plain = await createOpportunity(db, { accountId: acc.id });
    const a = await createJob(db, { opportunityId: drill.id });
    const b = await createJob(db, { opportunityId: plain.id });
    expect(ids(await search({ account: 'obsidianwell' }, drillingUser))).toEqual([a.id]);
    expect(ids(await search({ account: 'obsidianwell' }, viewer)).sort()).toEqual([a.id, b.id].sort());
  });

  it(`answers up to ${JOB_LIST_LIMIT} rows when limit says, newest update first, and says it truncated`, async () => {
    const db = t.database.db;
    const acc = await createAccount(db, 'Manyjobs Holdings');
    const opp = await createOpportunity(db, { accountId: acc.id });
    await db.insert(jobs).values(
      Array.from({ length: JOB_LIST_LIMIT + 3 }, (_, i) => ({
        opportunityId: opp.id,
        jobName: `Bulk ${i}`,
        jobNumber: `MANY-${i}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const res = await search({ account: 'manyjobs', limit: JOB_LIST_LIMIT }, viewer);
    expect(res.json.truncated).toBe(true);
    expect(res.json.data).toHaveLength(JOB_LIST_LIMIT);
    expect(res.json.data[0].jobName).toBe(`Bulk ${JOB_LIST_LIMIT + 2}`);
    expect(
      (await search({ account: 'manyjobs', jobName: 'bulk 1', limit: JOB_LIST_LIMIT }, viewer)).json.truncated,
    ).toBe(false);
  });
});

describe('the job search statement', () => {
  /** The plan of the search statement with only bitmap scans allowed. */
  async function planOf(filter: { jobName?: string; accountName?: string }) {
    const { sql: text, params } = selectJobRows(t.database.db, {
      stepId: null,
      opportunityId: null,
      includeCanceled: true,
      visibility: undefined,
      limit: JOB_LIST_LIMIT,
      ...filter,
    }).query.toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      // Plain scans off (a full scan, or walking jobs_updated for the ORDER BY … LIMIT): what is left
      // is bitmap scans, which shows whether the LIKE form can use the trigram indexes at all.
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_indexscan = off');
      return (await client.query(`explain ${text}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('can use the trigram indexes on lower(job_name) and lower(account_name)', async () => {
    expect(await planOf({ jobName: 'pad' })).toContain('jobs_name_trgm');
    expect(await planOf({ accountName: 'ridge' })).toContain('accounts_name_trgm');
  });
});
