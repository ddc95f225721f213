import type { Mobilization, ScopeItem } from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { handOffs, mobilizations, scopeItems } from '../../db/schema/index.ts';

/**
 * The hand-off of a job; a job created before its hand-off row existed (or by another area) gets one
 * here. Insert-if-missing, so two first visits at once make one row.
 */
export async function ensureHandOff(tx: Tx, jobId: number) {
  await tx.insert(handOffs).values({ jobId }).onConflictDoNothing({ target: handOffs.jobId });
  const [row] = await tx.select().from(handOffs).where(eq(handOffs.jobId, jobId));
  return row;
}

export async function findHandOff(tx: Tx, handOffId: number) {
  const [row] = await tx.select().from(handOffs).where(eq(handOffs.id, handOffId));
  return row;
}

export const EMPTY_MOBILIZATION: Mobilization = {
  mobilizationId: null,
  installType: '',
  removalType: '',
  leadTime: '',
  installDate: null,
  removalDate: null,
  totalLoads: null,
  installCost: null,
  removalCost: null,
};

export async function selectMobilization(tx: Tx, handOffId: number): Promise<Mobilization> {
  const [m] = await tx.select().from(mobilizations).where(eq(mobilizations.handOffId, handOffId));
  if (!m) return EMPTY_MOBILIZATION;
  const { id, handOffId: _h, ...rest } = m;
  return { mobilizationId: id, ...rest };
}

export function selectScopeItems(tx: Tx, handOffId: number): Promise<ScopeItem[]> {
  return tx
    .select({
      scopeItemId: scopeItems.id,
      name: scopeItems.name,
      description: scopeItems.description,
      quantity: scopeItems.quantity,
      optional: scopeItems.optional,
      summary: scopeItems.summary,
    })
    .from(scopeItems)
    .where(eq(scopeItems.handOffId, handOffId))
    .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id));
}
