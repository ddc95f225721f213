import { messages } from '@fieldbook/contract';
import { announcementEndpoints as e } from '@fieldbook/contract/announcements';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf, call, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { announcements } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';

let t: TestApp;
/** Holds 'admin.announcements'. */
let admin: string;
/** Signed in, with no permission at all. */
let plain: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId, token: admin } = await signInUser(t, ['admin.announcements']));
  plain = await signInAs(t, []);
});

const today = serverToday();
function day(offset: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return serverToday(new Date(y, m - 1, d + offset));
}

/** Inserts an announcement directly (past dates included, which the API refuses for new ones). */
async function seed(values: { title: string; start: number; end: number; enabled?: boolean; details?: string }) {
  const [row] = await t.database.db
    .insert(announcements)
    .values({
      title: values.title,
      details: values.details ?? `Details of ${values.title}`,
      startDate: day(values.start),
      endDate: day(values.end),
      enabled: values.enabled ?? true,
    })
    .returning({ id: announcements.id });
  return row.id;
}

const titles = (res: { json: { data: { title: string }[] } }) => res.json.data.map((a) => a.title);

describe('POST /Announcement/GetAnnouncmentsList', () => {
  beforeEach(async () => {
    await t.database.db.delete(announcements);
    await seed({ title: 'Running', start: -3, end: 3 });
    await seed({ title: 'Starts today', start: 0, end: 5 });
    await seed({ title: 'Ends today', start: -5, end: 0 });
    await seed({ title: 'Switched off', start: -1, end: 1, enabled: false });
    await seed({ title: 'Next week', start: 7, end: 9 });
    await seed({ title: 'Ended yesterday', start: -9, end: -1 });
    await seed({ title: 'Old and off', start: -20, end: -10, enabled: false });
  });

  it('answers 401 without a session', async () => {
    const res = await call(t.app, e.getAnnouncementsList, { body: { today } });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers 400 when neither today nor the list options are sent, or both are', async () => {
    for (const body of [{}, { today, upcoming: true }]) {
      const res = await call(t.app, e.getAnnouncementsList, { body, token: plain });
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: messages.announcementListOptions,
        errors: { today: messages.announcementListOptions },
      });
    }
  });

  it('answers 400 for a today that is not a calendar date', async () => {
    for (const bad of ['yesterday', '2026-02-30', '']) {
      const res = await call(t.app, e.getAnnouncementsList, { body: { today: bad }, token: plain });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json.errors.today).toBe(bad ? messages.dateInvalid('today') : messages.required('Today'));
    }
  });

  it('with today: any signed-in user gets the enabled announcements of that day, both ends included', async () => {
    const res = await call(t.app, e.getAnnouncementsList, { body: { today }, token: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json.success).toBe(true);
    expect(titles(res)).toEqual(['Starts today', 'Running', 'Ends today']);
    expect(res.json.data[0]).toEqual({
      announcementId: expect.any(Number),
      title: 'Starts today',
      details: 'Details of Starts today',
      startDate: today,
      endDate: day(5),
      enabled: true,
    });
  });

  it('with today: the viewer’s own date decides (a day ahead shows next week’s only when it has started)', async () => {
    const res = await call(t.app, e.getAnnouncementsList, { body: { today: day(8) }, token: plain });
    expect(titles(res)).toEqual(['Next week']);
    const none = await call(t.app, e.getAnnouncementsList, { body: { today: day(100) }, token: plain });
    expect(none.json).toEqual({ success: true, data: [] });
  });

  it('the administration list answers 403 without Manage Announcements', async () => {
    const res = await call(t.app, e.getAnnouncementsList, {
      body: { upcoming: true, showDisabled: false },
      token: plain,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('upcoming shows those not yet ended; showDisabled adds the disabled ones', async () => {
    const upcoming = await call(t.app, e.getAnnouncementsList, {
      body: { upcoming: true, showDisabled: false },
      token: admin,
    });
    expect(upcoming.statusCode).toBe(200);
    expect(titles(upcoming)).toEqual(['Ends today', 'Running', 'Starts today', 'Next week']);

    const withDisabled = await call(t.app, e.getAnnouncementsList, {
      body: { upcoming: true, showDisabled: true },
      token: admin,
    });
    expect(titles(withDisabled)).toEqual(['Ends today', 'Running', 'Switched off', 'Starts today', 'Next week']);

    const all = await call(t.app, e.getAnnouncementsList, {
      body: { upcoming: false, showDisabled: true },
      token: admin,
    });
    expect(titles(all)).toEqual([
      'Old and off',
      'Ended yesterday',
      'Ends today',
      'Running',
      'Switched off',
      'Starts today',
      'Next week',
    ]);

    const allEnabled = await call(t.app, e.getAnnouncementsList, {
      body: { upcoming: false, showDisabled: false },
      token: admin,
    });
    expect(titles(allEnabled)).not.toContain('Old and off');
    expect(titles(allEnabled)).toContain('Ended yesterday');
  });

  it('upcoming defaults to true and showDisabled to false when only one is sent', async () => {
    const res = await call(t.app, e.getAnnouncementsList, { body: { showDisabled: false }, token: admin });
    expect(titles(res)).toEqual(['Ends today', 'Running', 'Starts today', 'Next week']);
  });
});

describe('POST /Announcement/GetAnnouncement', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(t.app, e.getAnnouncement, { body: { announcementId: 1 } })).statusCode).toBe(401);
    const res = await call(t.app, e.getAnnouncement, { body: { announcementId: 1 }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 without an announcementId and 404 for an unknown one', async () => {
    const bad = await call(t.app, e.getAnnouncement, { body: {}, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['announcementId']);
    const missing = await call(t.app, e.getAnnouncement, { body: { announcementId: 999_999 }, token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ success: false, message: messages.announcementNotFound });
  });

  it('answers the announcement, disabled or not', async () => {
    const id = await seed({ title: 'Fetched', start: -2, end: 2, enabled: false });
    const res = await call(t.app, e.getAnnouncement, { body: { announcementId: id }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        announcementId: id,
        title: 'Fetched',
        details: 'Details of Fetched',
        startDate: day(-2),
        endDate: day(2),
        enabled: false,
      },
    });
  });
});

