import {
  type createYardBody,
  INVENTORY_AUDIT_LIMIT,
  INVENTORY_AUDIT_PAGE_SIZE,
  type jobReadyJobAdjustmentBody,
  messages,
  type StockItemKind,
  type StockLocationKind,
  YARD_ASSET_PAGE_SIZE,
  type yardAdjustmentBody,
} from '@fieldbook/contract';
import { and, asc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { literalLimit } from '../../db/named-statements.ts';

import { decodeCursor, encodeCursor } from '../../db/paging.ts';
import { type Results, run, runAll } from '../../db/reads.ts';
import {
  accounts,
  assets,
  jobs,
  offices,
  opportunities,
  stockBalances,
  stockMovements,
  userOffices,
  yards,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { maySeeJob, requireJob, visibleJobsFilter } from '../jobs/job-access.ts';
import {
  auditMovementsRead,
  type CatalogueBalance,
  catalogueBalances,
  catalogueBalancesRead,
  existingItemIds,
} from './stock.queries.ts';
import { adjustmentMovements, type Movement, moveMany, type StockLocation } from './stock-ledger.ts';

// Yards, yard and job inventory, adjustments and the inventory audit (spec 4 §2, §3, §5, §7 "Yards and
// job inventory"). Amounts are read from the ledger's balances and changed only through the ledger.

const ok = <T>(data: T) => ({ success: true as const, data });

// --- yards --------------------------------------------------------------------------------------------

const yardSelect = {
  yardId: yards.id,
  yardName: yards.name,
  officeName: offices.name,
  officeLocationId: yards.officeLocationId,
};

export async function yardList(ctx: Ctx) {
  const data = await ctx.db
    .select(yardSelect)
    .from(yards)
    .innerJoin(offices, eq(offices.id, yards.officeLocationId))
    .orderBy(asc(sql`lower(${yards.name})`), asc(yards.id));
  return ok(data);
}

/**
 * The yards a user may work from (docs/decisions/inventory.md): every yard for holders of inventory.adjust,
 * otherwise the yards of the offices the user belongs to.
 */
export async function allowedYards(ctx: Ctx) {
  const everyYard = ctx.user.permissions.has('inventory.adjust');
  const data = await ctx.db
    .select(yardSelect)
    .from(yards)
    .innerJoin(offices, eq(offices.id, yards.officeLocationId))
    .where(
      everyYard
        ? undefined
        : exists(
            ctx.db
              .select({ one: sql`1` })
              .from(userOffices)
              .where(and(eq(userOffices.userId, ctx.user.id), eq(userOffices.officeId, yards.officeLocationId))),
          ),
    )
    .orderBy(asc(sql`lower(${yards.name})`), asc(yards.id));
  return ok(data);
}

export async function createYard(ctx: Ctx, body: z.output<typeof createYardBody>) {
  const yardId = await ctx.db.transaction(async (tx) => {
    const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, body.officeLocationId));
    if (!office) throw badRequest(messages.selectOffice, { officeLocationId: messages.selectOffice });
    const [clash] = await tx
      .select({ id: yards.id })
      .from(yards)
      .where(eq(sql`lower(${yards.name})`, body.name.toLowerCase()));
    if (clash) throw new AppError(409, messages.yardExists, { name: messages.yardExists });
    const values = { name: body.name, officeLocationId: body.officeLocationId };
    const [row] = await tx.insert(yards).values(values).onConflictDoNothing().returning({ id: yards.id });
    if (!row) throw new AppError(409, messages.yardExists, { name: messages.yardExists });
    await audit(tx, ctx.user.id, 'yard', row.id, 'create', values);
    return row.id;
  });
  return { success: true as const, message: messages.yardCreated, yardId };
}

function yardRead(db: Tx, yardId: number) {
  const query = db
    .select(yardSelect)
    .from(yards)
    .innerJoin(offices, eq(offices.id, yards.officeLocationId))
    .where(eq(yards.id, yardId));
  return {
    query,
    page([row]: Awaited<typeof query>) {
      if (!row) throw notFound(messages.yardNotFound);
      return row;
    },
  };
}

