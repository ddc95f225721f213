import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobClassifications, offices, users } from './platform.ts';

/**
 * The core of document 2 (accounts, opportunities, jobs) that the home dashboard already reads.
 * The accounts-and-jobs issue extends these tables; it does not replace them.
 */
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
    enabled: boolean('enabled').notNull().default(true),
    parentAccountId: integer('parent_account_id'),
    industryTypeId: integer('industry_type_id').references(() => industryTypes.id),
    territoryId: integer('territory_id').references(() => territories.id),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_name').on(sql`lower(${t.accountName})`)],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opportunities_account').on(t.accountId)],
);

/** Reference data: the steps of contract/job-steps.ts, kept in step with it at every start. */
export const jobSteps = pgTable('job_steps', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  stage: text('stage').notNull(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    jobName: text('job_name').notNull(),
    jobDescription: text('job_description').notNull().default(''),
    jobClassificationId: integer('job_classification_id').references(() => jobClassifications.id),
    jobNumber: text('job_number').notNull(),
    jobStepId: integer('job_step_id')
      .notNull()
      .default(1)
      .references(() => jobSteps.id),
    canceled: boolean('canceled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Last Updated' of the job lists: set by every change to the job. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_number_unique').on(t.jobNumber),
    index('jobs_opportunity').on(t.opportunityId),
    index('jobs_step').on(t.jobStepId, t.canceled),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_locations_account').on(t.accountId)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_contacts_account').on(t.accountId)],
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

/** An incoming phone call (spec 2 §3, spec 3 §5 'Call intake'); active while open. */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    callTime: timestamp('call_time', { withTimezone: true }).notNull(),
    officeLocationId: integer('office_location_id').references(() => offices.id),
    accountId: integer('account_id').references(() => accounts.id),
    callerName: text('caller_name').notNull(),
    companyName: text('company_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    jobLocation: text('job_location').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calls_active_time').on(t.active, t.callTime)],
);
