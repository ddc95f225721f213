import { messages } from '@fieldbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

// Versioned forms (equipment form, field ticket, JSA, survey form, timesheet entry): a save the device
// made on an older version is refused, not written over what someone else saved meanwhile
// (docs/api.md, "Retrying writes safely"; docs/decisions/field-offline.md).

/** The columns a versioned form's row has for this check. */
export interface VersionedRow {
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
  createdBy: number | null;
}

/**
 * Throws the 409 edit conflict when the device sent a `baseVersion` that is not the row's version
 * (the row read under the save's lock): its body holds the record as the read call answers it
 * (`current`), who saved it last and when. Without a baseVersion the save goes ahead as always.
 */
export async function checkBaseVersion(
  tx: Tx,
  row: VersionedRow,
  baseVersion: number | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  if (baseVersion === undefined || baseVersion === row.version) return;
  const by = row.updatedBy ?? row.createdBy;
  const [who] = by
    ? await tx
        .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(eq(users.id, by))
    : [];
  throw new AppError(409, messages.editConflict, undefined, {
    current: await current(),
    changedBy: who?.name ?? null,
    changedAt: row.updatedAt.toISOString(),
  });
}
