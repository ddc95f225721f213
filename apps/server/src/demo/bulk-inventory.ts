import { assetStatusWords as S } from '@fieldbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bulkCount, type DemoStep, type StepCounts, tally } from './step.ts';

// Inventory at scale, for benchmarks (--scale N > 1): yards, catalogue items, serialized assets with
// their status histories, and a long stock ledger, written with set-based SQL (INSERT … SELECT
// generate_series) like bulk.ts. Scale 10: 20 yards, 300 catalogue items, 50,000 assets with 500,000
// status rows and 1,000,000 stock movements; scale N is N/10 of that.
//
// The ledger stays true: movements come in groups of four that each leave every balance they touch
// at 0 or more (a receipt into a yard, a transfer of part of it to a job, a partial return with
// perhaps a unit found damaged, and a transfer to another yard or a retirement of part of the rest),
// so any number of groups is consistent; the balances of the generated items are then derived from
// their movements with one INSERT … SELECT … GROUP BY.

/** Per unit of --scale (scale 10: 20 yards, 300 items, 50,000 assets, 1,000,000 movements). */
export const BULK_YARDS_PER_SCALE = 2;
export const BULK_ITEMS_PER_SCALE = 30;
export const BULK_ASSETS_PER_SCALE = 5000;
export const BULK_MOVEMENTS_PER_SCALE = 100_000;
/** Status history rows per generated asset (the last one is its present state). */
export const STATUSES_PER_ASSET = 10;
/** Jobs the generated stock and assets go to, per unit of --scale; one of them is much busier. */
export const BULK_STOCK_JOBS_PER_SCALE = 100;
/** Movements per group (see above). */
const GROUP = 4;

/**
 * Markers of generated rows, which no other row uses: yard names '… Yard B-001', item names ending
 * ' #B0001', asset serial numbers 'BA-000001'.
 */
const YARD_MARK = ' Yard B-';
const ITEM_MARK = ' #B';
const SERIAL_PREFIX = 'BA-';

const REGIONS =
  'Permian|Prairie|Eagle|Copper|Red Mesa|Tallgrass|Sandoval|Larkspur|Bighorn|Powder River|Cimarron|Big Sky|Front Range'.split(
    '|',
  );
const CATEGORIES = ['Panels', 'Beams', 'Hardware', 'Meters', 'Lighting'];
const JOB_READY =
  '20 ft STC 32 Panel Section|20 ft STC 25 Panel Section|Acoustic Blanket Panel 4 x 16 ft|16 ft Beam|24 ft Beam|Corner Post|Gate Panel|Monitoring Enclosure|Absorber Panel 8 ft|Rig Wall Section'.split(
    '|',
  );
const BULK =
  '3/4 in x 6 in Bolt|3/4 in Nut|Panel Bracket|Beam Base Plate|Acoustic Blanket Roll|Ratchet Strap|Ground Anchor|Wire Rope Clip|Turnbuckle|Cable Tie Pack'.split(
    '|',
  );
/** [asset type, name, serial prefix of the model]. Type 0 is a meter (it gets a meter type). */
const ASSET_KINDS: [number, string, string][] = [
  [0, 'Sound level meter', 'SLM'],
  [1, 'Acoustic calibrator', 'AC10'],
  [2, 'Weather station', 'WS2'],
  [3, 'Monitoring camera', 'CAM'],
  [4, 'Generator 45 kVA', 'RP45'],
  [5, 'Vibration monitor', 'VM3'],
  [6, 'Light tower', 'LT4K'],
  [7, 'Telehandler 10k', 'HL1055'],
  [8, 'Flatbed trailer 53 ft', 'PF53'],
];

/** `(ARRAY[...])[1 + (n) % len]`: the word of the list picked by the integer expression `n`. */
function pick(list: readonly string[], n: SQL): SQL {
  return sql`(${sql.raw(`ARRAY[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`)})[1 + (${n}) % ${sql.raw(String(list.length))}]`;
}
const ints = (list: readonly number[]) => sql.raw(`(ARRAY[${list.join(', ')}]::int[])`);

async function count(tx: Tx, query: SQL): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(query);
  return Number(rows[0].n);
}

export type BulkInventoryCounts = Record<'yards' | 'items' | 'assets' | 'movements', number>;

/**
 * What --scale N asks for (`share` of it: see DemoOptions.bulkShare): nothing at scale 1. Movements
 * are whole groups of four.
 */
