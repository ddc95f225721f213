import { messages } from '@fieldbook/contract';
import { addReminder, deleteReminder, reminderList, remindersUsers } from '@fieldbook/contract/reminders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createUser, type TestUser } from '../../../test/factories/users.ts';
import { jobReminders } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';

let t: TestApp;
/** jobs.view */
let staff: string;
let staffUser: TestUser;
/** jobs.view + jobs.remindOthers */
let lead: string;
let leadUser: TestUser;
/** nothing */
let plain: string;
let inactiveId: number;

beforeAll(async () => {
  t = await createTestApp();
  staffUser = await createUser(t.database.db, { permissions: ['jobs.view'] });
  leadUser = await createUser(t.database.db, { permissions: ['jobs.view', 'jobs.remindOthers'] });
  const p = await createUser(t.database.db, { permissions: [] });
  inactiveId = (await createUser(t.database.db, { enabled: false, signInable: false })).id;
  staff = await signIn(t.app, staffUser.username, staffUser.password);
  lead = await signIn(t.app, leadUser.username, leadUser.password);
  plain = await signIn(t.app, p.username, p.password);
});

/** 'YYYY-MM-DD' of the server's today shifted by `days`. */
const day = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return serverToday(d);
};

const add = (token: string, body: Record<string, unknown>) => call(t.app, addReminder, { body, token });

