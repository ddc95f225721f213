import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { assets } from './inventory.ts';
import { users } from './platform.ts';

// Pick tickets (transfer requests), their lines and assets, and their shipments with the bill of
// lading of each (document 4 "Transfers, tickets, bills of lading"; docs/decisions/inventory.md "Inventory:
// pick tickets"). Amounts never sit here: the ticket counts what was asked, shipped and checked in, and
// the stock ledger (stock_movements with reference_kind 'transfer') holds every unit that moved.

/**
 * A pick ticket from an origin to a different destination: (kind, id) pairs, 'yard' → yards.id,
 * 'job' → jobs.id. Closed (completed) once nothing is left to ship or check in; cancelled only while
 * nothing has shipped.
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: serial('id').primaryKey(),
    fromKind: text('from_kind').notNull(),
    fromId: integer('from_id').notNull(),
    toKind: text('to_kind').notNull(),
    toId: integer('to_id').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_requests_from').on(t.fromKind, t.fromId, t.completed),
    index('transfer_requests_to').on(t.toKind, t.toId, t.completed),
    index('transfer_requests_created').on(t.createdAt, t.id),
    check('transfer_requests_kinds', sql`${t.fromKind} in ('yard', 'job') and ${t.toKind} in ('yard', 'job')`),
    check('transfer_requests_ends', sql`not (${t.fromKind} = ${t.toKind} and ${t.fromId} = ${t.toId})`),
    check('transfer_requests_state', sql`not (${t.completed} and ${t.cancelled})`),
  ],
);

/**
 * A line of a ticket: good `amount` and `damaged` units asked for (damaged only on a return), and
 * what has shipped and been checked in so far. Left to ship = amount − shipped; in transit =
 * shipped − checked in. The shipping details prefill the next bill of lading.
 */
export const transferItems = pgTable(
  'transfer_items',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transferRequests.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    amount: integer('amount').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    shipped: integer('shipped').notNull().default(0),
    shippedDamaged: integer('shipped_damaged').notNull().default(0),
    checkedIn: integer('checked_in').notNull().default(0),
    checkedInDamaged: integer('checked_in_damaged').notNull().default(0),
    weight: integer('weight'),
    hazardous: boolean('hazardous').notNull().default(false),
    code: text('code').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 2 }),
    charges: numeric('charges', { precision: 12, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_items_line').on(t.transferId, t.itemKind, t.itemId),
    index('transfer_items_item').on(t.itemKind, t.itemId),
    check('transfer_items_kind', sql`${t.itemKind} in ('jobReady', 'bulk')`),
    check(
      'transfer_items_amounts',
      sql`${t.amount} >= 0 and ${t.damaged} >= 0 and ${t.shipped} between 0 and ${t.amount} and ${t.shippedDamaged} between 0 and ${t.damaged} and ${t.checkedIn} between 0 and ${t.shipped} and ${t.checkedInDamaged} between 0 and ${t.shippedDamaged}`,
    ),
    check('transfer_items_weight', sql`${t.weight} is null or ${t.weight} >= 0`),
    check('transfer_items_money', sql`coalesce(${t.rate}, 0) >= 0 and coalesce(${t.charges}, 0) >= 0`),
  ],
);

const blankText = (name: string) => text(name).notNull().default('');

/**
 * A block of a bill of lading's texts, each blank until filled: `prefix` with each field, so
 * ('carrier', ['name']) is carrierName in the column carrier_name.
 */
function blankTexts<P extends string, F extends string>(prefix: P, fields: readonly F[]) {
  return Object.fromEntries(
    fields.map((f) => [prefix + f[0].toUpperCase() + f.slice(1), blankText(`${prefix}_${f}`)]),
  ) as {
    [K in F as `${P}${Capitalize<K>}`]: ReturnType<typeof blankText>;
  };
}

/** A party's postal address (the carrier, the COD payee) and a site's (the origin, the destination). */
const POSTAL = ['name', 'address', 'city', 'state', 'zip'] as const;
const SITE = ['name', 'address1', 'address2', 'address3', 'contact'] as const;

/**
 * A shipment of a ticket and its bill of lading (one each): the carrier, driver, shipper and
 * consignee, COD block and totals. Editable after the ticket closes.
 */
export const transferShipments = pgTable(
  'transfer_shipments',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transferRequests.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    ...blankTexts('carrier', POSTAL),
    ...blankTexts('driver', ['name', 'phone']),
    ...blankTexts('origin', SITE),
    ...blankTexts('destination', SITE),
    ...blankTexts('cod', POSTAL),
    codAmount: numeric('cod_amount', { precision: 12, scale: 2 }),
    codFeePrepaid: boolean('cod_fee_prepaid').notNull().default(false),
    codFeeCollect: boolean('cod_fee_collect').notNull().default(false),
    codTotalCharges: numeric('cod_total_charges', { precision: 12, scale: 2 }),
    totalShipmentValue: numeric('total_shipment_value', { precision: 12, scale: 2 }),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_shipments_transfer').on(t.transferId),
    index('transfer_shipments_created').on(t.createdAt, t.id),
    check(
      'transfer_shipments_money',
      sql`coalesce(${t.codAmount}, 0) >= 0 and coalesce(${t.codTotalCharges}, 0) >= 0 and coalesce(${t.totalShipmentValue}, 0) >= 0`,
    ),
  ],
);

/** A line of a shipment (and of its bill of lading): what of a ticket line went on this truck. */
export const transferShipmentItems = pgTable(
  'transfer_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => transferShipments.id, { onDelete: 'cascade' }),
    transferItemId: integer('transfer_item_id')
      .notNull()
      .references(() => transferItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    description: text('description').notNull().default(''),
    weight: integer('weight'),
    hazardous: boolean('hazardous').notNull().default(false),
    code: text('code').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 2 }),
    charges: numeric('charges', { precision: 12, scale: 2 }),
  },
  (t) => [
    uniqueIndex('transfer_shipment_items_line').on(t.shipmentId, t.transferItemId),
    index('transfer_shipment_items_item').on(t.transferItemId),
    check(
      'transfer_shipment_items_amounts',
      sql`${t.quantity} >= 0 and ${t.damaged} >= 0 and ${t.quantity} + ${t.damaged} > 0`,
    ),
    check('transfer_shipment_items_weight', sql`${t.weight} is null or ${t.weight} >= 0`),
    check('transfer_shipment_items_money', sql`coalesce(${t.rate}, 0) >= 0 and coalesce(${t.charges}, 0) >= 0`),
  ],
);

/** An asset on a ticket: once per ticket; shipped on one shipment, then checked in. */
export const transferAssets = pgTable(
  'transfer_assets',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transferRequests.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    shipmentId: integer('shipment_id').references(() => transferShipments.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_assets_line').on(t.transferId, t.assetId),
    index('transfer_assets_asset').on(t.assetId),
    index('transfer_assets_shipment').on(t.shipmentId),
    check('transfer_assets_order', sql`${t.checkedInAt} is null or ${t.shippedAt} is not null`),
  ],
);
