import { type AvailableInventory, messages, type StockLocationKind } from '@fieldbook/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transferRequests } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type JobHead, requireJob, visibleJobIdSql } from '../jobs/job-access.ts';

// Reads and gates shared by the pick ticket and bill of lading services (docs/decisions/inventory.md
// "Inventory: pick tickets"): which locations a user may move stock between, what a location can send,
// whether the jobs of a ticket are approved, and the names of a ticket's ends.

export type TicketRow = typeof transferRequests.$inferSelect;
export interface End {
  kind: StockLocationKind;
  id: number;
}
export const fromOf = (t: Pick<TicketRow, 'fromKind' | 'fromId'>): End => ({
  kind: t.fromKind as StockLocationKind,
  id: t.fromId,
});
export const toOf = (t: Pick<TicketRow, 'toKind' | 'toId'>): End => ({
  kind: t.toKind as StockLocationKind,
  id: t.toId,
});
/** The stock ledger's reference kind of a ticket's movements (into transit when shipped, out when checked in). */
export const LEDGER_REF = 'transfer';
export const typeNumber = (kind: StockLocationKind) => (kind === 'yard' ? 0 : 1) as 0 | 1;
export const kindOfType = (type: 0 | 1): StockLocationKind => (type === 0 ? 'yard' : 'job');

/** Whether the user works from every yard (holders of inventory.adjust), as the allowed-yards rule says. */
export const everyYard = (ctx: Pick<Ctx, 'user'>) => ctx.user.permissions.has('inventory.adjust');

/** SQL: the yard with this id (an SQL expression) is one of the user's allowed yards. */
export function yardAllowedSql(ctx: Pick<Ctx, 'user'>, yardId: SQL): SQL {
  if (everyYard(ctx)) return sql`true`;
  return sql`exists (select 1 from yards ay join user_offices auo on auo.office_id = ay.office_location_id
                      where ay.id = ${yardId} and auo.user_id = ${ctx.user.id})`;
}
/** SQL: both ends of the ticket `tr` pass the gates. */
export function ticketVisibleSql(ctx: Pick<Ctx, 'user'>): SQL {
  const end = (kind: SQL, id: SQL) =>
    sql`(case when ${kind} = 'yard' then ${yardAllowedSql(ctx, id)} else ${visibleJobIdSql(ctx.user, id)} end)`;
  return sql`(${end(sql`tr.from_kind`, sql`tr.from_id`)} and ${end(sql`tr.to_kind`, sql`tr.to_id`)})`;
}

/** 404 for a missing yard; 403 for a yard outside the user's allowed yards. */
export async function requireAllowedYard(ctx: Ctx, db: Tx, yardId: number): Promise<{ id: number; name: string }> {
  const { rows } = await db.execute<{ id: number; name: string; allowed: boolean }>(
    sql`select y.id, y.name, ${yardAllowedSql(ctx, sql`y.id`)} as allowed from yards y where y.id = ${yardId}`,
  );
  const [y] = rows;
  if (!y) throw notFound(messages.yardNotFound);
  if (!y.allowed) throw forbidden(messages.transferYardNotAllowed);
  return { id: Number(y.id), name: String(y.name) };
}

/** A ticket end through its gate: an allowed yard, or a job through requireJob (locked in `lock`). */
export async function requireEnd(ctx: Ctx, end: End, lock?: Tx): Promise<{ name: string; job: JobHead | null }> {
  if (end.kind === 'yard') {
    const y = await requireAllowedYard(ctx, lock ?? ctx.db, end.id);
    return { name: y.name, job: null };
  }
  const job = await requireJob(ctx, end.id, lock ? { lock } : {});
  return { name: job.jobName, job };
}

/**
 * Whether a job is approved through all stages (spec 4 §4, jobsApproved): not canceled, and the sales,
 * corporate, client and operations approvals given and accounting approved or skipped (the
 * job_approvals rows of domains/approvals; a rejection deletes them).
 */
