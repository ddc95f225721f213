import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Keeps the message in the outbox, then sends it over SMTP when configured. Never throws. */
  send(message: Message): Promise<{ id: number; sent: boolean }>;
  close(): void;
}

export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send({ to, subject, text }) {
      const [row] = await db.insert(outbox).values({ to, subject, body: text }).returning({ id: outbox.id });
      if (!transport) {
        log.info({ outboxId: row.id, to, subject }, 'e-mail kept in the outbox (SMTP_URL is not set)');
        return { id: row.id, sent: false };
      }
      try {
        await transport.sendMail({ from, to, subject, text });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        log.info({ outboxId: row.id, to, subject }, 'e-mail sent');
        return { id: row.id, sent: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db.update(outbox).set({ error }).where(eq(outbox.id, row.id));
        log.error({ outboxId: row.id, to, subject, error }, 'e-mail could not be sent; kept in the outbox');
        return { id: row.id, sent: false };
      }
    },
    close: () => transport?.close(),
  };
}