describe('POST /Announcement/SaveAnnouncement', () => {
  const valid = () => ({
    announcementId: 0,
    title: 'Yard closed for inventory',
    details: 'The Denver yard is closed on Friday for the annual count.',
    startDate: day(1),
    endDate: day(2),
    enabled: true,
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(t.app, e.saveAnnouncement, { body: valid() })).statusCode).toBe(401);
    const res = await call(t.app, e.saveAnnouncement, { body: valid(), token: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 when title and details are blank', async () => {
    const res = await call(t.app, e.saveAnnouncement, { body: { ...valid(), title: '  ', details: '' }, token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.required('Title'),
      errors: { title: messages.required('Title'), details: messages.required('Details') },
    });
  });

  it('answers 400 for missing or malformed dates', async () => {
    const res = await call(t.app, e.saveAnnouncement, {
      body: { ...valid(), startDate: undefined, endDate: '12/31/2030' },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({
      startDate: messages.required('Start date'),
      endDate: messages.dateInvalid('end date'),
    });
  });

  it('answers 400 when the end date is before the start date', async () => {
    const res = await call(t.app, e.saveAnnouncement, {
      body: { ...valid(), startDate: day(5), endDate: day(4) },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.endDateBeforeStartDate,
      errors: { endDate: messages.endDateBeforeStartDate },
    });
  });

  it('answers 400 when a new announcement starts before today, and stores nothing', async () => {
    const before = await t.database.db.select().from(announcements);
    const res = await call(t.app, e.saveAnnouncement, {
      body: { ...valid(), title: 'Too late', startDate: day(-1) },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.startDateBeforeToday,
      errors: { startDate: messages.startDateBeforeToday },
    });
    expect(await t.database.db.select().from(announcements)).toEqual(before);
  });

  it('creates an announcement starting today, trimmed, and audits it', async () => {
    const res = await call(t.app, e.saveAnnouncement, {
      body: { ...valid(), title: '  Safety stand-down  ', startDate: today, endDate: today, enabled: false },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const { success, message, announcementId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: messages.announcementSaved });
    const got = await call(t.app, e.getAnnouncement, { body: { announcementId }, token: admin });
    expect(got.json.data).toEqual({
      announcementId,
      title: 'Safety stand-down',
      details: valid().details,
      startDate: today,
      endDate: today,
      enabled: false,
    });
    const [row] = await auditOf(t.database.db, 'announcement', announcementId);
    expect(row).toMatchObject({
      userId: adminId,
      action: 'create',
      change: { title: 'Safety stand-down', startDate: today, endDate: today, enabled: false },
    });
  });

  it('edits a running announcement without moving its past start date, and audits what changed', async () => {
    const id = await seed({ title: 'Running edit', start: -4, end: 1 });
    const res = await call(t.app, e.saveAnnouncement, {
      body: {
        announcementId: id,
        title: 'Running edit',
        details: 'Extended.',
        startDate: day(-4),
        endDate: day(10),
        enabled: true,
      },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.announcementSaved, announcementId: id });
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ details: 'Extended.', startDate: day(-4), endDate: day(10) });
    const [entry] = await auditOf(t.database.db, 'announcement', id);
    expect(entry).toMatchObject({
      userId: adminId,
      action: 'update',
      change: { details: ['Details of Running edit', 'Extended.'], endDate: [day(1), day(10)] },
    });
  });

  it('refuses to move a start date to before today, and changes nothing', async () => {
    const id = await seed({ title: 'Move back', start: 2, end: 4 });
    const res = await call(t.app, e.saveAnnouncement, {
      body: { announcementId: id, title: 'Moved', details: 'x', startDate: day(-1), endDate: day(4), enabled: true },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.startDateBeforeToday);
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ title: 'Move back', startDate: day(2) });
    expect(await auditOf(t.database.db, 'announcement', id)).toEqual([]);
  });

  it('answers 404 for an unknown announcement', async () => {
    const res = await call(t.app, e.saveAnnouncement, { body: { ...valid(), announcementId: 999_999 }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.announcementNotFound });
  });
});

