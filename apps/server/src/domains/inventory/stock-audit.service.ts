import { INVENTORY_AUDIT_LIMIT, INVENTORY_AUDIT_PAGE_SIZE, messages } from '@fieldbook/contract';
import { decodeCursor, encodeCursor } from '../../db/paging.ts';
import { run } from '../../db/reads.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { auditMovementsRead } from './stock.queries.ts';

// The inventory audit (spec 4 §7): the stock ledger's movements, newest first.

/**
 * The audit: amount 0 the latest INVENTORY_AUDIT_LIMIT movements; amount 1 every movement, a page of
 * INVENTORY_AUDIT_PAGE_SIZE (or `pageSize`, for the export) at a time from `after`
 * (docs/decisions/inventory.md "Inventory at scale").
 */
export function inventoryAuditRead(all: boolean, after?: string, pageSize = INVENTORY_AUDIT_PAGE_SIZE) {
  const limit = all ? pageSize : INVENTORY_AUDIT_LIMIT;
  let from: { at: string; id: number } | undefined;
  if (after) {
    if (!all) throw badRequest(messages.listCursorInvalid, { after: messages.listCursorInvalid });
    const [, at, id] = decodeCursor(after, [{ equals: 'audit' }, 'timestamp', 'int']);
    from = { at: String(at), id: Number(id) };
  }
  const movements = auditMovementsRead(limit + 1, from);
  return {
    query: movements.query,
    page(rows: Record<string, unknown>[]) {
      const found = movements.page(rows);
      const more = found.length > limit;
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        success: true as const,
        data: page.map((r) => {
          const units = r.amount + r.damaged;
          const oneSided = r.fromLocation === null || r.toLocation === null;
          return {
            movementId: r.movementId,
            fullName: r.fullName,
            date: r.date.toISOString(),
            location: oneSided ? (r.toLocation ?? r.fromLocation ?? '') : `${r.fromLocation} → ${r.toLocation}`,
            fromLocation: r.fromLocation,
            toLocation: r.toLocation,
            itemName: r.itemName,
            amount: oneSided && r.toLocation === null ? -units : units,
            damaged: r.damaged,
            reason: r.reason,
          };
        }),
        more,
        // Amount 0 is the latest few only: its 'more' says older ones exist, and the whole audit pages.
        next: all && more && last ? encodeCursor(['audit', last.cursorAt, last.movementId]) : null,
      };
    },
  };
}

export const inventoryAudit = (ctx: Ctx, all: boolean, after?: string) => run(ctx.db, inventoryAuditRead(all, after));
