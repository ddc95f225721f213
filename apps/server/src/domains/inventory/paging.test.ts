import { ASSET_PAGE_LIMIT, ASSET_PAGE_SIZE, INVENTORY_AUDIT_PAGE_SIZE, messages } from '@fieldbook/contract';
import { assetList, outForRepairList } from '@fieldbook/contract/inventory-assets';
import {
  getJobInventory,
  getJobInventoryProfile,
  getYardInventory,
  INVENTORY_AUDIT_LIMIT,
  inventoryAudit,
  jobAssets,
  YARD_ASSET_PAGE_SIZE,
  yardAssets,
} from '@fieldbook/contract/inventory-stock';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createYard } from '../../../test/factories/stock.ts';
import { moveMany } from './stock-ledger.ts';

// Keyset paging of the asset list and of the whole inventory audit (docs/decisions/inventory.md "Inventory at
// scale"): pages in a stable order with no row twice and none left out, whatever the sort, the
// search and the out-for-repair switch; refused cursors.

let t: TestApp;
let viewer: string;
let auditor: string;
let nobody: string;

const SORTS = ['name', 'serialNumber', 'status', 'location', 'lastActivity'] as const;
type Sort = (typeof SORTS)[number];

/** The expected order of every asset, computed by one unpaged query per sort (the database's collation). */
async function expectedIds(sort: Sort, dir: 'asc' | 'desc', where = sql`true`): Promise<number[]> {
  const d = dir === 'asc' ? sql`asc` : sql`desc`;
  const key = {
    name: sql`lower(a.name) ${d}`,
    serialNumber: sql`lower(a.serial_number) ${d}`,
    status: sql`a.status ${d}`,
    lastActivity: sql`coalesce(a.last_activity, '1970-01-01 00:00:00+00'::timestamptz) ${d}`,
    location: sql`lower(case when a.on_repair then 'Repair' when a.job_id is not null then j.job_name else coalesce(y.name, '') end) ${d},
      (case when a.on_repair then 0 when a.job_id is not null then 1 when a.yard_id is not null then 2 else 3 end) ${d},
      (case when a.on_repair then 0 when a.job_id is not null then a.job_id else coalesce(a.yard_id, 0) end) ${d}`,
  }[sort];
  const { rows } = await t.database.db.execute<{ id: number }>(sql`
    select a.id from assets a left join yards y on y.id = a.yard_id left join jobs j on j.id = a.job_id
     where ${where} order by ${key}, a.id ${d}`);
  return rows.map((r) => Number(r.id));
}

/** Every page of the list, following `next`, with `limit` rows a page. */
async function walk(query: Record<string, string | number>, endpoint = assetList) {
  const ids: number[] = [];
  const pages: { rows: number; more: boolean; next: string | null }[] = [];
  let after: string | undefined;
  for (let i = 0; i < 100; i++) {
    const res = await call(t.app, endpoint, { query: { ...query, ...(after ? { after } : {}) }, token: viewer });
    expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
    const { data, more, next } = res.json;
    ids.push(...data.map((r) => r.serializedItemId));
    pages.push({ rows: data.length, more, next });
    if (!more) break;
    after = next ?? undefined;
  }
  return { ids, pages };
}

