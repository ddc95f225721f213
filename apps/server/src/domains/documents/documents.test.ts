import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@fieldbook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createUser, signIn } from '../../../test/factories/users.ts';
import { auditLog, documentsAndPolicies, files } from '../../db/schema/index.ts';
import { simplePdf } from '../../demo/pdf.ts';

let t: TestApp;
/** Holds 'admin.documents'. */
let admin: string;
/** Signed in, with no permission at all. */
let plain: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { permissions: ['admin.documents'] });
  const p = await createUser(t.database.db, { permissions: [] });
  adminId = a.id;
  admin = await signIn(t.app, a.username, a.password);
  plain = await signIn(t.app, p.username, p.password);
});

const pdf = (title: string) => simplePdf(title, [`The ${title} of the firm.`]);
const pathOf = (fileId: string) => join(t.config.dataDir, 'files', fileId.slice(0, 2), fileId);

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file)
    f.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return f;
}

const upload = (body: FormData, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/DocumentAndPolicy/SaveDocumentAndPolicy',
    headers: token ? bearer(token) : {},
    payload: body,
  });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/DocumentAndPolicy/${url}`, headers: token ? bearer(token) : {} });
const remove = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/DocumentAndPolicy/DeleteDocumentAndPolicy',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

async function uploaded(name: string, filename = `${name.replaceAll(' ', '-')}.pdf`) {
  const res = await upload(form({ documentName: name }, { bytes: pdf(name), name: filename }), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().documentId as number;
}

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('POST /DocumentAndPolicy/SaveDocumentAndPolicy', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const body = () => form({ documentName: 'Nope' }, { bytes: pdf('Nope'), name: 'nope.pdf' });
    const anon = await upload(body());
    expect(anon.statusCode).toBe(401);
    const res = await upload(body(), plain);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.forbidden });
  });

  it("answers 400 'Please add a document name before uploading file.' and stores nothing", async () => {
    const filesBefore = await t.database.db.select().from(files);
    for (const fields of [{}, { documentName: '   ' }] as Record<string, string>[]) {
      const res = await upload(form(fields, { bytes: pdf('Unnamed'), name: 'unnamed.pdf' }), admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.addDocumentName,
        errors: { documentName: messages.addDocumentName },
      });
    }
    expect(await t.database.db.select().from(files)).toEqual(filesBefore);
  });

  it('answers 400 without a file, or with a file whose content is not an accepted type', async () => {
    const none = await upload(form({ documentName: 'No file' }), admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose a file.');

    const fake = await upload(
      form({ documentName: 'Fake' }, { bytes: Buffer.from('MZ\x90\x00 not a pdf at all'), name: 'fake.pdf' }),
      admin,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('This type of file is not accepted.');
    const names = (await t.database.db.select().from(documentsAndPolicies)).map((d) => d.name);
    expect(names).not.toContain('Fake');
  });

  it('stores the document under its name, keeps the file name, and audits it', async () => {
    const res = await upload(
      form({ documentName: '  Drug and Alcohol Policy ' }, { bytes: pdf('Policy'), name: 'D&A Policy 2026.pdf' }),
      admin,
    );
    expect(res.statusCode).toBe(200);
    const { success, message, documentId } = res.json();
    expect({ success, message }).toEqual({ success: true, message: messages.documentUploaded });
    const list = await get('GetDocumentAndPolicyList', plain);
    expect(list.json().data).toContainEqual({
      documentId,
      name: 'Drug and Alcohol Policy',
      filename: 'D&A Policy 2026.pdf',
    });
    const [entry] = await auditOf(documentId);
    expect(entry).toMatchObject({
      userId: adminId,
      action: 'create',
      change: { name: 'Drug and Alcohol Policy', filename: 'D&A Policy 2026.pdf', contentType: 'application/pdf' },
    });
  });
});

describe('GET /DocumentAndPolicy/GetDocumentAndPolicyList', () => {
  it('answers 401 without a session', async () => {
    const res = await get('GetDocumentAndPolicyList');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers the documents by name to any signed-in user', async () => {
    await uploaded('zebra crossing rules');
    await uploaded('Anti-Harassment Policy');
    const res = await get('GetDocumentAndPolicyList', plain);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const names: string[] = res.json().data.map((d: { name: string }) => d.name);
    expect(names.indexOf('Anti-Harassment Policy')).toBeLessThan(names.indexOf('zebra crossing rules'));
  });
});

describe('GET /DocumentAndPolicy/Document', () => {
  it('answers 401 without a session', async () => {
    const res = await get('Document?DocumentId=1');
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 without a DocumentId and 404 for an unknown one', async () => {
    const bad = await get('Document', plain);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ DocumentId: messages.required('DocumentId') });
    const missing = await get('Document?DocumentId=999999', plain);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: messages.documentNotFound });
  });

  it('sends the file as a download under its file name to any signed-in user', async () => {
    const id = await uploaded('Safety Manual', 'Safety Manual – 2026.pdf');
    const res = await get(`Document?DocumentId=${id}`, plain);
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
    expect((await remove({ id })).statusCode).toBe(401);
    const res = await remove({ id }, plain);
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(documentsAndPolicies).where(eq(documentsAndPolicies.id, id))).toHaveLength(
      1,
    );
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await remove({}, admin)).statusCode).toBe(400);
    const res = await remove({ id: 999_999 }, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.documentNotFound);
  });

  it('deletes the row and its file, and audits it', async () => {
    const id = await uploaded('Retired Policy');
    const [doc] = await t.database.db.select().from(documentsAndPolicies).where(eq(documentsAndPolicies.id, id));
    expect(existsSync(pathOf(doc.fileId))).toBe(true);

    const res = await remove({ id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.documentDeleted });
    expect(existsSync(pathOf(doc.fileId))).toBe(false);
    expect(await t.database.db.select().from(files).where(eq(files.id, doc.fileId))).toEqual([]);
    expect((await get(`Document?DocumentId=${id}`, plain)).statusCode).toBe(404);
    const list = await get('GetDocumentAndPolicyList', plain);
    expect(list.json().data.map((d: { documentId: number }) => d.documentId)).not.toContain(id);
    const [, entry] = await auditOf(id);
    expect(entry).toMatchObject({ userId: adminId, action: 'delete', change: { name: 'Retired Policy' } });
  });
});
