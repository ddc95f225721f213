import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { bulkCount, type DemoStep, type StepCounts, tally } from './step.ts';

/** Per unit of --scale: accounts and jobs the bulk step adds (scale 10: 20,000 and 100,000). */
export const BULK_ACCOUNTS_PER_SCALE = 2000;
export const BULK_JOBS_PER_SCALE = 10_000;
/** Calls per unit of --scale (scale 10: 200,000), so the call list is measured against a long history. */
export const BULK_CALLS_PER_SCALE = 20_000;
/** About three jobs per opportunity. */
export const BULK_JOBS_PER_OPPORTUNITY = 3;

/**
 * The markers of bulk rows, which no other row uses: account numbers 'B-000001'… and job numbers
 * 'BK-000001'… (demo jobs are 'FB-1001…', new jobs 'FB-' + job_number_seq). Bulk opportunities are
 * the opportunities of bulk accounts; their order by id is their number.
 */
const ACCOUNT_PREFIX = 'B-';
const JOB_PREFIX = 'BK-';
/** Bulk calls' contact e-mail: 'bulk-call-1@example.com'… */
const CALL_PREFIX = 'bulk-call-';

/** Word lists for invented names; the account name's three have coprime lengths, so names rarely repeat. */
const REGIONS =
  'Permian|Prairie|Eagle|Copper|Red Mesa|Tallgrass|Sandoval|Larkspur|Bighorn|Powder River|Cimarron|Big Sky|Front Range|Wind River|Raton|San Juan|Uinta'.split(
    '|',
  );
const FEATURES = 'Ridge|Basin|Draw|Flats|Creek|Butte|Canyon|Valley|Springs|Crossing|Summit|Bend|Hollow'.split('|');
const KINDS =
  'Drilling|Energy|Resources|Operating|Oil & Gas|Midstream|Constructors|Builders|Civil|Contractors|Partners'.split('|');
const SITES = 'Pad|Compressor Station|Rig|Completion|Interchange|Bridge Replacement|Plant Expansion'.split('|');
const WORK =
  'sound wall|noise monitoring|acoustic blankets|rig wall|vibration monitoring|tear-down|complaint survey|blanket wrap'.split(
    '|',
  );
const FIRST_NAMES =
  'Dana|Luis|Karen|Owen|Priya|Mateo|Grace|Hank|Ines|Jamal|Lena|Rosa|Wes|Tova|Cal|Mina|Ada|Bo|Nell'.split('|');
const LAST_NAMES =
  'Whitfield|Ortega|Lindqvist|Marsh|Raman|Calder|Brooks|Nakamura|Haddad|Kowalski|Ferris|Delgado|Stone'.split('|');
/** City, state, zip. */
const CITIES =
  'Midland TX 79701|Williston ND 58801|Casper WY 82601|Denver CO 80202|Odessa TX 79761|Farmington NM 87401|Gillette WY 82716|Vernal UT 84078|Dickinson ND 58601'
    .split('|')
    .map((c) => c.split(' '));
const STREETS = 'Main St|County Rd 1250|Industrial Blvd|W 2nd St|Wynkoop St|Ranch Rd 7|Frontage Rd'.split('|');

/** `(ARRAY[...])[1 + (n) % len]`: the word of the list picked by the integer expression `n`. */
function pick(list: readonly string[], n: SQL): SQL {
  return sql`(${sql.raw(`ARRAY[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`)})[1 + (${n}) % ${sql.raw(String(list.length))}]`;
}

/** The number `n` with at least four digits: 0412, 12345. */
const padded = (n: SQL) => sql`lpad((${n})::text, greatest(4, length((${n})::text)), '0')`;

async function count(tx: Tx, query: SQL): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(query);
  return Number(rows[0].n);
}

