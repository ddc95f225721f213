import { messages, PHOTO_MAX_SIDE } from '@fieldbook/contract';
import {
  authenticate as authenticateEndpoint,
  checkAuth as checkAuthEndpoint,
} from '@fieldbook/contract/authentication';
import type { Endpoint } from '@fieldbook/contract/endpoint';
import {
  createUser as createUserEndpoint,
  editUser,
  getAllUsers,
  getUser,
  resetPasswordById,
  setUserEnabled,
  userList,
} from '@fieldbook/contract/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signIn, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories/users.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { files, offices, outbox, phoneTypes, roles, userEmails, userPhones, users } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: TestUser;
let adminToken: string;
let nobodyToken: string;
let roleId: number;
let officeIds: number[];
let mobileTypeId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createUser(t.database.db, { permissions: ['admin.users'] });
  adminToken = await signIn(t.app, admin.username, admin.password);
  const nobody = await createUser(t.database.db, { permissions: [] });
  nobodyToken = await signIn(t.app, nobody.username, nobody.password);
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'Sales'));
  roleId = role.id;
  const office = { address: '1 Main St', city: 'Denver', state: 'CO', zipCode: '80202' };
  officeIds = (
    await t.database.db
      .insert(offices)
      .values([
        { name: 'Denver', ...office },
        { name: 'Casper', ...office },
      ])
      .returning()
  ).map((o) => o.id);
  const [mobile] = await t.database.db.select().from(phoneTypes).where(eq(phoneTypes.name, 'Mobile'));
  mobileTypeId = mobile.id;
});

