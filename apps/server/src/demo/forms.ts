import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { potentialRisks, productActions, riskActions, scopeBuilderNodes, sequenceActions } from '../db/schema/index.ts';
import { type DemoStep, tally } from './step.ts';

/** The safety library: each action with the risks it brings. */
const ACTIONS: Record<string, string[]> = {
  'Hold tailgate safety meeting': ['Miscommunication'],
  'Inspect site and mark underground utilities': ['Striking buried lines', 'Slips, trips and falls'],
  'Unload panels from truck': ['Pinch points', 'Struck by falling load', 'Back strain from lifting'],
  'Unload beams with telehandler': ['Struck by falling load', 'Equipment rollover', 'Pinch points'],
  'Set base plates and anchors': ['Hand injury from hammer', 'Back strain from lifting'],
  'Stand beams': ['Struck by falling load', 'Overhead power lines', 'Pinch points'],
  'Hang panels between beams': ['Pinch points', 'Fall from height', 'High wind exposure'],
  'Install top caps and bracing': ['Fall from height', 'Dropped objects'],
  'Work from man lift': ['Fall from height', 'Overhead power lines', 'Equipment rollover'],
  'Hang blankets on fence or scaffold': ['High wind exposure', 'Fall from height', 'Cuts from wire ties'],
  'Secure blankets with ties and straps': ['Cuts from wire ties', 'Pinch points'],
  'Set up tripod and sound level meter': ['Slips, trips and falls', 'Vehicle traffic on site'],
  'Calibrate and download meter': ['Heat or cold stress'],
  'Load and strap truck': ['Fall from trailer deck', 'Strap or binder release', 'Back strain from lifting'],
  'Drive to and from site': ['Vehicle traffic on site', 'Fatigue'],
  'Clean up and walk down wall line': ['Slips, trips and falls', 'Vehicle traffic on site'],
};

/** The sequence of actions for the products of a branch of the scope builder tree (by root name). */
const PRODUCTS: Record<string, string[]> = {
  'Sound Wall': [
    'Hold tailgate safety meeting',
    'Inspect site and mark underground utilities',
    'Unload beams with telehandler',
    'Unload panels from truck',
    'Set base plates and anchors',
    'Stand beams',
    'Hang panels between beams',
    'Install top caps and bracing',
    'Clean up and walk down wall line',
  ],
  'Rig Walls': [
    'Hold tailgate safety meeting',
    'Unload panels from truck',
    'Work from man lift',
    'Hang panels between beams',
    'Clean up and walk down wall line',
  ],
  'Acoustic Blankets': [
    'Hold tailgate safety meeting',
    'Unload panels from truck',
    'Hang blankets on fence or scaffold',
    'Secure blankets with ties and straps',
  ],
  'Noise Monitoring': [
    'Hold tailgate safety meeting',
    'Set up tripod and sound level meter',
    'Calibrate and download meter',
  ],
  'Freight & Crew': ['Load and strap truck', 'Drive to and from site'],
};

/** Every enabled leaf with its root's name. */
async function leavesByRoot(tx: Tx) {
  const rows = await tx
    .select()
    .from(scopeBuilderNodes)
    .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
  const out: { leafId: number; root: string }[] = [];
  const walk = (parentId: number | null, root: string | null) => {
    const kids = rows.filter((r) => r.parentId === parentId && r.enabled);
    if (kids.length === 0 && parentId !== null && root) out.push({ leafId: parentId, root });
    for (const k of kids) walk(k.id, root ?? k.itemName);
  };
  walk(null, null);
  return out;
}

/**
 * Demo: the safety library (sequence actions, potential risks and their links) and the ordered
 * actions of the wall, blanket, monitoring and freight products. Products that already have
 * actions are left as they are.
 */
export const formsStep: DemoStep = {
  name: 'forms',
  async run(tx) {
    const t = tally();
    const riskIds = new Map<string, number>();
    const actionIds = new Map<string, number>();
    for (const risk of [...new Set(Object.values(ACTIONS).flat())]) {
      const [found] = await tx
        .select({ id: potentialRisks.id })
        .from(potentialRisks)
        .where(eq(sql`lower(${potentialRisks.risk})`, risk.toLowerCase()));
      if (found) {
        riskIds.set(risk, found.id);
        t.existing('potential risks');
        continue;
      }
      const [row] = await tx.insert(potentialRisks).values({ risk }).returning({ id: potentialRisks.id });
      riskIds.set(risk, row.id);
      t.created('potential risks');
    }
    for (const [action, risks] of Object.entries(ACTIONS)) {
      const [found] = await tx
        .select({ id: sequenceActions.id })
        .from(sequenceActions)
        .where(eq(sql`lower(${sequenceActions.action})`, action.toLowerCase()));
      if (found) {
        actionIds.set(action, found.id);
        t.existing('sequence actions');
        continue;
      }
      const [row] = await tx.insert(sequenceActions).values({ action }).returning({ id: sequenceActions.id });
      actionIds.set(action, row.id);
      t.created('sequence actions');
      await tx
        .insert(riskActions)
        .values(risks.map((r) => ({ sequenceActionId: row.id, potentialRiskId: riskIds.get(r) as number })))
        .onConflictDoNothing();
      t.created('risk links', risks.length);
    }
    for (const { leafId, root } of await leavesByRoot(tx)) {
      const sequence = PRODUCTS[root];
      if (!sequence) continue;
      const [has] = await tx
        .select({ id: productActions.id })
        .from(productActions)
        .where(eq(productActions.scopeBuilderId, leafId))
        .limit(1);
      if (has) {
        t.existing('products with actions');
        continue;
      }
      await tx.insert(productActions).values(
        sequence.map((a, i) => ({
          scopeBuilderId: leafId,
          sequenceActionId: actionIds.get(a) as number,
          sortOrder: i + 1,
        })),
      );
      t.created('products with actions');
    }
    return t.counts;
  },
};
