import { type EmailPreferences, messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';

/** The signed-in user's e-mail choices (job reminders, the weekly calibration list). */
export async function getEmailPreferences(ctx: Ctx) {
  const [row] = await ctx.db
    .select({ reminderEmails: users.reminderEmails, calibrationEmails: users.calibrationEmails })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  return { success: true as const, data: row };
}

export async function saveEmailPreferences(ctx: Ctx, input: EmailPreferences) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, ctx.user.id));
    await audit(tx, ctx.user.id, 'user', ctx.user.id, 'emailPreferences', { ...input });
  });
  return { success: true as const, message: messages.emailPreferencesSaved };
}
