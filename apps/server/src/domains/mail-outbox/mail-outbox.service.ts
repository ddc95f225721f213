import { MAIL_OUTBOX_PAGE_SIZE, type MailStatus, messages } from '@fieldbook/contract';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { mailAnswer } from '../../platform/mail.ts';
import { deleteMessage, lockMessage, mailHealth, outboxCount, outboxPage, requeue } from './mail-outbox.queries.ts';

/** The home page warns once every attempt has failed for this long. */
const WARN_AFTER_MS = 60 * 60 * 1000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listOutbox(ctx: Ctx, query: { status: MailStatus; page: number }) {
  const { status, page } = query;
  const [rows, total] = await Promise.all([
    outboxPage(ctx.db, status, MAIL_OUTBOX_PAGE_SIZE, (page - 1) * MAIL_OUTBOX_PAGE_SIZE),
    outboxCount(ctx.db, status),
  ]);
  return {
    success: true as const,
    data: {
      rows: rows.map((r) => ({
        outboxId: r.outboxId,
        status,
        to: r.to,
        replyTo: r.replyTo,
        subject: r.subject,
        attachments: r.attachments,
        createdAt: iso(r.createdAt) as string,
        sentAt: iso(r.sentAt),
        nextAttemptAt: status === 'queued' ? iso(r.nextAttemptAt) : null,
        attempts: r.attempts.map((a) => ({ at: iso(a.at) as string, error: a.error })),
      })),
      total,
      page,
      pageSize: MAIL_OUTBOX_PAGE_SIZE,
    },
  };
}

/** Locks a message not sent yet, runs `change` on it and audits it, in one transaction. */
function changeUnsent(
  ctx: Ctx,
  outboxId: number,
  action: string,
  change: (tx: Parameters<typeof requeue>[0]) => Promise<void>,
) {
  return ctx.db.transaction(async (tx) => {
    const m = await lockMessage(tx, outboxId);
    if (!m) throw notFound(messages.mailNotInOutbox);
    if (m.sentAt) throw conflict(messages.mailAlreadySent);
    await change(tx);
    await audit(tx, ctx.user.id, 'mail', outboxId, action, { to: m.to, subject: m.subject });
  });
}

/** Tries it again now; when that fails it is queued with a fresh run of retries. */
export async function resendMail(ctx: Ctx, outboxId: number) {
  await changeUnsent(ctx, outboxId, 'resend', (tx) => requeue(tx, outboxId));
  return mailAnswer(await ctx.mail.deliver(outboxId), messages.mailResent);
}

export async function discardMail(ctx: Ctx, outboxId: number) {
  await changeUnsent(ctx, outboxId, 'discard', (tx) => deleteMessage(tx, outboxId));
  return { success: true as const, message: messages.mailDiscarded };
}

export async function getMailHealth(ctx: Ctx) {
  const { failingSince, waiting } = await mailHealth(ctx.db);
  const warn = failingSince !== null && waiting > 0 && Date.now() - failingSince.getTime() >= WARN_AFTER_MS;
  return { success: true as const, data: { failingSince: iso(failingSince), waiting, warn } };
}