export function bulkInventoryCountsFor(scale: number, share = 1): BulkInventoryCounts {
  if (scale <= 1) return { yards: 0, items: 0, assets: 0, movements: 0 };
  return {
    yards: bulkCount(scale, BULK_YARDS_PER_SCALE, share),
    items: bulkCount(scale, BULK_ITEMS_PER_SCALE, share),
    assets: bulkCount(scale, BULK_ASSETS_PER_SCALE, share),
    movements: Math.floor(bulkCount(scale, BULK_MOVEMENTS_PER_SCALE, share) / GROUP) * GROUP,
  };
}

/** Yards i = from…to, round-robin over the offices. */
async function insertYards(tx: Tx, from: number, to: number) {
  await tx.execute(sql`
    WITH off AS (SELECT array_agg(id ORDER BY id) AS ids FROM offices)
    INSERT INTO yards (name, office_location_id)
    SELECT ${pick(REGIONS, sql`i`)} || ${YARD_MARK} || lpad(i::text, 3, '0'), off.ids[1 + i % cardinality(off.ids)]
      FROM generate_series(${from}::int, ${to}::int) AS i CROSS JOIN off`);
}

/** Catalogue items i = from…to: odd ones job-ready, even ones bulk, over the demo's categories. */
async function insertItems(tx: Tx, from: number, to: number) {
  await tx.execute(
    sql`INSERT INTO inventory_categories (name) SELECT unnest(${sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c}'`).join(', ')}]`)}) ON CONFLICT DO NOTHING`,
  );
  const cat = sql`(SELECT array_agg(id ORDER BY id) FROM inventory_categories)`;
  for (const [table, list, odd] of [
    [sql`job_ready_items`, JOB_READY, 1],
    [sql`bulk_items`, BULK, 0],
  ] as const) {
    await tx.execute(sql`
      INSERT INTO ${table} (name, category_id)
      SELECT ${pick(list, sql`i / 2`)} || ${ITEM_MARK} || lpad(i::text, 4, '0'), (${cat})[1 + i % cardinality(${cat})]
        FROM generate_series(${from}::int, ${to}::int) AS i WHERE i % 2 = ${odd}`);
  }
}

/** The CTEs naming the generated items, yards and jobs (the first `jobs` open jobs, bulk ones first). */
function withRefs(jobs: number): SQL {
  return sql`WITH
  items AS (
    SELECT row_number() OVER (ORDER BY kind, id) AS k, kind, id FROM (
      SELECT 'jobReady' AS kind, id FROM job_ready_items WHERE name LIKE ${`%${ITEM_MARK}%`}
      UNION ALL SELECT 'bulk', id FROM bulk_items WHERE name LIKE ${`%${ITEM_MARK}%`}) x
  ), yd AS (
    SELECT row_number() OVER (ORDER BY id) AS k, id, name FROM yards WHERE name LIKE ${`%${YARD_MARK}%`}
  ), jb AS (
    SELECT row_number() OVER (ORDER BY bulk DESC, id) AS k, id, job_name FROM (
      SELECT id, job_name, job_number LIKE 'BK-%' AS bulk FROM jobs WHERE NOT canceled
       ORDER BY job_number LIKE 'BK-%' DESC, id LIMIT ${jobs}) x
  ), n AS (
    SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM yd) AS yards, (SELECT count(*) FROM jb) AS jobs
  ), usr AS (SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM users WHERE username LIKE 'demo.%')`;
}

/**
 * Movement groups g = from…to over the two years before `today`, oldest first. Group g: item
 * 1 + (31g + ⌊g/7⌋) mod items, yard 1 + g mod yards; every hundredth group goes to job 1 (the busy job, ten times
 * as many movements as another at scale 10), the others to job 2 + 13g mod (jobs - 1). With a = 1 + g mod 40 and b = g mod 25:
 *   1. a + b + 5 good units (and one damaged every seventh group) come into the yard ('receipt', every
 *      fourth an 'adjustment');
 *   2. a go to the job ('transfer');
 *   3. ⌊a/2⌋ come back ('checkIn'), with one more found damaged every third group (or when ⌊a/2⌋ = 0);
 *   4. 1 + ⌊b/2⌋ go to the next yard ('transfer'), or every fifth group are retired ('retirement').
 */
