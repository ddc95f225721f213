import {
  ASSET_IN_TRANSIT,
  assetStatusWords,
  BILLING_STEP,
  type checkInBody,
  type editTransferBody,
  messages,
  type pickOrderBody,
  type StockItemKind,
  type saveTransferBody,
  type shipItemsBody,
  type TransferListRow,
  type TransferListType,
  type TransferRequest,
  type TransferStatus,
  transferTypeOf,
} from '@fieldbook/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  assets,
  transferAssets,
  transferItems,
  transferRequests,
  transferShipmentItems,
  transferShipments,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { requireJob, visibleJobIdSql } from '../jobs/job-access.ts';
import { recordStatus, requireAsset } from './assets.service.ts';
import { prefillBill } from './bill-of-lading.service.ts';
import { once } from './request-once.ts';
import { existingItemIds } from './stock.queries.ts';
import { balancesAt, type Movement, moveMany } from './stock-ledger.ts';
import {
  availableAt,
  type End,
  endNameSql,
  endsApproved,
  fromOf,
  kindOfType,
  moneyIn,
  moneyOut,
  requireAllowedYard,
  requireEnd,
  requireTicket,
  type TicketRow,
  ticketVisibleSql,
  toOf,
  typeNumber,
  yardAllowedSql,
} from './transfers.queries.ts';

// Pick tickets (spec 4 "Transfers, tickets, bills of lading"; docs/decisions/inventory.md "Inventory:
// pick tickets"): the pick order creates a ticket and moves nothing; Ship Items takes stock from the
// origin into transit; Check In gives it to the destination; Save Adjustment changes what is left to
// ship; Cancel (nothing shipped) and Close (nothing left). Every stock-moving write goes through
// once() and the stock ledger in one transaction.

const IN_TRANSIT = ASSET_IN_TRANSIT;
const REF = 'transfer';

const ok = <T>(data: T) => ({ success: true as const, data });

// --- origin and destination lists -----------------------------------------------------------------------

export async function transferYards(ctx: Ctx) {
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    select y.id as "yardId", y.name as "yardName", o.name as "officeName", y.office_location_id as "officeLocationId"
      from yards y join offices o on o.id = y.office_location_id
     where ${yardAllowedSql(ctx, sql`y.id`)}
     order by lower(y.name), y.id`);
  return ok(
    rows.map((r) => ({
      yardId: Number(r.yardId),
      yardName: String(r.yardName),
      officeName: String(r.officeName),
      officeLocationId: Number(r.officeLocationId),
    })),
  );
}

const APPROVED_SQL = sql`(not j.canceled and (select count(*) from job_approvals a where a.job_id = j.id
  and ((a.kind in ('sales', 'corporate', 'client', 'operations') and a.approval)
       or (a.kind = 'accounting' and (a.approval or a.skipped)))) = 5)`;

/**
 * Jobs the user may see, not canceled: before Billing (destinations), or with `holding` those holding
 * stock or assets now at whatever step (origins: what is left on a job at Billing can still come back).
 */
export async function activeJobs(ctx: Ctx, holding: boolean) {
  const holds = sql`(exists (select 1 from stock_balances b where b.location_kind = 'job' and b.location_id = j.id
                                and (b.amount > 0 or b.damaged > 0))
                     or exists (select 1 from assets a where a.job_id = j.id and not a.decommissioned))`;
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    select j.id as "jobId", j.job_name as "jobName", j.job_number as "jobNumber",
           coalesce(ac.account_name, '') as "accountName", ${APPROVED_SQL} as approved
      from jobs j
      join opportunities o on o.id = j.opportunity_id
      left join accounts ac on ac.id = o.account_id
     where not j.canceled and ${visibleJobIdSql(ctx.user, sql`j.id`)}
       and ${holding ? holds : sql`j.job_step_id < ${BILLING_STEP}`}
     order by lower(j.job_name), j.id`);
  return ok(
    rows.map((r) => ({
      jobId: Number(r.jobId),
      jobName: String(r.jobName),
      jobNumber: String(r.jobNumber ?? ''),
      accountName: String(r.accountName),
      approved: Boolean(r.approved),
    })),
  );
}

export async function availableYardInventory(ctx: Ctx, yardId: number) {
  await requireAllowedYard(ctx, ctx.db, yardId);
  return ok(await availableAt(ctx.db, { kind: 'yard', id: yardId }));
}
export async function availableJobInventory(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  return ok(await availableAt(ctx.db, { kind: 'job', id: jobId }));
}

// --- shared checks ----------------------------------------------------------------------------------------

function assertOpen(t: TicketRow) {
  if (t.cancelled) throw conflict(messages.transferCancelled);
  if (t.completed) throw conflict(messages.transferClosed);
}

/** Good units of items at a location, by item id. */
async function goodAt(tx: Tx, end: End, kind: StockItemKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await balancesAt(tx, end, kind, ids);
  return new Map(rows.map((r) => [r.itemId, r.amount]));
}

/** 400 when an item appears twice or does not exist. */
async function checkItems(tx: Tx, kind: StockItemKind, ids: number[], field: string) {
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.transferItemTwice, { [field]: messages.transferItemTwice });
  const existing = await existingItemIds(tx, kind, ids);
  if (existing.size !== ids.length)
    throw badRequest(messages.stockItemNotFound, { [field]: messages.stockItemNotFound });
}

