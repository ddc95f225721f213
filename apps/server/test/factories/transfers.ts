import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { assets, jobApprovals } from '../../src/db/schema/index.ts';
import { move } from '../../src/domains/inventory/stock-ledger.ts';

// Preconditions of the pick ticket tests: approved jobs, stock put at a location through the ledger,
// and assets placed at a yard or job.

let n = 0;
const unique = () => `${++n}${Math.random().toString(36).slice(2, 6)}`;

/** Gives a job the five approvals (accounting approved, or skipped) that shipping needs. */
export async function approveJob(db: Db, jobId: number, opts: { accountingSkipped?: boolean } = {}) {
  await db.insert(jobApprovals).values(
    (['sales', 'corporate', 'client', 'operations', 'accounting'] as const).map((kind) => ({
      jobId,
      kind,
      approval: !(kind === 'accounting' && opts.accountingSkipped),
      skipped: kind === 'accounting' && Boolean(opts.accountingSkipped),
    })),
  );
}

/** Puts good (and damaged) units of an item at a location with a receipt movement of the ledger. */
export async function stock(
  db: Db,
  location: { kind: 'yard' | 'job'; id: number },
  item: { kind: 'jobReady' | 'bulk'; id: number },
  amount: number,
  damaged = 0,
) {
  await db.transaction((tx) =>
    move(tx, { item, from: null, to: location, amount, damaged, reason: 'receipt', userId: null }),
  );
}

/** An asset at a yard (or a job). */
export async function assetAt(
  db: Db,
  at: { yardId: number; jobId?: number | null },
  opts: { name?: string; decommissioned?: boolean; onRepair?: boolean } = {},
) {
  const [row] = await db
    .insert(assets)
    .values({
      name: opts.name ?? 'Sound level meter',
      serialNumber: `TR-${unique()}`,
      assetType: 1,
      yardId: at.yardId,
      jobId: at.jobId ?? null,
      status: at.jobId ? 'At Job' : 'Available',
      decommissioned: opts.decommissioned ?? false,
      onRepair: opts.onRepair ?? false,
    })
    .returning();
  return row;
}

/** The balance of an item at a location (0/0 when none). */
export async function balance(
  db: Db,
  location: { kind: 'yard' | 'job'; id: number },
  item: { kind: 'jobReady' | 'bulk'; id: number },
) {
  const { rows } = await db.execute<{ amount: number; damaged: number }>(sql`
    select amount, damaged from stock_balances where location_kind = ${location.kind} and location_id = ${location.id}
       and item_kind = ${item.kind} and item_id = ${item.id}`);
  return { amount: Number(rows[0]?.amount ?? 0), damaged: Number(rows[0]?.damaged ?? 0) };
}