/** Accounts i = from…to, each with a contact, an office and (every second one) a job site. */
async function insertAccounts(tx: Tx, from: number, to: number) {
  const i = sql`i`;
  const city = (k: number) =>
    pick(
      CITIES.map((c) => c[k]),
      sql`a.i`,
    );
  await tx.execute(sql`
    WITH a AS (
      INSERT INTO accounts (account_name, account_number, enabled, industry_type_id, territory_id, tax_exempt)
      SELECT ${pick(REGIONS, i)} || ' ' || ${pick(FEATURES, i)} || ' ' || ${pick(KINDS, i)} || ' ' || ${padded(i)},
             ${ACCOUNT_PREFIX} || lpad(i::text, 6, '0'),
             i % 50 <> 0,
             (SELECT array_agg(id ORDER BY id) FROM industry_types)[1 + i % greatest(1, (SELECT count(*) FROM industry_types))],
             (SELECT array_agg(id ORDER BY id) FROM territories)[1 + i % greatest(1, (SELECT count(*) FROM territories))],
             i % 9 = 0
        FROM generate_series(${from}::int, ${to}::int) AS i
      RETURNING id, substring(account_number FROM ${ACCOUNT_PREFIX.length + 1}::int)::int AS i
    ), c AS (
      INSERT INTO account_contacts (account_id, first_name, last_name, phone_number, email)
      SELECT a.id, ${pick(FIRST_NAMES, sql`a.i`)}, ${pick(LAST_NAMES, sql`a.i / 3`)},
             '(432) 555-' || lpad((a.i % 10000)::text, 4, '0'),
             'contact' || a.i || '@example.com'
        FROM a
      RETURNING id, account_id
    ), l AS (
      INSERT INTO account_locations (account_id, location_name, job_location, primary_contact_id,
        billing_address1, billing_city, billing_state, billing_zip,
        shipping_address1, shipping_city, shipping_state, shipping_zip)
      SELECT a.id, CASE WHEN n = 1 THEN ${city(0)} || ' Office' ELSE ${pick(FEATURES, sql`a.i + 5`)} || ' ' || (a.i % 30 + 1) || '-' || (a.i % 24 + 1) || ' Pad' END,
             n = 2, c.id,
             (a.i % 900 + 100) || ' ' || ${pick(STREETS, sql`a.i`)}, ${city(0)}, ${city(1)}, ${city(2)},
             (a.i % 900 + 100) || ' ' || ${pick(STREETS, sql`a.i`)}, ${city(0)}, ${city(1)}, ${city(2)}
        FROM a JOIN c ON c.account_id = a.id CROSS JOIN LATERAL generate_series(1, 1 + a.i % 2) AS n
      RETURNING id, primary_contact_id
    )
    INSERT INTO account_location_contacts (location_id, contact_id) SELECT id, primary_contact_id FROM l`);
}

/**
 * Bulk opportunities from…to, round-robin over the bulk accounts; a third are drilling sites, a tenth
 * closed, created over the two years before `today`.
 */
async function insertOpportunities(tx: Tx, from: number, to: number, today: string) {
  const j = sql`j`;
  await tx.execute(sql`
    WITH acc AS (
      SELECT id, row_number() OVER (ORDER BY id) AS k FROM accounts WHERE account_number LIKE ${`${ACCOUNT_PREFIX}%`}
    ), off AS (SELECT array_agg(id ORDER BY id) AS ids FROM offices)
    INSERT INTO opportunities (opportunity_name, account_id, description, closed, is_drilling, office_id, created_at, updated_at)
    SELECT ${pick(REGIONS, sql`j / 7`)} || ' ' || ${pick(FEATURES, j)} || ' ' || (j % 30 + 1) || '-' || (j % 24 + 1) || ' '
             || CASE WHEN j % 3 = 0 THEN 'Pad' ELSE ${pick(SITES, j)} END,
           acc.id, 'Generated for benchmarks.', j % 10 = 0, j % 3 = 0,
           off.ids[1 + j % greatest(1, cardinality(off.ids))],
           ${today}::date - make_interval(days => j % 730), ${today}::date - make_interval(days => j % 730)
      FROM generate_series(${from}::int, ${to}::int) AS j
      JOIN acc ON acc.k = 1 + (j - 1) % (SELECT count(*) FROM acc)
      CROSS JOIN off`);
}

