import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobNotes, jobs } from '../db/schema/index.ts';
import { type DemoStep, tally } from './step.ts';

interface DemoNote {
  /** The demo job's number (demo/jobs.ts). */
  jobNumber: string;
  /** The step the note was written at (its header). */
  stepId: number;
  title: string;
  description: string;
  author: string;
  daysAgo: number;
}

const NOTES: DemoNote[] = [
  {
    jobNumber: 'FB-1001',
    stepId: 1,
    title: 'Site access',
    description: 'Gate code 4411 at the north entrance; check in with the company man before unloading.',
    author: 'demo.sales',
    daysAgo: 40,
  },
  {
    jobNumber: 'FB-1001',
    stepId: 10,
    title: 'Install crew notes',
    description:
      'Wall set on the north and west sides, 32 sections of STC 32 panels. Ground was soft along the west fence line, so the crew added extra bracing on every third beam and left two spare panels on site for repairs.',
    author: 'demo.operations',
    daysAgo: 10,
  },
  {
    jobNumber: 'FB-1001',
    stepId: 11,
    title: 'Neighbour call',
    description:
      'Resident at 1250 County Rd called about night noise; meter readings at the fence stayed under 55 dBA.',
    author: 'demo.office',
    daysAgo: 3,
  },
  {
    jobNumber: 'FB-1004',
    stepId: 2,
    title: 'Review: lead time',
    description: 'Frac fleet arrives in three weeks; the install date in the mobilization must hold.',
    author: 'demo.operations',
    daysAgo: 20,
  },
  {
    jobNumber: 'FB-1010',
    stepId: 1,
    title: 'Scope question',
    description:
      'Client asked whether blankets on the existing fence would do instead of a full wall on the east side.',
    author: 'demo.sales',
    daysAgo: 6,
  },
];

/** Demo jobs' numbers: FB-1001 … and their scaled copies FB-1001-2 …; jobs users create start at FB-2001. */
const DEMO_JOB_NUMBER = '^FB-10[0-9]{2}(-[0-9]+)?$';

/**
 * Notes on a few demo jobs (natural key: job and title), and the demo jobs' shipping locations: the
 * opportunity's job site, filled in only where a demo job has none.
 */
export const jobNotesStep: DemoStep = {
  name: 'job-notes',
  async run(tx, ctx) {
    const t = tally();
    const located = await tx.execute(sql`
      update jobs set shipping_location_id = o.shipping_location_id
      from opportunities o
      where o.id = jobs.opportunity_id and jobs.shipping_location_id is null
        and o.shipping_location_id is not null and jobs.job_number ~ ${DEMO_JOB_NUMBER}`);
    t.created('job shipping locations', located.rowCount ?? 0);

    const numbers = [...new Set(NOTES.map((n) => n.jobNumber))];
    const found = await tx
      .select({ id: jobs.id, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(inArray(jobs.jobNumber, numbers));
    const jobIds = new Map(found.map((j) => [j.jobNumber, j.id]));
    for (const n of NOTES) {
      const jobId = jobIds.get(n.jobNumber);
      if (!jobId) continue;
      const [existing] = await tx
        .select({ id: jobNotes.id })
        .from(jobNotes)
        .where(and(eq(jobNotes.jobId, jobId), eq(jobNotes.title, n.title)));
      if (existing) {
        t.existing('job notes');
        continue;
      }
      const [y, m, d] = ctx.today.split('-').map(Number);
      const at = new Date(y, m - 1, d - n.daysAgo, 9, 30);
      await tx.insert(jobNotes).values({
        jobId,
        stepId: n.stepId,
        title: n.title,
        description: n.description,
        userId: ctx.refs.users.get(n.author) ?? null,
        createdAt: at,
        updatedAt: at,
      });
      t.created('job notes');
    }
    return t.counts;
  },
};
