import { notEnoughStock, type StockItemKind, type StockLocationKind, type StockReason } from '@fieldbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bulkItems, jobReadyItems, jobs, stockBalances, stockMovements, yards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The stock ledger: the ONE writer of stock amounts (ARCHITECTURE.md "Data rules"). Every change to
 * what a yard or job holds is a movement row written in the same transaction as the balances it
 * changes. Adjustments, receipts and retirements have one side null (outside the inventory);
 * transfers, check-ins and shop work move between two locations.
 *
 * Concurrency: the balance rows a call touches are locked with SELECT … FOR UPDATE one by one in one
 * fixed order, sorted by (location kind, location id, item kind, item id), so two transactions
 * touching overlapping rows queue behind each other instead of deadlocking, and each sees the other's
 * committed amounts before it checks availability: nothing is ever oversold. A refused movement
 * throws 409 naming the item and the location, and the caller's transaction rolls back.
 */

/**
 * Where stock can be: a yard, a job, or on a truck — 'transit', whose id is the pick ticket that
 * shipped it (Ship Items moves stock origin → transit, Check In transit → destination), so stock on
 * its way is in the ledger like stock anywhere else.
 */
export type LedgerLocationKind = StockLocationKind | 'transit';

export interface StockLocation {
  kind: LedgerLocationKind;
  id: number;
}
export interface StockItem {
  kind: StockItemKind;
  id: number;
}

export interface Movement {
  item: StockItem;
  /** null: the stock comes from outside (a positive adjustment, a receipt, shop production). */
  from: StockLocation | null;
  /** null: the stock leaves the inventory (a negative adjustment, a retirement). */
  to: StockLocation | null;
  /** Good units moved. */
  amount: number;
  /** Damaged units moved. */
  damaged?: number;
  /**
   * The damaged units leave the origin as good ones (found damaged on the way, e.g. a return from a
   * job). With from equal to to, this marks good units damaged in place.
   */
  damagedFromGood?: boolean;
  reason: StockReason;
  /** What caused it (a pick ticket, a shop ticket, an upload…). */
  reference?: { kind: string; id: number } | null;
  userId: number | null;
}

/** One balance row's key, and its order: the fixed lock order of the ledger. */
type Key = { locationKind: LedgerLocationKind; locationId: number; itemKind: StockItemKind; itemId: number };
const keyString = (k: Key) => `${k.locationKind}:${k.locationId}:${k.itemKind}:${k.itemId}`;
export function compareKeys(a: Key, b: Key): number {
  if (a.locationKind !== b.locationKind) return a.locationKind < b.locationKind ? -1 : 1;
  if (a.locationId !== b.locationId) return a.locationId - b.locationId;
  if (a.itemKind !== b.itemKind) return a.itemKind < b.itemKind ? -1 : 1;
  return a.itemId - b.itemId;
}
const keyOf = (loc: StockLocation, item: StockItem): Key => ({
  locationKind: loc.kind,
  locationId: loc.id,
  itemKind: item.kind,
  itemId: item.id,
});

/** What one movement takes from its origin and gives to its destination, per bucket. */
export function effect(m: Pick<Movement, 'amount' | 'damaged' | 'damagedFromGood'>) {
  const damaged = m.damaged ?? 0;
  return {
    take: { amount: m.amount + (m.damagedFromGood ? damaged : 0), damaged: m.damagedFromGood ? 0 : damaged },
    give: { amount: m.amount, damaged },
  };
}

function checkShape(m: Movement): void {
  const damaged = m.damaged ?? 0;
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2147483647;
  if (!whole(m.amount) || !whole(damaged) || m.amount + damaged === 0)
    throw new Error(`stock ledger: a movement needs whole, non-negative amounts, not both 0 (${m.amount}, ${damaged})`);
  if (!m.from && !m.to) throw new Error('stock ledger: a movement needs an origin or a destination');
  if (!whole(m.item.id) || !whole(m.from?.id ?? 0) || !whole(m.to?.id ?? 0)) throw new Error('stock ledger: bad id');
  const same = m.from && m.to && m.from.kind === m.to.kind && m.from.id === m.to.id;
  if (same && !(m.damagedFromGood && m.amount === 0))
    throw new Error('stock ledger: a movement within one location only marks good units damaged');
}

