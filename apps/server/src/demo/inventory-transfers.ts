import { randomUUID } from 'node:crypto';
import { allPermissions } from '@fieldbook/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { assets, bulkItems, jobReadyItems, jobs, transferRequests, users, yards } from '../db/schema/index.ts';
import { readBill, saveBillOfLading } from '../domains/inventory/bill-of-lading.service.ts';
import { jobApproved } from '../domains/inventory/transfers.queries.ts';
import { getTransferRequest } from '../domains/inventory/transfers.service.ts';
import { checkIn } from '../domains/inventory/transfers-check-in.service.ts';
import { closeTransfer } from '../domains/inventory/transfers-edits.service.ts';
import { createPickOrder } from '../domains/inventory/transfers-pick-orders.service.ts';
import { shipItems } from '../domains/inventory/transfers-shipping.service.ts';
import type { Ctx } from '../platform/context.ts';
import { type DemoStep, tally } from './step.ts';

// Demo pick tickets (after the stock and asset steps): a closed pick from Denver Yard to the Hawkins
// sound wall with a fully filled bill of lading, a partly shipped and partly checked-in pick to the
// Sandoval frac wall, a return from that job to Midland Yard with damaged panels (checked in, ready to
// close), an open pick to the I-25 night-work wall not shipped yet, and one to a job still in its
// approvals, which cannot ship. Everything goes through the pick ticket services, so the ledger,
// the asset histories and the bills read as if the shop had clicked through them.

const HAWKINS = 'Hawkins 14-22 Pad – sound wall';
const SANDOVAL = 'Sandoval 3-9 Completion – frac wall';
const I25 = 'I-25 Interchange Rebuild – night-work wall';
const RED_MESA = 'Red Mesa 2-31 Pad – completion wall';