describe('POST /Announcement/DeleteAnnouncement', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const id = await seed({ title: 'Protected', start: 0, end: 1 });
    expect((await call(t.app, e.deleteAnnouncement, { body: { announcementId: id } })).statusCode).toBe(401);
    const res = await call(t.app, e.deleteAnnouncement, { body: { announcementId: id }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(announcements).where(eq(announcements.id, id))).toHaveLength(1);
  });

  it('answers 400 without an announcementId and 404 for an unknown one', async () => {
    expect((await call(t.app, e.deleteAnnouncement, { body: {}, token: admin })).statusCode).toBe(400);
    const res = await call(t.app, e.deleteAnnouncement, { body: { announcementId: 999_999 }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.announcementNotFound);
  });

  it('deletes the announcement sent whole, audits it, and it leaves the home page', async () => {
    const id = await seed({ title: 'Short-lived', start: 0, end: 0 });
    const whole = (await call(t.app, e.getAnnouncement, { body: { announcementId: id }, token: admin })).json.data;
    const res = await call(t.app, e.deleteAnnouncement, { body: whole, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.announcementDeleted });
    expect(titles(await call(t.app, e.getAnnouncementsList, { body: { today }, token: plain }))).not.toContain(
      'Short-lived',
    );
    expect((await call(t.app, e.getAnnouncement, { body: { announcementId: id }, token: admin })).statusCode).toBe(404);
    const [entry] = await auditOf(t.database.db, 'announcement', id);
    expect(entry).toMatchObject({ userId: adminId, action: 'delete', change: { title: 'Short-lived' } });
  });
});
