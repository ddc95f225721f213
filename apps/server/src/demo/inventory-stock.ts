import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  bulkItems,
  inventoryCategories,
  jobReadyItems,
  jobs,
  offices,
  stockMovements,
  yards,
} from '../db/schema/index.ts';
import { type Movement, moveMany } from '../domains/inventory/stock-ledger.ts';
import { type DemoStep, tally } from './step.ts';

// Demo stock: a yard per demo office, the catalogue (categories, job-ready items, bulk items), and
// stock received into the yards then moved to three jobs, some of it damaged — all through the
// stock ledger, so the audit and the historical totals read true.

const YARDS = ['Denver', 'Midland', 'Williston', 'Casper'];
const CATEGORIES = ['Panels', 'Beams', 'Hardware', 'Meters', 'Lighting'];
const JOB_READY: [string, string][] = [
  ['20 ft STC 32 Panel Section', 'Panels'],
  ['20 ft STC 25 Panel Section', 'Panels'],
  ['Acoustic Blanket Panel 4 x 16 ft', 'Panels'],
  ['16 ft Beam', 'Beams'],
  ['24 ft Beam', 'Beams'],
  ['Light Tower', 'Lighting'],
  ['Monitoring Enclosure', 'Meters'],
];
const BULK: [string, string][] = [
  ['3/4 in x 6 in Bolt', 'Hardware'],
  ['3/4 in Nut', 'Hardware'],
  ['Panel Bracket', 'Hardware'],
  ['Beam Base Plate', 'Hardware'],
  ['Acoustic Blanket Roll', 'Panels'],
  ['Ratchet Strap', 'Hardware'],
];
/** [item, yard index, good, damaged]: what each yard received. */
const RECEIPTS: [string, number, number, number][] = [
  ['20 ft STC 32 Panel Section', 0, 420, 12],
  ['20 ft STC 32 Panel Section', 1, 260, 5],
  ['20 ft STC 25 Panel Section', 0, 180, 0],
  ['20 ft STC 25 Panel Section', 2, 140, 8],
  ['Acoustic Blanket Panel 4 x 16 ft', 1, 300, 0],
  ['16 ft Beam', 0, 380, 4],
  ['16 ft Beam', 1, 240, 0],
  ['24 ft Beam', 2, 120, 2],
  ['Light Tower', 0, 6, 1],
  ['Light Tower', 3, 4, 0],
  ['Monitoring Enclosure', 0, 10, 0],
  ['3/4 in x 6 in Bolt', 0, 5000, 0],
  ['3/4 in x 6 in Bolt', 1, 3200, 0],
  ['3/4 in Nut', 0, 5200, 0],
  ['Panel Bracket', 0, 900, 0],
  ['Panel Bracket', 2, 400, 0],
  ['Beam Base Plate', 1, 300, 0],
  ['Acoustic Blanket Roll', 1, 45, 0],
  ['Ratchet Strap', 3, 150, 0],
];
/** [job name, item, yard index, amount out, amount returned (damaged on return)]. */
const TO_JOBS: [string, string, number, number, [number, number]?][] = [
  ['Hawkins 14-22 Pad – sound wall', '20 ft STC 32 Panel Section', 0, 120],
  ['Hawkins 14-22 Pad – sound wall', '16 ft Beam', 0, 126],
  ['Hawkins 14-22 Pad – sound wall', '3/4 in x 6 in Bolt', 0, 1000],
  ['Hawkins 14-22 Pad – sound wall', 'Light Tower', 0, 2],
  ['Sandoval 3-9 Completion – frac wall', '20 ft STC 32 Panel Section', 1, 90, [10, 3]],
  ['Sandoval 3-9 Completion – frac wall', '16 ft Beam', 1, 95, [5, 0]],
  ['Sandoval 3-9 Completion – frac wall', 'Panel Bracket', 0, 200],
  ['I-25 Interchange Rebuild – night-work wall', '20 ft STC 25 Panel Section', 2, 60],
  ['I-25 Interchange Rebuild – night-work wall', '24 ft Beam', 2, 62],
];

