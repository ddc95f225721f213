import { messages, type Office } from '@fieldbook/contract';
import { audit, changedFields } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import {
  countAssignments,
  deleteOfficeRow,
  findOffice,
  insertOffice,
  listOffices,
  type OfficeValues,
  updateOffice,
} from './offices.queries.ts';

export async function officeList(ctx: Ctx): Promise<{ success: true; data: Office[] }> {
  return { success: true, data: await listOffices(ctx.db) };
}

export async function getOffice(ctx: Ctx, id: number) {
  const row = await findOffice(ctx.db, id);
  if (!row) throw notFound(messages.officeNotFound);
  return { success: true as const, data: row };
}

export async function saveOffice(ctx: Ctx, input: OfficeValues & { officeLocationId: number }) {
  const { officeLocationId, ...values } = input;
  const id = await ctx.db.transaction(async (tx) => {
    if (officeLocationId === 0) {
      const created = await insertOffice(tx, values);
      await audit(tx, ctx.user.id, 'office', created, 'create', { ...values });
      return created;
    }
    const before = await findOffice(tx, officeLocationId, { lock: true });
    if (!before) throw notFound(messages.officeNotFound);
    const { officeLocationId: _, ...old } = before;
    await updateOffice(tx, officeLocationId, values);
    await audit(tx, ctx.user.id, 'office', officeLocationId, 'update', changedFields(old, values));
    return officeLocationId;
  });
  ctx.log.info({ officeLocationId: id, by: ctx.user.id }, 'office saved');
  return { success: true as const, message: messages.officeSaved, officeLocationId: id };
}

/** PostgreSQL's foreign_key_violation, whether or not the driver error is wrapped by Drizzle. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * Deletes an office no user or opportunity is assigned to. The office row is locked first, so no
 * assignment can be added between the count and the delete (a new reference waits for the lock).
 */
export async function deleteOffice(ctx: Ctx, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await findOffice(tx, id, { lock: true });
      if (!before) throw notFound(messages.officeNotFound);
      const used = await countAssignments(tx, id);
      if (used.users > 0 || used.opportunities > 0)
        throw conflict(messages.officeInUse(used.users, used.opportunities));
      await deleteOfficeRow(tx, id);
      await audit(tx, ctx.user.id, 'office', id, 'delete', { ...before });
    });
  } catch (err) {
    // Another area may refer to offices too (a later table): the database keeps it from dangling.
    if (isForeignKeyViolation(err)) throw conflict(messages.officeStillReferenced);
    throw err;
  }
  ctx.log.info({ officeLocationId: id, by: ctx.user.id }, 'office deleted');
  return { success: true as const, message: messages.officeDeleted };
}
