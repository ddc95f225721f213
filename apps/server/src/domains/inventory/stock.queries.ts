import type { StockItemKind, StockReason } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { limitSql } from '../../db/named-statements.ts';
import { utcMicros } from '../../db/paging.ts';
import { type Read, run } from '../../db/reads.ts';
import type { StockLocation } from './stock-ledger.ts';

// Reads of the stock ledger (spec 4 §3 "Yard inventory", "Job inventory", "Inventory audit row").
// Plain queries: the rules are in the stock-*.service.ts files; the writes in stock-ledger.ts.

export interface CatalogueBalance {
  itemId: number;
  name: string;
  categoryName: string;
  balanceId: number;
  amount: number;
  damaged: number;
  /** Everything ever moved to the location (good and damaged). */
  historical: number;
}

/**
 * Every item of a kind with its balance at a location (0 where none) and its historical total;
 * by category then name. With `heldOnly`, only items the location holds or ever received. Without
 * `withHistory` the historical total is 0 and the movements are not read (a yard's inventory shows
 * none, and a busy yard has received hundreds of thousands).
 */
export function catalogueBalancesRead(
  location: StockLocation,
  itemKind: StockItemKind,
  heldOnly = false,
  withHistory = true,
): Read<Record<string, unknown>, CatalogueBalance[]> {
  const items = itemKind === 'jobReady' ? sql`job_ready_items` : sql`bulk_items`;
  const query = sql`
    select i.id as "itemId", i.name, c.name as "categoryName",
           coalesce(b.id, 0) as "balanceId", coalesce(b.amount, 0) as amount, coalesce(b.damaged, 0) as damaged,
           coalesce(h.total, 0)::int as historical
      from ${items} i
      join inventory_categories c on c.id = i.category_id
      left join stock_balances b on b.location_kind = ${location.kind} and b.location_id = ${location.id}
                                and b.item_kind = ${itemKind} and b.item_id = i.id
      ${
        withHistory
          ? sql`left join (select item_id, sum(amount + damaged) as total from stock_movements
                  where to_kind = ${location.kind} and to_id = ${location.id} and item_kind = ${itemKind}
                  group by item_id) h on h.item_id = i.id`
          : sql`left join (select null::int as item_id, 0 as total) h on false`
      }
     where ${heldOnly ? sql`(b.id is not null or h.item_id is not null)` : sql`true`}
     order by lower(c.name), lower(i.name), i.id`;
  return {
    query,
    page: (rows) =>
      rows.map((r) => ({
        itemId: Number(r.itemId),
        name: String(r.name),
        categoryName: String(r.categoryName),
        balanceId: Number(r.balanceId),
        amount: Number(r.amount),
        damaged: Number(r.damaged),
        historical: Number(r.historical),
      })),
  };
}

export const catalogueBalances = (
  db: Tx,
  location: StockLocation,
  itemKind: StockItemKind,
  heldOnly = false,
  withHistory = true,
): Promise<CatalogueBalance[]> => run(db, catalogueBalancesRead(location, itemKind, heldOnly, withHistory));

/** The ids of the given items that exist. */
export async function existingItemIds(db: Tx, itemKind: StockItemKind, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const items = itemKind === 'jobReady' ? sql`job_ready_items` : sql`bulk_items`;
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from ${items} where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

export interface AuditMovement {
  movementId: number;
  fullName: string;
  date: Date;
  fromLocation: string | null;
  toLocation: string | null;
  itemName: string;
  amount: number;
  damaged: number;
  reason: StockReason;
}

const locationName = (kind: string, id: string) =>
  sql.raw(`case ${kind}
  when 'yard' then (select y.name from yards y where y.id = ${id})
  when 'job' then (select j.job_name from jobs j where j.id = ${id})
  when 'transit' then 'In transit (pick ticket #' || ${id} || ')' end`);

/** Where a page of the audit starts: after the movement with this time and id (newest first). */
export interface AuditCursor {
  /** created_at in UTC with microseconds, as `utcMicros` writes it. */
  at: string;
  id: number;
}

/**
 * Stock movements newest first, with who, where and what: `limit` of them after `after`. Walks the
 * index on (created_at, id) backwards, so a page costs the same at any depth of a long ledger. Each
 * row carries its cursor position.
 */
export function auditMovementsRead(
  limit: number,
  after?: AuditCursor,
): Read<Record<string, unknown>, (AuditMovement & { cursorAt: string })[]> {
  const query = sql`
    select m.id as "movementId",
           coalesce(u.first_name || ' ' || u.last_name, '') as "fullName",
           m.created_at as date, ${sql.raw(utcMicros('m.created_at'))} as "cursorAt",
           ${locationName('m.from_kind', 'm.from_id')} as "fromLocation",
           ${locationName('m.to_kind', 'm.to_id')} as "toLocation",
           coalesce(case m.item_kind
             when 'jobReady' then (select i.name from job_ready_items i where i.id = m.item_id)
             when 'bulk' then (select i.name from bulk_items i where i.id = m.item_id) end, '') as "itemName",
           m.amount, m.damaged, m.reason, m.from_kind, m.to_kind
      from stock_movements m
      left join users u on u.id = m.user_id
     ${after ? sql`where (m.created_at, m.id) < (${after.at}::timestamptz, ${after.id}::int)` : sql``}
     order by m.created_at desc, m.id desc
     limit ${limitSql(limit)}`;
  return {
    query,
    page: (rows) =>
      rows.map((r) => ({
        movementId: Number(r.movementId),
        fullName: String(r.fullName),
        date: new Date(r.date as string),
        cursorAt: String(r.cursorAt),
        fromLocation: r.from_kind === null ? null : String(r.fromLocation ?? ''),
        toLocation: r.to_kind === null ? null : String(r.toLocation ?? ''),
        itemName: String(r.itemName),
        amount: Number(r.amount),
        damaged: Number(r.damaged),
        reason: r.reason as StockReason,
      })),
  };
}
