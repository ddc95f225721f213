import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { scopeBuilderNodes } from './hand-off.ts';
import { jobs } from './jobs.ts';
import { files, users } from './platform.ts';

// Job forms (document 3): the safety libraries and the JSA.

/** A step of work a crew performs ('Unload panels from truck'). Names are unique whatever their case. */
export const sequenceActions = pgTable(
  'sequence_actions',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sequence_actions_name').on(sql`lower(${t.action})`)],
);

/** A hazard an action may bring ('Pinch points'). */
export const potentialRisks = pgTable(
  'potential_risks',
  {
    id: serial('id').primaryKey(),
    risk: text('risk').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('potential_risks_name').on(sql`lower(${t.risk})`)],
);

/** The risks of an action. */
export const riskActions = pgTable(
  'risk_actions',
  {
    id: serial('id').primaryKey(),
    sequenceActionId: integer('sequence_action_id')
      .notNull()
      .references(() => sequenceActions.id, { onDelete: 'cascade' }),
    potentialRiskId: integer('potential_risk_id')
      .notNull()
      .references(() => potentialRisks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('risk_actions_pair').on(t.sequenceActionId, t.potentialRiskId),
    index('risk_actions_risk').on(t.potentialRiskId),
  ],
);

/** The ordered sequence of actions of a product (a scope builder leaf). */
export const productActions = pgTable(
  'product_actions',
  {
    id: serial('id').primaryKey(),
    scopeBuilderId: integer('scope_builder_id')
      .notNull()
      .references(() => scopeBuilderNodes.id, { onDelete: 'cascade' }),
    sequenceActionId: integer('sequence_action_id')
      .notNull()
      .references(() => sequenceActions.id, { onDelete: 'cascade' }),
    /** 1..n within the product. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('product_actions_pair').on(t.scopeBuilderId, t.sequenceActionId),
    index('product_actions_action').on(t.sequenceActionId),
  ],
);

/** A job safety analysis, written under a field stage of a job. */
export const jsas = pgTable(
  'jsas',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** 10 installation, 11 on rent, 12 tear down; null when not written under a stage. */
    stepId: integer('step_id'),
    /** When the work starts (15-minute steps). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    supervisor: text('supervisor').notNull(),
    supervisorContact: text('supervisor_contact').notNull(),
    cprCertifiedEmployee: text('cpr_certified_employee').notNull(),
    nameOfNearestHospital: text('name_of_nearest_hospital').notNull(),
    nearestHospitalAddress: text('nearest_hospital_address').notNull(),
    emergencyAddress: text('emergency_address').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 when created; every save of the worksheet adds one. Signatures record the version they signed. */
    version: integer('version').notNull().default(1),
    /** The key the creating device generated for this submission: a repeat answers this JSA again. */
    clientKey: text('client_key'),
  },
  (t) => [index('jsas_job_step').on(t.jobId, t.stepId), uniqueIndex('jsas_client_key').on(t.createdBy, t.clientKey)],
);

/** A checked consideration of a JSA (the catalogue is in the contract). */
export const jsaItems = pgTable(
  'jsa_items',
  {
    id: serial('id').primaryKey(),
    jsaId: integer('jsa_id')
      .notNull()
      .references(() => jsas.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    itemName: text('item_name').notNull(),
    otherText: text('other_text').notNull().default(''),
  },
  (t) => [uniqueIndex('jsa_items_item').on(t.jsaId, t.category, t.itemName)],
);

/** An emergency location of a JSA: its type (contract catalogue) and where it is (16 characters). */
export const jsaEmergencies = pgTable(
  'jsa_emergencies',
  {
    id: serial('id').primaryKey(),
    jsaId: integer('jsa_id')
      .notNull()
      .references(() => jsas.id, { onDelete: 'cascade' }),
    emergencyTypeId: integer('emergency_type_id').notNull(),
    location: text('location').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('jsa_emergencies_jsa').on(t.jsaId)],
);

/**
 * A risk management row: a product of the job, one action and its risks, the site's risk and its
 * mitigation. The action's and risks' texts are kept as saved, so a library change never rewrites a
 * signed JSA.
 */
export const jsaRiskManagements = pgTable(
  'jsa_risk_managements',
  {
    id: serial('id').primaryKey(),
    jsaId: integer('jsa_id')
      .notNull()
      .references(() => jsas.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    productName: text('product_name').notNull(),
    scopeBuilderId: integer('scope_builder_id').references(() => scopeBuilderNodes.id, { onDelete: 'set null' }),
    sequenceActionId: integer('sequence_action_id').references(() => sequenceActions.id, { onDelete: 'set null' }),
    action: text('action').notNull().default(''),
    actionOther: boolean('action_other').notNull().default(false),
    actionTextOther: text('action_text_other').notNull().default(''),
    riskOther: boolean('risk_other').notNull().default(false),
    riskTextOther: text('risk_text_other').notNull().default(''),
    siteRisk: text('site_risk').notNull(),
    riskMitigation: text('risk_mitigation').notNull(),
  },
  (t) => [index('jsa_risk_managements_jsa').on(t.jsaId)],
);

/** A risk chosen on a risk management row. */
export const jsaRiskManagementRisks = pgTable(
  'jsa_risk_management_risks',
  {
    id: serial('id').primaryKey(),
    jsaRiskManagementId: integer('jsa_risk_management_id')
      .notNull()
      .references(() => jsaRiskManagements.id, { onDelete: 'cascade' }),
    potentialRiskId: integer('potential_risk_id').references(() => potentialRisks.id, { onDelete: 'set null' }),
    risk: text('risk').notNull(),
  },
  (t) => [index('jsa_rm_risks_row').on(t.jsaRiskManagementId)],
);

/** A line of the sign-in sheet: the printed name and the drawn signature (a stored PNG). */
export const jsaSignatures = pgTable(
  'jsa_signatures',
  {
    id: serial('id').primaryKey(),
    jsaId: integer('jsa_id')
      .notNull()
      .references(() => jsas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version of the worksheet this signature was given on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('jsa_signatures_jsa').on(t.jsaId)],
);

/** The edit log: one row for every save of an existing JSA. */
export const jsaEdits = pgTable(
  'jsa_edits',
  {
    id: serial('id').primaryKey(),
    jsaId: integer('jsa_id')
      .notNull()
      .references(() => jsas.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version this save produced. */
    version: integer('version').notNull().default(2),
    /** What the save changed, in the worksheet's words ('Supervisor: Dale Whitaker → Rosa Jimenez'). */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
  },
  (t) => [index('jsa_edits_jsa').on(t.jsaId)],
);
