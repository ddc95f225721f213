import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedRow, ownerId, updatedAt } from './columns.ts';
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sequence_actions_name').on(sql`lower(${t.action})`)],
);

/** A hazard an action may bring ('Pinch points'). */
export const potentialRisks = pgTable(
  'potential_risks',
  {
    id: serial('id').primaryKey(),
    risk: text('risk').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('potential_risks_name').on(sql`lower(${t.risk})`)],
);

/** The risks of an action. */
export const riskActions = pgTable(
  'risk_actions',
  {
    id: serial('id').primaryKey(),
    sequenceActionId: ownerId('sequence_action_id', () => sequenceActions.id),
    potentialRiskId: ownerId('potential_risk_id', () => potentialRisks.id),
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
    scopeBuilderId: ownerId('scope_builder_id', () => scopeBuilderNodes.id),
    sequenceActionId: ownerId('sequence_action_id', () => sequenceActions.id),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 when created; every save of the worksheet adds one. Signatures record the version they signed. */
    version: integer('version').notNull().default(1),
    /** Who saved it last (the editor a stale save's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The key the creating device generated for this submission: a repeat answers this JSA again. */
    clientKey: text('client_key'),
  },
  (t) => [index('jsas_job_step').on(t.jobId, t.stepId), uniqueIndex('jsas_client_key').on(t.createdBy, t.clientKey)],
);

/** The id and the owner of a JSA's rows. */
const jsaRow = () => ownedRow('jsaId', 'jsa_id', () => jsas.id);

/** A checked consideration of a JSA (the catalogue is in the contract). */
export const jsaItems = pgTable(
  'jsa_items',
  {
    ...jsaRow(),
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
    ...jsaRow(),
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
    ...jsaRow(),
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
    jsaRiskManagementId: ownerId('jsa_risk_management_id', () => jsaRiskManagements.id),
    potentialRiskId: integer('potential_risk_id').references(() => potentialRisks.id, { onDelete: 'set null' }),
    risk: text('risk').notNull(),
  },
  (t) => [index('jsa_rm_risks_row').on(t.jsaRiskManagementId)],
);

/** A line of the sign-in sheet: the printed name and the drawn signature (a stored PNG). */
export const jsaSignatures = pgTable(
  'jsa_signatures',
  {
    ...jsaRow(),
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
    ...jsaRow(),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version this save produced. */
    version: integer('version').notNull().default(2),
    /** What the save changed, in the worksheet's words ('Supervisor: Dale Whitaker → Rosa Jimenez'). */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
  },
  (t) => [index('jsa_edits_jsa').on(t.jsaId)],
);

// Equipment forms (document 3 §2.7, §2.10, §3): the template builder's options, the templates, and
// the checklists with photos filled in under a job's field stages.

/** A checkbox category of the template builder ('Lights'). Names unique whatever their case. */
export const equipmentFormCategories = pgTable(
  'equipment_form_categories',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('equipment_form_categories_name').on(sql`lower(${t.name})`)],
);

/** A checklist item ('Tires inflated'). */
export const equipmentFormCheckboxes = pgTable(
  'equipment_form_checkboxes',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('equipment_form_checkboxes_name').on(sql`lower(${t.name})`)],
);

/** A photo type a template may require ('Hitch'). */
export const equipmentFormPhotoTypes = pgTable(
  'equipment_form_photo_types',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('equipment_form_photo_types_name').on(sql`lower(${t.name})`)],
);

/** A form: a kind of equipment with its template ('Light Tower'). Deleting it only hides it from new forms. */
export const equipmentFormNames = pgTable(
  'equipment_form_names',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('equipment_form_names_name').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

/** A checkbox of a template, in a category; each checkbox once per template. */
export const equipmentTemplateCheckboxes = pgTable(
  'equipment_template_checkboxes',
  {
    equipmentFormNameId: ownerId('equipment_form_name_id', () => equipmentFormNames.id),
    checkboxId: integer('checkbox_id')
      .notNull()
      .references(() => equipmentFormCheckboxes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => equipmentFormCategories.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.equipmentFormNameId, t.checkboxId] })],
);

/** A photo type a template requires; each once. */
export const equipmentTemplatePhotoTypes = pgTable(
  'equipment_template_photo_types',
  {
    equipmentFormNameId: ownerId('equipment_form_name_id', () => equipmentFormNames.id),
    photoTypeId: integer('photo_type_id')
      .notNull()
      .references(() => equipmentFormPhotoTypes.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.equipmentFormNameId, t.photoTypeId] })],
);

