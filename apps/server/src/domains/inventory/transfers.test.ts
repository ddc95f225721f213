import { randomUUID } from 'node:crypto';
import { messages, type TransferRequest } from '@fieldbook/contract';
import { inventoryAudit } from '@fieldbook/contract/inventory-stock';
import {
  availableJobInventory,
  availableYardInventory,
  cancelTransferRequest,
  checkInTransfer,
  closeTransferRequest,
  createPickOrder,
  editTransfer,
  getEditTransfer,
  getTransferRequest,
  type PickOrderInput,
  saveTransferRequest,
  shipItems,
  transferActiveJobs,
  transferActiveJobsWithInventory,
  transferList,
  transferYards,
} from '@fieldbook/contract/inventory-transfers';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createBulkItem, createJobReadyItem, createOffice, createYard } from '../../../test/factories/stock.ts';
import { approveJob, assetAt, balance, stock } from '../../../test/factories/transfers.ts';
import { ledgerMismatches } from '../../../test/stock-invariants.ts';
import { assetStatuses, assets, userOffices } from '../../db/schema/index.ts';

let t: TestApp;
let clerk: { id: number; token: string };
let yardClerk: { id: number; token: string };
let shipper: string;
let viewer: string;
let nobody: string;
let yard: { id: number; name: string };
let farYard: { id: number; name: string };
let job: { id: number; jobName: string };
let pending: { id: number; jobName: string };
let panel: { id: number; name: string };
let bolt: { id: number; name: string };

const J = (id: number) => ({ kind: 'jobReady' as const, id });
const B = (id: number) => ({ kind: 'bulk' as const, id });
const Y = (id: number) => ({ kind: 'yard' as const, id });
const JOB = (id: number) => ({ kind: 'job' as const, id });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  clerk = await signInUser(t, ['inventory.view', 'inventory.transfer', 'inventory.closeTransfer', 'inventory.adjust']);
  yardClerk = await signInUser(t, ['inventory.view', 'inventory.transfer']);
  shipper = await signInAs(t, ['inventory.transfer']);
  viewer = await signInAs(t, ['inventory.view']);
  nobody = await signInAs(t, []);
  const office = await createOffice(db, 'Odessa');
  yard = await createYard(db, { name: 'Odessa Yard', officeLocationId: office.id });
  farYard = await createYard(db, { name: 'Casper Yard' });
  await db.insert(userOffices).values({ userId: yardClerk.id, officeId: office.id });
  job = await createJob(db, { jobName: 'Permian Compressor Wall', stepId: 10 });
  await approveJob(db, job.id);
  pending = await createJob(db, { jobName: 'Midland Pad Wall', stepId: 6 });
  panel = await createJobReadyItem(db, { name: '20 ft STC 32 Panel Section' });
  bolt = await createBulkItem(db, { name: 'Hex Bolt 5/8' });
});

