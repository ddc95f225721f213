import { randomUUID } from 'node:crypto';
import type { Tx } from '../src/db/client.ts';
import { ledgerMismatches, negativeBalances, stockTotals } from './stock-invariants.ts';

// A random stock workload over the real HTTP API: pick orders, shipments, check-ins, shop work and
// yard adjustments, each sent by a client that retries (the same request key twice), from many
// workers at once. The concurrency test runs a small one; `npm run bench -- --suite stock` the full
// figure. What it proves is read back from the database by `stockViolations`.

/** Where the workload runs: the ids it moves stock between and the token it calls with. */
export interface StockScene {
  base: string;
  token: string;
  /** Two yards that start with stock. */
  yards: [number, number];
  /** A job approved through all stages (shipping to it is allowed). */
  jobId: number;
  /** A job-ready item the build ticket makes, and the bulk items it is built from. */
  jobReadyItemId: number;
  bulkItemIds: number[];
  /** An open build ticket at yards[0] of jobReadyItemId, its line, and what one unit takes. */
  buildTicket: { shopTicketId: number; shopTicketItemId: number; perUnit: Map<number, number> };
}

/** What the workload did, by outcome: the deltas it caused outside transfers, and refusals. */
export interface WorkloadResult {
  requests: number;
  byStatus: Map<number, number>;
  /** Stock created or removed by adjustments and shop work that succeeded: 'jobReady:7' → +3. */
  created: Map<string, number>;
  /** Requests answered 5xx (a deadlock or any other server fault). */
  serverErrors: string[];
}

type Op = 'pick' | 'ship' | 'checkIn' | 'adjust' | 'shop';
const OPS: Op[] = ['pick', 'pick', 'ship', 'ship', 'checkIn', 'checkIn', 'adjust', 'shop'];

const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const upTo = (n: number) => Math.floor(Math.random() * (n + 1));

