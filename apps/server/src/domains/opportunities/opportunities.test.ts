import { messages, opportunitySortColumns, type SaveOpportunityBody } from '@fieldbook/contract';
import { opportunitiesEndpoints as e } from '@fieldbook/contract/opportunities';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInEach } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { expectBadCursorRefused, expectPagesCoverList } from '../../../test/paging.ts';
import {
  accountContacts,
  accountLocationContacts,
  accountLocations,
  calls,
  offices,
  opportunities,
} from '../../db/schema/index.ts';

let t: TestApp;
/** opportunities.view + opportunities.edit (+ accounts.view) */
let editor: string;
/** opportunities.view only */
let viewer: string;
/** no permission */
let plain: string;
/** Drilling Manager: edit + drilling.manager */
let manager: string;
/** Drilling User: view + drilling.user; `restricted` also holds opportunities.edit */
let drillUser: string;
let restricted: string;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ editor, viewer, plain, manager, drillUser, restricted } = await signInEach(t, {
    editor: ['opportunities.view', 'opportunities.edit', 'accounts.view'],
    viewer: ['opportunities.view'],
    plain: [],
    manager: ['opportunities.view', 'opportunities.edit', 'drilling.manager'],
    drillUser: ['opportunities.view', 'drilling.user'],
    restricted: ['opportunities.view', 'opportunities.edit', 'drilling.user'],
  }));
  const [o] = await db
    .insert(offices)
    .values({ name: `Opp Office ${Date.now()}`, address: '1 Main', city: 'Denver', state: 'CO', zipCode: '80202' })
    .returning();
  officeId = o.id;
});

async function seedLocation(accountId: number, locationName: string, jobLocation = false) {
  const [row] = await t.database.db
    .insert(accountLocations)
    .values({ accountId, locationName, jobLocation, billingCity: 'Denver', shippingCity: 'Stanton' })
    .returning();
  return row;
}

async function seedContact(accountId: number, firstName = 'Dana') {
  const [row] = await t.database.db
    .insert(accountContacts)
    .values({ accountId, firstName, lastName: 'Whitfield', phoneNumber: '555-0141', email: 'dana@example.com' })
    .returning();
  return row;
}

/** A valid new-opportunity body on a fresh account with an existing office, job site and contact. */
async function newBody(extra: Partial<SaveOpportunityBody> = {}): Promise<SaveOpportunityBody> {
  const account = await createAccount(t.database.db);
  const office = await seedLocation(account.id, 'Head Office');
  const site = await seedLocation(account.id, 'Pad 7', true);
  const contact = await seedContact(account.id);
  return {
    opportunityId: 0,
    accountId: account.id,
    opportunityName: 'Pad 7 Sound Wall',
    description: 'Wall on the north side',
    lsd: '14-22-045-12W4',
    gpsLatitude: '31.99',
    gpsLongitude: '-102.07',
    typeOfSite: 'Well pad',
    isDrilling: false,
    officeId,
    contact: {
      accountContactId: contact.id,
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneNumber: '555-0141',
      email: 'dana@example.com',
    },
    billingLocation: { accountLocationId: office.id, locationName: 'Head Office', billingCity: 'Denver' },
    shippingLocation: { accountLocationId: site.id, locationName: 'Pad 7', shippingCity: 'Stanton' },
    ...extra,
  };
}

const save = (body: SaveOpportunityBody, token = editor) => call(t.app, e.saveOpportunity, { body, token });

async function opp(id: number) {
  const [row] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, id));
  return row;
}

describe('GET /Opportunity/CheckDrillingAuth and CheckEditOpportunity', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, e.checkDrillingAuth, {}, plain);
    await denies(t.app, e.checkEditOpportunity, {}, viewer);
  });

  it('name the drilling role', async () => {
    const role = async (token: string) => (await call(t.app, e.checkDrillingAuth, { token })).json;
    expect(await role(editor)).toEqual({ success: true, message: '' });
    expect(await role(manager)).toEqual({ success: true, message: 'Drilling Manager' });
    expect(await role(drillUser)).toEqual({ success: true, message: 'Drilling User' });
  });

  it('let editors edit but not a Drilling User holding the edit permission', async () => {
    expect((await call(t.app, e.checkEditOpportunity, { token: editor })).json).toEqual({
      success: true,
    });
    expect((await call(t.app, e.checkEditOpportunity, { token: manager })).statusCode).toBe(200);
    const refused = await call(t.app, e.checkEditOpportunity, { token: restricted });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(messages.oppDrillingUserRefused);
  });
});

