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
import { users } from './platform.ts';

// Inventory (document 4 §3): serialized assets and meter types so far. Yards, catalogues, stock and
// tickets join this file as the inventory area grows.

/** A kind of meter (Class 1 sound level meter…) and how many days a calibration of one holds. */
export const meterTypes = pgTable(
  'meter_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    calibrationIntervalDays: integer('calibration_interval_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meter_types_name').on(sql`lower(${t.name})`),
    check('meter_types_interval', sql`${t.calibrationIntervalDays} between 1 and 3650`),
  ],
);

/**
 * A serialized item (spec 4 §3 "Asset"): asset type 0 is a meter, which has a meter type. A serial
 * number is unique within its asset type.
 */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    licenses: text('licenses').notNull().default(''),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    lastCalibratedDate: date('last_calibrated_date', { mode: 'string' }),
    purchasePrice: numeric('purchase_price', { precision: 12, scale: 2 }),
    /** 0 = meter (spec 4 §9). */
    assetType: integer('asset_type').notNull().default(0),
    meterTypeId: integer('meter_type_id').references(() => meterTypes.id),
    /** The yard the asset belongs to: a plain id until the yards table exists (document 4 adds it with its key). */
    yardId: integer('yard_id'),
    status: text('status').notNull().default('Available'),
    decommissioned: boolean('decommissioned').notNull().default(false),
    onRepair: boolean('on_repair').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assets_type_serial').on(t.assetType, t.serialNumber),
    index('assets_meter_type').on(t.meterTypeId),
    check('assets_purchase_price', sql`${t.purchasePrice} is null or ${t.purchasePrice} >= 0`),
  ],
);

/** An asset's status history (status, location, date, note), newest last. */
export const assetStatuses = pgTable(
  'asset_statuses',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    location: text('location').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    statusNote: text('status_note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('asset_statuses_asset').on(t.assetId, t.date)],
);