const requireYard = (db: Tx, yardId: number) => run(db, yardRead(db, yardId));

// --- yard inventory -----------------------------------------------------------------------------------

function groupByCategory<T>(rows: CatalogueBalance[], shape: (r: CatalogueBalance) => T) {
  const groups: { categoryName: string; items: T[] }[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (!group || group.categoryName !== r.categoryName) {
      group = { categoryName: r.categoryName, items: [] };
      groups.push(group);
    }
    group.items.push(shape(r));
  }
  return groups;
}

const assetSelect = {
  serializedItemId: assets.id,
  name: assets.name,
  serialNumber: assets.serialNumber,
  status: assets.status,
};

/** A place whose serialized items an inventory lists, a page at a time: a yard or a job. */
interface AssetPlace {
  kind: StockLocationKind;
  id: number;
}

/**
 * The serialized items an inventory lists at a place: at a yard those not at a job, on repair or
 * decommissioned (assets_yard_inventory walks them by name); at a job those not decommissioned (a few
 * hundred at most, sorted for each page).
 */
const atPlace = (place: AssetPlace) =>
  place.kind === 'yard'
    ? and(
        eq(assets.yardId, place.id),
        isNull(assets.jobId),
        eq(assets.decommissioned, false),
        eq(assets.onRepair, false),
      )
    : and(eq(assets.jobId, place.id), eq(assets.decommissioned, false));

/** The cursor's first part: a yard's cursor cannot page a job's assets, nor the other way round. */
const assetCursorTag = { yard: 'yardAssets', job: 'jobAssets' } as const;

/**
 * A page of the serialized items at a place (atPlace), by name then id, after a cursor of the same
 * place.
 */
function assetPageRead(db: Tx, place: AssetPlace, after?: string) {
  const tag = assetCursorTag[place.kind];
  const where = [atPlace(place)];
  if (after) {
    const [, , name, id] = decodeCursor(after, [{ equals: tag }, { equals: place.id }, 'string', 'int']);
    where.push(sql`(lower(${assets.name}), ${assets.id}) > (${name}::text, ${id}::int)`);
  }
  const query = db
    .select({ ...assetSelect, sortKey: sql<string>`lower(${assets.name})` })
    .from(assets)
    .where(and(...where))
    .orderBy(asc(sql`lower(${assets.name})`), asc(assets.id))
    .limit(literalLimit(YARD_ASSET_PAGE_SIZE + 1));
  return {
    query,
    page(rows: Awaited<typeof query>) {
      const more = rows.length > YARD_ASSET_PAGE_SIZE;
      const page = rows.slice(0, YARD_ASSET_PAGE_SIZE);
      const last = page.at(-1);
      return {
        data: page.map(({ sortKey: _, ...r }) => r),
        more,
        next: more && last ? encodeCursor([tag, place.id, last.sortKey, last.serializedItemId]) : null,
      };
    },
  };
}

function assetCountRead(db: Tx, place: AssetPlace) {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(assets).where(atPlace(place));
  return { query, page: (rows: Awaited<typeof query>) => Number(rows[0]?.n ?? 0) };
}

/** The first page of a place's assets as its inventory carries it: the rows, how many in all, and paging. */
const firstAssetsOf = (first: ReturnType<ReturnType<typeof assetPageRead>['page']>, assetCount: number) => ({
  assets: first.data,
  assetCount,
  assetsMore: first.more,
  assetsNext: first.next,
});

export async function yardAssets(ctx: Ctx, yardId: number, after: string) {
  const page = await run(ctx.db, assetPageRead(ctx.db, { kind: 'yard', id: yardId }, after));
  return { success: true as const, ...page };
}

/**
 * The statements of a yard's inventory, run at once: the yard (404 when there is none), its balances
 * of both kinds (no history: a yard's inventory shows none), its first page of assets and their count.
 */
