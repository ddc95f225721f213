import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobClassifications, offices } from './platform.ts';

/**
 * The core of document 2 (accounts, opportunities, jobs) that the home dashboard already reads.
 * The accounts-and-jobs issue extends these tables; it does not replace them.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number'),
    enabled: boolean('enabled').notNull().default(true),
    parentAccountId: integer('parent_account_id'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_name').on(sql`lower(${t.accountName})`)],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    opportunityName: text('opportunity_name').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    description: text('description').notNull().default(''),
    closed: boolean('closed').notNull().default(false),
    isDrilling: boolean('is_drilling').notNull().default(false),
    officeId: integer('office_id').references(() => offices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opportunities_account').on(t.accountId)],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Last Updated' of the job lists: set by every change to the job. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_number_unique').on(t.jobNumber),
    index('jobs_opportunity').on(t.opportunityId),
    index('jobs_step').on(t.jobStepId, t.canceled),
  ],
);
