import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

/** A user's home-page widgets, in display order. widget_type 0 is a job list. */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetType: integer('widget_type').notNull(),
    widgetName: text('widget_name').notNull(),
    /** A job step id limiting a job list; null for every step. */
    stage: integer('stage'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('dashboard_widgets_user').on(t.userId, t.sortOrder)],
);

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
