import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { bulkItems, jobReadyItems, yards } from './inventory.ts';
import { users } from './platform.ts';

// Shop conversions and shop tickets (spec 4 §3 "Shop conversion", "Shop ticket"). The stock a ticket
// changes is written by the stock ledger (stock_movements referencing 'shopTicket'); these tables hold
// what the ticket asks for and how much of it is done.

/** A job-ready item's recipe: which bulk components make one unit. */
export const shopConversions = pgTable(
  'shop_conversions',
  {
    id: serial('id').primaryKey(),
    jobReadyItemId: integer('job_ready_item_id')
      .notNull()
      .references(() => jobReadyItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_conversions_item').on(t.jobReadyItemId)],
);

export const shopConversionComponents = pgTable(
  'shop_conversion_components',
  {
    id: serial('id').primaryKey(),
    conversionId: integer('conversion_id')
      .notNull()
      .references(() => shopConversions.id, { onDelete: 'cascade' }),
    bulkItemId: integer('bulk_item_id')
      .notNull()
      .references(() => bulkItems.id),
    /** Components per unit. */
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('shop_conversion_components_key').on(t.conversionId, t.bulkItemId),
    index('shop_conversion_components_bulk').on(t.bulkItemId),
    check('shop_conversion_components_amount', sql`${t.amount} >= 1`),
  ],
);

/** A shop ticket: shop action 1 builds (and repairs damaged units), 2 dismantles. */
export const shopTickets = pgTable(
  'shop_tickets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    yardId: integer('yard_id')
      .notNull()
      .references(() => yards.id),
    shopActionId: integer('shop_action_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_tickets_yard').on(t.yardId, t.completed, t.createdAt),
    check('shop_tickets_action', sql`${t.shopActionId} in (1, 2)`),
    check('shop_tickets_closed', sql`${t.completed} = (${t.closedAt} is not null)`),
  ],
);

/** One job-ready item of a ticket: units to build or dismantle, damaged units to repair (builds). */
export const shopTicketItems = pgTable(
  'shop_ticket_items',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => shopTickets.id, { onDelete: 'cascade' }),
    jobReadyItemId: integer('job_ready_item_id')
      .notNull()
      .references(() => jobReadyItems.id),
    amount: integer('amount').notNull().default(0),
    amountCompleted: integer('amount_completed').notNull().default(0),
    damagedAmount: integer('damaged_amount').notNull().default(0),
    damagedCompleted: integer('damaged_completed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shop_ticket_items_key').on(t.ticketId, t.jobReadyItemId),
    index('shop_ticket_items_item').on(t.jobReadyItemId),
    check('shop_ticket_items_amount', sql`${t.amountCompleted} >= 0 and ${t.amountCompleted} <= ${t.amount}`),
    check('shop_ticket_items_damaged', sql`${t.damagedCompleted} >= 0 and ${t.damagedCompleted} <= ${t.damagedAmount}`),
    check('shop_ticket_items_some', sql`${t.amount} + ${t.damagedAmount} > 0`),
  ],
);

/** The bulk components of a ticket line, copied from the conversion when the ticket was created. */
export const shopTicketComponents = pgTable(
  'shop_ticket_components',
  {
    id: serial('id').primaryKey(),
    ticketItemId: integer('ticket_item_id')
      .notNull()
      .references(() => shopTicketItems.id, { onDelete: 'cascade' }),
    bulkItemId: integer('bulk_item_id')
      .notNull()
      .references(() => bulkItems.id),
    perUnit: integer('per_unit').notNull(),
    /** perUnit × the line's amount. */
    amount: integer('amount').notNull(),
    amountRetired: integer('amount_retired').notNull().default(0),
    amountTransfered: integer('amount_transfered').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shop_ticket_components_key').on(t.ticketItemId, t.bulkItemId),
    index('shop_ticket_components_bulk').on(t.bulkItemId),
    check('shop_ticket_components_per_unit', sql`${t.perUnit} >= 1`),
    check(
      'shop_ticket_components_done',
      sql`${t.amountRetired} >= 0 and ${t.amountTransfered} >= 0 and ${t.amountRetired} + ${t.amountTransfered} <= ${t.amount}`,
    ),
  ],
);