async function insertMovements(tx: Tx, from: number, to: number, totalGroups: number, jobs: number, today: string) {
  await tx.execute(sql`
    ${withRefs(jobs)},
    g AS (
      SELECT g, 1 + g % 40 AS a, g % 25 AS b,
             ${today}::date - make_interval(secs => ((${totalGroups}::bigint - g) * 730 * 86400 / ${totalGroups}::bigint)::double precision) AS at,
             (SELECT ids FROM usr) AS uids
        FROM generate_series(${from}::int, ${to}::int) AS g
    ), p AS (
      SELECT g.*, it.kind AS item_kind, it.id AS item_id, y.id AS yard_id, y2.id AS yard2_id, j.id AS job_id
        FROM g CROSS JOIN n
        JOIN items it ON it.k = 1 + (g.g * 31 + g.g / 7) % n.items
        JOIN yd y ON y.k = 1 + g.g % n.yards
        JOIN yd y2 ON y2.k = 1 + (g.g + 1) % n.yards
        JOIN jb j ON j.k = CASE WHEN g.g % 100 = 0 OR n.jobs = 1 THEN 1 ELSE 2 + (g.g * 13) % (n.jobs - 1) END
    )
    INSERT INTO stock_movements (item_kind, item_id, from_kind, from_id, to_kind, to_id, amount, damaged,
                                 damaged_from_good, reason, user_id, created_at)
    SELECT p.item_kind, p.item_id, m.from_kind, m.from_id, m.to_kind, m.to_id, m.amount, m.damaged, m.dfg, m.reason,
           p.uids[1 + (p.g + m.s) % greatest(1, cardinality(p.uids))], p.at + make_interval(mins => m.s * 20)
      FROM p CROSS JOIN LATERAL (VALUES
        (1, NULL, NULL::int, 'yard', p.yard_id, p.a + p.b + 5, (p.g % 7 = 0)::int, false,
            CASE WHEN p.g % 4 = 0 THEN 'adjustment' ELSE 'receipt' END),
        (2, 'yard', p.yard_id, 'job', p.job_id, p.a, 0, false, 'transfer'),
        (3, 'job', p.job_id, 'yard', p.yard_id, p.a / 2, (p.g % 3 = 0 OR p.a / 2 = 0)::int, true, 'checkIn'),
        (4, 'yard', p.yard_id, CASE WHEN p.g % 5 = 0 THEN NULL ELSE 'yard' END,
            CASE WHEN p.g % 5 = 0 THEN NULL ELSE p.yard2_id END, 1 + p.b / 2, 0, false,
            CASE WHEN p.g % 5 = 0 THEN 'retirement' ELSE 'transfer' END)
      ) AS m(s, from_kind, from_id, to_kind, to_id, amount, damaged, dfg, reason)
     ORDER BY p.g, m.s`);
}

/**
 * The balances of the generated items, derived from their movements (what arrives minus what
 * leaves, as the stock ledger's `effect` counts it): inserted, or set where a row exists.
 */
async function deriveBalances(tx: Tx) {
  await tx.execute(sql`
    WITH items AS (
      SELECT 'jobReady' AS kind, id FROM job_ready_items WHERE name LIKE ${`%${ITEM_MARK}%`}
      UNION ALL SELECT 'bulk', id FROM bulk_items WHERE name LIKE ${`%${ITEM_MARK}%`}
    ), m AS (
      SELECT m.* FROM stock_movements m JOIN items i ON i.kind = m.item_kind AND i.id = m.item_id
    ), d AS (
      SELECT to_kind AS kind, to_id AS id, item_kind, item_id, amount, damaged FROM m WHERE to_kind IS NOT NULL
      UNION ALL
      SELECT from_kind, from_id, item_kind, item_id,
             -(amount + CASE WHEN damaged_from_good THEN damaged ELSE 0 END),
             -(CASE WHEN damaged_from_good THEN 0 ELSE damaged END)
        FROM m WHERE from_kind IS NOT NULL
    )
    INSERT INTO stock_balances (location_kind, location_id, item_kind, item_id, amount, damaged)
    SELECT kind, id, item_kind, item_id, sum(amount), sum(damaged) FROM d GROUP BY kind, id, item_kind, item_id
    ON CONFLICT (location_kind, location_id, item_kind, item_id)
    DO UPDATE SET amount = excluded.amount, damaged = excluded.damaged, updated_at = now()`);
}

/**
 * Assets i = from…to, each with its ten status rows. Asset i is of type i mod 9 (meters get a meter
 * type) and belongs to yard 1 + ⌊i/3⌋ mod yards; three in ten are at a job (every hundredth at the busy
 * job), one in fifty is on repair, one in a hundred decommissioned, the rest in their yard. Its
 * history: created at the yard, four trips to jobs and back, then its present state, the last row's
 * date being its last activity.
 */
