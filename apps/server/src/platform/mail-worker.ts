import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';

const QUEUE = 'mail-outbox';

/**
 * Delivers the outbox (mail.ts) as a pg-boss job: every minute, at once after a start (messages left
 * by a stop), and when a failed message is due again. Each run claims due rows with FOR UPDATE SKIP
 * LOCKED, so runs of several server processes never send one message twice.
 */
export async function startMailWorker(jobs: Jobs, mail: Mailer, log: FastifyBaseLogger): Promise<void> {
  await jobs.handle(QUEUE, () => mail.deliverDue(), '* * * * *');
  const wake = (at?: Date) =>
    jobs.trigger(QUEUE, at).catch((err) => log.error({ err }, 'the mail worker could not be woken'));
  mail.onRetry = (at) => void wake(at);
  await wake();
}
