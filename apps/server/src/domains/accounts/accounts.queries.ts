import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { columnsOf } from '../../db/columns.ts';
import { containsPattern, lowerContains } from '../../db/like.ts';
import { literal, literalLimit } from '../../db/named-statements.ts';
import { keyset, type SortKey } from '../../db/paging.ts';
import {
  accountContacts,
  accountLocationContacts,
  accountLocations,
  accounts,
  industryTypes,
  territories,
} from '../../db/schema/index.ts';

const nameContains = (text: string) => lowerContains(accounts.accountName, text);

const parent = alias(accounts, 'parent_account');

const accountColumns = {
  accountId: accounts.id,
  ...columnsOf(accounts, ['accountName', 'accountNumber', 'enabled', 'industryTypeId', 'territoryId', 'taxExempt']),
  parentAccount: accounts.parentAccountId,
  parentAccountName: parent.accountName,
  territoryName: territories.name,
  industryName: industryTypes.name,
};

export interface AccountListFilter {
  search: string;
  enabled: boolean;
  sort: 'accountNumber' | 'accountName';
  dir: 'asc' | 'desc';
  after?: string;
  /** Rows of the page. */
  limit: number;
}

/** By name (the accounts_name index) or by number, accounts without a number last. */
const KEYS: Record<AccountListFilter['sort'], SortKey> = {
  accountName: { expr: sql`lower(${accounts.accountName})`, part: 'string' },
  accountNumber: { expr: sql`${accounts.accountNumber}`, part: 'string', nullsLast: true },
};

/**
 * One statement: a page of the filtered, sorted accounts (one row more than the limit tells that more
 * exist). Sent as a named statement unless it searches a name (db/named-statements.ts).
 */
export function selectAccountList(db: Tx, f: AccountListFilter) {
  const page = keyset({ sort: f.sort, dir: f.dir, key: KEYS[f.sort], id: accounts.id, after: f.after });
  const where: SQL[] = [sql`${accounts.enabled} = ${literal(f.enabled)}`];
  if (f.search) where.push(nameContains(f.search));
  if (page.where) where.push(page.where);
  const query = db
    .select({
      accountid: accounts.id,
      accountName: accounts.accountName,
      accountNumber: accounts.accountNumber,
      sortKey: page.cursorKey,
    })
    .from(accounts)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(literalLimit(f.limit + 1));
  return {
    query,
    page: (rows: Awaited<typeof query>) => page.page(rows, f.limit, (r) => r.accountid),
  };
}

export function selectAccountNames(db: Tx, search: string, limit: number) {
  const where: SQL[] = [eq(accounts.enabled, true)];
  if (search) where.push(nameContains(search));
  return db
    .select({ accountId: accounts.id, accountName: accounts.accountName })
    .from(accounts)
    .where(and(...where))
    .orderBy(sql`lower(${accounts.accountName})`, asc(accounts.id))
    .limit(limit);
}

export const selectIndustries = (db: Tx) =>
  db.select({ id: industryTypes.id, name: industryTypes.name }).from(industryTypes).orderBy(asc(industryTypes.name));

export const selectTerritories = (db: Tx) =>
  db.select({ id: territories.id, name: territories.name }).from(territories).orderBy(asc(territories.name));

export async function findAccount(db: Tx, id: number, opts: { lock?: boolean } = {}) {
  if (opts.lock) await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentAccountId))
    .leftJoin(territories, eq(territories.id, accounts.territoryId))
    .leftJoin(industryTypes, eq(industryTypes.id, accounts.industryTypeId))
    .where(eq(accounts.id, id));
  return row;
}

