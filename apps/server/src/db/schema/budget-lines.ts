import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Budget line definitions and hour prices (spec 1).

export const budgetCategories = pgTable('budget_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * Budget line definitions. Deleting one only stamps deleted_at: job budgets of document 3 keep
 * pointing at the lines they were built with.
 */
export const budgetCostLines = pgTable(
  'budget_cost_lines',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => budgetCategories.id),
    labor: boolean('labor').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('budget_cost_lines_number', sql`${t.number} ~ '^[0-9]{1,5}$'`)],
);

export const budgetRevenueLines = pgTable(
  'budget_revenue_lines',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('budget_revenue_lines_number', sql`${t.number} ~ '^[0-9]{1,5}$'`)],
);

export const budgetHourPrices = pgTable(
  'budget_hour_prices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('budget_hour_prices_price', sql`${t.price} >= 0`)],
);
