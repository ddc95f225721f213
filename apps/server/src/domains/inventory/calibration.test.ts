import { messages } from '@fieldbook/contract';
import { calibrationDueList } from '@fieldbook/contract/inventory-assets';
import { getEmailPreferences, saveEmailPreferences } from '@fieldbook/contract/profile';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createUser } from '../../../test/factories/users.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { users } from '../../db/schema/index.ts';
import { addDays, serverToday } from '../../platform/calendar.ts';
import { mailCalibrationDigests, mondayOf } from './calibration.service.ts';

let t: TestApp;
let smtp: TestSmtp;
let viewer: string;
const today = serverToday();
const meters: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  viewer = await signInAs(t, ['inventory.view']);
  const db = t.database.db;
  const yearly = await createMeterType(db, { name: 'Class 1 sound level meter', calibrationIntervalDays: 365 });
  const at = (daysUntilDue: number) => addDays(today, daysUntilDue - 365);
  meters.overdue = (
    await createMeter(db, { meterTypeId: yearly.id, serialNumber: 'OVER-1', lastCalibratedDate: at(-3) })
  ).id;
  meters.soon = (
    await createMeter(db, { meterTypeId: yearly.id, serialNumber: 'SOON-1', lastCalibratedDate: at(30) })
  ).id;
  meters.later = (
    await createMeter(db, { meterTypeId: yearly.id, serialNumber: 'LATE-1', lastCalibratedDate: at(31) })
  ).id;
  meters.never = (
    await createMeter(db, { meterTypeId: yearly.id, serialNumber: 'NEVER-1', lastCalibratedDate: null })
  ).id;
  meters.retired = (
    await createMeter(db, {
      meterTypeId: yearly.id,
      serialNumber: 'GONE-1',
      lastCalibratedDate: at(-3),
      decommissioned: true,
    })
  ).id;
});

describe('GET /Inventory/CalibrationDue', () => {
  it('answers 401 anonymously and 403 without an inventory permission', async () => {
    await denies(t.app, calibrationDueList, {}, await signInAs(t, []));
  });

  it('lists the meters never calibrated, overdue and due within 30 days, in that order', async () => {
    const res = await call(t.app, calibrationDueList, { token: viewer });
    expect(res.json.data.map((r) => r.serialNumber)).toEqual(['NEVER-1', 'OVER-1', 'SOON-1']);
    expect(res.json.data[1]).toMatchObject({
      overdue: true,
      dueDate: addDays(today, -3),
      meterTypeName: 'Class 1 sound level meter',
    });
    expect(res.json.data[2]).toMatchObject({ overdue: false, dueDate: addDays(today, 30) });
  });
});

describe('the weekly calibration e-mail', () => {
  it('goes once a week to each user who manages meters, unless they turned it off', async () => {
    const manager = await createUser(t.database.db, { permissions: ['inventory.assets'] });
    const optedOut = await createUser(t.database.db, { permissions: ['inventory.assets'] });
    const viewerOnly = await createUser(t.database.db, { permissions: ['inventory.view'] });
    await t.database.db.update(users).set({ calibrationEmails: false }).where(eq(users.id, optedOut.id));
    await Promise.all([mailCalibrationDigests(t.app.services), mailCalibrationDigests(t.app.services)]);
    const mail = await smtp.waitFor((m) => m.to.includes(manager.email));
    expect(mail.subject).toBe('Meters due for calibration: 3');
    expect(mail.text).toContain('OVER-1');
    expect(mail.text).toContain('never calibrated');
    expect(mail.text).not.toContain('LATE-1');
    // Later that week: nothing again.
    await mailCalibrationDigests(t.app.services, addDays(mondayOf(today), 6));
    const to = (u: { email: string }) => smtp.messages.filter((m) => m.to.includes(u.email));
    expect(to(manager)).toHaveLength(1);
    expect(to(optedOut)).toHaveLength(0);
    expect(to(viewerOnly)).toHaveLength(0);
  });
});

describe('GET and POST /User/EmailPreferences', () => {
  it('answers 401 anonymously', async () => {
    expect((await call(t.app, getEmailPreferences, {})).statusCode).toBe(401);
    expect(
      (await call(t.app, saveEmailPreferences, { body: { reminderEmails: true, calibrationEmails: true } })).statusCode,
    ).toBe(401);
  });

  it('answers 400 for a choice that is not on or off', async () => {
    const res = await call(t.app, saveEmailPreferences, {
      body: { reminderEmails: 'yes', calibrationEmails: true },
      token: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.reminderEmails).toBe('Reminder e-mails must be on or off.');
  });

  it("saves the user's own choices, both on at first, and audits them", async () => {
    const u = await signInUser(t, []);
    expect((await call(t.app, getEmailPreferences, { token: u.token })).json.data).toEqual({
      reminderEmails: true,
      calibrationEmails: true,
    });
    const res = await call(t.app, saveEmailPreferences, {
      body: { reminderEmails: false, calibrationEmails: true },
      token: u.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.emailPreferencesSaved });
    expect((await call(t.app, getEmailPreferences, { token: u.token })).json.data).toEqual({
      reminderEmails: false,
      calibrationEmails: true,
    });
    expect(await auditOf(t.database.db, 'user', u.id, ['emailPreferences'])).toHaveLength(1);
  });
});
