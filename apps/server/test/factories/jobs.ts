import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  accounts,
  jobAttachments,
  jobClassifications,
  jobNotes,
  jobReminders,
  jobs,
  opportunities,
} from '../../src/db/schema/index.ts';

let n = 0;
const unique = () => `${++n}${Math.random().toString(36).slice(2, 6)}`;

export async function createAccount(db: Db, accountName = `Account ${unique()}`) {
  const [row] = await db.insert(accounts).values({ accountName }).returning();
  return row;
}

export async function createOpportunity(
  db: Db,
  opts: { accountId?: number; opportunityName?: string; isDrilling?: boolean } = {},
) {
  const accountId = opts.accountId ?? (await createAccount(db)).id;
  const [row] = await db
    .insert(opportunities)
    .values({
      accountId,
      opportunityName: opts.opportunityName ?? `Opportunity ${unique()}`,
      isDrilling: opts.isDrilling ?? false,
    })
    .returning();
  return row;
}

/** A job; a new opportunity (and account) of its own unless one is given. */
export async function createJob(
  db: Db,
  opts: {
    opportunityId?: number;
    drilling?: boolean;
    jobName?: string;
    stepId?: number;
    canceled?: boolean;
    /** A seeded job class name ('Sound Wall', …). */
    classification?: string;
    updatedAt?: Date;
  } = {},
) {
  const opportunityId = opts.opportunityId ?? (await createOpportunity(db, { isDrilling: opts.drilling })).id;
  let classificationId: number | null = null;
  if (opts.classification) {
    const [c] = await db.select().from(jobClassifications).where(eq(jobClassifications.name, opts.classification));
    classificationId = c.id;
  }
  const id = unique();
  const [row] = await db
    .insert(jobs)
    .values({
      opportunityId,
      jobName: opts.jobName ?? `Job ${id}`,
      jobNumber: `T-${id}`,
      jobStepId: opts.stepId ?? 1,
      canceled: opts.canceled ?? false,
      jobClassificationId: classificationId,
      ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
    })
    .returning();
  return row;
}

/** A job's row as stored. */
export async function jobRow(db: Db, jobId: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row;
}

/**
 * What a job page lists, straight into the database: `count` notes and reminders (for `userId`) and
 * `count` attachments at `stepId` (rows only, no stored file), some marked favourite.
 */
export async function addJobPageRows(db: Db, opts: { jobId: number; userId: number; stepId: number; count: number }) {
  const { jobId, userId, stepId, count } = opts;
  const n = Array.from({ length: count }, (_, i) => i + 1);
  await db
    .insert(jobNotes)
    .values(n.map((i) => ({ jobId, stepId, userId, title: `Note ${i}`, description: `Text ${i}` })));
  await db.insert(jobReminders).values(
    n.map((i) => ({
      jobId,
      userId,
      createdBy: userId,
      reminderDate: `2099-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      reminderText: `Reminder ${i}`,
    })),
  );
  await db.insert(jobAttachments).values(
    n.map((i) => ({
      jobId,
      stepId,
      name: `file-${i}.pdf`,
      fileKey: `test/${unique()}`,
      contentType: 'application/pdf',
      size: 100 + i,
      favorite: i % 3 === 0,
      uploadedBy: userId,
    })),
  );
}
