import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Job reminders (spec 3 §2.13).

/** A job reminder for a user on a date (spec 3 §2.13). */
export const jobReminders = pgTable(
  'job_reminders',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    reminderText: text('reminder_text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_reminders_job').on(t.jobId, t.reminderDate), index('job_reminders_user').on(t.userId)],
);