describe('POST /Opportunity/SaveOpportunity', () => {
  it('answers 401 and 403 (viewer, and a Drilling User even with the edit permission)', async () => {
    const body = await newBody();
    await denies(t.app, e.saveOpportunity, { body }, viewer);
    const refused = await save(body, restricted);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(messages.oppDrillingUserRefused);
  });

  it("answers 400 with the spec's messages", async () => {
    const body = await newBody({ officeId: 0, opportunityName: ' ' });
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      officeId: messages.oppSelectOffice,
      opportunityName: messages.required('Opportunity Name'),
    });
    const noContact = await save({
      ...(await newBody()),
      contact: { firstName: '', lastName: '', phoneNumber: '', email: '' },
      shippingLocation: { locationName: '' },
    });
    expect(noContact.json.errors).toMatchObject({
      'contact.firstName': messages.required('First Name'),
      'contact.lastName': messages.required('Last Name'),
      'contact.phoneNumber': messages.required('Phone'),
      'contact.email': messages.required('E-mail'),
      'shippingLocation.locationName': messages.required('Shipping Location Name'),
    });
    const unknownOffice = await save(await newBody({ officeId: 999_999 }));
    expect(unknownOffice.statusCode).toBe(400);
    expect(unknownOffice.json.message).toBe(messages.oppSelectOffice);
  });

  it('refuses a location of another account and changes nothing', async () => {
    const body = await newBody();
    const other = await seedLocation((await createAccount(t.database.db)).id, 'Elsewhere');
    const before = await t.database.db.select().from(opportunities);
    const res = await save({ ...body, shippingLocation: { accountLocationId: other.id, locationName: 'Elsewhere' } });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.accountOtherAccount);
    expect(await t.database.db.select().from(opportunities)).toHaveLength(before.length);
  });

  it('creates an opportunity reusing unchanged records, and audits it', async () => {
    const body = await newBody();
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const { id } = res.json;
    const row = await opp(id);
    expect(row).toMatchObject({
      opportunityName: 'Pad 7 Sound Wall',
      lsd: '14-22-045-12W4',
      officeId,
      isDrilling: false,
      billingLocationId: body.billingLocation.accountLocationId,
      shippingLocationId: body.shippingLocation.accountLocationId,
      contactId: body.contact.accountContactId,
      callId: null,
    });
    expect((await auditOf(t.database.db, 'opportunity', id)).map((a) => a.action)).toEqual(['create']);
    const locations = await t.database.db
      .select()
      .from(accountLocations)
      .where(eq(accountLocations.accountId, body.accountId));
    expect(locations).toHaveLength(2);
  });

  it('makes changed or new locations and contacts new records of the account, linked together', async () => {
    const body = await newBody();
    const res = await save({
      ...body,
      contact: { ...body.contact, phoneNumber: '555-9999' },
      billingLocation: { locationName: 'New Billing Office', billingAddress1: '9 Elm', billingState: 'TX' },
    });
    const row = await opp(res.json.id);
    expect(row.contactId).not.toBe(body.contact.accountContactId);
    expect(row.billingLocationId).not.toBeNull();
    const [contact] = await t.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.id, Number(row.contactId)));
    expect(contact).toMatchObject({ accountId: body.accountId, firstName: 'Dana', phoneNumber: '555-9999' });
    const [original] = await t.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.id, Number(body.contact.accountContactId)));
    expect(original.phoneNumber).toBe('555-0141');
    const [billing] = await t.database.db
      .select()
      .from(accountLocations)
      .where(eq(accountLocations.id, Number(row.billingLocationId)));
    expect(billing).toMatchObject({ locationName: 'New Billing Office', billingAddress1: '9 Elm', jobLocation: false });
    const links = await t.database.db
      .select()
      .from(accountLocationContacts)
      .where(eq(accountLocationContacts.contactId, Number(row.contactId)));
    expect(links.map((l) => l.locationId).sort()).toEqual([row.billingLocationId, row.shippingLocationId].sort());
    expect((await auditOf(t.database.db, 'accountContact', Number(row.contactId))).map((a) => a.action)).toEqual([
      'create',
    ]);
  });

  it("always saves a Drilling Manager's opportunity as drilling", async () => {
    const res = await save(await newBody({ isDrilling: false }), manager);
    expect((await opp(res.json.id)).isDrilling).toBe(true);
  });

  it('creates from an open call, closes the call, and answers the same id on a retry', async () => {
    const body = await newBody();
    const [c] = await t.database.db
      .insert(calls)
      .values({
        callTime: new Date(),
        callerName: 'Marisol',
        companyName: 'Acme',
        contactEmail: 'm@example.com',
        contactPhone: '1',
        jobLocation: 'Pad 7',
      })
      .returning();
    const first = await save({ ...body, callId: c.id });
    expect(first.statusCode).toBe(200);
    const id = first.json.id;
    expect((await opp(id)).callId).toBe(c.id);
    const [closed] = await t.database.db.select().from(calls).where(eq(calls.id, c.id));
    expect(closed.active).toBe(false);
    expect((await auditOf(t.database.db, 'call', c.id)).map((a) => a.action)).toEqual(['close']);
    const retry = await save({ ...body, callId: c.id });
    expect(retry.json.id).toBe(id);
    const profile = await call(t.app, e.getOpportunityProfile, { body: { id }, token: viewer });
    expect(profile.json.call).toMatchObject({ callId: c.id, callerName: 'Marisol', active: false });
  });

  it('refuses a closed call', async () => {
    const [c] = await t.database.db
      .insert(calls)
      .values({
        callTime: new Date(),
        callerName: 'Closed',
        companyName: 'Acme',
        contactEmail: 'm@example.com',
        contactPhone: '1',
        jobLocation: 'x',
        active: false,
      })
      .returning();
    const res = await save(await newBody({ callId: c.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.oppCallClosed);
  });

  it('edits an opportunity and audits the changed fields; 404 for a missing one', async () => {
    const body = await newBody();
    const id = (await save(body)).json.id;
    const res = await save({ ...body, opportunityId: id, opportunityName: 'Renamed Pad' });
    expect(res.json).toEqual({ success: true, message: messages.oppSaved, id });
    const audits = await auditOf(t.database.db, 'opportunity', id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1].change).toMatchObject({ opportunityName: ['Pad 7 Sound Wall', 'Renamed Pad'] });
    const missing = await save({ ...body, opportunityId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /Opportunity/GetOpportunityList', () => {
  it('answers 401 and 403', () => denies(t.app, e.getOpportunityList, { query: { Closed: 'false' } }, plain));

  it('lists open or closed opportunities with account, job count and search; Drilling Users see drilling only', async () => {
    const account = await createAccount(t.database.db, 'Listwell Operating');
    const drilling = await createOpportunity(t.database.db, {
      accountId: account.id,
      opportunityName: 'Listwell Rig',
      isDrilling: true,
    });
    const plainOpp = await createOpportunity(t.database.db, {
      accountId: account.id,
      opportunityName: 'Listwell Plant',
    });
    await createJob(t.database.db, { opportunityId: drilling.id });
    await createJob(t.database.db, { opportunityId: drilling.id });
    const list = async (token: string, qs: string) =>
      (await call(t.app, e.getOpportunityList, { query: Object.fromEntries(new URLSearchParams(qs)), token })).json;

    const open = await list(viewer, 'Closed=false&search=listwell');
    expect(open.truncated).toBe(false);
    expect(open.data.map((r: { opportunityId: number }) => r.opportunityId)).toEqual([plainOpp.id, drilling.id]);
    expect(open.data[1]).toMatchObject({
      accountName: 'Listwell Operating',
      jobCount: 2,
      isDrilling: true,
    });
    expect(Object.keys(open.data[1]).sort()).toEqual(
      [
        'opportunityId',
        'opportunityName',
        'description',
        'accountName',
        'isDrilling',
        'officeName',
        'jobCount',
        'lastUpdated',
      ].sort(),
    );
    expect(typeof open.data[1].lastUpdated).toBe('string');
    expect((await list(viewer, 'Closed=false&search=operating')).data).toHaveLength(2);
    expect((await list(drillUser, 'Closed=false&search=listwell')).data).toHaveLength(1);
    expect((await list(viewer, 'Closed=true&search=listwell')).data).toHaveLength(0);
    expect((await list(viewer, 'Closed=false&search=listwell&fromCall=true')).data).toHaveLength(0);
  });

  it('reads every row once across pages, for every sort and direction, ties included, with the filters', async () => {
    const account = await createAccount(t.database.db, 'Pagemore Energy');
    const other = await createAccount(t.database.db, 'pagemore energy');
    for (const [i, name] of ['Tank Farm', 'tank farm', 'Compressor', 'Tank Farm', 'Battery'].entries()) {
      await createOpportunity(t.database.db, {
        accountId: i % 2 ? other.id : account.id,
        opportunityName: `Pagemore ${name}`,
        isDrilling: i % 2 === 0,
      });
    }
    for (const sort of opportunitySortColumns) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const token of [viewer, drillUser]) {
          await expectPagesCoverList(
            t.app,
            e.getOpportunityList,
            (page) => ({ query: { search: 'pagemore', sort, dir, ...page } }),
            token,
            { id: 'opportunityId' },
          );
        }
      }
    }
    const newest = await call(t.app, e.getOpportunityList, { query: { search: 'pagemore', limit: 2 }, token: viewer });
    expect(newest.json).toMatchObject({ truncated: true, more: true });
    const ids = newest.json.data.map((r: { opportunityId: number }) => r.opportunityId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('pages the whole list without a search, and refuses a bad cursor with 400', async () => {
    await expectBadCursorRefused(
      t.app,
      e.getOpportunityList,
      (page) => ({ query: { sort: 'opportunityName', ...page } }),
      viewer,
      { query: { sort: 'accountName' } },
    );
    const res = await call(t.app, e.getOpportunityList, { query: { sort: 'jobCount' }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.listSortInvalid(opportunitySortColumns));
  });
});

describe('POST /Opportunity/GetOpportunityProfile and GET OpportunityLocationList', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, e.getOpportunityProfile, { body: { id: 1 } }, plain);
    await denies(t.app, e.opportunityLocationList, { query: { opportunityId: '1' } }, plain);
  });

  it('answer 400 for a bad id and 404 for a missing one or a non-drilling one to a Drilling User', async () => {
    expect((await call(t.app, e.getOpportunityProfile, { body: { id: 'x' }, token: viewer })).statusCode).toBe(400);
    expect((await call(t.app, e.getOpportunityProfile, { body: { id: 999_999 }, token: viewer })).statusCode).toBe(404);
    const o = await createOpportunity(t.database.db);
    expect((await call(t.app, e.getOpportunityProfile, { body: { id: o.id }, token: drillUser })).statusCode).toBe(404);
  });

  it('answer the opportunity with its records, and the account locations', async () => {
    const body = await newBody();
    const id = (await save(body)).json.id;
    const res = await call(t.app, e.getOpportunityProfile, { body: { id }, token: viewer });
    expect(res.json).toMatchObject({
      success: true,
      opportunity: { opportunityId: id, opportunityName: 'Pad 7 Sound Wall', closed: false },
      account: { accountId: body.accountId },
      billingLocation: { locationName: 'Head Office' },
      shippingLocation: { locationName: 'Pad 7' },
      contact: { firstName: 'Dana', email: 'dana@example.com' },
      call: null,
    });
    const locs = await call(t.app, e.opportunityLocationList, { query: { opportunityId: id }, token: viewer });
    expect(locs.json.opportunityLocation).toMatchObject({ locationName: 'Pad 7' });
    expect(locs.json.locations.map((l: { locationName: string }) => l.locationName)).toEqual(['Head Office', 'Pad 7']);
  });
});

