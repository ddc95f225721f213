import {
  ASSET_LABEL_PREFIX,
  ASSET_TYPE_METER,
  type AssetListRow,
  type AssetProfile,
  assetTypeName,
  assetTypes,
  calibrationDue,
  calibrationLapsesBefore,
  messages,
} from '@fieldbook/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assetStatuses, assets, jobs, meterTypes, yards } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { requireJob, visibleJobRow } from '../jobs/job-access.ts';

// Serialized assets (spec 4 §2 "Assets", §3, §4, §5, §7): the list, profile, editor, creation,
// repair and check-in, decommissioning, and the assets at a job. Every change of an asset's status
// or location writes a row of its status history (asset_statuses) in the same transaction, and
// stamps the asset's last activity.
//
// This file holds what the asset services share (the list row, the asset gate, the status history)
// and the reads of one asset; creating and editing are in assets-editor.service.ts, repair, check-in
// and decommissioning in assets-state.service.ts, the list's pages in assets.list.ts.

export type AssetRow = typeof assets.$inferSelect;
type Viewer = Pick<SessionUser, 'permissions'>;

/**
 * Where an asset is, in words: 'Repair' while on repair, else its job ('At a job' when the job is
 * one the user may not see: the join left it out), else its yard.
 */
export const locationSql = sql<string>`case when ${assets.onRepair} then 'Repair' when ${assets.jobId} is not null then coalesce(${jobs.jobName}, 'At a job') else coalesce(${yards.name}, '') end`;

const listColumns = {
  serializedItemId: assets.id,
  name: assets.name,
  serialNumber: assets.serialNumber,
  status: assets.status,
  location: locationSql,
  lastActivity: assets.lastActivity,
  assetType: assets.assetType,
  onRepair: assets.onRepair,
  decommissioned: assets.decommissioned,
  lastCalibratedDate: assets.lastCalibratedDate,
  calibrationIntervalDays: meterTypes.calibrationIntervalDays,
};

/** What a list row is made of (the columns above, read). */
export interface ListColumns {
  serializedItemId: number;
  name: string;
  serialNumber: string;
  status: string;
  location: string;
  lastActivity: Date | null;
  assetType: number;
  onRepair: boolean;
  decommissioned: boolean;
  lastCalibratedDate: string | null;
  calibrationIntervalDays: number | null;
}

/**
 * A list row as the API answers it: dates in ISO, a meter's calibration due day and whether it lapsed;
 * its fields in the contract's order, the order the answer is written in.
 */
export function listRow(r: ListColumns, today = serverToday()): AssetListRow {
  const meter = r.assetType === ASSET_TYPE_METER && r.calibrationIntervalDays !== null;
  const due = meter ? calibrationDue(r.lastCalibratedDate, r.calibrationIntervalDays as number) : null;
  return {
    serializedItemId: r.serializedItemId,
    name: r.name,
    serialNumber: r.serialNumber,
    status: r.status,
    location: r.location,
    lastActivity: r.lastActivity?.toISOString() ?? null,
    assetType: r.assetType,
    onRepair: r.onRepair,
    decommissioned: r.decommissioned,
    calibrationDue: due,
    calibrationOverdue: meter && !r.decommissioned && calibrationLapsesBefore(due, today),
  };
}

/** The list rows (spec 4 §2 "Assets") matching `where`, by name then serial number (every one: a job's assets). */
export async function listAssets(db: Tx, user: Viewer, where: SQL | undefined): Promise<AssetListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(assets)
    .leftJoin(yards, eq(yards.id, assets.yardId))
    .leftJoin(jobs, and(eq(jobs.id, assets.jobId), visibleJobRow(user)))
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(where)
    .orderBy(asc(sql`lower(${assets.name})`), asc(assets.serialNumber), asc(assets.id));
  const today = serverToday();
  return rows.map((r) => listRow(r, today));
}

/** The assets at a job (through the job gate): the ones in service there now. */
export async function assetAtJob(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  return {
    success: true as const,
    data: await listAssets(ctx.db, ctx.user, and(eq(assets.jobId, job.id), eq(assets.decommissioned, false))),
  };
}

