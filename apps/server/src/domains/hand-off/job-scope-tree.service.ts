import { type JobScopeItem, messages, OTHER_SCOPE_NAME, type ScopeNode } from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { scopeBuilderNodes, scopeItems } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { requireJob } from '../jobs/job-access.ts';
import { findHandOff } from './hand-off.queries.ts';
import { buildTree } from './scope-builder.service.ts';

/** The scope tree calls of document 3 (§7 "Scope tree"): read-only views for proposals and templates. */

type Tree = ReturnType<typeof buildTree>;
const strip = (nodes: Tree): ScopeNode[] =>
  nodes.map(({ scopeBuilderId, itemName, children }) => ({ scopeBuilderId, itemName, children: strip(children) }));

const allNodes = (db: Tx) =>
  db.select().from(scopeBuilderNodes).orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));

/** The hand-off, then its job through the job gate (404 for a job the user may not see). */
async function requireHandOff(ctx: Ctx, handOffId: number) {
  const handOff = await findHandOff(ctx.db, handOffId);
  if (!handOff) throw notFound(messages.handOffNotFound);
  await requireJob(ctx, handOff.jobId);
  return handOff;
}

const selectJobScopeItems = (db: Tx, handOffId: number): Promise<JobScopeItem[]> =>
  db
    .select({
      scopeItemId: scopeItems.id,
      name: scopeItems.name,
      description: scopeItems.description,
      quantity: scopeItems.quantity,
      optional: scopeItems.optional,
      summary: scopeItems.summary,
      scopeBuilderId: scopeItems.scopeBuilderId,
    })
    .from(scopeItems)
    .where(eq(scopeItems.handOffId, handOffId))
    .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id));

/** GET /JobScope/JobScopeList: the hand-off's scope items, each with its leaf. */
export async function jobScopeList(ctx: Ctx, handOffId: number) {
  const handOff = await requireHandOff(ctx, handOffId);
  return { success: true as const, data: await selectJobScopeItems(ctx.db, handOff.id) };
}

/**
 * GET /JobScope/ScopeBuilder: the tree cut down to the branches the hand-off's scope items were chosen
 * from — each item's leaf and the tiers above it, in tree order. An item disabled since still shows:
 * the job's scope uses it.
 */
export async function handOffScopeBuilder(ctx: Ctx, handOffId: number) {
  const handOff = await requireHandOff(ctx, handOffId);
  const [nodes, items] = await Promise.all([allNodes(ctx.db), selectJobScopeItems(ctx.db, handOff.id)]);
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const used = new Set<number>();
  for (const item of items) {
    // Walk up from the leaf; the bound guards against a cycle in hand-edited data.
    let at: number | null | undefined = item.scopeBuilderId;
    for (let depth = 0; at != null && !used.has(at) && depth < nodes.length; depth++) {
      used.add(at);
      at = parentOf.get(at);
    }
  }
  return { success: true as const, data: strip(buildTree(nodes, (n) => used.has(n.id))) };
}

/** Whether an item is an 'Other' entry (any case, spaces around ignored). */
export const isOtherItem = (itemName: string) => itemName.trim().toLowerCase() === OTHER_SCOPE_NAME.toLowerCase();

/** GET /JobScope/ScopeBuilderNoOther: the enabled tree without 'Other' items and their branches. */
export async function scopeBuilderNoOther(ctx: Ctx) {
  const nodes = await allNodes(ctx.db);
  return { success: true as const, data: strip(buildTree(nodes, (n) => n.enabled && !isOtherItem(n.itemName))) };
}