const key = () => randomUUID();
async function pick(body: Omit<PickOrderInput, 'requestKey'>, token = clerk.token) {
  const res = await call(t.app, createPickOrder, { body: { requestKey: key(), ...body }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.transferRequestId;
}
async function ticket(id: number, token = clerk.token): Promise<TransferRequest> {
  const res = await call(t.app, getTransferRequest, { query: { id }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}
const yardToJob = { fromType: 0 as const, fromLocationId: 0, toType: 1 as const, toLocationId: 0 };

describe('access to the transfer calls', () => {
  it('reads need inventory.view or transfer; writes inventory.transfer; close inventory.closeTransfer', async () => {
    for (const [e, input] of [
      [transferYards, {}],
      [transferActiveJobs, {}],
      [transferActiveJobsWithInventory, {}],
      [availableYardInventory, { query: { id: 1 } }],
      [availableJobInventory, { query: { id: 1 } }],
      [transferList, { query: { type: 'Pick' } }],
      [getTransferRequest, { query: { id: 1 } }],
      [getEditTransfer, { query: { id: 1 } }],
    ] as const)
      await denies(t.app, e, input, nobody);
    const k = key();
    for (const [e, input] of [
      [createPickOrder, { body: { requestKey: k, ...yardToJob } }],
      [saveTransferRequest, { body: { transferRequestId: 1 } }],
      [editTransfer, { body: { requestKey: k, transferRequestId: 1 } }],
      [cancelTransferRequest, { query: { id: 1 } }],
      [shipItems, { body: { requestKey: k, transferRequestId: 1 } }],
      [checkInTransfer, { body: { requestKey: k, transferRequestId: 1 } }],
    ] as const)
      await denies(t.app, e, input, viewer);
    await denies(t.app, closeTransferRequest, { query: { id: 1 } }, shipper);
  });

  it('answers 400 for malformed input', async () => {
    const base = { requestKey: key(), fromType: 0, fromLocationId: yard.id, toType: 1, toLocationId: job.id } as const;
    const bad = async (body: unknown, e: typeof createPickOrder | typeof shipItems = createPickOrder) => {
      const res = await call(t.app, e, { body: body as never, token: clerk.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json;
    };
    expect(
      (await bad({ ...base, requestKey: 'x', jobReadyItems: [{ jobReadyItemId: panel.id, amount: 1 }] })).errors,
    ).toHaveProperty('requestKey');
    expect((await bad({ ...base, fromType: 2 })).errors?.fromType).toBe(messages.transferLocationType);
    expect((await bad({ ...base, fromLocationId: 0 })).errors?.fromLocationId).toBe(messages.transferOriginRequired);
    expect((await bad({ ...base, toLocationId: 2 ** 31 })).errors?.toLocationId).toBe(
      messages.transferDestinationRequired,
    );
    expect(
      (await bad({ ...base, jobReadyItems: [{ jobReadyItemId: panel.id, amount: 123456 }] })).errors?.[
        'jobReadyItems.0.amount'
      ],
    ).toBe(messages.transferQuantityFormat);
    expect(
      (await bad({ ...base, jobReadyItems: [{ jobReadyItemId: panel.id, amount: -1 }] })).errors?.[
        'jobReadyItems.0.amount'
      ],
    ).toBe(messages.cannotAddNegative);
    expect((await bad({ ...base, toType: 0, toLocationId: yard.id, jobReadyItems: [] })).message).toBe(
      messages.transferSameLocation,
    );
    expect((await bad({ ...base, jobReadyItems: [{ jobReadyItemId: panel.id, amount: 0 }] })).message).toBe(
      messages.transferNothingSelected,
    );
    expect(
      (await bad({ ...base, jobReadyItems: [{ jobReadyItemId: panel.id, amount: 1, damagedAmount: 1 }] })).message,
    ).toBe(messages.transferDamagedOnlyOnReturn);
    expect((await bad({ requestKey: key(), transferRequestId: 1 }, shipItems)).message).toBe(
      messages.transferNothingSelected,
    );
    const list = await call(t.app, transferList, { query: { type: 'Nope' }, token: clerk.token });
    expect(list.statusCode).toBe(400);
    for (const e of [
      availableYardInventory,
      availableJobInventory,
      getTransferRequest,
      getEditTransfer,
      cancelTransferRequest,
      closeTransferRequest,
    ]) {
      const res = await call(t.app, e, { query: { id: 'abc' } as never, token: clerk.token });
      expect(res.statusCode, e.path).toBe(400);
    }
    for (const e of [createPickOrder, saveTransferRequest, editTransfer, shipItems, checkInTransfer]) {
      const res = await call(t.app, e, { body: {} as never, token: clerk.token });
      expect(res.statusCode, e.path).toBe(400);
    }
    const nothing = await call(t.app, checkInTransfer, {
      body: { requestKey: key(), transferRequestId: 1 },
      token: clerk.token,
    });
    expect(nothing.json.message).toBe(messages.transferNothingSelected);
    const closed = await call(t.app, transferList, {
      query: { type: 'Pick', closed: 'maybe' } as never,
      token: clerk.token,
    });
    expect(closed.statusCode).toBe(400);
  });
});

describe('origin and destination lists', () => {
  it('Yards are the allowed yards; ActiveJobs carry approved; ActiveJobsWithInventory only jobs holding stock', async () => {
    const mine = await call(t.app, transferYards, { token: yardClerk.token });
    expect(mine.json.data.map((y) => y.yardName)).toEqual(['Odessa Yard']);
    const all = await call(t.app, transferYards, { token: clerk.token });
    expect(all.json.data.map((y) => y.yardName)).toEqual(expect.arrayContaining(['Odessa Yard', 'Casper Yard']));
    const jobs = await call(t.app, transferActiveJobs, { token: clerk.token });
    expect(jobs.json.data).toContainEqual(expect.objectContaining({ jobId: job.id, approved: true }));
    expect(jobs.json.data).toContainEqual(expect.objectContaining({ jobId: pending.id, approved: false }));
    const billing = await createJob(t.database.db, { jobName: 'Billing Job', stepId: 13 });
    await stock(t.database.db, JOB(billing.id), B(bolt.id), 3);
    const destinations = await call(t.app, transferActiveJobs, { token: clerk.token });
    expect(destinations.json.data.map((j) => j.jobId)).toContain(job.id);
    expect(destinations.json.data.map((j) => j.jobId)).not.toContain(billing.id);
    const holding = await call(t.app, transferActiveJobsWithInventory, { token: clerk.token });
    expect(holding.json.data.map((j) => j.jobId)).not.toContain(pending.id);
    expect(holding.json.data.map((j) => j.jobId)).toContain(billing.id);
  });

  it('AvailableYardInventory lists what a yard holds; 403 outside the allowed yards, 404 unknown', async () => {
    const y = await createYard(t.database.db, { name: 'Hobbs Yard' });
    await stock(t.database.db, Y(y.id), J(panel.id), 7, 3);
    const meter = await assetAt(t.database.db, { yardId: y.id });
    await assetAt(t.database.db, { yardId: y.id }, { decommissioned: true });
    const res = await call(t.app, availableYardInventory, { query: { id: y.id }, token: clerk.token });
    expect(res.json.data.jobReadyAvailable).toEqual([
      expect.objectContaining({ jobReadyItemId: panel.id, available: 7 }),
    ]);
    expect(res.json.data.assetsAvailable.map((a) => a.serializedItemId)).toEqual([meter.id]);
    const outside = await call(t.app, availableYardInventory, { query: { id: y.id }, token: yardClerk.token });
    expect(outside.statusCode).toBe(403);
    expect(outside.json.message).toBe(messages.transferYardNotAllowed);
    const missing = await call(t.app, availableYardInventory, { query: { id: 999999 }, token: clerk.token });
    expect(missing.statusCode).toBe(404);
    const noJob = await call(t.app, availableJobInventory, { query: { id: 999999 }, token: clerk.token });
    expect(noJob.statusCode).toBe(404);
  });
});

describe('a pick from a yard to an approved job, shipped in two parts, checked in, closed', () => {
  it('moves nothing on creation, then exactly the shipped and checked-in amounts', async () => {
    const db = t.database.db;
    await stock(db, Y(yard.id), J(panel.id), 20);
    await stock(db, Y(yard.id), B(bolt.id), 100);
    const meter = await assetAt(db, { yardId: yard.id });
    const id = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 10 }],
      bulkItems: [{ bulkItemId: bolt.id, amount: 40 }],
      assets: [{ serializedItemId: meter.id }],
    });
    expect(await balance(db, Y(yard.id), J(panel.id))).toEqual({ amount: 20, damaged: 0 });
    let tr = await ticket(id);
    expect(tr).toMatchObject({
      transferType: 'Pick',
      status: 'Open',
      origin: 'Odessa Yard',
      destination: 'Permian Compressor Wall',
      jobsApproved: true,
      allowClose: false,
      allowCancel: true,
      yardId: yard.id,
      jobId: job.id,
    });
    expect(tr.transferItems[0]).toMatchObject({ totalAmount: 10, amountRemaining: 10, availableAmount: 20 });
    expect(tr.assetTransfers[0]).toMatchObject({ serializedItemId: meter.id, inStock: true, shipped: false });
    expect(tr.additionalItems.map((i) => i.jobReadyItemId)).not.toContain(panel.id);
    expect(tr.additionalAssets.map((a) => a.serializedItemId)).not.toContain(meter.id);

    // The yard's Pick list and the job's check-in list show it
    const picks = await call(t.app, transferList, { query: { type: 'Pick', id: yard.id }, token: clerk.token });
    expect(picks.json.data.map((r) => r.transferRequestId)).toContain(id);
    const arriving = await call(t.app, transferList, { query: { type: 'JobCheckIn', id: job.id }, token: clerk.token });
    expect(arriving.json.data.map((r) => r.transferRequestId)).toContain(id);

    // First shipment: 4 panels, 15 bolts and the meter; a repeat of the key moves once
    const first = {
      requestKey: key(),
      transferRequestId: id,
      transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 4, weight: 480 }],
      transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: 15 }],
      assetTransfers: [{ assetTransferId: tr.assetTransfers[0].assetTransferId, selected: true }],
    };
    const shipped = await call(t.app, shipItems, { body: first, token: clerk.token });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const again = await call(t.app, shipItems, { body: first, token: clerk.token });
    expect(again.json).toEqual(shipped.json);
    expect(await balance(db, Y(yard.id), J(panel.id))).toEqual({ amount: 16, damaged: 0 });
    expect(await balance(db, Y(yard.id), B(bolt.id))).toEqual({ amount: 85, damaged: 0 });
    expect(await balance(db, JOB(job.id), J(panel.id))).toEqual({ amount: 0, damaged: 0 });
    const [m] = await db.select().from(assets).where(eq(assets.id, meter.id));
    expect(m).toMatchObject({ jobId: job.id, status: 'In Transit' });

    tr = await ticket(id);
    expect(tr.status).toBe('Partly Shipped');
    expect(tr.allowCancel).toBe(false);
    expect(tr.transferItems[0]).toMatchObject({ amountRemaining: 6, shipped: 4, inTransit: 4, weight: 480 });
    expect(tr.billsOfLading).toHaveLength(1);

    // Selecting more than remains is refused, and nothing moves
    const tooMuch = await call(t.app, shipItems, {
      body: {
        ...first,
        requestKey: key(),
        transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 7 }],
        transferItemsBulk: [],
        assetTransfers: [],
      },
      token: clerk.token,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json.message).toBe(messages.cannotAddMoreThanAvailable);

    // The rest
    const rest = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 6 }],
        transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: 25 }],
      },
      token: clerk.token,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    tr = await ticket(id);
    expect(tr.status).toBe('Shipped');
    expect(tr.allowClose).toBe(false);
    expect(tr.billsOfLading).toHaveLength(2);
    const closeEarly = await call(t.app, closeTransferRequest, { query: { id }, token: clerk.token });
    expect(closeEarly.statusCode).toBe(409);
    expect(closeEarly.json.message).toBe(messages.transferCannotClose);

    // Check in part, then the rest
    const checkInBody = (selected: number, bolts: number, meterToo: boolean) => ({
      requestKey: key(),
      transferRequestId: id,
      transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected }],
      transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: bolts }],
      assetTransfers: [{ assetTransferId: tr.assetTransfers[0].assetTransferId, selected: meterToo }],
    });
    const over = await call(t.app, checkInTransfer, { body: checkInBody(11, 0, false), token: clerk.token });
    expect(over.statusCode).toBe(409);
    const part = await call(t.app, checkInTransfer, { body: checkInBody(3, 40, true), token: clerk.token });
    expect(part.statusCode, part.body).toBe(200);
    expect(await balance(db, JOB(job.id), J(panel.id))).toEqual({ amount: 3, damaged: 0 });
    expect(await balance(db, JOB(job.id), B(bolt.id))).toEqual({ amount: 40, damaged: 0 });
    const [atJob] = await db.select().from(assets).where(eq(assets.id, meter.id));
    expect(atJob).toMatchObject({ jobId: job.id, status: 'At Job' });
    const history = await db.select().from(assetStatuses).where(eq(assetStatuses.assetId, meter.id));
    expect(history.map((h) => h.status)).toEqual(['In Transit', 'At Job']);
    const restIn = await call(t.app, checkInTransfer, { body: checkInBody(7, 0, false), token: clerk.token });
    expect(restIn.statusCode, restIn.body).toBe(200);
    expect(await balance(db, JOB(job.id), J(panel.id))).toEqual({ amount: 10, damaged: 0 });

    tr = await ticket(id);
    expect(tr).toMatchObject({ status: 'Checked In', allowClose: true });
    expect((await ticket(id, yardClerk.token)).allowClose).toBe(false);
    const shipAfter = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 1 }],
      },
      token: clerk.token,
    });
    expect(shipAfter.statusCode).toBe(409);

    const closed = await call(t.app, closeTransferRequest, { query: { id }, token: clerk.token });
    expect(closed.json).toEqual({ success: true, message: messages.ticketClosed });
    expect((await ticket(id)).completed).toBe(true);
    const open = await call(t.app, transferList, { query: { type: 'PickTickets' }, token: clerk.token });
    expect(open.json.data.map((r) => r.transferRequestId)).not.toContain(id);
    const withClosed = await call(t.app, transferList, {
      query: { type: 'PickTickets', closed: true },
      token: clerk.token,
    });
    expect(withClosed.json.data.find((r) => r.transferRequestId === id)?.status).toBe('Closed');

    // Movements reference the ticket: two shipments out (reason transfer), two check-ins in
    const { rows } = await db.execute<{ reason: string; n: number }>(sql`
      select reason, count(*)::int as n from stock_movements where reference_kind = 'transfer' and reference_id = ${id}
       group by reason order by reason`);
    expect(rows).toEqual([
      { reason: 'checkIn', n: 3 },
      { reason: 'transfer', n: 4 },
    ]);
    expect((await auditOf(db, 'transferRequest', id)).map((a) => a.action)).toEqual([
      'create',
      'ship',
      'ship',
      'checkIn',
      'checkIn',
      'close',
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('a return from the job to a yard with damaged amounts', () => {
  it('ships from the job and checks in good and damaged units into the yard', async () => {
    const db = t.database.db;
    const j = await createJob(db, { jobName: 'Return Job', stepId: 12 });
    await approveJob(db, j.id, { accountingSkipped: true });
    await stock(db, JOB(j.id), J(panel.id), 10);
    const before = await balance(db, Y(yard.id), J(panel.id));
    const id = await pick({
      fromType: 1,
      fromLocationId: j.id,
      toType: 0,
      toLocationId: yard.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 6, damagedAmount: 2 }],
    });
    let tr = await ticket(id);
    expect(tr).toMatchObject({ transferType: 'Return', damagedAllowed: true, jobsApproved: true });
    expect(tr.transferItems[0]).toMatchObject({ totalAmount: 6, damagedTotal: 2, damagedAmount: 2 });
    const line = tr.transferItems[0].transferItemId;
    const tooDamaged = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: line, selected: 0, selectedDamaged: 3 }],
      },
      token: clerk.token,
    });
    expect(tooDamaged.statusCode).toBe(409);
    const s = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: line, selected: 6, selectedDamaged: 2 }],
      },
      token: clerk.token,
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(await balance(db, JOB(j.id), J(panel.id))).toEqual({ amount: 2, damaged: 0 });
    const yardList = await call(t.app, transferList, { query: { type: 'Return', id: yard.id }, token: clerk.token });
    expect(yardList.json.data.map((r) => r.transferRequestId)).toContain(id);
    tr = await ticket(id);
    expect(tr.transferItems[0]).toMatchObject({ inTransit: 6, inTransitDamaged: 2 });
    const c = await call(t.app, checkInTransfer, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: line, selected: 6, selectedDamaged: 2 }],
      },
      token: clerk.token,
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(await balance(db, Y(yard.id), J(panel.id))).toEqual({
      amount: before.amount + 6,
      damaged: before.damaged + 2,
    });
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('refusals that move nothing', () => {
  it('refuses to ship while a job is not approved through all stages (409 jobsNotApproved)', async () => {
    const db = t.database.db;
    await stock(db, Y(yard.id), J(panel.id), 5);
    const id = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: pending.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 2 }],
    });
    const tr = await ticket(id);
    expect(tr.jobsApproved).toBe(false);
    const before = await balance(db, Y(yard.id), J(panel.id));
    const res = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 2 }],
      },
      token: clerk.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.jobsNotApproved);
    expect(await balance(db, Y(yard.id), J(panel.id))).toEqual(before);
    expect((await ticket(id)).transferItems[0].shipped).toBe(0);
  });

  it('refuses a pick beyond what the origin holds, and an oversold shipment (409, nothing moved)', async () => {
    const db = t.database.db;
    const y = await createYard(db, { name: 'Oversell Yard' });
    await stock(db, Y(y.id), J(panel.id), 5);
    const over = await call(t.app, createPickOrder, {
      body: {
        requestKey: key(),
        fromType: 0,
        fromLocationId: y.id,
        toType: 1,
        toLocationId: job.id,
        jobReadyItems: [{ jobReadyItemId: panel.id, amount: 6 }],
      },
      token: clerk.token,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json.message).toBe(messages.cannotAddMoreThanIsAvailable);
    // Two tickets each asking for 4 of the 5: the second shipment finds only 1 left
    const a = await pick({
      fromType: 0,
      fromLocationId: y.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 4 }],
    });
    const b = await pick({
      fromType: 0,
      fromLocationId: y.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 4 }],
    });
    const ship = async (id: number) => {
      const tr = await ticket(id);
      return call(t.app, shipItems, {
        body: {
          requestKey: key(),
          transferRequestId: id,
          transferItems: [{ transferItemId: tr.transferItems[0].transferItemId, selected: 4 }],
        },
        token: clerk.token,
      });
    };
    expect((await ship(a)).statusCode).toBe(200);
    const refused = await ship(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toMatch(/Not enough/);
    expect(await balance(db, Y(y.id), J(panel.id))).toEqual({ amount: 1, damaged: 0 });
    const tb = await ticket(b);
    expect(tb.transferItems[0].shipped).toBe(0);
    expect(tb.billsOfLading).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('refuses decommissioned, on-repair and already-picked assets, and an asset twice', async () => {
    const db = t.database.db;
    const dead = await assetAt(db, { yardId: yard.id }, { decommissioned: true });
    const away = await assetAt(db, { yardId: yard.id }, { onRepair: true });
    const free = await assetAt(db, { yardId: yard.id });
    const order = (ids: number[]) =>
      call(t.app, createPickOrder, {
        body: {
          requestKey: key(),
          fromType: 0,
          fromLocationId: yard.id,
          toType: 1,
          toLocationId: job.id,
          assets: ids.map((i) => ({ serializedItemId: i })),
        },
        token: clerk.token,
      });
    expect((await order([dead.id])).json.message).toBe(messages.assetAlreadyDecommissioned);
    expect((await order([away.id])).json.message).toBe(messages.assetAlreadyOnRepair);
    expect((await order([free.id, free.id])).statusCode).toBe(400);
    expect((await order([free.id])).statusCode).toBe(200);
    const second = await order([free.id]);
    expect(second.statusCode).toBe(409);
    expect(second.json.message).toBe(messages.transferAssetOnTicket);
  });

  it('refuses a yard outside the allowed yards (403)', async () => {
    const res = await call(t.app, createPickOrder, {
      body: {
        requestKey: key(),
        fromType: 0,
        fromLocationId: farYard.id,
        toType: 1,
        toLocationId: job.id,
        bulkItems: [{ bulkItemId: bolt.id, amount: 1 }],
      },
      token: yardClerk.token,
    });
    expect(res.statusCode).toBe(403);
    const list = await call(t.app, transferList, { query: { type: 'Pick', id: farYard.id }, token: yardClerk.token });
    expect(list.statusCode).toBe(403);
  });
});

