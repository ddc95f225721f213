import {
  CALL_ACCOUNT_OPTIONS_LIMIT,
  CALL_LIST_LIMIT,
  callSortColumns,
  LIST_PAGE_SIZE,
  messages,
} from '@fieldbook/contract';
import { callsEndpoints as e } from '@fieldbook/contract/calls';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, signInAs, signInUser, testAppWith } from '../../../test/api.ts';
import { createAccount } from '../../../test/factories/jobs.ts';
import { createOffice } from '../../../test/factories/stock.ts';
import type { TestUser } from '../../../test/factories/users.ts';
import { expectBadCursorRefused, expectPagesCoverList } from '../../../test/paging.ts';
import { accountLocations, accounts, calls } from '../../db/schema/index.ts';

/** `t.plain`: signed in, no permission. */
const t = testAppWith({ plain: [] });
/** Holds every calls permission. */
let staff: TestUser & { token: string };
let officeId: number;
let acmeId: number;

beforeAll(async () => {
  staff = await signInUser(t, ['calls.view', 'calls.intake', 'calls.close']);
  officeId = (await createOffice(t.database.db, 'Calls Office')).id;
  acmeId = (await createAccount(t.database.db, 'Acme Drilling')).id;
});

const valid = () => ({
  officeLocationId: officeId,
  companyName: 'Prairie Gas',
  callerName: 'Dana Reyes',
  contactEmail: 'dana@prairie.test',
  contactPhone: '(307) 555-0110',
  jobLocation: 'Pad 7, County Road 12',
  description: 'Needs a sound wall.',
});

async function seedCall(values: Partial<typeof calls.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(calls)
    .values({ ...valid(), callTime: new Date('2020-01-05T09:05:00Z'), ...values })
    .returning({ id: calls.id });
  return row.id;
}