/** An equipment form filled in under a field stage: a draft until submitted (complete). */
export const equipmentForms = pgTable(
  'equipment_forms',
  {
    id: serial('id').primaryKey(),
    equipmentFormNameId: integer('equipment_form_name_id')
      .notNull()
      .references(() => equipmentFormNames.id),
    /** The form's name when it was made (kept if the form is deleted from the builder). */
    name: text('name').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** 10 installation, 11 on rent, 12 tear down; null when not made under a stage. */
    stepId: integer('step_id'),
    unitNumber: text('unit_number').notNull(),
    comments: text('comments').notNull().default(''),
    complete: boolean('complete').notNull().default(false),
    /** The day it was made (what a field ticket of that day lists). */
    formDate: date('form_date').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 when created, one more at every save: a save sent with an older baseVersion is refused (409). */
    version: integer('version').notNull().default(1),
    /** Who saved it last (the editor a stale save's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('equipment_forms_job_step').on(t.jobId, t.stepId),
    index('equipment_forms_job_date').on(t.jobId, t.formDate),
  ],
);

/** The id and the owner of an equipment form's rows. */
const equipmentFormRow = () => ownedRow('equipmentFormId', 'equipment_form_id', () => equipmentForms.id);

/** A checklist answer of a form, with the names it was filled in with. */
export const equipmentFormChecks = pgTable(
  'equipment_form_checks',
  {
    ...equipmentFormRow(),
    checkboxId: integer('checkbox_id').notNull(),
    checkBoxName: text('check_box_name').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    passed: boolean('passed').notNull().default(false),
    comment: text('comment').notNull().default(''),
  },
  (t) => [uniqueIndex('equipment_form_checks_box').on(t.equipmentFormId, t.checkboxId)],
);

/** The photo sections a form requires (its template's photo types when it was made). */
export const equipmentFormRequiredPhotos = pgTable(
  'equipment_form_required_photos',
  {
    equipmentFormId: ownerId('equipment_form_id', () => equipmentForms.id),
    photoTypeId: integer('photo_type_id').notNull(),
    photoTypeName: text('photo_type_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.equipmentFormId, t.photoTypeId] })],
);

/**
 * A photo of a form: `pictureType` is a template photo type id, or 0 damage, -1 delivery, -2 pickup,
 * -3 the hour/fuel photo. The original upload is kept with a resized copy (orientation fixed).
 */
export const equipmentFormPictures = pgTable(
  'equipment_form_pictures',
  {
    ...equipmentFormRow(),
    pictureType: integer('picture_type').notNull(),
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
  (t) => [index('equipment_form_pictures_form').on(t.equipmentFormId)],
);

/** The answer of each save or submit, by the client's key: a retried press answers the first result. */
export const equipmentFormSaves = pgTable('equipment_form_saves', {
  clientKey: uuid('client_key').primaryKey(),
  equipmentFormId: ownerId('equipment_form_id', () => equipmentForms.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  complete: boolean('complete').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// --- field tickets ---------------------------------------------------------------------------------

/** The bytes of a drawn signature (a PNG of a few kilobytes), kept in the row of what it signs. */
const png = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A field ticket: the day's record of work under a field stage of a job, signed by the client's
 * representative and the firm's supervisor. Both signatures live in the ticket's row.
 */
export const fieldTickets = pgTable(
  'field_tickets',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** 10 installation, 11 on rent, 12 tear down. */
    stepId: integer('step_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Submitted; a submitted ticket stays submitted. */
    complete: boolean('complete').notNull().default(false),
    clientSignaturePrint: text('client_signature_print').notNull().default(''),
    clientSignature: png('client_signature'),
    supervisorSignaturePrint: text('supervisor_signature_print').notNull().default(''),
    supervisorSignature: png('supervisor_signature'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 1 when created, one more at every save: a save sent with an older baseVersion is refused (409). */
    version: integer('version').notNull().default(1),
    /** Who saved it last (the editor a stale save's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('field_tickets_job_step').on(t.jobId, t.stepId)],
);

/** The id and the owner of a field ticket's rows. */
const fieldTicketRow = () => ownedRow('fieldTicketId', 'field_ticket_id', () => fieldTickets.id);

/** A roustabout's hours on a ticket. */
export const fieldTicketRoustabouts = pgTable(
  'field_ticket_roustabouts',
  {
    ...fieldTicketRow(),
    name: text('name').notNull(),
    hours: integer('hours').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('field_ticket_roustabouts_ticket').on(t.fieldTicketId)],
);

/**
 * A daily ticket comment. The type is one of the contract's FIELD_TICKET_COMMENT_TYPES (its name is
 * kept as written); a removed comment stays, marked deleted, so the ticket's record is whole.
 */
export const fieldTicketComments = pgTable(
  'field_ticket_comments',
  {
    ...fieldTicketRow(),
    commentType: integer('comment_type').notNull(),
    commentTypeName: text('comment_type_name').notNull(),
    signatureRequired: boolean('signature_required').notNull().default(false),
    comment: text('comment').notNull(),
    signee: text('signee').notNull().default(''),
    signature: png('signature'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('field_ticket_comments_ticket').on(t.fieldTicketId)],
);

/**
 * The equipment forms a ticket covers, by id. The equipment forms' table belongs to their own slice;
 * the foreign key to it is added when both are merged.
 */
export const fieldTicketEquipmentForms = pgTable(
  'field_ticket_equipment_forms',
  {
    fieldTicketId: ownerId('field_ticket_id', () => fieldTickets.id),
    equipmentFormId: integer('equipment_form_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fieldTicketId, t.equipmentFormId] })],
);

/** The ticket's history: every save (created, saved, submitted, changed after submission), by whom, when. */
export const fieldTicketHistory = pgTable(
  'field_ticket_history',
  {
    ...fieldTicketRow(),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('field_ticket_history_ticket').on(t.fieldTicketId)],
);

/** The client keys of ticket saves already done: a repeat of a key answers the first result. */
export const fieldTicketRequests = pgTable('field_ticket_requests', {
  requestKey: uuid('request_key').primaryKey(),
  fieldTicketId: ownerId('field_ticket_id', () => fieldTickets.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
