import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { budgetCostLines, budgetHourPrices, budgetRevenueLines } from './budget-lines.ts';
import { updatedAt } from './columns.ts';
import { scopeBuilderNodes, scopeItems } from './hand-off.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Job budgets (spec 3 §3, §4) and budget templates (§2.5).

/** A job's budget: its state and the version every save bumps (two people, one budget). */
export const budgets = pgTable('budgets', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id),
  version: integer('version').notNull().default(0),
  /** The last save was Submit Budget (true) or Save Budget (false). */
  submitted: boolean('submitted').notNull().default(false),
  /** The client's id of the last save, so a retried request is answered again instead of repeated. */
  lastSaveId: uuid('last_save_id'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** One scope item's part of the budget: present once the item was saved (even without lines). */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    scopeItemId: integer('scope_item_id')
      .notNull()
      .references(() => scopeItems.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('budget_items_scope_item').on(t.budgetId, t.scopeItemId)],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');
const item = () =>
  integer('budget_item_id')
    .notNull()
    .references(() => budgetItems.id, { onDelete: 'cascade' });

export const budgetRevenues = pgTable(
  'budget_revenues',
  {
    id: serial('id').primaryKey(),
    budgetItemId: item(),
    budgetRevenueLineId: integer('budget_revenue_line_id')
      .notNull()
      .references(() => budgetRevenueLines.id),
    revenue: money('revenue'),
    revenueText: text('revenue_text').notNull().default(''),
    revAltInput: boolean('rev_alt_input').notNull().default(false),
    revenuePer: money('revenue_per'),
    budgetCalculation: integer('budget_calculation').notNull().default(1),
    budgetTime: integer('budget_time').notNull().default(1),
    minCycles: integer('min_cycles').notNull().default(1),
    quantity: money('quantity'),
    notes: text('notes').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('budget_revenues_item').on(t.budgetItemId),
    check('budget_revenues_amounts', sql`${t.revenue} >= 0 and ${t.revenuePer} >= 0 and ${t.quantity} >= 0`),
  ],
);

export const budgetCosts = pgTable(
  'budget_costs',
  {
    id: serial('id').primaryKey(),
    budgetItemId: item(),
    budgetCostLineId: integer('budget_cost_line_id')
      .notNull()
      .references(() => budgetCostLines.id),
    cost: money('cost'),
    notes: text('notes').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('budget_costs_item').on(t.budgetItemId), check('budget_costs_cost', sql`${t.cost} >= 0`)],
);

/** Labor hours of a cost line, priced from an hour price (name and price kept as they were). */
export const budgetCostHours = pgTable(
  'budget_cost_hours',
  {
    id: serial('id').primaryKey(),
    budgetCostId: integer('budget_cost_id')
      .notNull()
      .references(() => budgetCosts.id, { onDelete: 'cascade' }),
    budgetHourPriceId: integer('budget_hour_price_id')
      .notNull()
      .references(() => budgetHourPrices.id),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    hours: numeric('hours', { precision: 12, scale: 5 }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('budget_cost_hours_cost').on(t.budgetCostId), check('budget_cost_hours_hours', sql`${t.hours} >= 0`)],
);

export const budgetTaxes = pgTable(
  'budget_taxes',
  {
    id: serial('id').primaryKey(),
    budgetItemId: item(),
    cost: money('cost'),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('budget_taxes_item').on(t.budgetItemId)],
);

export const budgetAdditionalLines = pgTable(
  'budget_additional_lines',
  {
    id: serial('id').primaryKey(),
    budgetItemId: item(),
    additionalText: text('additional_text').notNull().default(''),
    optionalCost: money('optional_cost'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('budget_additional_lines_item').on(t.budgetItemId)],
);

/** A budget template: the lines a scope leaf's budget item starts with, in order. */
export const budgetTemplateLines = pgTable(
  'budget_template_lines',
  {
    id: serial('id').primaryKey(),
    scopeBuilderId: integer('scope_builder_id')
      .notNull()
      .references(() => scopeBuilderNodes.id),
    budgetCostLineId: integer('budget_cost_line_id').references(() => budgetCostLines.id),
    budgetRevenueLineId: integer('budget_revenue_line_id').references(() => budgetRevenueLines.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('budget_template_lines_leaf').on(t.scopeBuilderId, t.sortOrder),
    unique('budget_template_lines_cost').on(t.scopeBuilderId, t.budgetCostLineId),
    unique('budget_template_lines_revenue').on(t.scopeBuilderId, t.budgetRevenueLineId),
    check('budget_template_lines_one_kind', sql`(${t.budgetCostLineId} is null) <> (${t.budgetRevenueLineId} is null)`),
  ],
);