interface Locked {
  id: number | null;
  amount: number;
  damaged: number;
}

/** Locks one balance row (creating it first when `create`), returning its amounts; null id: none. */
async function lockRow(tx: Tx, k: Key, create: boolean): Promise<Locked> {
  const where = and(
    eq(stockBalances.locationKind, k.locationKind),
    eq(stockBalances.locationId, k.locationId),
    eq(stockBalances.itemKind, k.itemKind),
    eq(stockBalances.itemId, k.itemId),
  );
  const select = () =>
    tx
      .select({ id: stockBalances.id, amount: stockBalances.amount, damaged: stockBalances.damaged })
      .from(stockBalances)
      .where(where)
      .for('update');
  let [row] = await select();
  if (!row && create) {
    await tx.insert(stockBalances).values(k).onConflictDoNothing();
    [row] = await select();
  }
  return row ?? { id: null, amount: 0, damaged: 0 };
}

/** The names of an item and a location, for a refusal. */
async function describe(tx: Tx, k: Key): Promise<{ item: string; location: string }> {
  const itemTable = k.itemKind === 'jobReady' ? jobReadyItems : bulkItems;
  const [item] = await tx.select({ name: itemTable.name }).from(itemTable).where(eq(itemTable.id, k.itemId));
  if (k.locationKind === 'transit')
    return { item: item?.name ?? `item ${k.itemId}`, location: `transit on pick ticket #${k.locationId}` };
  const [location] =
    k.locationKind === 'yard'
      ? await tx.select({ name: yards.name }).from(yards).where(eq(yards.id, k.locationId))
      : await tx.select({ name: jobs.jobName }).from(jobs).where(eq(jobs.id, k.locationId));
  return { item: item?.name ?? `item ${k.itemId}`, location: location?.name ?? `${k.locationKind} ${k.locationId}` };
}

/**
 * Applies movements in order, in the caller's transaction: locks every balance they touch (in the
 * ledger's order), refuses with 409 any step that would take a balance below 0, then writes the
 * balances and one movement row each. Returns the movement ids.
 */
export async function moveMany(tx: Tx, movements: readonly Movement[]): Promise<number[]> {
  if (movements.length === 0) return [];
  for (const m of movements) checkShape(m);

  // Every key touched, with whether some movement adds to it (only those rows may be created).
  const touched = new Map<string, { key: Key; receives: boolean }>();
  const note = (loc: StockLocation | null, item: StockItem, receives: boolean) => {
    if (!loc) return;
    const key = keyOf(loc, item);
    const s = keyString(key);
    const seen = touched.get(s);
    touched.set(s, { key, receives: receives || (seen?.receives ?? false) });
  };
  for (const m of movements) {
    note(m.from, m.item, false);
    note(m.to, m.item, true);
  }
  const ordered = [...touched.values()].sort((a, b) => compareKeys(a.key, b.key));
  const rows = new Map<string, Locked>();
  for (const { key, receives } of ordered) rows.set(keyString(key), await lockRow(tx, key, receives));

  // Apply in order on the locked amounts; refuse the first step that goes below 0.
  for (const m of movements) {
    const { take, give } = effect(m);
    if (m.from) {
      const key = keyOf(m.from, m.item);
      const row = rows.get(keyString(key)) as Locked;
      const short = row.amount < take.amount ? 'amount' : row.damaged < take.damaged ? 'damaged' : null;
      if (short) {
        const names = await describe(tx, key);
        throw new AppError(409, notEnoughStock(names.item, names.location, row[short], short === 'damaged'));
      }
      row.amount -= take.amount;
      row.damaged -= take.damaged;
    }
    if (m.to) {
      const row = rows.get(keyString(keyOf(m.to, m.item))) as Locked;
      if (row.amount + give.amount > 2147483647 || row.damaged + give.damaged > 2147483647) {
        const names = await describe(tx, keyOf(m.to, m.item));
        throw new AppError(409, `${names.location} cannot hold more ${names.item}.`);
      }
      row.amount += give.amount;
      row.damaged += give.damaged;
    }
  }

  const now = new Date();
  for (const row of rows.values()) {
    if (row.id === null) continue;
    await tx
      .update(stockBalances)
      .set({ amount: row.amount, damaged: row.damaged, updatedAt: now })
      .where(eq(stockBalances.id, row.id));
  }
  const inserted = await tx
    .insert(stockMovements)
    .values(
      movements.map((m) => ({
        itemKind: m.item.kind,
        itemId: m.item.id,
        fromKind: m.from?.kind ?? null,
        fromId: m.from?.id ?? null,
        toKind: m.to?.kind ?? null,
        toId: m.to?.id ?? null,
        amount: m.amount,
        damaged: m.damaged ?? 0,
        damagedFromGood: m.damagedFromGood ?? false,
        reason: m.reason,
        referenceKind: m.reference?.kind ?? null,
        referenceId: m.reference?.id ?? null,
        userId: m.userId,
        createdAt: now,
      })),
    )
    .returning({ id: stockMovements.id });
  return inserted.map((r) => r.id);
}