beforeAll(async () => {
  t = await createTestApp();
  [viewer, auditor, nobody] = await Promise.all([
    signInAs(t, ['inventory.view']),
    signInAs(t, ['inventory.audit']),
    signInAs(t, []),
  ]);
  const db = t.database.db;
  const [north, south] = [await createYard(db, { name: 'North Yard' }), await createYard(db, { name: 'south yard' })];
  const [ridge, basin] = [
    await createJob(db, { jobName: 'Ridge Pad' }),
    await createJob(db, { jobName: 'Basin Wall' }),
  ];
  // 130 assets: repeated names (ties broken by id), mixed case, some never active, at two yards, two
  // jobs, on repair, decommissioned, and one without a yard.
  await db.execute(sql`
    insert into assets (name, serial_number, asset_type, yard_id, job_id, status, on_repair, decommissioned, last_activity)
    select (array['Light tower', 'light Tower', 'Generator', 'Acoustic calibrator', 'Zeta meter'])[1 + i % 5],
           'SN-' || lpad(((i * 37) % 1000)::text, 4, '0'), i % 3,
           case when i = 129 then null when i % 2 = 0 then ${north.id}::int else ${south.id}::int end,
           case when i % 7 = 0 then ${ridge.id}::int when i % 11 = 0 then ${basin.id}::int end,
           case when i % 13 = 0 then 'On Repair' when i % 17 = 0 then 'Decommissioned' when i % 7 = 0 then 'At Job' else 'Available' end,
           i % 13 = 0 and i % 7 <> 0, i % 17 = 0 and i % 13 <> 0,
           case when i % 4 = 0 then null else timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(hours => i % 9) end
      from generate_series(1, 130) i`);
  await db.execute(sql`update assets set job_id = null where on_repair or decommissioned`);
});

describe('GET /AssetInventory/GetSerializedItemAndStatusList, paged', () => {
  it('answers 401 and 403', async () => {
    await denies(t.app, assetList, { query: { sort: 'status' } }, nobody);
  });

  it('answers the first page by name to a caller that passes nothing, and says more rows exist', async () => {
    const res = await call(t.app, assetList, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toHaveLength(ASSET_PAGE_SIZE);
    expect(res.json.more).toBe(true);
    expect(res.json.next).toEqual(expect.any(String));
    expect(res.json.data.map((r) => r.serializedItemId)).toEqual(
      (await expectedIds('name', 'asc')).slice(0, ASSET_PAGE_SIZE),
    );
  });

  for (const sort of SORTS) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`pages by ${sort} ${dir} in a stable order, every asset once`, async () => {
        const { ids, pages } = await walk({ sort, dir, limit: 9 });
        expect(ids).toEqual(await expectedIds(sort, dir));
        expect(new Set(ids).size).toBe(ids.length);
        expect(pages.slice(0, -1).every((p) => p.rows === 9 && p.more && p.next)).toBe(true);
        expect(pages.at(-1)).toMatchObject({ more: false, next: null });
      });
    }
  }

  it('shows each place by name in the location sort', async () => {
    const res = await call(t.app, assetList, { query: { sort: 'location', limit: 100 }, token: viewer });
    const locations = [...new Set(res.json.data.map((r) => r.location))];
    expect(locations).toEqual(
      ['', 'Basin Wall', 'North Yard', 'Repair', 'Ridge Pad', 'south yard'].slice(0, locations.length),
    );
  });

  it('searches the name or the serial number, case-insensitively, across pages', async () => {
    const byName = await walk({ search: 'LIGHT', limit: 7, sort: 'serialNumber' });
    expect(byName.ids).toEqual(await expectedIds('serialNumber', 'asc', sql`lower(a.name) like '%light%'`));
    expect(byName.ids.length).toBeGreaterThan(7);
    const bySerial = await walk({ search: 'sn-01', sort: 'location' });
    expect(bySerial.ids).toEqual(await expectedIds('location', 'asc', sql`a.serial_number like 'SN-01%'`));
    expect(bySerial.ids.length).toBeGreaterThan(0);
    // LIKE wildcards are literal.
    expect((await walk({ search: '%' })).ids).toEqual([]);
  });

  it('keeps the assets out for repair with the switch, and OutForRepairList is the same list', async () => {
    const expected = await expectedIds('name', 'asc', sql`a.on_repair and not a.decommissioned`);
    expect(expected.length).toBeGreaterThan(3);
    expect((await walk({ outForRepair: 'true', limit: 3 })).ids).toEqual(expected);
    expect((await walk({ limit: 3 }, outForRepairList)).ids).toEqual(expected);
    const res = await call(t.app, outForRepairList, { query: { sort: 'location' }, token: viewer });
    expect(res.json.data.every((r) => r.onRepair && !r.decommissioned && r.location === 'Repair')).toBe(true);
  });

  it('refuses a cursor that is not one of ours, or belongs to another sort, with 400', async () => {
    const first = await call(t.app, assetList, { query: { sort: 'status', limit: 5 }, token: viewer });
    const next = first.json.next as string;
    const refused = async (query: Record<string, string | number>) => {
      const res = await call(t.app, assetList, { query, token: viewer });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toBe(messages.listCursorInvalid);
    };
    await refused({ sort: 'name', after: next });
    await refused({ sort: 'status', dir: 'desc', after: next });
    await refused({ after: 'not a cursor!' });
    await refused({ after: Buffer.from('["name","asc","x"]').toString('base64url') });
    await refused({ after: Buffer.from('{"a":1}').toString('base64url') });
    await refused({
      sort: 'lastActivity',
      after: Buffer.from('["lastActivity","asc","yesterday",1]').toString('base64url'),
    });
    await refused({ after: Buffer.from('["name","asc","a",-1]').toString('base64url') });
    const bad = await call(t.app, assetList, { query: { sort: 'color' }, token: viewer });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, assetList, { query: { limit: 0 }, token: viewer })).statusCode).toBe(400);
    expect((await call(t.app, assetList, { query: { limit: ASSET_PAGE_LIMIT + 1 }, token: viewer })).statusCode).toBe(
      400,
    );
    // The cursor of the right sort goes on.
    const ok = await call(t.app, assetList, { query: { sort: 'status', limit: 5, after: next }, token: viewer });
    expect(ok.statusCode).toBe(200);
  });
});

