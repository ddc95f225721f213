import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offices, opportunities, userOffices } from '../../db/schema/index.ts';

const columns = {
  officeLocationId: offices.id,
  name: offices.name,
  address: offices.address,
  city: offices.city,
  state: offices.state,
  zipCode: offices.zipCode,
  phoneNumber: offices.phoneNumber,
  faxNumber: offices.faxNumber,
};

export interface OfficeValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string | null;
  faxNumber: string | null;
}

export function listOffices(db: Tx) {
  return db
    .select(columns)
    .from(offices)
    .orderBy(asc(sql`lower(${offices.name})`), asc(offices.id));
}

/** One office; with `lock`, its row stays locked (and no new reference to it can be made) until the transaction ends. */
export async function findOffice(db: Tx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select(columns).from(offices).where(eq(offices.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertOffice(db: Tx, values: OfficeValues) {
  const [row] = await db.insert(offices).values(values).returning({ id: offices.id });
  return row.id;
}

export async function updateOffice(db: Tx, id: number, values: OfficeValues) {
  await db
    .update(offices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offices.id, id));
}

/** How many users and opportunities are assigned to an office. */
export async function countAssignments(db: Tx, id: number) {
  const [u] = await db.select({ n: count() }).from(userOffices).where(eq(userOffices.officeId, id));
  const [o] = await db.select({ n: count() }).from(opportunities).where(eq(opportunities.officeId, id));
  return { users: u.n, opportunities: o.n };
}

export async function deleteOfficeRow(db: Tx, id: number) {
  await db.delete(offices).where(eq(offices.id, id));
}
