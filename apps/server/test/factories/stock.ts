import type { Db } from '../../src/db/client.ts';
import { bulkItems, inventoryCategories, jobReadyItems, offices, yards } from '../../src/db/schema/index.ts';

// Records of the stock side of inventory (yards, categories, catalogue items), straight into the database.

let n = 0;
const unique = () => `${++n}${Math.random().toString(36).slice(2, 6)}`;

export async function createOffice(db: Db, name = `Office ${unique()}`) {
  const [row] = await db
    .insert(offices)
    .values({ name, address: '1 Main St', city: 'Denver', state: 'CO', zipCode: '80202' })
    .returning();
  return row;
}

export async function createYard(db: Db, opts: { name?: string; officeLocationId?: number } = {}) {
  const officeLocationId = opts.officeLocationId ?? (await createOffice(db)).id;
  const [row] = await db
    .insert(yards)
    .values({ name: opts.name ?? `Yard ${unique()}`, officeLocationId })
    .returning();
  return row;
}

export async function createCategory(db: Db, name = `Category ${unique()}`) {
  const [row] = await db.insert(inventoryCategories).values({ name }).returning();
  return row;
}

export async function createJobReadyItem(db: Db, opts: { name?: string; categoryId?: number } = {}) {
  const categoryId = opts.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(jobReadyItems)
    .values({ name: opts.name ?? `Panel ${unique()}`, categoryId })
    .returning();
  return row;
}

export async function createBulkItem(db: Db, opts: { name?: string; categoryId?: number } = {}) {
  const categoryId = opts.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(bulkItems)
    .values({ name: opts.name ?? `Bolt ${unique()}`, categoryId })
    .returning();
  return row;
}
