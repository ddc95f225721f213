import { randomUUID } from 'node:crypto';
import { messages, type Permission, USER_DOCUMENTS_QUOTA_MB } from '@fieldbook/contract';
import {
  checkEmailPermission,
  checkPhonePermission,
  deleteUserDocument,
  getPhoneTypes,
  getUserDocument,
  getUserDocumentList,
  getUserSignature,
  saveEmail,
  savePhoneNumber,
  saveUserDocument,
  saveUserSignature,
  selfCheck,
} from '@fieldbook/contract/profile';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, form, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories/users.ts';
import { auditLog, files, phoneTypes, userDocuments, userEmails, userPhones, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A user with exactly these permissions, signed in. */
async function member(permissions: Permission[] = []): Promise<TestUser & { token: string }> {
  const u = await createUser(t.database.db, { permissions });
  return { ...u, token: await signIn(t.app, u.username, u.password) };
}

const image = (format: 'png' | 'jpeg', width = 320, height = 180) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 40, b: 200 } } })
    .toFormat(format)
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

async function auditRows(entity: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

async function contactsOf(userId: number) {
  const phones = await t.database.db.select().from(userPhones).where(eq(userPhones.userId, userId));
  const emails = await t.database.db.select().from(userEmails).where(eq(userEmails.userId, userId));
  return { phones, emails, primaries: [...phones, ...emails].filter((r) => r.primary).length };
}

async function typeId(name: string) {
  const [row] = await t.database.db.select().from(phoneTypes).where(eq(phoneTypes.name, name));
  return row.id;
}

describe('GET /User/GetPhoneTypes', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, getPhoneTypes);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers the seeded phone types to any signed-in user', async () => {
    const u = await member();
    const res = await call(t.app, getPhoneTypes, { token: u.token });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.success).toBe(true);
    expect(body.phoneTypeList.map((p: { typeName: string }) => p.typeName)).toEqual([
      'Mobile',
      'Office',
      'Home',
      'Fax',
      'Other',
    ]);
    expect(body.phoneTypeList[0]).toEqual({ typeId: await typeId('Mobile'), typeName: 'Mobile' });
  });
});