describe('GET /Call/CallList', () => {
  it('answers 401 without a session and 403 without calls.view', async () => {
    expect((await call(t.app, e.callList, { query: { active: 'true' } })).statusCode).toBe(401);
    const res = await call(t.app, e.callList, { query: { active: 'true' }, token: t.plain });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(messages.forbidden);
  });

  it('answers 400 for an active flag that is not a boolean', async () => {
    const res = await call(t.app, e.callList, { query: { active: 'maybe' }, token: staff.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it('lists open or closed calls newest first, with the matched account name', async () => {
    const older = await seedCall({ companyName: 'acme drilling', callTime: new Date('2021-03-01T10:00:00Z') });
    const newer = await seedCall({
      accountId: acmeId,
      companyName: 'Someone',
      callTime: new Date('2021-03-02T10:00:00Z'),
    });
    const closed = await seedCall({ active: false, companyName: 'Closed Co' });
    const open = (await call(t.app, e.callList, { query: { active: 'true' }, token: staff.token })).json;
    const ids = open.data.map((c: { callId: number }) => c.callId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(closed);
    const o = open.data.find((c: { callId: number }) => c.callId === older);
    expect(o).toMatchObject({ accountName: 'Acme Drilling', callTime: '2021-03-01T10:00:00.000Z' });
    expect(open.data.find((c: { callId: number }) => c.callId === newer)?.accountName).toBe('Acme Drilling');
    const shut = (await call(t.app, e.callList, { query: { active: 'false' }, token: staff.token })).json;
    expect(shut.data.map((c: { callId: number }) => c.callId)).toContain(closed);
    expect(shut.data.find((c: { callId: number }) => c.callId === closed)).toMatchObject({
      active: false,
      accountName: null,
    });
    expect(Object.keys(shut.data[0]).sort()).toEqual(
      ['callId', 'callTime', 'accountName', 'callerName', 'companyName', 'contactPhone', 'active'].sort(),
    );
  });
  it('reads every call once across pages, for every sort and direction, ties included', async () => {
    const same = new Date('2021-05-01T08:00:00Z');
    for (const [companyName, callerName, active] of [
      ['Pagecall Ltd', 'Ann Page', true],
      ['pagecall ltd', 'ann page', true],
      ['Other Co', 'Bob Page', true],
      ['Pagecall Ltd', 'Cy Page', false],
      ['Zed Co', 'Ann Page', false],
    ] as const) {
      await seedCall({ companyName, callerName, active, callTime: same });
    }
    for (const sort of callSortColumns) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const active of ['true', 'false']) {
          await expectPagesCoverList(
            t.app,
            e.callList,
            (page) => ({ query: { active, sort, dir, ...page } }),
            staff.token,
            {
              id: 'callId',
            },
          );
        }
      }
    }
    await expectBadCursorRefused(t.app, e.callList, (page) => ({ query: { ...page } }), staff.token, {
      query: { sort: 'callerName' },
    });
  });

  it(`sends the newest ${LIST_PAGE_SIZE} calls (up to ${CALL_LIST_LIMIT} when limit says) and says when older ones were left out`, async () => {
    const before = (await call(t.app, e.callList, { query: { active: 'false' }, token: staff.token })).json;
    expect(before.truncated).toBe(false);
    // Older than every other call of this file, so the newest ones stay on the list.
    const start = Date.parse('1999-01-01T00:00:00Z');
    const rows = Array.from({ length: CALL_LIST_LIMIT + 1 }, (_, i) => ({
      ...valid(),
      companyName: `Old Caller ${i}`,
      active: false,
      callTime: new Date(start + i * 60_000),
    }));
    await t.database.db.insert(calls).values(rows);
    const page = (await call(t.app, e.callList, { query: { active: 'false' }, token: staff.token })).json;
    expect(page).toMatchObject({ truncated: true, more: true });
    expect(page.data).toHaveLength(LIST_PAGE_SIZE);
    const shut = (
      await call(t.app, e.callList, { query: { active: 'false', limit: CALL_LIST_LIMIT }, token: staff.token })
    ).json;
    expect(shut.truncated).toBe(true);
    expect(shut.data).toHaveLength(CALL_LIST_LIMIT);
    const names = shut.data.map((c: { companyName: string }) => c.companyName);
    expect(names).toContain(`Old Caller ${CALL_LIST_LIMIT}`);
    expect(names).not.toContain('Old Caller 0');
    const open = (await call(t.app, e.callList, { query: { active: 'true' }, token: staff.token })).json;
    expect(open.truncated).toBe(false);
  });
});

describe('POST /Call/GetCall', () => {
  it('answers 401, 403, 400 and 404', async () => {
    expect((await call(t.app, e.getCall, { body: { id: 1 } })).statusCode).toBe(401);
    expect((await call(t.app, e.getCall, { body: { id: 1 }, token: t.plain })).statusCode).toBe(403);
    expect((await call(t.app, e.getCall, { body: { id: 'x' }, token: staff.token })).statusCode).toBe(400);
    const res = await call(t.app, e.getCall, { body: { id: 999999 }, token: staff.token });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.callNotFound);
  });

  it('answers the call and its matched account', async () => {
    const id = await seedCall({ accountId: acmeId });
    const res = await call(t.app, e.getCall, { body: { id }, token: staff.token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: { callId: id, ...valid(), active: true, accountId: acmeId },
      account: { accountId: acmeId, accountName: 'Acme Drilling', enabled: true },
    });
    const none = await seedCall({ companyName: 'Nobody Known' });
    expect((await call(t.app, e.getCall, { body: { id: none }, token: staff.token })).json.account).toBeNull();
  });
});

describe('POST /Call/ChangeCallStatus', () => {
  it('answers 401, 403 without calls.close, 400 and 404', async () => {
    const id = await seedCall();
    expect((await call(t.app, e.changeCallStatus, { body: { callId: id, active: false } })).statusCode).toBe(401);
    const vt = await signInAs(t, ['calls.view']);
    expect((await call(t.app, e.changeCallStatus, { body: { callId: id, active: false }, token: vt })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, e.changeCallStatus, { body: { callId: id }, token: staff.token })).statusCode).toBe(400);
    const res = await call(t.app, e.changeCallStatus, { body: { callId: 999999, active: false }, token: staff.token });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.callNotFound);
  });

  it('closes a call without creating an opportunity, and audits it', async () => {
    const id = await seedCall();
    const res = await call(t.app, e.changeCallStatus, { body: { callId: id, active: false }, token: staff.token });
    expect(res.json).toEqual({ success: true, message: messages.callClosed });
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, id));
    expect(row.active).toBe(false);
    const rows = await auditOf(t.database.db, 'call', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: staff.id, action: 'close', change: { active: [true, false] } });
    const shut = (await call(t.app, e.callList, { query: { active: 'false' }, token: staff.token })).json;
    expect(shut.data.map((c: { callId: number }) => c.callId)).toContain(id);
    // Reopening is the same call with active=true.
    const again = await call(t.app, e.changeCallStatus, { body: { callId: id, active: true }, token: staff.token });
    expect(again.json.message).toBe(messages.callReopened);
    expect((await auditOf(t.database.db, 'call', id)).map((r) => r.action)).toEqual(['close', 'reopen']);
  });
});

