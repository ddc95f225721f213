import { messages } from '@fieldbook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { bearer, createUser, signIn, type TestUser } from '../../../test/factories/users.ts';
import { auditLog, jobReminders } from '../../db/schema/index.ts';
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

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function denies(method: 'GET' | 'POST', url: string, payload?: unknown) {
  expect((await call(method, url, payload)).statusCode).toBe(401);
  const weak = await call(method, url, payload, plain);
  expect(weak.statusCode).toBe(403);
  expect(weak.json()).toEqual({ success: false, message: messages.forbidden });
}

/** 'YYYY-MM-DD' of the server's today shifted by `days`. */
const day = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return serverToday(d);
};

const add = (token: string, body: Record<string, unknown>) => call('POST', '/Reminder/Reminder', body, token);

const history = (jobId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(jobId))))
    .orderBy(auditLog.id);

describe('GET /Reminder/RemindersUsers', () => {
  it('answers 401 and 403', () => denies('GET', '/Reminder/RemindersUsers'));

  it('lists active users and allowUserAdd', async () => {
    const res = await call('GET', '/Reminder/RemindersUsers', undefined, staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.allowUserAdd).toBe(false);
    const ids = body.users.map((u: { userId: number }) => u.userId);
    expect(ids).toContain(staffUser.id);
    expect(ids).not.toContain(inactiveId);
    expect(body.users.find((u: { userId: number }) => u.userId === staffUser.id).name).toMatch(/^Test User/);
    expect((await call('GET', '/Reminder/RemindersUsers', undefined, lead)).json().allowUserAdd).toBe(true);
  });
});

describe('POST /Reminder/Reminder', () => {
  it('answers 401 and 403', async () => {
    const job = await createJob(t.database.db);
    await denies('POST', '/Reminder/Reminder', { jobId: job.id, reminderDate: day(1), reminderText: 'x' });
  });

  it('answers 400 for a missing text or date, and for a date in the past', async () => {
    const job = await createJob(t.database.db);
    const noText = await add(staff, { jobId: job.id, reminderDate: day(1), reminderText: '  ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors.reminderText).toBe(messages.reminderTextRequired);
    const noDate = await add(staff, { jobId: job.id, reminderDate: 'soon', reminderText: 'Call' });
    expect(noDate.json().errors.reminderDate).toBe(messages.reminderDateRequired);
    const past = await add(staff, { jobId: job.id, reminderDate: day(-1), reminderText: 'Call' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: messages.reminderDatePast });
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
    expect(other.json().message).toBe(messages.reminderOthersForbidden);
    const inactive = await add(lead, {
      jobId: job.id,
      reminderDate: day(0),
      reminderText: 'Call',
      remindersUser: { userId: inactiveId },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(messages.reminderUserInvalid);
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
    expect(later.json()).toMatchObject({ success: true, message: messages.reminderAdded });
    const today = await add(lead, {
      jobId: job.id,
      reminderDate: day(0),
      reminderText: 'Call the client',
      remindersUser: { userId: staffUser.id, name: 'Test' },
    });
    expect(today.statusCode).toBe(200);

    const list = await call('GET', `/Reminder/ReminderList?JobId=${job.id}`, undefined, staff);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((r: { reminderDate: string; reminderText: string; remindersUser: { userId: number } }) => [
          r.reminderDate,
          r.reminderText,
          r.remindersUser.userId,
        ]),
    ).toEqual([
      [day(0), 'Call the client', staffUser.id],
      [day(5), 'Order wall panels', staffUser.id],
    ]);
    const rows = await history(job.id);
    expect(rows.map((r) => [r.action, r.userId])).toEqual([
      ['reminder.add', staffUser.id],
      ['reminder.add', leadUser.id],
    ]);
  });
});

describe('GET /Reminder/ReminderList', () => {
  it('answers 401, 403 and 400 without a job id', async () => {
    await denies('GET', '/Reminder/ReminderList?JobId=1');
    expect((await call('GET', '/Reminder/ReminderList', undefined, staff)).statusCode).toBe(400);
  });

  it('says which reminders the caller may delete', async () => {
    const job = await createJob(t.database.db);
    await add(lead, { jobId: job.id, reminderDate: day(2), reminderText: "Lead's own" });
    await add(staff, { jobId: job.id, reminderDate: day(3), reminderText: "Staff's own" });
    const deletable = async (token: string) =>
      (await call('GET', `/Reminder/ReminderList?JobId=${job.id}`, undefined, token))
        .json()
        .data.map((r: { deletable: boolean }) => r.deletable);
    expect(await deletable(staff)).toEqual([false, true]);
    expect(await deletable(lead)).toEqual([true, true]);
  });
});

describe('GET /Reminder/DeleteReminder', () => {
  it('answers 401, 403, 400 and 404', async () => {
    await denies('GET', '/Reminder/DeleteReminder?id=1');
    expect((await call('GET', '/Reminder/DeleteReminder?id=abc', undefined, staff)).statusCode).toBe(400);
    expect((await call('GET', '/Reminder/DeleteReminder?id=999999', undefined, staff)).statusCode).toBe(404);
  });

  it("deletes one's own reminder, refuses another's without allowUserAdd, and records it", async () => {
    const job = await createJob(t.database.db);
    const leads = (await add(lead, { jobId: job.id, reminderDate: day(2), reminderText: 'Lead' })).json().jobReminderId;
    const own = (await add(staff, { jobId: job.id, reminderDate: day(2), reminderText: 'Mine' })).json().jobReminderId;

    const refused = await call('GET', `/Reminder/DeleteReminder?id=${leads}`, undefined, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.reminderNotOwn);

    const ok = await call('GET', `/Reminder/DeleteReminder?id=${own}`, undefined, staff);
    expect(ok.json()).toEqual({ success: true, message: messages.reminderDeleted });
    expect((await call('GET', `/Reminder/DeleteReminder?id=${leads}`, undefined, lead)).statusCode).toBe(200);
    expect(await t.database.db.select().from(jobReminders).where(eq(jobReminders.jobId, job.id))).toEqual([]);
    const deleted = (await history(job.id)).filter((r) => r.action === 'reminder.delete');
    expect(deleted.map((r) => [r.userId, (r.change as { reminderText: string }).reminderText])).toEqual([
      [staffUser.id, 'Mine'],
      [leadUser.id, 'Lead'],
    ]);
  });
});
