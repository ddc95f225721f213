import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { yards } from './inventory.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

/**
 * One completed inventory upload (spec 4 §7 UploadInventoryExcel): who sent which file when, from
 * which yard to which job, and how many rows and items it listed. Its movements in stock_movements
 * carry reason 'upload' and reference ('upload', id).
 */
export const inventoryUploads = pgTable(
  'inventory_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    yardId: integer('yard_id')
      .notNull()
      .references(() => yards.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    rowCount: integer('row_count').notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_uploads_created').on(t.createdAt, t.id),
    index('inventory_uploads_job').on(t.jobId),
    index('inventory_uploads_yard').on(t.yardId),
    check(
      'inventory_uploads_counts',
      sql`${t.rowCount} > 0 and ${t.itemCount} > 0 and ${t.itemCount} <= ${t.rowCount}`,
    ),
  ],
);
