import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { users } from './platform.ts';

// Hand-off of a job: scope, mobilization, the scope builder tree and attachments (spec 2 §3).

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
  updatedAt: updatedAt(),
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
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index('job_attachments_job_step').on(t.jobId, t.stepId)],
);
