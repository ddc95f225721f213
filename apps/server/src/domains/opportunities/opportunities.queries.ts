import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { accounts, offices, opportunities } from '../../db/schema/index.ts';

/** `%text%` for LIKE with the wildcards of the text escaped, lower-cased for the trigram indexes. */

/** Jobs of the opportunity: per-row index lookups (jobs_opportunity), so the cost follows the page size. */
const jobCount = sql<number>`(select count(*)::int from jobs j where j.opportunity_id = ${opportunities.id})`;
const lastUpdated = sql<Date | string>`greatest(${opportunities.updatedAt},
  (select max(j.updated_at) from jobs j where j.opportunity_id = ${opportunities.id}))`;

export interface OpportunityListFilter {
  closed: boolean;
  search: string;
  fromCall: boolean;
  /** Who may see which opportunities: visibleJobsFilter of the job gate (jobs/job-access.ts). */
  visibility: SQL | undefined;
  limit: number;
}

/** One statement: newest first, one row more than the limit to tell truncation. */
export function selectOpportunityList(db: Tx, f: OpportunityListFilter) {
  const where: SQL[] = [eq(opportunities.closed, f.closed)];
  if (f.visibility) where.push(f.visibility);
  if (f.fromCall) where.push(sql`${opportunities.callId} IS NOT NULL`);
  if (f.search) {
    where.push(
      sql`(${lowerContains(opportunities.opportunityName, f.search)} OR ${lowerContains(accounts.accountName, f.search)})`,
    );
  }
  return db
    .select({
      opportunityId: opportunities.id,
      opportunityName: opportunities.opportunityName,
      description: opportunities.description,
      accountId: opportunities.accountId,
      accountName: accounts.accountName,
      closed: opportunities.closed,
      isDrilling: opportunities.isDrilling,
      callId: opportunities.callId,
      officeName: offices.name,
      jobCount,
      lastUpdated,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(offices, eq(offices.id, opportunities.officeId))
    .where(and(...where))
    .orderBy(desc(opportunities.id))
    .limit(f.limit + 1);
}

export async function findOpportunity(db: Tx, id: number) {
  const [row] = await db
    .select({
      opportunityId: opportunities.id,
      opportunityName: opportunities.opportunityName,
      accountId: opportunities.accountId,
      accountName: accounts.accountName,
      accountNumber: accounts.accountNumber,
      description: opportunities.description,
      duration: opportunities.duration,
      gpsLatitude: opportunities.gpsLatitude,
      gpsLongitude: opportunities.gpsLongitude,
      lsd: opportunities.lsd,
      typeOfSite: opportunities.typeOfSite,
      closed: opportunities.closed,
      isDrilling: opportunities.isDrilling,
      officeId: opportunities.officeId,
      officeName: offices.name,
      estimatedStart: opportunities.estimatedStart,
      locationId: opportunities.shippingLocationId,
      billingLocationId: opportunities.billingLocationId,
      pointOfContactId: opportunities.contactId,
      callId: opportunities.callId,
      lastUpdated,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(offices, eq(offices.id, opportunities.officeId))
    .where(eq(opportunities.id, id));
  return row;
}

/** The opportunity's row, locked until the transaction ends. */
export async function lockOpportunity(db: Tx, id: number) {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  return row;
}

/** The opportunity created from a call, if any (a retried save answers it instead of a second one). */
export async function findByCall(db: Tx, callId: number) {
  const [row] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.callId, callId))
    .limit(1);
  return row;
}

export type OpportunityValues = Omit<typeof opportunities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertOpportunity(db: Tx, values: OpportunityValues) {
  const [row] = await db.insert(opportunities).values(values).returning({ id: opportunities.id });
  return row.id;
}

export async function updateOpportunity(db: Tx, id: number, values: Partial<OpportunityValues>) {
  await db
    .update(opportunities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(opportunities.id, id));
}
