import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { files, offices, users } from './platform.ts';

// Inventory (document 4 §3): meter types, serialized assets with their failures, yards, catalogues,
// and the stock ledger (stock_balances, changed only with a stock_movements row in the same
// transaction, by domains/inventory/stock-ledger.ts). Tickets join this file as the area grows.

/** A storage yard of an office (spec 4 §3 "Yard"). */
export const yards = pgTable(
  'yards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officeLocationId: integer('office_location_id')
      .notNull()
      .references(() => offices.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('yards_name').on(sql`lower(${t.name})`), index('yards_office').on(t.officeLocationId)],
);

export const inventoryCategories = pgTable(
  'inventory_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('inventory_categories_name').on(sql`lower(${t.name})`)],
);

/** A counted catalogue: items by a name unique whatever its case, each in a category. */
const countedCatalogue = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      categoryId: integer('category_id')
        .notNull()
        .references(() => inventoryCategories.id),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      uniqueIndex(`${name}_name`).on(sql`lower(${t.name})`),
      index(`${name}_category`).on(t.categoryId),
      // The header's search (domains/search): part of the name.
      index(`${name}_name_trgm`).using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    ],
  );

/** A counted, assembled item ready to deploy (a 20' panel section), with a damaged count in yards. */
export const jobReadyItems = countedCatalogue('job_ready_items');

/** A counted bulk item (bolts, brackets, blanket rolls): shop conversions build job-ready items from them. */
export const bulkItems = countedCatalogue('bulk_items');