type JobReadyAsk = { jobReadyItemId: number; amount: number; damagedAmount: number };
type BulkAsk = { bulkItemId: number; amount: number };

/**
 * Lines asked of an origin (a new ticket's, or those Edit Transfer adds): known items, each once
 * (400 naming `fields`), and good and damaged together no more than the origin holds now (409 `tooMuch`).
 */
async function checkAsked(
  tx: Tx,
  origin: End,
  asked: { jobReady: JobReadyAsk[]; bulk: BulkAsk[] },
  fields: { jobReady: string; bulk: string },
  tooMuch: string,
) {
  const jrIds = asked.jobReady.map((l) => l.jobReadyItemId);
  const bulkIds = asked.bulk.map((l) => l.bulkItemId);
  await checkItems(tx, 'jobReady', jrIds, fields.jobReady);
  await checkItems(tx, 'bulk', bulkIds, fields.bulk);
  const goodJr = await goodAt(tx, origin, 'jobReady', jrIds);
  const goodBulk = await goodAt(tx, origin, 'bulk', bulkIds);
  for (const l of asked.jobReady)
    if (l.amount + l.damagedAmount > (goodJr.get(l.jobReadyItemId) ?? 0)) throw conflict(tooMuch);
  for (const l of asked.bulk) if (l.amount > (goodBulk.get(l.bulkItemId) ?? 0)) throw conflict(tooMuch);
}

/** The item rows of a ticket for the lines asked of it (bulk items are never damaged). */
function ticketLines(transferId: number, asked: { jobReady: JobReadyAsk[]; bulk: BulkAsk[] }) {
  return [
    ...asked.jobReady.map((l) => ({
      transferId,
      itemKind: 'jobReady',
      itemId: l.jobReadyItemId,
      amount: l.amount,
      damaged: l.damagedAmount,
    })),
    ...asked.bulk.map((l) => ({ transferId, itemKind: 'bulk', itemId: l.bulkItemId, amount: l.amount, damaged: 0 })),
  ];
}

/**
 * Assets to put on a ticket: each exists, is in service (not decommissioned, not on repair), is at
 * the origin and on no other open ticket; locked FOR UPDATE.
 */
async function checkAssetsForTicket(ctx: Ctx, tx: Tx, origin: End, ids: number[], ticketId: number | null) {
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.transferAssetTwice, { assets: messages.transferAssetTwice });
  for (const id of [...ids].sort((a, b) => a - b)) {
    const a = await requireAsset(ctx, id, tx);
    if (a.decommissioned) throw conflict(messages.assetAlreadyDecommissioned);
    if (a.onRepair) throw conflict(messages.assetAlreadyOnRepair);
    const here = origin.kind === 'yard' ? a.yardId === origin.id && a.jobId === null : a.jobId === origin.id;
    if (!here) throw conflict(messages.transferAssetNotAtOrigin);
    const { rows } = await tx.execute(sql`
      select 1 from transfer_assets ta join transfer_requests tr on tr.id = ta.transfer_id
       where ta.asset_id = ${id} and ta.checked_in_at is null and not tr.cancelled and not tr.completed
         ${ticketId === null ? sql`` : sql`and tr.id <> ${ticketId}`}`);
    if (rows.length > 0) throw conflict(messages.transferAssetOnTicket);
    if (ticketId !== null) {
      const [on] = await tx
        .select({ id: transferAssets.id })
        .from(transferAssets)
        .where(and(eq(transferAssets.transferId, ticketId), eq(transferAssets.assetId, id)));
      if (on) throw conflict(messages.transferAssetTwice);
    }
  }
}

// --- pick order -------------------------------------------------------------------------------------------

export async function createPickOrder(ctx: Ctx, body: z.output<typeof pickOrderBody>) {
  const from: End = { kind: kindOfType(body.fromType), id: body.fromLocationId };
  const to: End = { kind: kindOfType(body.toType), id: body.toLocationId };
  if (from.kind === to.kind && from.id === to.id)
    throw badRequest(messages.transferSameLocation, { toLocationId: messages.transferSameLocation });
  const isReturn = from.kind === 'job' && to.kind === 'yard';
  const jobReady = body.jobReadyItems.filter((l) => l.amount + l.damagedAmount > 0);
  const bulk = body.bulkItems.filter((l) => l.amount + l.damagedAmount > 0);
  if (!isReturn && jobReady.some((l) => l.damagedAmount > 0))
    throw badRequest(messages.transferDamagedOnlyOnReturn, { jobReadyItems: messages.transferDamagedOnlyOnReturn });
  if (bulk.some((l) => l.damagedAmount > 0))
    throw badRequest(messages.transferBulkNotDamaged, { bulkItems: messages.transferBulkNotDamaged });
  if (jobReady.length + bulk.length + body.assets.length === 0) throw badRequest(messages.transferNothingSelected);

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'pickOrder', userId: ctx.user.id }, async () => {
      await requireEnd(ctx, from, tx);
      await requireEnd(ctx, to, tx);
      await checkAsked(
        tx,
        from,
        { jobReady, bulk },
        { jobReady: 'jobReadyItems', bulk: 'bulkItems' },
        messages.cannotAddMoreThanIsAvailable,
      );
      const assetIds = body.assets.map((a) => a.serializedItemId);
      await checkAssetsForTicket(ctx, tx, from, assetIds, null);

      const [ticket] = await tx
        .insert(transferRequests)
        .values({ fromKind: from.kind, fromId: from.id, toKind: to.kind, toId: to.id, requestedBy: ctx.user.id })
        .returning({ id: transferRequests.id });
      const lines = ticketLines(ticket.id, { jobReady, bulk });
      if (lines.length) await tx.insert(transferItems).values(lines);
      if (assetIds.length)
        await tx.insert(transferAssets).values(assetIds.map((assetId) => ({ transferId: ticket.id, assetId })));
      await audit(tx, ctx.user.id, 'transferRequest', ticket.id, 'create', {
        from,
        to,
        jobReadyItems: jobReady,
        bulkItems: bulk,
        assets: assetIds,
      });
      return { success: true as const, message: messages.pickOrderSubmitted, transferRequestId: ticket.id };
    }),
  );
}

