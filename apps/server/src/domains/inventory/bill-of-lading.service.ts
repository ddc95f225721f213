import { type BillOfLading, type BillOfLadingListRow, type billOfLadingBody, messages } from '@fieldbook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { transferShipmentItems, transferShipments } from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import {
  type End,
  endNameSql,
  fromOf,
  moneyIn,
  moneyOut,
  requireTicket,
  type TicketRow,
  ticketVisibleSql,
  toOf,
} from './transfers.queries.ts';

// Bills of lading (spec 4 §2 "/Inventory/BillOfLading", §3 "Bill of lading detail"): one per shipment
// of a pick ticket, created by Ship Items with the shipper and consignee filled from the yard's
// office or the job's shipping location, then edited by the user (weights whole lbs, money with 2
// decimals). Editable after the ticket closes; the list's historical toggle (default off) shows the
// bills of open tickets, on: every bill.

type ShipmentRow = typeof transferShipments.$inferSelect;

/** The shipper or consignee of a location: a yard's office address, or a job's shipping location. */
async function partyOf(tx: Tx, end: End, name: string) {
  if (end.kind === 'yard') {
    const { rows } = await tx.execute<Record<string, string | null>>(sql`
      select o.address, o.city, o.state, o.zip_code, o.phone_number, o.name as office
        from yards y join offices o on o.id = y.office_location_id where y.id = ${end.id}`);
    const o = rows[0];
    return {
      name,
      address1: o?.address ?? '',
      address2: o ? `${o.city}, ${o.state} ${o.zip_code}` : '',
      address3: '',
      contact: o?.phone_number ? `${o.office} Office ${o.phone_number}` : '',
    };
  }
  const { rows } = await tx.execute<Record<string, string | null>>(sql`
    select j.job_number, j.job_name, ac.account_name, l.location_name, l.shipping_address1, l.shipping_address2,
           l.shipping_city, l.shipping_state, l.shipping_zip
      from jobs j join opportunities o on o.id = j.opportunity_id
      left join accounts ac on ac.id = o.account_id
      left join account_locations l on l.id = o.shipping_location_id
     where j.id = ${end.id}`);
  const j = rows[0];
  const cityLine = j?.shipping_city
    ? `${j.shipping_city}, ${j.shipping_state ?? ''} ${j.shipping_zip ?? ''}`.trim()
    : '';
  return {
    name: j ? `${j.job_number} ${j.job_name}`.trim() : name,
    address1: [j?.account_name, j?.location_name].filter(Boolean).join(' — '),
    address2: [j?.shipping_address1, j?.shipping_address2].filter(Boolean).join(', '),
    address3: cityLine,
    contact: '',
  };
}

/** The columns of a new shipment's bill, prefilled from the ticket's ends. */
export async function prefillBill(tx: Tx, t: TicketRow, originName: string, destinationName: string) {
  const origin = await partyOf(tx, fromOf(t), originName);
  const destination = await partyOf(tx, toOf(t), destinationName);
  return {
    identifier: '',
    originName: origin.name,
    originAddress1: origin.address1,
    originAddress2: origin.address2,
    originAddress3: origin.address3,
    originContact: origin.contact,
    destinationName: destination.name,
    destinationAddress1: destination.address1,
    destinationAddress2: destination.address2,
    destinationAddress3: destination.address3,
    destinationContact: destination.contact,
  };
}

/** The shipment, or 404 (also when the user may not see its ticket); locked in `lock`. */
async function requireShipment(ctx: Ctx, id: number, lock?: Tx): Promise<{ s: ShipmentRow; t: TicketRow }> {
  const db = lock ?? ctx.db;
  const q = db.select().from(transferShipments).where(eq(transferShipments.id, id));
  const [s] = lock ? await q.for('update') : await q;
  if (!s) throw notFound(messages.billOfLadingNotFound);
  try {
    const t = await requireTicket(ctx, s.transferId);
    return { s, t };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw notFound(messages.billOfLadingNotFound);
    throw err;
  }
}

export async function readBill(ctx: Ctx, id: number): Promise<BillOfLading> {
  const { s } = await requireShipment(ctx, id);
  const items = await ctx.db.execute<Record<string, unknown>>(sql`
    select si.id, si.quantity, si.damaged, si.description, si.weight, si.hazardous, si.code, si.rate, si.charges,
           case when ti.item_kind = 'jobReady' then (select name from job_ready_items where id = ti.item_id)
                else (select name from bulk_items where id = ti.item_id) end as item_name
      from transfer_shipment_items si join transfer_items ti on ti.id = si.transfer_item_id
     where si.shipment_id = ${id}
     order by si.id`);
  const shippedAssets = await ctx.db.execute<Record<string, unknown>>(sql`
    select a.id, a.name, a.serial_number from transfer_assets ta join assets a on a.id = ta.asset_id
     where ta.shipment_id = ${id} order by lower(a.name), a.serial_number, a.id`);
  const transferItems = items.rows.map((r) => ({
    shipmentItemId: Number(r.id),
    itemName: String(r.item_name ?? ''),
    quantity: Number(r.quantity),
    damaged: Number(r.damaged),
    description: String(r.description ?? ''),
    weight: r.weight === null ? null : Number(r.weight),
    hazardous: Boolean(r.hazardous),
    code: String(r.code ?? ''),
    rate: moneyOut(r.rate as string | null),
    charges: moneyOut(r.charges as string | null),
  }));
  return {
    shipmentId: s.id,
    transferRequestId: s.transferId,
    billOfLadingIdentifier: s.identifier,
    date: s.billDate,
    carrier: {
      name: s.carrierName,
      address: s.carrierAddress,
      city: s.carrierCity,
      state: s.carrierState,
      zip: s.carrierZip,
    },
    driverName: s.driverName,
    driverPhone: s.driverPhone,
    origin: {
      name: s.originName,
      address1: s.originAddress1,
      address2: s.originAddress2,
      address3: s.originAddress3,
      contact: s.originContact,
    },
    destination: {
      name: s.destinationName,
      address1: s.destinationAddress1,
      address2: s.destinationAddress2,
      address3: s.destinationAddress3,
      contact: s.destinationContact,
    },
    codName: s.codName,
    codAddress: s.codAddress,
    codCity: s.codCity,
    codState: s.codState,
    codZip: s.codZip,
    codAmount: moneyOut(s.codAmount),
    codFeePrepaid: s.codFeePrepaid,
    codFeeCollect: s.codFeeCollect,
    codTotalCharges: moneyOut(s.codTotalCharges),
    totalShipmentValue: moneyOut(s.totalShipmentValue),
    transferItems,
    assetTransfers: shippedAssets.rows.map((r) => ({
      serializedItemId: Number(r.id),
      itemName: String(r.name),
      serialNumber: String(r.serial_number),
    })),
    totalWeight: transferItems.reduce((n, i) => n + (i.weight ?? 0), 0),
    totalCharges: Math.round(transferItems.reduce((n, i) => n + (i.charges ?? 0) * 100, 0)) / 100,
    editable: ctx.user.permissions.has('inventory.transfer'),
  };
}