describe('POST /User/SavePhoneNumber', () => {
  const save = (token: string | undefined, payload: unknown) => call(t.app, savePhoneNumber, { body: payload, token });
  let mobile: number;
  beforeAll(async () => {
    mobile = await typeId('Mobile');
  });

  it('answers 401 without a session', async () => {
    const res = await save(undefined, { userId: 1, phoneNumberId: 0, phoneNumber: '1', primary: false, typeId: null });
    expect(res.statusCode).toBe(401);
  });

  it("answers 403 for the own phones without 'admin.phoneEmail', and changes nothing", async () => {
    const u = await member(['admin.users']);
    const res = await save(u.token, {
      userId: u.id,
      phoneNumberId: 0,
      phoneNumber: '555',
      primary: false,
      typeId: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
    expect((await contactsOf(u.id)).phones).toEqual([]);
  });

  it("answers 403 for another user's phones without 'admin.users'", async () => {
    const u = await member(['admin.phoneEmail']);
    const other = await createUser(t.database.db);
    const res = await save(u.token, {
      userId: other.id,
      phoneNumberId: 0,
      phoneNumber: '555',
      primary: false,
      typeId: null,
    });
    expect(res.statusCode).toBe(403);
    expect((await contactsOf(other.id)).phones).toEqual([]);
  });

  it("answers 400 'Phone number is required.' for a blank number", async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, {
      userId: u.id,
      phoneNumberId: 0,
      phoneNumber: '   ',
      primary: false,
      typeId: mobile,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Phone number is required.',
      errors: { phoneNumber: 'Phone number is required.' },
    });
  });

  it('answers 400 for a phone type that does not exist, and changes nothing', async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, {
      userId: u.id,
      phoneNumberId: 0,
      phoneNumber: '555',
      primary: true,
      typeId: 9999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.phoneTypeNotFound,
      errors: { typeId: messages.phoneTypeNotFound },
    });
    const after = await contactsOf(u.id);
    expect(after.phones).toEqual([]);
    expect(after.emails[0].primary).toBe(true);
  });

  it('adds a phone, answers both lists with the type name, and records who did it', async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, {
      userId: u.id,
      phoneNumberId: 0,
      phoneNumber: ' (303) 555-0199 ',
      primary: false,
      typeId: mobile,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body).toEqual({
      success: true,
      message: messages.phoneNumberSaved,
      phoneList: [
        {
          phoneNumberId: expect.any(Number),
          phoneNumber: '(303) 555-0199',
          primary: false,
          typeId: mobile,
          typeName: 'Mobile',
        },
      ],
      emailList: [{ emailId: expect.any(Number), email: u.email, primary: true }],
    });
    const [row] = await auditRows('user', u.id);
    expect(row).toMatchObject({
      userId: u.id,
      action: 'phone.create',
      change: { phoneNumberId: body.phoneList[0].phoneNumberId, phoneNumber: '(303) 555-0199', primary: false },
    });
  });

  it('making a phone primary clears the primary e-mail; unsetting it makes the first e-mail primary again', async () => {
    const u = await member(['admin.phoneEmail']);
    const added = await save(u.token, {
      userId: u.id,
      phoneNumberId: 0,
      phoneNumber: '555-0100',
      primary: true,
      typeId: null,
    });
    expect(added.statusCode).toBe(200);
    const { phoneList, emailList } = added.json;
    expect(phoneList).toEqual([expect.objectContaining({ phoneNumber: '555-0100', primary: true, typeName: null })]);
    expect(emailList).toEqual([expect.objectContaining({ email: u.email, primary: false })]);
    expect((await contactsOf(u.id)).primaries).toBe(1);

    const edited = await save(u.token, {
      userId: u.id,
      phoneNumberId: phoneList[0].phoneNumberId,
      phoneNumber: '555-0101',
      primary: false,
      typeId: mobile,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json.phoneList).toEqual([
      expect.objectContaining({ phoneNumber: '555-0101', primary: false, typeName: 'Mobile' }),
    ]);
    expect(edited.json.emailList).toEqual([expect.objectContaining({ email: u.email, primary: true })]);
    const audits = await auditRows('user', u.id);
    expect(audits.map((a) => a.action)).toEqual(['phone.create', 'phone.update']);
    expect(audits[1].change).toMatchObject({ phoneNumber: '555-0101', before: { phoneNumber: '555-0100' } });
  });

  it('answers 404 for a phone of another user, and changes neither', async () => {
    const u = await member(['admin.phoneEmail']);
    const other = await member(['admin.phoneEmail']);
    const theirs = await save(other.token, {
      userId: other.id,
      phoneNumberId: 0,
      phoneNumber: '555-0102',
      primary: false,
      typeId: null,
    });
    const phoneNumberId = theirs.json.phoneList[0].phoneNumberId;
    const res = await save(u.token, {
      userId: u.id,
      phoneNumberId,
      phoneNumber: 'mine now',
      primary: true,
      typeId: null,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.phoneNumberNotFound });
    expect((await contactsOf(other.id)).phones[0].phoneNumber).toBe('555-0102');
    expect((await contactsOf(u.id)).phones).toEqual([]);
  });

  it("lets a user manager edit another user's phones; the audit names the manager", async () => {
    const admin = await member(['admin.users']);
    const other = await createUser(t.database.db);
    const res = await save(admin.token, {
      userId: other.id,
      phoneNumberId: 0,
      phoneNumber: '555-0103',
      primary: false,
      typeId: mobile,
    });
    expect(res.statusCode).toBe(200);
    expect((await contactsOf(other.id)).phones).toHaveLength(1);
    expect((await auditRows('user', other.id))[0]).toMatchObject({ userId: admin.id, action: 'phone.create' });
  });

  it('answers 404 to a user manager for a user that does not exist', async () => {
    const admin = await member(['admin.users']);
    const res = await save(admin.token, {
      userId: 999_999,
      phoneNumberId: 0,
      phoneNumber: '5',
      primary: false,
      typeId: null,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.userNotFound });
  });

  it('gives a user whose only entry is a phone that phone as primary', async () => {
    const admin = await member(['admin.users']);
    const other = await createUser(t.database.db);
    await t.database.db.delete(userEmails).where(eq(userEmails.userId, other.id));
    const res = await save(admin.token, {
      userId: other.id,
      phoneNumberId: 0,
      phoneNumber: '555-0104',
      primary: false,
      typeId: null,
    });
    expect(res.json.phoneList).toEqual([expect.objectContaining({ primary: true })]);
  });

  it('leaves exactly one primary when two primary phones are saved at the same time', async () => {
    const u = await member(['admin.phoneEmail']);
    const results = await Promise.all(
      ['555-0110', '555-0111', '555-0112'].map((phoneNumber) =>
        save(u.token, { userId: u.id, phoneNumberId: 0, phoneNumber, primary: true, typeId: null }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = await contactsOf(u.id);
    expect(after.phones).toHaveLength(3);
    expect(after.primaries).toBe(1);
  });
});

describe('POST /User/SaveEmail', () => {
  const save = (token: string | undefined, payload: unknown) => call(t.app, saveEmail, { body: payload, token });

  it('answers 401 without a session', async () => {
    const res = await save(undefined, { userId: 1, emailId: 0, email: 'a@b.test', primary: false });
    expect(res.statusCode).toBe(401);
  });

  it("answers 403 for the own e-mails without 'admin.phoneEmail'", async () => {
    const u = await member();
    const res = await save(u.token, { userId: u.id, emailId: 0, email: 'second@example.test', primary: false });
    expect(res.statusCode).toBe(403);
    expect((await contactsOf(u.id)).emails).toHaveLength(1);
  });

  it("answers 403 for another user's e-mails without 'admin.users'", async () => {
    const u = await member(['admin.phoneEmail']);
    const other = await createUser(t.database.db);
    const res = await save(u.token, { userId: other.id, emailId: 0, email: 'x@example.test', primary: true });
    expect(res.statusCode).toBe(403);
    expect((await contactsOf(other.id)).emails).toHaveLength(1);
  });

  it("answers 400 'Email is required.' for a blank address", async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, { userId: u.id, emailId: 0, email: '  ', primary: false });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Email is required.',
      errors: { email: 'Email is required.' },
    });
  });

  it('answers 400 for an address that is not an e-mail address', async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, { userId: u.id, emailId: 0, email: 'not an address', primary: false });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.invalidEmail,
      errors: { email: messages.invalidEmail },
    });
  });

  it('adds a primary address, which takes the primary flag from the first one, and audits it', async () => {
    const u = await member(['admin.phoneEmail']);
    const res = await save(u.token, { userId: u.id, emailId: 0, email: ' new.address@example.test ', primary: true });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body).toEqual({
      success: true,
      message: messages.emailAddressSaved,
      phoneList: [],
      emailList: [
        { emailId: expect.any(Number), email: u.email, primary: false },
        { emailId: expect.any(Number), email: 'new.address@example.test', primary: true },
      ],
    });
    expect((await auditRows('user', u.id))[0]).toMatchObject({
      userId: u.id,
      action: 'email.create',
      change: { email: 'new.address@example.test', primary: true },
    });
  });

  it('edits an address; unsetting the only primary makes the first e-mail primary', async () => {
    const u = await member(['admin.phoneEmail']);
    const first = (await contactsOf(u.id)).emails[0];
    const res = await save(u.token, { userId: u.id, emailId: first.id, email: 'renamed@example.test', primary: false });
    expect(res.statusCode).toBe(200);
    expect(res.json.emailList).toEqual([{ emailId: first.id, email: 'renamed@example.test', primary: true }]);
    const [row] = await auditRows('user', u.id);
    expect(row).toMatchObject({ action: 'email.update', change: { before: { email: u.email } } });
  });

  it('making an e-mail primary clears a primary phone', async () => {
    const u = await member(['admin.phoneEmail']);
    await call(t.app, savePhoneNumber, {
      body: { userId: u.id, phoneNumberId: 0, phoneNumber: '555-0120', primary: true, typeId: null },
      token: u.token,
    });
    const first = (await contactsOf(u.id)).emails[0];
    const res = await save(u.token, { userId: u.id, emailId: first.id, email: first.email, primary: true });
    expect(res.json.phoneList).toEqual([expect.objectContaining({ primary: false })]);
    expect(res.json.emailList).toEqual([expect.objectContaining({ primary: true })]);
  });

  it('answers 404 for an e-mail id of another user', async () => {
    const u = await member(['admin.phoneEmail']);
    const other = await createUser(t.database.db);
    const theirs = (await contactsOf(other.id)).emails[0];
    const res = await save(u.token, { userId: u.id, emailId: theirs.id, email: 'steal@example.test', primary: false });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.emailAddressNotFound });
    expect((await contactsOf(other.id)).emails[0].email).toBe(other.email);
  });

  it("lets a user manager add another user's address", async () => {
    const admin = await member(['admin.users']);
    const other = await createUser(t.database.db);
    const res = await save(admin.token, { userId: other.id, emailId: 0, email: 'work@example.test', primary: false });
    expect(res.statusCode).toBe(200);
    expect(res.json.emailList.map((e: { email: string }) => e.email)).toEqual([other.email, 'work@example.test']);
  });
});