// --- reading ------------------------------------------------------------------------------------------------

interface LineRow {
  id: number;
  itemKind: string;
  itemId: number;
  itemName: string;
  amount: number;
  damaged: number;
  shipped: number;
  shippedDamaged: number;
  checkedIn: number;
  checkedInDamaged: number;
  weight: number | null;
  hazardous: boolean;
  code: string;
  rate: string | null;
  charges: string | null;
}

async function linesOf(db: Tx, ticketId: number): Promise<LineRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ti.id, ti.item_kind, ti.item_id,
           case when ti.item_kind = 'jobReady' then (select name from job_ready_items where id = ti.item_id)
                else (select name from bulk_items where id = ti.item_id) end as item_name,
           ti.amount, ti.damaged, ti.shipped, ti.shipped_damaged, ti.checked_in, ti.checked_in_damaged,
           ti.weight, ti.hazardous, ti.code, ti.rate, ti.charges
      from transfer_items ti where ti.transfer_id = ${ticketId}
     order by lower(coalesce(case when ti.item_kind = 'jobReady' then (select name from job_ready_items where id = ti.item_id)
                else (select name from bulk_items where id = ti.item_id) end, '')), ti.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    itemKind: String(r.item_kind),
    itemId: Number(r.item_id),
    itemName: String(r.item_name ?? ''),
    amount: Number(r.amount),
    damaged: Number(r.damaged),
    shipped: Number(r.shipped),
    shippedDamaged: Number(r.shipped_damaged),
    checkedIn: Number(r.checked_in),
    checkedInDamaged: Number(r.checked_in_damaged),
    weight: r.weight === null ? null : Number(r.weight),
    hazardous: Boolean(r.hazardous),
    code: String(r.code ?? ''),
    rate: r.rate === null ? null : String(r.rate),
    charges: r.charges === null ? null : String(r.charges),
  }));
}

interface TicketAssetRow {
  id: number;
  assetId: number;
  name: string;
  serialNumber: string;
  status: string;
  statusId: number | null;
  shipped: boolean;
  checkedIn: boolean;
  inService: boolean;
  yardId: number | null;
  jobId: number | null;
}

async function assetsOf(db: Tx, ticketId: number): Promise<TicketAssetRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ta.id, a.id as asset_id, a.name, a.serial_number, a.status,
           (select s.id from asset_statuses s where s.asset_id = a.id order by s.date desc, s.id desc limit 1) as status_id,
           ta.shipped_at is not null as shipped, ta.checked_in_at is not null as checked_in,
           (not a.decommissioned and not a.on_repair) as in_service, a.yard_id, a.job_id
      from transfer_assets ta join assets a on a.id = ta.asset_id
     where ta.transfer_id = ${ticketId}
     order by lower(a.name), a.serial_number, ta.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    assetId: Number(r.asset_id),
    name: String(r.name),
    serialNumber: String(r.serial_number),
    status: String(r.status),
    statusId: r.status_id === null ? null : Number(r.status_id),
    shipped: Boolean(r.shipped),
    checkedIn: Boolean(r.checked_in),
    inService: Boolean(r.in_service),
    yardId: r.yard_id === null ? null : Number(r.yard_id),
    jobId: r.job_id === null ? null : Number(r.job_id),
  }));
}

interface Progress {
  toShip: number;
  toCheckIn: number;
  shippedAny: boolean;
}
function progressOf(lines: LineRow[], ticketAssets: TicketAssetRow[]): Progress {
  let toShip = 0;
  let toCheckIn = 0;
  let shippedAny = false;
  for (const l of lines) {
    toShip += l.amount - l.shipped + (l.damaged - l.shippedDamaged);
    toCheckIn += l.shipped - l.checkedIn + (l.shippedDamaged - l.checkedInDamaged);
    if (l.shipped + l.shippedDamaged > 0) shippedAny = true;
  }
  for (const a of ticketAssets) {
    if (!a.shipped) toShip += 1;
    else {
      shippedAny = true;
      if (!a.checkedIn) toCheckIn += 1;
    }
  }
  return { toShip, toCheckIn, shippedAny };
}

export function statusOf(t: Pick<TicketRow, 'completed' | 'cancelled'>, p: Progress): TransferStatus {
  if (t.cancelled) return 'Cancelled';
  if (t.completed) return 'Closed';
  if (!p.shippedAny) return 'Open';
  if (p.toShip > 0) return 'Partly Shipped';
  if (p.toCheckIn > 0) return 'Shipped';
  return 'Checked In';
}

