import { accessAllows, findClientRoute, messages, seededRoles } from '@fieldbook/contract';
import { type SearchKind, type SearchResult, searchEverything, searchKinds } from '@fieldbook/contract/search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import {
  accountContacts,
  accountLocations,
  accounts,
  calls,
  employees,
  shopTickets,
  transferRequests,
  users,
} from '../../db/schema/index.ts';

// One made-up word in a record of every kind, so that a search for it finds these records and no other.
const word = `qz${Math.random().toString(36).slice(2, 7)}`;
const phone = `(403) 7${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

let t: TestApp;
let admin: string;
const seeded = {} as {
  drillingJob: { id: number; jobNumber: string };
  plainJob: { id: number; jobNumber: string };
  drillingOpportunity: number;
  plainOpportunity: number;
  contact: number;
  labelCode: string;
  assetId: number;
  yardTicket: number;
  drillingTicket: number;
  plainTicket: number;
  shopTicket: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signInAs(t, 'Administrator');
  const account = await createAccount(db, `${word} Ridge Holdings`);
  await db
    .update(accounts)
    .set({ accountNumber: `AC-${word}` })
    .where(eq(accounts.id, account.id));
  const drilling = await createOpportunity(db, {
    accountId: account.id,
    opportunityName: `${word} Rig Site`,
    isDrilling: true,
  });
  const plain = await createOpportunity(db, { accountId: account.id, opportunityName: `${word} Highway Wall` });
  const drillingJob = await createJob(db, { opportunityId: drilling.id, jobName: `${word} Rig Wall` });
  const plainJob = await createJob(db, { opportunityId: plain.id, jobName: `${word} Highway Job` });
  const [contact] = await db
    .insert(accountContacts)
    .values({
      accountId: account.id,
      firstName: word,
      lastName: 'Contact',
      mobileNumber: phone,
      email: `${word}@example.test`,
    })
    .returning();
  await db.insert(accountLocations).values({ accountId: account.id, locationName: `${word} Yard Site` });
  await db.insert(calls).values({
    callTime: new Date(),
    callerName: `${word} Caller`,
    companyName: 'Anyone Ltd',
    contactEmail: '',
    contactPhone: '',
    jobLocation: '',
  });
  const meter = await createMeter(db, { meterTypeId: (await createMeterType(db)).id, serialNumber: `SN-${word}` });
  await createJobReadyItem(db, { name: `${word} Panel` });
  await createBulkItem(db, { name: `${word} Bolt` });
  await db.insert(employees).values({ firstName: word, lastName: 'Worker', phoneNumber: '', email: '', pinHash: 'x' });
  const someone = await signInUser(t, []);
  await db.update(users).set({ firstName: word }).where(eq(users.id, someone.id));
  const yard = await createYard(db);
  const otherYard = await createYard(db);
  const ticket = (toKind: 'yard' | 'job', toId: number) =>
    db
      .insert(transferRequests)
      .values({ fromKind: 'yard', fromId: yard.id, toKind, toId })
      .returning()
      .then(([r]) => r.id);
  const [shop] = await db.insert(shopTickets).values({ yardId: yard.id, shopActionId: 1, name: word }).returning();
  Object.assign(seeded, {
    drillingJob,
    plainJob,
    drillingOpportunity: drilling.id,
    plainOpportunity: plain.id,
    contact: contact.id,
    labelCode: meter.labelCode,
    assetId: meter.id,
    yardTicket: await ticket('yard', otherYard.id),
    drillingTicket: await ticket('job', drillingJob.id),
    plainTicket: await ticket('job', plainJob.id),
    shopTicket: shop.id,
  });
});

const search = async (token: string, q: string) => {
  const res = await call(t.app, searchEverything, { query: { q }, token });
  expect(res.statusCode).toBe(200);
  return res.json.data as SearchResult[];
};
const kindsOf = (rows: SearchResult[]) => [...new Set(rows.map((r) => r.kind))];

describe('GET /Search/Everything', () => {
  it('answers 401 anonymously and 403 to a role that opens no kind of record', async () => {
    await denies(t.app, searchEverything, { query: { q: word } }, await signInAs(t, ['timesheets.view']));
  });

  it('answers 400 without a text, or with one too long', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await call(t.app, searchEverything, { query: { q }, token: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors.q).toBe(q.length > 100 ? messages.searchTextTooLong : messages.searchTextRequired);
    }
  });

  it('finds every kind by its name, grouped in the order of the kinds', async () => {
    const rows = await search(admin, word);
    const textKinds = searchKinds.filter((k) => k !== 'pickTicket' && k !== 'shopTicket');
    expect(kindsOf(rows)).toEqual(textKinds);
    expect(rows.filter((r) => r.kind === 'catalogueItem').map((r) => r.title)).toEqual([
      `${word} Bolt`,
      `${word} Panel`,
    ]);
    expect(rows.find((r) => r.kind === 'job' && r.id === seeded.drillingJob.id)?.url).toBe(
      `/Opportunities/${seeded.drillingOpportunity}/${seeded.drillingJob.id}/Scope`,
    );
  });

  it('finds a job by part of its number, a contact by the digits of a phone, an asset by serial or label code', async () => {
    const byNumber = await search(admin, seeded.plainJob.jobNumber.slice(2));
    expect(byNumber.map((r) => [r.kind, r.id])).toEqual([['job', seeded.plainJob.id]]);
    const byPhone = await search(admin, phone.replace(/\D/g, '').slice(3));
    expect(byPhone.map((r) => [r.kind, r.id])).toContainEqual(['contact', seeded.contact]);
    const bySerial = await search(admin, `sn-${word}`);
    expect(bySerial.map((r) => [r.kind, r.id])).toEqual([['asset', seeded.assetId]]);
    const byLabel = await search(admin, seeded.labelCode.toUpperCase());
    expect(byLabel.map((r) => [r.kind, r.id])).toEqual([['asset', seeded.assetId]]);
  });

  it('finds pick and shop tickets by their number', async () => {
    const pick = await search(admin, `#${seeded.yardTicket}`);
    expect(pick.filter((r) => r.kind === 'pickTicket').map((r) => r.url)).toEqual([
      `/Inventory/PickTicket/${seeded.yardTicket}`,
    ]);
    const shop = await search(admin, String(seeded.shopTicket));
    expect(shop.filter((r) => r.kind === 'shopTicket').map((r) => r.url)).toEqual([
      `/Inventory/ShopTicket/${seeded.shopTicket}`,
    ]);
  });
});