export async function getBillOfLading(ctx: Ctx, id: number) {
  return { success: true as const, data: await readBill(ctx, id) };
}

export async function saveBillOfLading(ctx: Ctx, body: z.output<typeof billOfLadingBody>) {
  await ctx.db.transaction(async (tx) => {
    const { s } = await requireShipment(ctx, body.shipmentId, tx);
    const lines = await tx
      .select({ id: transferShipmentItems.id })
      .from(transferShipmentItems)
      .where(eq(transferShipmentItems.shipmentId, s.id))
      .orderBy(asc(transferShipmentItems.id));
    const ids = new Set(lines.map((l) => l.id));
    const sent = body.transferItems.map((l) => l.shipmentItemId);
    if (new Set(sent).size !== sent.length || sent.some((i) => !ids.has(i)))
      throw badRequest(messages.transferLineNotOnTicket, { transferItems: messages.transferLineNotOnTicket });
    const values = {
      identifier: body.billOfLadingIdentifier,
      billDate: body.date,
      carrierName: body.carrier.name,
      carrierAddress: body.carrier.address,
      carrierCity: body.carrier.city,
      carrierState: body.carrier.state,
      carrierZip: body.carrier.zip,
      driverName: body.driverName,
      driverPhone: body.driverPhone,
      originName: body.origin.name,
      originAddress1: body.origin.address1,
      originAddress2: body.origin.address2,
      originAddress3: body.origin.address3,
      originContact: body.origin.contact,
      destinationName: body.destination.name,
      destinationAddress1: body.destination.address1,
      destinationAddress2: body.destination.address2,
      destinationAddress3: body.destination.address3,
      destinationContact: body.destination.contact,
      codName: body.codName,
      codAddress: body.codAddress,
      codCity: body.codCity,
      codState: body.codState,
      codZip: body.codZip,
      codAmount: moneyIn(body.codAmount),
      codFeePrepaid: body.codFeePrepaid,
      codFeeCollect: body.codFeeCollect,
      codTotalCharges: moneyIn(body.codTotalCharges),
      totalShipmentValue: moneyIn(body.totalShipmentValue),
    };
    const before = Object.fromEntries(Object.keys(values).map((k) => [k, s[k as keyof ShipmentRow]]));
    await tx
      .update(transferShipments)
      .set({ ...values, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(transferShipments.id, s.id));
    for (const l of body.transferItems)
      await tx
        .update(transferShipmentItems)
        .set({
          description: l.description,
          weight: l.weight,
          hazardous: l.hazardous,
          code: l.code,
          rate: moneyIn(l.rate),
          charges: moneyIn(l.charges),
        })
        .where(eq(transferShipmentItems.id, l.shipmentItemId));
    await audit(tx, ctx.user.id, 'billOfLading', s.id, 'update', {
      ...changedFields(before, values as Record<string, unknown>),
      lines: body.transferItems.length,
    });
  });
  return { success: true as const, message: messages.billOfLadingSaved };
}

export async function billOfLadingList(ctx: Ctx, historical: boolean) {
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    select s.id, s.transfer_id, s.bill_date::text as bill_date, s.identifier, s.carrier_name,
           ${endNameSql(sql`tr.from_kind`, sql`tr.from_id`)} as origin,
           ${endNameSql(sql`tr.to_kind`, sql`tr.to_id`)} as destination
      from transfer_shipments s join transfer_requests tr on tr.id = s.transfer_id
     where ${ticketVisibleSql(ctx)} ${historical ? sql`` : sql`and not tr.completed and not tr.cancelled`}
     order by s.bill_date desc, s.id desc`);
  const data: BillOfLadingListRow[] = rows.map((r) => ({
    shipmentId: Number(r.id),
    transferRequestId: Number(r.transfer_id),
    date: String(r.bill_date),
    origin: String(r.origin ?? ''),
    destination: String(r.destination ?? ''),
    identifier: String(r.identifier),
    carrier: String(r.carrier_name),
  }));
  return { success: true as const, data };
}
