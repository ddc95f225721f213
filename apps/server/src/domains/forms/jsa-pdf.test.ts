import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JsaFieldsInput, messages } from '@fieldbook/contract';
import { adminJobList } from '@fieldbook/contract/forms-admin';
import {
  emailJsaPdf,
  getJsa,
  getJsaPdf,
  jsaListEdits,
  jsaListSignatures,
  saveJsa,
  signJsa,
} from '@fieldbook/contract/forms-jsa';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob } from '../../../test/factories/hand-off.ts';
import { jsaFields } from '../../../test/jsa-fields.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { jsas, outbox } from '../../db/schema/index.ts';

/** A 1 × 1 PNG, as a signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let t: TestApp;
let smtp: TestSmtp;
let supervisor: { id: number; token: string };
let nobody: string;
let job: { id: number };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  supervisor = await signInUser(t, ['forms.view', 'forms.jsaEdit', 'jobs.view']);
  nobody = await signInAs(t, []);
  job = await createHandOffJob(t.database.db, { stepId: 10 });
});

const values = (over: Partial<JsaFieldsInput> = {}) =>
  jsaFields(
    {
      productName: 'Sound Wall - STC 40',
      scopeBuilderId: null,
      sequenceActionId: null,
      actionOther: true,
      actionTextOther: 'Stand panels with the telehandler',
      productRisks: [],
      riskOther: true,
      riskTextOther: 'Wind gusts on raised panels',
      siteRisk: 'Soft ground near the pit',
      riskMitigation: 'Matting under the telehandler',
    },
    over,
  );

const create = async (body: Record<string, unknown> = {}) => {
  const res = await call(t.app, saveJsa, {
    body: { jsaId: 0, jobId: job.id, stepId: 10, ...values(), ...body },
    token: supervisor.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.id as number;
};

const pdfText = (bytes: Buffer) => {
  const path = join(mkdtempSync(join(tmpdir(), 'jsa-pdf-')), 'jsa.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
};

describe('POST /JSA/JSA with a client key', () => {
  it('answers 400 for a malformed key', async () => {
    const res = await call(t.app, saveJsa, {
      body: { jsaId: 0, jobId: job.id, stepId: 10, ...values(), clientKey: 'no spaces allowed' },
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.clientKey).toBe(messages.jsaClientKeyInvalid);
  });

  it('answers a repeated submission with the first JSA instead of a second one', async () => {
    const key = 'c0ffee00-1111-4a2b-9c3d-000000000001';
    const first = await create({ clientKey: key });
    // The phone lost the answer and sends the same submission again, twice at once.
    const again = await Promise.all([create({ clientKey: key }), create({ clientKey: key })]);
    expect(again).toEqual([first, first]);
    const rows = await t.database.db
      .select()
      .from(jsas)
      .where(and(eq(jsas.createdBy, supervisor.id), eq(jsas.clientKey, key)));
    expect(rows).toHaveLength(1);
    expect((await auditOf(t.database.db, 'jsa', first)).filter((a) => a.action === 'create')).toHaveLength(1);
    // Another key makes another JSA.
    expect(await create({ clientKey: 'c0ffee00-1111-4a2b-9c3d-000000000002' })).not.toBe(first);
  });

  it('refuses a key already used for another job', async () => {
    const key = 'c0ffee00-1111-4a2b-9c3d-000000000003';
    await create({ clientKey: key });
    const other = await createHandOffJob(t.database.db, { stepId: 10 });
    const res = await call(t.app, saveJsa, {
      body: { jsaId: 0, jobId: other.id, stepId: 10, ...values(), clientKey: key },
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.jsaClientKeyReused);
  });
});

describe('JSA versions: signatures and the edit log', () => {
  it('records the version each signature signed and what each edit changed', async () => {
    const id = await create();
    expect((await call(t.app, getJsa, { query: { id }, token: supervisor.token })).json.data.version).toBe(1);
    await call(t.app, signJsa, { body: { jsaId: id, name: 'Rosa Jimenez', signature: PNG }, token: supervisor.token });
    const edited = await call(t.app, saveJsa, {
      body: { jsaId: id, jobId: job.id, stepId: 10, ...values({ supervisor: 'Luis Ortega' }) },
      token: supervisor.token,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await call(t.app, signJsa, { body: { jsaId: id, name: 'Luis Ortega', signature: PNG }, token: supervisor.token });

    expect((await call(t.app, getJsa, { query: { id }, token: supervisor.token })).json.data.version).toBe(2);
    const sigs = (await call(t.app, jsaListSignatures, { query: { id }, token: supervisor.token })).json.signatures;
    expect(sigs.map((s: { name: string; version: number }) => [s.name, s.version])).toEqual([
      ['Rosa Jimenez', 1],
      ['Luis Ortega', 2],
    ]);
    const log = (await call(t.app, jsaListEdits, { query: { JSAId: id }, token: supervisor.token })).json.jsaEditsList;
    expect(log).toEqual([
      expect.objectContaining({ version: 2, changes: ['Supervisor: Dale Whitaker → Luis Ortega'] }),
    ]);
  });
});

describe('GET /Pdf/GetJSAPDF', () => {
  it('answers 401 anonymously and 403 without forms.view', async () => {
    await denies(t.app, getJsaPdf, { query: { JSAId: 1 } }, nobody);
  });

  it('answers 400 for a bad id or offset and 404 for a JSA that does not exist', async () => {
    expect((await call(t.app, getJsaPdf, { query: { JSAId: 'x' }, token: supervisor.token })).statusCode).toBe(400);
    const offset = await call(t.app, getJsaPdf, { query: { JSAId: 1, timezoneOffset: 99 }, token: supervisor.token });
    expect(offset.statusCode).toBe(400);
    expect(offset.json.errors.timezoneOffset).toBe(messages.jsaTimezoneOffset);
    const missing = await call(t.app, getJsaPdf, { query: { JSAId: 999999 }, token: supervisor.token });
    expect(missing.statusCode).toBe(404);
  });

  it('is the whole worksheet in the reader’s time, with the sign-in sheet and its versions', async () => {
    const id = await create();
    await call(t.app, signJsa, { body: { jsaId: id, name: 'Rosa Jimenez', signature: PNG }, token: supervisor.token });
    await call(t.app, saveJsa, {
      body: { jsaId: id, jobId: job.id, stepId: 10, ...values({ emergencyAddress: 'Gate 3, CR 1250' }) },
      token: supervisor.token,
    });
    const res = await call(t.app, getJsaPdf, { query: { JSAId: id, timezoneOffset: -6 }, token: supervisor.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="JSA-.*\.pdf"/);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Stillwater Noise Control',
      'Job Safety Analysis',
      'November 24, 2026',
      '8:30 AM (UTC-6)',
      'Dale Whitaker',
      'Midland Memorial Hospital',
      'Gate 3, CR 1250',
      'Personal Protective Equipment',
      'Hard Hat',
      'Other: Face shield for grinding',
      'Muster Point',
      'NE gate',
      'Risk Management',
      'Other: Stand panels with the telehandler',
      'Other: Wind gusts on raised panels',
      'Matting under the telehandler',
      'Sign-In Sheet',
      'version 2 of the worksheet',
      'Rosa Jimenez',
      'Signed on version 1',
      'Edit Log',
      'Emergency Address: Hawkins 14-22 Pad, CR 1250, Midland, TX → Gate 3, CR 1250',
    ])
      expect(text).toContain(expected);
  });
});

describe('GET /Pdf/EmailJSAPdf', () => {
  it('answers 401 anonymously and 403 without forms.view', async () => {
    await denies(t.app, emailJsaPdf, { query: { JSAId: 1, toAddress: 'a@example.test' } }, nobody);
  });

  it('answers 400 without a valid address', async () => {
    const res = await call(t.app, emailJsaPdf, {
      query: { JSAId: 1, toAddress: 'not-an-address' },
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.toAddress).toBe(messages.invalidEmail);
  });

  it('sends the PDF as an attachment with the message, kept in the outbox and audited', async () => {
    const id = await create();
    const res = await call(t.app, emailJsaPdf, {
      query: {
        JSAId: id,
        toAddress: 'safety@client.example.test',
        toName: 'Pat Client',
        message: 'Here is today’s JSA.',
        fromName: 'Dale Whitaker',
        timezoneOffset: -6,
      },
      token: supervisor.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: messages.jsaEmailSent('safety@client.example.test'),
      queued: false,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('safety@client.example.test'));
    expect(mail.subject).toContain('Job Safety Analysis');
    expect(mail.raw).toContain('Pat Client');
    const part = mail.raw.split(/\r?\n--/).find((p) => /content-type:\s*application\/pdf/i.test(p));
    expect(part).toBeDefined();
    const body = (part as string)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '');
    const pdf = Buffer.from(body, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Midland Memorial Hospital');
    const [kept] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'safety@client.example.test'));
    expect(kept).toMatchObject({ sentAt: expect.any(Date), error: null });
    expect(kept.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    expect(await auditOf(t.database.db, 'jsa', id)).toContainEqual(
      expect.objectContaining({ userId: supervisor.id, action: 'email' }),
    );
  });
});

describe('GET /JobForm/AdminJobList', () => {
  it('answers 401 anonymously and 403 without admin.jobForms', async () => {
    await denies(t.app, adminJobList, {}, await signInAs(t, ['forms.view']));
  });

  it('lists the jobs for the picker', async () => {
    const res = await call(t.app, adminJobList, { token: await signInAs(t, ['admin.jobForms']) });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toContainEqual(expect.objectContaining({ jobId: job.id, jobNumber: expect.any(String) }));
  });
});
