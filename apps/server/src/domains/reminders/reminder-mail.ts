import { and, eq, isNull, lte } from 'drizzle-orm';
import { jobReminders, jobs, users } from '../../db/schema/index.ts';
import { longDate, serverToday } from '../../platform/calendar.ts';
import type { Services } from '../../platform/context.ts';
import { mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';

/** Reminders per run: a backlog goes in several runs rather than one long transaction. */
const BATCH = 200;

/**
 * E-mails each reminder dated today or earlier that has not been e-mailed, to its user (unless they
 * turned reminder e-mails off), once: the reminders are claimed with FOR UPDATE SKIP LOCKED and
 * marked in the transaction that queues their e-mails, so two server processes never both send one.
 */
export async function mailDueReminders({ db, mail }: Pick<Services, 'db' | 'mail'>, today = serverToday()) {
  const queued = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: jobReminders.id,
        userId: jobReminders.userId,
        date: jobReminders.reminderDate,
        text: jobReminders.reminderText,
        jobName: jobs.jobName,
        jobNumber: jobs.jobNumber,
        firstName: users.firstName,
        wanted: users.reminderEmails,
        enabled: users.enabled,
      })
      .from(jobReminders)
      .innerJoin(users, eq(users.id, jobReminders.userId))
      .innerJoin(jobs, eq(jobs.id, jobReminders.jobId))
      .where(and(isNull(jobReminders.emailedAt), lte(jobReminders.reminderDate, today)))
      .orderBy(jobReminders.id)
      .limit(BATCH)
      .for('update', { of: jobReminders, skipLocked: true });
    const ids: number[] = [];
    for (const r of due) {
      const to = r.wanted && r.enabled ? await mailAddressOf(tx, r.userId) : undefined;
      if (to) {
        ids.push(
          await mail.queue(tx, {
            to,
            subject: `Reminder: ${r.jobName} (${r.jobNumber})`,
            text: mailBody(
              `Hello ${r.firstName},`,
              `Your reminder for ${longDate(r.date)} on job ${r.jobNumber} ${r.jobName}:`,
              r.text,
              'You can turn these e-mails off in your Fieldbook profile.',
            ),
          }),
        );
      }
      await tx.update(jobReminders).set({ emailedAt: new Date() }).where(eq(jobReminders.id, r.id));
    }
    return ids;
  });
  for (const id of queued) await mail.deliver(id);
  return queued.length;
}