async function ticketView(ctx: Ctx, t: TicketRow): Promise<TransferRequest> {
  const db = ctx.db;
  const from = fromOf(t);
  const to = toOf(t);
  const [lines, ticketAssets, available, names, approved, bills] = await Promise.all([
    linesOf(db, t.id),
    assetsOf(db, t.id),
    availableAt(db, from),
    db.execute<{ origin: string; destination: string; requester: string }>(sql`
      select ${endNameSql(sql`tr.from_kind`, sql`tr.from_id`)} as origin,
             ${endNameSql(sql`tr.to_kind`, sql`tr.to_id`)} as destination,
             coalesce((select first_name || ' ' || last_name from users where id = tr.requested_by), '') as requester
        from transfer_requests tr where tr.id = ${t.id}`),
    endsApproved(db, [from, to]),
    db
      .select({
        shipmentId: transferShipments.id,
        identifier: transferShipments.identifier,
        date: transferShipments.billDate,
      })
      .from(transferShipments)
      .where(eq(transferShipments.transferId, t.id))
      .orderBy(transferShipments.id),
  ]);
  const [name] = names.rows;
  const progress = progressOf(lines, ticketAssets);
  const open = !t.completed && !t.cancelled;
  const may = (p: string) => ctx.user.permissions.has(p);
  const goodJr = new Map(available.jobReadyAvailable.map((a) => [a.jobReadyItemId, a.available]));
  const goodBulk = new Map(available.bulkAvailable.map((a) => [a.bulkItemId, a.available]));
  const line = (l: LineRow) => ({
    transferItemId: l.id,
    itemName: l.itemName,
    totalAmount: l.amount,
    damagedTotal: l.damaged,
    amountRemaining: l.amount - l.shipped,
    damagedAmount: l.damaged - l.shippedDamaged,
    shipped: l.shipped,
    shippedDamaged: l.shippedDamaged,
    checkedIn: l.checkedIn,
    checkedInDamaged: l.checkedInDamaged,
    inTransit: l.shipped - l.checkedIn,
    inTransitDamaged: l.shippedDamaged - l.checkedInDamaged,
    availableAmount: (l.itemKind === 'jobReady' ? goodJr : goodBulk).get(l.itemId) ?? 0,
    selected: 0,
    selectedDamaged: 0,
    adjustment: 0,
    damagedAdjustment: 0,
    weight: l.weight,
    hazardous: l.hazardous,
    code: l.code,
    rate: moneyOut(l.rate),
    charges: moneyOut(l.charges),
  });
  const onTicketJr = new Set(lines.filter((l) => l.itemKind === 'jobReady').map((l) => l.itemId));
  const onTicketBulk = new Set(lines.filter((l) => l.itemKind === 'bulk').map((l) => l.itemId));
  const onTicketAssets = new Set(ticketAssets.map((a) => a.assetId));
  const atOrigin = (a: TicketAssetRow) =>
    a.inService && (from.kind === 'yard' ? a.yardId === from.id && a.jobId === null : a.jobId === from.id);
  const type = transferTypeOf(typeNumber(from.kind), typeNumber(to.kind));
  return {
    transferRequestId: t.id,
    transferTypeId: type.transferTypeId,
    transferType: type.transferType,
    requestingUser: name?.requester ?? '',
    date: t.createdAt.toISOString(),
    completed: t.completed,
    cancelled: t.cancelled,
    status: statusOf(t, progress),
    origin: name?.origin ?? '',
    destination: name?.destination ?? '',
    fromType: typeNumber(from.kind),
    fromLocationId: from.id,
    toType: typeNumber(to.kind),
    toLocationId: to.id,
    yardId: from.kind === 'yard' ? from.id : to.kind === 'yard' ? to.id : null,
    jobId: to.kind === 'job' ? to.id : from.kind === 'job' ? from.id : null,
    allowClose: open && progress.toShip === 0 && progress.toCheckIn === 0 && may('inventory.closeTransfer'),
    allowCancel: open && !progress.shippedAny && may('inventory.transfer'),
    allowEdit: open && may('inventory.transfer'),
    jobsApproved: approved,
    damagedAllowed: from.kind === 'job' && to.kind === 'yard',
    transferItems: lines
      .filter((l) => l.itemKind === 'jobReady')
      .map((l) => ({ ...line(l), jobReadyItemId: l.itemId })),
    transferItemsBulk: lines.filter((l) => l.itemKind === 'bulk').map((l) => ({ ...line(l), bulkItemId: l.itemId })),
    assetTransfers: ticketAssets.map((a) => ({
      assetTransferId: a.id,
      serializedStatusId: a.statusId,
      serializedItemId: a.assetId,
      serialNumber: a.serialNumber,
      itemName: a.name,
      status: a.status,
      inStock: !a.shipped && atOrigin(a),
      shipped: a.shipped,
      checkedIn: a.checkedIn,
      inTransit: a.shipped && !a.checkedIn,
      selected: false,
    })),
    additionalAssets: available.assetsAvailable.filter((a) => !onTicketAssets.has(a.serializedItemId)),
    additionalItems: available.jobReadyAvailable.filter((a) => !onTicketJr.has(a.jobReadyItemId)),
    additionalItemsBulk: available.bulkAvailable.filter((a) => !onTicketBulk.has(a.bulkItemId)),
    billsOfLading: bills.map((b) => ({ shipmentId: b.shipmentId, identifier: b.identifier, date: b.date })),
  };
}

