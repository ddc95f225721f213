import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { accountLocations, accounts, calls, offices } from '../../db/schema/index.ts';

/**
 * The account a call matched: the account picked at intake, otherwise the first enabled account
 * whose name equals the company name (case-insensitive; the lower(name) index serves it).
 */
const matchedAccountId = sql<number | null>`coalesce(${calls.accountId}, (
  select a2.id from ${accounts} a2
  where lower(a2.account_name) = lower(${calls.companyName}) and a2.enabled
  order by a2.id limit 1))`;

const callColumns = {
  callId: calls.id,
  callTime: calls.callTime,
  officeLocationId: calls.officeLocationId,
  officeLocationName: offices.name,
  accountId: accounts.id,
  accountName: accounts.accountName,
  accountNumber: accounts.accountNumber,
  accountEnabled: accounts.enabled,
  callerName: calls.callerName,
  companyName: calls.companyName,
  contactEmail: calls.contactEmail,
  contactPhone: calls.contactPhone,
  jobLocation: calls.jobLocation,
  description: calls.description,
  active: calls.active,
};

function selectCalls(db: Tx, where: SQL | undefined) {
  return db
    .select(callColumns)
    .from(calls)
    .leftJoin(offices, eq(offices.id, calls.officeLocationId))
    .leftJoin(accounts, eq(accounts.id, matchedAccountId))
    .where(where);
}

/** Open or closed calls, newest first, at most `limit`. */
export function listCalls(db: Tx, params: { active: boolean; limit: number }) {
  return selectCalls(db, eq(calls.active, params.active))
    .orderBy(desc(calls.callTime), desc(calls.id))
    .limit(params.limit);
}

export async function findCall(db: Tx, params: { id: number }) {
  const [row] = await selectCalls(db, eq(calls.id, params.id));
  return row;
}

/** The call's row, locked until the transaction ends. */
export async function lockCall(db: Tx, params: { id: number }) {
  const [row] = await db
    .select({ id: calls.id, active: calls.active })
    .from(calls)
    .where(eq(calls.id, params.id))
    .for('update');
  return row;
}

export async function setCallActive(db: Tx, params: { id: number; active: boolean }) {
  await db.update(calls).set({ active: params.active, updatedAt: new Date() }).where(eq(calls.id, params.id));
}

export async function insertCall(db: Tx, values: typeof calls.$inferInsert) {
  const [row] = await db.insert(calls).values(values).returning({ id: calls.id });
  return row.id;
}

export async function officeExists(db: Tx, params: { id: number }) {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, params.id));
  return row !== undefined;
}

export async function findAccount(db: Tx, params: { id: number }) {
  const [row] = await db
    .select({ id: accounts.id, enabled: accounts.enabled })
    .from(accounts)
    .where(eq(accounts.id, params.id));
  return row;
}

/** Enabled accounts by name, `limit` of them (ask one more to know whether more exist). */
export function accountOptions(db: Tx, params: { search: string; limit: number }) {
  const enabled = eq(accounts.enabled, true);
  return db
    .select({ accountId: accounts.id, accountName: accounts.accountName })
    .from(accounts)
    .where(params.search ? and(enabled, lowerContains(accounts.accountName, params.search)) : enabled)
    .orderBy(asc(sql`lower(${accounts.accountName})`), asc(accounts.id))
    .limit(params.limit);
}

/** The enabled locations of an account, optionally only job sites or only offices. */
export function accountLocationList(db: Tx, params: { accountId: number; jobLocation?: boolean }) {
  const conditions = [eq(accountLocations.accountId, params.accountId), eq(accountLocations.enabled, true)];
  if (params.jobLocation !== undefined) conditions.push(eq(accountLocations.jobLocation, params.jobLocation));
  return db
    .select({
      accountLocationId: accountLocations.id,
      locationName: accountLocations.locationName,
      jobLocation: accountLocations.jobLocation,
      shippingAddress1: accountLocations.shippingAddress1,
      shippingAddress2: accountLocations.shippingAddress2,
      shippingCity: accountLocations.shippingCity,
      shippingState: accountLocations.shippingState,
      shippingZip: accountLocations.shippingZip,
    })
    .from(accountLocations)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${accountLocations.locationName})`), asc(accountLocations.id));
}
