import { messages } from '@fieldbook/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { potentialRisks, sequenceActions } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';

// The safety libraries (spec 3 §2.6): product actions (safety-products.service.ts), sequence actions
// (safety-actions.service.ts), potential risks (safety-risks.service.ts). This file holds what they
// share: the checks that the actions and risks named exist, and the adding and renaming of an entry of
// a library of unique names.

/** A list of ids as SQL: `1, 2, 3`. */
export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** 404 unless every sequence action named exists. */
export async function assertActionsExist(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: sequenceActions.id })
    .from(sequenceActions)
    .where(inArray(sequenceActions.id, ids));
  if (found.length !== new Set(ids).size) throw notFound(messages.actionNotFound);
}

/** 404 unless every potential risk named exists. */
export async function assertRisksExist(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: potentialRisks.id }).from(potentialRisks).where(inArray(potentialRisks.id, ids));
  if (found.length !== new Set(ids).size) throw notFound(messages.riskNotFound);
}

/** A transaction whose unique-name clash (23505) answers the area's 409 with `message`. */
async function uniqueTransaction<T>(ctx: Ctx, message: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw conflict(message);
    throw err;
  }
}

/**
 * Adding and renaming an entry of a library of unique names (`field` 'action' or 'risk', which also
 * names its texts: actionExists, actionAdded, actionSaved): one transaction each, a clash answering
 * the library's 409, the audit row naming the new name, or the old and the new.
 */
export function namedEntries<F extends 'action' | 'risk', I extends string>(library: {
  entity: string;
  field: F;
  /** The answer's name for the added entry's id. */
  idKey: I;
  insert: (tx: Tx, name: string) => Promise<{ id: number }[]>;
  /** The entry's name, its row locked; 404 when there is none. */
  lockedName: (tx: Tx, id: number) => Promise<string>;
  rename: (tx: Tx, id: number, name: string) => Promise<unknown>;
}) {
  const { entity, field, idKey } = library;
  const exists = messages[`${field}Exists`];
  return {
    async add(ctx: Ctx, name: string) {
      const id = await uniqueTransaction(ctx, exists, async (tx) => {
        const [row] = await library.insert(tx, name);
        await audit(tx, ctx.user.id, entity, row.id, 'create', { [field]: name });
        return row.id;
      });
      return { success: true as const, message: messages[`${field}Added`], ...({ [idKey]: id } as Record<I, number>) };
    },
    async edit(ctx: Ctx, id: number, name: string) {
      await uniqueTransaction(ctx, exists, async (tx) => {
        const before = await library.lockedName(tx, id);
        await library.rename(tx, id, name);
        await audit(tx, ctx.user.id, entity, id, 'update', { [field]: [before, name] });
      });
      return { success: true as const, message: messages[`${field}Saved`] };
    },
  };
}