/**
 * Bulk jobs from…to: job k belongs to bulk opportunity 1 + (k - 1) % opportunities, over every step,
 * every fifteenth canceled, last updated spread over two years before `today`.
 */
async function insertJobs(tx: Tx, from: number, to: number, today: string) {
  const k = sql`k`;
  await tx.execute(sql`
    WITH opp AS (
      SELECT o.id, o.opportunity_name, o.is_drilling, row_number() OVER (ORDER BY o.id) AS j
        FROM opportunities o JOIN accounts a ON a.id = o.account_id
       WHERE a.account_number LIKE ${`${ACCOUNT_PREFIX}%`}
    ), cls AS (SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM job_classifications WHERE name <> 'Drilling'),
    drill AS (SELECT id FROM job_classifications WHERE name = 'Drilling'),
    t AS (
      SELECT k, ${today}::date - make_interval(mins => ((k::bigint * 7919) % (730 * 24 * 60))::int) AS updated
        FROM generate_series(${from}::int, ${to}::int) AS k
    )
    INSERT INTO jobs (opportunity_id, job_name, job_description, job_classification_id, job_number,
                      job_step_id, canceled, created_at, updated_at)
    SELECT opp.id, opp.opportunity_name || ' – ' || ${pick(WORK, k)}, 'Generated for benchmarks.',
           CASE WHEN opp.is_drilling AND k % 2 = 0 THEN (SELECT id FROM drill)
                ELSE cls.ids[1 + k % greatest(1, cardinality(cls.ids))] END,
           ${JOB_PREFIX} || lpad(k::text, 6, '0'), 1 + k % 14, k % 15 = 0,
           t.updated - interval '30 days', t.updated
      FROM t
      JOIN opp ON opp.j = 1 + (t.k - 1) % (SELECT count(*) FROM opp)
      CROSS JOIN cls`);
}

/**
 * Bulk calls from…to over two years before `today`, one in a thousand still open (scale 10: 200): every second names a bulk
 * account's company without picking it (the list looks the account up by name), every fourth picks
 * one at intake, the rest are walk-ins.
 */
async function insertCalls(tx: Tx, from: number, to: number, today: string) {
  const c = sql`c`;
  await tx.execute(sql`
    WITH acc AS (
      SELECT id, account_name, row_number() OVER (ORDER BY id) AS k FROM accounts WHERE account_number LIKE ${`${ACCOUNT_PREFIX}%`}
    )
    INSERT INTO calls (call_time, account_id, company_name, caller_name, contact_email, contact_phone, job_location,
                       description, active, created_at, updated_at)
    SELECT t.at, CASE WHEN c % 4 = 1 THEN acc.id END,
           CASE WHEN c % 4 = 3 THEN 'Walk-in ' || c ELSE acc.account_name END,
           ${pick(FIRST_NAMES, c)} || ' ' || ${pick(LAST_NAMES, sql`c / 5`)},
           ${CALL_PREFIX}::text || c || '@example.com', '(303) 555-' || lpad((c % 10000)::text, 4, '0'),
           ${pick(
             CITIES.map((x) => x[0]),
             c,
           )}, 'Generated for benchmarks.', c % 1000 = 0, t.at, t.at
      FROM (SELECT c, ${today}::date - make_interval(mins => ((c::bigint * 4099) % (730 * 24 * 60))::int) AS at
              FROM generate_series(${from}::int, ${to}::int) AS c) t
      JOIN acc ON acc.k = 1 + (t.c - 1) % (SELECT count(*) FROM acc)`);
}