describe('GET /Opportunity/CloseOpportunity and OpenOpportunity', () => {
  it('answer 401, 403 and 400', async () => {
    await denies(t.app, e.closeOpportunity, { query: { opportunityId: '1' } }, viewer);
    await denies(t.app, e.openOpportunity, { query: { opportunityId: '1' } }, viewer);
    expect((await call(t.app, e.closeOpportunity, { query: { opportunityId: 'x' }, token: editor })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t.app, e.closeOpportunity, { query: { opportunityId: '999999' }, token: editor })).statusCode,
    ).toBe(404);
  });

  it('close and open with audit rows', async () => {
    const o = await createOpportunity(t.database.db);
    const close = await call(t.app, e.closeOpportunity, { query: { opportunityId: o.id }, token: editor });
    expect(close.json).toEqual({ success: true, message: messages.oppClosed });
    expect((await opp(o.id)).closed).toBe(true);
    await call(t.app, e.closeOpportunity, { query: { opportunityId: o.id }, token: editor });
    const open = await call(t.app, e.openOpportunity, { query: { opportunityId: o.id }, token: editor });
    expect(open.json).toEqual({ success: true, message: messages.oppOpened });
    expect((await opp(o.id)).closed).toBe(false);
    expect((await auditOf(t.database.db, 'opportunity', o.id)).map((a) => a.action)).toEqual(['close', 'open']);
  });
});
