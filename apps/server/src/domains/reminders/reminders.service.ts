import { messages } from '@fieldbook/contract';
import { audit } from '../../platform/audit.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { requireJob } from '../jobs/job-access.ts';
import { allowUserAdd, mayDeleteReminder } from './reminders.policy.ts';
import * as q from './reminders.queries.ts';

export async function remindersUsers(ctx: Ctx) {
  return {
    success: true as const,
    users: await q.selectActiveUsers(ctx.db),
    allowUserAdd: allowUserAdd(ctx.user.permissions),
  };
}

export async function reminderList(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  return { success: true as const, data: await remindersOf(ctx, jobId) };
}

/** The reminders of a job already through the gate (the job page shares it). */
export async function remindersOf(ctx: Ctx, jobId: number) {
  const rows = await q.selectJobReminders(ctx.db, jobId);
  return rows.map((r) => ({
    jobReminderId: r.jobReminderId,
    reminderDate: r.reminderDate,
    reminderText: r.reminderText,
    remindersUser: { userId: r.userId, name: r.name },
    jobId: r.jobId,
    deletable: mayDeleteReminder(ctx.user, r),
  }));
}

export interface ReminderInput {
  jobId: number;
  reminderDate: string;
  reminderText: string;
  remindersUser: { userId: number } | null;
}

/**
 * Adds a reminder. "Today" is the server's calendar date (run it with TZ set to the firm's zone),
 * as for announcements: the date may be today or later.
 */
export async function addReminder(ctx: Ctx, input: ReminderInput) {
  const userId = input.remindersUser?.userId ?? ctx.user.id;
  if (userId !== ctx.user.id && !allowUserAdd(ctx.user.permissions)) throw forbidden(messages.reminderOthersForbidden);
  if (input.reminderDate < serverToday()) {
    throw badRequest(messages.reminderDatePast, { reminderDate: messages.reminderDatePast });
  }
  const id = await ctx.db.transaction(async (tx) => {
    await requireJob({ ...ctx, db: tx }, input.jobId);
    const user = await q.findActiveUser(tx, userId);
    if (!user) throw badRequest(messages.reminderUserInvalid, { remindersUser: messages.reminderUserInvalid });
    const values = {
      jobId: input.jobId,
      userId,
      reminderDate: input.reminderDate,
      reminderText: input.reminderText,
      createdBy: ctx.user.id,
    };
    const created = await q.insertReminder(tx, values);
    // In the job's history (entity 'job'), without touching the job's Last Updated: a reminder is
    // a note to a person, not a change of the job.
    await audit(tx, ctx.user.id, 'job', input.jobId, 'reminder.add', { jobReminderId: created, ...values });
    return created;
  });
  return { success: true as const, message: messages.reminderAdded, jobReminderId: id };
}

export async function deleteReminder(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await q.lockReminder(tx, id);
    if (!row) throw notFound(messages.reminderNotFound);
    await requireJob({ ...ctx, db: tx }, row.jobId);
    if (!mayDeleteReminder(ctx.user, row)) throw forbidden(messages.reminderNotOwn);
    await q.deleteReminder(tx, id);
    await audit(tx, ctx.user.id, 'job', row.jobId, 'reminder.delete', {
      jobReminderId: id,
      userId: row.userId,
      reminderDate: row.reminderDate,
      reminderText: row.reminderText,
    });
  });
  return { success: true as const, message: messages.reminderDeleted };
}
