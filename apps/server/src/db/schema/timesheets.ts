import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountLocations, accounts } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Employees and their daily timesheets (spec 3 §2.15, §2.16, §3).

/** Field staff whose time is kept; not users of Fieldbook. The PIN is kept only as an argon2id hash. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    pinHash: text('pin_hash').notNull(),
    /** Wrong PINs in a row, and until when verification is locked after too many. */
    pinFailures: smallint('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /** Deleted employees leave the lists; their timesheets stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('employees_name').on(t.lastName, t.firstName).where(sql`${t.deletedAt} is null`),
    // The header's search (domains/search): part of the full name.
    index('employees_name_trgm').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** One employee's day. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The signed-in user on whose screen the employee entered the PIN. */
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('timesheets_employee_day').on(t.employeeId, t.workDate), index('timesheets_day').on(t.workDate)],
);

export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    accountLocationId: integer('account_location_id')
      .notNull()
      .references(() => accountLocations.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** contract/timesheets.ts `timesheetActivities`. */
    activityId: smallint('activity_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 when created, one more at every save: a save sent with an older baseVersion is refused (409). */
    version: integer('version').notNull().default(1),
    /** Who saved it last (the editor a stale save's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('timesheet_entries_sheet').on(t.timesheetId, t.startTime), index('timesheet_entries_job').on(t.jobId)],
);
