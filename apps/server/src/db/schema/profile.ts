import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { files, users } from './platform.ts';

// A user's personal documents (spec 1).

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
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_user').on(t.userId)],
);