export type BulkCounts = Record<'accounts' | 'opportunities' | 'jobs' | 'calls', number>;

/** The bulk rows --scale N asks for (`share` of them: see DemoOptions.bulkShare): none at scale 1. */
export function bulkCountsFor(scale: number, share = 1): BulkCounts {
  if (scale <= 1) return { accounts: 0, opportunities: 0, jobs: 0, calls: 0 };
  const jobs = bulkCount(scale, BULK_JOBS_PER_SCALE, share);
  return {
    accounts: bulkCount(scale, BULK_ACCOUNTS_PER_SCALE, share),
    opportunities: Math.ceil(jobs / BULK_JOBS_PER_OPPORTUNITY),
    jobs,
    calls: bulkCount(scale, BULK_CALLS_PER_SCALE, share),
  };
}

/**
 * Tops the bulk rows up to `wanted` (opportunities need accounts, jobs need opportunities): bulk rows
 * are counted by their marker and only the missing numbers are added, so a second call adds nothing
 * and a larger count adds the difference. Set-based (INSERT … SELECT generate_series), so 100,000 jobs
 * take seconds.
 */
export async function addBulkRows(tx: Tx, wanted: BulkCounts, today: string): Promise<StepCounts> {
  if ((wanted.opportunities || wanted.calls) && !wanted.accounts)
    throw new Error('Bulk opportunities and calls need bulk accounts.');
  if (wanted.jobs && !wanted.opportunities) throw new Error('Bulk jobs need bulk opportunities.');
  const t = tally();
  const bulkAccounts = sql`account_number LIKE ${`${ACCOUNT_PREFIX}%`}`;
  const have: BulkCounts = {
    accounts: await count(tx, sql`SELECT count(*)::int AS n FROM accounts WHERE ${bulkAccounts}`),
    opportunities: await count(
      tx,
      sql`SELECT count(*)::int AS n FROM opportunities WHERE account_id IN (SELECT id FROM accounts WHERE ${bulkAccounts})`,
    ),
    jobs: await count(tx, sql`SELECT count(*)::int AS n FROM jobs WHERE job_number LIKE ${`${JOB_PREFIX}%`}`),
    calls: await count(tx, sql`SELECT count(*)::int AS n FROM calls WHERE contact_email LIKE ${`${CALL_PREFIX}%`}`),
  };
  const inserts = {
    accounts: insertAccounts,
    opportunities: (db: Tx, from: number, to: number) => insertOpportunities(db, from, to, today),
    jobs: (db: Tx, from: number, to: number) => insertJobs(db, from, to, today),
    calls: (db: Tx, from: number, to: number) => insertCalls(db, from, to, today),
  };
  for (const entity of ['accounts', 'opportunities', 'jobs', 'calls'] as const) {
    const missing = Math.max(0, wanted[entity] - have[entity]);
    t.existing(`bulk ${entity}`, Math.min(have[entity], wanted[entity]));
    if (missing) await inserts[entity](tx, have[entity] + 1, wanted[entity]);
    t.created(`bulk ${entity}`, missing);
  }
  // Fresh statistics, so the planner picks the list indexes right away (autovacuum would come later).
  if (Object.values(t.counts).some((c) => c.created > 0))
    await tx.execute(sql`ANALYZE accounts, account_contacts, account_locations, opportunities, jobs, calls`);
  return t.counts;
}

/**
 * At --scale N > 1: N × 2,000 accounts (each with a contact and one or two locations), N × 10,000
 * jobs over N × 3,334 opportunities and N × 20,000 calls, for benchmarks; scale 10 loads in about ten seconds. Idempotent
 * (see addBulkRows). Scale 1 adds nothing.
 */
export const bulkStep: DemoStep = {
  name: 'bulk',
  run: (tx, ctx) => addBulkRows(tx, bulkCountsFor(ctx.scale, ctx.bulkShare), ctx.today),
};
