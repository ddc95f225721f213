import { calculateWall } from '@fieldbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { calculatorResults, calculators, jobs } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/** Wall calculators of the demo: beams and panels per 20 ft section, truck loads (spec 3 §3). */
export const DEMO_CALCULATORS = [
  {
    calculatorName: '8 ft Wall',
    beamName: 'W6x15 beam',
    beamRatio: 1,
    panelsPerSection: 5,
    truckBeams: 30,
    truckPanels: 72,
  },
  {
    calculatorName: '12 ft Wall',
    beamName: 'W8x18 beam',
    beamRatio: 1.25,
    panelsPerSection: 10,
    truckBeams: 24,
    truckPanels: 72,
  },
  {
    calculatorName: '16 ft Wall',
    beamName: 'W10x22 beam',
    beamRatio: 1.5,
    panelsPerSection: 14,
    truckBeams: 18,
    truckPanels: 60,
  },
];

/** Calculations saved on demo jobs past hand-off (by job number), by a demo user. */
const DEMO_RESULTS = [
  { jobNumber: 'FB-1001', calculator: '12 ft Wall', length: 480, user: 'demo.sales', daysAgo: 40 },
  { jobNumber: 'FB-1001', calculator: '16 ft Wall', length: 200, user: 'demo.sales', daysAgo: 39 },
  { jobNumber: 'FB-1012', calculator: '8 ft Wall', length: 320, user: 'demo.operations', daysAgo: 3 },
];

/** Demo: calculators (by name) and saved calculations (by job, calculator and length). */
export const calculatorsStep: DemoStep = {
  name: 'calculators',
  async run(tx, ctx) {
    const t = tally();
    const ids = new Map<string, number>();
    for (const c of DEMO_CALCULATORS) {
      const [found] = await tx
        .select({ id: calculators.id })
        .from(calculators)
        .where(sql`lower(${calculators.calculatorName}) = lower(${c.calculatorName})`);
      if (found) {
        ids.set(c.calculatorName, found.id);
        t.existing('calculators');
        continue;
      }
      const values = { ...c, beamRatio: c.beamRatio.toFixed(4) };
      const [row] = await tx.insert(calculators).values(values).returning({ id: calculators.id });
      await audit(tx, null, 'calculator', row.id, 'create', { ...values, demo: true });
      ids.set(c.calculatorName, row.id);
      t.created('calculators');
    }

    const found = await tx
      .select({ id: jobs.id, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(inArray(jobs.jobNumber, [...new Set(DEMO_RESULTS.map((r) => r.jobNumber))]));
    const jobIds = new Map(found.map((j) => [j.jobNumber, j.id]));
    const [y, m, d] = ctx.today.split('-').map(Number);
    for (const r of DEMO_RESULTS) {
      const jobId = jobIds.get(r.jobNumber);
      const calculatorId = ids.get(r.calculator);
      const spec = DEMO_CALCULATORS.find((c) => c.calculatorName === r.calculator);
      if (jobId === undefined || calculatorId === undefined || !spec) continue;
      const [existing] = await tx
        .select({ id: calculatorResults.id })
        .from(calculatorResults)
        .where(
          and(
            eq(calculatorResults.jobId, jobId),
            eq(calculatorResults.calculatorName, r.calculator),
            eq(calculatorResults.length, r.length),
          ),
        );
      if (existing) {
        t.existing('calculator results');
        continue;
      }
      const userId = ctx.refs.users.get(r.user) ?? null;
      const values = {
        jobId,
        calculatorId,
        calculatorName: spec.calculatorName,
        beamName: spec.beamName,
        length: r.length,
        ...calculateWall(spec, r.length),
        createdBy: userId,
        createdAt: new Date(y, m - 1, d - r.daysAgo, 10, 30),
      };
      const [row] = await tx.insert(calculatorResults).values(values).returning({ id: calculatorResults.id });
      await audit(tx, userId, 'job', jobId, 'calculation.save', { calculatorResultId: row.id, ...values, demo: true });
      t.created('calculator results');
    }
    return t.counts;
  },
};