export async function getTransferRequest(ctx: Ctx, id: number) {
  const t = await requireTicket(ctx, id);
  return ok(await ticketView(ctx, t));
}

// --- lists --------------------------------------------------------------------------------------------------

export async function transferList(ctx: Ctx, type: TransferListType, id: number | undefined, closed: boolean) {
  const conditions: SQL[] = [ticketVisibleSql(ctx)];
  const at = (side: 'from' | 'to', kind: 'yard' | 'job') => {
    const k = side === 'from' ? sql`tr.from_kind` : sql`tr.to_kind`;
    const i = side === 'from' ? sql`tr.from_id` : sql`tr.to_id`;
    conditions.push(sql`${k} = ${kind}`);
    if (id !== undefined) conditions.push(sql`${i} = ${id}`);
  };
  if (type === 'Pick') at('from', 'yard');
  else if (type === 'JobPick') at('from', 'job');
  else if (type === 'Return') at('to', 'yard');
  else if (type === 'JobReceiving' || type === 'JobCheckIn') at('to', 'job');
  if (id !== undefined && type !== 'PickTickets') {
    // The location itself must pass its gate (a hidden one answers like a missing one).
    if (type === 'Pick' || type === 'Return') await requireAllowedYard(ctx, ctx.db, id);
    else await requireJob(ctx, id);
  }
  if (!closed) conditions.push(sql`not tr.completed and not tr.cancelled`);
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    select tr.id, tr.from_kind, tr.to_kind, tr.created_at, tr.completed, tr.cancelled,
           ${endNameSql(sql`tr.from_kind`, sql`tr.from_id`)} as origin,
           ${endNameSql(sql`tr.to_kind`, sql`tr.to_id`)} as destination,
           coalesce((select first_name || ' ' || last_name from users where id = tr.requested_by), '') as requester,
           coalesce(l.to_ship, 0) + coalesce(a.to_ship, 0) as to_ship,
           coalesce(l.to_check_in, 0) + coalesce(a.to_check_in, 0) as to_check_in,
           coalesce(l.shipped_any, false) or coalesce(a.shipped_any, false) as shipped_any
      from transfer_requests tr
      left join (select transfer_id, sum(amount - shipped + damaged - shipped_damaged)::int as to_ship,
                        sum(shipped - checked_in + shipped_damaged - checked_in_damaged)::int as to_check_in,
                        bool_or(shipped + shipped_damaged > 0) as shipped_any
                   from transfer_items group by transfer_id) l on l.transfer_id = tr.id
      left join (select transfer_id, count(*) filter (where shipped_at is null)::int as to_ship,
                        count(*) filter (where shipped_at is not null and checked_in_at is null)::int as to_check_in,
                        bool_or(shipped_at is not null) as shipped_any
                   from transfer_assets group by transfer_id) a on a.transfer_id = tr.id
     where ${sql.join(conditions, sql` and `)}
     order by tr.completed or tr.cancelled, tr.created_at desc, tr.id desc`);
  const data: TransferListRow[] = rows.map((r) => {
    const type = transferTypeOf(typeNumber(r.from_kind as 'yard' | 'job'), typeNumber(r.to_kind as 'yard' | 'job'));
    const progress = {
      toShip: Number(r.to_ship),
      toCheckIn: Number(r.to_check_in),
      shippedAny: Boolean(r.shipped_any),
    };
    return {
      transferRequestId: Number(r.id),
      transferTypeId: type.transferTypeId,
      transferType: type.transferType,
      date: new Date(r.created_at as string).toISOString(),
      origin: String(r.origin ?? ''),
      destination: String(r.destination ?? ''),
      requestingUser: String(r.requester),
      completed: Boolean(r.completed),
      cancelled: Boolean(r.cancelled),
      status: statusOf({ completed: Boolean(r.completed), cancelled: Boolean(r.cancelled) }, progress),
      toShip: progress.toShip,
      toCheckIn: progress.toCheckIn,
    };
  });
  return ok(data);
}

// --- save line details ----------------------------------------------------------------------------------------

export async function saveTransferRequest(ctx: Ctx, body: z.output<typeof saveTransferBody>) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, body.transferRequestId, tx);
    assertOpen(t);
    await requireEnd(ctx, fromOf(t), tx);
    await requireEnd(ctx, toOf(t), tx);
    const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
    const all = [
      ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' })),
      ...body.transferItemsBulk.map((l) => ({ ...l, kind: 'bulk' })),
    ];
    for (const l of all) {
      const line = lines.get(l.transferItemId);
      if (!line || line.itemKind !== l.kind) throw badRequest(messages.transferLineNotOnTicket);
      await tx
        .update(transferItems)
        .set({
          ...(l.weight !== undefined ? { weight: l.weight } : {}),
          ...(l.hazardous !== undefined ? { hazardous: l.hazardous } : {}),
          ...(l.code !== undefined ? { code: l.code } : {}),
          ...(l.rate !== undefined ? { rate: moneyIn(l.rate) } : {}),
          ...(l.charges !== undefined ? { charges: moneyIn(l.charges) } : {}),
        })
        .where(eq(transferItems.id, l.transferItemId));
    }
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'saveDetails', { lines: all.length });
  });
  return { success: true as const, message: messages.transferSaved };
}

// --- ship ---------------------------------------------------------------------------------------------------

interface Selection {
  transferItemId: number;
  selected: number;
  selectedDamaged?: number;
  kind: StockItemKind;
}

function selectionsOf(body: {
  transferItems: { transferItemId: number; selected: number; selectedDamaged?: number }[];
  transferItemsBulk: { transferItemId: number; selected: number }[];
}): Selection[] {
  const all: Selection[] = [
    ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' as const })),
    ...body.transferItemsBulk.map((l) => ({ ...l, selectedDamaged: 0, kind: 'bulk' as const })),
  ];
  const ids = all.map((l) => l.transferItemId);
  if (new Set(ids).size !== ids.length) throw badRequest(messages.transferItemTwice);
  return all.filter((l) => l.selected + (l.selectedDamaged ?? 0) > 0);
}

export async function shipItems(ctx: Ctx, body: z.output<typeof shipItemsBody>) {
  const selections = selectionsOf(body);
  const assetIds = body.assetTransfers.filter((a) => a.selected).map((a) => a.assetTransferId);
  if (new Set(assetIds).size !== assetIds.length) throw badRequest(messages.transferAssetTwice);
  if (selections.length + assetIds.length === 0) throw badRequest(messages.transferNothingSelected);
  const details = new Map(
    [...body.transferItems, ...body.transferItemsBulk].map((l) => [l.transferItemId, l] as const),
  );

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'ship', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      const origin = await requireEnd(ctx, from, tx);
      const destination = await requireEnd(ctx, to, tx);
      if (!(await endsApproved(tx, [from, to]))) throw conflict(messages.jobsNotApproved);

      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const movements: Movement[] = [];
      const shipped: { line: LineRow; amount: number; damaged: number }[] = [];
      for (const s of selections) {
        const line = lines.get(s.transferItemId);
        if (!line || line.itemKind !== s.kind) throw badRequest(messages.transferLineNotOnTicket);
        const damaged = s.selectedDamaged ?? 0;
        if (s.selected > line.amount - line.shipped || damaged > line.damaged - line.shippedDamaged)
          throw conflict(messages.cannotAddMoreThanAvailable);
        movements.push({
          item: { kind: s.kind, id: line.itemId },
          from,
          to: { kind: 'transit', id: t.id },
          amount: s.selected,
          damaged,
          damagedFromGood: damaged > 0,
          reason: 'transfer',
          reference: { kind: REF, id: t.id },
          userId: ctx.user.id,
        });
        shipped.push({ line, amount: s.selected, damaged });
      }
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const id of assetIds) {
        const ta = ticketAssets.get(id);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (ta.shipped) throw conflict(messages.transferNothingToShip);
      }
      await moveMany(tx, movements);

      const now = new Date();
      const bill = await prefillBill(tx, t, origin.name, destination.name);
      const [shipment] = await tx
        .insert(transferShipments)
        .values({ ...bill, transferId: t.id, billDate: serverToday(), shippedBy: ctx.user.id, updatedBy: ctx.user.id })
        .returning({ id: transferShipments.id });
      await tx
        .update(transferShipments)
        .set({ identifier: `BOL-${String(shipment.id).padStart(6, '0')}` })
        .where(eq(transferShipments.id, shipment.id));
      for (const s of shipped) {
        const d = details.get(s.line.id);
        const weight = d?.weight !== undefined ? d.weight : s.line.weight;
        const hazardous = d?.hazardous ?? s.line.hazardous;
        const code = d?.code ?? s.line.code;
        const rate = d?.rate !== undefined ? moneyIn(d.rate) : s.line.rate;
        const charges = d?.charges !== undefined ? moneyIn(d.charges) : s.line.charges;
        await tx
          .update(transferItems)
          .set({
            shipped: s.line.shipped + s.amount,
            shippedDamaged: s.line.shippedDamaged + s.damaged,
            weight,
            hazardous,
            code,
            rate,
            charges,
          })
          .where(eq(transferItems.id, s.line.id));
        await tx.insert(transferShipmentItems).values({
          shipmentId: shipment.id,
          transferItemId: s.line.id,
          quantity: s.amount,
          damaged: s.damaged,
          description: s.line.itemName,
          weight,
          hazardous,
          code,
          rate,
          charges,
        });
      }
      // Assets leave the origin: they are placed at the destination, 'In Transit' until checked in.
      for (const id of [...assetIds].sort(
        (a, b) => (ticketAssets.get(a)?.assetId ?? 0) - (ticketAssets.get(b)?.assetId ?? 0),
      )) {
        const ta = ticketAssets.get(id) as TicketAssetRow;
        const a = await requireAsset(ctx, ta.assetId, tx);
        if (a.decommissioned) throw conflict(messages.assetAlreadyDecommissioned);
        if (a.onRepair) throw conflict(messages.assetAlreadyOnRepair);
        const here = from.kind === 'yard' ? a.yardId === from.id && a.jobId === null : a.jobId === from.id;
        if (!here) throw conflict(messages.transferAssetNotAtOrigin);
        const place = to.kind === 'yard' ? { yardId: to.id, jobId: null } : { jobId: to.id };
        const [after] = await tx
          .update(assets)
          .set({ ...place, status: IN_TRANSIT, updatedAt: now })
          .where(eq(assets.id, a.id))
          .returning();
        await recordStatus(
          tx,
          ctx.user.id,
          after,
          IN_TRANSIT,
          `Shipped from ${origin.name} to ${destination.name} on pick ticket #${t.id}.`,
          now,
        );
        await tx
          .update(transferAssets)
          .set({ shippedAt: now, shipmentId: shipment.id })
          .where(eq(transferAssets.id, id));
      }
      await tx.update(transferRequests).set({ updatedAt: now }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'ship', {
        shipmentId: shipment.id,
        lines: shipped.map((s) => ({ transferItemId: s.line.id, amount: s.amount, damaged: s.damaged })),
        assets: assetIds,
      });
      return {
        success: true as const,
        message: messages.transferShipped,
        transferRequestId: t.id,
        shipmentId: shipment.id,
      };
    }),
  );
}

