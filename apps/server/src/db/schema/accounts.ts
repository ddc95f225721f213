import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Customer accounts, their locations and contacts (spec 2 §3).

/** Reference lists of an account's industry and sales territory. */
export const industryTypes = pgTable('industry_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const territories = pgTable('territories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number'),
    /** The name's letters and digits, lower-case (platform/name-key.ts): the duplicate and possible-match key. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(account_name), '[^a-z0-9]', '', 'g')`),
    enabled: boolean('enabled').notNull().default(true),
    parentAccountId: integer('parent_account_id'),
    industryTypeId: integer('industry_type_id').references(() => industryTypes.id),
    territoryId: integer('territory_id').references(() => territories.id),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_name').on(sql`lower(${t.accountName})`),
    // The list's name search ("contains") and the possible-match check at 20,000 accounts.
    index('accounts_name_trgm').using('gin', sql`lower(${t.accountName}) gin_trgm_ops`),
    // The duplicate check of an account save: the name's letters and digits, and the number, any case.
    index('accounts_name_key').on(t.nameKey),
    index('accounts_name_key_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('accounts_number_lower').on(sql`lower(${t.accountNumber})`),
    // The header's search (domains/search) finds an account by part of its number too.
    index('accounts_number_trgm').using('gin', sql`lower(${t.accountNumber}) gin_trgm_ops`),
    // The account list sorted by number, a page at a time (keyset on number and id).
    index('accounts_number_page').on(t.accountNumber, t.id),
  ],
);

/** An account's office or job site, with billing and shipping addresses (spec 2 §3). */
export const accountLocations = pgTable(
  'account_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    locationName: text('location_name').notNull(),
    billingAddress1: text('billing_address1').notNull().default(''),
    billingAddress2: text('billing_address2').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingState: text('billing_state').notNull().default(''),
    billingZip: text('billing_zip').notNull().default(''),
    shippingAddress1: text('shipping_address1').notNull().default(''),
    shippingAddress2: text('shipping_address2').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingState: text('shipping_state').notNull().default(''),
    shippingZip: text('shipping_zip').notNull().default(''),
    /** A job site (true) or one of the account's offices (false). */
    jobLocation: boolean('job_location').notNull().default(false),
    /** The primary point of contact (poc*). */
    primaryContactId: integer('primary_contact_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_locations_account').on(t.accountId),
    // The header's search (domains/search): part of a location's name.
    index('account_locations_name_trgm').using('gin', sql`lower(${t.locationName}) gin_trgm_ops`),
  ],
);

export const accountContacts = pgTable(
  'account_contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    officeNumber: text('office_number').notNull().default(''),
    otherNumber: text('other_number').notNull().default(''),
    email: text('email').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_contacts_account').on(t.accountId),
    // The header's search (domains/search): part of the full name, of the e-mail, or of any phone's
    // digits (punctuation dropped, the four numbers kept apart by '|' so no match spans two).
    index('account_contacts_name_trgm').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('account_contacts_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('account_contacts_phone_trgm').using(
      'gin',
      sql`regexp_replace(${t.phoneNumber} || '|' || ${t.mobileNumber} || '|' || ${t.officeNumber} || '|' || ${t.otherNumber}, '[^0-9|]', '', 'g') gin_trgm_ops`,
    ),
  ],
);

/** Which contacts work at which locations (contactIdList / locationList of the save calls). */
export const accountLocationContacts = pgTable(
  'account_location_contacts',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => accountLocations.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => accountContacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.contactId] })],
);
