import { messages } from '@fieldbook/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { potentialRisks, riskActions } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { namedEntries } from './safety.service.ts';

// Potential risks (spec 3 §2.6): the library of risks the sequence actions name.

export async function potentialRiskList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      potentialRiskId: potentialRisks.id,
      risk: potentialRisks.risk,
      actionCount: sql<number>`(select count(*)::int from risk_actions ra where ra.potential_risk_id = potential_risks.id)`,
    })
    .from(potentialRisks)
    .orderBy(asc(sql`lower(${potentialRisks.risk})`), asc(potentialRisks.id));
  return { success: true as const, data };
}

/** The row, locked FOR UPDATE with `lock`; 404 when there is none. */
async function findRisk(db: Tx, id: number, lock = false) {
  const q = db.select().from(potentialRisks).where(eq(potentialRisks.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.riskNotFound);
  return row;
}

export async function getPotentialRisk(ctx: Ctx, id: number) {
  const row = await findRisk(ctx.db, id);
  return { success: true as const, data: { potentialRiskId: row.id, risk: row.risk } };
}

const riskEntries = namedEntries({
  entity: 'potentialRisk',
  field: 'risk',
  idKey: 'potentialRiskId',
  insert: (tx, risk) => tx.insert(potentialRisks).values({ risk }).returning({ id: potentialRisks.id }),
  lockedName: async (tx, id) => (await findRisk(tx, id, true)).risk,
  rename: (tx, id, risk) => tx.update(potentialRisks).set({ risk }).where(eq(potentialRisks.id, id)),
});
export const addPotentialRisk = riskEntries.add;
export const editPotentialRisk = riskEntries.edit;

export async function removePotentialRisk(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findRisk(tx, id, true);
    const [{ actions }] = await tx
      .select({ actions: count() })
      .from(riskActions)
      .where(eq(riskActions.potentialRiskId, id));
    await tx.delete(potentialRisks).where(eq(potentialRisks.id, id));
    await audit(tx, ctx.user.id, 'potentialRisk', id, 'delete', { risk: before.risk, actions });
  });
  return { success: true as const, message: messages.riskRemoved };
}