describe.each([checkPhonePermission, checkEmailPermission].map((e) => [e.path, e] as const))(
  'GET %s',
  (_path, endpoint) => {
    it('answers 401 without a session', async () => {
      expect((await call(t.app, endpoint)).statusCode).toBe(401);
    });

    it("answers 403 without 'admin.phoneEmail' (even to a user manager)", async () => {
      const u = await member(['admin.users']);
      const res = await call(t.app, endpoint, { token: u.token });
      expect(res.statusCode).toBe(403);
      expect(res.json).toEqual({ success: false, message: messages.forbidden });
    });

    it("answers success with 'admin.phoneEmail'", async () => {
      const u = await member(['admin.phoneEmail']);
      const res = await call(t.app, endpoint, { token: u.token });
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({ success: true });
    });
  },
);

describe('GET /User/SelfCheck', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, selfCheck)).statusCode).toBe(401);
  });

  it("answers the signed-in user's id", async () => {
    const u = await member();
    const res = await call(t.app, selfCheck, { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, id: u.id });
  });
});

describe('the signature (GET and POST /User/UserSignature)', () => {
  const upload = (
    token: string | undefined,
    fields: Record<string, string | number>,
    file?: Parameters<typeof form>[1],
  ) => call(t.app, saveUserSignature, { body: form(fields, file), token });
  const fetchSignature = (token: string | undefined, userId: number | string) =>
    call(t.app, getUserSignature, { query: { userId }, token });

  it('answers 401 without a session', async () => {
    expect((await fetchSignature(undefined, 1)).statusCode).toBe(401);
    const res = await upload(undefined, { userId: 1 }, { bytes: await image('png'), name: 's.png' });
    expect(res.statusCode).toBe(401);
  });

  it("answers 403 for another user's signature without 'admin.users'", async () => {
    const u = await member(['admin.phoneEmail']);
    const other = await createUser(t.database.db);
    expect((await fetchSignature(u.token, other.id)).statusCode).toBe(403);
    const res = await upload(u.token, { userId: other.id }, { bytes: await image('png'), name: 's.png' });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row.signatureFileId).toBeNull();
  });

  it('answers 400 without a user id', async () => {
    const u = await member();
    const res = await call(t.app, getUserSignature, { token: u.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ userId: 'User is required.' });
    const posted = await upload(u.token, {}, { bytes: await image('png'), name: 's.png' });
    expect(posted.statusCode).toBe(400);
    expect(posted.json).toEqual({
      success: false,
      message: 'User is required.',
      errors: { userId: 'User is required.' },
    });
  });

  it('answers 400 for a file that is not a JPG or PNG image, whatever its name', async () => {
    const u = await member();
    for (const file of [
      { bytes: PDF, name: 'signature.png', type: 'image/png' },
      { bytes: Buffer.from('hello'), name: 'signature.jpg' },
    ]) {
      const res = await upload(u.token, { userId: u.id }, file);
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: messages.signatureImageType,
        errors: { file: messages.signatureImageType },
      });
    }
    const broken = Buffer.concat([(await image('png')).subarray(0, 60)]);
    const res = await upload(u.token, { userId: u.id }, { bytes: broken, name: 'cut.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.signatureImageType);
  });

  it('answers 400 without a file, and when not sent as a form', async () => {
    const u = await member();
    const res = await upload(u.token, { userId: u.id });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Please choose a file.');
    const json = await call(t.app, saveUserSignature, { body: { userId: u.id }, token: u.token });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 as JSON while no signature is stored', async () => {
    const u = await member();
    const res = await fetchSignature(u.token, u.id);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json).toEqual({ success: false, message: messages.signatureNotSaved });
  });

  it('stores a JPEG as PNG, answers it as image/png, and audits the change', async () => {
    const u = await member();
    const res = await upload(u.token, { userId: u.id }, { bytes: await image('jpeg', 640, 360), name: 'scan.JPG' });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Successfully saved signature' });

    const got = await fetchSignature(u.token, u.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 360 });
    const [row] = await auditRows('user', u.id);
    expect(row).toMatchObject({ userId: u.id, action: 'signature.save' });
  });

  it('replacing a signature removes the old file', async () => {
    const u = await member();
    await upload(u.token, { userId: u.id }, { bytes: await image('png'), name: 'one.png' });
    const [before] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    await upload(u.token, { userId: u.id }, { bytes: await image('png', 160, 90), name: 'two.png' });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after.signatureFileId).not.toBe(before.signatureFileId);
    const old = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, before.signatureFileId ?? ''));
    expect(old).toEqual([]);
    const meta = await sharp((await fetchSignature(u.token, u.id)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 160, height: 90 });
  });

  it("lets a user manager save and read another user's signature; 404 for a user that does not exist", async () => {
    const admin = await member(['admin.users']);
    const other = await member();
    const res = await upload(admin.token, { userId: other.id }, { bytes: await image('png'), name: 's.png' });
    expect(res.statusCode).toBe(200);
    expect((await fetchSignature(admin.token, other.id)).statusCode).toBe(200);
    // The user sees the signature the manager stored.
    expect((await fetchSignature(other.token, other.id)).headers['content-type']).toBe('image/png');
    expect((await auditRows('user', other.id))[0]).toMatchObject({ userId: admin.id, action: 'signature.save' });

    const missing = await upload(admin.token, { userId: 999_999 }, { bytes: await image('png'), name: 's.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ success: false, message: messages.userNotFound });
    expect((await fetchSignature(admin.token, 999_999)).statusCode).toBe(404);
  });
});