// --- check in -----------------------------------------------------------------------------------------------

export async function checkIn(ctx: Ctx, body: z.output<typeof checkInBody>) {
  const selections = selectionsOf(body);
  const assetIds = body.assetTransfers.filter((a) => a.selected).map((a) => a.assetTransferId);
  if (new Set(assetIds).size !== assetIds.length) throw badRequest(messages.transferAssetTwice);
  if (selections.length + assetIds.length === 0) throw badRequest(messages.transferNothingSelected);

  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'checkIn', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      const origin = await requireEnd(ctx, from, tx);
      const destination = await requireEnd(ctx, to, tx);
      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const movements: Movement[] = [];
      const arrived: { line: LineRow; amount: number; damaged: number }[] = [];
      for (const s of selections) {
        const line = lines.get(s.transferItemId);
        if (!line || line.itemKind !== s.kind) throw badRequest(messages.transferLineNotOnTicket);
        const damaged = s.selectedDamaged ?? 0;
        if (s.selected > line.shipped - line.checkedIn || damaged > line.shippedDamaged - line.checkedInDamaged)
          throw conflict(messages.cannotAddMoreThanAvailable);
        movements.push({
          item: { kind: s.kind, id: line.itemId },
          from: { kind: 'transit', id: t.id },
          to,
          amount: s.selected,
          damaged,
          reason: 'checkIn',
          reference: { kind: REF, id: t.id },
          userId: ctx.user.id,
        });
        arrived.push({ line, amount: s.selected, damaged });
      }
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const id of assetIds) {
        const ta = ticketAssets.get(id);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (!ta.shipped || ta.checkedIn) throw conflict(messages.transferNothingToCheckIn);
      }
      await moveMany(tx, movements);
      const now = new Date();
      for (const a of arrived)
        await tx
          .update(transferItems)
          .set({ checkedIn: a.line.checkedIn + a.amount, checkedInDamaged: a.line.checkedInDamaged + a.damaged })
          .where(eq(transferItems.id, a.line.id));
      const status = to.kind === 'job' ? assetStatusWords.atJob : assetStatusWords.available;
      for (const id of assetIds) {
        const ta = ticketAssets.get(id) as TicketAssetRow;
        const a = await requireAsset(ctx, ta.assetId, tx);
        // Repaired or decommissioned on the way: the ticket records the arrival, the asset keeps its state.
        const place =
          a.decommissioned || a.onRepair ? {} : to.kind === 'yard' ? { yardId: to.id, jobId: null } : { jobId: to.id };
        const [after] = await tx
          .update(assets)
          .set({ ...place, ...(a.decommissioned || a.onRepair ? {} : { status }), updatedAt: now })
          .where(eq(assets.id, a.id))
          .returning();
        if (!a.decommissioned && !a.onRepair)
          await recordStatus(
            tx,
            ctx.user.id,
            after,
            status,
            `Checked in at ${destination.name} from ${origin.name} on pick ticket #${t.id}.`,
            now,
          );
        await tx.update(transferAssets).set({ checkedInAt: now }).where(eq(transferAssets.id, id));
      }
      await tx.update(transferRequests).set({ updatedAt: now }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'checkIn', {
        lines: arrived.map((s) => ({ transferItemId: s.line.id, amount: s.amount, damaged: s.damaged })),
        assets: assetIds,
      });
      return { success: true as const, message: messages.transferCheckedIn, transferRequestId: t.id };
    }),
  );
}

