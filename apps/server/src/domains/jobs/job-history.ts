import { JOB_HISTORY_LIMIT, type JobHistoryEntry, jobSteps } from '@fieldbook/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { requireJob } from './job-access.ts';

/**
 * The job history (not in the specification; the issue asks for it): the audit rows of entity 'job'
 * that job-state.ts writes for every step change and job event, told as sentences.
 */

const stepName = (id: unknown) => jobSteps.find((s) => s.stepId === id)?.stepName ?? `step ${String(id)}`;

const FIELD_LABELS: Record<string, string> = {
  jobName: 'Job Name',
  jobDescription: 'Description',
  jobClassificationId: 'Classification',
  shippingLocationId: 'Shipping Location',
};

/** Fixed sentences of the job area's own events; other areas' events fall back to their action name. */
const SENTENCES: Record<string, (d: Record<string, unknown>) => string> = {
  'job.create': (d) => `Created job ${String(d.jobNumber ?? '')}`.trim(),
  'job.update': (d) =>
    `Edited ${Object.keys(FIELD_LABELS)
      .filter((k) => k in d)
      .map((k) => FIELD_LABELS[k])
      .join(', ')}`,
  'job.cancel': () => 'Canceled',
  'job.uncancel': () => 'Un-Canceled',
  'job.revertScope': (d) => `Returned to Scope Phase from ${stepName(d.fromStep)}`,
  'note.create': (d) => `Added note '${String(d.title ?? '')}'`,
  'note.update': (d) => `Edited note '${String(d.title ?? '')}'`,
};

/** 'approval.clientRejection' → 'Approval client rejection'. */
function humanize(action: string): string {
  const words = action
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[._\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One history sentence; a step change always says where from and where to. */
export function historySentence(action: string, detail: Record<string, unknown> | null): string {
  const d = detail ?? {};
  const own = SENTENCES[action];
  if (own) return own(d);
  const move = 'toStep' in d ? `Moved from ${stepName(d.fromStep)} to ${stepName(d.toStep)}` : '';
  if (move) return `${move} (${humanize(action).toLowerCase()})`;
  return humanize(action);
}

async function selectHistory(db: Tx, jobId: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      change: auditLog.change,
      at: auditLog.at,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(jobId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(JOB_HISTORY_LIMIT);
}

export async function jobHistory(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  const rows = await selectHistory(ctx.db, jobId);
  const data: JobHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    text: historySentence(r.action, r.change as Record<string, unknown> | null),
    userName: r.userName,
    at: r.at.toISOString(),
  }));
  return { success: true as const, data };
}
