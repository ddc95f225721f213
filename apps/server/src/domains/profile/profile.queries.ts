import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files, phoneTypes, userDocuments, userEmails, userPhones, users } from '../../db/schema/index.ts';
import type { ContactKind } from './profile.policy.ts';

export function listPhoneTypes(db: Tx) {
  return db.select({ typeId: phoneTypes.id, typeName: phoneTypes.name }).from(phoneTypes).orderBy(asc(phoneTypes.id));
}

export async function phoneTypeExists(db: Tx, typeId: number): Promise<boolean> {
  const [row] = await db.select({ id: phoneTypes.id }).from(phoneTypes).where(eq(phoneTypes.id, typeId));
  return Boolean(row);
}

/** The user row, locked until the transaction ends: one user's contact edits run one after another. */
export async function lockUser(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id, signatureFileId: users.signatureFileId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function userExists(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

// ——— phones and e-mails ———

export function listPhones(db: Tx, userId: number) {
  return db
    .select({
      phoneNumberId: userPhones.id,
      phoneNumber: userPhones.phoneNumber,
      primary: userPhones.primary,
      typeId: userPhones.typeId,
      typeName: phoneTypes.name,
    })
    .from(userPhones)
    .leftJoin(phoneTypes, eq(phoneTypes.id, userPhones.typeId))
    .where(eq(userPhones.userId, userId))
    .orderBy(asc(userPhones.id));
}

export function listEmails(db: Tx, userId: number) {
  return db
    .select({ emailId: userEmails.id, email: userEmails.email, primary: userEmails.primary })
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(asc(userEmails.id));
}

export async function findPhone(db: Tx, userId: number, phoneNumberId: number) {
  const [row] = await db
    .select()
    .from(userPhones)
    .where(and(eq(userPhones.id, phoneNumberId), eq(userPhones.userId, userId)));
  return row;
}

export async function findEmail(db: Tx, userId: number, emailId: number) {
  const [row] = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.id, emailId), eq(userEmails.userId, userId)));
  return row;
}

interface PhoneValues {
  phoneNumber: string;
  primary: boolean;
  typeId: number | null;
}

export async function insertPhone(tx: Tx, userId: number, v: PhoneValues): Promise<number> {
  const [row] = await tx
    .insert(userPhones)
    .values({ userId, ...v })
    .returning({ id: userPhones.id });
  return row.id;
}

export async function updatePhone(tx: Tx, phoneNumberId: number, v: PhoneValues): Promise<void> {
  await tx.update(userPhones).set(v).where(eq(userPhones.id, phoneNumberId));
}

interface EmailValues {
  email: string;
  primary: boolean;
}

export async function insertEmail(tx: Tx, userId: number, v: EmailValues): Promise<number> {
  const [row] = await tx
    .insert(userEmails)
    .values({ userId, ...v })
    .returning({ id: userEmails.id });
  return row.id;
}

export async function updateEmail(tx: Tx, emailId: number, v: EmailValues): Promise<void> {
  await tx.update(userEmails).set(v).where(eq(userEmails.id, emailId));
}

/** Every phone and e-mail of the user with its primary flag, each list in the order added. */
export async function contactEntries(db: Tx, userId: number) {
  const emails = await db
    .select({ id: userEmails.id, primary: userEmails.primary })
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(asc(userEmails.id));
  const phones = await db
    .select({ id: userPhones.id, primary: userPhones.primary })
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(asc(userPhones.id));
  return [
    ...emails.map((e) => ({ kind: 'email' as const, ...e })),
    ...phones.map((p) => ({ kind: 'phone' as const, ...p })),
  ];
}

/** Makes one entry the user's only primary phone or e-mail (every other flag is cleared). */
export async function setSolePrimary(tx: Tx, userId: number, kind: ContactKind, id: number): Promise<void> {
  await tx
    .update(userEmails)
    .set({ primary: kind === 'email' ? eq(userEmails.id, id) : false })
    .where(
      and(
        eq(userEmails.userId, userId),
        kind === 'email' ? or(eq(userEmails.primary, true), eq(userEmails.id, id)) : eq(userEmails.primary, true),
      ),
    );
  await tx
    .update(userPhones)
    .set({ primary: kind === 'phone' ? eq(userPhones.id, id) : false })
    .where(
      and(
        eq(userPhones.userId, userId),
        kind === 'phone' ? or(eq(userPhones.primary, true), eq(userPhones.id, id)) : eq(userPhones.primary, true),
      ),
    );
}

// ——— signature ———

export async function signatureFileOf(db: Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, signatureFileId: users.signatureFileId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setSignatureFile(tx: Tx, userId: number, fileId: string): Promise<void> {
  await tx.update(users).set({ signatureFileId: fileId, updatedAt: new Date() }).where(eq(users.id, userId));
}

// ——— personal documents ———

const documentColumns = {
  userDocumentId: userDocuments.id,
  name: userDocuments.name,
  filename: files.originalName,
};

export function listUserDocuments(db: Tx, userId: number) {
  return db
    .select(documentColumns)
    .from(userDocuments)
    .innerJoin(files, eq(files.id, userDocuments.fileId))
    .where(eq(userDocuments.userId, userId))
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
}

/** One document of the user (none when it is someone else's). */
export async function findUserDocument(db: Tx, userId: number, documentId: number) {
  const [row] = await db
    .select({ ...documentColumns, fileId: userDocuments.fileId })
    .from(userDocuments)
    .innerJoin(files, eq(files.id, userDocuments.fileId))
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.userId, userId)));
  return row;
}

/** The bytes a user's personal documents take up together. */
export async function userDocumentsSize(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(userDocuments)
    .innerJoin(files, eq(files.id, userDocuments.fileId))
    .where(eq(userDocuments.userId, userId));
  return Number(row.bytes);
}

export async function insertUserDocument(tx: Tx, userId: number, name: string, fileId: string): Promise<number> {
  const [row] = await tx.insert(userDocuments).values({ userId, name, fileId }).returning({ id: userDocuments.id });
  return row.id;
}

/** Deletes one document of the user; answers its name and file, or nothing when it is not theirs. */
export async function deleteUserDocumentRow(tx: Tx, userId: number, documentId: number) {
  const [row] = await tx
    .delete(userDocuments)
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.userId, userId)))
    .returning({ name: userDocuments.name, fileId: userDocuments.fileId });
  return row;
}
