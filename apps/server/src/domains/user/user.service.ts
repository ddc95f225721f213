import { messages, type User } from '@fieldbook/contract';
import { bugReports } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx, PublicCtx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { accountKey, addressKey, assertNotThrottled, recordFailure } from '../../platform/throttle.ts';
import { findUserById, findUserByUsername } from '../authentication/authentication.queries.ts';
import { loadUserRow, mailAddressOf, setPassword } from './user.queries.ts';

export async function loadUser(ctx: Pick<Ctx, 'db' | 'storage'>, userId: number): Promise<User> {
  const row = await loadUserRow(ctx.db, userId);
  if (!row) throw notFound('User not found.');
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
    employeePhoto: row.photo_file_id ? await dataUrl(ctx, row.photo_file_id) : null,
    phoneNumbers: row.phones,
    emails: row.emails,
    officeLocations: row.offices,
    permissions: row.permissions,
  };
}

async function dataUrl(ctx: Pick<Ctx, 'storage'>, fileId: string): Promise<string | null> {
  const opened = await ctx.storage.open(fileId);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const c of opened.stream) chunks.push(c as Buffer);
  return `data:${opened.file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

export async function changePassword(ctx: Ctx, input: { currentPassword: string; newPassword: string }) {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
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

/**
 * Gives the user a new random password, ends all their sessions and e-mails the password.
 * The user must change it at the next sign-in.
 */
export async function resetPassword(ctx: PublicCtx, userId: number, byUserId: number | null): Promise<boolean> {
  const to = await mailAddressOf(ctx.db, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user || !to) {
    ctx.log.warn({ userId }, 'password reset skipped: no such user or no e-mail address');
    return false;
  }
  const password = generatePassword();
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userId, hash, true);
    await revokeUserSessions(tx, userId);
    await audit(tx, byUserId, 'user', userId, 'password.reset');
  });
  await ctx.mail.send({
    to,
    subject: 'Your new Fieldbook password',
    text: `Hello ${user.firstName},\n\nYour Fieldbook password has been reset.\n\nUsername: ${user.username}\nNew password: ${password}\n\nYou will be asked to choose a new password when you sign in.\n`,
  });
  ctx.log.info({ userId, byUserId }, 'password reset');
  return true;
}

/** Forgot password: the same answer whether or not the account exists, so it reveals no usernames. */
export async function resetPasswordByUsername(ctx: PublicCtx, username: string) {
  const keys = [`reset:${accountKey(username)}`, `reset:${addressKey(ctx.ip)}`];
  await assertNotThrottled(ctx.db, keys);
  await recordFailure(ctx.db, keys);
  const user = await findUserByUsername(ctx.db, username);
  if (user?.enabled) await resetPassword(ctx, user.id, null);
  else ctx.log.warn({ username, ip: ctx.ip }, 'password reset for an unknown or disabled account');
  return { success: true as const, message: messages.passwordResetSent };
}

export async function resetOwnPassword(ctx: Ctx) {
  if (!(await resetPassword(ctx, ctx.user.id, ctx.user.id))) {
    throw new AppError(409, 'Your account has no e-mail address to send a new password to.');
  }
  return { success: true as const, message: messages.passwordResetLoggedIn };
}

export async function sendBugReport(ctx: Ctx, input: { description: string; locationPath: string; browser: string }) {
  const [row] = await ctx.db
    .insert(bugReports)
    .values({ userId: ctx.user.id, ...input })
    .returning({ id: bugReports.id });
  const to = ctx.config.bugReportTo;
  if (to) {
    await ctx.mail.send({
      to,
      subject: `Fieldbook bug report #${row.id} from ${ctx.user.fullName}`,
      text: `Reported by: ${ctx.user.fullName} (${ctx.user.username})\nPage: ${input.locationPath}\nBrowser: ${input.browser}\n\n${input.description}\n`,
    });
  } else {
    ctx.log.warn({ bugReportId: row.id }, 'bug report stored; BUG_REPORT_TO is not set, so it was not e-mailed');
  }
  return { success: true as const, message: messages.bugReportSent };
}
