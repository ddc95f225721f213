import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountContacts, accountLocations } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { scopeBuilderNodes } from './hand-off.ts';
import { jobs } from './jobs.ts';
import { files, users } from './platform.ts';

// Proposals (spec 3 §3 Proposal, Proposal prefill, Note, Attachment).

/** The proposal configuration of one scope leaf: the text its body section starts from. */
export const proposalPrefills = pgTable('proposal_prefills', {
  id: serial('id').primaryKey(),
  leafId: integer('leaf_id')
    .notNull()
    .unique()
    .references(() => scopeBuilderNodes.id),
  proposalTitle: text('proposal_title').notNull(),
  scopeName: text('scope_name').notNull().default(''),
  proposalDescription: text('proposal_description').notNull().default(''),
  /** Print the scope item's quantity and hand-off description under the section. */
  detailed: boolean('detailed').notNull().default(false),
  /** The section is kept in the proposal but left out of the PDF. */
  hideItem: boolean('hide_item').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A note of the library, linked to the scope leaves whose proposals carry it by default. */
export const proposalPrefillNotes = pgTable('proposal_prefill_notes', {
  id: serial('id').primaryKey(),
  note: text('note').notNull(),
  createdAt: createdAt(),
});

export const proposalNoteLeaves = pgTable(
  'proposal_note_leaves',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => proposalPrefillNotes.id, { onDelete: 'cascade' }),
    leafId: integer('leaf_id')
      .notNull()
      .references(() => scopeBuilderNodes.id),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.leafId] }), index('proposal_note_leaves_leaf').on(t.leafId)],
);

/** A PDF of the library (terms and conditions, product sheets), appended to proposals. */
export const proposalPrefillAttachments = pgTable('proposal_prefill_attachments', {
  id: serial('id').primaryKey(),
  attachmentName: text('attachment_name').notNull(),
  termAndCondition: boolean('term_and_condition').notNull().default(false),
  /** The stored PDF (platform/storage.ts); null until one is uploaded. */
  fileKey: text('file_key').references(() => files.id),
  pageCount: integer('page_count').notNull().default(0),
  size: integer('size').notNull().default(0),
  updatedAt: updatedAt(),
});

export const proposalAttachmentLeaves = pgTable(
  'proposal_attachment_leaves',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => proposalPrefillAttachments.id, { onDelete: 'cascade' }),
    leafId: integer('leaf_id')
      .notNull()
      .references(() => scopeBuilderNodes.id),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.leafId] }), index('proposal_attachment_leaves_leaf').on(t.leafId)],
);

/** A job's proposal as the builder saved it (one per job). */
export const proposals = pgTable('proposals', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id),
  title: text('title').notNull(),
  /** The firm's user who signs the cover letter ('BAENC Contact'). */
  encContactId: integer('enc_contact_id')
    .notNull()
    .references(() => users.id),
  companyLocationId: integer('company_location_id')
    .notNull()
    .references(() => accountLocations.id),
  companyContactId: integer('company_contact_id')
    .notNull()
    .references(() => accountContacts.id),
  companyContactPronoun: text('company_contact_pronoun').notNull().default(''),
  reference: text('reference').notNull(),
  subject: text('subject').notNull().default(''),
  introParagraph: text('intro_paragraph').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A body section of a proposal. */
export const proposalScopes = pgTable(
  'proposal_scopes',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    scopeItemId: integer('scope_item_id'),
    scopeName: text('scope_name').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    internalDescription: text('internal_description').notNull().default(''),
    optional: boolean('optional').notNull().default(false),
    hideService: boolean('hide_service').notNull().default(false),
    detailed: boolean('detailed').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('proposal_scopes_proposal').on(t.proposalId, t.sortOrder)],
);

export const proposalNotes = pgTable(
  'proposal_notes',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    custom: boolean('custom').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('proposal_notes_proposal').on(t.proposalId, t.sortOrder)],
);

export const proposalAttachments = pgTable(
  'proposal_attachments',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    prefillAttachmentId: integer('prefill_attachment_id')
      .notNull()
      .references(() => proposalPrefillAttachments.id),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('proposal_attachments_proposal').on(t.proposalId, t.sortOrder)],
);

/** A generated proposal PDF, kept as generated: its bytes and their SHA-256 never change. */
export const proposalPdfs = pgTable(
  'proposal_pdfs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    proposalName: text('proposal_name').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.id),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    pageCount: integer('page_count').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('proposal_pdfs_job').on(t.jobId, t.createdAt),
    // Exactly one favourite per job at most (spec 3 §4).
    uniqueIndex('proposal_pdfs_one_favorite').on(t.jobId).where(sql`${t.favorite}`),
  ],
);
