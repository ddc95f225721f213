import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Records who did what to which entity; call it inside the transaction of the change. */
export async function audit(
  tx: Tx,
  userId: number | null,
  entity: string,
  entityId: number | string | null,
  action: string,
  change?: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({
    userId,
    entity,
    entityId: entityId === null ? null : String(entityId),
    action,
    change: change ?? null,
  });
}

/** The fields that differ, as [before, after]: what the audit log keeps of an update. */
export function changedFields<T extends object>(before: T, after: T): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] !== after[key]) out[key as string] = [before[key], after[key]];
  }
  return out;
}
