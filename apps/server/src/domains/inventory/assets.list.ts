import type { AssetListRow, assetListQuery } from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import { limitSql, literalLimit } from '../../db/named-statements.ts';
import { decodeCursor, encodeCursor, utcMicros } from '../../db/paging.ts';
import { type Read, run } from '../../db/reads.ts';
import { assets, jobs, meterTypes, yards } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { visibleJobRow } from '../jobs/job-access.ts';
import { listRow, locationSql } from './assets.service.ts';

// The asset list a page at a time (spec 4 §2 "Assets"; docs/decisions/inventory.md "Inventory at scale"):
// keyset pagination on (sort key, id), each sort backed by an index of the assets table (schema
// inventory.ts), one statement per page. Location is not a column: it is the repair shop, a job or a
// yard, so that sort walks the places in order of their names (a few dozen yards and the jobs that
// hold assets) and takes each place's assets by id, stopping once the page is full.

type Query = z.output<typeof assetListQuery>;
type Viewer = Pick<SessionUser, 'permissions'>;
type Column = Exclude<Query['sort'], 'location'>;

/** The sort keys: the expressions of the list's indexes (inventory.ts, assets_*_page). */
const KEYS: Record<Column, { expr: SQL; cursor: SQL; part: 'string' | 'timestamp'; cast: SQL }> = {
  name: { expr: sql`lower(${assets.name})`, cursor: sql`lower(${assets.name})`, part: 'string', cast: sql`text` },
  serialNumber: {
    expr: sql`lower(${assets.serialNumber})`,
    cursor: sql`lower(${assets.serialNumber})`,
    part: 'string',
    cast: sql`text`,
  },
  status: { expr: sql`${assets.status}`, cursor: sql`${assets.status}`, part: 'string', cast: sql`text` },
  lastActivity: {
    expr: sql`coalesce(${assets.lastActivity}, '1970-01-01 00:00:00+00'::timestamptz)`,
    cursor: sql.raw(utcMicros(`coalesce("assets"."last_activity", '1970-01-01 00:00:00+00'::timestamptz)`)),
    part: 'timestamp',
    cast: sql`timestamptz`,
  },
};

const filters = (q: Query): SQL[] => {
  const out: SQL[] = [];
  if (q.outForRepair) out.push(sql`${assets.onRepair} and not ${assets.decommissioned}`);
  if (q.search) {
    const nameOrSerial = sql`(${lowerContains(assets.name, q.search)} or ${lowerContains(assets.serialNumber, q.search)})`;
    out.push(nameOrSerial);
  }
  return out;
};

export interface AssetPage {
  data: AssetListRow[];
  more: boolean;
  next: string | null;
}

/** The statement of one page of the asset list: `limit` rows after the cursor, in the order asked for. */
export function assetPageRead(db: Tx, user: Viewer, q: Query): Read<never, AssetPage> {
  return (q.sort === 'location' ? locationRead(user, q) : columnRead(db, user, q, q.sort)) as Read<never, AssetPage>;
}

/**
 * A search of three characters or more is answered from the trigram indexes and the matches sorted
 * (at most the matching rows); walking the sort index instead would read every row that sorts before
 * the matches, tens of thousands when they sort late. Writing the key so that the sort index does not
 * match it leaves the planner that one way. The page is cut from the matches of the assets table
 * alone, before the joins: joined first, every match (5,559 for 'light' at scale 10) would be joined
 * to its place and meter type and then sorted (35 ms instead of 11). Shorter searches match most rows:
 * the sort index finds a page of them quickly.
 */
const unindexed = (key: SQL, part: 'string' | 'timestamp') =>
  part === 'string' ? sql`(${key} || '')` : sql`(${key} + interval '0 seconds')`;

function columnRead(db: Tx, user: Viewer, q: Query, column: Column) {
  const base = KEYS[column];
  const searched = q.search.length >= 3;
  const key = searched ? { ...base, expr: unindexed(base.expr, base.part) } : base;
  const where = filters(q);
  if (q.after) {
    const [, , value, id] = decodeCursor(q.after, [{ equals: column }, { equals: q.dir }, key.part, 'int']);
    const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
    where.push(sql`(${key.expr}, ${assets.id}) ${cmp} (${value}::${key.cast}, ${id}::int)`);
  }
  const order = q.dir === 'asc' ? asc : desc;
  const orderBy = [order(key.expr), order(assets.id)];
  const limit = literalLimit(q.limit + 1);
  const page = searched
    ? inArray(
        assets.id,
        db
          .select({ id: assets.id })
          .from(assets)
          .where(and(...where))
          .orderBy(...orderBy)
          .limit(limit),
      )
    : where.length
      ? and(...where)
      : undefined;
  const query = db
    .select({
      serializedItemId: assets.id,
      name: assets.name,
      serialNumber: assets.serialNumber,
      status: assets.status,
      location: locationSql,
      lastActivity: assets.lastActivity,
      assetType: assets.assetType,
      onRepair: assets.onRepair,
      decommissioned: assets.decommissioned,
      lastCalibratedDate: assets.lastCalibratedDate,
      calibrationIntervalDays: meterTypes.calibrationIntervalDays,
      sortKey: sql<string>`${key.cursor}`,
    })
    .from(assets)
    .leftJoin(yards, eq(yards.id, assets.yardId))
    .leftJoin(jobs, and(eq(jobs.id, assets.jobId), visibleJobRow(user)))
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(page)
    .orderBy(...orderBy)
    .limit(limit);
  return {
    query,
    page(rows: Awaited<typeof query>): AssetPage {
      const more = rows.length > q.limit;
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const today = serverToday();
      return {
        data: page.map(({ sortKey: _, ...r }) => listRow(r, today)),
        more,
        next: more && last ? encodeCursor([column, q.dir, last.sortKey, last.serializedItemId]) : null,
      };
    },
  };
}

