import { MOBILIZATION_TYPES } from '@fieldbook/contract';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  handOffs,
  jobAttachments,
  jobClassifications,
  jobs,
  mobilizations,
  scopeBuilderNodes,
  scopeItems,
} from '../db/schema/index.ts';
import { SCOPE_NAME_SEPARATOR } from '../domains/hand-off/scope.service.ts';
import { simplePdf } from './pdf.ts';
import { addDays, type DemoStep, tally } from './step.ts';

/** Which branch of the scope builder tree a job class draws its scope items from. */
const BRANCH_OF_CLASS: Record<string, string> = {
  'Sound Wall': 'Sound Wall',
  'Acoustic Blankets': 'Acoustic Blankets',
  'Noise Monitoring': 'Noise Monitoring',
  'Vibration Monitoring': 'Vibration Monitoring',
  Drilling: 'Rig Walls',
};

const INFO = [
  'Site access through the east gate; escort required on location.',
  'Night work only (19:00–06:00). County limit 55 dBA at the nearest residence.',
  'Customer asked for weekly noise reports to the landowner.',
  'Crane pad to be built by the customer before install.',
];
const DESCRIPTIONS = [
  'North and west sides',
  'Around the generator set',
  'Property line at the residence',
  'Per site plan rev B',
];

/** Every root-to-leaf path of the tree, as ids and names. */
async function leafPaths(tx: Tx) {
  const rows = await tx
    .select()
    .from(scopeBuilderNodes)
    .orderBy(asc(scopeBuilderNodes.sortOrder), asc(scopeBuilderNodes.id));
  const out: { leafId: number; names: string[] }[] = [];
  const walk = (parentId: number | null, names: string[]) => {
    const kids = rows.filter((r) => r.parentId === parentId && r.enabled);
    if (kids.length === 0 && parentId !== null) out.push({ leafId: parentId, names });
    for (const k of kids) walk(k.id, [...names, k.itemName]);
  };
  walk(null, []);
  return out;
}

/**
 * Demo: a hand-off for each of the base demo jobs (FB-1001…): price, additional info, prevailing
 * wage, mobilization and 2–5 scope items from the tree branch of the job's class; completed for jobs
 * past step 1. One attachment (a site plan) on the first job at review. Jobs that already have a
 * hand-off are left as they are.
 */
export const handOffsStep: DemoStep = {
  name: 'hand-offs',
  async run(tx, ctx) {
    const t = tally();
    const paths = await leafPaths(tx);
    const demoJobs = await tx
      .select({ id: jobs.id, stepId: jobs.jobStepId, className: jobClassifications.name })
      .from(jobs)
      .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
      .where(sql`${jobs.jobNumber} ~ '^FB-1[0-9]{3}$'`)
      .orderBy(asc(jobs.jobNumber));
    for (const [i, job] of demoJobs.entries()) {
      const [h] = await tx
        .insert(handOffs)
        .values({
          jobId: job.id,
          price: String(8500 + i * 1750),
          additionalInfo: INFO[i % INFO.length],
          prevailingWage: i % 3 === 0,
          completed: job.stepId > 1,
        })
        .onConflictDoNothing({ target: handOffs.jobId })
        .returning({ id: handOffs.id });
      if (!h) {
        t.existing('hand-offs');
        continue;
      }
      t.created('hand-offs');
      const install = addDays(ctx.today, 7 + i);
      await tx.insert(mobilizations).values({
        handOffId: h.id,
        installType: MOBILIZATION_TYPES[i % MOBILIZATION_TYPES.length],
        removalType: MOBILIZATION_TYPES[(i + 1) % MOBILIZATION_TYPES.length],
        leadTime: `${1 + (i % 3)} week${i % 3 ? 's' : ''}`,
        installDate: install,
        removalDate: addDays(install, 30 + (i % 4) * 15),
        totalLoads: 2 + (i % 5),
        installCost: String(2400 + i * 150),
        removalCost: String(1800 + i * 120),
      });
      t.created('mobilizations');
      const branch = BRANCH_OF_CLASS[job.className ?? ''] ?? 'Sound Wall';
      const mine = paths.filter((p) => p.names[0] === branch);
      const extras = paths.filter((p) => p.names[0] === 'Freight & Crew');
      const count = 2 + (i % 4);
      const chosen = [...mine.filter((_, n) => n % 3 === i % 3).slice(0, count - 1), extras[i % extras.length]];
      for (const [n, p] of chosen.filter(Boolean).entries()) {
        await tx.insert(scopeItems).values({
          handOffId: h.id,
          scopeBuilderId: p.leafId,
          name: p.names.join(SCOPE_NAME_SEPARATOR),
          description: DESCRIPTIONS[(i + n) % DESCRIPTIONS.length],
          quantity: 1 + ((i * 7 + n * 3) % 24),
          optional: n === 2,
        });
        t.created('scope items');
      }
    }
    await attachSitePlan(tx, ctx.storage, t);
    return t.counts;
  },
};

/** One hand-off attachment: a site plan on the first demo job at review, unless it has one already. */
async function attachSitePlan(tx: Tx, storage: Parameters<DemoStep['run']>[1]['storage'], t: ReturnType<typeof tally>) {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(like(jobs.jobNumber, 'FB-1%'), eq(jobs.jobStepId, 2), eq(jobs.canceled, false)))
    .orderBy(asc(jobs.jobNumber))
    .limit(1);
  if (!job) return;
  const [existing] = await tx
    .select({ id: jobAttachments.id })
    .from(jobAttachments)
    .where(and(eq(jobAttachments.jobId, job.id), eq(jobAttachments.stepId, 1)));
  if (existing) {
    t.existing('attachments');
    return;
  }
  const bytes = simplePdf('Site plan', [
    'Wall layout: north and west sides, 24 ft panels.',
    'Crane pad at the NE corner.',
  ]);
  const stored = await storage.put(tx, bytes, 'site-plan.pdf', ['application/pdf'], null);
  await tx.insert(jobAttachments).values({
    jobId: job.id,
    stepId: 1,
    name: stored.originalName,
    fileKey: stored.id,
    contentType: stored.contentType,
    size: stored.size,
  });
  t.created('attachments');
}
