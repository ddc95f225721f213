import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@fieldbook/contract';
import { documentEndpoints as e } from '@fieldbook/contract/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditOf, call, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { documentsAndPolicies, files } from '../../db/schema/index.ts';
import { simplePdf } from '../../demo/pdf.ts';

let t: TestApp;
/** Holds 'admin.documents'. */
let admin: string;
/** Signed in, with no permission at all. */
let plain: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId, token: admin } = await signInUser(t, ['admin.documents']));
  plain = await signInAs(t, []);
});

const pdf = (title: string) => simplePdf(title, [`The ${title} of the firm.`]);
const pathOf = (fileId: string) => join(t.config.dataDir, 'files', fileId.slice(0, 2), fileId);

async function uploaded(name: string, filename = `${name.replaceAll(' ', '-')}.pdf`) {
  const res = await call(t.app, e.saveDocumentAndPolicy, {
    body: form({ documentName: name }, { bytes: pdf(name), name: filename }),
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.documentId as number;
}

describe('POST /DocumentAndPolicy/SaveDocumentAndPolicy', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const body = () => form({ documentName: 'Nope' }, { bytes: pdf('Nope'), name: 'nope.pdf' });
    const anon = await call(t.app, e.saveDocumentAndPolicy, { body: body() });
    expect(anon.statusCode).toBe(401);
    const res = await call(t.app, e.saveDocumentAndPolicy, { body: body(), token: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it("answers 400 'Please add a document name before uploading file.' and stores nothing", async () => {
    const filesBefore = await t.database.db.select().from(files);
    for (const fields of [{}, { documentName: '   ' }] as Record<string, string>[]) {
      const res = await call(t.app, e.saveDocumentAndPolicy, {
        body: form(fields, { bytes: pdf('Unnamed'), name: 'unnamed.pdf' }),
        token: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: messages.addDocumentName,
        errors: { documentName: messages.addDocumentName },
      });
    }
    expect(await t.database.db.select().from(files)).toEqual(filesBefore);
  });

  it('answers 400 without a file, or with a file whose content is not an accepted type', async () => {
    const none = await call(t.app, e.saveDocumentAndPolicy, { body: form({ documentName: 'No file' }), token: admin });
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toBe('Please choose a file.');

    const fake = await call(t.app, e.saveDocumentAndPolicy, {
      body: form({ documentName: 'Fake' }, { bytes: Buffer.from('MZ\x90\x00 not a pdf at all'), name: 'fake.pdf' }),
      token: admin,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json).toEqual({
      success: false,
      message: 'This type of file is not accepted.',
      errors: { file: 'This type of file is not accepted.' },
    });
    const names = (await t.database.db.select().from(documentsAndPolicies)).map((d) => d.name);
    expect(names).not.toContain('Fake');
  });

  it('stores the document under its name, keeps the file name, and audits it', async () => {
    const res = await call(t.app, e.saveDocumentAndPolicy, {
      body: form({ documentName: '  Drug and Alcohol Policy ' }, { bytes: pdf('Policy'), name: 'D&A Policy 2026.pdf' }),
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const { success, message, documentId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: messages.documentUploaded });
    const list = await call(t.app, e.getDocumentAndPolicyList, { token: plain });
    expect(list.json.data).toContainEqual({
      documentId,
      name: 'Drug and Alcohol Policy',
      filename: 'D&A Policy 2026.pdf',
    });
    const [entry] = await auditOf(t.database.db, 'document', documentId);
    expect(entry).toMatchObject({
      userId: adminId,
      action: 'create',
      change: { name: 'Drug and Alcohol Policy', filename: 'D&A Policy 2026.pdf', contentType: 'application/pdf' },
    });
  });
});

describe('uploads on disk', () => {
  /** The temporary files of uploads in progress (none once a request has ended). */
  const waiting = () => {
    const dir = join(t.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('refuses a file over 25 MB with 413 and a clear message, and keeps nothing of it', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const big = Buffer.concat([pdf('Big'), Buffer.alloc(25 * 1024 * 1024)]);
    const res = await call(t.app, e.saveDocumentAndPolicy, {
      body: form({ documentName: 'Big' }, { bytes: big, name: 'big.pdf' }),
      token: admin,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json).toEqual({
      success: false,
      message: messages.uploadTooLarge(25),
      errors: { file: messages.uploadTooLarge(25) },
    });
    expect(waiting()).toEqual([]);
    expect(await t.database.db.select().from(files)).toHaveLength(before);
  });

  it('leaves no temporary file behind, whether the upload is kept or refused', async () => {
    await uploaded('Kept');
    const refused = await call(t.app, e.saveDocumentAndPolicy, {
      body: form({ documentName: '' }, { bytes: pdf('Refused'), name: 'refused.pdf' }),
      token: admin,
    });
    expect(refused.statusCode).toBe(400);
    await vi.waitFor(() => expect(waiting()).toEqual([]));
  });
});

describe('GET /DocumentAndPolicy/GetDocumentAndPolicyList', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, e.getDocumentAndPolicyList);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers the documents by name to any signed-in user', async () => {
    await uploaded('zebra crossing rules');
    await uploaded('Anti-Harassment Policy');
    const res = await call(t.app, e.getDocumentAndPolicyList, { token: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json.success).toBe(true);
    const names: string[] = res.json.data.map((d: { name: string }) => d.name);
    expect(names.indexOf('Anti-Harassment Policy')).toBeLessThan(names.indexOf('zebra crossing rules'));
  });
});

describe('GET /DocumentAndPolicy/Document', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, e.getDocument, { query: { DocumentId: '1' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 without a DocumentId and 404 for an unknown one', async () => {
    const bad = await call(t.app, e.getDocument, { token: plain });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({ DocumentId: messages.required('DocumentId') });
    const missing = await call(t.app, e.getDocument, { query: { DocumentId: '999999' }, token: plain });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ success: false, message: messages.documentNotFound });
  });

  it('sends the file as a download under its file name to any signed-in user', async () => {
    const id = await uploaded('Safety Manual', 'Safety Manual – 2026.pdf');
    const res = await call(t.app, e.getDocument, { query: { DocumentId: id }, token: plain });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Safety Manual _ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Safety Manual – 2026.pdf')}`,
    );
    expect(res.rawPayload.equals(pdf('Safety Manual'))).toBe(true);
  });
});