describe('GET /Inventory/InventoryAudit, paged', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const yard = await createYard(db);
    const item = await createBulkItem(db);
    // One call: every movement shares its timestamp, so the id alone orders them.
    await db.transaction((tx) =>
      moveMany(
        tx,
        Array.from({ length: INVENTORY_AUDIT_PAGE_SIZE + INVENTORY_AUDIT_PAGE_SIZE / 2 }, (_, i) => ({
          item: { kind: 'bulk' as const, id: item.id },
          from: null,
          to: { kind: 'yard' as const, id: yard.id },
          amount: i + 1,
          reason: 'receipt' as const,
          userId: null,
        })),
      ),
    );
    await db.transaction((tx) =>
      moveMany(tx, [
        {
          item: { kind: 'bulk', id: item.id },
          from: { kind: 'yard', id: yard.id },
          to: null,
          amount: 1,
          reason: 'retirement',
          userId: null,
        },
      ]),
    );
  });

  it('answers 401 and 403', async () => {
    await denies(t.app, inventoryAudit, { query: { amount: '1' } }, nobody);
  });

  it('pages every movement with amount 1, newest first, none twice or left out', async () => {
    const { rows } = await t.database.pool.query('select id from stock_movements order by created_at desc, id desc');
    const seen: number[] = [];
    let after: string | undefined;
    const sizes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, inventoryAudit, {
        query: { amount: '1', ...(after ? { after } : {}) },
        token: auditor,
      });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json.data.map((r) => r.movementId));
      sizes.push(res.json.data.length);
      if (!res.json.more) {
        expect(res.json.next).toBeNull();
        break;
      }
      after = res.json.next ?? undefined;
    }
    expect(seen).toEqual(rows.map((r) => r.id));
    expect(sizes).toEqual([INVENTORY_AUDIT_PAGE_SIZE, rows.length - INVENTORY_AUDIT_PAGE_SIZE]);
  });

  it('keeps amount 0 the latest few, saying older ones exist, with no cursor', async () => {
    const res = await call(t.app, inventoryAudit, { query: { amount: '0' }, token: auditor });
    expect(res.json.data).toHaveLength(INVENTORY_AUDIT_LIMIT);
    expect(res.json.data[0]).toMatchObject({ reason: 'retirement', amount: -1 });
    expect(res.json).toMatchObject({ more: true, next: null });
  });

  it('refuses a cursor with amount 0, and one that is not one of ours, with 400', async () => {
    const first = await call(t.app, inventoryAudit, { query: { amount: '1' }, token: auditor });
    const next = first.json.next as string;
    for (const query of [
      { amount: '0', after: next },
      { amount: '1', after: 'x' },
      { amount: '1', after: Buffer.from('["audit","2026-01-01",3]').toString('base64url') },
      { amount: '1', after: Buffer.from('["name","asc","a",1]').toString('base64url') },
    ] as const) {
      const res = await call(t.app, inventoryAudit, { query, token: auditor });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toBe(messages.listCursorInvalid);
    }
  });
});

