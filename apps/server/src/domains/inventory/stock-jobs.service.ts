import { messages, type StockItemKind } from '@fieldbook/contract';
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { type Results, run, runAll } from '../../db/reads.ts';
import { accounts, assets, jobs, opportunities, stockBalances, stockMovements } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { maySeeJob, visibleJobsFilter } from '../jobs/job-access.ts';
import { type CatalogueBalance, catalogueBalances, catalogueBalancesRead } from './stock.queries.ts';
import { type AssetPlace, assetCountRead, assetPageRead, firstAssetsOf } from './stock-assets.queries.ts';

// Job inventory (spec 4 §5, §7 "Yards and job inventory"): the jobs holding stock, a job's inventory,
// its profile tab and the administrative lists of one kind. Amounts are read from the ledger's
// balances; adjustments are in stock-adjustments.service.ts.

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
  return { success: true as const, data };
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

export const jobReadyRow = (r: CatalogueBalance) => ({
  jobInventoryId: r.balanceId,
  itemId: r.itemId,
  name: r.name,
  totalAmount: r.historical,
  currentAmount: r.amount + r.damaged,
  adjustment: 0,
});
export const bulkRow = (r: CatalogueBalance) => ({
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

/** A job's items in the order its inventory lists them: by name (the reads sort by category first). */
export const byItemName = (rows: CatalogueBalance[]) => rows.toSorted((a, b) => a.name.localeCompare(b.name));

export function jobInventoryAnswer({
  head,
  jobReady,
  bulk,
  firstAssets,
  assetCount,
}: Results<ReturnType<typeof jobInventoryReads>>) {
  return {
    success: true as const,
    data: {
      ...head,
      jobReadyItems: byItemName(jobReady).map(jobReadyRow),
      bulkItems: byItemName(bulk).map(bulkRow),
      ...firstAssetsOf(firstAssets, assetCount),
    },
  };
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
  return {
    success: true as const,
    data: {
      bulkInventory: bulk.map(row),
      jobReadyInventory: jobReady.map(row),
      assets: first.map(({ name, ...a }) => ({ ...a, itemName: name })),
      ...paging,
    },
  };
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
  return {
    success: true as const,
    data: { jobId: head.jobId, jobName: head.jobName, jobNumber: head.jobNumber, items: rows.map(shape) },
  };
}
export const jobReadyJobInventory = (ctx: Ctx, jobId: number) =>
  jobInventoryOfKind(ctx, jobId, 'jobReady', jobReadyRow);
export const bulkJobInventory = (ctx: Ctx, jobId: number) => jobInventoryOfKind(ctx, jobId, 'bulk', bulkRow);