async function insertAssets(tx: Tx, from: number, to: number, jobs: number, today: string) {
  const types = ints(ASSET_KINDS.map((k) => k[0]));
  const names = pick(
    ASSET_KINDS.map((k) => k[1]),
    sql`i`,
  );
  const models = pick(
    ASSET_KINDS.map((k) => k[2]),
    sql`i`,
  );
  await tx.execute(sql`
    ${withRefs(jobs)},
    mt AS (SELECT array_agg(id ORDER BY id) AS ids FROM meter_types),
    s AS (
      SELECT i, ${types}[1 + i % ${ASSET_KINDS.length}] AS asset_type, ${names} AS name, ${models} AS model,
             CASE WHEN i % 100 = 9 THEN 'decommissioned' WHEN i % 50 = 7 THEN 'repair'
                  WHEN i % 10 < 3 THEN 'job' ELSE 'yard' END AS state,
             ${today}::date - make_interval(days => 30 + (i * 37) % 700) AS born
        FROM generate_series(${from}::int, ${to}::int) AS i
    ), p AS (
      SELECT s.*, y.id AS yard_id, y.name AS yard_name,
             j.id AS job_id, j.job_name,
             CASE WHEN s.asset_type = 0 AND cardinality(mt.ids) > 0 THEN mt.ids[1 + s.i % cardinality(mt.ids)] END AS meter_type_id
        FROM s CROSS JOIN n CROSS JOIN mt
        JOIN yd y ON y.k = 1 + (s.i / 3) % n.yards
        JOIN jb j ON j.k = CASE WHEN s.i % 100 = 0 THEN 1 ELSE 1 + (s.i * 7) % n.jobs END
    ), a AS (
      INSERT INTO assets (name, serial_number, manufacturer, model, purchase_date, last_calibrated_date, purchase_price,
                          asset_type, meter_type_id, yard_id, job_id, status, decommissioned, on_repair, last_activity, created_at, updated_at)
      SELECT p.name, ${SERIAL_PREFIX} || lpad(p.i::text, 6, '0'), 'Generated', p.model || '-' || (p.i % 7 + 1),
             p.born::date, CASE WHEN p.asset_type = 0 THEN (p.born + make_interval(days => 1 + p.i % 500))::date END,
             (500 + (p.i * 97) % 120000)::numeric(12, 2),
             p.asset_type, p.meter_type_id, p.yard_id, CASE WHEN p.state = 'job' THEN p.job_id END,
             CASE p.state WHEN 'job' THEN ${S.atJob} WHEN 'repair' THEN ${S.onRepair}
                          WHEN 'decommissioned' THEN ${S.decommissioned} ELSE ${S.available} END,
             p.state = 'decommissioned', p.state = 'repair',
             p.born + make_interval(days => 9 * 3, hours => p.i % 24), p.born, p.born
        FROM p
      RETURNING id, substring(serial_number FROM ${SERIAL_PREFIX.length + 1}::int)::int AS i
    )
    INSERT INTO asset_statuses (asset_id, status, location, date, status_note, yard_id, job_id)
    SELECT a.id,
           CASE WHEN st = 1 THEN ${S.created}
                WHEN st < ${STATUSES_PER_ASSET} AND st % 2 = 0 THEN ${S.atJob}
                WHEN st < ${STATUSES_PER_ASSET} THEN ${S.checkedIn}
                ELSE CASE p.state WHEN 'job' THEN ${S.atJob} WHEN 'repair' THEN ${S.onRepair}
                                  WHEN 'decommissioned' THEN ${S.decommissioned} ELSE ${S.checkedIn} END END,
           CASE WHEN st < ${STATUSES_PER_ASSET} AND st % 2 = 0 THEN hj.job_name
                WHEN st = ${STATUSES_PER_ASSET} AND p.state = 'job' THEN p.job_name
                WHEN st = ${STATUSES_PER_ASSET} AND p.state = 'repair' THEN 'Repair'
                ELSE p.yard_name END,
           CASE WHEN st = ${STATUSES_PER_ASSET} THEN p.born + make_interval(days => 9 * 3, hours => p.i % 24)
                ELSE p.born + make_interval(days => (st - 1) * 3) END,
           CASE WHEN st = 1 THEN 'Asset created.' WHEN st = ${STATUSES_PER_ASSET} AND p.state = 'repair' THEN 'Sent for repair.'
                WHEN st = ${STATUSES_PER_ASSET} AND p.state = 'decommissioned' THEN 'Permanently decommissioned.' ELSE '' END,
           p.yard_id,
           CASE WHEN st < ${STATUSES_PER_ASSET} AND st % 2 = 0 THEN hj.id
                WHEN st = ${STATUSES_PER_ASSET} AND p.state = 'job' THEN p.job_id END
      FROM a JOIN p ON p.i = a.i
      CROSS JOIN generate_series(1, ${STATUSES_PER_ASSET}) AS st
      CROSS JOIN n
      JOIN jb hj ON hj.k = 1 + (a.i * 11 + st) % n.jobs`);
}

