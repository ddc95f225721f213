import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './platform.ts';

// Announcements on the home page (spec 1).

/** Announcements shown on the home page while today lies between start and end date (both included). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    // Calendar dates without a time zone, read and written as 'YYYY-MM-DD'.
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('announcements_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('announcements_dates').on(t.startDate, t.endDate),
  ],
);