describe('a repeated request key', () => {
  it('creates one pick ticket and checks in once', async () => {
    const db = t.database.db;
    await stock(db, Y(yard.id), B(bolt.id), 10);
    const body = {
      requestKey: key(),
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      bulkItems: [{ bulkItemId: bolt.id, amount: 3 }],
    } as const;
    const one = await call(t.app, createPickOrder, { body, token: clerk.token });
    const two = await call(t.app, createPickOrder, { body, token: clerk.token });
    expect(two.json).toEqual(one.json);
    expect(one.json.message).toBe(messages.pickOrderSubmitted);
    const id = one.json.transferRequestId;
    const tr = await ticket(id);
    const line = tr.transferItemsBulk[0].transferItemId;
    await call(t.app, shipItems, {
      body: { requestKey: key(), transferRequestId: id, transferItemsBulk: [{ transferItemId: line, selected: 3 }] },
      token: clerk.token,
    });
    const before = await balance(db, JOB(job.id), B(bolt.id));
    const ci = { requestKey: key(), transferRequestId: id, transferItemsBulk: [{ transferItemId: line, selected: 3 }] };
    expect((await call(t.app, checkInTransfer, { body: ci, token: clerk.token })).statusCode).toBe(200);
    expect((await call(t.app, checkInTransfer, { body: ci, token: clerk.token })).statusCode).toBe(200);
    expect(await balance(db, JOB(job.id), B(bolt.id))).toEqual({ amount: before.amount + 3, damaged: 0 });
  });
});