describe('POST /Call/SaveCall', () => {
  it('answers 401 and 403 without calls.intake', async () => {
    expect((await call(t.app, e.saveCall, { body: valid() })).statusCode).toBe(401);
    expect((await call(t.app, e.saveCall, { body: valid(), token: t.plain })).statusCode).toBe(403);
  });

  it('requires an office location with the spec message (0 or missing)', async () => {
    for (const officeLocationId of [0, undefined, 999999]) {
      const res = await call(t.app, e.saveCall, { body: { ...valid(), officeLocationId }, token: staff.token });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe(messages.callSelectOffice);
      expect(res.json.errors.officeLocationId).toBe(messages.callSelectOffice);
    }
  });

  it('requires company, contact name, e-mail (format), phone and job location', async () => {
    const cases: [string, unknown, string][] = [
      ['companyName', '  ', messages.required('Company name')],
      ['callerName', '', messages.required('Contact name')],
      ['contactEmail', '', messages.required('Contact email')],
      ['contactEmail', 'not-an-email', messages.invalidEmail],
      ['contactPhone', undefined, messages.required('Contact phone')],
      ['jobLocation', '', messages.required('Job location')],
    ];
    for (const [field, value, message] of cases) {
      const res = await call(t.app, e.saveCall, { body: { ...valid(), [field]: value }, token: staff.token });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors[field]).toBe(message);
    }
    const before = await t.database.db.select().from(calls);
    const bad = await call(t.app, e.saveCall, { body: { ...valid(), accountId: 999999 }, token: staff.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe(messages.callAccountNotFound);
    expect(await t.database.db.select().from(calls)).toHaveLength(before.length);
  });

  it('saves an open call at the current time, answers its id and audits it', async () => {
    const start = Date.now();
    const res = await call(t.app, e.saveCall, { body: { ...valid(), accountId: acmeId }, token: staff.token });
    expect(res.statusCode).toBe(200);
    const { success, message, callId } = res.json;
    expect({ success, message }).toEqual({ success: true, message: 'Sucessfully Saved Call' });
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, callId));
    expect(row).toMatchObject({ ...valid(), accountId: acmeId, active: true, createdBy: staff.id });
    expect(row.callTime.getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(row.callTime.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const rows = await auditOf(t.database.db, 'call', callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: staff.id, action: 'create' });
    const open = (await call(t.app, e.callList, { query: { active: 'true' }, token: staff.token })).json;
    expect(open.data[0].callId).toBe(callId);
  });

  it('keeps a given call time', async () => {
    const res = await call(t.app, e.saveCall, {
      body: { ...valid(), callTime: '2020-01-05T09:05:00-07:00' },
      token: staff.token,
    });
    const got = (await call(t.app, e.getCall, { body: { id: res.json.callId }, token: staff.token })).json;
    expect(got.data.callTime).toBe('2020-01-05T16:05:00.000Z');
  });
});

describe('POST /Account/GetAccountOptions', () => {
  it('answers 401 and 403 without calls.intake, 400 for a too long search', async () => {
    expect((await call(t.app, e.getAccountOptions, { body: {} })).statusCode).toBe(401);
    expect((await call(t.app, e.getAccountOptions, { body: {}, token: t.plain })).statusCode).toBe(403);
    const res = await call(t.app, e.getAccountOptions, { body: { search: 'x'.repeat(201) }, token: staff.token });
    expect(res.statusCode).toBe(400);
  });

  it('answers enabled accounts by name, narrowed by search and capped', async () => {
    await t.database.db
      .insert(accounts)
      .values([
        { accountName: 'Zeta Disabled Opt', enabled: false },
        ...Array.from({ length: CALL_ACCOUNT_OPTIONS_LIMIT + 5 }, (_, i) => ({ accountName: `Opt Co ${1000 + i}` })),
      ]);
    const all = (await call(t.app, e.getAccountOptions, { body: {}, token: staff.token })).json;
    expect(all.data).toHaveLength(CALL_ACCOUNT_OPTIONS_LIMIT);
    expect(all.more).toBe(true);
    const acme = (await call(t.app, e.getAccountOptions, { body: { search: 'acme dr' }, token: staff.token })).json;
    expect(acme).toEqual({ success: true, data: [{ accountId: acmeId, accountName: 'Acme Drilling' }], more: false });
    const disabled = (await call(t.app, e.getAccountOptions, { body: { search: 'Zeta Disabled' }, token: staff.token }))
      .json;
    expect(disabled.data).toEqual([]);
    const literal = (await call(t.app, e.getAccountOptions, { body: { search: '%' }, token: staff.token })).json;
    expect(literal.data).toEqual([]);
  });
});

describe('GET /Account/GetAccountLocations', () => {
  it('answers 401, 403, 400 and 404', async () => {
    expect((await call(t.app, e.getAccountLocations, { query: { id: acmeId } })).statusCode).toBe(401);
    expect((await call(t.app, e.getAccountLocations, { query: { id: acmeId }, token: t.plain })).statusCode).toBe(403);
    expect((await call(t.app, e.getAccountLocations, { query: { id: 'abc' }, token: staff.token })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, e.getAccountLocations, { query: { id: '999999' }, token: staff.token })).statusCode).toBe(
      404,
    );
  });

  it('answers the enabled locations, filtered by the jobLocation flag', async () => {
    await t.database.db.insert(accountLocations).values([
      { accountId: acmeId, locationName: 'Pad 9', jobLocation: true, shippingCity: 'Casper' },
      { accountId: acmeId, locationName: 'Head Office', jobLocation: false },
      { accountId: acmeId, locationName: 'Old Pad', jobLocation: true, enabled: false },
    ]);
    const names = async (jobLocation?: string) =>
      (
        await call(t.app, e.getAccountLocations, { query: { id: acmeId, jobLocation }, token: staff.token })
      ).json.data.map((l: { locationName: string }) => l.locationName);
    expect(await names('true')).toEqual(['Pad 9']);
    expect(await names('false')).toEqual(['Head Office']);
    expect(await names()).toEqual(['Head Office', 'Pad 9']);
  });
});
