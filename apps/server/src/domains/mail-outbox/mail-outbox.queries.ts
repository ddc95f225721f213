import type { MailStatus } from '@fieldbook/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { outbox, outboxAttempts } from '../../db/schema/index.ts';

const byStatus = {
  queued: and(isNull(outbox.sentAt), isNull(outbox.failedAt)),
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.failedAt)),
};

/** One page of the outbox in one status, newest first, each message with its attempts (oldest first). */
export function outboxPage(db: Tx, status: MailStatus, limit: number, offset: number) {
  return db
    .select({
      outboxId: outbox.id,
      to: outbox.to,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      // Written out with the table names: inside a subquery an unqualified "id" is the attempt's own.
      attachments: sql<string[]>`(
        SELECT coalesce(json_agg(f->>'filename'), '[]') FROM jsonb_array_elements(outbox.attachments) f)`,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      failedAt: outbox.failedAt,
      nextAttemptAt: outbox.nextAttemptAt,
      attempts: sql<{ at: string; error: string | null }[]>`(
        SELECT coalesce(json_agg(json_build_object('at', a.at, 'error', a.error) ORDER BY a.id), '[]')
        FROM outbox_attempts a WHERE a.outbox_id = outbox.id)`,
    })
    .from(outbox)
    .where(byStatus[status])
    .orderBy(desc(status === 'sent' ? outbox.sentAt : outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
}

export async function outboxCount(db: Tx, status: MailStatus) {
  const [row] = await db.select({ n: count() }).from(outbox).where(byStatus[status]);
  return row.n;
}

/** The message, locked for a resend or a discard (a worker sending it meanwhile holds it until it is done). */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, sentAt: outbox.sentAt })
    .from(outbox)
    .where(eq(outbox.id, id))
    .for('update');
  return row;
}

/** Due now, with a fresh run of retries. */
export async function requeue(tx: Tx, id: number) {
  await tx.update(outbox).set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
}

export async function deleteMessage(tx: Tx, id: number) {
  await tx.delete(outbox).where(eq(outbox.id, id));
}

/**
 * The first failed attempt since the last one that sent something (null when the last attempt sent
 * its message, or none failed), and how many messages wait.
 */
export async function mailHealth(db: Tx) {
  const [row] = await db
    .execute<{ failing_since: Date | null; waiting: number }>(sql`
    SELECT
      (SELECT min(at) FROM ${outboxAttempts}
        WHERE error IS NOT NULL
          AND at > coalesce((SELECT max(at) FROM ${outboxAttempts} WHERE error IS NULL), '-infinity')) AS failing_since,
      (SELECT count(*) FROM ${outbox} WHERE sent_at IS NULL) AS waiting`)
    .then((r) => r.rows);
  return { failingSince: row.failing_since ? new Date(row.failing_since) : null, waiting: Number(row.waiting) };
}
