import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** When its e-mail was queued (or skipped, the user having turned reminder e-mails off): once only. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('job_reminders_job').on(t.jobId, t.reminderDate), index('job_reminders_user').on(t.userId)],
);

/** The weekly list of meters due for calibration, one row per user and week it was e-mailed: once only. */
export const calibrationDigests = pgTable(
  'calibration_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week. */
    week: date('week', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