// --- Save Adjustment ----------------------------------------------------------------------------------------

export async function editTransfer(ctx: Ctx, body: z.output<typeof editTransferBody>) {
  return ctx.db.transaction((tx) =>
    once(tx, { key: body.requestKey, kind: 'transferAdjustment', userId: ctx.user.id }, async () => {
      const t = await requireTicket(ctx, body.transferRequestId, tx);
      assertOpen(t);
      const from = fromOf(t);
      const to = toOf(t);
      await requireEnd(ctx, from, tx);
      await requireEnd(ctx, to, tx);
      const isReturn = from.kind === 'job' && to.kind === 'yard';
      const lines = new Map((await linesOf(tx, t.id)).map((l) => [l.id, l]));
      const adjustments = [
        ...body.transferItems.map((l) => ({ ...l, kind: 'jobReady' as const })),
        ...body.transferItemsBulk.map((l) => ({ ...l, damagedAdjustment: 0, kind: 'bulk' as const })),
      ];
      const ids = adjustments.map((l) => l.transferItemId);
      if (new Set(ids).size !== ids.length) throw badRequest(messages.transferItemTwice);
      const goodJr = await goodAt(
        tx,
        from,
        'jobReady',
        [...lines.values()].filter((l) => l.itemKind === 'jobReady').map((l) => l.itemId),
      );
      const goodBulk = await goodAt(
        tx,
        from,
        'bulk',
        [...lines.values()].filter((l) => l.itemKind === 'bulk').map((l) => l.itemId),
      );
      const changes: Record<string, unknown>[] = [];
      for (const a of adjustments) {
        const line = lines.get(a.transferItemId);
        if (!line || line.itemKind !== a.kind) throw badRequest(messages.transferLineNotOnTicket);
        if (a.adjustment === 0 && a.damagedAdjustment === 0) continue;
        if (a.damagedAdjustment !== 0 && !isReturn) throw badRequest(messages.transferDamagedOnlyOnReturn);
        const available = (a.kind === 'jobReady' ? goodJr : goodBulk).get(line.itemId) ?? 0;
        const adding = Math.max(a.adjustment, 0) + Math.max(a.damagedAdjustment, 0);
        if (adding > available) throw conflict(messages.cannotAddMoreThanAvailable);
        if (line.amount - line.shipped + a.adjustment < 0) throw conflict(messages.cannotRemoveMoreThanAvailable);
        if (line.damaged - line.shippedDamaged + a.damagedAdjustment < 0)
          throw conflict(messages.cannotRemoveMoreThanAvailable);
        const amount = line.amount + a.adjustment;
        const damaged = line.damaged + a.damagedAdjustment;
        if (amount === 0 && damaged === 0 && line.shipped + line.shippedDamaged === 0)
          await tx.delete(transferItems).where(eq(transferItems.id, line.id));
        else await tx.update(transferItems).set({ amount, damaged }).where(eq(transferItems.id, line.id));
        changes.push({ transferItemId: line.id, adjustment: a.adjustment, damagedAdjustment: a.damagedAdjustment });
      }

      // New lines
      const onTicket = (kind: StockItemKind, itemId: number) =>
        [...lines.values()].some((l) => l.itemKind === kind && l.itemId === itemId);
      const addJr = body.addItems.filter((l) => l.amount + l.damagedAmount > 0);
      const addBulk = body.addItemsBulk.filter((l) => l.amount > 0);
      if (!isReturn && addJr.some((l) => l.damagedAmount > 0)) throw badRequest(messages.transferDamagedOnlyOnReturn);
      for (const l of addJr) if (onTicket('jobReady', l.jobReadyItemId)) throw conflict(messages.transferItemTwice);
      for (const l of addBulk) if (onTicket('bulk', l.bulkItemId)) throw conflict(messages.transferItemTwice);
      const added = { jobReady: addJr, bulk: addBulk };
      await checkAsked(
        tx,
        from,
        added,
        { jobReady: 'addItems', bulk: 'addItemsBulk' },
        messages.cannotAddMoreThanAvailable,
      );
      const newLines = ticketLines(t.id, added);
      if (newLines.length) await tx.insert(transferItems).values(newLines);

      // Assets
      const ticketAssets = new Map((await assetsOf(tx, t.id)).map((a) => [a.id, a]));
      for (const r of body.removeAssets) {
        const ta = ticketAssets.get(r.assetTransferId);
        if (!ta) throw badRequest(messages.transferLineNotOnTicket);
        if (ta.shipped) throw conflict(messages.cannotRemoveMoreThanAvailable);
        await tx.delete(transferAssets).where(eq(transferAssets.id, ta.id));
      }
      const addAssetIds = body.addAssets.map((a) => a.serializedItemId);
      await checkAssetsForTicket(ctx, tx, from, addAssetIds, t.id);
      if (addAssetIds.length)
        await tx.insert(transferAssets).values(addAssetIds.map((assetId) => ({ transferId: t.id, assetId })));

      await tx.update(transferRequests).set({ updatedAt: new Date() }).where(eq(transferRequests.id, t.id));
      await audit(tx, ctx.user.id, 'transferRequest', t.id, 'adjust', {
        adjustments: changes,
        addItems: addJr,
        addItemsBulk: addBulk,
        addAssets: addAssetIds,
        removeAssets: body.removeAssets.map((r) => r.assetTransferId),
      });
      return { success: true as const, message: messages.transferAdjusted };
    }),
  );
}