describe('cancel', () => {
  it('cancels while nothing has shipped; refuses afterwards; a cancelled ticket cannot ship', async () => {
    const db = t.database.db;
    await stock(db, Y(yard.id), B(bolt.id), 10);
    const id = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      bulkItems: [{ bulkItemId: bolt.id, amount: 2 }],
    });
    const res = await call(t.app, cancelTransferRequest, { query: { id }, token: clerk.token });
    expect(res.json).toEqual({ success: true, message: messages.transferCancelledDone });
    const tr = await ticket(id);
    expect(tr).toMatchObject({ cancelled: true, status: 'Cancelled', allowEdit: false });
    const ship = await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: id,
        transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, selected: 1 }],
      },
      token: clerk.token,
    });
    expect(ship.statusCode).toBe(409);
    expect(ship.json.message).toBe(messages.transferCancelled);

    const other = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      bulkItems: [{ bulkItemId: bolt.id, amount: 2 }],
    });
    const o = await ticket(other);
    await call(t.app, shipItems, {
      body: {
        requestKey: key(),
        transferRequestId: other,
        transferItemsBulk: [{ transferItemId: o.transferItemsBulk[0].transferItemId, selected: 1 }],
      },
      token: clerk.token,
    });
    const late = await call(t.app, cancelTransferRequest, { query: { id: other }, token: clerk.token });
    expect(late.statusCode).toBe(409);
    expect(late.json.message).toBe(messages.transferCannotCancel);
    const missing = await call(t.app, cancelTransferRequest, { query: { id: 999999 }, token: clerk.token });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Save Adjustment (EditTransfer)', () => {
  it('enforces the transfer adjustment rules and adds lines and assets not on the ticket', async () => {
    const db = t.database.db;
    const y = await createYard(db, { name: 'Adjust Yard' });
    await stock(db, Y(y.id), J(panel.id), 10);
    await stock(db, Y(y.id), B(bolt.id), 10);
    const meter = await assetAt(db, { yardId: y.id });
    const id = await pick({
      fromType: 0,
      fromLocationId: y.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 4 }],
    });
    let tr = (await call(t.app, getEditTransfer, { query: { id }, token: clerk.token })).json.data;
    expect(tr.additionalItemsBulk.map((i) => i.bulkItemId)).toContain(bolt.id);
    expect(tr.additionalAssets.map((a) => a.serializedItemId)).toContain(meter.id);
    const line = tr.transferItems[0].transferItemId;
    const adjust = (body: Record<string, unknown>) =>
      call(t.app, editTransfer, { body: { requestKey: key(), transferRequestId: id, ...body }, token: clerk.token });

    const tooMany = await adjust({ transferItems: [{ transferItemId: line, adjustment: 11 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json.message).toBe(messages.cannotAddMoreThanAvailable);
    const tooFew = await adjust({ transferItems: [{ transferItemId: line, adjustment: -5 }] });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json.message).toBe(messages.cannotRemoveMoreThanAvailable);
    const format = await adjust({ transferItems: [{ transferItemId: line, adjustment: 100000 }] });
    expect(format.statusCode).toBe(400);
    expect(format.json.errors?.['transferItems.0.adjustment']).toBe(messages.invalidInput);
    const damaged = await adjust({ transferItems: [{ transferItemId: line, damagedAdjustment: 1 }] });
    expect(damaged.statusCode).toBe(400);
    const twice = await adjust({ addItems: [{ jobReadyItemId: panel.id, amount: 1 }] });
    expect(twice.statusCode).toBe(409);

    const good = await adjust({
      transferItems: [{ transferItemId: line, adjustment: 3 }],
      addItemsBulk: [{ bulkItemId: bolt.id, amount: 5 }],
      addAssets: [{ serializedItemId: meter.id }],
    });
    expect(good.json).toEqual({ success: true, message: messages.transferAdjusted });
    tr = await ticket(id);
    expect(tr.transferItems[0]).toMatchObject({ totalAmount: 7, amountRemaining: 7 });
    expect(tr.transferItemsBulk[0]).toMatchObject({ bulkItemId: bolt.id, totalAmount: 5 });
    expect(tr.assetTransfers.map((a) => a.serializedItemId)).toEqual([meter.id]);
    expect(tr.additionalAssets.map((a) => a.serializedItemId)).not.toContain(meter.id);
    const dup = await adjust({ addAssets: [{ serializedItemId: meter.id }] });
    expect(dup.statusCode).toBe(409);

    // Down to what has shipped, never below: ship 2, then remove the remaining 5 and the meter
    await call(t.app, shipItems, {
      body: { requestKey: key(), transferRequestId: id, transferItems: [{ transferItemId: line, selected: 2 }] },
      token: clerk.token,
    });
    expect((await adjust({ transferItems: [{ transferItemId: line, adjustment: -6 }] })).statusCode).toBe(409);
    const down = await adjust({
      transferItems: [{ transferItemId: line, adjustment: -5 }],
      transferItemsBulk: [{ transferItemId: tr.transferItemsBulk[0].transferItemId, adjustment: -5 }],
      removeAssets: [{ assetTransferId: tr.assetTransfers[0].assetTransferId }],
    });
    expect(down.statusCode, down.body).toBe(200);
    tr = await ticket(id);
    expect(tr.transferItems[0]).toMatchObject({ totalAmount: 2, amountRemaining: 0, inTransit: 2 });
    expect(tr.transferItemsBulk).toEqual([]);
    expect(tr.assetTransfers).toEqual([]);
    expect((await auditOf(db, 'transferRequest', id, ['adjust'])).length).toBe(2);
    expect(await balance(db, Y(y.id), B(bolt.id))).toEqual({ amount: 10, damaged: 0 });
  });
});

