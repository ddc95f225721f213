import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addBulkRows } from './bulk.ts';
import { addBulkInventory, bulkInventoryCountsFor, bulkInventoryStep } from './bulk-inventory.ts';
import { loadDemo } from './load.ts';
import { officesStep } from './offices.ts';

describe('generated inventory (--scale N > 1)', () => {
  let t: TestApp;
  const one = async (sql: string) => (await t.database.pool.query(sql)).rows[0];
  const n = async (sql: string) => Number((await one(sql)).n);
  const snapshot = async () =>
    one(`SELECT (SELECT count(*) FROM yards)::int AS yards,
                (SELECT count(*) FROM job_ready_items)::int + (SELECT count(*) FROM bulk_items)::int AS items,
                (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM asset_statuses)::int AS statuses,
                (SELECT count(*) FROM stock_movements)::int AS movements, (SELECT count(*) FROM stock_balances)::int AS balances`);

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemo(t.database.db, t.config, { steps: [officesStep], today: '2026-03-10' });
    await t.database.db.transaction((tx) =>
      addBulkRows(tx, { accounts: 20, opportunities: 40, jobs: 200, calls: 0 }, '2026-03-10'),
    );
  });

  it('asks for scale/10 of 20 yards, 300 items, 50,000 assets and 1,000,000 movements, nothing at scale 1', () => {
    expect(bulkInventoryCountsFor(1)).toEqual({ yards: 0, items: 0, assets: 0, movements: 0 });
    expect(bulkInventoryCountsFor(10)).toEqual({ yards: 20, items: 300, assets: 50_000, movements: 1_000_000 });
    expect(bulkInventoryCountsFor(2)).toEqual({ yards: 4, items: 60, assets: 10_000, movements: 200_000 });
    // A share of those sizes (the demo test's), at least one of each kind.
    expect(bulkInventoryCountsFor(2, 0.01)).toEqual({ yards: 1, items: 1, assets: 100, movements: 2000 });
  });

  it('adds nothing at scale 1', async () => {
    const before = await snapshot();
    await loadDemo(t.database.db, t.config, { steps: [bulkInventoryStep], today: '2026-03-10' });
    expect(await snapshot()).toEqual(before);
  });

  it('creates the counts asked for, with ten statuses per asset, and nothing the second time', async () => {
    const wanted = { yards: 4, items: 60, assets: 1000, movements: 20_000 };
    const before = await snapshot();
    await t.database.db.transaction((tx) => addBulkInventory(tx, wanted, '2026-03-10'));
    const after = await snapshot();
    expect(after.yards - before.yards).toBe(4);
    expect(after.items - before.items).toBe(60);
    expect(after.assets - before.assets).toBe(1000);
    expect(after.statuses - before.statuses).toBe(10_000);
    expect(after.movements - before.movements).toBe(20_000);
    const again = await t.database.db.transaction((tx) => addBulkInventory(tx, wanted, '2026-03-11'));
    expect(await snapshot()).toEqual(after);
    expect(again['bulk movements']).toEqual({ created: 0, existing: 20_000 });
    // A larger count adds the difference and the ledger still holds (checked below).
    await t.database.db.transaction((tx) => addBulkInventory(tx, { ...wanted, movements: 24_000 }, '2026-03-11'));
    expect((await snapshot()).movements - after.movements).toBe(4000);
  });

  it('keeps the ledger true: every balance is the sum of its movements, none negative', async () => {
    const mismatched = await n(`
      WITH d AS (
        SELECT to_kind AS kind, to_id AS id, item_kind, item_id, amount, damaged FROM stock_movements WHERE to_kind IS NOT NULL
        UNION ALL
        SELECT from_kind, from_id, item_kind, item_id, -(amount + CASE WHEN damaged_from_good THEN damaged ELSE 0 END),
               -(CASE WHEN damaged_from_good THEN 0 ELSE damaged END)
          FROM stock_movements WHERE from_kind IS NOT NULL
      ), s AS (SELECT kind, id, item_kind, item_id, sum(amount) AS amount, sum(damaged) AS damaged
                 FROM d GROUP BY kind, id, item_kind, item_id)
      SELECT count(*)::int AS n FROM s FULL JOIN stock_balances b
          ON b.location_kind = s.kind AND b.location_id = s.id AND b.item_kind = s.item_kind AND b.item_id = s.item_id
       WHERE coalesce(b.amount, 0) <> coalesce(s.amount, 0) OR coalesce(b.damaged, 0) <> coalesce(s.damaged, 0)`);
    expect(mismatched).toBe(0);
    expect(await n(`SELECT count(*)::int AS n FROM stock_balances WHERE amount < 0 OR damaged < 0`)).toBe(0);
    const reasons = await t.database.pool.query(`SELECT DISTINCT reason FROM stock_movements ORDER BY reason`);
    expect(reasons.rows.map((r) => r.reason)).toEqual(['adjustment', 'checkIn', 'receipt', 'retirement', 'transfer']);
  });

  it('keeps each asset where its last status says, with unique serials and labels', async () => {
    const bad = await n(`
      SELECT count(*)::int AS n FROM assets a
        JOIN LATERAL (SELECT * FROM asset_statuses s WHERE s.asset_id = a.id ORDER BY s.date DESC, s.id DESC LIMIT 1) s ON true
       WHERE a.serial_number LIKE 'BA-%'
         AND (s.date IS DISTINCT FROM a.last_activity OR s.job_id IS DISTINCT FROM a.job_id
              OR s.yard_id IS DISTINCT FROM a.yard_id
              OR (a.on_repair AND s.location <> 'Repair') OR (a.decommissioned AND s.status <> 'Decommissioned'))`);
    expect(bad).toBe(0);
    const counts = await one(`
      SELECT count(*) FILTER (WHERE on_repair)::int AS repair, count(*) FILTER (WHERE decommissioned)::int AS gone,
             count(*) FILTER (WHERE job_id IS NOT NULL)::int AS at_jobs, count(DISTINCT asset_type)::int AS types,
             count(DISTINCT label_code)::int AS labels, count(*)::int AS n,
             (SELECT count(*)::int FROM asset_statuses s JOIN assets a ON a.id = s.asset_id WHERE a.serial_number LIKE 'BA-%'
               GROUP BY s.asset_id ORDER BY 1 LIMIT 1) AS fewest_statuses
        FROM assets WHERE serial_number LIKE 'BA-%'`);
    expect(counts).toMatchObject({ n: 1000, labels: 1000, types: 9, fewest_statuses: 10 });
    expect(counts.repair).toBeGreaterThan(0);
    expect(counts.gone).toBeGreaterThan(0);
    expect(counts.at_jobs).toBeGreaterThan(0);
  });
});