/**
 * What each seeded role finds of the records above, written out from docs/permissions.md (not from the
 * code under test): a kind is listed only when the role opens its page and loads its record.
 */
const everyRoleSees: Record<string, SearchKind[]> = {
  Administrator: [...searchKinds],
  'Office Staff': ['account', 'opportunity', 'job', 'contact', 'location', 'call', 'asset', 'shopTicket'],
  Sales: ['account', 'opportunity', 'job', 'contact', 'location', 'call'],
  Operations: ['account', 'opportunity', 'job', 'contact', 'location', 'call', 'asset', 'employee', 'shopTicket'],
  'Accounting/Billing': ['account', 'opportunity', 'job', 'contact', 'location', 'asset', 'shopTicket'],
  'Field Supervisor': ['job', 'asset', 'shopTicket'],
  Technician: ['job', 'asset', 'shopTicket'],
  // Holds inventory.adjust: tickets of every yard.
  'Shop Administrator': ['job', 'asset', 'catalogueItem', 'pickTicket', 'shopTicket'],
  'Drilling Manager': ['account', 'opportunity', 'job', 'contact', 'location', 'call', 'asset', 'shopTicket'],
  'Drilling User': ['account', 'opportunity', 'job', 'contact', 'location', 'asset', 'shopTicket'],
};

describe('GET /Search/Everything: every role × every kind', () => {
  it('lists the seeded roles this table covers', () => {
    expect(Object.keys(everyRoleSees).sort()).toEqual(Object.keys(seededRoles).sort());
  });

  for (const [role, kinds] of Object.entries(everyRoleSees)) {
    it(`${role}: finds exactly its kinds, each result a page the role opens`, async () => {
      const token = await signInAs(t, role);
      const rows = [
        ...(await search(token, word)),
        ...(await search(token, String(seeded.yardTicket))),
        ...(await search(token, String(seeded.shopTicket))),
      ].filter((r) => r.kind !== 'pickTicket' || r.id === seeded.yardTicket);
      expect(new Set(kindsOf(rows))).toEqual(new Set(kinds));
      for (const r of rows) {
        const route = findClientRoute(r.url);
        expect(route && accessAllows(route.access, new Set(seededRoles[role])), r.url).toBe(true);
      }
      // The drilling rule: a Drilling User finds the drilling site and its job, never the other.
      const ids = (kind: SearchKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
      if (role === 'Drilling User') {
        expect(ids('job')).toEqual([seeded.drillingJob.id]);
        expect(ids('opportunity')).toEqual([seeded.drillingOpportunity]);
      } else if (kinds.includes('opportunity')) {
        expect(ids('opportunity').sort()).toEqual([seeded.drillingOpportunity, seeded.plainOpportunity].sort());
      }
    });
  }

  it('a Drilling User who may move stock finds only the tickets whose job is a drilling job', async () => {
    const token = await signInAs(t, ['drilling.user', 'jobs.view', 'inventory.transfer', 'inventory.adjust']);
    expect((await search(token, String(seeded.drillingTicket))).map((r) => [r.kind, r.id])).toContainEqual([
      'pickTicket',
      seeded.drillingTicket,
    ]);
    const plain = await search(token, String(seeded.plainTicket));
    expect(plain.filter((r) => r.kind === 'pickTicket')).toEqual([]);
    expect((await search(token, seeded.plainJob.jobNumber)).filter((r) => r.kind === 'job')).toEqual([]);
  });

  it('a user who moves stock but works from no yard finds no ticket of a yard', async () => {
    const token = await signInAs(t, ['inventory.transfer']);
    expect(await search(token, String(seeded.yardTicket))).toEqual([]);
  });

  it('only holders of admin.users find users', async () => {
    const office = await search(await signInAs(t, 'Office Staff'), word);
    expect(office.filter((r) => r.kind === 'user')).toEqual([]);
    const admins = await search(await signInAs(t, ['admin.users']), word);
    expect(kindsOf(admins)).toEqual(['user']);
  });
});
