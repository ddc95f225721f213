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
