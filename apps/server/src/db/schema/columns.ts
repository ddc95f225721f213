import { timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share, declared once so they stay alike (ARCHITECTURE.md, Data rules: UTC,
// timestamptz). Each call makes a new column: a column belongs to one table.

/** When the row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: set by the database on insert, by the writer on each update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
