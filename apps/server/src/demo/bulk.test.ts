import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bulkStep } from './bulk.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';

const steps = [officesStep, bulkStep];

describe('bulk demo data (--scale N > 1)', () => {
  let t: TestApp;
  const count = async (sql: string) => (await t.database.pool.query(sql)).rows[0].n as number;
  const snapshot = async () => ({
    accounts: await count(`SELECT count(*)::int AS n FROM accounts`),
    contacts: await count(`SELECT count(*)::int AS n FROM account_contacts`),
    locations: await count(`SELECT count(*)::int AS n FROM account_locations`),
    opportunities: await count(`SELECT count(*)::int AS n FROM opportunities`),
    jobs: await count(`SELECT count(*)::int AS n FROM jobs`),
  });

  beforeAll(async () => {
    t = await createTestApp();
  });

  it('adds nothing at scale 1', async () => {
    const before = await snapshot();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
    expect(await snapshot()).toEqual(before);
  });

  it('adds 2 × 2,000 accounts and 2 × 10,000 jobs at scale 2, and nothing the second time', async () => {
    const before = await snapshot();
    await loadDemo(t.database.db, t.config, { steps, scale: 2, today: '2026-03-10' });
    const after = await snapshot();
    expect(after.accounts - before.accounts).toBe(4000);
    expect(after.contacts - before.contacts).toBe(4000);
    // One office each, and a job site for every second account.
    expect(after.locations - before.locations).toBe(6000);
    expect(after.opportunities - before.opportunities).toBe(6667);
    expect(after.jobs - before.jobs).toBe(20_000);

    const summary = await loadDemo(t.database.db, t.config, { steps, scale: 2, today: '2026-03-11' });
    expect(await snapshot()).toEqual(after);
    expect(summary.steps.find((s) => s.name === 'bulk')?.counts['bulk jobs']).toEqual({ created: 0, existing: 20_000 });
  });

  it('spreads the jobs over every step, with canceled and drilling jobs, over two years', async () => {
    const { rows } = await t.database.pool.query(`
      SELECT count(DISTINCT j.job_step_id)::int AS steps, count(*) FILTER (WHERE j.canceled)::int AS canceled,
             count(*) FILTER (WHERE o.is_drilling)::int AS drilling,
             count(DISTINCT j.job_classification_id)::int AS classes,
             (max(j.updated_at) - min(j.updated_at) > interval '700 days') AS two_years,
             count(DISTINCT j.job_number)::int AS numbers, count(*)::int AS n
        FROM jobs j JOIN opportunities o ON o.id = j.opportunity_id WHERE j.job_number LIKE 'BK-%'`);
    expect(rows[0]).toMatchObject({ steps: 14, two_years: true, numbers: 20_000, n: 20_000 });
    expect(rows[0].canceled).toBeGreaterThan(0);
    expect(rows[0].drilling).toBeGreaterThan(0);
    expect(rows[0].classes).toBeGreaterThan(2);
    const names = await t.database.pool.query(`SELECT account_name FROM accounts WHERE account_number = 'B-000412'`);
    expect(names.rows[0].account_name).toMatch(/^[A-Z][\w &]+ \w+ [\w &]+ 0412$/);
  });
});
