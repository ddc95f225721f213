import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobNotes, jobSteps, users } from '../../db/schema/index.ts';

const noteColumns = {
  jobNoteId: jobNotes.id,
  jobId: jobNotes.jobId,
  title: jobNotes.title,
  description: jobNotes.description,
  userId: jobNotes.userId,
  noteUser: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
  date: jobNotes.createdAt,
  stepName: jobSteps.name,
};

/** A job's notes, newest first, with the name of the step each was written at. */
export const selectNotes = (db: Tx, jobId: number) =>
  db
    .select(noteColumns)
    .from(jobNotes)
    .innerJoin(jobSteps, eq(jobSteps.id, jobNotes.stepId))
    .leftJoin(users, eq(users.id, jobNotes.userId))
    .where(eq(jobNotes.jobId, jobId))
    .orderBy(desc(jobNotes.createdAt), desc(jobNotes.id));

export async function findNote(db: Tx, noteId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(jobNotes)
    .innerJoin(jobSteps, eq(jobSteps.id, jobNotes.stepId))
    .leftJoin(users, eq(users.id, jobNotes.userId))
    .where(eq(jobNotes.id, noteId));
  return row;
}

export async function insertNote(
  tx: Tx,
  v: { jobId: number; stepId: number; userId: number; title: string; description: string },
) {
  const [row] = await tx.insert(jobNotes).values(v).returning({ id: jobNotes.id });
  return row.id;
}

export const updateNote = (tx: Tx, noteId: number, v: { title: string; description: string }) =>
  tx
    .update(jobNotes)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(jobNotes.id, noteId));