describe('GET /Reminder/RemindersUsers', () => {
  it('answers 401 and 403', () => denies(t.app, remindersUsers, {}, plain));

  it('lists active users and allowUserAdd', async () => {
    const res = await call(t.app, remindersUsers, { token: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.allowUserAdd).toBe(false);
    const ids = body.users.map((u: { userId: number }) => u.userId);
    expect(ids).toContain(staffUser.id);
    expect(ids).not.toContain(inactiveId);
    expect(body.users.find((u: { userId: number }) => u.userId === staffUser.id)?.name).toMatch(/^Test User/);
    expect((await call(t.app, remindersUsers, { token: lead })).json.allowUserAdd).toBe(true);
  });
});

describe('POST /Reminder/Reminder', () => {
  it('answers 401 and 403', async () => {
    const job = await createJob(t.database.db);
    await denies(t.app, addReminder, { body: { jobId: job.id, reminderDate: day(1), reminderText: 'x' } }, plain);
  });

  it('answers 400 for a missing text or date, and for a date in the past', async () => {
    const job = await createJob(t.database.db);
    const noText = await add(staff, { jobId: job.id, reminderDate: day(1), reminderText: '  ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json.errors.reminderText).toBe(messages.reminderTextRequired);
    const noDate = await add(staff, { jobId: job.id, reminderDate: 'soon', reminderText: 'Call' });
    expect(noDate.json.errors.reminderDate).toBe(messages.reminderDateRequired);
    const past = await add(staff, { jobId: job.id, reminderDate: day(-1), reminderText: 'Call' });
    expect(past.statusCode).toBe(400);
    expect(past.json).toMatchObject({ message: messages.reminderDatePast });
    expect(await t.database.db.select().from(jobReminders).where(eq(jobReminders.jobId, job.id))).toEqual([]);
  });

  it('refuses a reminder for another user without allowUserAdd (403), and an inactive user (400)', async () => {
    const job = await createJob(t.database.db);
    const other = await add(staff, {
      jobId: job.id,
      reminderDate: day(0),
      reminderText: 'Call',
      remindersUser: { userId: leadUser.id, name: 'x' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json.message).toBe(messages.reminderOthersForbidden);
    const inactive = await add(lead, {
      jobId: job.id,
      reminderDate: day(0),
      reminderText: 'Call',
      remindersUser: { userId: inactiveId },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json.message).toBe(messages.reminderUserInvalid);
  });

  it('answers 404 for a missing job, and for a non-drilling job to a Drilling User', async () => {
    expect((await add(staff, { jobId: 999999, reminderDate: day(1), reminderText: 'x' })).statusCode).toBe(404);
    const d = await createUser(t.database.db, { permissions: ['jobs.view', 'drilling.user'] });
    const driller = await signIn(t.app, d.username, d.password);
    const job = await createJob(t.database.db);
    expect((await add(driller, { jobId: job.id, reminderDate: day(1), reminderText: 'x' })).statusCode).toBe(404);
  });

  it('adds own reminders (today is allowed) and, with allowUserAdd, reminders for others; listed soonest first', async () => {
    const job = await createJob(t.database.db);
    const later = await add(staff, { jobId: job.id, reminderDate: day(5), reminderText: 'Order wall panels' });
    expect(later.statusCode).toBe(200);
    expect(later.json).toMatchObject({ success: true, message: messages.reminderAdded });
    const today = await add(lead, {
      jobId: job.id,
      reminderDate: day(0),
      reminderText: 'Call the client',
      remindersUser: { userId: staffUser.id, name: 'Test' },
    });
    expect(today.statusCode).toBe(200);

    const list = await call(t.app, reminderList, { query: { JobId: job.id }, token: staff });
    expect(list.statusCode).toBe(200);
    expect(
      list.json.data.map((r: { reminderDate: string; reminderText: string; remindersUser: { userId: number } }) => [
        r.reminderDate,
        r.reminderText,
        r.remindersUser.userId,
      ]),
    ).toEqual([
      [day(0), 'Call the client', staffUser.id],
      [day(5), 'Order wall panels', staffUser.id],
    ]);
    const rows = await auditOf(t.database.db, 'job', job.id);
    expect(rows.map((r) => [r.action, r.userId])).toEqual([
      ['reminder.add', staffUser.id],
      ['reminder.add', leadUser.id],
    ]);
  });
});

describe('GET /Reminder/ReminderList', () => {
  it('answers 401, 403 and 400 without a job id', async () => {
    await denies(t.app, reminderList, { query: { JobId: '1' } }, plain);
    expect((await call(t.app, reminderList, { token: staff })).statusCode).toBe(400);
  });

  it('says which reminders the caller may delete', async () => {
    const job = await createJob(t.database.db);
    await add(lead, { jobId: job.id, reminderDate: day(2), reminderText: "Lead's own" });
    await add(staff, { jobId: job.id, reminderDate: day(3), reminderText: "Staff's own" });
    const deletable = async (token: string) =>
      (await call(t.app, reminderList, { query: { JobId: job.id }, token })).json.data.map(
        (r: { deletable: boolean }) => r.deletable,
      );
    expect(await deletable(staff)).toEqual([false, true]);
    expect(await deletable(lead)).toEqual([true, true]);
  });
});

describe('GET /Reminder/DeleteReminder', () => {
  it('answers 401, 403, 400 and 404', async () => {
    await denies(t.app, deleteReminder, { query: { id: '1' } }, plain);
    expect((await call(t.app, deleteReminder, { query: { id: 'abc' }, token: staff })).statusCode).toBe(400);
    expect((await call(t.app, deleteReminder, { query: { id: '999999' }, token: staff })).statusCode).toBe(404);
  });

  it("deletes one's own reminder, refuses another's without allowUserAdd, and records it", async () => {
    const job = await createJob(t.database.db);
    const leads = (await add(lead, { jobId: job.id, reminderDate: day(2), reminderText: 'Lead' })).json.jobReminderId;
    const own = (await add(staff, { jobId: job.id, reminderDate: day(2), reminderText: 'Mine' })).json.jobReminderId;

    const refused = await call(t.app, deleteReminder, { query: { id: leads }, token: staff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(messages.reminderNotOwn);

    const ok = await call(t.app, deleteReminder, { query: { id: own }, token: staff });
    expect(ok.json).toEqual({ success: true, message: messages.reminderDeleted });
    expect((await call(t.app, deleteReminder, { query: { id: leads }, token: lead })).statusCode).toBe(200);
    expect(await t.database.db.select().from(jobReminders).where(eq(jobReminders.jobId, job.id))).toEqual([]);
    const deleted = (await auditOf(t.database.db, 'job', job.id)).filter((r) => r.action === 'reminder.delete');
    expect(deleted.map((r) => [r.userId, (r.change as { reminderText: string }).reminderText])).toEqual([
      [staffUser.id, 'Mine'],
      [leadUser.id, 'Lead'],
    ]);
  });
});
