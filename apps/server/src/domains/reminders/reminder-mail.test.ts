import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { buildApp } from '../../app.ts';
import { jobReminders, jobs, users } from '../../db/schema/index.ts';
import { addDays, serverToday } from '../../platform/calendar.ts';
import { mailDueReminders } from './reminder-mail.ts';

let t: TestApp;
let smtp: TestSmtp;
const instances: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  for (const app of instances) await app.close();
});

async function reminder(userId: number, reminderDate: string, reminderText: string) {
  const job = await createJob(t.database.db, { jobName: 'Hawkins 14-22 Pad' });
  const [row] = await t.database.db
    .insert(jobReminders)
    .values({ jobId: job.id, userId, reminderDate, reminderText, createdBy: userId })
    .returning();
  return row;
}

const mailsWith = (text: string) => smtp.messages.filter((m) => m.text.includes(text));

describe('job reminders by e-mail', () => {
  it('e-mails a reminder dated today to its user once, with two server processes running', async () => {
    const u = await createUser(t.database.db);
    const today = await reminder(u.id, serverToday(), 'Check the wall panels after the storm.');
    const tomorrow = await reminder(u.id, addDays(serverToday(), 1), 'Ask about extending the rental.');
    // Two processes, each with its pg-boss worker (which runs the reminders at start), and both
    // asked at once besides.
    for (let i = 0; i < 2; i++) {
      instances.push(await buildApp({ config: t.config, db: t.database.db, logger: false, jobsPool: t.database.pool }));
    }
    await Promise.all(instances.map((app) => mailDueReminders(app.services)));
    const mail = await smtp.waitFor((m) => m.text.includes('Check the wall panels after the storm.'));
    expect(mail.to).toEqual([u.email]);
    expect(mail.subject).toBe(`Reminder: Hawkins 14-22 Pad (${(await job(today.jobId)).jobNumber})`);
    await expect.poll(async () => (await reminderRow(today.id)).emailedAt).toEqual(expect.any(Date));
    await Promise.all(instances.map((app) => mailDueReminders(app.services)));
    expect(mailsWith('Check the wall panels after the storm.')).toHaveLength(1);
    expect(mailsWith('Ask about extending the rental.')).toHaveLength(0);
    expect((await reminderRow(tomorrow.id)).emailedAt).toBeNull();
  });

  it('sends nothing to a user who turned reminder e-mails off, and never later either', async () => {
    const u = await createUser(t.database.db);
    await t.database.db.update(users).set({ reminderEmails: false }).where(eq(users.id, u.id));
    const r = await reminder(u.id, serverToday(), 'Not wanted by e-mail.');
    expect(await mailDueReminders(t.app.services)).toBe(0);
    expect((await reminderRow(r.id)).emailedAt).toEqual(expect.any(Date));
    await t.database.db.update(users).set({ reminderEmails: true }).where(eq(users.id, u.id));
    expect(await mailDueReminders(t.app.services)).toBe(0);
    expect(mailsWith('Not wanted by e-mail.')).toHaveLength(0);
  });
});

async function reminderRow(id: number) {
  const [row] = await t.database.db.select().from(jobReminders).where(eq(jobReminders.id, id));
  return row;
}

async function job(id: number) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