export function yardInventoryReads(db: Tx, yardId: number) {
  const location: AssetPlace = { kind: 'yard', id: yardId };
  const yard = yardRead(db, yardId);
  return {
    yard,
    jobReady: catalogueBalancesRead(location, 'jobReady', false, false),
    bulk: catalogueBalancesRead(location, 'bulk', false, false),
    firstAssets: assetPageRead(db, location),
    assetCount: assetCountRead(db, location),
  };
}

export function yardInventoryAnswer({
  yard,
  jobReady,
  bulk,
  firstAssets,
  assetCount,
}: Results<ReturnType<typeof yardInventoryReads>>) {
  return ok({
    yardId: yard.yardId,
    yardName: yard.yardName,
    officeName: yard.officeName,
    jobReadyItems: groupByCategory(jobReady, (r) => ({
      inventoryId: r.balanceId,
      itemId: r.itemId,
      name: r.name,
      amount: r.amount,
      damagedAmount: r.damaged,
      adjustment: 0,
      damagedAdjustment: 0,
      newAmount: r.amount,
    })),
    bulkItems: groupByCategory(bulk, (r) => ({
      inventoryId: r.balanceId,
      itemId: r.itemId,
      name: r.name,
      amount: r.amount,
      adjustment: 0,
      newAmount: r.amount,
    })),
    ...firstAssetsOf(firstAssets, assetCount),
  });
}

export async function yardInventory(ctx: Ctx, yardId: number) {
  return yardInventoryAnswer(await runAll(ctx.db, yardInventoryReads(ctx.db, yardId)));
}

interface AdjustmentLine {
  itemId: number;
  adjustment: number;
  damagedAdjustment?: number;
}

/** 400 when an item is listed twice or does not exist. */
async function checkLines(tx: Tx, itemKind: StockItemKind, lines: AdjustmentLine[], field: string) {
  const ids = lines.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length)
    throw badRequest(messages.adjustmentItemTwice, { [field]: messages.adjustmentItemTwice });
  const existing = await existingItemIds(tx, itemKind, ids);
  if (existing.size !== ids.length)
    throw badRequest(messages.stockItemNotFound, { [field]: messages.stockItemNotFound });
}

const adjustmentsOf = (location: StockLocation, itemKind: StockItemKind, lines: AdjustmentLine[], userId: number) =>
  lines.flatMap((l) =>
    adjustmentMovements(
      location,
      { kind: itemKind, id: l.itemId },
      { amount: l.adjustment, damaged: l.damagedAdjustment ?? 0 },
      userId,
    ),
  );

export async function adjustYardInventory(ctx: Ctx, body: z.output<typeof yardAdjustmentBody>) {
  const movements = await ctx.db.transaction(async (tx) => {
    await requireYard(tx, body.yardId);
    await checkLines(tx, 'jobReady', body.jobReadyItems, 'jobReadyItems');
    await checkLines(tx, 'bulk', body.bulkItems, 'bulkItems');
    const location: StockLocation = { kind: 'yard', id: body.yardId };
    const list: Movement[] = [
      ...adjustmentsOf(location, 'jobReady', body.jobReadyItems, ctx.user.id),
      ...adjustmentsOf(location, 'bulk', body.bulkItems, ctx.user.id),
    ];
    await moveMany(tx, list);
    return list.length;
  });
  return { success: true as const, message: movements ? messages.adjustmentsSaved : messages.noAdjustments, movements };
}

// --- job inventory ------------------------------------------------------------------------------------

