import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { Storage } from './storage.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** Stored files sent along (kept in the outbox by their ids, read from storage when delivered). */
  attachments?: { fileId: string; name: string; contentType: string }[];
}

export interface Mailer {
  /** Keeps the message in the outbox within `tx`; deliver it once `tx` has committed. */
  queue(tx: Tx, message: Message): Promise<number>;
  /** Sends an outbox message over SMTP when configured and records the outcome. Never throws. */
  deliver(id: number): Promise<boolean>;
  /** queue + deliver, for messages that belong to no transaction. */
  send(message: Message): Promise<boolean>;
  close(): void;
}

export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
  storage?: Pick<Storage, 'open'>,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const queue = async (tx: Tx, { to, subject, text, attachments = [] }: Message) => {
    const [row] = await tx.insert(outbox).values({ to, subject, body: text, attachments }).returning({ id: outbox.id });
    return row.id;
  };
  /** The message's stored attachments as nodemailer wants them; a file gone from storage fails the delivery. */
  const attachmentsOf = async (list: Message['attachments'] = []) => {
    const out = [];
    for (const a of list) {
      const opened = await storage?.open(a.fileId);
      if (!opened) throw new Error(`attachment ${a.name} is no longer stored`);
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      out.push({ filename: a.name, contentType: a.contentType, content: Buffer.concat(chunks) });
    }
    return out;
  };
  const deliver = async (id: number) => {
    const [m] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!m) return false;
    if (!transport) {
      log.info({ outboxId: id, to: m.to, subject: m.subject }, 'e-mail kept in the outbox (SMTP_URL is not set)');
      return false;
    }
    try {
      const attachments = await attachmentsOf(m.attachments);
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body, attachments });
      await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
      log.info({ outboxId: id, to: m.to, subject: m.subject }, 'e-mail sent');
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
      log.error({ outboxId: id, to: m.to, subject: m.subject, error }, 'e-mail could not be sent; kept in the outbox');
      return false;
    }
  };
  return {
    queue,
    deliver,
    send: async (message) => deliver(await queue(db, message)),
    close: () => transport?.close(),
  };
}
