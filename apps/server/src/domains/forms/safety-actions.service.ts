import { messages, type postBulkActionBody, type saveRiskActionsBody } from '@fieldbook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { potentialRisks, productActions, riskActions, sequenceActions } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { assertActionsExist, assertRisksExist, idList, namedEntries } from './safety.service.ts';

// Sequence actions (spec 3 §2.6): the library of actions, and the potential risks of each action.

export async function sequenceActionList(ctx: Ctx) {
  const data = await ctx.db
    .select({
      sequenceActionId: sequenceActions.id,
      action: sequenceActions.action,
      riskCount: sql<number>`(select count(*)::int from risk_actions ra where ra.sequence_action_id = sequence_actions.id)`,
    })
    .from(sequenceActions)
    .orderBy(asc(sql`lower(${sequenceActions.action})`), asc(sequenceActions.id));
  return { success: true as const, data };
}

const actionRisks = (db: Tx, sequenceActionId: number) =>
  db
    .select({
      riskActionId: riskActions.id,
      potentialRiskId: riskActions.potentialRiskId,
      sequenceActionId: riskActions.sequenceActionId,
      risk: potentialRisks.risk,
    })
    .from(riskActions)
    .innerJoin(potentialRisks, eq(potentialRisks.id, riskActions.potentialRiskId))
    .where(eq(riskActions.sequenceActionId, sequenceActionId))
    .orderBy(asc(sql`lower(${potentialRisks.risk})`), asc(riskActions.id));

/** The row, locked FOR UPDATE with `lock`; 404 when there is none. */
async function findAction(db: Tx, id: number, lock = false) {
  const q = db.select().from(sequenceActions).where(eq(sequenceActions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(messages.actionNotFound);
  return row;
}

export async function getSequenceAction(ctx: Ctx, id: number) {
  const row = await findAction(ctx.db, id);
  return {
    success: true as const,
    data: { sequenceActionId: row.id, action: row.action, risks: await actionRisks(ctx.db, row.id) },
  };
}

const actionEntries = namedEntries({
  entity: 'sequenceAction',
  field: 'action',
  idKey: 'sequenceActionId',
  insert: (tx, action) => tx.insert(sequenceActions).values({ action }).returning({ id: sequenceActions.id }),
  lockedName: async (tx, id) => (await findAction(tx, id, true)).action,
  rename: (tx, id, action) => tx.update(sequenceActions).set({ action }).where(eq(sequenceActions.id, id)),
});
export const addSequenceAction = actionEntries.add;
export const editSequenceAction = actionEntries.edit;

export async function removeSequenceAction(ctx: Ctx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findAction(tx, id, true);
    // Product orders close the gap the action leaves (spec §4: renumbered on removal).
    const affected = await tx
      .select({ scopeBuilderId: productActions.scopeBuilderId })
      .from(productActions)
      .where(eq(productActions.sequenceActionId, id));
    const products = affected.length;
    await tx.delete(sequenceActions).where(eq(sequenceActions.id, id));
    if (products > 0)
      await renumberProducts(
        tx,
        affected.map((a) => a.scopeBuilderId),
      );
    await audit(tx, ctx.user.id, 'sequenceAction', id, 'delete', { action: before.action, products });
  });
  return { success: true as const, message: messages.actionRemoved };
}

async function renumberProducts(tx: Tx, scopeBuilderIds: number[]) {
  await tx.execute(sql`
    UPDATE product_actions AS p SET sort_order = o.n
    FROM (SELECT id, row_number() OVER (PARTITION BY scope_builder_id ORDER BY sort_order, id) AS n
          FROM product_actions WHERE scope_builder_id IN (${idList(scopeBuilderIds)})) AS o
    WHERE p.id = o.id`);
}

export async function postBulkAction(ctx: Ctx, body: z.output<typeof postBulkActionBody>) {
  await ctx.db.transaction(async (tx) => {
    await assertActionsExist(tx, body.selectedActions);
    await assertRisksExist(tx, body.selectedRisk);
    const pairs = body.selectedActions.flatMap((sequenceActionId) =>
      body.selectedRisk.map((potentialRiskId) => ({ sequenceActionId, potentialRiskId })),
    );
    const added = await tx
      .insert(riskActions)
      .values(pairs)
      .onConflictDoNothing({ target: [riskActions.sequenceActionId, riskActions.potentialRiskId] })
      .returning({ id: riskActions.id });
    await audit(tx, ctx.user.id, 'riskActions', null, 'bulk', {
      actions: body.selectedActions,
      risks: body.selectedRisk,
      added: added.length,
    });
  });
  const n = body.selectedActions.length;
  return { success: true as const, message: messages.risksAddedToActions(n), actions: n };
}

export async function saveRiskActions(ctx: Ctx, body: z.output<typeof saveRiskActionsBody>) {
  const ids = body.riskActions.map((r) => r.potentialRiskId);
  await ctx.db.transaction(async (tx) => {
    await findAction(tx, body.sequenceActionId, true);
    await assertRisksExist(tx, ids);
    const before = (await actionRisks(tx, body.sequenceActionId)).map((r) => r.potentialRiskId);
    await tx.delete(riskActions).where(eq(riskActions.sequenceActionId, body.sequenceActionId));
    if (ids.length > 0)
      await tx
        .insert(riskActions)
        .values(ids.map((potentialRiskId) => ({ sequenceActionId: body.sequenceActionId, potentialRiskId })));
    await audit(tx, ctx.user.id, 'sequenceAction', body.sequenceActionId, 'risks', { risks: [before, ids] });
  });
  return { success: true as const, message: messages.riskActionsSaved };
}