export const inventoryTransfersStep: DemoStep = {
  name: 'inventory transfers',
  async run(tx: Tx, demo) {
    const t = tally();
    // Once: a database with any pick ticket keeps what it has.
    const [any] = await tx.select({ id: transferRequests.id }).from(transferRequests).limit(1);
    if (any) {
      t.existing('pickTickets');
      return t.counts;
    }
    const userId = demo.refs.users.get('demo.shop');
    if (!userId) return t.counts;
    const [lead] = await tx
      .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(eq(users.id, userId));
    const ctx = {
      db: tx,
      user: {
        id: userId,
        username: 'demo.shop',
        fullName: lead.name,
        roleId: null,
        passwordChange: false,
        sessionId: 0,
        permissions: new Set<string>(allPermissions),
        jobClassLimits: new Map(),
      },
    } as unknown as Ctx;

    const idOf = (rows: { id: number; name: string }[], name: string) => rows.find((r) => r.name === name)?.id;
    const yardRows = await tx.select({ id: yards.id, name: yards.name }).from(yards);
    const jobRows = await tx
      .select({ id: jobs.id, name: jobs.jobName })
      .from(jobs)
      .where(inArray(jobs.jobName, [HAWKINS, SANDOVAL, I25, RED_MESA]));
    const jrRows = await tx.select({ id: jobReadyItems.id, name: jobReadyItems.name }).from(jobReadyItems);
    const bulkRows = await tx.select({ id: bulkItems.id, name: bulkItems.name }).from(bulkItems);
    const denver = idOf(yardRows, 'Denver Yard');
    const midland = idOf(yardRows, 'Midland Yard');
    const hawkins = idOf(jobRows, HAWKINS);
    const sandoval = idOf(jobRows, SANDOVAL);
    const i25 = idOf(jobRows, I25);
    const redMesa = idOf(jobRows, RED_MESA);
    const stc32 = idOf(jrRows, '20 ft STC 32 Panel Section');
    const beam16 = idOf(jrRows, '16 ft Beam');
    const lightTower = idOf(jrRows, 'Light Tower');
    const blanket = idOf(jrRows, 'Acoustic Blanket Panel 4 x 16 ft');
    const bolt = idOf(bulkRows, '3/4 in x 6 in Bolt');
    const nut = idOf(bulkRows, '3/4 in Nut');
    const bracket = idOf(bulkRows, 'Panel Bracket');
    if (!denver || !midland || !hawkins || !sandoval || !stc32 || !beam16 || !bolt || !nut || !bracket) return t.counts;
    if (!(await jobApproved(tx, hawkins)) || !(await jobApproved(tx, sandoval))) return t.counts;
    const [tower] = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(sql`${assets.serialNumber} = 'LT4K-1022' and ${assets.yardId} = ${denver} and ${assets.jobId} is null`);

    const ticketOf = async (id: number) => (await getTransferRequest(ctx, id)).data;

    // 1. Denver Yard → Hawkins sound wall: shipped in full with a filled bill, checked in, closed.
    const one = await createPickOrder(ctx, {
      requestKey: randomUUID(),
      fromType: 0,
      fromLocationId: denver,
      toType: 1,
      toLocationId: hawkins,
      jobReadyItems: [
        { jobReadyItemId: stc32, amount: 40, damagedAmount: 0 },
        { jobReadyItemId: beam16, amount: 42, damagedAmount: 0 },
      ],
      bulkItems: [
        { bulkItemId: bolt, amount: 400, damagedAmount: 0 },
        { bulkItemId: nut, amount: 400, damagedAmount: 0 },
      ],
      assets: tower ? [{ serializedItemId: tower.id }] : [],
    });
    let tr = await ticketOf(one.transferRequestId);
    const weights: Record<string, [number, string, number, number]> = {
      '20 ft STC 32 Panel Section': [14_800, 'SW-STC32-20', 45, 1800],
      '16 ft Beam': [11_340, 'BM-16', 30, 1260],
      '3/4 in x 6 in Bolt': [380, 'HW-B34-6', 0.35, 140],
      '3/4 in Nut': [60, 'HW-N34', 0.1, 40],
    };
    const details = (name: string) => {
      const [weight, code, rate, charges] = weights[name] ?? [0, '', 0, 0];
      return { weight, code, rate, charges, hazardous: false };
    };
    const shipped = await shipItems(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: tr.transferItems.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.amountRemaining,
        selectedDamaged: 0,
        ...details(l.itemName),
      })),
      transferItemsBulk: tr.transferItemsBulk.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.amountRemaining,
        ...details(l.itemName),
      })),
      assetTransfers: tr.assetTransfers.map((a) => ({ assetTransferId: a.assetTransferId, selected: true })),
    });
    const bill = await readBill(ctx, shipped.shipmentId);
    await saveBillOfLading(ctx, {
      shipmentId: bill.shipmentId,
      billOfLadingIdentifier: bill.billOfLadingIdentifier,
      date: bill.date,
      carrier: {
        name: 'Front Range Flatbed LLC',
        address: '4800 Brighton Blvd',
        city: 'Denver',
        state: 'CO',
        zip: '80216',
      },
      driverName: 'Marcus Webb',
      driverPhone: '(303) 555-0184',
      origin: { ...bill.origin, contact: `Yard lead: ${lead.name}` },
      destination: { ...bill.destination, contact: 'Site supervisor on arrival' },
      codName: 'Stillwater Noise Control',
      codAddress: '1600 Wynkoop St',
      codCity: 'Denver',
      codState: 'CO',
      codZip: '80202',
      codAmount: 3240,
      codFeePrepaid: true,
      codFeeCollect: false,
      codTotalCharges: 3265,
      totalShipmentValue: 186_500,
      transferItems: bill.transferItems.map((i) => ({
        shipmentItemId: i.shipmentItemId,
        description: i.itemName,
        weight: i.weight,
        hazardous: i.hazardous,
        code: i.code,
        rate: i.rate,
        charges: i.charges,
      })),
    });
    tr = await ticketOf(one.transferRequestId);
    await checkIn(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: tr.transferItems.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.inTransit,
        selectedDamaged: 0,
      })),
      transferItemsBulk: tr.transferItemsBulk.map((l) => ({ transferItemId: l.transferItemId, selected: l.inTransit })),
      assetTransfers: tr.assetTransfers.map((a) => ({ assetTransferId: a.assetTransferId, selected: true })),
    });
    await closeTransfer(ctx, tr.transferRequestId);
    t.created('pickTickets');

    // 2. Midland Yard → Sandoval frac wall: part shipped, part of that checked in.
    const two = await createPickOrder(ctx, {
      requestKey: randomUUID(),
      fromType: 0,
      fromLocationId: midland,
      toType: 1,
      toLocationId: sandoval,
      jobReadyItems: [
        { jobReadyItemId: stc32, amount: 30, damagedAmount: 0 },
        { jobReadyItemId: beam16, amount: 32, damagedAmount: 0 },
      ],
      bulkItems: [],
      assets: [],
    });
    tr = await ticketOf(two.transferRequestId);
    const byName = (name: string) => tr.transferItems.find((l) => l.itemName === name)?.transferItemId as number;
    await shipItems(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: [
        { transferItemId: byName('20 ft STC 32 Panel Section'), selected: 20, selectedDamaged: 0 },
        { transferItemId: byName('16 ft Beam'), selected: 20, selectedDamaged: 0 },
      ],
      transferItemsBulk: [],
      assetTransfers: [],
    });
    await checkIn(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: [
        { transferItemId: byName('20 ft STC 32 Panel Section'), selected: 20, selectedDamaged: 0 },
        { transferItemId: byName('16 ft Beam'), selected: 10, selectedDamaged: 0 },
      ],
      transferItemsBulk: [],
      assetTransfers: [],
    });
    t.created('pickTickets');

    // 3. The frac wall returns panels and brackets to Midland Yard, two panels damaged: shipped and
    //    checked in, ready to close.
    const three = await createPickOrder(ctx, {
      requestKey: randomUUID(),
      fromType: 1,
      fromLocationId: sandoval,
      toType: 0,
      toLocationId: midland,
      jobReadyItems: [{ jobReadyItemId: stc32, amount: 8, damagedAmount: 2 }],
      bulkItems: [{ bulkItemId: bracket, amount: 50, damagedAmount: 0 }],
      assets: [],
    });
    tr = await ticketOf(three.transferRequestId);
    await shipItems(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: tr.transferItems.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.amountRemaining,
        selectedDamaged: l.damagedAmount,
        weight: 3700,
      })),
      transferItemsBulk: tr.transferItemsBulk.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.amountRemaining,
        weight: 150,
      })),
      assetTransfers: [],
    });
    tr = await ticketOf(three.transferRequestId);
    await checkIn(ctx, {
      requestKey: randomUUID(),
      transferRequestId: tr.transferRequestId,
      transferItems: tr.transferItems.map((l) => ({
        transferItemId: l.transferItemId,
        selected: l.inTransit,
        selectedDamaged: l.inTransitDamaged,
      })),
      transferItemsBulk: tr.transferItemsBulk.map((l) => ({ transferItemId: l.transferItemId, selected: l.inTransit })),
      assetTransfers: [],
    });
    t.created('pickTickets');

    // 4. Denver Yard → I-25 night-work wall: submitted, nothing shipped yet (it may still be cancelled).
    if (i25 && lightTower && (await jobApproved(tx, i25))) {
      await createPickOrder(ctx, {
        requestKey: randomUUID(),
        fromType: 0,
        fromLocationId: denver,
        toType: 1,
        toLocationId: i25,
        jobReadyItems: [{ jobReadyItemId: lightTower, amount: 2, damagedAmount: 0 }],
        bulkItems: [{ bulkItemId: bracket, amount: 120, damagedAmount: 0 }],
        assets: [],
      });
      t.created('pickTickets');
    }

    // 5. Midland Yard → Red Mesa completion wall, still in its approvals: Ship Items is refused.
    if (redMesa && blanket && !(await jobApproved(tx, redMesa))) {
      await createPickOrder(ctx, {
        requestKey: randomUUID(),
        fromType: 0,
        fromLocationId: midland,
        toType: 1,
        toLocationId: redMesa,
        jobReadyItems: [{ jobReadyItemId: blanket, amount: 24, damagedAmount: 0 }],
        bulkItems: [],
        assets: [],
      });
      t.created('pickTickets');
    }
    return t.counts;
  },
};
