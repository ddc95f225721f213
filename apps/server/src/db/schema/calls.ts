import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { offices, users } from './platform.ts';

// Incoming phone calls (spec 2 §3, spec 3 §5).

/** An incoming phone call (spec 2 §3, spec 3 §5 'Call intake'); active while open. */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    callTime: timestamp('call_time', { withTimezone: true }).notNull(),
    officeLocationId: integer('office_location_id').references(() => offices.id),
    accountId: integer('account_id').references(() => accounts.id),
    callerName: text('caller_name').notNull(),
    companyName: text('company_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    jobLocation: text('job_location').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calls_active_time').on(t.active, t.callTime),
    // The call list sorted by company or caller, a page at a time (keyset on the key and id).
    index('calls_company_page').on(t.active, sql`lower(${t.companyName})`, t.id),
    index('calls_caller_page').on(t.active, sql`lower(${t.callerName})`, t.id),
    // The header's search (domains/search): part of the caller's or the company's name.
    index('calls_names_trgm').using('gin', sql`lower(${t.callerName} || ' ' || ${t.companyName}) gin_trgm_ops`),
  ],
);
