import { messages } from '@fieldbook/contract';
import { accountEndpoints as e } from '@fieldbook/contract/accounts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';
import { expectBadCursorRefused, expectPagesCoverList } from '../../../test/paging.ts';
import { accountContacts, accountLocations, accounts, jobs, opportunities } from '../../db/schema/index.ts';

let t: TestApp;
/** accounts.view + accounts.edit */
let editor: string;
let editorId: number;
/** accounts.view only */
let viewer: string;
/** no permission */
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  const e = await createUser(t.database.db, { permissions: ['accounts.view', 'accounts.edit'] });
  const v = await createUser(t.database.db, { permissions: ['accounts.view'] });
  const p = await createUser(t.database.db, { permissions: [] });
  editorId = e.id;
  editor = await signIn(t.app, e.username, e.password);
  viewer = await signIn(t.app, v.username, v.password);
  plain = await signIn(t.app, p.username, p.password);
});

async function seedAccount(accountName: string, values: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ accountName, ...values })
    .returning({ id: accounts.id });
  return row.id;
}

describe('GET /Account/AccountList', () => {
  it('answers 401 and 403', () => denies(t.app, e.accountList, {}, plain));

  it('answers 400 for an unknown sort', async () => {
    const res = await call(t.app, e.accountList, { query: { sort: 'bogus' }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(['sort']);
  });

  it('searches by name, sorts both ways, renames accountid and hides disabled accounts', async () => {
    await seedAccount('Zephyr Listtest Drilling', { accountNumber: 'L-2' });
    await seedAccount('alpha listtest 100%', { accountNumber: 'L-1' });
    await seedAccount('Gone Listtest', { accountNumber: 'L-3', enabled: false });
    const res = await call(t.app, e.accountList, { query: { search: 'listtest' }, token: viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.success).toBe(true);
    expect(body.truncated).toBe(false);
    expect(body.data.map((a: { accountName: string }) => a.accountName)).toEqual([
      'alpha listtest 100%',
      'Zephyr Listtest Drilling',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['accountid', 'accountName', 'accountNumber'].sort());
    const desc = await call(t.app, e.accountList, {
      query: { search: 'listtest', sort: 'accountNumber', dir: 'desc' },
      token: viewer,
    });
    expect(desc.json.data.map((a) => a.accountNumber)).toEqual(['L-2', 'L-1']);
    const disabled = await call(t.app, e.accountList, {
      query: { search: 'listtest', disabled: 'true' },
      token: viewer,
    });
    expect(disabled.json.data.map((a: { accountName: string }) => a.accountName)).toEqual(['Gone Listtest']);
    // LIKE wildcards in the search are literal
    const pct = await call(t.app, e.accountList, { query: { search: '100%' }, token: viewer });
    expect(pct.json.data.map((a: { accountName: string }) => a.accountName)).toEqual(['alpha listtest 100%']);
  });

  it('reads every row once across pages, by name or number both ways, ties and missing numbers included', async () => {
    for (const [name, accountNumber] of [
      ['Pageacct Ridge', 'P-2'],
      ['pageacct ridge', null],
      ['Pageacct Basin', 'P-2'],
      ['Pageacct Alpha', null],
      ['Pageacct Zulu', 'P-1'],
    ] as const) {
      await seedAccount(name, { accountNumber });
    }
    await seedAccount('Pageacct Off', { accountNumber: 'P-0', enabled: false });
    for (const sort of ['accountName', 'accountNumber'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const disabled of ['false', 'true']) {
          await expectPagesCoverList(
            t.app,
            e.accountList,
            (page) => ({ query: { search: 'pageacct', disabled, sort, dir, ...page } }),
            viewer,
            { id: 'accountid', pageSize: 2 },
          );
        }
      }
    }
    const byNumber = await call(t.app, e.accountList, {
      query: { search: 'pageacct', sort: 'accountNumber', dir: 'desc' },
      token: viewer,
    });
    expect(byNumber.json.data.map((a) => a.accountNumber)).toEqual(['P-2', 'P-2', 'P-1', null, null]);
  });

  it('pages the whole list without a search, and refuses a bad cursor with 400', async () => {
    await expectPagesCoverList(t.app, e.accountList, (page) => ({ query: { ...page } }), viewer, {
      id: 'accountid',
      pageSize: 3,
    });
    await expectBadCursorRefused(t.app, e.accountList, (page) => ({ query: { ...page } }), viewer, {
      query: { dir: 'desc' },
    });
  });
});

describe('GET /Account/AccountNameList, IndustryList, TerritoryList, checks', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, e.accountNameList, {}, plain);
    await denies(t.app, e.industryList, {}, plain);
    await denies(t.app, e.territoryList, {}, plain);
    await denies(t.app, e.checkEditAccount, {}, viewer);
  });

  it('answer the enabled names and the checks for permitted users', async () => {
    await seedAccount('Namelist Hidden', { enabled: false });
    const id = await seedAccount('Namelist Shown');
    const res = await call(t.app, e.accountNameList, { query: { search: 'namelist' }, token: viewer });
    expect(res.json).toEqual({ success: true, data: [{ accountId: id, accountName: 'Namelist Shown' }] });
    expect((await call(t.app, e.territoryList, { token: viewer })).json.success).toBe(true);
    expect((await call(t.app, e.industryList, { token: viewer })).json.success).toBe(true);
    expect((await call(t.app, e.checkEditAccount, { token: editor })).json).toEqual({ success: true });
  });
});

