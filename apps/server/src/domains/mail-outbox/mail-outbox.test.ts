import { messages } from '@fieldbook/contract';
import { discardMail, getMailHealth, getMailOutbox, resendMail } from '@fieldbook/contract/mail-outbox';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { outbox, outboxAttempts } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let plain: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await signInAs(t, ['admin.mail']);
  plain = await signInAs(t, []);
});

/** A message as the worker leaves it: queued after a failed attempt, failed after its last, or sent. */
async function message(state: 'queued' | 'failed' | 'sent', subject = `Outbox ${Math.random()}`) {
  const db = t.database.db;
  const [row] = await db
    .insert(outbox)
    .values({
      to: 'dale@example.test',
      replyTo: 'cody@example.test',
      subject,
      body: 'Hello.',
      attachments: [{ filename: 'FieldTicket-1.pdf', contentType: 'application/pdf', content: 'JVBERi0=' }],
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 3600_000),
      error: state === 'sent' ? null : 'connect ECONNREFUSED',
      failedAt: state === 'failed' ? new Date() : null,
      sentAt: state === 'sent' ? new Date() : null,
    })
    .returning();
  await db.insert(outboxAttempts).values({ outboxId: row.id, error: row.error });
  return row;
}

describe('GET /MailOutbox/List', () => {
  it('answers 401 anonymously and 403 without admin.mail', async () => {
    await denies(t.app, getMailOutbox, { query: {} }, plain);
  });

  it('answers 400 for an unknown status', async () => {
    const res = await call(t.app, getMailOutbox, { query: { status: 'lost' }, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.status).toBe('The status must be queued, sent or failed.');
  });

  it('lists the messages of one status with their attempts', async () => {
    const queued = await message('queued');
    const failed = await message('failed');
    const sent = await message('sent');
    const list = async (status: string) =>
      (await call(t.app, getMailOutbox, { query: { status }, token: admin })).json.data.rows.map((r) => r.outboxId);
    expect(await list('queued')).toContain(queued.id);
    expect(await list('queued')).not.toContain(failed.id);
    expect(await list('failed')).toEqual([failed.id]);
    expect(await list('sent')).toContain(sent.id);
    const res = await call(t.app, getMailOutbox, { query: { status: 'failed' }, token: admin });
    expect(res.json.data.rows[0]).toMatchObject({
      status: 'failed',
      to: 'dale@example.test',
      replyTo: 'cody@example.test',
      attachments: ['FieldTicket-1.pdf'],
      sentAt: null,
      nextAttemptAt: null,
      attempts: [{ at: expect.any(String), error: 'connect ECONNREFUSED' }],
    });
    await t.database.db.delete(outbox).where(eq(outbox.id, failed.id));
  });
});

describe('POST /MailOutbox/Resend', () => {
  it('answers 401 anonymously and 403 without admin.mail', async () => {
    await denies(t.app, resendMail, { body: { outboxId: 1 } }, plain);
  });

  it('answers 400 without an id, 404 for a message no longer there and 409 for one sent', async () => {
    expect((await call(t.app, resendMail, { body: {}, token: admin })).statusCode).toBe(400);
    const gone = await call(t.app, resendMail, { body: { outboxId: 999_999 }, token: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json.message).toBe(messages.mailNotInOutbox);
    const sent = await message('sent');
    const again = await call(t.app, resendMail, { body: { outboxId: sent.id }, token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(messages.mailAlreadySent);
  });

  it('sends a failed message now and audits who did it', async () => {
    const failed = await message('failed');
    const res = await call(t.app, resendMail, { body: { outboxId: failed.id }, token: admin });
    expect(res.json).toEqual({ success: true, message: messages.mailResent, queued: false });
    const got = await smtp.waitFor((m) => m.subject === failed.subject);
    expect(got.headers['reply-to']).toContain('cody@example.test');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(row).toMatchObject({ failedAt: null, error: null, sentAt: expect.any(Date) });
    expect(await auditOf(t.database.db, 'mail', failed.id)).toMatchObject([{ action: 'resend' }]);
  });
});

describe('POST /MailOutbox/Discard', () => {
  it('answers 401 anonymously and 403 without admin.mail', async () => {
    await denies(t.app, discardMail, { body: { outboxId: 1 } }, plain);
  });

  it('answers 400 without an id and 404 for a message no longer there', async () => {
    expect((await call(t.app, discardMail, { body: { outboxId: 'x' }, token: admin })).statusCode).toBe(400);
    expect((await call(t.app, discardMail, { body: { outboxId: 999_999 }, token: admin })).statusCode).toBe(404);
  });

  it('deletes a queued message, which is then never sent', async () => {
    const queued = await message('queued');
    const res = await call(t.app, discardMail, { body: { outboxId: queued.id }, token: admin });
    expect(res.json).toEqual({ success: true, message: messages.mailDiscarded });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.id, queued.id))).toEqual([]);
    expect(await auditOf(t.database.db, 'mail', queued.id)).toMatchObject([{ action: 'discard' }]);
  });
});

describe('GET /MailOutbox/Health', () => {
  it('answers 401 anonymously and 403 without admin.mail', async () => {
    await denies(t.app, getMailHealth, {}, plain);
  });

  it('warns once every attempt has failed for an hour, and no more after one succeeds', async () => {
    const db = t.database.db;
    await db.delete(outbox);
    const health = async () => (await call(t.app, getMailHealth, { token: admin })).json.data;
    expect(await health()).toEqual({ failingSince: null, waiting: 0, warn: false });
    const recent = await message('queued');
    expect(await health()).toMatchObject({ failingSince: expect.any(String), waiting: 1, warn: false });
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await db.update(outboxAttempts).set({ at: hourAgo }).where(eq(outboxAttempts.outboxId, recent.id));
    expect(await health()).toEqual({ failingSince: hourAgo.toISOString(), waiting: 1, warn: true });
    await call(t.app, resendMail, { body: { outboxId: recent.id }, token: admin });
    expect(await health()).toEqual({ failingSince: null, waiting: 0, warn: false });
  });
});