/** Another account with the same name key (letters and digits, any case) or the same number. */
export async function findDuplicate(db: Tx, key: string, accountNumber: string | null, exceptId: number) {
  const byName = eq(accounts.nameKey, key);
  const match = accountNumber ? sql`(${byName} OR lower(${accounts.accountNumber}) = lower(${accountNumber}))` : byName;
  const [row] = await db
    .select({ id: accounts.id, accountName: accounts.accountName, accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(and(ne(accounts.id, exceptId), match))
    .limit(1);
  return row;
}

/** Every distinct part of `key` of three or more characters, as a PostgreSQL array literal (keys are [a-z0-9]). */
function keyParts(key: string): string {
  const parts = new Set<string>();
  for (let from = 0; from + 3 <= key.length; from++)
    for (let to = from + 3; to <= key.length; to++) parts.add(key.slice(from, to));
  return `{${[...parts].join(',')}}`;
}

/**
 * Accounts whose name key contains the new key or is part of it, or that share a first word. Each
 * condition has an index (trigram on name_key, btree on name_key, trigram on lower(account_name)),
 * so the check reads the matches rather than every account.
 */
export function selectSimilar(db: Tx, key: string, firstWord: string | null, limit: number) {
  const conditions: SQL[] = [
    sql`${accounts.nameKey} LIKE ${containsPattern(key)}`,
    sql`${accounts.nameKey} = ANY(${keyParts(key)}::text[])`,
  ];
  if (firstWord) conditions.push(sql`lower(${accounts.accountName}) ~ ${`^${firstWord}([^a-z0-9]|$)`}`);
  return db
    .select({ accountid: accounts.id, accountName: accounts.accountName, accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(and(sql`length(${accounts.nameKey}) >= 3`, sql`(${sql.join(conditions, sql` OR `)})`))
    .orderBy(sql`lower(${accounts.accountName})`)
    .limit(limit);
}

/** The ids of `id` and all its ancestors (to refuse a parent cycle). */
export async function ancestorIds(db: Tx, id: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE up(id, parent, depth) AS (
      SELECT id, parent_account_id, 0 FROM accounts WHERE id = ${id}
      UNION ALL
      SELECT a.id, a.parent_account_id, up.depth + 1 FROM accounts a JOIN up ON a.id = up.parent WHERE up.depth < 100
    )
    SELECT id FROM up`);
  return rows.rows.map((r) => Number(r.id));
}

export type AccountValues = Omit<typeof accounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertAccount(db: Tx, values: AccountValues) {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

export async function updateAccount(db: Tx, id: number, values: AccountValues) {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id));
}

const poc = alias(accountContacts, 'poc');

const locationColumns = {
  accountLocationId: accountLocations.id,
  ...columnsOf(accountLocations, [
    'accountId',
    'locationName',
    ...(['billing', 'shipping'] as const).flatMap(
      (kind) => [`${kind}Address1`, `${kind}Address2`, `${kind}City`, `${kind}State`, `${kind}Zip`] as const,
    ),
    'enabled',
    'jobLocation',
  ]),
  pocId: poc.id,
  pocFirstName: poc.firstName,
  pocLastName: poc.lastName,
  pocName: sql<
    string | null
  >`CASE WHEN ${poc.id} IS NULL THEN NULL ELSE ${poc.firstName} || ' ' || ${poc.lastName} END`,
  pocPhoneNumber: poc.phoneNumber,
  pocMobileNumber: poc.mobileNumber,
  pocOfficeNumber: poc.officeNumber,
  pocOtherNumber: poc.otherNumber,
  pocEmail: poc.email,
};

const locationQuery = (db: Tx) =>
  db
    .select(locationColumns)
    .from(accountLocations)
    .leftJoin(poc, and(eq(poc.id, accountLocations.primaryContactId), eq(poc.enabled, true)));

export const selectLocations = (db: Tx, accountId: number) =>
  locationQuery(db)
    .where(and(eq(accountLocations.accountId, accountId), eq(accountLocations.enabled, true)))
    .orderBy(sql`lower(${accountLocations.locationName})`, asc(accountLocations.id));

export async function findLocation(db: Tx, id: number) {
  const [row] = await locationQuery(db).where(eq(accountLocations.id, id));
  return row;
}

export async function lockLocation(db: Tx, id: number) {
  const [row] = await db.select().from(accountLocations).where(eq(accountLocations.id, id)).for('update');
  return row;
}

const contactColumns = {
  accountContactId: accountContacts.id,
  accountId: accountContacts.accountId,
  firstName: accountContacts.firstName,
  lastName: accountContacts.lastName,
  fullName: sql<string>`${accountContacts.firstName} || ' ' || ${accountContacts.lastName}`,
  phoneNumber: accountContacts.phoneNumber,
  mobileNumber: accountContacts.mobileNumber,
  officeNumber: accountContacts.officeNumber,
  otherNumber: accountContacts.otherNumber,
  email: accountContacts.email,
  enabled: accountContacts.enabled,
};

const contactOrder = [sql`lower(${accountContacts.lastName})`, sql`lower(${accountContacts.firstName})`] as const;

export const selectContacts = (db: Tx, accountId: number) =>
  db
    .select(contactColumns)
    .from(accountContacts)
    .where(and(eq(accountContacts.accountId, accountId), eq(accountContacts.enabled, true)))
    .orderBy(...contactOrder, asc(accountContacts.id));

export async function findContact(db: Tx, id: number) {
  const [row] = await db.select(contactColumns).from(accountContacts).where(eq(accountContacts.id, id));
  return row;
}

export async function lockContact(db: Tx, id: number) {
  const [row] = await db.select().from(accountContacts).where(eq(accountContacts.id, id)).for('update');
  return row;
}

/** The enabled contacts linked to a location. */
export const selectLocationContacts = (db: Tx, locationId: number) =>
  db
    .select(contactColumns)
    .from(accountLocationContacts)
    .innerJoin(accountContacts, eq(accountContacts.id, accountLocationContacts.contactId))
    .where(and(eq(accountLocationContacts.locationId, locationId), eq(accountContacts.enabled, true)))
    .orderBy(...contactOrder, asc(accountContacts.id));

/** The enabled locations a contact is linked to. */
export const selectContactLocations = (db: Tx, contactId: number) =>
  db
    .select({
      accountLocationId: accountLocations.id,
      locationName: accountLocations.locationName,
      jobLocation: accountLocations.jobLocation,
    })
    .from(accountLocationContacts)
    .innerJoin(accountLocations, eq(accountLocations.id, accountLocationContacts.locationId))
    .where(and(eq(accountLocationContacts.contactId, contactId), eq(accountLocations.enabled, true)))
    .orderBy(sql`lower(${accountLocations.locationName})`, asc(accountLocations.id));

/** How many of `ids` are contacts (or locations) of the account: all must be. */
export async function countContactsOf(db: Tx, accountId: number, ids: number[]) {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: accountContacts.id })
    .from(accountContacts)
    .where(and(eq(accountContacts.accountId, accountId), inArray(accountContacts.id, ids)));
  return rows.length;
}

export async function countLocationsOf(db: Tx, accountId: number, ids: number[]) {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: accountLocations.id })
    .from(accountLocations)
    .where(and(eq(accountLocations.accountId, accountId), inArray(accountLocations.id, ids)));
  return rows.length;
}

export type LocationValues = Omit<typeof accountLocations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ContactValues = Omit<typeof accountContacts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertLocation(db: Tx, values: LocationValues) {
  const [row] = await db.insert(accountLocations).values(values).returning({ id: accountLocations.id });
  return row.id;
}

export async function updateLocation(db: Tx, id: number, values: Partial<LocationValues>) {
  await db
    .update(accountLocations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountLocations.id, id));
}

export async function insertContact(db: Tx, values: ContactValues) {
  const [row] = await db.insert(accountContacts).values(values).returning({ id: accountContacts.id });
  return row.id;
}

export async function updateContact(db: Tx, id: number, values: Partial<ContactValues>) {
  await db
    .update(accountContacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountContacts.id, id));
}

export async function linkPairs(db: Tx, pairs: { locationId: number; contactId: number }[]) {
  if (pairs.length) await db.insert(accountLocationContacts).values(pairs).onConflictDoNothing();
}

export async function unlinkContactsFromLocation(db: Tx, locationId: number, contactIds: number[]) {
  if (!contactIds.length) return;
  await db
    .delete(accountLocationContacts)
    .where(
      and(eq(accountLocationContacts.locationId, locationId), inArray(accountLocationContacts.contactId, contactIds)),
    );
}

export async function unlinkLocationsFromContact(db: Tx, contactId: number, locationIds: number[]) {
  if (!locationIds.length) return;
  await db
    .delete(accountLocationContacts)
    .where(
      and(eq(accountLocationContacts.contactId, contactId), inArray(accountLocationContacts.locationId, locationIds)),
    );
}

/** Clears the contact as primary contact of locations (it was unlinked or disabled). */
export async function clearPrimaryContact(db: Tx, contactId: number, locationIds?: number[]) {
  const where = [eq(accountLocations.primaryContactId, contactId)];
  if (locationIds) {
    if (!locationIds.length) return;
    where.push(inArray(accountLocations.id, locationIds));
  }
  await db
    .update(accountLocations)
    .set({ primaryContactId: null, updatedAt: new Date() })
    .where(and(...where));
}
