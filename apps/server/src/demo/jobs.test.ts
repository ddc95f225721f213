import { jobSteps } from '@fieldbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { budgetLinesStep } from './budget-lines.ts';
import { dashboardStep } from './dashboard.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { usersStep } from './users.ts';

const steps = [officesStep, usersStep, jobsStep, dashboardStep, budgetLinesStep];

describe('demo jobs, dashboard widgets and budget lines', () => {
  let t: TestApp;
  const count = async (sql: string) => (await t.database.pool.query(sql)).rows[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
  });

  it('covers every job step, with canceled jobs and drilling jobs, named by site', async () => {
    const { rows } = await t.database.pool.query(
      `SELECT j.job_step_id, j.canceled, o.is_drilling, j.job_name, j.job_classification_id
         FROM jobs j JOIN opportunities o ON o.id = j.opportunity_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.job_step_id))).toEqual(new Set(jobSteps.map((s) => s.stepId)));
    expect(rows.filter((r) => r.canceled).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.is_drilling).length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.is_drilling).length).toBeGreaterThan(0);
    expect(rows.every((r) => r.job_classification_id !== null)).toBe(true);
    expect(rows.map((r) => r.job_name)).toContain('Hawkins 14-22 Pad – sound wall');
  });

  it('gives demo.admin and demo.operations job-list widgets, and defines budget lines', async () => {
    const { rows } = await t.database.pool.query(
      `SELECT u.username, w.widget_name FROM dashboard_widgets w JOIN users u ON u.id = w.user_id
        ORDER BY u.username, w.sort_order`,
    );
    expect(rows.filter((r) => r.username === 'demo.operations').map((r) => r.widget_name)).toEqual([
      'Installations',
      'On Rent',
      'Tear Downs',
    ]);
    expect(rows.some((r) => r.username === 'demo.admin')).toBe(true);
    expect(await count(`SELECT count(*)::int AS n FROM budget_cost_lines WHERE labor`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*)::int AS n FROM budget_revenue_lines WHERE name = 'Sound Wall Rental'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM budget_hour_prices`)).toBeGreaterThan(0);
  });

  it('adds nothing when run again, and N-1 numbered copies of the jobs with --scale N', async () => {
    const tables = ['accounts', 'opportunities', 'jobs', 'dashboard_widgets', 'budget_cost_lines'];
    const snapshot = async () => Promise.all(tables.map((x) => count(`SELECT count(*)::int AS n FROM ${x}`)));
    const before = await snapshot();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-11' });
    expect(await snapshot()).toEqual(before);

    await loadDemo(t.database.db, t.config, { steps, scale: 2, today: '2026-03-11' });
    const [accounts, opportunities, jobs, , costLines] = await snapshot();
    expect([accounts, opportunities, jobs]).toEqual([2 * before[0], 2 * before[1], 2 * before[2]]);
    expect(costLines).toBe(before[4]);
    expect(
      await count(`SELECT count(*)::int AS n FROM jobs WHERE job_name = 'Hawkins 14-22 Pad #2 – sound wall'`),
    ).toBe(1);
  });
});
