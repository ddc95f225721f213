import {
  BILLING_STEP,
  type TransferListRow,
  type TransferListType,
  type TransferRequest,
  transferTypeOf,
} from '@fieldbook/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { transferShipments } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { requireJob, visibleJobIdSql } from '../jobs/job-access.ts';
import { progressOf, statusOf } from './transfers.policy.ts';
import {
  availableAt,
  endNameSql,
  endsApproved,
  fromOf,
  moneyOut,
  requireAllowedYard,
  requireTicket,
  type TicketRow,
  ticketVisibleSql,
  toOf,
  typeNumber,
  yardAllowedSql,
} from './transfers.queries.ts';
import { assetsOf, type LineRow, linesOf, type TicketAssetRow } from './transfers-lines.queries.ts';

// Pick tickets (spec 4 "Transfers, tickets, bills of lading"; docs/decisions/inventory.md "Inventory:
// pick tickets"): the pick order creates a ticket and moves nothing; Ship Items takes stock from the
// origin into transit; Check In gives it to the destination; Save Adjustment changes what is left to
// ship; Cancel (nothing shipped) and Close (nothing left). Every stock-moving write goes through
// once() and the stock ledger in one transaction.
//
// This file reads: the origins and destinations a user may choose, what they hold, one ticket and the
// lists. The writes are by sub-resource: transfers-pick-orders.service.ts, transfers-shipping.service.ts,
// transfers-check-in.service.ts and transfers-edits.service.ts; the ticket's state rules are in
// transfers.policy.ts, its lines and assets read by transfers-lines.queries.ts.

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

// --- one ticket ---------------------------------------------------------------------------------------------

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
