import type { Calculator, CalculatorResult } from '@fieldbook/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { calculatorResults, calculators, users } from '../../../db/schema/index.ts';

type CalculatorRow = typeof calculators.$inferSelect;

/** A row as the contract shows it: the ratio's numeric text read as a number (4 decimals at most). */
export const toCalculator = (r: CalculatorRow): Calculator => ({
  calculatorId: r.id,
  calculatorName: r.calculatorName,
  beamName: r.beamName,
  beamRatio: Number(r.beamRatio),
  panelsPerSection: r.panelsPerSection,
  truckBeams: r.truckBeams,
  truckPanels: r.truckPanels,
});

/** Every calculator by name. */
export const selectCalculators = (db: Tx) =>
  db.select().from(calculators).orderBy(sql`lower(${calculators.calculatorName})`, asc(calculators.id));

export async function findCalculator(db: Tx, id: number, lock = false) {
  const query = db.select().from(calculators).where(eq(calculators.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether another calculator already has this name (any case). */
export async function nameInUse(db: Tx, name: string, exceptId: number) {
  const [row] = await db
    .select({ id: calculators.id })
    .from(calculators)
    .where(and(sql`lower(${calculators.calculatorName}) = lower(${name})`, ne(calculators.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** A job's saved calculations, newest first. */
export async function selectJobResults(db: Tx, jobId: number): Promise<CalculatorResult[]> {
  const rows = await db
    .select({
      calculatorResultId: calculatorResults.id,
      jobId: calculatorResults.jobId,
      calculatorId: calculatorResults.calculatorId,
      calculator: calculatorResults.calculatorName,
      beamName: calculatorResults.beamName,
      length: calculatorResults.length,
      beams: calculatorResults.beams,
      panels: calculatorResults.panels,
      trucks: calculatorResults.trucks,
      createdAt: calculatorResults.createdAt,
      createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(calculatorResults)
    .leftJoin(users, eq(users.id, calculatorResults.createdBy))
    .where(eq(calculatorResults.jobId, jobId))
    .orderBy(desc(calculatorResults.createdAt), desc(calculatorResults.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