/**
 * What one location holds of one item: `amount` good and `damaged` damaged units. Written only by the
 * stock ledger, with a movement row in the same transaction. Locations and items are (kind, id) pairs:
 * 'yard' → yards.id, 'job' → jobs.id; 'jobReady' → job_ready_items.id, 'bulk' → bulk_items.id.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: serial('id').primaryKey(),
    locationKind: text('location_kind').notNull(),
    locationId: integer('location_id').notNull(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    amount: integer('amount').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_balances_key').on(t.locationKind, t.locationId, t.itemKind, t.itemId),
    index('stock_balances_item').on(t.itemKind, t.itemId),
    check('stock_balances_amount', sql`${t.amount} >= 0`),
    check('stock_balances_damaged', sql`${t.damaged} >= 0`),
    check('stock_balances_location_kind', sql`${t.locationKind} in ('yard', 'job', 'transit')`),
    check('stock_balances_item_kind', sql`${t.itemKind} in ('jobReady', 'bulk')`),
  ],
);

/**
 * One movement of stock: `amount` good and `damaged` damaged units of an item from a location to a
 * location. A null side is outside the inventory (an adjustment, receipt or retirement). With
 * `damagedFromGood` the damaged units left the origin as good ones (found damaged on a return).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    fromKind: text('from_kind'),
    fromId: integer('from_id'),
    toKind: text('to_kind'),
    toId: integer('to_id'),
    amount: integer('amount').notNull().default(0),
    damaged: integer('damaged').notNull().default(0),
    damagedFromGood: boolean('damaged_from_good').notNull().default(false),
    reason: text('reason').notNull(),
    referenceKind: text('reference_kind'),
    referenceId: integer('reference_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_created').on(t.createdAt, t.id),
    // A place's movements in (job inventory's totals of everything ever moved there): the amounts are in
    // the index, so the totals are summed from it alone, without reading each movement's row.
    index('stock_movements_to').on(t.toKind, t.toId, t.itemKind, t.itemId, t.amount, t.damaged),
    index('stock_movements_from').on(t.fromKind, t.fromId, t.itemKind, t.itemId),
    index('stock_movements_item').on(t.itemKind, t.itemId),
    index('stock_movements_reference').on(t.referenceKind, t.referenceId),
    check('stock_movements_amount', sql`${t.amount} >= 0 and ${t.damaged} >= 0 and ${t.amount} + ${t.damaged} > 0`),
    check('stock_movements_side', sql`${t.fromKind} is not null or ${t.toKind} is not null`),
    check(
      'stock_movements_kinds',
      sql`${t.itemKind} in ('jobReady', 'bulk') and coalesce(${t.fromKind}, 'yard') in ('yard', 'job', 'transit') and coalesce(${t.toKind}, 'yard') in ('yard', 'job', 'transit') and (${t.fromKind} is null) = (${t.fromId} is null) and (${t.toKind} is null) = (${t.toId} is null)`,
    ),
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('adjustment', 'receipt', 'retirement', 'transfer', 'checkIn', 'shop', 'upload')`,
    ),
  ],
);

/** A kind of meter (Class 1 sound level meter…) and how many days a calibration of one holds. */
export const meterTypes = pgTable(
  'meter_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    calibrationIntervalDays: integer('calibration_interval_days').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** The yard the asset belongs to (its home, and where it is unless at a job or on repair). */
    yardId: integer('yard_id').references(() => yards.id),
    /** The job the asset is at, if any. */
    jobId: integer('job_id').references(() => jobs.id),
    status: text('status').notNull().default('Available'),
    decommissioned: boolean('decommissioned').notNull().default(false),
    onRepair: boolean('on_repair').notNull().default(false),
    /** When its status last changed. */
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    /** The payload of its QR label: random, so labels cannot be guessed from ids. */
    labelCode: text('label_code').notNull().default(sql`gen_random_uuid()::text`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assets_type_serial').on(t.assetType, t.serialNumber),
    index('assets_meter_type').on(t.meterTypeId),
    index('assets_yard').on(t.yardId),
    index('assets_job').on(t.jobId),
    uniqueIndex('assets_label_code').on(t.labelCode),
    check('assets_purchase_price', sql`${t.purchasePrice} is null or ${t.purchasePrice} >= 0`),
    // The asset list's pages (domains/inventory/assets.list.ts): one index per sort key, with the id
    // that breaks ties, walked forwards or backwards from the cursor.
    index('assets_name_page').on(sql`lower(${t.name})`, t.id),
    index('assets_serial_page').on(sql`lower(${t.serialNumber})`, t.id),
    index('assets_status_page').on(t.status, t.id),
    index('assets_activity_page').on(sql`coalesce(${t.lastActivity}, '1970-01-01 00:00:00+00'::timestamptz)`, t.id),
    // Its search by name or serial number (anywhere in the text).
    index('assets_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('assets_serial_trgm').using('gin', sql`lower(${t.serialNumber}) gin_trgm_ops`),
    // Its location sort (the assets of one place by id) and the out-for-repair switch.
    index('assets_in_yard_page').on(t.yardId, t.id).where(sql`${t.jobId} is null and not ${t.onRepair}`),
    index('assets_at_job_page').on(t.jobId, t.id).where(sql`${t.jobId} is not null and not ${t.onRepair}`),
    index('assets_on_repair_page').on(t.id).where(sql`${t.onRepair}`),
    // Yard inventory pages the assets of a yard by name (then id); job inventory counts a job's (its
    // pages sort the job's few hundred rows at most).
    index('assets_yard_inventory')
      .on(t.yardId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.jobId} is null and not ${t.decommissioned} and not ${t.onRepair}`),
    index('assets_job_inventory')
      .on(t.jobId, sql`lower(${t.name})`, t.serialNumber)
      .where(sql`${t.jobId} is not null and not ${t.decommissioned}`),
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
    /** Where the asset was when the status was recorded (the location text keeps the name of the day). */
    yardId: integer('yard_id').references(() => yards.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('asset_statuses_asset').on(t.assetId, t.date), index('asset_statuses_job').on(t.jobId, t.assetId)],
);

/** A failure report of an asset (spec 4 §3 "Asset failure form"). */
export const assetFailures = pgTable(
  'asset_failures',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    lastOperation: timestamp('last_operation', { withTimezone: true }).notNull(),
    failureDate: timestamp('failure_date', { withTimezone: true }).notNull(),
    /** The job it failed at (jobFailureId). */
    jobId: integer('job_id').references(() => jobs.id),
    technicianId: integer('technician_id').references(() => users.id, { onDelete: 'set null' }),
    meterInCirculation: boolean('meter_in_circulation').notNull(),
    natureOfFailure: text('nature_of_failure').notNull(),
    correctiveActions: text('corrective_actions').notNull(),
    /** The office of the report (the asset's yard's office when it was made). */
    officeLocationId: integer('office_location_id').references(() => offices.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('asset_failures_date').on(t.failureDate), index('asset_failures_asset').on(t.assetId)],
);

/** A photo of a failure report: the original upload and a resized copy (orientation fixed). */
export const assetFailurePhotos = pgTable(
  'asset_failure_photos',
  {
    id: serial('id').primaryKey(),
    assetFailureId: integer('asset_failure_id')
      .notNull()
      .references(() => assetFailures.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    resizedFileId: text('resized_file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('asset_failure_photos_failure').on(t.assetFailureId)],
);

/**
 * Stock-moving requests already carried out, by the key the client generated for them (a pick order,
 * a shipment, a check-in, a shop ticket, an upload). A repeat of a key answers the first result and
 * moves nothing: see domains/inventory/request-once.ts.
 */
export const inventoryRequests = pgTable('inventory_requests', {
  requestKey: uuid('request_key').primaryKey(),
  /** What the request was ('pickOrder', 'ship', …): a key reused for another kind is refused. */
  kind: text('kind').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The first answer, given again to a repeat. */
  answer: jsonb('answer'),
  createdAt: createdAt(),
});
