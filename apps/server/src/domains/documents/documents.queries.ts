import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentsAndPolicies, files } from '../../db/schema/index.ts';

/** Every document and policy with its file's name, by display name. */
export function listDocuments(db: Tx) {
  return db
    .select({ documentId: documentsAndPolicies.id, name: documentsAndPolicies.name, filename: files.originalName })
    .from(documentsAndPolicies)
    .innerJoin(files, eq(files.id, documentsAndPolicies.fileId))
    .orderBy(asc(sql`lower(${documentsAndPolicies.name})`), asc(documentsAndPolicies.id));
}

export async function findDocument(db: Tx, id: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ id: documentsAndPolicies.id, name: documentsAndPolicies.name, fileId: documentsAndPolicies.fileId })
    .from(documentsAndPolicies)
    .where(eq(documentsAndPolicies.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertDocument(db: Tx, values: { name: string; fileId: string; createdBy: number }) {
  const [row] = await db.insert(documentsAndPolicies).values(values).returning({ id: documentsAndPolicies.id });
  return row.id;
}

export async function deleteDocumentRow(db: Tx, id: number) {
  await db.delete(documentsAndPolicies).where(eq(documentsAndPolicies.id, id));
}