export async function jobsWithInventory(ctx: Ctx) {
  const atJob = (kind: 'to' | 'from') =>
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(stockMovements)
        .where(
          kind === 'to'
            ? and(eq(stockMovements.toKind, 'job'), eq(stockMovements.toId, jobs.id))
            : and(eq(stockMovements.fromKind, 'job'), eq(stockMovements.fromId, jobs.id)),
        ),
    );
  const data = await ctx.db
    .select({
      jobId: jobs.id,
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      accountName: accounts.accountName,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(
      and(
        visibleJobsFilter(ctx.user),
        or(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(stockBalances)
              .where(and(eq(stockBalances.locationKind, 'job'), eq(stockBalances.locationId, jobs.id))),
          ),
          atJob('to'),
          exists(ctx.db.select({ one: sql`1` }).from(assets).where(eq(assets.jobId, jobs.id))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${jobs.jobName})`), asc(jobs.id));
  return ok(data);
}

/** The job with its account's name; 404 when it does not exist or the user may not see it (requireJob). */
function jobHeadRead(ctx: Ctx, jobId: number) {
  const query = ctx.db
    .select({
      jobId: jobs.id,
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      accountName: accounts.accountName,
      isDrilling: opportunities.isDrilling,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(eq(jobs.id, jobId));
  return {
    query,
    page([row]: Awaited<typeof query>) {
      if (!row || !maySeeJob(ctx.user, row.isDrilling)) throw notFound(messages.notFound);
      const { isDrilling: _, ...head } = row;
      return head;
    },
  };
}

const jobHead = (ctx: Ctx, jobId: number) => run(ctx.db, jobHeadRead(ctx, jobId));

const jobReadyRow = (r: CatalogueBalance) => ({
  jobInventoryId: r.balanceId,
  itemId: r.itemId,
  name: r.name,
  totalAmount: r.historical,
  currentAmount: r.amount + r.damaged,
  adjustment: 0,
});
const bulkRow = (r: CatalogueBalance) => ({
  jobInventoryBulkId: r.balanceId,
  itemId: r.itemId,
  bulkItemName: r.name,
  totalAmount: r.historical,
  currentAmount: r.amount + r.damaged,
  adjustment: 0,
});

/**
 * The statements of a job's inventory, run at once: the job (404 as requireJob), its items, the first
 * page of its assets and their count.
 */
export function jobInventoryReads(ctx: Ctx, jobId: number) {
  const location: AssetPlace = { kind: 'job', id: jobId };
  return {
    head: jobHeadRead(ctx, jobId),
    jobReady: catalogueBalancesRead(location, 'jobReady', true),
    bulk: catalogueBalancesRead(location, 'bulk', true),
    firstAssets: assetPageRead(ctx.db, location),
    assetCount: assetCountRead(ctx.db, location),
  };
}

export function jobInventoryAnswer({
  head,
  jobReady,
  bulk,
  firstAssets,
  assetCount,
}: Results<ReturnType<typeof jobInventoryReads>>) {
  const byName = <T extends { name?: string; bulkItemName?: string }>(a: T, b: T) =>
    (a.name ?? a.bulkItemName ?? '').localeCompare(b.name ?? b.bulkItemName ?? '');
  return ok({
    ...head,
    jobReadyItems: jobReady.map(jobReadyRow).sort(byName),
    bulkItems: bulk.map(bulkRow).sort(byName),
    ...firstAssetsOf(firstAssets, assetCount),
  });
}

export async function jobInventory(ctx: Ctx, jobId: number) {
  return jobInventoryAnswer(await runAll(ctx.db, jobInventoryReads(ctx, jobId)));
}

/** The pages of a job's assets after the first, through the job gate (404 as requireJob). */
export async function jobAssets(ctx: Ctx, jobId: number, after: string) {
  const { page } = await runAll(ctx.db, {
    head: jobHeadRead(ctx, jobId),
    page: assetPageRead(ctx.db, { kind: 'job', id: jobId }, after),
  });
  return { success: true as const, ...page };
}

export async function jobInventoryProfile(ctx: Ctx, jobId: number) {
  const { jobReady, bulk, firstAssets, assetCount } = await runAll(ctx.db, jobInventoryReads(ctx, jobId));
  const row = (r: CatalogueBalance) => ({
    itemId: r.itemId,
    name: r.name,
    totalAmount: r.historical,
    currentAmount: r.amount + r.damaged,
  });
  const { assets: first, ...paging } = firstAssetsOf(firstAssets, assetCount);
  return ok({
    bulkInventory: bulk.map(row),
    jobReadyInventory: jobReady.map(row),
    assets: first.map(({ name, ...a }) => ({ ...a, itemName: name })),
    ...paging,
  });
}

/** The administrative job inventory of one kind: every catalogue item, adjustment 0. */
async function jobInventoryOfKind<T>(
  ctx: Ctx,
  jobId: number,
  itemKind: StockItemKind,
  shape: (r: CatalogueBalance) => T,
) {
  const head = await jobHead(ctx, jobId);
  const rows = await catalogueBalances(ctx.db, { kind: 'job', id: jobId }, itemKind);
  return ok({ jobId: head.jobId, jobName: head.jobName, jobNumber: head.jobNumber, items: rows.map(shape) });
}
export const jobReadyJobInventory = (ctx: Ctx, jobId: number) =>
  jobInventoryOfKind(ctx, jobId, 'jobReady', jobReadyRow);
export const bulkJobInventory = (ctx: Ctx, jobId: number) => jobInventoryOfKind(ctx, jobId, 'bulk', bulkRow);

export async function adjustJobInventory(
  ctx: Ctx,
  body: z.output<typeof jobReadyJobAdjustmentBody>,
  itemKind: StockItemKind,
) {
  const movements = await ctx.db.transaction(async (tx) => {
    await requireJob({ db: tx, user: ctx.user }, body.jobId);
    await checkLines(tx, itemKind, body.data, 'data');
    const list = adjustmentsOf({ kind: 'job', id: body.jobId }, itemKind, body.data, ctx.user.id);
    await moveMany(tx, list);
    return list.length;
  });
  return { success: true as const, message: movements ? messages.adjustmentsSaved : messages.noAdjustments, movements };
}

// --- audit --------------------------------------------------------------------------------------------

/**
 * The audit: amount 0 the latest INVENTORY_AUDIT_LIMIT movements; amount 1 every movement, a page of
 * INVENTORY_AUDIT_PAGE_SIZE at a time from `after` (docs/decisions/inventory.md "Inventory at scale").
 */
export function inventoryAuditRead(all: boolean, after?: string) {
  const limit = all ? INVENTORY_AUDIT_PAGE_SIZE : INVENTORY_AUDIT_LIMIT;
  let from: { at: string; id: number } | undefined;
  if (after) {
    if (!all) throw badRequest(messages.listCursorInvalid, { after: messages.listCursorInvalid });
    const [, at, id] = decodeCursor(after, [{ equals: 'audit' }, 'timestamp', 'int']);
    from = { at: String(at), id: Number(id) };
  }
  const movements = auditMovementsRead(limit + 1, from);
  return {
    query: movements.query,
    page(rows: Record<string, unknown>[]) {
      const found = movements.page(rows);
      const more = found.length > limit;
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        success: true as const,
        data: page.map((r) => {
          const units = r.amount + r.damaged;
          const oneSided = r.fromLocation === null || r.toLocation === null;
          return {
            movementId: r.movementId,
            fullName: r.fullName,
            date: r.date.toISOString(),
            location: oneSided ? (r.toLocation ?? r.fromLocation ?? '') : `${r.fromLocation} → ${r.toLocation}`,
            fromLocation: r.fromLocation,
            toLocation: r.toLocation,
            itemName: r.itemName,
            amount: oneSided && r.toLocation === null ? -units : units,
            damaged: r.damaged,
            reason: r.reason,
          };
        }),
        more,
        // Amount 0 is the latest few only: its 'more' says older ones exist, and the whole audit pages.
        next: all && more && last ? encodeCursor(['audit', last.cursorAt, last.movementId]) : null,
      };
    },
  };
}

export const inventoryAudit = (ctx: Ctx, all: boolean, after?: string) => run(ctx.db, inventoryAuditRead(all, after));
