import { type StockLocationKind, YARD_ASSET_PAGE_SIZE } from '@fieldbook/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { literalLimit } from '../../db/named-statements.ts';
import { decodeCursor, encodeCursor } from '../../db/paging.ts';
import { assets } from '../../db/schema/index.ts';

// The serialized items a yard's or a job's inventory lists (spec 4 §7 "Yards and job inventory"), a
// page at a time (docs/decisions/inventory.md "Inventory at scale"), and how many there are.

const assetSelect = {
  serializedItemId: assets.id,
  name: assets.name,
  serialNumber: assets.serialNumber,
  status: assets.status,
};

/** A place whose serialized items an inventory lists, a page at a time: a yard or a job. */
export interface AssetPlace {
  kind: StockLocationKind;
  id: number;
}

/**
 * The serialized items an inventory lists at a place: at a yard those not at a job, on repair or
 * decommissioned (assets_yard_inventory walks them by name); at a job those not decommissioned (a few
 * hundred at most, sorted for each page).
 */
const atPlace = (place: AssetPlace) =>
  place.kind === 'yard'
    ? and(
        eq(assets.yardId, place.id),
        isNull(assets.jobId),
        eq(assets.decommissioned, false),
        eq(assets.onRepair, false),
      )
    : and(eq(assets.jobId, place.id), eq(assets.decommissioned, false));

/** The cursor's first part: a yard's cursor cannot page a job's assets, nor the other way round. */
const assetCursorTag = { yard: 'yardAssets', job: 'jobAssets' } as const;

/**
 * A page of the serialized items at a place (atPlace), by name then id, after a cursor of the same
 * place: `limit` of them (the screens' page unless an export reads more at a time).
 */
export function assetPageRead(db: Tx, place: AssetPlace, after?: string, limit = YARD_ASSET_PAGE_SIZE) {
  const tag = assetCursorTag[place.kind];
  const where = [atPlace(place)];
  if (after) {
    const [, , name, id] = decodeCursor(after, [{ equals: tag }, { equals: place.id }, 'string', 'int']);
    where.push(sql`(lower(${assets.name}), ${assets.id}) > (${name}::text, ${id}::int)`);
  }
  const query = db
    .select({ ...assetSelect, sortKey: sql<string>`lower(${assets.name})` })
    .from(assets)
    .where(and(...where))
    .orderBy(asc(sql`lower(${assets.name})`), asc(assets.id))
    .limit(literalLimit(limit + 1));
  return {
    query,
    page(rows: Awaited<typeof query>) {
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(({ sortKey: _, ...r }) => r),
        more,
        next: more && last ? encodeCursor([tag, place.id, last.sortKey, last.serializedItemId]) : null,
      };
    },
  };
}

export function assetCountRead(db: Tx, place: AssetPlace) {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(assets).where(atPlace(place));
  return { query, page: (rows: Awaited<typeof query>) => Number(rows[0]?.n ?? 0) };
}

/** The first page of a place's assets as its inventory carries it: the rows, how many in all, and paging. */
export const firstAssetsOf = (first: ReturnType<ReturnType<typeof assetPageRead>['page']>, assetCount: number) => ({
  assets: first.data,
  assetCount,
  assetsMore: first.more,
  assetsNext: first.next,
});
