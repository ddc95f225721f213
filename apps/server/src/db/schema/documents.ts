import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { files, users } from './platform.ts';

// Documents and policies (spec 1).

/** Company documents and policies listed on the home page; the bytes are a stored file. */
export const documentsAndPolicies = pgTable('documents_and_policies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
