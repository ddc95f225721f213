import { notEnoughStock } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createYard } from '../../../test/factories/stock.ts';
import { createUser } from '../../../test/factories/users.ts';
import { ledgerMismatches, negativeBalances } from '../../../test/stock-invariants.ts';
import { AppError } from '../../platform/errors.ts';
import {
  adjustmentMovements,
  type Movement,
  move,
  moveMany,
  type StockItem,
  type StockLocation,
} from './stock-ledger.ts';

// The stock ledger's promises, proven on a real database: no balance ever goes below 0, concurrent
// movements neither deadlock nor oversell, and every balance equals the sum of its movements.

let t: TestApp;
let userId: number;
let locations: StockLocation[];
let items: StockItem[];
let yardName: string;
let panelName: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  userId = (await createUser(db, { signInable: false })).id;
  const a = await createYard(db);
  const b = await createYard(db);
  const job = await createJob(db);
  yardName = a.name;
  locations = [
    { kind: 'yard', id: a.id },
    { kind: 'yard', id: b.id },
    { kind: 'job', id: job.id },
  ];
  const panel = await createJobReadyItem(db);
  panelName = panel.name;
  items = [
    { kind: 'jobReady', id: panel.id },
    { kind: 'bulk', id: (await createBulkItem(db)).id },
  ];
});

const run = (movements: Movement[]) => t.database.db.transaction((tx) => moveMany(tx, movements));

async function balanceOf(loc: StockLocation, item: StockItem) {
  const { rows } = await t.database.db.execute<{ amount: number; damaged: number }>(sql`
    select amount, damaged from stock_balances
     where location_kind = ${loc.kind} and location_id = ${loc.id} and item_kind = ${item.kind} and item_id = ${item.id}`);
  return rows[0] ?? { amount: 0, damaged: 0 };
}

// --- operations ----------------------------------------------------------------------------------------

const location = () => fc.integer({ min: 0, max: 2 });
const item = () => fc.integer({ min: 0, max: 1 });
type Op =
  | { op: 'adjust'; at: number; item: number; amount: number; damaged: number }
  | { op: 'move'; from: number; to: number; item: number; amount: number; damaged: number; fromGood: boolean };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('adjust' as const),
    at: location(),
    item: item(),
    amount: fc.integer({ min: -8, max: 12 }),
    damaged: fc.integer({ min: -3, max: 4 }),
  }),
  fc.record({
    op: fc.constant('move' as const),
    from: location(),
    to: location(),
    item: item(),
    amount: fc.integer({ min: 0, max: 9 }),
    damaged: fc.integer({ min: 0, max: 3 }),
    fromGood: fc.boolean(),
  }),
);

function movementsOf(o: Op): Movement[] {
  if (o.op === 'adjust')
    return adjustmentMovements(locations[o.at], items[o.item], { amount: o.amount, damaged: o.damaged }, userId);
  if (o.from === o.to || o.amount + o.damaged === 0) return [];
  return [
    {
      item: items[o.item],
      from: locations[o.from],
      to: locations[o.to],
      amount: o.amount,
      damaged: o.damaged,
      damagedFromGood: o.fromGood,
      reason: 'transfer',
      userId,
    },
  ];
}

/** Runs an operation in its own transaction: true when applied, false when the ledger refused it (409). */
async function attempt(o: Op): Promise<boolean> {
  const ms = movementsOf(o);
  if (ms.length === 0) return true;
  try {
    await run(ms);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return false;
    throw err; // a deadlock, a check violation or anything else fails the property
  }
}

