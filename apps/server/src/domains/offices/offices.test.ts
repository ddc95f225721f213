import { messages } from '@fieldbook/contract';
import { deleteOffice, getOffice, getOfficeList, saveOffice } from '@fieldbook/contract/offices';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signIn, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';
import { accounts, offices, opportunities, userOffices } from '../../db/schema/index.ts';

let t: TestApp;
/** Holds 'admin.offices'. */
let admin: string;
/** Signed in, with no permission at all. */
let plain: string;
let adminId: number;
let plainId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { permissions: ['admin.offices'] });
  const p = await createUser(t.database.db, { permissions: [] });
  adminId = a.id;
  plainId = p.id;
  admin = await signIn(t.app, a.username, a.password);
  plain = await signIn(t.app, p.username, p.password);
});

const denver = {
  name: 'Denver',
  address: '4875 Brighton Blvd, Suite 200',
  city: 'Denver',
  state: 'CO',
  zipCode: '80216',
  phoneNumber: '(303) 555-0100',
  faxNumber: '(303) 555-0101',
};

async function seed(values: Partial<typeof offices.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(offices)
    .values({ ...denver, ...values })
    .returning({ id: offices.id });
  return row.id;
}

const officeRow = async (id: number) => (await t.database.db.select().from(offices).where(eq(offices.id, id)))[0];

describe('GET /Office/GetOfficeList', () => {
  it('answers 401 without a session and 403 to a role of none of the screens that show offices', async () => {
    await denies(t.app, getOfficeList, {}, plain);
  });

  // The office administration and the office pickers of the user form, the opportunity form, call
  // intake and the new yard form: each screen's permission alone is enough.
  it.each(['admin.users', 'opportunities.edit', 'calls.intake', 'inventory.adjust'] as const)(
    'answers the offices to a holder of %s alone',
    async (permission) => {
      const id = await seed({ name: `Picked by ${permission}` });
      const res = await call(t.app, getOfficeList, { token: await signInAs(t, [permission]) });
      expect(res.statusCode).toBe(200);
      expect(res.json.data.map((o: { officeLocationId: number }) => o.officeLocationId)).toContain(id);
    },
  );

  it('answers every office by name', async () => {
    const b = await seed({ name: 'midland', city: 'Midland', phoneNumber: null, faxNumber: null });
    const a = await seed({ name: 'Casper' });
    const res = await call(t.app, getOfficeList, { token: admin });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json;
    expect(success).toBe(true);
    const names = data.map((o: { name: string }) => o.name);
    expect(names.indexOf('Casper')).toBeLessThan(names.indexOf('midland'));
    expect(data.find((o: { officeLocationId: number }) => o.officeLocationId === b)).toEqual({
      officeLocationId: b,
      ...denver,
      name: 'midland',
      city: 'Midland',
      phoneNumber: null,
      faxNumber: null,
    });
    expect(data.find((o: { officeLocationId: number }) => o.officeLocationId === a)).toBeTruthy();
  });
});

describe('POST /Office/GetOffice', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(t.app, getOffice, { body: { id: 1 } })).statusCode).toBe(401);
    const res = await call(t.app, getOffice, { body: { id: 1 }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    const bad = await call(t.app, getOffice, { body: { id: 'x' }, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['id']);
    const res = await call(t.app, getOffice, { body: { id: 999_999 }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.officeNotFound });
  });

  it('answers the office', async () => {
    const id = await seed({ name: 'Williston' });
    const res = await call(t.app, getOffice, { body: { id }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: { officeLocationId: id, ...denver, name: 'Williston' } });
  });
});

