import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { approvalsStep } from './approvals.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { usersStep } from './users.ts';

const steps = [officesStep, usersStep, jobsStep, approvalsStep];

describe('demo approvals and review notes', () => {
  let t: TestApp;
  const rows = async (sql: string) => (await t.database.pool.query(sql)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
  });

  it('logs the approvals of every step a job has passed, by the demo approvers', async () => {
    const approvals = await rows(
      `SELECT j.job_step_id AS step, a.kind, a.approval, a.skipped, u.username
         FROM job_approvals a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.approver_id`,
    );
    const stepOfKind = { sales: 5, corporate: 6, client: 7, operations: 8, accounting: 9 } as const;
    for (const a of approvals) {
      const at = stepOfKind[a.kind as keyof typeof stepOfKind];
      // a job is past the step of each logged approval, except the one client denial at step 7
      if (a.approval === false && !a.skipped) expect([a.kind, a.step]).toEqual(['client', 7]);
      else expect(a.step).toBeGreaterThan(at);
    }
    expect(approvals.filter((a) => a.kind === 'accounting' && a.skipped).length).toBeGreaterThan(0);
    expect(approvals.find((a) => a.kind === 'accounting')?.username).toBe('demo.accounting');
    const complete = await rows(
      `SELECT count(*)::int AS n FROM job_approvals a JOIN jobs j ON j.id = a.job_id WHERE j.job_step_id = 14 GROUP BY j.id`,
    );
    expect(complete.map((r) => r.n)).toEqual(complete.map(() => 5));
  });

  it('writes review notes for jobs past review and the sales note as a job note', async () => {
    const [{ n: pastReview }] = await rows(`SELECT count(*)::int AS n FROM jobs WHERE job_step_id > 2`);
    const [{ n: reviewNotes }] = await rows(`SELECT count(*)::int AS n FROM job_notes WHERE step_id = 2`);
    expect(reviewNotes).toBe(pastReview);
    const [{ n: salesNotes }] = await rows(`SELECT count(*)::int AS n FROM job_notes WHERE step_id = 5`);
    const [{ n: salesRows }] = await rows(`SELECT count(*)::int AS n FROM job_approvals WHERE kind = 'sales'`);
    expect(salesNotes).toBe(salesRows);
  });

  it('creates nothing on a second run', async () => {
    const summary = await loadDemo(t.database.db, t.config, { steps: [approvalsStep], today: '2026-03-10' });
    const counts = summary.steps[0].counts;
    for (const c of Object.values(counts)) expect(c.created).toBe(0);
  });
});
