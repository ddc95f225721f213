/** Hand-off and scope records for the hand-off area's API tests. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { scopeBuilderNodes } from '../../src/db/schema/index.ts';
import { ensureHandOff } from '../../src/domains/hand-off/hand-off.queries.ts';
import { createJob } from './jobs.ts';

/** A job (a Sound Wall at step 1 by default) with its hand-off row. */
export async function createHandOffJob(db: Db, opts: Parameters<typeof createJob>[1] = {}) {
  const j = await createJob(db, { classification: 'Sound Wall', ...opts });
  const h = await ensureHandOff(db, j.id);
  return { ...j, handOffId: h.id };
}

/** The ids root to leaf of a path of seeded scope names ('Sound Wall', 'STC 32', '24 ft', 'Freestanding'). */
export async function scopePath(db: Db, ...names: string[]) {
  const ids: number[] = [];
  let parentId: number | null = null;
  for (const name of names) {
    const [n]: { id: number }[] = await db
      .select({ id: scopeBuilderNodes.id })
      .from(scopeBuilderNodes)
      .where(
        and(
          eq(scopeBuilderNodes.itemName, name),
          parentId === null ? isNull(scopeBuilderNodes.parentId) : eq(scopeBuilderNodes.parentId, parentId),
        ),
      );
    ids.push(n.id);
    parentId = n.id;
  }
  return ids;
}
