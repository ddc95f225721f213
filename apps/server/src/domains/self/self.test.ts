import { messages, seededRoles } from '@fieldbook/contract';
import {
  authenticate as authenticateEndpoint,
  checkAuth as checkAuthEndpoint,
} from '@fieldbook/contract/authentication';
import {
  changePassword,
  getSelfInfo,
  getSelfPhoto,
  resetPasswordByUsername,
  resetPasswordLoggedIn,
  sendReportBox,
} from '@fieldbook/contract/self';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories/users.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { bugReports, outbox, userEmails, users } from '../../db/schema/index.ts';

const BUG_REPORT_TO = 'support@fieldbook.test';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, bugReportTo: BUG_REPORT_TO });
});

/** Each test that resets passwords comes from its own address, so the per-address throttle stays out of the way. */
let address = 0;
const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const authenticate = (username: string, password: string) =>
  call(t.app, authenticateEndpoint, { body: { username, password }, remoteAddress: nextAddress() });
const checkAuth = (token: string) => call(t.app, checkAuthEndpoint, { token });

/** The new password in a reset e-mail. */
function passwordIn(text: string): string {
  const m = /New password: (\S+)/.exec(text);
  if (!m) throw new Error(`no password in the e-mail:\n${text}`);
  return m[1];
}

/** Stores `bytes` as the user's photo, as saving the user form does. */
async function givePhoto(userId: number, bytes: Buffer) {
  await t.database.db.transaction(async (tx) => {
    const file = await t.app.services.storage.put(tx, bytes, 'photo.png', ['image/png'], userId);
    await tx.update(users).set({ photoFileId: file.id }).where(eq(users.id, userId));
  });
}

const png = (blue: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 0, g: 0, b: blue } } })
    .png()
    .toBuffer();

/** GetSelfInfo's photo address, split into the endpoint's query. */
async function photoVersionOf(token: string): Promise<string | null> {
  const photo = (await call(t.app, getSelfInfo, { token })).json.data.employeePhoto;
  if (photo === null) return null;
  const url = new URL(photo, 'http://fieldbook.test');
  expect(url.pathname).toBe(`/api${getSelfPhoto.path}`);
  return url.searchParams.get('v');
}

describe('GET /User/SelfPhoto', () => {
  it('answers 401 without a session and 400 for a malformed version', async () => {
    expect((await call(t.app, getSelfPhoto, { query: { v: 'AAAAAAAAAAAAAAAA' } })).statusCode).toBe(401);
    const u = await createUser(t.database.db, { permissions: [] });
    const token = await signIn(t.app, u.username, u.password);
    for (const v of ['', 'short', 'AAAAAAAAAAAAAAAA/', '../../etc/passwd']) {
      expect((await call(t.app, getSelfPhoto, { query: { v }, token })).statusCode).toBe(400);
    }
    expect((await call(t.app, getSelfPhoto, { token })).statusCode).toBe(400);
  });

  it('serves the own photo at the version GetSelfInfo names, for the browser to keep', async () => {
    const u = await createUser(t.database.db, { permissions: [] });
    const token = await signIn(t.app, u.username, u.password);
    expect(await photoVersionOf(token)).toBeNull();
    expect((await call(t.app, getSelfPhoto, { query: { v: 'AAAAAAAAAAAAAAAA' }, token })).statusCode).toBe(404);

    const bytes = await png(200);
    await givePhoto(u.id, bytes);
    const info = await call(t.app, getSelfInfo, { token });
    expect(info.headers['cache-control']).toBe('no-store');
    const v = await photoVersionOf(token);
    expect(v).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await photoVersionOf(token)).toBe(v); // the same address on every call

    const res = await call(t.app, getSelfPhoto, { query: { v: v as string }, token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("never serves another user's photo, nor a replaced one", async () => {
    const [a, b] = [
      await createUser(t.database.db, { permissions: [] }),
      await createUser(t.database.db, { permissions: [] }),
    ];
    const [tokenA, tokenB] = [await signIn(t.app, a.username, a.password), await signIn(t.app, b.username, b.password)];
    await givePhoto(a.id, await png(10));
    await givePhoto(b.id, await png(20));
    const versionA = (await photoVersionOf(tokenA)) as string;
    expect((await call(t.app, getSelfPhoto, { query: { v: versionA }, token: tokenB })).statusCode).toBe(404);

    await givePhoto(a.id, await png(30));
    const replaced = (await photoVersionOf(tokenA)) as string;
    expect(replaced).not.toBe(versionA);
    const old = await call(t.app, getSelfPhoto, { query: { v: versionA }, token: tokenA });
    expect(old.statusCode).toBe(404);
    expect(old.json.message).toBe(messages.photoNotFound);
    expect((await call(t.app, getSelfPhoto, { query: { v: replaced }, token: tokenA })).statusCode).toBe(200);
  });

  it('answers while a password change is still required, as GetSelfInfo does', async () => {
    const u = await createUser(t.database.db, { passwordChange: true, permissions: [] });
    const token = await signIn(t.app, u.username, u.password);
    await givePhoto(u.id, await png(90));
    const v = (await photoVersionOf(token)) as string;
    expect((await call(t.app, getSelfPhoto, { query: { v }, token })).statusCode).toBe(200);
  });
});

describe('GET /User/GetSelfInfo', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, getSelfInfo);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers the signed-in user with e-mails, role name and permissions', async () => {
    const u = await createUser(t.database.db, { role: 'Drilling User' });
    const res = await call(t.app, getSelfInfo, { token: await signIn(t.app, u.username, u.password) });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json;
    expect(success).toBe(true);
    expect(data).toMatchObject({
      userId: u.id,
      username: u.username,
      firstName: 'Test',
      fullName: `Test ${data.lastName}`,
      roleName: 'Drilling User',
      enabled: true,
      employeePhoto: null,
      phoneNumbers: [],
      officeLocations: [],
      emails: [{ emailId: expect.any(Number), email: u.email, primary: true }],
    });
    expect([...data.permissions].sort()).toEqual([...seededRoles['Drilling User']].sort());
  });

  it('answers while a password change is still required', async () => {
    const u = await createUser(t.database.db, { passwordChange: true, permissions: [] });
    const res = await call(t.app, getSelfInfo, { token: await signIn(t.app, u.username, u.password) });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.permissions).toEqual([]);
  });
});

