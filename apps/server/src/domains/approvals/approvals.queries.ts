import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobApprovals, users } from '../../db/schema/index.ts';

/** The approvals logged for a job, with the approver's name. */
export function selectApprovals(db: Tx, jobId: number) {
  return db
    .select({
      id: jobApprovals.id,
      kind: jobApprovals.kind,
      approval: jobApprovals.approval,
      skipped: jobApprovals.skipped,
      approvalDate: jobApprovals.approvalDate,
      title: jobApprovals.title,
      description: jobApprovals.description,
      approver: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(jobApprovals)
    .leftJoin(users, eq(users.id, jobApprovals.approverId))
    .where(eq(jobApprovals.jobId, jobId));
}

export interface ApprovalWrite {
  jobId: number;
  kind: string;
  approval: boolean;
  skipped?: boolean;
  approverId: number;
  title?: string;
  description?: string;
}

/** Logs a decision: one row per job and kind, replaced by a later decision (a client denial, then approval). */
export async function upsertApproval(tx: Tx, a: ApprovalWrite): Promise<void> {
  const values = {
    approval: a.approval,
    skipped: a.skipped ?? false,
    approverId: a.approverId,
    approvalDate: new Date(),
    title: a.title ?? '',
    description: a.description ?? '',
  };
  await tx
    .insert(jobApprovals)
    .values({ jobId: a.jobId, kind: a.kind, ...values })
    .onConflictDoUpdate({ target: [jobApprovals.jobId, jobApprovals.kind], set: values });
}
