import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { offices, users } from './platform.ts';

// Sales opportunities of an account (spec 2 §3).

export const opportunities = pgTable(
  'opportunities',
  {
    id: serial('id').primaryKey(),
    opportunityName: text('opportunity_name').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    description: text('description').notNull().default(''),
    closed: boolean('closed').notNull().default(false),
    isDrilling: boolean('is_drilling').notNull().default(false),
    officeId: integer('office_id').references(() => offices.id),
    duration: text('duration').notNull().default(''),
    gpsLatitude: text('gps_latitude').notNull().default(''),
    gpsLongitude: text('gps_longitude').notNull().default(''),
    /** Legal subdivision (the LSD of a well site). */
    lsd: text('lsd').notNull().default(''),
    typeOfSite: text('type_of_site').notNull().default(''),
    estimatedStart: date('estimated_start', { mode: 'string' }),
    billingLocationId: integer('billing_location_id'),
    shippingLocationId: integer('shipping_location_id'),
    /** The point of contact (pointOfContactId). */
    contactId: integer('contact_id'),
    /** The phone call this opportunity was created from, if any. */
    callId: integer('call_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opportunities_account').on(t.accountId),
    index('opportunities_name_trgm').using('gin', sql`lower(${t.opportunityName}) gin_trgm_ops`),
    // The opportunity list sorted by name (the screen's first sort), a page at a time.
    index('opportunities_name_page').on(sql`lower(${t.opportunityName})`, t.id),
  ],
);
