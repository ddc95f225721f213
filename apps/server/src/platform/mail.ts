import { messages } from '@fieldbook/contract';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client.ts';
import { outbox, outboxAttempts } from '../db/schema/index.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** The address of the user who caused the message, so that an answer reaches them. */
  replyTo?: string | null;
  /** Files sent with the message (kept in the outbox with it). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** What became of a message right after its commit: sent, or queued for the worker to retry. */
export type Delivery = 'sent' | 'queued';

export interface Mailer {
  /** Keeps the message in the outbox within `tx`; call `deliver` once `tx` has committed. */
  queue(tx: Tx, message: Message): Promise<number>;
  /** Tries the message now (after its commit). Never throws: a failure leaves it to the worker. */
  deliver(id: number): Promise<Delivery>;
  /** queue + deliver, for messages that belong to no transaction. */
  send(message: Message): Promise<Delivery>;
  /** Sends every message that is due, one claimed row at a time (the mail worker's job). */
  deliverDue(): Promise<number>;
  /** Told when a failed message is due again, so the worker can be woken then (platform/mail-worker.ts). */
  onRetry: (at: Date) => void;
  close(): void;
}

/** The waits after each failed attempt: 1 min, 5 min, 30 min, then hourly for a day; then it has failed. */
export const RETRY_SECONDS: readonly number[] = [60, 300, 1800, ...Array<number>(24).fill(3600)];

/** At most this many messages per run of the worker, so one run never holds it for long. */
const BATCH = 100;

/** A paragraph per part, blank parts left out: no stray blank lines whatever the sender left empty. */
export function mailBody(...parts: (string | null | undefined | false)[]): string {
  return `${parts
    .map((p) => (p || '').trim())
    .filter(Boolean)
    .join('\n\n')}\n`;
}

/** The answer of a call that sent an e-mail: `sentMessage` when it went at once, the one queued text otherwise. */
export function mailAnswer(delivery: Delivery, sentMessage: string) {
  return delivery === 'sent'
    ? { success: true as const, message: sentMessage, queued: false }
    : { success: true as const, message: messages.mailQueued, queued: true };
}

export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
  retrySeconds: readonly number[] = RETRY_SECONDS,
): Mailer {
  // Short timeouts: a message is sent while its outbox row is locked (attempt below).
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;

  const queue = async (tx: Tx, { to, replyTo, subject, text, attachments = [] }: Message) => {
    const [row] = await tx
      .insert(outbox)
      .values({
        to,
        replyTo: replyTo || null,
        subject,
        body: text,
        attachments: attachments.map((a) => ({ ...a, content: a.content.toString('base64') })),
      })
      .returning({ id: outbox.id });
    return row.id;
  };

  /**
   * Claims one due message (that one when `id` is given) with FOR UPDATE SKIP LOCKED and sends it
   * while holding the lock: another process skips it, so no message is sent twice. Null when none
   * was free to claim.
   */
  const attempt = (id?: number): Promise<Delivery | null> =>
    db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            id === undefined ? undefined : eq(outbox.id, id),
            isNull(outbox.sentAt),
            isNull(outbox.failedAt),
            lte(outbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(outbox.nextAttemptAt, outbox.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!m || !transport) return null;
      const error = await sendOne(transport, m).then(
        () => null,
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      );
      await tx.insert(outboxAttempts).values({ outboxId: m.id, error });
      const context = { outboxId: m.id, to: m.to, subject: m.subject };
      if (error === null) {
        await tx
          .update(outbox)
          .set({ sentAt: new Date(), error: null, attempts: m.attempts + 1 })
          .where(eq(outbox.id, m.id));
        log.info(context, 'e-mail sent');
        return 'sent';
      }
      const wait = retrySeconds[m.attempts];
      const next = wait === undefined ? null : new Date(Date.now() + wait * 1000);
      await tx
        .update(outbox)
        .set({ error, attempts: m.attempts + 1, ...(next ? { nextAttemptAt: next } : { failedAt: new Date() }) })
        .where(eq(outbox.id, m.id));
      if (next) {
        log.warn({ ...context, error, next }, 'e-mail could not be sent; it will be tried again');
        mailer.onRetry(next);
      } else log.error({ ...context, error }, 'e-mail could not be sent after its last retry');
      return 'queued';
    });

  const sendOne = (transport: Transporter, m: typeof outbox.$inferSelect) =>
    transport.sendMail({
      from,
      to: m.to,
      ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      subject: m.subject,
      text: m.body,
      attachments: m.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      })),
    });

  const deliver = async (id: number): Promise<Delivery> => {
    if (!transport) {
      log.info({ outboxId: id }, 'e-mail kept in the outbox (SMTP_URL is not set)');
      return 'queued';
    }
    try {
      return (await attempt(id)) ?? 'queued';
    } catch (err) {
      log.error({ err, outboxId: id }, 'e-mail delivery failed; the mail worker tries again');
      return 'queued';
    }
  };

  const mailer: Mailer = {
    queue,
    deliver,
    send: async (message) => deliver(await queue(db, message)),
    deliverDue: async () => {
      let n = 0;
      while (n < BATCH && (await attempt()) !== null) n++;
      return n;
    },
    onRetry: () => {},
    close: () => transport?.close(),
  };
  return mailer;
}
