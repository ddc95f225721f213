import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { jobApprovals, jobNotes, jobs } from '../db/schema/index.ts';
import { type ApprovalKind, approvalKinds } from '../domains/approvals/approvals.policy.ts';
import { type DemoStep, tally } from './step.ts';

/** Who decides each approval in the demo (see demo/users.ts and the seeded roles). */
const APPROVER: Record<ApprovalKind, string> = {
  sales: 'demo.sales',
  corporate: 'demo.operations',
  client: 'demo.sales',
  operations: 'demo.operations',
  accounting: 'demo.accounting',
};
const REVIEWER = 'demo.operations';
const REVIEW_STEP = 2;
const SALES_NOTE = {
  title: 'Pricing approved',
  description: 'Priced from the standard rental sheet; mobilization quoted separately.',
};
const REVIEW_NOTE = { title: 'Hand-off reviewed', description: 'Scope and mobilization match the site visit.' };

/** Days before `at`: approvals are dated a day apart, the last one a day before the job's last update. */
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * 86_400_000);

/** A job note unless one with that title already exists at that step. */
async function addNote(
  tx: Tx,
  jobId: number,
  stepId: number,
  note: typeof SALES_NOTE,
  userId: number | null,
  at: Date,
) {
  const [found] = await tx
    .select({ id: jobNotes.id })
    .from(jobNotes)
    .where(and(eq(jobNotes.jobId, jobId), eq(jobNotes.stepId, stepId), eq(jobNotes.title, note.title)));
  if (found) return false;
  await tx.insert(jobNotes).values({ jobId, stepId, ...note, userId, createdAt: at, updatedAt: at });
  return true;
}

/**
 * Demo: a review note for every base demo job (FB-1001…) past Review, and the approvals of every
 * step a job has passed (sales with its note, also a job note). Every third job past Accounting
 * Approval had accounting skipped; the first job at Client Approval shows a client denial. Jobs at
 * Billing (13) and Complete (14) need nothing more: their billing state is their step.
 */
export const approvalsStep: DemoStep = {
  name: 'approvals',
  async run(tx, ctx) {
    const t = tally();
    const user = (name: string) => ctx.refs.users.get(name) ?? null;
    const demoJobs = await tx
      .select({ id: jobs.id, stepId: jobs.jobStepId, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(sql`${jobs.jobNumber} ~ '^FB-1[0-9]{3}$'`)
      .orderBy(asc(jobs.jobNumber));
    let firstAtClient = true;
    for (const [i, job] of demoJobs.entries()) {
      if (job.stepId > REVIEW_STEP) {
        const at = daysBefore(job.updatedAt, job.stepId);
        const added = await addNote(tx, job.id, REVIEW_STEP, REVIEW_NOTE, user(REVIEWER), at);
        added ? t.created('review notes') : t.existing('review notes');
      }
      for (const [kind, k] of Object.entries(approvalKinds) as [ApprovalKind, (typeof approvalKinds)[ApprovalKind]][]) {
        const denied = kind === 'client' && job.stepId === k.stepId && firstAtClient;
        if (job.stepId <= k.stepId && !denied) continue;
        if (denied) firstAtClient = false;
        const skipped = kind === 'accounting' && i % 3 === 0;
        const approvalDate = daysBefore(job.updatedAt, Math.max(1, job.stepId - k.stepId));
        const note = kind === 'sales' ? SALES_NOTE : { title: '', description: '' };
        const [row] = await tx
          .insert(jobApprovals)
          .values({
            jobId: job.id,
            kind,
            approval: !denied && !skipped,
            skipped,
            approverId: user(APPROVER[kind]),
            approvalDate,
            ...note,
          })
          .onConflictDoNothing({ target: [jobApprovals.jobId, jobApprovals.kind] })
          .returning({ id: jobApprovals.id });
        row ? t.created('approvals') : t.existing('approvals');
        if (kind === 'sales') {
          const added = await addNote(tx, job.id, k.stepId, SALES_NOTE, user(APPROVER.sales), approvalDate);
          added ? t.created('sales notes') : t.existing('sales notes');
        }
      }
    }
    await stampLastStep(tx, user('demo.accounting'), user(REVIEWER));
    return t.counts;
  },
};

/**
 * Who completed each demo job's last step and when (the Job Complete screen and the job header show
 * it): accounting for billed jobs, the reviewer otherwise; only where nobody is recorded yet.
 */
async function stampLastStep(tx: Tx, accounting: number | null, reviewer: number | null) {
  await tx
    .update(jobs)
    .set({
      completedBy: sql`CASE WHEN ${jobs.jobStepId} = 14 THEN ${accounting}::int ELSE ${reviewer}::int END`,
      completedDate: sql`${jobs.updatedAt}`,
    })
    .where(
      and(sql`${jobs.jobNumber} ~ '^FB-1[0-9]{3}$'`, sql`${jobs.jobStepId} > 1`, sql`${jobs.completedBy} IS NULL`),
    );
}
