import { createHash } from 'node:crypto';
import { getSelfPhoto, messages, type SelfUser, type User } from '@fieldbook/contract';
import type { Tx } from '../../db/client.ts';
import { bugReports } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx, PublicCtx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type Delivery, mailAnswer } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from '../../platform/passwords.ts';
import { serialize } from '../../platform/serialize.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { storedDataUrl } from '../../platform/storage.ts';
import { accountKey, addressKey, assertNotThrottled, recordFailure } from '../../platform/throttle.ts';
import {
  findUserById,
  findUserByUsername,
  PENDING_PASSWORD_HOURS,
  setPendingPassword,
} from '../authentication/authentication.queries.ts';
import { loadUserRow, lockUser, photoFileOf, setPassword, type UserRow } from './self.queries.ts';

/** A user with the photo inline as a data URL (user administration). */
export async function loadUser(ctx: Pick<Ctx, 'db' | 'storage'>, userId: number): Promise<User> {
  const row = await loadUserRow(ctx.db, userId);
  if (!row) throw notFound('User not found.');
  return userOf(row, row.photo_file_id ? await storedDataUrl(ctx.storage, row.photo_file_id) : null);
}

/**
 * The signed-in user, with the photo's versioned address instead of its bytes: the shell asks for
 * this on every page load, and the photo itself is then cached by the browser (getSelfPhoto).
 */
export async function loadSelf(ctx: Ctx): Promise<SelfUser> {
  const row = await loadUserRow(ctx.db, ctx.user.id);
  if (!row) throw notFound('User not found.');
  const version = row.photo_file_id && photoVersion(row.photo_file_id);
  return userOf(row, version ? `/api${getSelfPhoto.path}?v=${version}` : null);
}

/**
 * The signed-in user's photo if `version` is the current one. A stored file never changes (a new
 * photo is a new file), so its version, derived from the file's id, names the bytes for good.
 */
export async function openSelfPhoto(ctx: Ctx, version: string) {
  const fileId = await photoFileOf(ctx.db, ctx.user.id);
  const opened = fileId && photoVersion(fileId) === version ? await ctx.storage.open(fileId) : null;
  if (!opened) throw notFound(messages.photoNotFound);
  return opened;
}

/** Not the file's id itself: the address tells nothing about the storage. */
const photoVersion = (fileId: string) => createHash('sha256').update(fileId).digest('base64url').slice(0, 16);

function userOf(row: UserRow, employeePhoto: string | null): User {
  return {
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    positionTitle: row.position_title,
    roleId: row.role_id,
    roleName: row.role_name,
    enabled: row.enabled,
    employeePhoto,
    phoneNumbers: row.phones,
    emails: row.emails,
    officeLocations: row.offices,
    permissions: row.permissions,
  };
}

export async function changePassword(ctx: Ctx, input: { currentPassword: string; newPassword: string }) {
  // A stolen session must not become a fast way to guess the current password.
  const keys = [`change:user:${ctx.user.id}`];
  await assertNotThrottled(ctx.db, keys);
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordFailure(ctx.db, keys);
    throw badRequest(messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
  }
  const problem =
    input.newPassword === input.currentPassword ? messages.passwordSameAsOld : passwordProblem(input.newPassword);
  if (problem) throw badRequest(problem, { newPassword: problem });
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, ctx.user.id, hash, false);
    await revokeUserSessions(tx, ctx.user.id, ctx.user.sessionId);
    await audit(tx, ctx.user.id, 'user', ctx.user.id, 'password.change');
  });
  ctx.log.info({ userId: ctx.user.id }, 'password changed');
  return { success: true as const, message: messages.passwordChanged };
}

type PasswordMail = (
  user: { firstName: string; username: string },
  password: string,
) => { subject: string; text: string };

/**
 * Makes a random password for the user, lets `store` keep its hash, and queues the e-mail in that
 * transaction (answers go to `byUserId`, the administrator who reset it); delivered once committed.
 * Resets of one account run one after another, so the last e-mail holds the password in force. Null
 * when the user has no e-mail address.
 */
function mailNewPassword(
  ctx: PublicCtx,
  userId: number,
  byUserId: number | null,
  store: (tx: Tx, hash: string) => Promise<void>,
  mail: PasswordMail,
): Promise<Delivery | null> {
  return serialize(`reset:${userId}`, async () => {
    const outboxId = await ctx.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      const to = user && (await mailAddressOf(tx, userId));
      if (!user || !to) return null;
      const password = generatePassword();
      await store(tx, await hashPassword(password));
      const replyTo = byUserId === null ? null : await mailAddressOf(tx, byUserId);
      return ctx.mail.queue(tx, { to, replyTo, ...mail(user, password) });
    });
    if (outboxId === null) {
      ctx.log.warn({ userId }, 'password reset skipped: no such user or no e-mail address');
      return null;
    }
    return ctx.mail.deliver(outboxId);
  });
}

