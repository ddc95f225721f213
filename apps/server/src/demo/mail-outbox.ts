import { inArray } from 'drizzle-orm';
import { outbox, outboxAttempts } from '../db/schema/index.ts';
import type { DemoStep } from './step.ts';
import { tally } from './step.ts';

/** The error a mail server that refused the demo's address gave, at each retry. */
const REFUSED = '550 5.1.1 <ops@hawkins-energy.example>: Recipient address rejected: mailbox unavailable';

/** Two e-mails whose last retry failed, for the administrator's outbox screen: one to resend, one to discard. */
const DEMO_FAILED = [
  {
    to: 'ops@hawkins-energy.example',
    subject: 'Field Ticket – Hawkins 14-22 Pad – weekly summary',
    body: 'Hello,\n\nPlease find the field tickets of last week for the Hawkins 14-22 Pad.\n\nSent by Fieldbook.\n',
  },
  {
    to: 'safety@permian-midstream.example',
    subject: 'Job Safety Analysis – Permian Midstream compressor station',
    body: 'Hello,\n\nThe JSA of the compressor station visit is attached.\n\nSent by Fieldbook.\n',
  },
];

/** Sent after the failures above: mail works again, so the home page does not warn. */
const DEMO_SENT = {
  to: 'dispatch@stillwater-noise.example',
  subject: 'Equipment Form: Light Tower — Unit LT-104',
  body: 'Attached: equipment form Light Tower, unit LT-104.\n\n— Demo Supervisor\n',
};

/** Demo: failed e-mails in the outbox and one sent after them, matched by subject. */
export const mailOutboxStep: DemoStep = {
  name: 'mail outbox',
  async run(tx) {
    const t = tally();
    const existing = new Set(
      (
        await tx
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(
            inArray(
              outbox.subject,
              [...DEMO_FAILED, DEMO_SENT].map((m) => m.subject),
            ),
          )
      ).map((r) => r.subject),
    );
    for (const m of DEMO_FAILED) {
      if (existing.has(m.subject)) {
        t.existing('failed e-mails');
        continue;
      }
      const failedAt = new Date(Date.now() - 3600_000);
      const [row] = await tx
        .insert(outbox)
        .values({ ...m, attempts: 3, error: REFUSED, failedAt, createdAt: new Date(failedAt.getTime() - 2 * 3600_000) })
        .returning({ id: outbox.id });
      await tx.insert(outboxAttempts).values(
        [120, 60, 0].map((minutesBefore) => ({
          outboxId: row.id,
          at: new Date(failedAt.getTime() - minutesBefore * 60_000),
          error: REFUSED,
        })),
      );
      t.created('failed e-mails');
    }
    if (existing.has(DEMO_SENT.subject)) t.existing('sent e-mails');
    else {
      const sentAt = new Date(Date.now() - 30 * 60_000);
      const [row] = await tx
        .insert(outbox)
        .values({ ...DEMO_SENT, attempts: 1, sentAt, createdAt: sentAt })
        .returning({ id: outbox.id });
      await tx.insert(outboxAttempts).values({ outboxId: row.id, at: sentAt, error: null });
      t.created('sent e-mails');
    }
    return t.counts;
  },
};
