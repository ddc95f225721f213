import { type createYardBody, messages } from '@fieldbook/contract';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { type Results, run, runAll } from '../../db/reads.ts';
import { offices, userOffices, yards } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type CatalogueBalance, catalogueBalancesRead } from './stock.queries.ts';
import { type AssetPlace, assetCountRead, assetPageRead, firstAssetsOf } from './stock-assets.queries.ts';

// Yards and yard inventory (spec 4 §2, §3, §7 "Yards and job inventory"). Amounts are read from the
// ledger's balances; adjustments are in stock-adjustments.service.ts.

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
  return { success: true as const, data };
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
  return { success: true as const, data };
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

export const requireYard = (db: Tx, yardId: number) => run(db, yardRead(db, yardId));

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
  return {
    success: true as const,
    data: {
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
    },
  };
}

export async function yardInventory(ctx: Ctx, yardId: number) {
  return yardInventoryAnswer(await runAll(ctx.db, yardInventoryReads(ctx.db, yardId)));
}
