import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { messages } from '@fieldbook/contract';
import { emailEquipmentFormPdf, saveEquipmentForm } from '@fieldbook/contract/forms-equipment';
import { emailFieldTicketPdf, saveFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { emailJsaPdf, saveJsa } from '@fieldbook/contract/forms-jsa';
import { resetPasswordLoggedIn, sendReportBox } from '@fieldbook/contract/self';
import { createUser as createUserEndpoint, resetPasswordById } from '@fieldbook/contract/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInUser } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createFieldWorld } from '../../test/factories/field-world.ts';
import { roleFor } from '../../test/factories/users.ts';
import { jsaFields } from '../../test/jsa-fields.ts';
import { type ReceivedMail, startSmtp } from '../../test/smtp.ts';
import { buildApp } from '../app.ts';
import { outbox, outboxAttempts } from '../db/schema/index.ts';

// The outbox end to end, with a real SMTP server that is stopped and started again and server
// processes (buildApp with its pg-boss worker) that stop and start: every e-mail is delivered once.

const BUG_REPORT_TO = 'support@example.test';
/** Retries a second apart (instead of minutes): the worker tries while the mail server is down. */
const RETRY_SECONDS = Array<number>(60).fill(1);

/** A loopback port nothing listens on: the mail server is down until a test starts it there. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let port: number;
const instances: FastifyInstance[] = [];

/** Another server process on the same database, with its own mail worker. */
async function instance() {
  const app = await buildApp({ config: t.config, db: t.database.db, logger: false, jobsPool: t.database.pool });
  instances.push(app);
  return app;
}

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    bugReportTo: BUG_REPORT_TO,
    mailRetrySeconds: RETRY_SECONDS,
  });
});
afterAll(async () => {
  for (const app of instances) await app.close();
});

const pdfAttached = (m: ReceivedMail, name: RegExp) => {
  const part = m.raw.match(new RegExp(`filename="?${name.source}"?[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`));
  return part !== null && Buffer.from(part[1].replace(/\s+/g, ''), 'base64').subarray(0, 5).toString() === '%PDF-';
};

