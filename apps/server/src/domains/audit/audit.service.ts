import { AUDIT_PAGE_SIZE } from '@fieldbook/contract';
import type { Ctx } from '../../platform/context.ts';
import { auditCount, auditEntities, auditPage } from './audit.queries.ts';

export async function getAuditLog(ctx: Ctx, query: { entity?: string; page: number }) {
  const { entity, page } = query;
  const [rows, total, entities] = await Promise.all([
    auditPage(ctx.db, { entity, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    auditCount(ctx.db, entity),
    auditEntities(ctx.db),
  ]);
  return {
    success: true as const,
    data: {
      rows: rows.map((r) => ({
        auditId: r.auditId,
        at: r.at.toISOString(),
        userName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
        entity: r.entity,
        entityId: r.entityId,
        action: r.action,
        change: r.change,
      })),
      total,
      page,
      pageSize: AUDIT_PAGE_SIZE,
      entities,
    },
  };
}
