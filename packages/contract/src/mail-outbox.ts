import { z } from 'zod';
import { id, int, mailAnswer, okMessage } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Rows of the outbox per page. */
export const MAIL_OUTBOX_PAGE_SIZE = 50;

/** queued: waiting for its next attempt; sent; failed: its last retry failed, it waits for an administrator. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const outboxRow = z.object({
  outboxId: int(),
  status: z.enum(mailStatuses),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  /** The attached files' names. */
  attachments: z.array(z.string()),
  /** ISO 8601 in UTC, as every time below. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued message is tried next. */
  nextAttemptAt: z.string().nullable(),
  /** Every attempt, oldest first; error null for the one that sent it. */
  attempts: z.array(z.object({ at: z.string(), error: z.string().nullable() })),
});
export type OutboxRow = z.infer<typeof outboxRow>;

export const getMailOutbox = endpoint({
  method: 'GET',
  path: '/MailOutbox/List',
  access: 'admin.mail',
  summary: 'The e-mails of one status (queued, sent or failed), newest first, 50 a page, with their attempts.',
  query: z.object({
    status: z.enum(mailStatuses, { error: 'The status must be queued, sent or failed.' }).default('queued'),
    page: z.coerce
      .number({ error: 'The page must be a whole number of at least 1.' })
      .int('The page must be a whole number of at least 1.')
      .min(1, 'The page must be a whole number of at least 1.')
      .max(1_000_000, 'The page must be a whole number of at least 1.')
      .default(1),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ rows: z.array(outboxRow), total: int(), page: int(), pageSize: int() }),
  }),
});

export const resendMail = endpoint({
  method: 'POST',
  path: '/MailOutbox/Resend',
  access: 'admin.mail',
  summary: 'Tries a queued or failed e-mail again now; queued again (with its retries) when it cannot be sent.',
  body: z.object({ outboxId: id }),
  response: mailAnswer,
});

export const discardMail = endpoint({
  method: 'POST',
  path: '/MailOutbox/Discard',
  access: 'admin.mail',
  summary: 'Deletes a queued or failed e-mail: it is never sent.',
  body: z.object({ outboxId: id }),
  response: okMessage,
});

export const getMailHealth = endpoint({
  method: 'GET',
  path: '/MailOutbox/Health',
  access: 'admin.mail',
  summary:
    'Since when every attempt to send e-mail has failed (null while the last attempt succeeded) and how many e-mails wait: the home page warns after an hour.',
  response: z.object({
    success: z.literal(true),
    data: z.object({
      failingSince: z.string().nullable(),
      waiting: int(),
      /** Failing for an hour or more: the home page warns. */
      warn: z.boolean(),
    }),
  }),
});

export const mailOutboxEndpoints = { getMailOutbox, resendMail, discardMail, getMailHealth };
