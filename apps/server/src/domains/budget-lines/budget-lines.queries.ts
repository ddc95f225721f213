import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { budgetCategories, budgetCostLines, budgetHourPrices, budgetRevenueLines } from '../../db/schema/index.ts';

/** The tables of numbered, ordered lines (cost and revenue). */
export type NumberedLines = typeof budgetCostLines | typeof budgetRevenueLines;
export type BudgetLineTable = NumberedLines | typeof budgetHourPrices;

const costColumns = {
  budgetCostLineId: budgetCostLines.id,
  number: budgetCostLines.number,
  name: budgetCostLines.name,
  category: budgetCostLines.categoryId,
  categoryName: budgetCategories.name,
  labor: budgetCostLines.labor,
};
const revenueColumns = {
  budgetRevenueLineId: budgetRevenueLines.id,
  number: budgetRevenueLines.number,
  name: budgetRevenueLines.name,
};
const hourColumns = {
  budgetCostHourPriceId: budgetHourPrices.id,
  name: budgetHourPrices.name,
  price: budgetHourPrices.price,
};

/** Changes to one kind of line run one at a time (numbers stay unique, orders stay whole). */
export async function lockLines(tx: Tx, table: BudgetLineTable): Promise<void> {
  const key = table === budgetCostLines ? 1 : table === budgetRevenueLines ? 2 : 3;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727020, ${key})`);
}

export function selectCostLines(db: Tx) {
  return db
    .select(costColumns)
    .from(budgetCostLines)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetCostLines.categoryId))
    .where(isNull(budgetCostLines.deletedAt))
    .orderBy(asc(budgetCostLines.sortOrder), asc(budgetCostLines.id));
}

export function selectRevenueLines(db: Tx) {
  return db
    .select(revenueColumns)
    .from(budgetRevenueLines)
    .where(isNull(budgetRevenueLines.deletedAt))
    .orderBy(asc(budgetRevenueLines.sortOrder), asc(budgetRevenueLines.id));
}

export function selectHourPrices(db: Tx) {
  return db
    .select(hourColumns)
    .from(budgetHourPrices)
    .where(isNull(budgetHourPrices.deletedAt))
    .orderBy(asc(budgetHourPrices.id));
}

export function selectCategories(db: Tx) {
  return db
    .select({ budgetCategoryId: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .orderBy(asc(budgetCategories.id));
}

export async function selectCategory(db: Tx, id: number) {
  const [row] = await db.select().from(budgetCategories).where(eq(budgetCategories.id, id));
  return row;
}

/** Ids of the current (not deleted) lines of a table. */
export async function currentLineIds(db: Tx, table: NumberedLines): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(isNull(table.deletedAt));
  return rows.map((r) => r.id);
}

export async function numberInUse(db: Tx, table: NumberedLines, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.number, number), isNull(table.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The sort order that puts a new line after every other. */
export async function nextSortOrder(db: Tx, table: NumberedLines): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)::int` }).from(table);
  return row.n;
}

export async function insertCostLine(
  db: Tx,
  values: { number: string; name: string; categoryId: number; labor: boolean; sortOrder: number },
) {
  const [row] = await db.insert(budgetCostLines).values(values).returning({ id: budgetCostLines.id });
  return row.id;
}

export async function insertRevenueLine(db: Tx, values: { number: string; name: string; sortOrder: number }) {
  const [row] = await db.insert(budgetRevenueLines).values(values).returning(revenueColumns);
  return row;
}

export async function insertHourPrice(db: Tx, values: { name: string; price: string }) {
  const [row] = await db.insert(budgetHourPrices).values(values).returning(hourColumns);
  return row;
}

export async function selectCostLine(db: Tx, id: number) {
  const [row] = await db
    .select(costColumns)
    .from(budgetCostLines)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetCostLines.categoryId))
    .where(eq(budgetCostLines.id, id));
  return row;
}

/** Stamps deleted_at on a current line; answers what it deleted, or undefined when there was none. */
export async function softDeleteLine(db: Tx, table: BudgetLineTable, id: number) {
  const [row] = await db
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id, name: table.name });
  return row;
}

/** Sets the order of lines to the order of `ids` (0, 1, 2, …), in one statement. */
export async function setLineOrder(db: Tx, table: NumberedLines, ids: number[]) {
  if (ids.length === 0) return;
  const list = sql`ARRAY[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`;
  await db
    .update(table)
    .set({ sortOrder: sql`array_position(${list}, ${table.id}) - 1` })
    .where(sql`${table.id} = ANY(${list})`);
}
