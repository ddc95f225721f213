import { messages } from '@fieldbook/contract';
import type { PublicCtx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { dummyVerify, verifyPassword } from '../../platform/passwords.ts';
import { createSession, revokeUserSessions } from '../../platform/sessions.ts';
import { accountKey, addressKey, assertNotThrottled, clearFailures, recordFailure } from '../../platform/throttle.ts';
import { findUserByUsername, freshPendingHash, settlePendingPassword } from './authentication.queries.ts';

interface SignIn {
  username: string;
  password: string;
  keepLoggedIn?: boolean;
}

/** Checks the password and opens a session; throttled per account and per address. */
export async function signIn(ctx: PublicCtx, input: SignIn, userAgent: string | undefined) {
  const keys = [accountKey(input.username), addressKey(ctx.ip)];
  await assertNotThrottled(ctx.db, keys);
  const user = await findUserByUsername(ctx.db, input.username);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await dummyVerify(input.password);
  const pending = user?.pendingPasswordHash ? await freshPendingHash(ctx.db, user.id) : null;
  const pendingOk = !ok && pending !== null && (await verifyPassword(pending, input.password));
  if (!user || !(ok || pendingOk)) {
    await recordFailure(ctx.db, keys);
    ctx.log.warn({ username: input.username, ip: ctx.ip }, 'sign-in failed');
    throw new AppError(401, messages.signInFailed);
  }
  if (!user.enabled) {
    ctx.log.warn({ userId: user.id, ip: ctx.ip }, 'sign-in refused: account disabled');
    throw new AppError(403, messages.accountDisabled);
  }
  await clearFailures(ctx.db, keys[0]);
  if (user.pendingPasswordHash) await settleReset(ctx, user.id, pendingOk);
  const token = await createSession(ctx.db, user.id, input.keepLoggedIn ?? true, ctx.ip, userAgent);
  ctx.log.info({ userId: user.id, ip: ctx.ip }, 'signed in');
  const passwordChange = user.passwordChange || pendingOk;
  return { success: true as const, message: messages.signedIn, token, passwordChange };
}

/**
 * A password asked for by "Forgot your password?" works beside the old one until either signs in;
 * then the other stops working and every other session ends. The e-mailed one must then be changed.
 */
async function settleReset(ctx: PublicCtx, userId: number, usedPending: boolean) {
  await ctx.db.transaction(async (tx) => {
    await settlePendingPassword(tx, userId, usedPending);
    await revokeUserSessions(tx, userId);
  });
  ctx.log.info({ userId, usedPending }, usedPending ? 'reset password adopted' : 'reset password dropped');
}