describe('POST /Account/SaveAccount', () => {
  const body = (accountName: string, extra: object = {}) => ({ accountId: 0, accountName, ...extra });

  it('answers 401 and 403 (viewer)', () => denies(t.app, e.saveAccount, { body: body('X') }, viewer));

  it('answers 400 with the required message', async () => {
    const res = await call(t.app, e.saveAccount, { body: body('  '), token: editor });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: messages.required('Account Name'),
      errors: { accountName: messages.required('Account Name') },
    });
  });

  it('creates an account and audits it', async () => {
    const res = await call(t.app, e.saveAccount, {
      body: body('Brandnew Quarry Works', { accountNumber: 'Q-77' }),
      token: editor,
    });
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json;
    expect(message).toBe(messages.accountSaved);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ accountName: 'Brandnew Quarry Works', accountNumber: 'Q-77', enabled: true });
    expect((await auditOf(t.database.db, 'account', id))[0]).toMatchObject({ userId: editorId, action: 'create' });
  });

  it('answers possible matches for a similar name, and creates with override', async () => {
    const existing = await seedAccount('Bluestem Midstream LLC', { accountNumber: 'B-1' });
    const res = await call(t.app, e.saveAccount, { body: body('Bluestem Midstream'), token: editor });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: 'Possible matches found, please review below.',
      matches: [{ accountid: existing, accountName: 'Bluestem Midstream LLC', accountNumber: 'B-1' }],
    });
    expect(await t.database.db.select().from(accounts).where(eq(accounts.accountName, 'Bluestem Midstream'))).toEqual(
      [],
    );
    const forced = await call(t.app, e.saveAccount, {
      body: body('Bluestem Midstream', { override: true }),
      token: editor,
    });
    expect(forced.statusCode).toBe(200);
    const [entry] = await auditOf(t.database.db, 'account', forced.json.id);
    expect(entry.change).toMatchObject({ override: true });
  });

  it('answers the existing account id for the same name or number, even with override', async () => {
    const existing = await seedAccount('Dup Name Holdings', { accountNumber: 'DUP-1' });
    const same = await call(t.app, e.saveAccount, {
      body: body('dup name holdings', { override: true }),
      token: editor,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json).toEqual({
      success: false,
      message: messages.accountNameTaken('Dup Name Holdings'),
      accountId: existing,
    });
    const num = await call(t.app, e.saveAccount, {
      body: body('Other Zzqx', { accountNumber: 'dup-1', override: true }),
      token: editor,
    });
    expect(num.statusCode).toBe(409);
    expect(num.json.accountId).toBe(existing);
  });

  it('updates, disables, refuses a parent cycle, and audits the changed fields', async () => {
    const parent = await seedAccount('Cycle Parent Aa');
    const child = await seedAccount('Cycle Child Bb', { parentAccountId: parent });
    const cycle = await call(t.app, e.saveAccount, {
      body: { accountId: parent, accountName: 'Cycle Parent Aa', parentAccount: child },
      token: editor,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json.message).toBe(messages.accountParentInvalid);
    const res = await call(t.app, e.saveAccount, {
      body: { accountId: child, accountName: 'Cycle Child Renamed', parentAccount: parent, enabled: false },
      token: editor,
    });
    expect(res.statusCode).toBe(200);
    const got = await call(t.app, e.getAccount, { body: { id: child }, token: viewer });
    expect(got.json.data).toMatchObject({
      accountId: child,
      accountName: 'Cycle Child Renamed',
      enabled: false,
      parentAccount: parent,
      parentAccountName: 'Cycle Parent Aa',
    });
    const [entry] = await auditOf(t.database.db, 'account', child);
    expect(entry).toMatchObject({
      action: 'update',
      change: { accountName: ['Cycle Child Bb', 'Cycle Child Renamed'], enabled: [true, false] },
    });
  });
});