/**
 * Every asset of a yard's or a job's inventory: its first page (a full one), then the pages `pageAfter`
 * answers while there are more; the ids in order and the size of each later page.
 */
async function placeAssetIds(
  first: { assets: { serializedItemId: number }[]; assetsNext: string | null },
  pageAfter: (after: string) => Promise<{
    statusCode: number;
    json: { data: { serializedItemId: number }[]; more: boolean; next: string | null };
  }>,
) {
  expect(first.assets).toHaveLength(YARD_ASSET_PAGE_SIZE);
  const ids = first.assets.map((a) => a.serializedItemId);
  const sizes: number[] = [];
  let after = first.assetsNext;
  for (let i = 0; i < 10 && after; i++) {
    const res = await pageAfter(after);
    expect(res.statusCode).toBe(200);
    ids.push(...res.json.data.map((a) => a.serializedItemId));
    sizes.push(res.json.data.length);
    after = res.json.next;
    if (!res.json.more) expect(res.json.next).toBeNull();
  }
  return { ids, sizes };
}

describe("GET /Inventory/YardAssets (the pages of a yard inventory's assets)", () => {
  let yardId: number;
  let other: number;
  beforeAll(async () => {
    const db = t.database.db;
    yardId = (await createYard(db, { name: 'Busy Yard' })).id;
    other = (await createYard(db)).id;
    // 250 in the yard, ten more at a job, on repair or decommissioned (not listed).
    await db.execute(sql`
      insert into assets (name, serial_number, asset_type, yard_id, status, on_repair, decommissioned)
      select (array['Light tower', 'Generator', 'Acoustic calibrator'])[1 + i % 3], 'BY-' || i, 4, ${yardId}::int,
             'Available', i > 250 and i <= 255, i > 255
        from generate_series(1, 260) i`);
  });

  it('answers 401 and 403', async () => {
    await denies(t.app, yardAssets, { query: { YardId: yardId, after: 'x' } }, nobody);
  });

  it('gives the first page with the yard inventory, then every asset once, by name then id', async () => {
    const { rows } = await t.database.pool.query(
      `select id from assets where yard_id = $1 and job_id is null and not on_repair and not decommissioned
        order by lower(name), id`,
      [yardId],
    );
    const first = await call(t.app, getYardInventory, { query: { YardId: yardId }, token: viewer });
    expect(first.statusCode).toBe(200);
    expect(first.json.data).toMatchObject({ assetCount: 250, assetsMore: true });
    const { ids } = await placeAssetIds(first.json.data, (after) =>
      call(t.app, yardAssets, { query: { YardId: yardId, after }, token: viewer }),
    );
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it('refuses a cursor of another yard, or none, with 400', async () => {
    const first = await call(t.app, getYardInventory, { query: { YardId: yardId }, token: viewer });
    const res = await call(t.app, yardAssets, {
      query: { YardId: other, after: first.json.data.assetsNext as string },
      token: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.listCursorInvalid);
    const none = await call(t.app, yardAssets, { query: { YardId: yardId } as never, token: viewer });
    expect(none.statusCode).toBe(400);
  });
});

describe("GET /Inventory/JobAssets (the pages of a job inventory's assets)", () => {
  let jobId: number;
  let other: number;
  let yardId: number;
  beforeAll(async () => {
    const db = t.database.db;
    jobId = (await createJob(db, { jobName: 'Busy Pad' })).id;
    other = (await createJob(db)).id;
    yardId = (await createYard(db)).id;
    // 120 at the job (names repeated, so ties go by id), five more decommissioned (not listed), five at
    // another job.
    await db.execute(sql`
      insert into assets (name, serial_number, asset_type, yard_id, job_id, status, decommissioned)
      select (array['Light tower', 'Generator', 'acoustic calibrator'])[1 + i % 3], 'BJ-' || i, 4, ${yardId}::int,
             case when i > 125 then ${other}::int else ${jobId}::int end, 'At Job', i > 120 and i <= 125
        from generate_series(1, 130) i`);
  });

  it('answers 401 and 403', async () => {
    await denies(t.app, jobAssets, { query: { JobId: jobId, after: 'x' } }, nobody);
  });

  it('gives the first page with the job inventory and its tab, then every asset once, by name then id', async () => {
    const { rows } = await t.database.pool.query(
      'select id from assets where job_id = $1 and not decommissioned order by lower(name), id',
      [jobId],
    );
    expect(rows).toHaveLength(120);
    const first = await call(t.app, getJobInventory, { query: { JobId: jobId }, token: viewer });
    expect(first.statusCode).toBe(200);
    const inv = first.json.data;
    expect(inv).toMatchObject({ assetCount: 120, assetsMore: true });
    const { ids, sizes } = await placeAssetIds(inv, (after) =>
      call(t.app, jobAssets, { query: { JobId: jobId, after }, token: viewer }),
    );
    expect(ids).toEqual(rows.map((r) => r.id));
    expect(sizes).toEqual([YARD_ASSET_PAGE_SIZE, 120 - 2 * YARD_ASSET_PAGE_SIZE]);

    const tab = await call(t.app, getJobInventoryProfile, { query: { id: jobId }, token: viewer });
    expect(tab.statusCode).toBe(200);
    expect(tab.json.data).toMatchObject({ assetCount: 120, assetsMore: true, assetsNext: inv.assetsNext });
    expect(tab.json.data.assets.map((a) => a.serializedItemId)).toEqual(ids.slice(0, YARD_ASSET_PAGE_SIZE));
    expect(tab.json.data.assets[0]).toMatchObject({ itemName: inv.assets[0].name });
  });

  it('refuses a cursor of another job or of a yard, or none, with 400', async () => {
    const first = await call(t.app, getJobInventory, { query: { JobId: jobId }, token: viewer });
    const refused = async (query: { JobId: number; after: string }) => {
      const res = await call(t.app, jobAssets, { query, token: viewer });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toBe(messages.listCursorInvalid);
    };
    await refused({ JobId: other, after: first.json.data.assetsNext as string });
    await refused({ JobId: jobId, after: Buffer.from(`["yardAssets",${jobId},"a",1]`).toString('base64url') });
    const none = await call(t.app, jobAssets, { query: { JobId: jobId } as never, token: viewer });
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 for a job that does not exist or a Drilling User may not see', async () => {
    const first = await call(t.app, getJobInventory, { query: { JobId: jobId }, token: viewer });
    const after = first.json.data.assetsNext as string;
    const missing = await call(t.app, jobAssets, { query: { JobId: 999999, after: '' }, token: viewer });
    expect(missing.statusCode).toBe(404);
    const driller = await signInAs(t, ['inventory.view', 'drilling.user']);
    const hidden = await call(t.app, jobAssets, { query: { JobId: jobId, after }, token: driller });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json.data).toBeUndefined();
    const drilling = (await createJob(t.database.db, { drilling: true })).id;
    const seen = await call(t.app, jobAssets, { query: { JobId: drilling, after: '' }, token: driller });
    expect(seen.statusCode).toBe(200);
    expect(seen.json).toMatchObject({ data: [], more: false, next: null });
  });
});
