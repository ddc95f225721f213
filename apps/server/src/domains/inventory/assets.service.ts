import {
  ASSET_LABEL_PREFIX,
  ASSET_TYPE_METER,
  type AssetListRow,
  type AssetProfile,
  type assetFields,
  assetTypeName,
  assetTypes,
  calibrationDue,
  calibrationLapsesBefore,
  type checkInRepairBody,
  messages,
  type repairAssetBody,
  assetStatusWords as S,
} from '@fieldbook/contract';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { assetStatuses, assets, jobs, meterTypes, yards } from '../../db/schema/index.ts';
import { audit, changedFields } from '../../platform/audit.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx, SessionUser } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { requireJob, visibleJobRow } from '../jobs/job-access.ts';

// Serialized assets (spec 4 §2 "Assets", §3, §4, §5, §7): the list, profile, editor, creation,
// repair and check-in, decommissioning, and the assets at a job. Every change of an asset's status
// or location writes a row of its status history (asset_statuses) in the same transaction, and
// stamps the asset's last activity.

type AssetRow = typeof assets.$inferSelect;
type Viewer = Pick<SessionUser, 'permissions'>;
type Fields = z.output<typeof assetFields>;

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

async function yardName(tx: Tx, yardId: number | null): Promise<string | null> {
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

// --- creating and editing ---------------------------------------------------------------------------

/** The checks that need the database: the meter type and the yard exist, the serial is free in its type. */
async function checkFields(tx: Tx, f: Fields, exceptId?: number) {
  if (f.meterType !== null) {
    const [m] = await tx.select({ id: meterTypes.id }).from(meterTypes).where(eq(meterTypes.id, f.meterType));
    if (!m) throw badRequest(messages.selectMeterType, { meterType: messages.selectMeterType });
  }
  const [y] = await tx.select({ id: yards.id }).from(yards).where(eq(yards.id, f.yardId));
  if (!y) throw badRequest(messages.selectYard, { yardId: messages.selectYard });
  const [clash] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.assetType, f.assetType),
        eq(sql`lower(${assets.serialNumber})`, f.serialNumber.toLowerCase()),
        exceptId ? ne(assets.id, exceptId) : undefined,
      ),
    );
  if (clash) throw serialTaken();
}

const serialTaken = () => new AppError(409, messages.assetSerialExists, { serialNumber: messages.assetSerialExists });

/** A unique-index race between the check and the write is the same refusal. */
async function orSerialTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw serialTaken();
    throw err;
  }
}

const columnsOf = (f: Fields) => ({
  name: f.name || `${f.manufacturer} ${f.model}`.trim(),
  serialNumber: f.serialNumber,
  manufacturer: f.manufacturer,
  model: f.model,
  licenses: f.licenses,
  purchaseDate: f.purchaseDate,
  lastCalibratedDate: f.lastCalibratedDate,
  purchasePrice: f.purchasePrice === null ? null : f.purchasePrice.toFixed(2),
  assetType: f.assetType,
  meterTypeId: f.meterType,
  yardId: f.yardId,
});

export async function createAsset(ctx: Ctx, f: Fields) {
  const serializedItemId = await ctx.db.transaction(async (tx) => {
    await checkFields(tx, f);
    const values = columnsOf(f);
    const [row] = await orSerialTaken(
      tx
        .insert(assets)
        .values({ ...values, status: S.available, createdBy: ctx.user.id })
        .returning(),
    );
    await recordStatus(tx, ctx.user.id, row, S.created, 'Asset created.');
    await audit(tx, ctx.user.id, 'asset', row.id, 'create', values);
    return row.id;
  });
  return { success: true as const, message: messages.assetCreated, serializedItemId };
}

export async function saveAsset(ctx: Ctx, body: Fields & { serializedItemId: number }) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.serializedItemId, tx);
    assertInService(before);
    await checkFields(tx, body, before.id);
    const values = columnsOf(body);
    const change = changedFields(before as unknown as typeof values, values);
    if (Object.keys(change).length === 0) return;
    const [after] = await orSerialTaken(
      tx
        .update(assets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(assets.id, before.id))
        .returning(),
    );
    if (before.yardId !== after.yardId) {
      const from = (await yardName(tx, before.yardId)) ?? 'no yard';
      const to = (await yardName(tx, after.yardId)) ?? 'no yard';
      await recordStatus(tx, ctx.user.id, after, S.moved, `Yard changed from ${from} to ${to}.`);
    }
    await audit(tx, ctx.user.id, 'asset', before.id, 'save', change);
  });
  return { success: true as const, message: messages.assetSaved, serializedItemId: body.serializedItemId };
}

// --- state changes ----------------------------------------------------------------------------------

export async function decommission(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, id, tx);
    assertInService(before);
    const [after] = await tx
      .update(assets)
      .set({ decommissioned: true, onRepair: false, jobId: null, status: S.decommissioned, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.decommissioned, 'Permanently decommissioned.');
    await audit(tx, ctx.user.id, 'asset', before.id, 'decommission', {
      status: [before.status, S.decommissioned],
      jobId: before.jobId,
      onRepair: before.onRepair,
    });
  });
  return { success: true as const, message: messages.assetDecommissioned };
}

export async function repair(ctx: Ctx, body: z.output<typeof repairAssetBody>) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.assetId, tx);
    assertInService(before);
    if (before.onRepair) throw conflict(messages.assetAlreadyOnRepair);
    const [after] = await tx
      .update(assets)
      .set({ onRepair: true, jobId: null, status: S.onRepair, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.onRepair, body.repairNote);
    await audit(tx, ctx.user.id, 'asset', before.id, 'repair', {
      repairNote: body.repairNote,
      status: [before.status, S.onRepair],
      ...(before.jobId ? { fromJobId: before.jobId } : {}),
    });
  });
  return { success: true as const, message: messages.assetSentToRepair };
}

export async function checkIn(ctx: Ctx, body: z.output<typeof checkInRepairBody>) {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAsset(ctx, body.assetId, tx);
    assertInService(before);
    if (!before.onRepair) throw conflict(messages.assetNotOnRepair);
    const [y] = await tx.select({ id: yards.id }).from(yards).where(eq(yards.id, body.yardId));
    if (!y) throw badRequest(messages.selectYardToCheckInto, { yardId: messages.selectYardToCheckInto });
    const [after] = await tx
      .update(assets)
      .set({ onRepair: false, jobId: null, yardId: y.id, status: S.available, updatedAt: new Date() })
      .where(eq(assets.id, before.id))
      .returning();
    await recordStatus(tx, ctx.user.id, after, S.checkedIn, body.repairNote);
    await audit(tx, ctx.user.id, 'asset', before.id, 'checkIn', {
      repairNote: body.repairNote,
      yardId: [before.yardId, y.id],
      status: [before.status, S.available],
    });
  });
  return { success: true as const, message: messages.assetCheckedIn };
}