describe('POST /Account/GetAccount and GetAccountProfile', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, e.getAccount, { body: { id: 1 } }, plain);
    await denies(t.app, e.getAccountProfile, { body: { id: 1 } }, plain);
  });

  it('answer 400 without an id and 404 for an unknown one', async () => {
    expect((await call(t.app, e.getAccountProfile, { body: {}, token: viewer })).statusCode).toBe(400);
    const res = await call(t.app, e.getAccount, { body: { id: 999_999 }, token: viewer });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.accountNotFound);
  });

  it('answers the profile with enabled locations and contacts and the primary contact fields', async () => {
    const id = await seedAccount('Profile Co Xy');
    const db = t.database.db;
    const [c] = await db
      .insert(accountContacts)
      .values({ accountId: id, firstName: 'Ada', lastName: 'Ng', email: 'ada@example.com', phoneNumber: '555' })
      .returning();
    await db.insert(accountContacts).values({ accountId: id, firstName: 'Old', lastName: 'Gone', enabled: false });
    await db
      .insert(accountLocations)
      .values({ accountId: id, locationName: 'HQ', primaryContactId: c.id, billingCity: 'Denver' });
    await db.insert(accountLocations).values({ accountId: id, locationName: 'Old yard', enabled: false });
    const res = await call(t.app, e.getAccountProfile, { body: { id }, token: viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json;
    expect(body.accountInfo.accountName).toBe('Profile Co Xy');
    expect(body.accountContacts.map((x: { fullName: string }) => x.fullName)).toEqual(['Ada Ng']);
    expect(body.accountLocations).toHaveLength(1);
    expect(body.accountLocations[0]).toMatchObject({
      locationName: 'HQ',
      pocId: c.id,
      pocName: 'Ada Ng',
      pocEmail: 'ada@example.com',
      pocPhoneNumber: '555',
      billingCity: 'Denver',
    });
  });
});

