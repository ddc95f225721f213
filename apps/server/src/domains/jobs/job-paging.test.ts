import { jobSortColumns } from '@fieldbook/contract';
import { accountJobs } from '@fieldbook/contract/accounts';
import { jobList, searchJobs } from '@fieldbook/contract/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { expectBadCursorRefused, expectPagesCoverList } from '../../../test/paging.ts';

// The job lists a page at a time (JobList, SearchJobs, Account/Jobs): every sort, both directions,
// ties on the sort key (equal names, times, steps and classes), with the lists' filters.

let t: TestApp;
let viewer: string;
let opportunityId: number;
let accountId: number;
const canceledIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const u = await createUser(db, { permissions: ['jobs.view', 'accounts.view'] });
  viewer = await signIn(t.app, u.username, u.password);
  accountId = (await createAccount(db, 'Pagewell Holdings')).id;
  const first = await createOpportunity(db, { accountId, opportunityName: 'Pagewell Yard' });
  const second = await createOpportunity(db, { accountId, opportunityName: 'pagewell yard' });
  opportunityId = first.id;
  const same = new Date(Date.UTC(2026, 2, 1, 12));
  const jobs = [
    { jobName: 'Alpha Wall', stepId: 3, classification: 'Sound Wall', updatedAt: same },
    { jobName: 'alpha wall', stepId: 3, updatedAt: same },
    { jobName: 'Beta Wall', stepId: 10, classification: 'Sound Wall', updatedAt: same },
    { jobName: 'Alpha Wall', stepId: 10 },
    { jobName: 'Gamma', stepId: 3, canceled: true },
    { jobName: 'Delta', stepId: 1, updatedAt: new Date(Date.UTC(2025, 0, 1)) },
    { jobName: 'Beta Wall', stepId: 3, canceled: true, updatedAt: same },
  ];
  for (const [i, j] of jobs.entries()) {
    const row = await createJob(db, { ...j, opportunityId: i % 3 === 2 ? second.id : first.id });
    if (j.canceled) canceledIds.push(row.id);
  }
});

const dirs = ['asc', 'desc'] as const;

describe('GET /Job/JobList a page at a time', () => {
  it('reads every row once across pages, for every sort and direction', async () => {
    for (const sort of jobSortColumns) {
      for (const dir of dirs) {
        await expectPagesCoverList(
          t.app,
          jobList,
          (page) => ({ query: { OpportunityId: opportunityId, canceled: 'true', sort, dir, ...page } }),
          viewer,
          { id: 'jobId' },
        );
      }
    }
  });

  it('combines paging with the step and canceled filters', async () => {
    const ids = await expectPagesCoverList(
      t.app,
      jobList,
      (page) => ({ query: { OpportunityId: opportunityId, JobStep: 3, sort: 'jobName', dir: 'asc', ...page } }),
      viewer,
      { id: 'jobId' },
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => canceledIds.includes(id as number))).toBe(false);
  });

  it('answers 50 rows unless limit says, and refuses a limit over 200', async () => {
    const res = await call(t.app, jobList, { query: { limit: 201 }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.limit).toBe('From 1 to 200.');
    const sorted = await call(t.app, jobList, { query: { sort: 'size' }, token: viewer });
    expect(sorted.statusCode).toBe(400);
  });

  it('refuses a bad cursor, or one of another sort, with 400', async () => {
    await expectBadCursorRefused(
      t.app,
      jobList,
      (page) => ({ query: { OpportunityId: opportunityId, sort: 'jobName', ...page } }),
      viewer,
      { query: { sort: 'jobNumber' } },
    );
  });
});

describe('POST /Job/SearchJobs a page at a time', () => {
  it('reads every match once across pages, for every sort and direction, with text and step filters', async () => {
    for (const sort of jobSortColumns) {
      for (const dir of dirs) {
        await expectPagesCoverList(
          t.app,
          searchJobs,
          (page) => ({ body: { account: 'pagewell', canceled: true, sort, dir, ...page } }),
          viewer,
          { id: 'jobId' },
        );
      }
    }
    const walls = await expectPagesCoverList(
      t.app,
      searchJobs,
      (page) => ({ body: { account: 'pagewell', jobName: 'wall', steps: [3, 10], sort: 'lastUpdated', ...page } }),
      viewer,
      { id: 'jobId' },
    );
    expect(walls).toHaveLength(4);
  });

  it('says truncated while more rows follow', async () => {
    const res = await call(t.app, searchJobs, { body: { account: 'pagewell', limit: 2 }, token: viewer });
    expect(res.json).toMatchObject({ truncated: true, more: true });
    expect(res.json.data).toHaveLength(2);
  });

  it('refuses a bad cursor with 400', async () => {
    await expectBadCursorRefused(t.app, searchJobs, (page) => ({ body: { account: 'pagewell', ...page } }), viewer, {
      body: { sort: 'jobStep' },
    });
  });
});

describe('GET /Account/Jobs a page at a time', () => {
  it("reads every job of the account's opportunities once across pages", async () => {
    for (const sort of ['opportunityName', 'jobName', 'lastUpdated'] as const) {
      for (const dir of dirs) {
        const ids = await expectPagesCoverList(
          t.app,
          accountJobs,
          (page) => ({ query: { accountId, cancelled: 'true', sort, dir, ...page } }),
          viewer,
          { id: 'jobId' },
        );
        expect(ids).toHaveLength(7);
      }
    }
  });

  it('refuses a bad cursor with 400', async () => {
    await expectBadCursorRefused(t.app, accountJobs, (page) => ({ query: { accountId, ...page } }), viewer, {
      query: { dir: 'asc' },
    });
  });
});
