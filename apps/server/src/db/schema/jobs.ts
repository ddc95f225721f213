import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgSequence,
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
  (t) => [
    index('accounts_name').on(sql`lower(${t.accountName})`),
    // The list's name search ("contains") and the possible-match check at 20,000 accounts.
    index('accounts_name_trgm').using('gin', sql`lower(${t.accountName}) gin_trgm_ops`),
    // The duplicate check of an account save: the name's letters and digits, and the number, any case.
    index('accounts_name_key').on(sql`regexp_replace(lower(${t.accountName}), '[^a-z0-9]', '', 'g')`),
    index('accounts_number_lower').on(sql`lower(${t.accountNumber})`),
  ],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('opportunities_account').on(t.accountId),
    index('opportunities_name_trgm').using('gin', sql`lower(${t.opportunityName}) gin_trgm_ops`),
  ],
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
    /** The job's site: one of the account's locations (existing or created as 'New Address'). */
    shippingLocationId: integer('shipping_location_id'),
    /** Who completed the current step, and when (the last step change). */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    /** The job this one was cloned from (JobClone/CloneJob). */
    clonedFromJobId: integer('cloned_from_job_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Last Updated' of the job lists: set by every change to the job. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_number_unique').on(t.jobNumber),
    index('jobs_opportunity').on(t.opportunityId),
    index('jobs_step').on(t.jobStepId, t.canceled),
    // Every job list is ordered newest update first.
    index('jobs_updated').on(t.updatedAt, t.id),
    // One step's list (JobStep=N), newest first.
    index('jobs_step_updated').on(t.jobStepId, t.updatedAt, t.id),
    index('jobs_name_trgm').using('gin', sql`lower(${t.jobName}) gin_trgm_ops`),
  ],
);

/** New job numbers: 'FB-' and the next value (demo data below 2001 keeps its own numbers). */
export const jobNumberSeq = pgSequence('job_number_seq', { startWith: 2001 });

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

/** The hand-off of a job (step 1): price, additional info, prevailing wage; one per job. */
export const handOffs = pgTable('hand_offs', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id),
  price: numeric('price', { precision: 12, scale: 2 }),
  additionalInfo: text('additional_info').notNull().default(''),
  prevailingWage: boolean('prevailing_wage').notNull().default(false),
  /** 'Completed - Flag for Review' was pressed (and not undone by feedback to step 1). */
  completed: boolean('completed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mobilization of a hand-off: install and removal plans (spec 2 §3). */
export const mobilizations = pgTable('mobilizations', {
  id: serial('id').primaryKey(),
  handOffId: integer('hand_off_id')
    .notNull()
    .unique()
    .references(() => handOffs.id),
  installType: text('install_type').notNull().default(''),
  removalType: text('removal_type').notNull().default(''),
  leadTime: text('lead_time').notNull().default(''),
  installDate: date('install_date', { mode: 'string' }),
  removalDate: date('removal_date', { mode: 'string' }),
  totalLoads: integer('total_loads'),
  installCost: numeric('install_cost', { precision: 12, scale: 2 }),
  removalCost: numeric('removal_cost', { precision: 12, scale: 2 }),
});

/** The scope builder tree: products and services, tier by tier (sound wall > STC 32 > 16 ft). */
export const scopeBuilderNodes = pgTable(
  'scope_builder_nodes',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    itemName: text('item_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A disabled node is no longer offered; scope items that used it keep their name. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('scope_builder_parent').on(t.parentId, t.sortOrder)],
);

/** A line of a hand-off's job scope: a leaf of the tree with quantity and description. */
export const scopeItems = pgTable(
  'scope_items',
  {
    id: serial('id').primaryKey(),
    handOffId: integer('hand_off_id')
      .notNull()
      .references(() => handOffs.id),
    /** The chosen leaf of the scope builder tree. */
    scopeBuilderId: integer('scope_builder_id').references(() => scopeBuilderNodes.id),
    /** The chosen tiers' names joined, kept as chosen even if the tree changes later. */
    name: text('name').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(0),
    optional: boolean('optional').notNull().default(false),
    /** Include in the budget summary. */
    summary: boolean('summary').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scope_items_hand_off').on(t.handOffId)],
);

/** A file attached to a job at a step (1 hand-off, 7 client approval, 10–12 the field stages). */
export const jobAttachments = pgTable(
  'job_attachments',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    stepId: integer('step_id').notNull(),
    name: text('name').notNull(),
    /** The key of the stored file (platform/storage.ts). */
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_attachments_job_step').on(t.jobId, t.stepId)],
);

/** A job note; review feedback and sales-approval notes are notes too, under their step. */
export const jobNotes = pgTable(
  'job_notes',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The job's step when the note was written (the header it is grouped under). */
    stepId: integer('step_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_notes_job').on(t.jobId, t.createdAt)],
);

/** One approval of a job: client, corporate, operations, sales or accounting (spec 2 §4). */
export const jobApprovals = pgTable(
  'job_approvals',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    kind: text('kind').notNull(),
    /** true approved, false rejected. */
    approval: boolean('approval').notNull(),
    /** Accounting only: skipped instead of approved. */
    skipped: boolean('skipped').notNull().default(false),
    approverId: integer('approver_id').references(() => users.id, { onDelete: 'set null' }),
    approvalDate: timestamp('approval_date', { withTimezone: true }).notNull().defaultNow(),
    /** Sales approval's note. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('job_approvals_job_kind').on(t.jobId, t.kind)],
);

/** A job reminder for a user on a date (spec 3 §2.13). */
export const jobReminders = pgTable(
  'job_reminders',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    reminderText: text('reminder_text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_reminders_job').on(t.jobId, t.reminderDate), index('job_reminders_user').on(t.userId)],
);
