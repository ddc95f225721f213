import { and, eq, inArray } from 'drizzle-orm';
import { jobReminders, jobs } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { addDays, type DemoStep, tally } from './step.ts';

/** A few reminders on demo jobs (by job number) for demo users, days after the demo's today. */
const DEMO_REMINDERS = [
  { jobNumber: 'FB-1001', user: 'demo.operations', inDays: 2, text: 'Check the wall panels after the wind storm.' },
  { jobNumber: 'FB-1001', user: 'demo.sales', inDays: 7, text: 'Ask the client about extending the rental.' },
  { jobNumber: 'FB-1004', user: 'demo.supervisor', inDays: 1, text: 'Confirm the crane for installation day.' },
  { jobNumber: 'FB-1004', user: 'demo.admin', inDays: 14, text: 'Review the noise readings with the client.' },
];

/** Demo: job reminders, matched by job, user and text. */
export const remindersStep: DemoStep = {
  name: 'reminders',
  async run(tx, ctx) {
    const t = tally();
    const found = await tx
      .select({ id: jobs.id, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(
        inArray(
          jobs.jobNumber,
          DEMO_REMINDERS.map((r) => r.jobNumber),
        ),
      );
    const jobIds = new Map(found.map((j) => [j.jobNumber, j.id]));
    for (const r of DEMO_REMINDERS) {
      const jobId = jobIds.get(r.jobNumber);
      const userId = ctx.refs.users.get(r.user);
      if (jobId === undefined || userId === undefined) continue;
      const [existing] = await tx
        .select({ id: jobReminders.id })
        .from(jobReminders)
        .where(
          and(eq(jobReminders.jobId, jobId), eq(jobReminders.userId, userId), eq(jobReminders.reminderText, r.text)),
        );
      if (existing) {
        t.existing('job reminders');
        continue;
      }
      const values = {
        jobId,
        userId,
        reminderDate: addDays(ctx.today, r.inDays),
        reminderText: r.text,
        createdBy: userId,
      };
      const [row] = await tx.insert(jobReminders).values(values).returning({ id: jobReminders.id });
      await audit(tx, null, 'job', jobId, 'reminder.add', { jobReminderId: row.id, ...values, demo: true });
      t.created('job reminders');
    }
    return t.counts;
  },
};
