import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, updatedAt } from './columns.ts';

const timestamps = {
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  phoneNumber: text('phone_number'),
  faxNumber: text('fax_number'),
  ...timestamps,
});

export const jobClassifications = pgTable('job_classifications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

/** One row per active permission of a role; jobClassIds limits a job-specific one (null: all classes). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    jobClassIds: integer('job_class_ids').array(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    positionTitle: text('position_title').notNull().default(''),
    roleId: integer('role_id').references(() => roles.id),
    enabled: boolean('enabled').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    passwordChange: boolean('password_change').notNull().default(false),
    /** A password e-mailed by "Forgot your password?": works beside the old one until either signs in. */
    pendingPasswordHash: text('pending_password_hash'),
    pendingPasswordAt: timestamp('pending_password_at', { withTimezone: true }),
    photoFileId: text('photo_file_id'),
    signatureFileId: text('signature_file_id'),
    /** The user's choices in the profile: job reminders and the weekly calibration list by e-mail. */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    calibrationEmails: boolean('calibration_emails').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    // The header's search (domains/search), for administrators: part of the full name or username.
    index('users_search_trgm').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.username}) gin_trgm_ops`,
    ),
  ],
);

export const phoneTypes = pgTable('phone_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userPhones = pgTable(
  'user_phones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    typeId: integer('type_id').references(() => phoneTypes.id),
  },
  (t) => [index('user_phones_user').on(t.userId)],
);

export const userEmails = pgTable(
  'user_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    primary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('user_emails_user').on(t.userId)],
);

export const userOffices = pgTable(
  'user_offices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.officeId] })],
);

/** Sign-in sessions: only a SHA-256 of the bearer token is stored, so a database leak yields no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed sign-ins and password resets, per account and per address, for throttling. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_at').on(t.key, t.at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    change: jsonb('change'),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_at').on(t.at)],
);

/** Every e-mail the application sends, kept whether or not SMTP is configured. */
/**
 * Every e-mail the application sends, written in the transaction of what caused it and delivered by
 * the mail worker (platform/mail-worker.ts). Queued while neither sent nor given up; a row is
 * claimed with FOR UPDATE SKIP LOCKED, so two server processes never send it twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** The user who caused the message (their address at the time); answers go to them. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Files sent with the message (a field ticket's PDF), their bytes in base64. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last attempt's error; every attempt is in outbox_attempts. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker tries it next (queued rows only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the last retry failed: the message waits for an administrator to resend or discard it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due').on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL`)],
);

/** One delivery attempt of an outbox message: when, and the SMTP error (null when it was sent). */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
  },
  (t) => [index('outbox_attempts_message').on(t.outboxId), index('outbox_attempts_at').on(t.at)],
);

export const bugReports = pgTable('bug_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  locationPath: text('location_path').notNull(),
  browser: text('browser').notNull(),
  createdAt: createdAt(),
});

/** Stored files: the id is server-generated; the bytes live in the storage folder under that id. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('files_size_nonnegative', sql`${t.size} >= 0`)],
);

/**
 * The Idempotency-Key of each write a device sent to a `once` endpoint (platform/request-keys.ts):
 * claimed in the write's own transaction, then the answer the caller got (status and JSON text), sent
 * again to a repeat. A claimed key without an answer is a write still running. Pruned after 30 days.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    requestKey: uuid('request_key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The endpoint's path under /api ('/JSA/JSA'). */
    path: text('path').notNull(),
    status: integer('status'),
    /** The answer's JSON exactly as it was sent. */
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('request_keys_created').on(t.createdAt)],
);