describe('personal documents', () => {
  const list = (token?: string) => call(t.app, getUserDocumentList, { token });
  const upload = (token: string | undefined, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
    call(t.app, saveUserDocument, { body: form(fields, file), token });
  const download = (token: string | undefined, documentId: number | string) =>
    call(t.app, getUserDocument, { query: { documentId }, token });
  const remove = (token: string | undefined, payload: unknown) =>
    call(t.app, deleteUserDocument, { body: payload, token });

  it('answer 401 without a session', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await upload(undefined, {}, { bytes: PDF, name: 'a.pdf' })).statusCode).toBe(401);
    expect((await download(undefined, 1)).statusCode).toBe(401);
    expect((await remove(undefined, { id: 1 })).statusCode).toBe(401);
  });

  it('start empty', async () => {
    const u = await member();
    const res = await list(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: [] });
  });

  it('refuse an upload without a file, of a type not accepted, or with a name too long', async () => {
    const u = await member();
    const none = await upload(u.token, { name: 'Nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json).toEqual({
      success: false,
      message: 'Please choose a file.',
      errors: { file: 'Please choose a file.' },
    });
    const zip = await upload(u.token, {}, { bytes: ZIP, name: 'archive.pdf' });
    expect(zip.statusCode).toBe(400);
    expect(zip.json.message).toBe('This type of file is not accepted.');
    const long = await upload(u.token, { name: 'x'.repeat(201) }, { bytes: PDF, name: 'a.pdf' });
    expect(long.statusCode).toBe(400);
    expect(long.json).toEqual({
      success: false,
      message: 'At most 200 characters.',
      errors: { name: 'At most 200 characters.' },
    });
    expect((await list(u.token)).json.data).toEqual([]);
  });

  it('upload with a name or under the file name, list newest first, and audit it', async () => {
    const u = await member();
    const named = await upload(u.token, { name: '  OSHA 10 card ' }, { bytes: PDF, name: 'osha.pdf' });
    expect(named.statusCode).toBe(200);
    expect(named.json).toEqual({
      success: true,
      message: messages.userDocumentSaved,
      data: { userDocumentId: expect.any(Number), name: 'OSHA 10 card', filename: 'osha.pdf' },
    });
    const unnamed = await upload(u.token, { name: '' }, { bytes: await image('png'), name: 'Medical card.png' });
    expect(unnamed.json.data).toMatchObject({ name: 'Medical card.png', filename: 'Medical card.png' });

    const res = await list(u.token);
    expect(res.json.data.map((d: { name: string }) => d.name)).toEqual(['Medical card.png', 'OSHA 10 card']);
    const [row] = await auditRows('userDocument', named.json.data.userDocumentId);
    expect(row).toMatchObject({ userId: u.id, action: 'create', change: { name: 'OSHA 10 card' } });
    // Another user sees none of them.
    expect((await list((await member()).token)).json.data).toEqual([]);
  });

  it(`refuse an upload that would take the own documents past ${USER_DOCUMENTS_QUOTA_MB} MB, and store nothing`, async () => {
    const u = await member();
    // Most of the quota taken by a document already kept (its row is enough: the quota counts sizes).
    const fileId = randomUUID();
    const used = USER_DOCUMENTS_QUOTA_MB * 1024 * 1024 - 1000;
    const kept = { id: fileId, originalName: 'scan.pdf', contentType: 'application/pdf', size: used };
    await t.database.db.insert(files).values(kept);
    await t.database.db.insert(userDocuments).values({ userId: u.id, name: 'Scan', fileId });
    const filesBefore = (await t.database.db.select().from(files)).length;

    const over = await upload(
      u.token,
      { name: 'One too many' },
      { bytes: Buffer.concat([PDF, Buffer.alloc(1000)]), name: 'b.pdf' },
    );
    const full = messages.userDocumentsQuotaFull(USER_DOCUMENTS_QUOTA_MB);
    expect(full).toBe(
      `Your documents take up all of your ${USER_DOCUMENTS_QUOTA_MB} MB. Delete one to upload another.`,
    );
    expect(over.statusCode).toBe(400);
    expect(over.json).toEqual({ success: false, message: full, errors: { file: full } });
    expect((await list(u.token)).json.data.map((d: { name: string }) => d.name)).toEqual(['Scan']);
    expect(await t.database.db.select().from(files)).toHaveLength(filesBefore);

    // What still fits is taken; another user's documents do not count.
    expect((await upload(u.token, { name: 'Fits' }, { bytes: PDF, name: 'c.pdf' })).statusCode).toBe(200);
    const other = await member();
    expect(
      (await upload(other.token, {}, { bytes: Buffer.concat([PDF, Buffer.alloc(1000)]), name: 'b.pdf' })).statusCode,
    ).toBe(200);
  });

  it('keep a file as what its content is: a PNG sent as a PDF is served as image/png under a .png name', async () => {
    const u = await member();
    const png = await image('png');
    const saved = await upload(u.token, { name: 'Badge' }, { bytes: png, name: 'badge.pdf', type: 'application/pdf' });
    expect(saved.json.data).toMatchObject({ name: 'Badge', filename: 'badge.png' });
    const res = await download(u.token, saved.json.data.userDocumentId);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="badge.png"; filename*=UTF-8''badge.png`);
    const zip = await upload(u.token, {}, { bytes: ZIP, name: 'archive.pdf' });
    expect(zip.json.errors).toEqual({ file: 'This type of file is not accepted.' });
  });

  it('download the own document with its name; 404 for anyone else, 400 without an id', async () => {
    const u = await member();
    const other = await member(['admin.users']);
    const saved = await upload(u.token, {}, { bytes: PDF, name: 'Führerschein.pdf' });
    const id = saved.json.data.userDocumentId;

    const res = await download(u.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="F_hrerschein.pdf"; filename*=UTF-8''${encodeURIComponent('Führerschein.pdf')}`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const theirs = await download(other.token, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: messages.userDocumentNotFound });
    expect((await call(t.app, getUserDocument, { token: u.token })).statusCode).toBe(400);
  });

  it('delete the own document with its file; 404 for anyone else, 400 without an id', async () => {
    const u = await member();
    const other = await member(['admin.users']);
    const id = (await upload(u.token, { name: 'Certificate' }, { bytes: PDF, name: 'c.pdf' })).json.data.userDocumentId;
    const [doc] = await t.database.db.select().from(userDocuments).where(eq(userDocuments.id, id));

    const bad = await remove(u.token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual({ id: 'Document is required.' });

    const theirs = await remove(other.token, { id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: messages.userDocumentNotFound });
    expect((await list(u.token)).json.data).toHaveLength(1);

    const res = await remove(u.token, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.userDocumentDeleted });
    expect((await list(u.token)).json.data).toEqual([]);
    expect(await t.database.db.select().from(files).where(eq(files.id, doc.fileId))).toEqual([]);
    expect((await download(u.token, id)).statusCode).toBe(404);
    expect((await auditRows('userDocument', id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await remove(u.token, { id })).statusCode).toBe(404);
  });
});