describe('POST /Office/SaveOffice', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await call(t.app, saveOffice, { body: { officeLocationId: 0, ...denver } })).statusCode).toBe(401);
    const res = await call(t.app, saveOffice, { body: { officeLocationId: 0, ...denver }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(res.json).toEqual({ success: false, message: messages.forbidden });
  });

  it('answers 400 naming every required field left blank', async () => {
    const res = await call(t.app, saveOffice, {
      body: { officeLocationId: 0, name: ' ', address: '', city: '', state: '', zipCode: '', phoneNumber: '' },
      token: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.required('Name'),
      errors: {
        name: messages.required('Name'),
        address: messages.required('Address'),
        city: messages.required('City'),
        state: messages.required('State'),
        zipCode: messages.required('Zip code'),
      },
    });
  });

  it('creates an office without phone and fax, trimmed, and audits it', async () => {
    const res = await call(t.app, saveOffice, {
      body: { officeLocationId: 0, ...denver, name: '  Grand Junction ', phoneNumber: '  ', faxNumber: undefined },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const { success, message, officeLocationId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: messages.officeSaved });
    expect(await officeRow(officeLocationId)).toMatchObject({
      name: 'Grand Junction',
      phoneNumber: null,
      faxNumber: null,
    });
    const [entry] = await auditOf(t.database.db, 'office', officeLocationId);
    expect(entry).toMatchObject({
      userId: adminId,
      action: 'create',
      change: { name: 'Grand Junction', phoneNumber: null },
    });
  });

  it('updates an office and audits the changed fields only', async () => {
    const id = await seed({ name: 'Update me' });
    const res = await call(t.app, saveOffice, {
      body: { officeLocationId: id, ...denver, name: 'Updated', faxNumber: null },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.officeSaved, officeLocationId: id });
    expect(await officeRow(id)).toMatchObject({ name: 'Updated', faxNumber: null, city: 'Denver' });
    const [entry] = await auditOf(t.database.db, 'office', id);
    expect(entry).toMatchObject({
      userId: adminId,
      action: 'update',
      change: { name: ['Update me', 'Updated'], faxNumber: [denver.faxNumber, null] },
    });
    expect(Object.keys(entry.change as object).sort()).toEqual(['faxNumber', 'name']);
  });

  it('answers 404 for an unknown office and creates nothing', async () => {
    const before = await t.database.db.select().from(offices);
    const res = await call(t.app, saveOffice, { body: { officeLocationId: 999_999, ...denver }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: messages.officeNotFound });
    expect(await t.database.db.select().from(offices)).toEqual(before);
  });
});

describe('POST /Office/DeleteOffice', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const id = await seed({ name: 'Keep' });
    expect((await call(t.app, deleteOffice, { body: { id } })).statusCode).toBe(401);
    const res = await call(t.app, deleteOffice, { body: { id }, token: plain });
    expect(res.statusCode).toBe(403);
    expect(await officeRow(id)).toBeTruthy();
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await call(t.app, deleteOffice, { body: {}, token: admin })).statusCode).toBe(400);
    const res = await call(t.app, deleteOffice, { body: { id: 999_999 }, token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.officeNotFound);
  });

  it('answers 409 while users or opportunities are assigned, and changes nothing', async () => {
    const db = t.database.db;
    const id = await seed({ name: 'Busy' });
    await db.insert(userOffices).values({ userId: plainId, officeId: id });
    const [account] = await db.insert(accounts).values({ accountName: 'Permian Midstream' }).returning();
    await db.insert(opportunities).values([
      { opportunityName: 'Compressor station A', accountId: account.id, officeId: id },
      { opportunityName: 'Compressor station B', accountId: account.id, officeId: id },
    ]);

    const res = await call(t.app, deleteOffice, { body: { id }, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ success: false, message: messages.officeInUse(1, 2) });
    expect(res.json.message).toBe(
      'This office is still assigned to 1 user and 2 opportunities. Assign them to another office before deleting it.',
    );
    expect(await officeRow(id)).toBeTruthy();
    expect(await db.select().from(userOffices).where(eq(userOffices.officeId, id))).toHaveLength(1);
    expect(await auditOf(t.database.db, 'office', id)).toEqual([]);

    await db.delete(opportunities).where(eq(opportunities.officeId, id));
    const usersOnly = await call(t.app, deleteOffice, { body: { id }, token: admin });
    expect(usersOnly.statusCode).toBe(409);
    expect(usersOnly.json.message).toBe(
      'This office is still assigned to 1 user. Assign them to another office before deleting it.',
    );
  });

  it('deletes an unassigned office and audits it', async () => {
    const id = await seed({ name: 'Closing' });
    const res = await call(t.app, deleteOffice, { body: { id }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: messages.officeDeleted });
    expect(await officeRow(id)).toBeUndefined();
    const [entry] = await auditOf(t.database.db, 'office', id);
    expect(entry).toMatchObject({ userId: adminId, action: 'delete', change: { name: 'Closing', city: 'Denver' } });
    const list = await call(t.app, getOfficeList, { token: admin });
    expect(list.json.data.map((o: { officeLocationId: number }) => o.officeLocationId)).not.toContain(id);
  });
});