async function send(scene: StockScene, r: WorkloadResult, method: string, path: string, body?: unknown) {
  const res = await fetch(`${scene.base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${scene.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  r.requests += 1;
  r.byStatus.set(res.status, (r.byStatus.get(res.status) ?? 0) + 1);
  if (res.status >= 500) r.serverErrors.push(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return { status: res.status, json };
}

/** A stock-moving request sent twice with one key, as a client retrying after a timeout does. */
async function sendTwice(scene: StockScene, r: WorkloadResult, path: string, body: Record<string, unknown>) {
  const keyed = { ...body, requestKey: randomUUID() };
  const [first, second] = await Promise.all([send(scene, r, 'POST', path, keyed), send(scene, r, 'POST', path, keyed)]);
  // Done once: when both went through, the repeat answered the first result, not a second run.
  if (first.status === 200 && second.status === 200 && JSON.stringify(first.json) !== JSON.stringify(second.json))
    r.serverErrors.push(
      `${path}: one request key ran twice (${JSON.stringify(first.json)}, ${JSON.stringify(second.json)})`,
    );
  return first.status === 200 ? first : second;
}

const add = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);

type Line = {
  transferItemId: number;
  amountRemaining: number;
  damagedAmount: number;
  inTransit: number;
  inTransitDamaged: number;
};

async function ticketLines(scene: StockScene, r: WorkloadResult, id: number) {
  const { status, json } = await send(scene, r, 'GET', `/InventoryTransfer/TransferRequest?id=${id}`);
  if (status !== 200 || !json) return null;
  const t = json.data as { transferItems: Line[]; transferItemsBulk: Line[] };
  return t;
}

/** One random operation. Refusals (409, 400) are normal outcomes: they must move nothing. */
async function step(scene: StockScene, r: WorkloadResult, tickets: number[]) {
  const op = pickOne(OPS);
  const [y1, y2] = scene.yards;
  if (op === 'pick') {
    const ends = pickOne([
      { fromType: 0, fromLocationId: y1, toType: 1, toLocationId: scene.jobId },
      { fromType: 0, fromLocationId: y2, toType: 1, toLocationId: scene.jobId },
      { fromType: 1, fromLocationId: scene.jobId, toType: 0, toLocationId: y1 },
      { fromType: 0, fromLocationId: y1, toType: 0, toLocationId: y2 },
    ]);
    const { status, json } = await send(scene, r, 'POST', '/InventoryTransfer/PickOrder', {
      requestKey: randomUUID(),
      ...ends,
      jobReadyItems: [{ jobReadyItemId: scene.jobReadyItemId, amount: 1 + upTo(4), damagedAmount: 0 }],
      bulkItems: [{ bulkItemId: pickOne(scene.bulkItemIds), amount: 1 + upTo(9), damagedAmount: 0 }],
    });
    if (status === 200 && json) tickets.push(Number(json.transferRequestId));
  } else if (op === 'ship' || op === 'checkIn') {
    if (tickets.length === 0) return;
    const id = pickOne(tickets);
    const t = await ticketLines(scene, r, id);
    if (!t) return;
    // Now and then more than the ticket allows, to be refused.
    const over = Math.random() < 0.15 ? 3 : 0;
    const choose = (l: Line) =>
      op === 'ship'
        ? { transferItemId: l.transferItemId, selected: upTo(l.amountRemaining) + over }
        : { transferItemId: l.transferItemId, selected: upTo(l.inTransit) + over };
    await sendTwice(scene, r, op === 'ship' ? '/InventoryTransfer/ShipItems' : '/InventoryTransfer/CheckIn', {
      transferRequestId: id,
      transferItems: t.transferItems.map(choose),
      transferItemsBulk: t.transferItemsBulk.map(choose),
    });
  } else if (op === 'adjust') {
    const bulk = Math.random() < 0.5;
    const itemId = bulk ? pickOne(scene.bulkItemIds) : scene.jobReadyItemId;
    const adjustment = upTo(9) - 4;
    const { status } = await send(scene, r, 'POST', '/Inventory/YardInventory', {
      yardId: pickOne(scene.yards),
      jobReadyItems: bulk ? [] : [{ itemId, adjustment, damagedAdjustment: 0 }],
      bulkItems: bulk ? [{ itemId, adjustment }] : [],
    });
    if (status === 200) add(r.created, `${bulk ? 'bulk' : 'jobReady'}:${itemId}`, adjustment);
  } else {
    const b = scene.buildTicket;
    const { status } = await sendTwice(scene, r, '/ShopConversion/AdjustShopTicket', {
      shopTicketId: b.shopTicketId,
      ticketItems: [{ shopTicketItemId: b.shopTicketItemId, adjustment: 1, damagedAdjustment: 0, components: [] }],
    });
    if (status === 200) {
      add(r.created, `jobReady:${scene.jobReadyItemId}`, 1);
      for (const [bulkId, n] of b.perUnit) add(r.created, `bulk:${bulkId}`, -n);
    }
  }
}

/** Runs `workers` clients at once, each sending `steps` random operations one after another. */
export async function runStockWorkload(scene: StockScene, workers: number, steps: number): Promise<WorkloadResult> {
  const result: WorkloadResult = { requests: 0, byStatus: new Map(), created: new Map(), serverErrors: [] };
  const tickets: number[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < steps; i++) await step(scene, result, tickets);
    }),
  );
  return result;
}

/**
 * What must hold after any workload: no balance below 0, every balance the sum of its movements, and
 * stock conserved — each item's total (on trucks included: the ledger's transit locations) is what it was plus what adjustments and
 * shop work created or removed; transfers only move it. Empty when all holds.
 */
export async function stockViolations(db: Tx, before: Map<string, number>, created: Map<string, number>) {
  const out: string[] = [];
  for (const n of await negativeBalances(db)) out.push(`negative balance ${JSON.stringify(n)}`);
  for (const m of await ledgerMismatches(db)) out.push(`balance differs from its movements ${JSON.stringify(m)}`);
  const after = await stockTotals(db);
  for (const key of new Set([...before.keys(), ...after.keys(), ...created.keys()])) {
    const expected = (before.get(key) ?? 0) + (created.get(key) ?? 0);
    if ((after.get(key) ?? 0) !== expected) out.push(`${key}: ${after.get(key) ?? 0} in stock, ${expected} expected`);
  }
  return out;
}

/** The stock before a workload, to compare with after it. */
export const stockBefore = (db: Tx) => stockTotals(db);
