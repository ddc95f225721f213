import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Approvals of a job (spec 2 §4).

/** One approval of a job: client, corporate, operations, sales or accounting (spec 2 §4). */
export const jobApprovals = pgTable(
  'job_approvals',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    kind: text('kind').notNull(),
    /** true approved, false rejected. */
    approval: boolean('approval').notNull(),
    /** Accounting only: skipped instead of approved. */
    skipped: boolean('skipped').notNull().default(false),
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    approvalDate: timestamp('approval_date', { withTimezone: true }).notNull().defaultNow(),
    /** Sales approval's note. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('job_approvals_job_kind').on(t.jobId, t.kind)],
);