/**
 * Tops the generated inventory up to `wanted`: rows are counted by their marker and only the missing
 * numbers are added (movements in whole groups), so a second call adds nothing. Needs offices and
 * at least one open job (bulk jobs are used first).
 */
export async function addBulkInventory(tx: Tx, wanted: BulkInventoryCounts, today: string): Promise<StepCounts> {
  const t = tally();
  const jobs = Math.max(1, Math.round((wanted.assets / BULK_ASSETS_PER_SCALE) * BULK_STOCK_JOBS_PER_SCALE));
  const generatedItems = sql`(SELECT 'jobReady' AS kind, id FROM job_ready_items WHERE name LIKE ${`%${ITEM_MARK}%`}
    UNION ALL SELECT 'bulk', id FROM bulk_items WHERE name LIKE ${`%${ITEM_MARK}%`})`;
  const have: BulkInventoryCounts = {
    yards: await count(tx, sql`SELECT count(*)::int AS n FROM yards WHERE name LIKE ${`%${YARD_MARK}%`}`),
    items: await count(tx, sql`SELECT count(*)::int AS n FROM ${generatedItems} x`),
    assets: await count(tx, sql`SELECT count(*)::int AS n FROM assets WHERE serial_number LIKE ${`${SERIAL_PREFIX}%`}`),
    movements: await count(
      tx,
      sql`SELECT count(*)::int AS n FROM stock_movements m JOIN ${generatedItems} i ON i.kind = m.item_kind AND i.id = m.item_id`,
    ),
  };
  const needsJobs = wanted.assets > have.assets || wanted.movements > have.movements;
  if (needsJobs && (await count(tx, sql`SELECT count(*)::int AS n FROM jobs WHERE NOT canceled`)) === 0)
    throw new Error('Generated inventory needs open jobs: load the jobs first.');
  if (wanted.yards > have.yards && (await count(tx, sql`SELECT count(*)::int AS n FROM offices`)) === 0)
    throw new Error('Generated yards need offices.');

  const add = async (
    entity: keyof BulkInventoryCounts,
    label: string,
    insert: (from: number, to: number) => Promise<void>,
  ) => {
    const missing = Math.max(0, wanted[entity] - have[entity]);
    t.existing(label, Math.min(have[entity], wanted[entity]));
    if (missing) await insert(have[entity] + 1, wanted[entity]);
    t.created(label, missing);
    return missing;
  };
  await add('yards', 'bulk yards', (from, to) => insertYards(tx, from, to));
  await add('items', 'bulk catalogue items', (from, to) => insertItems(tx, from, to));
  const assets = await add('assets', 'bulk assets', (from, to) => insertAssets(tx, from, to, jobs, today));
  t.created('bulk asset statuses', assets * STATUSES_PER_ASSET);
  const groupsHave = Math.floor(have.movements / GROUP);
  const groupsWanted = Math.floor(wanted.movements / GROUP);
  t.existing('bulk movements', Math.min(groupsHave, groupsWanted) * GROUP);
  const groupsMissing = Math.max(0, groupsWanted - groupsHave);
  if (groupsMissing) {
    await insertMovements(tx, groupsHave + 1, groupsWanted, groupsWanted, jobs, today);
    await deriveBalances(tx);
  }
  t.created('bulk movements', groupsMissing * GROUP);
  // Fresh statistics, so the planner picks the indexes right away (autovacuum would come later).
  if (Object.values(t.counts).some((c) => c.created > 0))
    await tx.execute(
      sql`ANALYZE yards, job_ready_items, bulk_items, assets, asset_statuses, stock_movements, stock_balances`,
    );
  return t.counts;
}

/** At --scale N > 1 the generated inventory (see above); scale 1 adds nothing. Idempotent. */
export const bulkInventoryStep: DemoStep = {
  name: 'bulk inventory',
  run: (tx, ctx) => addBulkInventory(tx, bulkInventoryCountsFor(ctx.scale, ctx.bulkShare), ctx.today),
};
