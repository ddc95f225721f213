/** Budget line definitions and budgeted jobs for the budget area's API tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  budgetCategories,
  budgetCostLines,
  budgetHourPrices,
  budgetRevenueLines,
  scopeItems,
} from '../../src/db/schema/index.ts';
import { createHandOffJob, scopePath } from './hand-off.ts';

let n = 0;
const number = () => String(70000 + (++n % 9999)).slice(0, 5);

/** One labor and one non-labor cost line, a revenue line and an hour price. */
export async function createBudgetLines(db: Db) {
  const [labor] = await db.select().from(budgetCategories).where(eq(budgetCategories.name, 'Labor'));
  const [materials] = await db.select().from(budgetCategories).where(eq(budgetCategories.name, 'Materials'));
  const [laborLine] = await db
    .insert(budgetCostLines)
    .values({ number: number(), name: 'Crew Labor', categoryId: labor.id, labor: true })
    .returning();
  const [materialLine] = await db
    .insert(budgetCostLines)
    .values({ number: number(), name: 'Panels', categoryId: materials.id, labor: false })
    .returning();
  const [revenueLine] = await db
    .insert(budgetRevenueLines)
    .values({ number: number(), name: 'Wall Rental' })
    .returning();
  const [hourPrice] = await db.insert(budgetHourPrices).values({ name: 'Roustabout', price: '45.50' }).returning();
  return { laborLine, materialLine, revenueLine, hourPrice };
}

/** A job at a step (Budgeting by default) with a hand-off and `items` scope items on a seeded leaf. */
export async function createBudgetJob(db: Db, opts: Parameters<typeof createHandOffJob>[1] & { items?: number } = {}) {
  const { items = 1, ...jobOpts } = opts;
  const job = await createHandOffJob(db, { stepId: 3, ...jobOpts });
  const path = await scopePath(db, 'Sound Wall', 'STC 32', '24 ft', 'Freestanding');
  const leafId = path[path.length - 1];
  const rows = await db
    .insert(scopeItems)
    .values(
      Array.from({ length: items }, (_, i) => ({
        handOffId: job.handOffId,
        scopeBuilderId: leafId,
        name: 'Sound Wall - STC 32 - 24 ft - Freestanding',
        description: `Wall ${i + 1}`,
        quantity: 400,
      })),
    )
    .returning({ id: scopeItems.id });
  return { ...job, leafId, scopeItemIds: rows.map((r) => r.id) };
}