export const inventoryStockStep: DemoStep = {
  name: 'inventory stock',
  async run(tx: Tx, ctx) {
    const t = tally();
    // The shop's lead keeps the stock: the audit names him for the demo's receipts and moves.
    const userId = ctx.refs.users.get('demo.shop') ?? null;

    const yardIds: number[] = [];
    for (const office of YARDS) {
      const name = `${office} Yard`;
      const [found] = await tx
        .select({ id: yards.id })
        .from(yards)
        .where(eq(sql`lower(${yards.name})`, name.toLowerCase()));
      if (found) {
        yardIds.push(found.id);
        t.existing('yards');
        continue;
      }
      const officeId =
        ctx.refs.offices.get(office) ??
        (await tx.select({ id: offices.id }).from(offices).where(eq(offices.name, office)))[0]?.id;
      if (!officeId) continue;
      const [row] = await tx.insert(yards).values({ name, officeLocationId: officeId }).returning({ id: yards.id });
      yardIds.push(row.id);
      t.created('yards');
    }

    const categoryIds = new Map<string, number>();
    for (const name of CATEGORIES) {
      const [found] = await tx
        .select({ id: inventoryCategories.id })
        .from(inventoryCategories)
        .where(eq(sql`lower(${inventoryCategories.name})`, name.toLowerCase()));
      if (found) t.existing('categories');
      else t.created('categories');
      categoryIds.set(
        name,
        found?.id ??
          (await tx.insert(inventoryCategories).values({ name }).returning({ id: inventoryCategories.id }))[0].id,
      );
    }

    const itemIds = new Map<string, { kind: 'jobReady' | 'bulk'; id: number }>();
    for (const [kind, list, table] of [
      ['jobReady', JOB_READY, jobReadyItems],
      ['bulk', BULK, bulkItems],
    ] as const) {
      for (const [name, category] of list) {
        const [found] = await tx
          .select({ id: table.id })
          .from(table)
          .where(eq(sql`lower(${table.name})`, name.toLowerCase()));
        if (found) t.existing(kind === 'jobReady' ? 'jobReadyItems' : 'bulkItems');
        else t.created(kind === 'jobReady' ? 'jobReadyItems' : 'bulkItems');
        const id =
          found?.id ??
          (
            await tx
              .insert(table)
              .values({ name, categoryId: categoryIds.get(category) as number })
              .returning({ id: table.id })
          )[0].id;
        itemIds.set(name, { kind, id });
      }
    }

    // Stock only once: a database that already has the demo's receipts keeps what it has.
    const demoItems = [...itemIds.values()];
    const [stocked] = await tx
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.reason, 'receipt'),
          inArray(
            stockMovements.itemId,
            demoItems.map((i) => i.id),
          ),
        ),
      )
      .limit(1);
    if (stocked || yardIds.length < YARDS.length) {
      t.existing('stockMovements');
      return t.counts;
    }
    const reference = { kind: 'demo', id: 1 };
    const movements: Movement[] = RECEIPTS.map(([item, yard, amount, damaged]) => ({
      item: itemIds.get(item) as Movement['item'],
      from: null,
      to: { kind: 'yard', id: yardIds[yard] },
      amount,
      damaged,
      reason: 'receipt',
      reference,
      userId,
    }));
    const jobRows = await tx
      .select({ id: jobs.id, name: jobs.jobName })
      .from(jobs)
      .where(inArray(jobs.jobName, [...new Set(TO_JOBS.map((j) => j[0]))]));
    const jobId = new Map(jobRows.map((j) => [j.name, j.id]));
    for (const [job, item, yard, out, back] of TO_JOBS) {
      const id = jobId.get(job);
      if (!id) continue;
      const ref = itemIds.get(item) as Movement['item'];
      const yardLoc = { kind: 'yard' as const, id: yardIds[yard] };
      const jobLoc = { kind: 'job' as const, id };
      movements.push({ item: ref, from: yardLoc, to: jobLoc, amount: out, reason: 'transfer', userId });
      if (back) {
        const [good, damaged] = back;
        movements.push({
          item: ref,
          from: jobLoc,
          to: yardLoc,
          amount: good,
          damaged,
          damagedFromGood: true,
          reason: 'checkIn',
          userId,
        });
      }
    }
    const ids = await moveMany(tx, movements);
    t.created('stockMovements', ids.length);
    return t.counts;
  },
};
