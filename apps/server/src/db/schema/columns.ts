import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share, declared once so they stay alike (ARCHITECTURE.md, Data rules: UTC,
// timestamptz). Each call makes a new column: a column belongs to one table.

/** When the row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: set by the database on insert, by the writer on each update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's owner (a ticket's line, a JSA's row): required, and the row goes when its owner is deleted. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

const rowId = () => serial('id').primaryKey();

/**
 * The leading columns of a row owned by another (a JSA's emergency, a ticket's roustabout): its own
 * id, then the owner's under `key` (the column `name`), as ownerId makes it. Spread first in the
 * table's columns.
 */
export const ownedRow = <K extends string>(key: K, name: string, owner: () => AnyPgColumn) =>
  ({ id: rowId(), [key]: ownerId(name, owner) }) as { id: ReturnType<typeof rowId> } & Record<
    K,
    ReturnType<typeof ownerId>
  >;