describe('GET /Account/Jobs', () => {
  it('answers 401 and 403', () => denies(t.app, e.accountJobs, { query: { accountId: '1' } }, plain));

  it('answers 400 without an account id', async () => {
    const res = await call(t.app, e.accountJobs, { token: viewer });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(['accountId']);
  });

  it("lists the account's jobs, canceled ones only when asked", async () => {
    const id = await seedAccount('Jobs Account Qq');
    const [opp] = await t.database.db
      .insert(opportunities)
      .values({ opportunityName: 'Pad 1', accountId: id })
      .returning();
    await t.database.db.insert(jobs).values([
      { opportunityId: opp.id, jobName: 'Wall', jobNumber: 'AJ-1' },
      { opportunityId: opp.id, jobName: 'Old wall', jobNumber: 'AJ-2', canceled: true },
    ]);
    const res = await call(t.app, e.accountJobs, { query: { accountId: id, cancelled: 'false' }, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.map((j: { jobName: string }) => j.jobName)).toEqual(['Wall']);
    expect(res.json.data[0]).toMatchObject({
      opportunityName: 'Pad 1',
      jobStage: 'Scope',
      accountName: 'Jobs Account Qq',
    });
    const all = await call(t.app, e.accountJobs, { query: { accountId: id, cancelled: 'true' }, token: viewer });
    expect(all.json.data).toHaveLength(2);
  });

  it('shows a Drilling User only the jobs of drilling opportunities', async () => {
    const id = await seedAccount('Drilling Account Dd');
    const [rig, pad] = await t.database.db
      .insert(opportunities)
      .values([
        { opportunityName: 'Rig 7', accountId: id, isDrilling: true },
        { opportunityName: 'Pad 9', accountId: id },
      ])
      .returning();
    await t.database.db.insert(jobs).values([
      { opportunityId: rig.id, jobName: 'Rig wall', jobNumber: 'DJ-1' },
      { opportunityId: pad.id, jobName: 'Pad wall', jobNumber: 'DJ-2' },
    ]);
    const u = await createUser(t.database.db, { role: 'Drilling User' });
    const driller = await signIn(t.app, u.username, u.password);
    const res = await call(t.app, e.accountJobs, { query: { accountId: id, cancelled: 'false' }, token: driller });
    expect(res.json.data.map((j: { jobName: string }) => j.jobName)).toEqual(['Rig wall']);
    const full = await call(t.app, e.accountJobs, { query: { accountId: id, cancelled: 'false' }, token: viewer });
    expect(full.json.data).toHaveLength(2);
  });
});

describe('locations and contacts', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, e.getLocation, { body: { id: 1 } }, plain);
    await denies(t.app, e.getContact, { body: { id: 1 } }, plain);
    await denies(t.app, e.saveLocation, { body: { accountLocationId: 0, accountId: 1, locationName: 'x' } }, viewer);
    await denies(
      t.app,
      e.saveContact,
      { body: { accountContactId: 0, accountId: 1, firstName: 'a', lastName: 'b' } },
      viewer,
    );
  });

  it('answer 400 with the required messages', async () => {
    const loc = await call(t.app, e.saveLocation, {
      body: { accountLocationId: 0, accountId: 1, locationName: ' ' },
      token: editor,
    });
    expect(loc.statusCode).toBe(400);
    expect(loc.json.message).toBe('Location Name is required.');
    const con = await call(t.app, e.saveContact, {
      body: { accountContactId: 0, accountId: 1, firstName: 'A', lastName: '', email: 'nope' },
      token: editor,
    });
    expect(con.statusCode).toBe(400);
    expect(con.json.errors).toEqual({
      lastName: messages.required('Last Name'),
      email: messages.accountEmailInvalid,
    });
  });

  it('creates a contact and a location linked with a primary contact, then soft-deletes them', async () => {
    const id = await seedAccount('Links Co Pp');
    const other = await seedAccount('Links Other Pp');
    const con = await call(t.app, e.saveContact, {
      body: { accountContactId: 0, accountId: id, firstName: 'Bo', lastName: 'Diaz', email: 'bo@example.com' },
      token: editor,
    });
    expect(con.statusCode).toBe(200);
    const contactId = con.json.id;
    expect((await auditOf(t.database.db, 'accountContact', contactId))[0]).toMatchObject({
      action: 'create',
      userId: editorId,
    });

    // a contact of another account cannot be linked, and nothing is written
    const wrong = await call(t.app, e.saveLocation, {
      body: { accountLocationId: 0, accountId: other, locationName: 'Bad', contactIdList: [contactId] },
      token: editor,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.message).toBe(messages.accountOtherAccount);
    expect(await t.database.db.select().from(accountLocations).where(eq(accountLocations.accountId, other))).toEqual(
      [],
    );

    const notLinked = await call(t.app, e.saveLocation, {
      body: { accountLocationId: 0, accountId: id, locationName: 'Yard', primaryPOC: contactId },
      token: editor,
    });
    expect(notLinked.statusCode).toBe(400);
    expect(notLinked.json.message).toBe(messages.accountPrimaryPocNotLinked);

    const loc = await call(t.app, e.saveLocation, {
      body: {
        accountLocationId: 0,
        accountId: id,
        locationName: 'Yard',
        jobLocation: true,
        contactIdList: [contactId],
        primaryPOC: contactId,
      },
      token: editor,
    });
    expect(loc.statusCode).toBe(200);
    const locationId = loc.json.id;
    const got = await call(t.app, e.getLocation, { body: { id: locationId }, token: viewer });
    expect(got.json.data).toMatchObject({
      locationName: 'Yard',
      jobLocation: true,
      pocId: contactId,
      pocName: 'Bo Diaz',
    });
    expect(got.json.data.contacts.map((c: { accountContactId: number }) => c.accountContactId)).toEqual([contactId]);
    const gotContact = await call(t.app, e.getContact, { body: { id: contactId }, token: viewer });
    expect(gotContact.json.data.locations).toEqual([
      { accountLocationId: locationId, locationName: 'Yard', jobLocation: true },
    ]);

    // disabling the contact clears it as primary contact and hides it from the profile
    const off = await call(t.app, e.saveContact, {
      body: { accountContactId: contactId, accountId: id, firstName: 'Bo', lastName: 'Diaz', enabled: false },
      token: editor,
    });
    expect(off.statusCode).toBe(200);
    const [l] = await t.database.db.select().from(accountLocations).where(eq(accountLocations.id, locationId));
    expect(l.primaryContactId).toBeNull();
    expect((await auditOf(t.database.db, 'accountContact', contactId)).at(-1)).toMatchObject({ action: 'disable' });

    const delLoc = await call(t.app, e.saveLocation, {
      body: { accountLocationId: locationId, accountId: id, locationName: 'Yard', enabled: false },
      token: editor,
    });
    expect(delLoc.statusCode).toBe(200);
    const profile = await call(t.app, e.getAccountProfile, { body: { id }, token: viewer });
    expect(profile.json.accountLocations).toEqual([]);
    expect(profile.json.accountContacts).toEqual([]);
    expect((await auditOf(t.database.db, 'accountLocation', locationId)).at(-1)).toMatchObject({ action: 'disable' });
  });

  it('answers 404 for an unknown location or contact', async () => {
    expect((await call(t.app, e.getLocation, { body: { id: 999_999 }, token: viewer })).json.message).toBe(
      messages.accountLocationNotFound,
    );
    expect((await call(t.app, e.getContact, { body: { id: 999_999 }, token: viewer })).statusCode).toBe(404);
  });
});