describe('POST /User/ChangePassword', () => {
  const change = (token: string | undefined, payload: unknown) => call(t.app, changePassword, { body: payload, token });
  let u: TestUser;
  let token: string;
  beforeAll(async () => {
    u = await createUser(t.database.db);
    token = await signIn(t.app, u.username, u.password);
  });

  it('answers 401 without a session', async () => {
    const res = await change(undefined, { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with a message per blank field', async () => {
    const res = await change(token, { currentPassword: ' ', newPassword: '', confirmPassword: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Current password is required.',
      errors: {
        currentPassword: 'Current password is required.',
        newPassword: 'New password is required.',
        confirmPassword: 'Confirm password is required.',
      },
    });
  });

  it("answers 400 'Passwords must match' on the confirmation", async () => {
    const res = await change(token, {
      currentPassword: u.password,
      newPassword: 'Tundra-river-42',
      confirmPassword: 'Tundra-river-43',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.passwordsMustMatch,
      errors: { confirmPassword: messages.passwordsMustMatch },
    });
  });

  it('answers 400 when the current password is wrong', async () => {
    const res = await change(token, {
      currentPassword: 'not-my-password',
      newPassword: 'Tundra-river-42',
      confirmPassword: 'Tundra-river-42',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.currentPasswordWrong,
      errors: { currentPassword: messages.currentPasswordWrong },
    });
  });

  it.each([
    ['too short', 'Ab1-xyz', messages.passwordTooShort],
    ['too common', 'password123', messages.passwordTooCommon],
    ['too common in another case', 'Password123', messages.passwordTooCommon],
    ['too long', `${'Long-'.repeat(26)}`, messages.passwordTooLong],
    ['the same as the current one', null, messages.passwordSameAsOld],
  ])('answers 400 with the policy message when the new password is %s', async (_what, candidate, message) => {
    const newPassword = candidate ?? u.password;
    const res = await change(token, { currentPassword: u.password, newPassword, confirmPassword: newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ success: false, message, errors: { newPassword: message } });
    // Nothing changed: the old password still signs in.
    expect((await authenticate(u.username, u.password)).statusCode).toBe(200);
  });

  it('changes the password, clears the forced change and ends only the other sessions', async () => {
    const v = await createUser(t.database.db, { passwordChange: true });
    const current = await signIn(t.app, v.username, v.password);
    const other = await signIn(t.app, v.username, v.password);
    const newPassword = 'Granite-heron-7731';

    const res = await change(current, {
      currentPassword: ` ${v.password} `,
      newPassword: ` ${newPassword} `,
      confirmPassword: newPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.passwordChanged });

    const still = await checkAuth(current);
    expect(still.statusCode).toBe(200);
    expect(still.json).toEqual({ success: true, passwordChange: false });
    expect((await checkAuth(other)).statusCode).toBe(401);

    expect((await authenticate(v.username, v.password)).statusCode).toBe(401);
    const signedIn = await authenticate(v.username, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.passwordChange).toBe(false);
  });
});

describe('POST /User/ResetPasswordByUsername', () => {
  const reset = (payload: unknown, ip = nextAddress()) =>
    call(t.app, resetPasswordByUsername, { body: payload, remoteAddress: ip });

  it('answers 400 without a Username', async () => {
    for (const payload of [{}, { Username: '  ' }]) {
      const res = await reset(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: 'Username is required.',
        errors: { Username: 'Username is required.' },
      });
    }
  });

  it('answers the same for an unknown and a known username', async () => {
    const u = await createUser(t.database.db);
    const unknown = await reset({ Username: 'nobody-by-this-name' });
    const known = await reset({ Username: u.username });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json).toEqual({ success: true, message: messages.passwordResetSent });
  });

  it('e-mails a new password that works beside the old one until it is used; then the old one stops and sessions end', async () => {
    const u = await createUser(t.database.db);
    const before = await signIn(t.app, u.username, u.password);

    const res = await reset({ Username: u.username.toUpperCase() });
    expect(res.statusCode).toBe(200);

    const mail = await smtp.waitFor((m) => m.to.includes(u.email));
    expect(mail.subject).toBe('Fieldbook password reset requested');
    expect(mail.text).toContain('A password reset was asked for');
    expect(mail.text).toContain('Your current password keeps working until the new one is used to sign in.');
    expect(mail.text).toContain(`Username: ${u.username}`);
    const password = passwordIn(mail.text);
    expect(password).not.toBe(u.password);
    expect(password.length).toBeGreaterThanOrEqual(12);

    // Asking locks nobody out: the old password and the open session still work.
    expect((await checkAuth(before)).statusCode).toBe(200);
    const other = await authenticate(u.username, u.password);
    expect(other.statusCode).toBe(200);
    // Signing in with the old password cancelled the e-mailed one; ask again.
    expect((await authenticate(u.username, password)).statusCode).toBe(401);
    await reset({ Username: u.username });
    const second = await smtp.waitFor((m) => m.to.includes(u.email) && passwordIn(m.text) !== password);
    const newPassword = passwordIn(second.text);

    const signedIn = await authenticate(u.username, newPassword);
    expect((await checkAuth(before)).statusCode).toBe(401);
    expect((await checkAuth(other.json.token)).statusCode).toBe(401);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(401);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.passwordChange).toBe(true);

    // The forced change then goes through with the e-mailed password as the current one.
    const changed = await call(t.app, changePassword, {
      body: { currentPassword: newPassword, newPassword: 'Basalt-plover-5120', confirmPassword: 'Basalt-plover-5120' },
      token: signedIn.json.token,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await checkAuth(signedIn.json.token)).json).toEqual({ success: true, passwordChange: false });

    // The e-mail is also on record, marked as sent.
    await expect
      .poll(async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, u.email)))[0])
      .toMatchObject({ sentAt: expect.any(Date), error: null });
  });

  it('sends nothing for a disabled account', async () => {
    const u = await createUser(t.database.db, { enabled: false });
    const res = await reset({ Username: u.username });
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe(messages.passwordResetSent);
    // The reset runs after the answer: wait for a later reset of an enabled account to arrive.
    const other = await createUser(t.database.db);
    await reset({ Username: other.username });
    await smtp.waitFor((m) => m.to.includes(other.email));
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(rows).toEqual([]);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(403);
  });

  it('answers 429 after 10 requests for the same account, and then changes nothing', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 10; i++) expect((await reset({ Username: u.username })).statusCode).toBe(200);
    const mine = () => smtp.messages.filter((m) => m.to.includes(u.email));
    await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(10);
    // Resets of one account are serialized: the last e-mail holds the password in force.
    const last = passwordIn(mine()[9].text);

    const res = await reset({ Username: u.username });
    expect(res.statusCode).toBe(429);
    expect(res.json).toEqual({ success: false, message: messages.tooManyAttempts });
    // The same holds for the username in another case.
    expect((await reset({ Username: u.username.toUpperCase() })).statusCode).toBe(429);
    expect(mine()).toHaveLength(10);
    expect((await authenticate(u.username, last)).statusCode).toBe(200);
  });

  it('answers 429 after 10 requests from the same address', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) expect((await reset({ Username: `ghost${i}` }, ip)).statusCode).toBe(200);
    expect((await reset({ Username: 'ghost-next' }, ip)).statusCode).toBe(429);
    expect((await reset({ Username: 'ghost-next' })).statusCode).toBe(200);
  });
});

