import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { opportunities } from './opportunities.ts';
import { jobClassifications, users } from './platform.ts';

// Jobs, their steps and notes (spec 2 §3).

/** Reference data: the steps of contract/job-steps.ts, kept in step with it at every start. */
export const jobSteps = pgTable('job_steps', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  stage: text('stage').notNull(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    jobName: text('job_name').notNull(),
    jobDescription: text('job_description').notNull().default(''),
    jobClassificationId: integer('job_classification_id').references(() => jobClassifications.id),
    jobNumber: text('job_number').notNull(),
    jobStepId: integer('job_step_id')
      .notNull()
      .default(1)
      .references(() => jobSteps.id),
    canceled: boolean('canceled').notNull().default(false),
    /** The job's site: one of the account's locations (existing or created as 'New Address'). */
    shippingLocationId: integer('shipping_location_id'),
    /** Who completed the current step, and when (the last step change). */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    /** The job this one was cloned from (JobClone/CloneJob). */
    clonedFromJobId: integer('cloned_from_job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** 'Last Updated' of the job lists: set by every change to the job. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_number_unique').on(t.jobNumber),
    index('jobs_opportunity').on(t.opportunityId),
    index('jobs_step').on(t.jobStepId, t.canceled),
    // Every job list is ordered newest update first.
    index('jobs_updated').on(t.updatedAt, t.id),
    // One step's list (JobStep=N), newest first.
    index('jobs_step_updated').on(t.jobStepId, t.updatedAt, t.id),
    index('jobs_name_trgm').using('gin', sql`lower(${t.jobName}) gin_trgm_ops`),
    // The header's search (domains/search) finds a job by part of its number.
    index('jobs_number_trgm').using('gin', sql`lower(${t.jobNumber}) gin_trgm_ops`),
    // The job lists sorted by name or number, a page at a time (keyset on the key and id).
    index('jobs_name_page').on(sql`lower(${t.jobName})`, t.id),
    index('jobs_number_page').on(sql`lower(${t.jobNumber})`, t.id),
  ],
);

/** New job numbers: 'FB-' and the next value (demo data below 2001 keeps its own numbers). */
export const jobNumberSeq = pgSequence('job_number_seq', { startWith: 2001 });

/** A job note; review feedback and sales-approval notes are notes too, under their step. */
export const jobNotes = pgTable(
  'job_notes',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The job's step when the note was written (the header it is grouped under). */
    stepId: integer('step_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_notes_job').on(t.jobId, t.createdAt)],
);
