import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobReminders, users } from '../../db/schema/index.ts';

const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The active users, by last and first name. */
export const selectActiveUsers = (db: Tx) =>
  db
    .select({ userId: users.id, name: userName })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id));

export async function findActiveUser(db: Tx, userId: number) {
  const [row] = await db
    .select({ userId: users.id, name: userName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  return row;
}

/** A job's reminders, soonest first (then in the order they were added). */
export const selectJobReminders = (db: Tx, jobId: number) =>
  db
    .select({
      jobReminderId: jobReminders.id,
      reminderDate: jobReminders.reminderDate,
      reminderText: jobReminders.reminderText,
      userId: jobReminders.userId,
      name: userName,
      createdBy: jobReminders.createdBy,
      jobId: jobReminders.jobId,
    })
    .from(jobReminders)
    .innerJoin(users, eq(users.id, jobReminders.userId))
    .where(eq(jobReminders.jobId, jobId))
    .orderBy(asc(jobReminders.reminderDate), asc(jobReminders.id));

export async function insertReminder(db: Tx, values: typeof jobReminders.$inferInsert) {
  const [row] = await db.insert(jobReminders).values(values).returning({ id: jobReminders.id });
  return row.id;
}

export async function lockReminder(db: Tx, id: number) {
  const [row] = await db.select().from(jobReminders).where(eq(jobReminders.id, id)).for('update');
  return row;
}

export async function deleteReminder(db: Tx, id: number) {
  await db.delete(jobReminders).where(eq(jobReminders.id, id));
}