/** The asset, or 404; locked FOR UPDATE in `lock`. */
export async function requireAsset(ctx: Pick<Ctx, 'db'>, id: number, lock?: Tx): Promise<AssetRow> {
  const q = (lock ?? ctx.db).select().from(assets).where(eq(assets.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.assetNotFound);
  return row;
}

/** 409 for a decommissioned asset: it is never moved, repaired, edited or picked again (spec 4 §4). */
export function assertInService(asset: Pick<AssetRow, 'decommissioned'>): void {
  if (asset.decommissioned) throw conflict(messages.assetAlreadyDecommissioned);
}

/** The QR payload of an asset's label. */
export const labelPayload = (labelCode: string) => `${ASSET_LABEL_PREFIX}${labelCode}`;

/** The yard's name, or null for none. */
export async function yardName(tx: Tx, yardId: number | null): Promise<string | null> {
  if (!yardId) return null;
  const [y] = await tx.select({ name: yards.name }).from(yards).where(eq(yards.id, yardId));
  return y?.name ?? null;
}

/** The asset's location in words, as the list shows it. */
async function locationOf(tx: Tx, a: Pick<AssetRow, 'onRepair' | 'jobId' | 'yardId'>): Promise<string> {
  if (a.onRepair) return 'Repair';
  if (a.jobId) {
    const [j] = await tx.select({ name: jobs.jobName }).from(jobs).where(eq(jobs.id, a.jobId));
    if (j) return j.name;
  }
  return (await yardName(tx, a.yardId)) ?? '';
}

/**
 * One row of the status history, written with the change it records: the status word, where the
 * asset is after the change (its yard and job, and the location's name of the day), and a note.
 * Stamps the asset's last activity.
 */
export async function recordStatus(
  tx: Tx,
  userId: number | null,
  asset: Pick<AssetRow, 'id' | 'onRepair' | 'jobId' | 'yardId'>,
  status: string,
  statusNote = '',
  date = new Date(),
): Promise<void> {
  await tx.insert(assetStatuses).values({
    assetId: asset.id,
    status,
    location: await locationOf(tx, asset),
    date,
    statusNote: statusNote.slice(0, 2000),
    yardId: asset.yardId,
    jobId: asset.jobId,
    createdBy: userId,
  });
  await tx.update(assets).set({ lastActivity: date }).where(eq(assets.id, asset.id));
}

// --- reading one ----------------------------------------------------------------------------------

export async function assetProfile(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({
      a: assets,
      yardName: yards.name,
      meterTypeName: meterTypes.name,
      location: locationSql,
    })
    .from(assets)
    .leftJoin(yards, eq(yards.id, assets.yardId))
    .leftJoin(jobs, and(eq(jobs.id, assets.jobId), visibleJobRow(ctx.user)))
    .leftJoin(meterTypes, eq(meterTypes.id, assets.meterTypeId))
    .where(eq(assets.id, id));
  if (!row) throw notFound(messages.assetNotFound);
  const { a } = row;
  const history = await ctx.db
    .select({
      status: assetStatuses.status,
      // The location was written in words; a job the user may not see is not named.
      location: sql<string>`case when ${assetStatuses.jobId} is not null and ${jobs.id} is null then 'At a job' else ${assetStatuses.location} end`,
      date: assetStatuses.date,
      statusNote: assetStatuses.statusNote,
    })
    .from(assetStatuses)
    .leftJoin(jobs, and(eq(jobs.id, assetStatuses.jobId), visibleJobRow(ctx.user)))
    .where(eq(assetStatuses.assetId, a.id))
    .orderBy(desc(assetStatuses.date), desc(assetStatuses.id));
  const data: AssetProfile = {
    serializedItemId: a.id,
    name: a.name,
    serialNumber: a.serialNumber,
    manufacturer: a.manufacturer,
    model: a.model,
    licenses: a.licenses,
    purchaseDate: a.purchaseDate,
    lastCalibratedDate: a.lastCalibratedDate,
    purchasePrice: a.purchasePrice === null ? null : Number(a.purchasePrice),
    assetType: a.assetType,
    assetTypeName: assetTypeName(a.assetType),
    meterType: a.meterTypeId,
    meterTypeName: row.meterTypeName,
    yardId: a.yardId,
    yardName: row.yardName,
    jobId: a.jobId,
    status: a.status,
    location: row.location,
    lastActivity: a.lastActivity?.toISOString() ?? null,
    decommissioned: a.decommissioned,
    onRepair: a.onRepair,
    labelCode: labelPayload(a.labelCode),
    statuses: history.map((h) => ({ ...h, date: h.date.toISOString() })),
  };
  return { success: true as const, data };
}

export async function getAsset(ctx: Ctx, id: number) {
  const a = await requireAsset(ctx, id);
  return {
    success: true as const,
    data: {
      serializedItemId: a.id,
      name: a.name,
      serialNumber: a.serialNumber,
      manufacturer: a.manufacturer,
      model: a.model,
      licenses: a.licenses,
      purchaseDate: a.purchaseDate,
      lastCalibratedDate: a.lastCalibratedDate,
      purchasePrice: a.purchasePrice === null ? null : Number(a.purchasePrice),
      assetType: a.assetType,
      meterType: a.meterTypeId,
      yardId: a.yardId,
    },
  };
}

export function assetTypeList() {
  return { success: true as const, data: assetTypes.map((t) => ({ ...t })) };
}
