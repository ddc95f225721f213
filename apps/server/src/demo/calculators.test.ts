import { calculateWall } from '@fieldbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calculatorsStep, DEMO_CALCULATORS } from './calculators.ts';
import { jobsStep } from './jobs.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';
import { usersStep } from './users.ts';

const steps = [officesStep, usersStep, jobsStep, calculatorsStep];

describe('demo calculators', () => {
  let t: TestApp;
  const rows = async (sql: string) => (await t.database.pool.query(sql)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps, today: '2026-03-10' });
  });

  it('loads the calculators and saved calculations on jobs past hand-off, worked out by the formula', async () => {
    expect((await rows('SELECT calculator_name FROM calculators ORDER BY id')).map((r) => r.calculator_name)).toEqual(
      DEMO_CALCULATORS.map((c) => c.calculatorName),
    );
    const results = await rows(
      `SELECT r.*, j.job_step_id, u.username FROM calculator_results r
         JOIN jobs j ON j.id = r.job_id LEFT JOIN users u ON u.id = r.created_by`,
    );
    expect(results.length).toBe(3);
    for (const r of results) {
      expect(r.job_step_id).toBeGreaterThan(2);
      expect(r.username).toMatch(/^demo\./);
      const spec = DEMO_CALCULATORS.find((c) => c.calculatorName === r.calculator_name);
      expect(spec).toBeDefined();
      expect({ beams: r.beams, panels: r.panels, trucks: r.trucks }).toEqual(
        calculateWall(spec as (typeof DEMO_CALCULATORS)[number], r.length),
      );
    }
  });

  it('creates nothing on a second run', async () => {
    const summary = await loadDemo(t.database.db, t.config, { steps: [calculatorsStep], today: '2026-03-10' });
    const counts = summary.steps[0].counts;
    expect(counts.calculators).toEqual({ created: 0, existing: 3 });
    expect(counts['calculator results']).toEqual({ created: 0, existing: 3 });
  });
});
