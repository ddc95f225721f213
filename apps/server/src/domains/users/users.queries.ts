import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { offices, phoneTypes, roles, userEmails, userOffices, userPhones, users } from '../../db/schema/index.ts';

const byName = [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id)];

/** The user cards of the enabled or the disabled users, by last name; the primary (else first) e-mail and phone. */
export function listUserCards(db: Tx, enabled: boolean) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      positionTitle: users.positionTitle,
      roleName: roles.name,
      enabled: users.enabled,
      photoFileId: users.photoFileId,
      email: sql<string | null>`(SELECT e.email FROM ${userEmails} e WHERE e.user_id = ${users.id}
                                  ORDER BY e.is_primary DESC, e.id LIMIT 1)`,
      phoneNumber: sql<string | null>`(SELECT p.phone_number FROM ${userPhones} p WHERE p.user_id = ${users.id}
                                        ORDER BY p.is_primary DESC, p.id LIMIT 1)`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.enabled, enabled))
    .orderBy(...byName);
}

/** Enabled users by name, for pickers. */
export function listEnabledUserNames(db: Tx) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(...byName);
}

export async function findUserRow(db: Tx, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row;
}

/** The user row, locked until the transaction ends (serializes edits of one account). */
export async function lockUserRow(tx: Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Another user holding this username, in any case. */
export async function findUsernameOwner(db: Tx, username: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined),
    );
  return row?.id;
}

export async function roleExists(db: Tx, roleId: number) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  return row !== undefined;
}

/** How many of `ids` name existing offices. */
export async function countOffices(db: Tx, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, ids));
  return rows.length;
}

export async function countPhoneTypes(db: Tx, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: phoneTypes.id }).from(phoneTypes).where(inArray(phoneTypes.id, ids));
  return rows.length;
}

export interface UserValues {
  username: string;
  firstName: string;
  lastName: string;
  positionTitle: string;
  roleId: number;
}

export async function insertUser(
  tx: Tx,
  values: UserValues & { passwordHash: string; passwordChange: boolean; photoFileId: string | null },
) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function updateUser(tx: Tx, userId: number, values: UserValues & { photoFileId: string | null }) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setUserEnabled(tx: Tx, userId: number, enabled: boolean) {
  await tx.update(users).set({ enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The phones, e-mails and office ids of a user, in a stable order. */
export async function userLists(db: Tx, userId: number) {
  const [phones, emails, officeRows] = await Promise.all([
    db
      .select({
        phoneNumberId: userPhones.id,
        phoneNumber: userPhones.phoneNumber,
        typeId: userPhones.typeId,
        primary: userPhones.primary,
      })
      .from(userPhones)
      .where(eq(userPhones.userId, userId))
      .orderBy(asc(userPhones.id)),
    db
      .select({ emailId: userEmails.id, email: userEmails.email, primary: userEmails.primary })
      .from(userEmails)
      .where(eq(userEmails.userId, userId))
      .orderBy(asc(userEmails.id)),
    db
      .select({ officeId: userOffices.officeId })
      .from(userOffices)
      .where(eq(userOffices.userId, userId))
      .orderBy(asc(userOffices.officeId)),
  ]);
  return { phones, emails, officeIds: officeRows.map((o) => o.officeId) };
}

export interface PhoneRow {
  phoneNumberId?: number | null;
  phoneNumber: string;
  typeId: number | null;
  primary: boolean;
}
export interface EmailRow {
  emailId?: number | null;
  email: string;
  primary: boolean;
}

/**
 * Makes the user's phones exactly `rows`: a row whose id is one of the user's keeps that id and is
 * updated, any other row is added, and the user's rows not sent are removed.
 */
export async function replacePhones(tx: Tx, userId: number, rows: PhoneRow[]) {
  const own = new Set(
    (await tx.select({ id: userPhones.id }).from(userPhones).where(eq(userPhones.userId, userId))).map((r) => r.id),
  );
  const kept = rows.filter((r) => r.phoneNumberId && own.has(r.phoneNumberId)).map((r) => r.phoneNumberId as number);
  await tx
    .delete(userPhones)
    .where(and(eq(userPhones.userId, userId), kept.length ? notInArray(userPhones.id, kept) : undefined));
  for (const r of rows) {
    const values = { phoneNumber: r.phoneNumber, typeId: r.typeId, primary: r.primary };
    if (r.phoneNumberId && own.has(r.phoneNumberId)) {
      await tx.update(userPhones).set(values).where(eq(userPhones.id, r.phoneNumberId));
    } else {
      await tx.insert(userPhones).values({ userId, ...values });
    }
  }
}

export async function replaceEmails(tx: Tx, userId: number, rows: EmailRow[]) {
  const own = new Set(
    (await tx.select({ id: userEmails.id }).from(userEmails).where(eq(userEmails.userId, userId))).map((r) => r.id),
  );
  const kept = rows.filter((r) => r.emailId && own.has(r.emailId)).map((r) => r.emailId as number);
  await tx
    .delete(userEmails)
    .where(and(eq(userEmails.userId, userId), kept.length ? notInArray(userEmails.id, kept) : undefined));
  for (const r of rows) {
    const values = { email: r.email, primary: r.primary };
    if (r.emailId && own.has(r.emailId)) {
      await tx.update(userEmails).set(values).where(eq(userEmails.id, r.emailId));
    } else {
      await tx.insert(userEmails).values({ userId, ...values });
    }
  }
}

export async function replaceOffices(tx: Tx, userId: number, officeIds: number[]) {
  await tx.delete(userOffices).where(eq(userOffices.userId, userId));
  if (officeIds.length) await tx.insert(userOffices).values(officeIds.map((officeId) => ({ userId, officeId })));
}