describe('line shipping details (POST TransferRequest)', () => {
  it('saves weight, hazardous, code, rate and charges; refuses a line of another ticket', async () => {
    await stock(t.database.db, Y(yard.id), B(bolt.id), 5);
    const id = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      bulkItems: [{ bulkItemId: bolt.id, amount: 1 }],
    });
    const tr = await ticket(id);
    const line = tr.transferItemsBulk[0].transferItemId;
    const res = await call(t.app, saveTransferRequest, {
      body: {
        transferRequestId: id,
        transferItemsBulk: [
          { transferItemId: line, weight: 12, hazardous: true, code: 'UN1993', rate: 1.25, charges: 15.5 },
        ],
      },
      token: clerk.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ticket(id)).transferItemsBulk[0]).toMatchObject({
      weight: 12,
      hazardous: true,
      code: 'UN1993',
      rate: 1.25,
      charges: 15.5,
    });
    const bad = await call(t.app, saveTransferRequest, {
      body: { transferRequestId: id, transferItemsBulk: [{ transferItemId: 999999, weight: 1 }] },
      token: clerk.token,
    });
    expect(bad.statusCode).toBe(400);
    const frac = await call(t.app, saveTransferRequest, {
      body: { transferRequestId: id, transferItemsBulk: [{ transferItemId: line, weight: 1.5 }] },
      token: clerk.token,
    });
    expect(frac.statusCode).toBe(400);
  });
});