describe('stock ledger', () => {
  it('applies operations one at a time exactly as a model of the balances predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const before = await Promise.all(
            locations.flatMap((l) => items.map(async (i) => ({ l, i, b: await balanceOf(l, i) }))),
          );
          const model = new Map(before.map((x) => [`${x.l.kind}${x.l.id}${x.i.kind}${x.i.id}`, { ...x.b }]));
          let possible = true;
          for (const m of movementsOf(o)) {
            const d = m.damaged ?? 0;
            if (m.from) {
              const s = model.get(`${m.from.kind}${m.from.id}${m.item.kind}${m.item.id}`) as {
                amount: number;
                damaged: number;
              };
              s.amount -= m.amount + (m.damagedFromGood ? d : 0);
              s.damaged -= m.damagedFromGood ? 0 : d;
              if (s.amount < 0 || s.damaged < 0) possible = false;
            }
            if (m.to) {
              const s = model.get(`${m.to.kind}${m.to.id}${m.item.kind}${m.item.id}`) as {
                amount: number;
                damaged: number;
              };
              s.amount += m.amount;
              s.damaged += d;
            }
          }
          expect(await attempt(o)).toBe(possible);
          for (const x of before) {
            const expected = possible ? model.get(`${x.l.kind}${x.l.id}${x.i.kind}${x.i.id}`) : x.b;
            expect(await balanceOf(x.l, x.i)).toEqual(expected);
          }
        }
      }),
      { numRuns: 12 },
    );
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('runs concurrent batches on separate connections without deadlock, negative balance or drift', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          for (const batch of batches) await Promise.all(batch.map(attempt));
          expect(await negativeBalances(t.database.db)).toEqual([]);
          expect(await ledgerMismatches(t.database.db)).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('never oversells: of many concurrent takes, only what the yard holds goes', async () => {
    const [yard] = locations;
    const [panel] = items;
    const start = await balanceOf(yard, panel);
    const reset: Movement[] = [{ item: panel, from: null, to: yard, amount: 10, reason: 'receipt', userId }];
    if (start.amount > 0)
      reset.unshift({ item: panel, from: yard, to: null, amount: start.amount, reason: 'retirement', userId });
    await run(reset);
    const take = { op: 'move', from: 0, to: 2, item: 0, amount: 3, damaged: 0, fromGood: false } as const;
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(take)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await balanceOf(yard, panel)).amount).toBe(1);
    expect(await negativeBalances(t.database.db)).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses with 409 naming the item and the location, and writes nothing', async () => {
    const [yard] = locations;
    const [panel] = items;
    const before = await balanceOf(yard, panel);
    const { rows: countBefore } = await t.database.db.execute(sql`select count(*)::int as n from stock_movements`);
    const err = await t.database.db
      .transaction((tx) =>
        move(tx, { item: panel, from: yard, to: null, amount: before.amount + 1, reason: 'adjustment', userId }),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).message).toBe(notEnoughStock(panelName, yardName, before.amount, false));
    expect(await balanceOf(yard, panel)).toEqual(before);
    const { rows: countAfter } = await t.database.db.execute(sql`select count(*)::int as n from stock_movements`);
    expect(countAfter).toEqual(countBefore);
  });

  it('turns a signed adjustment into movements: same signs together, opposite signs apart, zero none', () => {
    const [yard] = locations;
    const [panel] = items;
    expect(adjustmentMovements(yard, panel, { amount: 0, damaged: 0 }, 1)).toEqual([]);
    expect(adjustmentMovements(yard, panel, { amount: 5, damaged: 2 }, 1)).toMatchObject([
      { from: null, to: yard, amount: 5, damaged: 2 },
    ]);
    expect(adjustmentMovements(yard, panel, { amount: -5 }, 1)).toMatchObject([{ from: yard, to: null, amount: 5 }]);
    expect(adjustmentMovements(yard, panel, { amount: 4, damaged: -1 }, 1)).toMatchObject([
      { from: null, to: yard, amount: 4, damaged: 0 },
      { from: yard, to: null, amount: 0, damaged: 1 },
    ]);
  });

  it('refuses malformed movements outright (a programming error, not a user one)', async () => {
    const [yard] = locations;
    const [panel] = items;
    await expect(run([{ item: panel, from: null, to: null, amount: 1, reason: 'adjustment', userId }])).rejects.toThrow(
      /origin or a destination/,
    );
    await expect(run([{ item: panel, from: null, to: yard, amount: 0, reason: 'adjustment', userId }])).rejects.toThrow(
      /not both 0/,
    );
    await expect(run([{ item: panel, from: yard, to: yard, amount: 1, reason: 'transfer', userId }])).rejects.toThrow(
      /within one location/,
    );
  });
});