describe('POST /DocumentAndPolicy/DeleteDocumentAndPolicy', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const id = await uploaded('Kept');
    expect((await call(t.app, e.deleteDocumentAndPolicy, { body: { id } })).statusCode).toBe(401);
    const res = await call(t.app, e.deleteDocumentAndPolicy, { body: { id }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(documentsAndPolicies).where(eq(documentsAndPolicies.id, id))).toHaveLength(
      1,
    );
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await call(t.app, e.deleteDocumentAndPolicy, { body: {}, token: admin })).statusCode).toBe(400);
    const res = await call(t.app, e.deleteDocumentAndPolicy, { body: { id: 999_999 }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.documentNotFound);
  });

  it('deletes the row and its file, and audits it', async () => {
    const id = await uploaded('Retired Policy');
    const [doc] = await t.database.db.select().from(documentsAndPolicies).where(eq(documentsAndPolicies.id, id));
    expect(existsSync(pathOf(doc.fileId))).toBe(true);

    const res = await call(t.app, e.deleteDocumentAndPolicy, { body: { id }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.documentDeleted });
    // The bytes go with the next sweep of the store, once nothing names them.
    expect(existsSync(pathOf(doc.fileId))).toBe(true);
    await t.app.services.storage.sweep(0);
    expect(existsSync(pathOf(doc.fileId))).toBe(false);
    expect(await t.database.db.select().from(files).where(eq(files.id, doc.fileId))).toEqual([]);
    expect((await call(t.app, e.getDocument, { query: { DocumentId: id }, token: plain })).statusCode).toBe(404);
    const list = await call(t.app, e.getDocumentAndPolicyList, { token: plain });
    expect(list.json.data.map((d: { documentId: number }) => d.documentId)).not.toContain(id);
    const [, entry] = await auditOf(t.database.db, 'document', id);
    expect(entry).toMatchObject({ userId: adminId, action: 'delete', change: { name: 'Retired Policy' } });
  });
});

describe('the type of a stored document', () => {
  const save = (bytes: Buffer, name: string) =>
    call(t.app, e.saveDocumentAndPolicy, { body: form({ documentName: name }, { bytes, name }), token: admin });
  const fetch = (DocumentId: number) => call(t.app, e.getDocument, { query: { DocumentId }, token: plain });
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('follows the content, not the name: a PNG named report.pdf is served as image/png, report.png', async () => {
    const res = await save(PNG, 'report.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetch(res.json.documentId);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="report.png"; filename*=UTF-8''report.png`);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps plain text, which documents allow by name, as text', async () => {
    const res = await save(Buffer.from('Call the yard before 7.'), 'notes.txt');
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetch(res.json.documentId);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toContain('filename="notes.txt"');
  });
});
