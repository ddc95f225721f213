import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** One page of the audit log, newest first (ties by id, so pages never overlap). */
export function auditPage(db: Tx, params: { entity?: string; limit: number; offset: number }) {
  return db
    .select({
      auditId: auditLog.id,
      at: auditLog.at,
      firstName: users.firstName,
      lastName: users.lastName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      change: auditLog.change,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(params.entity ? eq(auditLog.entity, params.entity) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function auditCount(db: Tx, entity?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(entity ? eq(auditLog.entity, entity) : undefined);
  return row.n;
}

export async function auditEntities(db: Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(sql`${auditLog.entity}`));
  return rows.map((r) => r.entity);
}