describe('returns of assets, job lists and the job gate', () => {
  it('returns an asset from the job to a yard: In Transit, then Available at the yard', async () => {
    const db = t.database.db;
    const tower = await assetAt(db, { yardId: farYard.id, jobId: job.id }, { name: 'Light tower' });
    const id = await pick({
      fromType: 1,
      fromLocationId: job.id,
      toType: 0,
      toLocationId: yard.id,
      assets: [{ serializedItemId: tower.id }],
    });
    const leaving = await call(t.app, transferList, { query: { type: 'JobPick', id: job.id }, token: clerk.token });
    expect(leaving.json.data.map((r) => r.transferRequestId)).toContain(id);
    const tr = await ticket(id);
    expect(tr.assetTransfers[0].inStock).toBe(true);
    const line = { assetTransferId: tr.assetTransfers[0].assetTransferId, selected: true };
    const notYet = await call(t.app, checkInTransfer, {
      body: { requestKey: key(), transferRequestId: id, assetTransfers: [line] },
      token: clerk.token,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json.message).toBe(messages.transferNothingToCheckIn);
    expect(
      (
        await call(t.app, shipItems, {
          body: { requestKey: key(), transferRequestId: id, assetTransfers: [line] },
          token: clerk.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, checkInTransfer, {
          body: { requestKey: key(), transferRequestId: id, assetTransfers: [line] },
          token: clerk.token,
        })
      ).statusCode,
    ).toBe(200);
    const [back] = await db.select().from(assets).where(eq(assets.id, tower.id));
    expect(back).toMatchObject({ yardId: yard.id, jobId: null, status: 'Available' });
    expect((await ticket(id)).allowClose).toBe(true);
  });

  it('hides tickets of jobs a Drilling User may not see (404, left out of lists)', async () => {
    const driller = await signInAs(t, ['drilling.user', 'inventory.view', 'inventory.transfer', 'inventory.adjust']);
    await stock(t.database.db, Y(yard.id), B(bolt.id), 1);
    const id = await pick({
      fromType: 0,
      fromLocationId: yard.id,
      toType: 1,
      toLocationId: job.id,
      bulkItems: [{ bulkItemId: bolt.id, amount: 1 }],
    });
    const hidden = await call(t.app, getTransferRequest, { query: { id }, token: driller });
    expect(hidden.statusCode).toBe(404);
    const list = await call(t.app, transferList, { query: { type: 'Pick', id: yard.id }, token: driller });
    expect(list.statusCode).toBe(200);
    expect(list.json.data.map((r) => r.transferRequestId)).not.toContain(id);
    const jobs = await call(t.app, transferActiveJobs, { token: driller });
    expect(jobs.json.data.map((j) => j.jobId)).not.toContain(job.id);
    const order = await call(t.app, createPickOrder, {
      body: {
        requestKey: key(),
        fromType: 0,
        fromLocationId: yard.id,
        toType: 1,
        toLocationId: job.id,
        bulkItems: [{ bulkItemId: bolt.id, amount: 1 }],
      },
      token: driller,
    });
    expect(order.statusCode).toBe(404);
  });

  it('two shipments of the same remaining amounts at once: one ships, the other is refused', async () => {
    const db = t.database.db;
    const y = await createYard(db, { name: 'Race Yard' });
    await stock(db, Y(y.id), J(panel.id), 10);
    const id = await pick({
      fromType: 0,
      fromLocationId: y.id,
      toType: 1,
      toLocationId: job.id,
      jobReadyItems: [{ jobReadyItemId: panel.id, amount: 6 }],
    });
    const line = (await ticket(id)).transferItems[0].transferItemId;
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(t.app, shipItems, {
          body: { requestKey: key(), transferRequestId: id, transferItems: [{ transferItemId: line, selected: 6 }] },
          token: clerk.token,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(db, Y(y.id), J(panel.id))).toEqual({ amount: 4, damaged: 0 });
    expect((await ticket(id)).transferItems[0].shipped).toBe(6);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('the inventory audit', () => {
  it('reads a shipment as leaving for transit and a check-in as arriving from it', async () => {
    const auditor = await signInAs(t, ['inventory.audit']);
    const rows = (await call(t.app, inventoryAudit, { query: { amount: '1' }, token: auditor })).json.data;
    expect(rows.find((r) => r.reason === 'transfer')?.location).toMatch(/ → In transit \(pick ticket #\d+\)$/);
    expect(rows.find((r) => r.reason === 'checkIn')?.location).toMatch(/^In transit \(pick ticket #\d+\) → /);
  });
});