/** Sends one e-mail of every kind through `app`, each to its own address; answers what to expect of each. */
async function sendEveryKind(app: FastifyInstance) {
  const db = t.database.db;
  const tag = randomUUID().slice(0, 8);
  const crew = await signInUser(t, ['forms.view', 'forms.fieldTicketCreate', 'forms.equipmentEdit', 'forms.jsaEdit']);
  const admin = await signInUser(t, ['admin.users']);
  const { job, name } = await createFieldWorld(db);
  const ok = async <T>(p: Promise<{ statusCode: number; body: string; json: T }>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json;
  };
  const to = (kind: string) => `${kind}.${tag}@example.test`;

  const ticket = await ok(
    call(app, saveFieldTicket, {
      token: crew.token,
      body: {
        fieldTicketId: 0,
        jobId: job.id,
        stepId: 10,
        requestKey: randomUUID(),
        date: '2026-11-24',
        submit: false,
        equipmentForms: [],
        fieldTicketRoustabouts: [],
        fieldTicketComments: [],
        clientSignaturePrint: '',
        clientSignatureData: null,
        supervisorSignaturePrint: '',
        supervisorSignatureData: null,
      },
    }),
  );
  const mailTo = { toName: '', message: '', fromName: '' };
  const answers = [
    await ok(
      call(app, emailFieldTicketPdf, {
        token: crew.token,
        query: { fieldTicketId: ticket.id, toAddress: to('ticket'), ...mailTo },
      }),
    ),
  ];
  const jsa = await ok(
    call(app, saveJsa, {
      token: crew.token,
      body: {
        jsaId: 0,
        jobId: job.id,
        stepId: 10,
        clientKey: randomUUID(),
        ...jsaFields(null, { checkBoxCategories: [], emergency: [] }),
      },
    }),
  );
  answers.push(
    await ok(
      call(app, emailJsaPdf, {
        token: crew.token,
        query: { JSAId: jsa.id, toAddress: to('jsa'), ...mailTo, timezoneOffset: 0 },
      }),
    ),
  );
  const equipment = await ok(
    call(app, saveEquipmentForm, {
      token: crew.token,
      body: {
        equipmentFormId: 0,
        equipmentFormNameId: name.id,
        jobId: job.id,
        stepId: 10,
        unitNumber: 'LT-104',
        comments: '',
        checkBoxes: [],
        submit: false,
        clientKey: randomUUID(),
      },
    }),
  );
  answers.push(
    await ok(
      call(app, emailEquipmentFormPdf, {
        token: crew.token,
        query: { equipmentFormId: equipment.id, toAddress: to('equipment'), ...mailTo },
      }),
    ),
  );
  const report = await ok(
    call(app, sendReportBox, {
      token: crew.token,
      body: { description: `Broken ${tag}`, locationPath: '/', browser: 'x' },
    }),
  );
  const created = await ok(
    call(app, createUserEndpoint, {
      token: admin.token,
      body: {
        username: `mailed.${tag}`,
        firstName: 'Nora',
        lastName: 'Quill',
        positionTitle: 'Field Technician',
        roleId: await roleFor(db, { permissions: [] }),
        employeePhoto: null,
        phoneNumbers: [],
        emails: [{ emailId: 0, email: to('newuser'), primary: true }],
        officeLocations: [],
      },
    }),
  );
  const reset = await ok(call(app, resetPasswordById, { token: admin.token, body: { userId: created.userId } }));
  const own = await ok(call(app, resetPasswordLoggedIn, { token: crew.token }));
  return {
    answers: [...answers, report, own],
    /** The administrator's answers, which name what was done before what became of the e-mail. */
    accountAnswers: [created.message, reset.message],
    expected: [
      { to: to('ticket'), replyTo: crew.email, pdf: /FieldTicket-\d+\.pdf/ },
      { to: to('jsa'), replyTo: crew.email, pdf: /JSA[^"]*\.pdf/ },
      { to: to('equipment'), replyTo: crew.email, pdf: /[^"]*\.pdf/ },
      { to: BUG_REPORT_TO, replyTo: crew.email, subject: `Fieldbook bug report`, text: `Broken ${tag}` },
      { to: to('newuser'), replyTo: admin.email, subject: 'Your Fieldbook account' },
      { to: to('newuser'), replyTo: admin.email, subject: 'Your new Fieldbook password' },
      { to: crew.email, replyTo: crew.email, subject: 'Your new Fieldbook password' },
    ],
  };
}

describe('the outbox', () => {
  it('answers queued when the mail server is down, and delivers each e-mail once after a restart', async () => {
    const first = await instance();
    const { answers, accountAnswers, expected } = await sendEveryKind(first);
    for (const a of answers) expect(a).toMatchObject({ success: true, message: messages.mailQueued });
    expect(accountAnswers).toEqual([messages.userCreatedMailQueued, messages.resetUserPasswordMailQueued]);
    const queued = await t.database.db.select().from(outbox);
    expect(queued.length).toBeGreaterThanOrEqual(expected.length);
    expect(queued.every((m) => m.sentAt === null && m.error !== null)).toBe(true);

    // Fieldbook stops; the mail server comes back; Fieldbook starts again and its worker sends the lot.
    await first.close();
    instances.splice(instances.indexOf(first), 1);
    const smtp = await startSmtp(port);
    await instance();
    for (const e of expected) {
      const m = await smtp.waitFor(
        (m) =>
          m.to.includes(e.to) &&
          (!e.subject || m.subject.startsWith(e.subject)) &&
          (!('text' in e) || m.text.includes(e.text as string)),
        15_000,
      );
      expect(m.headers['reply-to']).toContain(e.replyTo);
      if (e.pdf) expect(pdfAttached(m, e.pdf), `the PDF sent to ${e.to}`).toBe(true);
      expect(m.text).not.toMatch(/^\s*\n|\n\n\n/);
    }
    const allSent = async () => (await t.database.db.select().from(outbox)).every((m) => m.sentAt !== null);
    await expect.poll(allSent).toBe(true);
    const rows = await t.database.db.select().from(outbox);
    expect(smtp.messages).toHaveLength(rows.length);
    // Each attempt is kept: the failures while the server was down, then the one that sent it.
    const attempts = await t.database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, rows[0].id));
    expect(attempts.at(-1)?.error).toBeNull();
    expect(attempts.slice(0, -1).every((a) => a.error !== null)).toBe(true);
  }, 120_000);

  it('two server processes on one database send each e-mail once', async () => {
    const db = t.database.db;
    // Only these two run now (an earlier test's process would send to its own mail server).
    for (const app of instances.splice(0)) await app.close();
    const smtp = await startSmtp(await freePort());
    const config = { ...t.config, smtpUrl: smtp.url, mailRetrySeconds: RETRY_SECONDS };
    const subjects = Array.from({ length: 30 }, (_, i) => `Shared ${i} ${randomUUID()}`);
    // Queued in the database before either process starts, as after an outage.
    for (const subject of subjects) {
      await t.app.services.mail.queue(db, { to: 'crew@example.test', subject, text: 'Hello.' });
    }
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({ config, db, logger: false, jobsPool: t.database.pool });
        instances.push(app);
        return app;
      }),
    );
    // Both workers run at once besides their own start, claiming from the same rows.
    await Promise.all(apps.map((app) => app.services.mail.deliverDue()));
    for (const s of subjects) await smtp.waitFor((m) => m.subject === s, 15_000);
    const ours = async () => (await db.select().from(outbox)).filter((m) => subjects.includes(m.subject));
    await expect.poll(async () => (await ours()).every((m) => m.sentAt !== null)).toBe(true);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
  }, 60_000);
});