// --- cancel / close -------------------------------------------------------------------------------------------

export async function cancelTransfer(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, id, tx);
    assertOpen(t);
    await requireEnd(ctx, fromOf(t), tx);
    await requireEnd(ctx, toOf(t), tx);
    const progress = progressOf(await linesOf(tx, t.id), await assetsOf(tx, t.id));
    if (progress.shippedAny) throw conflict(messages.transferCannotCancel);
    const now = new Date();
    await tx
      .update(transferRequests)
      .set({ cancelled: true, cancelledAt: now, cancelledBy: ctx.user.id, updatedAt: now })
      .where(eq(transferRequests.id, t.id));
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'cancel');
  });
  return { success: true as const, message: messages.transferCancelledDone };
}

export async function closeTransfer(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const t = await requireTicket(ctx, id, tx);
    assertOpen(t);
    const progress = progressOf(await linesOf(tx, t.id), await assetsOf(tx, t.id));
    if (progress.toShip > 0 || progress.toCheckIn > 0) throw conflict(messages.transferCannotClose);
    const now = new Date();
    await tx
      .update(transferRequests)
      .set({ completed: true, completedAt: now, completedBy: ctx.user.id, updatedAt: now })
      .where(eq(transferRequests.id, t.id));
    await audit(tx, ctx.user.id, 'transferRequest', t.id, 'close');
  });
  return { success: true as const, message: messages.ticketClosed };
}