/**
 * The location sort: places ordered by (lower(name), kind, id) — kind 0 the repair shop, 1 a job
 * ('At a job' when the user may not see it), 2 a yard, 3 no yard — and each place's assets by id.
 * The key of a row is (place name, kind, place id, asset id).
 */
function locationRead(user: Viewer, q: Query): Read<Record<string, unknown>, AssetPage> {
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
  let from = sql`true`;
  let within = sql`true`;
  if (q.after) {
    const [, , place, kind, placeId, id] = decodeCursor(q.after, [
      { equals: 'location' },
      { equals: q.dir },
      'string',
      'int',
      'int',
      'int',
    ]);
    from = sql`(p.sort, p.kind, p.place_id) ${q.dir === 'asc' ? sql`>=` : sql`<=`} (${place}::text, ${kind}::int, ${placeId}::int)`;
    within = sql`(p.sort, p.kind, p.place_id) <> (${place}::text, ${kind}::int, ${placeId}::int) or ${assets.id} ${cmp} ${id}::int`;
  }
  const extra = filters(q);
  const more = extra.length ? sql`and ${and(...extra)}` : sql``;
  const jobVisible = visibleJobRow(user);
  const limit = limitSql(q.limit + 1);
  // Each branch reads the assets table unaliased, so the filters' "assets"."…" columns name it.
  const branch = (kind: number, at: SQL) => sql`(
    select ${assets.id} from ${assets}
     where p.kind = ${sql.raw(String(kind))} and ${at} ${more} and (${within})
     order by ${assets.id} ${dir} limit ${limit})`;
  const query = sql`
    with places as (
      select 'repair' as sort, 0 as kind, 0 as place_id, 'Repair' as location
      union all
      select lower(coalesce(${jobs.jobName}, 'At a job')), 1, j.job_id, coalesce(${jobs.jobName}, 'At a job')
        from (select distinct job_id from ${assets} where job_id is not null and not on_repair) j
        left join ${jobs} on ${jobs.id} = j.job_id ${jobVisible ? sql`and ${jobVisible}` : sql``}
      union all
      select lower(name), 2, id, name from ${yards}
      union all
      select '', 3, 0, ''
    )
    select a.id as "serializedItemId", a.name, a.serial_number as "serialNumber", a.status, p.location,
           a.last_activity as "lastActivity", a.asset_type as "assetType", a.on_repair as "onRepair",
           a.decommissioned, a.last_calibrated_date::text as "lastCalibratedDate",
           mt.calibration_interval_days as "calibrationIntervalDays",
           p.sort, p.kind, p.place_id as "placeId"
      from (select * from places p where ${from} order by sort ${dir}, kind ${dir}, place_id ${dir}) p
      cross join lateral (
        ${branch(0, sql`${assets.onRepair}`)}
        union all ${branch(1, sql`${assets.jobId} = p.place_id and ${assets.jobId} is not null and not ${assets.onRepair}`)}
        union all ${branch(2, sql`${assets.yardId} = p.place_id and ${assets.jobId} is null and not ${assets.onRepair}`)}
        union all ${branch(3, sql`${assets.yardId} is null and ${assets.jobId} is null and not ${assets.onRepair}`)}
      ) ids
      join ${assets} a on a.id = ids.id
      left join ${meterTypes} mt on mt.id = a.meter_type_id
     order by p.sort ${dir}, p.kind ${dir}, p.place_id ${dir}, a.id ${dir}
     limit ${limit}`;
  return { query, page: (rows) => locationPage(rows, q) };
}

function locationPage(rows: Record<string, unknown>[], q: Query): AssetPage {
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const today = serverToday();
  return {
    data: page.map((r) =>
      listRow(
        {
          serializedItemId: Number(r.serializedItemId),
          name: String(r.name),
          serialNumber: String(r.serialNumber),
          status: String(r.status),
          location: String(r.location),
          lastActivity: r.lastActivity === null ? null : new Date(r.lastActivity as string),
          assetType: Number(r.assetType),
          onRepair: Boolean(r.onRepair),
          decommissioned: Boolean(r.decommissioned),
          lastCalibratedDate: (r.lastCalibratedDate as string | null) ?? null,
          calibrationIntervalDays: r.calibrationIntervalDays === null ? null : Number(r.calibrationIntervalDays),
        },
        today,
      ),
    ),
    more: hasMore,
    next:
      hasMore && last
        ? encodeCursor([
            'location',
            q.dir,
            String(last.sort),
            Number(last.kind),
            Number(last.placeId),
            Number(last.serializedItemId),
          ])
        : null,
  };
}

/** GetSerializedItemAndStatusList's and OutForRepairList's query (the latter always out for repair). */
export const assetListQueryOf = (q: Query, outForRepair: boolean): Query => ({
  ...q,
  outForRepair: q.outForRepair || outForRepair,
});

/** The answer of GET GetSerializedItemAndStatusList and OutForRepairList. */
export const assetListAnswer = (page: AssetPage) => ({ success: true as const, ...page });

export async function assetListPage(ctx: Ctx, q: Query, outForRepair = false) {
  return assetListAnswer(await run(ctx.db, assetPageRead(ctx.db, ctx.user, assetListQueryOf(q, outForRepair))));
}
