import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files, users } from './platform.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('announcements_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('announcements_dates').on(t.startDate, t.endDate),
  ],
);

/** Company documents and policies listed on the home page; the bytes are a stored file. */
export const documentsAndPolicies = pgTable('documents_and_policies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's personal documents (profile screen). */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_user').on(t.userId)],
);