describe('GET /User/ResetPasswordLoggedIn', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, resetPasswordLoggedIn)).statusCode).toBe(401);
  });

  it('e-mails the signed-in user a new password that must be changed at sign-in', async () => {
    const u = await createUser(t.database.db, { permissions: [] });
    const token = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, resetPasswordLoggedIn, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.passwordResetLoggedIn });

    const mail = await smtp.waitFor((m) => m.to.includes(u.email));
    const password = passwordIn(mail.text);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(401);
    const signedIn = await authenticate(u.username, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json.passwordChange).toBe(true);
  });
  it('answers 409 and changes nothing when the user has no e-mail address', async () => {
    const u = await createUser(t.database.db, { permissions: [] });
    await t.database.db.delete(userEmails).where(eq(userEmails.userId, u.id));
    const token = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, resetPasswordLoggedIn, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json.success).toBe(false);
    expect((await checkAuth(token)).statusCode).toBe(200);
    expect((await authenticate(u.username, u.password)).statusCode).toBe(200);
  });
});

describe('POST /User/SendReportBox', () => {
  const report = (token: string | undefined, payload: unknown, app = t.app) =>
    call(app, sendReportBox, { body: payload, token });
  let u: TestUser;
  let token: string;
  beforeAll(async () => {
    u = await createUser(t.database.db, { permissions: [] });
    token = await signIn(t.app, u.username, u.password);
  });

  it('answers 401 without a session', async () => {
    const res = await report(undefined, { description: 'Broken' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 without a description', async () => {
    for (const payload of [{ locationPath: '/Jobs' }, { description: '   ' }]) {
      const res = await report(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: 'Description is required.',
        errors: { description: 'Description is required.' },
      });
    }
  });

  it('stores the report and e-mails it to the support address', async () => {
    const description = `The save button on the budget does nothing ${Date.now()}`;
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
    const res = await report(token, { description, locationPath: '/Jobs/Open?page=2', browser });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.bugReportSent });

    const [stored] = await t.database.db.select().from(bugReports).where(eq(bugReports.description, description));
    expect(stored).toMatchObject({ userId: u.id, locationPath: '/Jobs/Open?page=2', browser });

    const mail = await smtp.waitFor((m) => m.text.includes(description));
    expect(mail.to).toEqual([BUG_REPORT_TO]);
    expect(mail.subject).toContain(`#${stored.id}`);
    expect(mail.text).toContain('/Jobs/Open?page=2');
    expect(mail.text).toContain(browser);
    expect(mail.text).toContain(u.username);
  });

  it('still succeeds without SMTP, keeping the message in the outbox', async () => {
    const quiet = await createTestApp({ bugReportTo: BUG_REPORT_TO });
    const v = await createUser(quiet.database.db, { permissions: [] });
    const description = 'Report kept while no mail server is configured';
    const res = await report(
      await signIn(quiet.app, v.username, v.password),
      { description, browser: 'Test' },
      quiet.app,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json.success).toBe(true);

    const kept = await quiet.database.db.select().from(outbox);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ to: BUG_REPORT_TO, sentAt: null, error: null });
    expect(kept[0].body).toContain(description);
    expect(smtp.messages.some((m) => m.text.includes(description))).toBe(false);
  });

  it('still succeeds when the mail server cannot be reached, recording why', async () => {
    const closed = await startSmtp();
    await closed.close();
    const unreachable = await createTestApp({ smtpUrl: closed.url, bugReportTo: BUG_REPORT_TO });
    const v = await createUser(unreachable.database.db, { permissions: [] });
    const res = await report(
      await signIn(unreachable.app, v.username, v.password),
      { description: 'Mail server down' },
      unreachable.app,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.mailQueued });
    const [kept] = await unreachable.database.db
      .select({ sentAt: outbox.sentAt, error: outbox.error, n: sql<number>`count(*) over ()` })
      .from(outbox);
    expect(kept.sentAt).toBeNull();
    expect(kept.error).toEqual(expect.any(String));
    expect(Number(kept.n)).toBe(1);
  });
});