/** One movement: see moveMany. */
export async function move(tx: Tx, movement: Movement): Promise<number> {
  const [id] = await moveMany(tx, [movement]);
  return id;
}

/**
 * The movements of a signed adjustment at a location: a positive change comes from outside, a
 * negative one leaves; good and damaged units separately. Zero changes give no movement.
 */
export function adjustmentMovements(
  location: StockLocation,
  item: StockItem,
  change: { amount: number; damaged?: number },
  userId: number | null,
  reason: StockReason = 'adjustment',
): Movement[] {
  const out: Movement[] = [];
  const add = (amount: number, damaged: number) => {
    if (amount === 0 && damaged === 0) return;
    const sign = amount + damaged > 0 ? 1 : -1;
    out.push({
      item,
      from: sign < 0 ? location : null,
      to: sign > 0 ? location : null,
      amount: Math.abs(amount),
      damaged: Math.abs(damaged),
      reason,
      userId,
    });
  };
  const a = change.amount;
  const d = change.damaged ?? 0;
  // Same signs travel together in one movement; opposite signs need two.
  if (a >= 0 === d >= 0 || a === 0 || d === 0) add(a, d);
  else {
    add(a, 0);
    add(0, d);
  }
  return out;
}

/** The balances of some items at one location (missing rows are absent). */
export async function balancesAt(tx: Tx, location: StockLocation, itemKind: StockItemKind, itemIds?: number[]) {
  return tx
    .select({
      id: stockBalances.id,
      itemId: stockBalances.itemId,
      amount: stockBalances.amount,
      damaged: stockBalances.damaged,
    })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.locationKind, location.kind),
        eq(stockBalances.locationId, location.id),
        eq(stockBalances.itemKind, itemKind),
        itemIds ? inArray(stockBalances.itemId, itemIds) : undefined,
      ),
    );
}

/** Whether an item is anywhere in stock or has ever moved (then it may not be deleted). */
export async function itemHasStockHistory(tx: Tx, item: StockItem): Promise<boolean> {
  const [row] = await tx
    .execute<{ used: boolean }>(sql`
    select exists (select 1 from stock_balances where item_kind = ${item.kind} and item_id = ${item.id}
                   and (amount > 0 or damaged > 0))
        or exists (select 1 from stock_movements where item_kind = ${item.kind} and item_id = ${item.id}) as used`)
    .then((r) => r.rows);
  return Boolean(row?.used);
}
