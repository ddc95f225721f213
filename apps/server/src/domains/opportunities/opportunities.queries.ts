import type { OpportunitySortColumn } from '@fieldbook/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { literal, literalLimit } from '../../db/named-statements.ts';
import { keyset, type SortKey } from '../../db/paging.ts';
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
  sort: OpportunitySortColumn;
  dir: 'asc' | 'desc';
  after?: string;
  /** Rows of the page. */
  limit: number;
}

/** Newest first is the primary key's order; the names sort the matching rows. */
const KEYS: Record<OpportunitySortColumn, SortKey> = {
  created: { expr: sql`${opportunities.id}`, part: 'int' },
  opportunityName: { expr: sql`lower(${opportunities.opportunityName})`, part: 'string' },
  description: { expr: sql`lower(${opportunities.description})`, part: 'string' },
  accountName: { expr: sql`lower(${accounts.accountName})`, part: 'string' },
};

/**
 * One statement: a page of the list (one row more than the limit tells that more exist); sent as a
 * named statement unless it searches a name.
 */
export function selectOpportunityList(db: Tx, f: OpportunityListFilter) {
  const page = keyset({ sort: f.sort, dir: f.dir, key: KEYS[f.sort], id: opportunities.id, after: f.after });
  const where: SQL[] = [sql`${opportunities.closed} = ${literal(f.closed)}`];
  if (f.visibility) where.push(f.visibility);
  if (f.fromCall) where.push(sql`${opportunities.callId} IS NOT NULL`);
  if (f.search) {
    where.push(
      sql`(${lowerContains(opportunities.opportunityName, f.search)} OR ${lowerContains(accounts.accountName, f.search)})`,
    );
  }
  if (page.where) where.push(page.where);
  const query = db
    .select({
      opportunityId: opportunities.id,
      opportunityName: opportunities.opportunityName,
      description: opportunities.description,
      accountName: accounts.accountName,
      isDrilling: opportunities.isDrilling,
      officeName: offices.name,
      jobCount,
      lastUpdated,
      sortKey: page.cursorKey,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(offices, eq(offices.id, opportunities.officeId))
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(literalLimit(f.limit + 1));
  return {
    query,
    page: (rows: Awaited<typeof query>) => page.page(rows, f.limit, (r) => r.opportunityId),
  };
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