let address = 0;
const nextAddress = () => `10.30.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
const authenticate = (username: string, password: string) =>
  call(t.app, authenticateEndpoint, { body: { username, password }, remoteAddress: nextAddress() });
const checkAuth = (token: string) => call(t.app, checkAuthEndpoint, { token });

let n = 0;
/** A valid Create New User form, with a fresh username and address. */
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  const username = `new.user${n}_${Math.random().toString(36).slice(2, 6)}`;
  return {
    username,
    firstName: 'Nora',
    lastName: `Quill ${n}`,
    positionTitle: 'Field Technician',
    roleId,
    employeePhoto: null,
    phoneNumbers: [{ phoneNumberId: 0, phoneNumber: '(303) 555-0199', typeId: mobileTypeId, primary: false }],
    emails: [{ emailId: 0, email: `${username}@example.test`, primary: true }],
    officeLocations: [officeIds[0]],
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}) {
  const body = form(overrides);
  const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, userId: res.json.userId as number };
}

async function fetchUser(userId: number) {
  const res = await call(t.app, getUser, { body: { userId }, token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}

const pngDataUrl = async (size = 600, color = { r: 200, g: 40, b: 40 }) => {
  const bytes = await sharp({ create: { width: size, height: size / 2, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
};

/** The access cases every admin endpoint opens with. */
function accessCases(endpoint: Endpoint, payload: unknown) {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, endpoint, { body: payload });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });
  it('answers 403 to a user without admin.users', async () => {
    const res = await call(t.app, endpoint, { body: payload, token: nobodyToken });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });
}

describe('POST /Administrator/GetAllUsers', () => {
  accessCases(getAllUsers, { enabled: true });

  it('answers 400 when enabled is not a boolean', async () => {
    const res = await call(t.app, getAllUsers, { body: { enabled: 'yes' }, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'enabled must be true or false.',
      errors: { enabled: 'enabled must be true or false.' },
    });
  });

  it('lists the enabled users as cards with the primary e-mail and phone, and the disabled ones apart', async () => {
    const u = await created({
      phoneNumbers: [
        { phoneNumber: '(303) 555-0101', typeId: null, primary: false },
        { phoneNumber: '(303) 555-0102', typeId: mobileTypeId, primary: true },
      ],
      emails: [
        { email: 'first.card@example.test', primary: false },
        { email: 'second.card@example.test', primary: false },
      ],
    });
    const off = await createUser(t.database.db, { enabled: false, signInable: false });

    const res = await call(t.app, getAllUsers, { body: { enabled: true }, token: adminToken });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json;
    expect(success).toBe(true);
    const card = data.userList.find((c: { userId: number }) => c.userId === u.userId);
    expect(card).toEqual({
      userId: u.userId,
      fullName: `Nora ${u.lastName}`,
      username: u.username,
      positionTitle: 'Field Technician',
      roleName: 'Sales',
      enabled: true,
      employeePhoto: null,
      email: 'first.card@example.test',
      phoneNumber: '(303) 555-0102',
    });
    expect(data.userList.some((c: { userId: number }) => c.userId === off.id)).toBe(false);

    const disabled = (await call(t.app, getAllUsers, { body: { enabled: false }, token: adminToken })).json.data
      .userList;
    expect(disabled.map((c: { userId: number }) => c.userId)).toContain(off.id);
    expect(disabled.every((c: { enabled: boolean }) => !c.enabled)).toBe(true);
  });
});

describe('POST /User/GetUser', () => {
  accessCases(getUser, { userId: 1 });

  it('answers 400 without a userId', async () => {
    const res = await call(t.app, getUser, { body: {}, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: 'User is required.' });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(t.app, getUser, { body: { userId: 999_999 }, token: adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.userNotFound });
  });

  it('answers the user with role, phones, e-mails and offices', async () => {
    const u = await created({ officeLocations: officeIds });
    const data = await fetchUser(u.userId);
    expect(data).toMatchObject({
      userId: u.userId,
      username: u.username,
      firstName: 'Nora',
      lastName: u.lastName,
      positionTitle: 'Field Technician',
      roleId,
      roleName: 'Sales',
      enabled: true,
      employeePhoto: null,
      phoneNumbers: [{ phoneNumber: '(303) 555-0199', typeId: mobileTypeId, typeName: 'Mobile', primary: false }],
      emails: [{ email: u.emails[0].email, primary: true }],
    });
    expect(data.officeLocations.map((o: { name: string }) => o.name).sort()).toEqual(['Casper', 'Denver']);
  });
});

describe('POST /User/CreateUser', () => {
  accessCases(createUserEndpoint, {});

  it.each([
    ['no e-mail', { emails: [] }, 'emails', messages.setUserEmail],
    ['no e-mail list', { emails: undefined }, 'emails', messages.setUserEmail],
    ['no role', { roleId: null }, 'roleId', messages.selectUserRole],
    ['no role at all', { roleId: undefined }, 'roleId', messages.selectUserRole],
    ['a blank username', { username: '  ' }, 'username', 'Username is required.'],
    ['a username with a space', { username: 'nora quill' }, 'username', messages.usernameCharacters],
    ['a blank first name', { firstName: '' }, 'firstName', 'First name is required.'],
    ['a blank last name', { lastName: ' ' }, 'lastName', 'Last name is required.'],
    ['a blank position title', { positionTitle: '' }, 'positionTitle', 'Position title is required.'],
    ['a blank e-mail', { emails: [{ email: ' ', primary: true }] }, 'emails.0.email', 'Email is required.'],
    ['a malformed e-mail', { emails: [{ email: 'nora@', primary: true }] }, 'emails.0.email', messages.invalidEmail],
    [
      'a blank phone number',
      { phoneNumbers: [{ phoneNumber: '', typeId: null, primary: false }] },
      'phoneNumbers.0.phoneNumber',
      'Phone number is required.',
    ],
    [
      'two primaries',
      {
        phoneNumbers: [{ phoneNumber: '555-0100', typeId: null, primary: true }],
        emails: [{ email: 'two.primaries@example.test', primary: true }],
      },
      'emails',
      messages.onePrimary,
    ],
  ])('answers 400 for %s', async (_what, overrides, field, message) => {
    const body = form(overrides);
    const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { [field]: message } });
    const rows = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(rows).toEqual([]);
  });

  it.each([
    ['text', `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`],
    ['a GIF', 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'],
    ['a truncated PNG', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'],
    ['no data URL', 'photo.png'],
  ])("answers 400 'Invalid Image Type' for a photo that is %s, and creates nothing", async (_what, photo) => {
    const body = form({ employeePhoto: photo });
    const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.invalidImageType,
      errors: { employeePhoto: messages.invalidImageType },
    });
    expect(await t.database.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
  });

  it('answers 409 when the username is taken in any case, and creates nothing', async () => {
    const body = form({ username: admin.username.toUpperCase() });
    const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
    expect(res.statusCode).toBe(409);
    const message = messages.usernameTaken(admin.username.toUpperCase());
    expect(res.json).toEqual({ success: false, message, errors: { username: message } });
    const rows = await t.database.db.select().from(userEmails).where(eq(userEmails.email, body.emails[0].email));
    expect(rows).toEqual([]);
  });

  it('creates one user when two creates of one username race, answering 409 to the other', async () => {
    const body = form();
    const results = await Promise.all([
      call(t.app, createUserEndpoint, { body, token: adminToken }),
      call(t.app, createUserEndpoint, { body: { ...body, username: body.username.toUpperCase() }, token: adminToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.firstName, body.firstName));
    expect(rows.filter((r) => r.username.toLowerCase() === body.username.toLowerCase())).toHaveLength(1);
  });

  it('answers 400 for an unknown role, office or phone type, and creates nothing', async () => {
    for (const [overrides, message] of [
      [{ roleId: 999_999 }, messages.userRoleNotFound],
      [{ officeLocations: [999_999] }, messages.userOfficeNotFound],
      [{ phoneNumbers: [{ phoneNumber: '555-0100', typeId: 999_999, primary: false }] }, messages.phoneTypeNotFound],
    ] as const) {
      const body = form(overrides);
      const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(message);
      expect(await t.database.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
      expect(await t.database.db.select().from(outbox).where(eq(outbox.to, body.emails[0].email))).toEqual([]);
    }
  });

  it('creates the user, e-mails a password that must be changed at the first sign-in, and audits it', async () => {
    const body = form({ username: `  Nora.Q${Date.now()}  ` });
    const res = await call(t.app, createUserEndpoint, { body, token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const { success, message, userId } = res.json;
    expect(success).toBe(true);
    expect(message).toBe(messages.userCreated);
    const username = body.username.trim();

    const mail = await smtp.waitFor((m) => m.to.includes(body.emails[0].email));
    expect(mail.subject).toBe('Your Fieldbook account');
    expect(mail.text).toContain(`Username: ${username}`);
    const password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    const signedIn = await authenticate(username, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json.passwordChange).toBe(true);

    const [row] = await auditOf(t.database.db, 'user', userId, ['create']);
    expect(row.userId).toBe(admin.id);
    expect(row.change).toMatchObject({
      username,
      roleId,
      emails: [body.emails[0].email],
      officeLocations: [officeIds[0]],
    });
  });

  it('makes the first e-mail primary when nothing is marked primary', async () => {
    const u = await created({
      phoneNumbers: [{ phoneNumber: '555-0100', typeId: null, primary: false }],
      emails: [
        { email: 'a.noprimary@example.test', primary: false },
        { email: 'b.noprimary@example.test', primary: false },
      ],
    });
    const data = await fetchUser(u.userId);
    expect(data.emails.map((e: { primary: boolean }) => e.primary)).toEqual([true, false]);
    expect(data.phoneNumbers[0].primary).toBe(false);
  });

  it('stores a PNG photo scaled down, and answers it as a data URL', async () => {
    const u = await created({ employeePhoto: await pngDataUrl(1200) });
    const data = await fetchUser(u.userId);
    expect(data.employeePhoto).toMatch(/^data:image\/png;base64,/);
    const stored = Buffer.from(String(data.employeePhoto).split(',')[1], 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(PHOTO_MAX_SIDE);

    const cards = (await call(t.app, getAllUsers, { body: { enabled: true }, token: adminToken })).json.data.userList;
    expect(cards.find((c: { userId: number }) => c.userId === u.userId)?.employeePhoto).toBe(data.employeePhoto);
  });

  it('accepts a JPEG photo whatever type the data URL claims', async () => {
    const jpeg = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const u = await created({ employeePhoto: `data:application/octet-stream;base64,${jpeg.toString('base64')}` });
    expect((await fetchUser(u.userId)).employeePhoto).toMatch(/^data:image\/jpeg;base64,/);
  });
});

describe('POST /User/EditUser', () => {
  accessCases(editUser, {});

  it('answers 400 with the spec messages', async () => {
    const u = await created();
    const data = await fetchUser(u.userId);
    for (const [overrides, message] of [
      [{ emails: [] }, messages.setUserEmail],
      [{ roleId: null }, messages.selectUserRole],
      [{ employeePhoto: 'data:image/png;base64,AAAA' }, messages.invalidImageType],
    ] as const) {
      const res = await call(t.app, editUser, { body: { ...data, ...overrides }, token: adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect(await fetchUser(u.userId)).toEqual(data);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(t.app, editUser, { body: { ...form(), userId: 999_999 }, token: adminToken });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.userNotFound });
  });

  it('answers 409 for a username another user holds, and changes nothing', async () => {
    const u = await created();
    const data = await fetchUser(u.userId);
    const res = await call(t.app, editUser, {
      body: { ...data, firstName: 'Changed', username: admin.username.toUpperCase() },
      token: adminToken,
    });
    expect(res.statusCode).toBe(409);
    expect(await fetchUser(u.userId)).toEqual(data);
  });

  it('saves the fields and replaces the lists in one go, keeping the ids of kept rows, and audits the change', async () => {
    const u = await created({
      phoneNumbers: [
        { phoneNumber: '555-0001', typeId: mobileTypeId, primary: false },
        { phoneNumber: '555-0002', typeId: null, primary: false },
      ],
    });
    const before = await fetchUser(u.userId);
    const [keptPhone, droppedPhone] = before.phoneNumbers;

    const res = await call(t.app, editUser, {
      body: {
        userId: u.userId,
        username: u.username.toUpperCase(), // its own name, in another case
        firstName: 'Norah',
        lastName: before.lastName,
        positionTitle: 'Crew Lead',
        roleId,
        phoneNumbers: [
          { ...keptPhone, phoneNumber: '555-0009', primary: true },
          { phoneNumberId: 0, phoneNumber: '555-0003', typeId: null, primary: false },
        ],
        emails: [
          { ...before.emails[0], primary: false },
          { emailId: null, email: 'norah.second@example.test', primary: false },
        ],
        officeLocations: [officeIds[1]],
      },
      token: adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.userSaved, userId: u.userId });

    const after = await fetchUser(u.userId);
    expect(after).toMatchObject({
      username: u.username.toUpperCase(),
      firstName: 'Norah',
      positionTitle: 'Crew Lead',
      officeLocations: [{ officeLocationId: officeIds[1], name: 'Casper' }],
    });
    expect(after.phoneNumbers).toEqual([
      {
        phoneNumberId: keptPhone.phoneNumberId,
        phoneNumber: '555-0009',
        typeId: mobileTypeId,
        typeName: 'Mobile',
        primary: true,
      },
      { phoneNumberId: expect.any(Number), phoneNumber: '555-0003', typeId: null, typeName: null, primary: false },
    ]);
    expect(after.phoneNumbers[1].phoneNumberId).not.toBe(droppedPhone.phoneNumberId);
    expect(after.emails).toEqual([
      { emailId: before.emails[0].emailId, email: before.emails[0].email, primary: false },
      { emailId: expect.any(Number), email: 'norah.second@example.test', primary: false },
    ]);

    const [row] = await auditOf(t.database.db, 'user', u.userId, ['edit']);
    expect(row.userId).toBe(admin.id);
    expect(row.change).toMatchObject({
      firstName: { from: 'Nora', to: 'Norah' },
      positionTitle: { from: 'Field Technician', to: 'Crew Lead' },
      officeLocations: { from: [officeIds[0]], to: [officeIds[1]] },
    });
    expect(row.change).not.toHaveProperty('lastName');
  });

  it('keeps the photo when the same one is sent back or left out, replaces it, and removes it with null', async () => {
    const u = await created({ employeePhoto: await pngDataUrl() });
    const first = await fetchUser(u.userId);
    const [{ photoFileId: firstFile }] = await t.database.db.select().from(users).where(eq(users.id, u.userId));

    expect((await call(t.app, editUser, { body: first, token: adminToken })).statusCode).toBe(200);
    expect(
      (await call(t.app, editUser, { body: { ...first, employeePhoto: undefined }, token: adminToken })).statusCode,
    ).toBe(200);
    const [{ photoFileId: same }] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(same).toBe(firstFile);

    const other = await pngDataUrl(200, { r: 10, g: 10, b: 200 });
    expect(
      (await call(t.app, editUser, { body: { ...first, employeePhoto: other }, token: adminToken })).statusCode,
    ).toBe(200);
    const [{ photoFileId: replaced }] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(replaced).not.toBe(firstFile);
    expect(
      await t.database.db
        .select()
        .from(files)
        .where(eq(files.id, firstFile as string)),
    ).toEqual([]);

    expect(
      (await call(t.app, editUser, { body: { ...first, employeePhoto: null }, token: adminToken })).statusCode,
    ).toBe(200);
    expect((await fetchUser(u.userId)).employeePhoto).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(files)
        .where(eq(files.id, replaced as string)),
    ).toEqual([]);
    const photoChanges = (await auditOf(t.database.db, 'user', u.userId, ['edit'])).map(
      (r) => (r.change as { employeePhoto?: string }).employeePhoto,
    );
    expect(photoChanges.filter(Boolean)).toEqual(['replaced', 'removed']);
  });
});

describe('POST /Administrator/SetUserEnabled', () => {
  accessCases(setUserEnabled, { userId: 1, enabled: false });

  it('answers 400 without enabled', async () => {
    const res = await call(t.app, setUserEnabled, { body: { userId: admin.id }, token: adminToken });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('enabled must be true or false.');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(t.app, setUserEnabled, { body: { userId: 999_999, enabled: false }, token: adminToken });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to deactivate the own account', async () => {
    const res = await call(t.app, setUserEnabled, { body: { userId: admin.id, enabled: false }, token: adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ success: false, message: messages.cannotDeactivateSelf });
    expect((await checkAuth(adminToken)).statusCode).toBe(200);
  });

  it('deactivates a user, ending their sessions and sign-in, and activates them again; both audited', async () => {
    const u = await createUser(t.database.db, { role: 'Sales' });
    const token = await signIn(t.app, u.username, u.password);

    const off = await call(t.app, setUserEnabled, { body: { userId: u.id, enabled: false }, token: adminToken });
    expect(off.statusCode).toBe(200);
    expect(off.json).toEqual({ success: true, message: messages.userDeactivated });
    expect((await checkAuth(token)).statusCode).toBe(401);
    const refused = await authenticate(u.username, u.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(messages.accountDisabled);
    expect((await fetchUser(u.id)).enabled).toBe(false);

    const on = await call(t.app, setUserEnabled, { body: { userId: u.id, enabled: true }, token: adminToken });
    expect(on.json).toEqual({ success: true, message: messages.userActivated });
    expect((await authenticate(u.username, u.password)).statusCode).toBe(200);

    expect(await auditOf(t.database.db, 'user', u.id, ['deactivate'])).toHaveLength(1);
    expect(await auditOf(t.database.db, 'user', u.id, ['activate'])).toHaveLength(1);
  });
});

describe('POST /User/ResetPasswordById', () => {
  accessCases(resetPasswordById, { userId: 1 });

  it('answers 400 without a userId and 404 for an unknown user', async () => {
    const missing = await call(t.app, resetPasswordById, { body: {}, token: adminToken });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe('User is required.');
    const unknown = await call(t.app, resetPasswordById, { body: { userId: 999_999 }, token: adminToken });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 when the user has no e-mail address, changing nothing', async () => {
    const u = await createUser(t.database.db);
    await t.database.db.delete(userEmails).where(eq(userEmails.userId, u.id));
    const res = await call(t.app, resetPasswordById, { body: { userId: u.id }, token: adminToken });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.userHasNoEmail);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(200);
  });

  it("e-mails a new password and answers 'Successfully Reset Users Password.'", async () => {
    const u = await createUser(t.database.db);
    const token = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, resetPasswordById, { body: { userId: u.id }, token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Successfully Reset Users Password.' });

    const mail = await smtp.waitFor((m) => m.to.includes(u.email));
    const password = /New password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect((await checkAuth(token)).statusCode).toBe(401);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(401);
    const signedIn = await authenticate(u.username, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.passwordChange).toBe(true);
    const [row] = await auditOf(t.database.db, 'user', u.id, ['password.reset']);
    expect(row.userId).toBe(admin.id);
  });
});

describe('GET /User/UserList', () => {
  it("answers 401 without a session and 403 without 'inventory.assets' (the failure form's technician)", async () => {
    await denies(t.app, userList, {}, nobodyToken);
    await denies(t.app, userList, {}, await signInAs(t, ['inventory.view', 'jobs.view']));
  });

  it('answers the enabled users by name to a holder of inventory.assets', async () => {
    const off = await createUser(t.database.db, { enabled: false, signInable: false });
    const res = await call(t.app, userList, { token: await signInAs(t, ['inventory.assets']) });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json;
    expect(success).toBe(true);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(data).toContainEqual({ userId: admin.id, fullName: `${me.firstName} ${me.lastName}` });
    expect(data.some((u: { userId: number }) => u.userId === off.id)).toBe(false);
    expect(Object.keys(data[0]).sort()).toEqual(['fullName', 'userId']);
  });
});

describe('the primary rule', () => {
  it('keeps exactly one primary across phones and e-mails when a phone is picked', async () => {
    const u = await created();
    const data = await fetchUser(u.userId);
    const res = await call(t.app, editUser, {
      body: {
        ...data,
        phoneNumbers: [{ ...data.phoneNumbers[0], primary: true }],
        emails: [{ ...data.emails[0], primary: false }],
      },
      token: adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const primaries = [
      ...(await t.database.db.select().from(userPhones).where(eq(userPhones.userId, u.userId))),
      ...(await t.database.db.select().from(userEmails).where(eq(userEmails.userId, u.userId))),
    ].filter((r) => r.primary);
    expect(primaries).toHaveLength(1);
    expect(primaries[0]).toMatchObject({ phoneNumber: '(303) 555-0199' });
  });
});
