import { z } from 'zod';
import { int } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Rows of the audit log per page. */
export const AUDIT_PAGE_SIZE = 50;

export const auditRow = z.object({
  auditId: int(),
  /** ISO 8601 in UTC; the client shows local time. */
  at: z.string(),
  /** Null for changes made by the system (bootstrap, demo loader) or by a user deleted since. */
  userName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  /** What changed, as the area recorded it (for roles: before/after per changed field). */
  change: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditLogQuery = z.object({
  /** Only this entity ('role', 'user', …); empty or absent: every entity. */
  entity: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: 'The page must be a whole number of at least 1.' })
    .int('The page must be a whole number of at least 1.')
    .min(1, 'The page must be a whole number of at least 1.')
    .max(1_000_000, 'The page must be a whole number of at least 1.')
    .default(1),
});

export const getAuditLog = endpoint({
  method: 'GET',
  path: '/Administrator/AuditLog',
  access: 'admin.audit',
  summary: 'Who changed what: the audit log, newest first, 50 a page, optionally of one entity.',
  query: auditLogQuery,
  response: z.object({
    success: z.literal(true),
    data: z.object({
      rows: z.array(auditRow),
      total: int(),
      page: int(),
      pageSize: int(),
      /** Every entity the log holds, for the filter. */
      entities: z.array(z.string()),
    }),
  }),
});

export const auditEndpoints = { getAuditLog };
