import type { CallSortColumn } from '@fieldbook/contract';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { literal, literalLimit } from '../../db/named-statements.ts';
import { keyset, type SortKey } from '../../db/paging.ts';
import { accountLocations, accounts, calls, offices } from '../../db/schema/index.ts';

/** The account picked at intake. */
const picked = alias(accounts, 'picked');

/**
 * Otherwise the first enabled account whose name equals the company name (case-insensitive): a
 * lateral lookup per call on the lower(name) index, skipped when an account was picked. Joining on
 * coalesce(account_id, lookup) instead made PostgreSQL hash every account for a page of calls.
 */
const named = alias(accounts, 'named');
const byName = (db: Tx) =>
  db
    .select({
      id: named.id,
      accountName: named.accountName,
      accountNumber: named.accountNumber,
      enabled: named.enabled,
    })
    .from(named)
    .where(
      and(
        isNull(calls.accountId),
        sql`lower(${named.accountName}) = lower(${calls.companyName})`,
        eq(named.enabled, true),
      ),
    )
    .orderBy(asc(named.id))
    .limit(1)
    .as('by_name');

function selectCalls(db: Tx, where: SQL | undefined) {
  const match = byName(db);
  return db
    .select({
      callId: calls.id,
      callTime: calls.callTime,
      officeLocationId: calls.officeLocationId,
      officeLocationName: offices.name,
      accountId: sql<number | null>`coalesce(${picked.id}, ${match.id})`,
      accountName: sql<string | null>`coalesce(${picked.accountName}, ${match.accountName})`,
      accountNumber: sql<string | null>`coalesce(${picked.accountNumber}, ${match.accountNumber})`,
      accountEnabled: sql<boolean | null>`coalesce(${picked.enabled}, ${match.enabled})`,
      callerName: calls.callerName,
      companyName: calls.companyName,
      contactEmail: calls.contactEmail,
      contactPhone: calls.contactPhone,
      jobLocation: calls.jobLocation,
      description: calls.description,
      active: calls.active,
    })
    .from(calls)
    .leftJoin(offices, eq(offices.id, calls.officeLocationId))
    .leftJoin(picked, eq(picked.id, calls.accountId))
    .leftJoinLateral(match, sql`true`)
    .where(where);
}

export interface CallListFilter {
  active: boolean;
  sort: CallSortColumn;
  dir: 'asc' | 'desc';
  after?: string;
  /** Rows of the page. */
  limit: number;
}

/** By time (the calls_active_time index), company or caller. */
const KEYS: Record<CallSortColumn, SortKey> = {
  callTime: { expr: sql`${calls.callTime}`, part: 'timestamp' },
  companyName: { expr: sql`lower(${calls.companyName})`, part: 'string' },
  callerName: { expr: sql`lower(${calls.callerName})`, part: 'string' },
};

/**
 * A page of open or closed calls with the columns the list shows, one row more than the limit (it
 * tells that more exist); it searches no text, so it is sent as a named statement.
 */
export function listCalls(db: Tx, f: CallListFilter) {
  const page = keyset({ sort: f.sort, dir: f.dir, key: KEYS[f.sort], id: calls.id, after: f.after });
  const match = byName(db);
  const query = db
    .select({
      callId: calls.id,
      callTime: calls.callTime,
      accountName: sql<string | null>`coalesce(${picked.accountName}, ${match.accountName})`,
      callerName: calls.callerName,
      companyName: calls.companyName,
      contactPhone: calls.contactPhone,
      active: calls.active,
      sortKey: page.cursorKey,
    })
    .from(calls)
    .leftJoin(picked, eq(picked.id, calls.accountId))
    .leftJoinLateral(match, sql`true`)
    .where(and(sql`${calls.active} = ${literal(f.active)}`, page.where))
    .orderBy(...page.orderBy)
    .limit(literalLimit(f.limit + 1));
  return {
    query,
    page: (rows: Awaited<typeof query>) => page.page(rows, f.limit, (r) => r.callId),
  };
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
