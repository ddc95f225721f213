import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';

// What must hold of the stock ledger whatever happened (ARCHITECTURE.md "Data rules"), read back from
// the database: tests and the stock benchmark check these after every run.

/** Balances that disagree with the sum of their movements (none, when the ledger holds). */
export async function ledgerMismatches(db: Tx) {
  const { rows } = await db.execute(sql`
    with effects as (
      select to_kind as kind, to_id as id, item_kind, item_id, amount, damaged
        from stock_movements where to_kind is not null
      union all
      select from_kind, from_id, item_kind, item_id,
             -(amount + case when damaged_from_good then damaged else 0 end),
             -(case when damaged_from_good then 0 else damaged end)
        from stock_movements where from_kind is not null
    ), sums as (
      select kind, id, item_kind, item_id, sum(amount)::int as amount, sum(damaged)::int as damaged
        from effects group by 1, 2, 3, 4
    )
    select coalesce(b.location_kind, s.kind) as kind, coalesce(b.location_id, s.id) as id,
           coalesce(b.item_kind, s.item_kind) as item_kind, coalesce(b.item_id, s.item_id) as item_id,
           b.amount as balance, s.amount as summed, b.damaged as balance_damaged, s.damaged as summed_damaged
      from stock_balances b
      full join sums s on s.kind = b.location_kind and s.id = b.location_id
                      and s.item_kind = b.item_kind and s.item_id = b.item_id
     where coalesce(b.amount, 0) <> coalesce(s.amount, 0) or coalesce(b.damaged, 0) <> coalesce(s.damaged, 0)`);
  return rows;
}

/** Balances below zero (the CHECK constraints forbid them; this proves it from the outside). */
export async function negativeBalances(db: Tx) {
  const { rows } = await db.execute(sql`select * from stock_balances where amount < 0 or damaged < 0`);
  return rows;
}

/** Every item's whole stock, good and damaged units together, over every location: 'jobReady:7' → 42. */
export async function stockTotals(db: Tx): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ key: string; total: number }>(sql`
    select item_kind || ':' || item_id as key, sum(amount + damaged)::int as total
      from stock_balances group by item_kind, item_id`);
  return new Map(rows.map((r) => [r.key, r.total]));
}
