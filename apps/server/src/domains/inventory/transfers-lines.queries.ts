import type { StockItemKind } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { balancesAt } from './stock-ledger.ts';
import type { End } from './transfers.queries.ts';

// A pick ticket's item lines and assets as its services read them (the ticket view, Save, Ship Items,
// Check In, Save Adjustment, Cancel and Close), and the good units an origin holds of items asked of it.

export interface LineRow {
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

export async function linesOf(db: Tx, ticketId: number): Promise<LineRow[]> {
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

export interface TicketAssetRow {
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

export async function assetsOf(db: Tx, ticketId: number): Promise<TicketAssetRow[]> {
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

/** Good units of items at a location, by item id. */
export async function goodAt(tx: Tx, end: End, kind: StockItemKind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await balancesAt(tx, end, kind, ids);
  return new Map(rows.map((r) => [r.itemId, r.amount]));
}