/** Replaces the password at once and ends all sessions; the user must change it at the next sign-in. */
export async function resetPassword(ctx: PublicCtx, userId: number, byUserId: number | null): Promise<Delivery | null> {
  const sent = await mailNewPassword(
    ctx,
    userId,
    byUserId,
    async (tx, hash) => {
      await setPassword(tx, userId, hash, true);
      await revokeUserSessions(tx, userId);
      await audit(tx, byUserId, 'user', userId, 'password.reset');
    },
    (user, password) => ({
      subject: 'Your new Fieldbook password',
      text: `Hello ${user.firstName},\n\nYour Fieldbook password has been reset.\n\nUsername: ${user.username}\nNew password: ${password}\n\nYou will be asked to choose a new password when you sign in.\n`,
    }),
  );
  if (sent) ctx.log.info({ userId, byUserId }, 'password reset');
  return sent;
}

/**
 * Forgot password: the same answer, in the same time, whether or not the account exists, so it
 * reveals no usernames: the reset itself (hashing, e-mail) runs after the answer.
 */
export async function resetPasswordByUsername(ctx: PublicCtx, username: string) {
  const keys = [`reset:${accountKey(username)}`, `reset:${addressKey(ctx.ip)}`];
  await assertNotThrottled(ctx.db, keys);
  await recordFailure(ctx.db, keys);
  setImmediate(() => {
    resetByUsername(ctx, username).catch((err) => ctx.log.error({ err, username }, 'password reset failed'));
  });
  return { success: true as const, message: messages.passwordResetSent };
}

async function resetByUsername(ctx: PublicCtx, username: string) {
  const user = await findUserByUsername(ctx.db, username);
  if (user?.enabled) await offerPassword(ctx, user.id);
  else ctx.log.warn({ username, ip: ctx.ip }, 'password reset for an unknown or disabled account');
}

/**
 * Forgot password: anyone may ask, so nothing is taken from the user. A new password is e-mailed
 * that works beside the old one until either signs in (authentication.service.ts settles it).
 */
async function offerPassword(ctx: PublicCtx, userId: number): Promise<void> {
  const sent = await mailNewPassword(
    ctx,
    userId,
    null,
    async (tx, hash) => {
      await setPendingPassword(tx, userId, hash);
      await audit(tx, null, 'user', userId, 'password.reset.requested');
    },
    (user, password) => ({
      subject: 'Fieldbook password reset requested',
      text:
        `Hello ${user.firstName},\n\nA password reset was asked for your Fieldbook account.\n\n` +
        `Username: ${user.username}\nNew password: ${password}\n\n` +
        'Your current password keeps working until the new one is used to sign in. Once either ' +
        'password is used, the other stops working. If you did not ask for this, sign in with your ' +
        `current password as usual. The new password can be used for ${PENDING_PASSWORD_HOURS} hours; ` +
        'you will be asked to choose your own password when you sign in with it.\n',
    }),
  );
  if (sent) ctx.log.info({ userId }, 'password reset requested');
}

export async function resetOwnPassword(ctx: Ctx) {
  const delivery = await resetPassword(ctx, ctx.user.id, ctx.user.id);
  if (!delivery) throw new AppError(409, 'Your account has no e-mail address to send a new password to.');
  const { success, message } = mailAnswer(delivery, messages.passwordResetLoggedIn);
  return { success, message };
}

/** Stores the report and, in that transaction, queues its e-mail to BUG_REPORT_TO (answers go to the reporter). */
export async function sendBugReport(ctx: Ctx, input: { description: string; locationPath: string; browser: string }) {
  const to = ctx.config.bugReportTo;
  const outboxId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bugReports)
      .values({ userId: ctx.user.id, ...input })
      .returning({ id: bugReports.id });
    if (!to) {
      ctx.log.warn({ bugReportId: row.id }, 'bug report stored; BUG_REPORT_TO is not set, so it was not e-mailed');
      return null;
    }
    return ctx.mail.queue(tx, {
      to,
      replyTo: await mailAddressOf(tx, ctx.user.id),
      subject: `Fieldbook bug report #${row.id} from ${ctx.user.fullName}`,
      text: `Reported by: ${ctx.user.fullName} (${ctx.user.username})\nPage: ${input.locationPath}\nBrowser: ${input.browser}\n\n${input.description}\n`,
    });
  });
  const delivery = outboxId === null ? 'sent' : await ctx.mail.deliver(outboxId);
  const { success, message } = mailAnswer(delivery, messages.bugReportSent);
  return { success, message };
}