export async function jobApproved(db: Tx, jobId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select (not j.canceled) and (
      select count(*) from job_approvals a
       where a.job_id = j.id
         and ((a.kind in ('sales', 'corporate', 'client', 'operations') and a.approval)
              or (a.kind = 'accounting' and (a.approval or a.skipped)))
    ) = 5 as ok
      from jobs j where j.id = ${jobId}`);
  return Boolean(rows[0]?.ok);
}

/** Whether every job end of a ticket is approved through all stages. */
export async function endsApproved(db: Tx, ends: End[]): Promise<boolean> {
  for (const e of ends) if (e.kind === 'job' && !(await jobApproved(db, e.id))) return false;
  return true;
}

/** SQL: the name of a location (kind, id as SQL expressions). */
export const endNameSql = (kind: SQL, id: SQL) =>
  sql`case when ${kind} = 'yard' then (select name from yards where id = ${id})
           else (select job_name from jobs where id = ${id}) end`;

/** The asset is at the location, in service, and on no open ticket that has not checked it in. */
export const assetFreeAtSql = (end: End) => sql`
  a.decommissioned = false and a.on_repair = false
  and ${end.kind === 'yard' ? sql`a.yard_id = ${end.id} and a.job_id is null` : sql`a.job_id = ${end.id}`}
  and not exists (select 1 from transfer_assets ta join transfer_requests tr on tr.id = ta.transfer_id
                   where ta.asset_id = a.id and ta.checked_in_at is null and not tr.cancelled and not tr.completed)`;

/** What a location can send now: items with good units, assets free at it. */
export async function availableAt(db: Tx, end: End): Promise<AvailableInventory> {
  const items = (kind: 'jobReady' | 'bulk') => {
    const table = kind === 'jobReady' ? sql`job_ready_items` : sql`bulk_items`;
    return db.execute<{ id: number; name: string; category: string; available: number }>(sql`
      select i.id, i.name, c.name as category, b.amount as available
        from stock_balances b
        join ${table} i on i.id = b.item_id
        join inventory_categories c on c.id = i.category_id
       where b.location_kind = ${end.kind} and b.location_id = ${end.id} and b.item_kind = ${kind} and b.amount > 0
       order by lower(i.name), i.id`);
  };
  const [jobReady, bulk, free] = await Promise.all([
    items('jobReady'),
    items('bulk'),
    db.execute<{ id: number; name: string; serial_number: string; status: string }>(sql`
      select a.id, a.name, a.serial_number, a.status from assets a
       where ${assetFreeAtSql(end)}
       order by lower(a.name), a.serial_number, a.id`),
  ]);
  return {
    jobReadyAvailable: jobReady.rows.map((r) => ({
      jobReadyItemId: Number(r.id),
      name: r.name,
      category: r.category,
      available: Number(r.available),
    })),
    bulkAvailable: bulk.rows.map((r) => ({
      bulkItemId: Number(r.id),
      name: r.name,
      category: r.category,
      available: Number(r.available),
    })),
    assetsAvailable: free.rows.map((r) => ({
      serializedItemId: Number(r.id),
      name: r.name,
      serialNumber: r.serial_number,
      status: r.status,
    })),
  };
}

/** The ticket, or 404 (also when the user may not see one of its ends); locked FOR UPDATE in `lock`. */
export async function requireTicket(ctx: Ctx, id: number, lock?: Tx): Promise<TicketRow> {
  const db = lock ?? ctx.db;
  const q = db.select().from(transferRequests).where(eq(transferRequests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.transferNotFound);
  const { rows } = await db.execute<{ ok: boolean }>(
    sql`select ${ticketVisibleSql(ctx)} as ok from transfer_requests tr where tr.id = ${id}`,
  );
  if (!rows[0]?.ok) throw notFound(messages.transferNotFound);
  return row;
}

/** Money from a numeric column. */
export const moneyOut = (v: string | null): number | null => (v === null ? null : Number(v));
/** Money into a numeric column. */
export const moneyIn = (v: number | null | undefined): string | null =>
  v === null || v === undefined ? null : v.toFixed(2);
