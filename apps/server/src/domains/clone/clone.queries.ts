import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, handOffs, jobs, mobilizations, opportunities, scopeItems } from '../../db/schema/index.ts';

/** The job to clone with its opportunity: everything the clone copies. */
export async function findSource(tx: Tx, jobId: number) {
  const [row] = await tx
    .select({ job: jobs, opportunity: opportunities, accountName: accounts.accountName })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(eq(jobs.id, jobId));
  return row;
}

/** The newest clone of a job that a user made since `since`, with its account. */
export async function findRecentClone(tx: Tx, sourceJobId: number, userId: number, since: Date) {
  const [row] = await tx
    .select({
      jobId: jobs.id,
      opportunityId: jobs.opportunityId,
      accountId: accounts.id,
      accountName: accounts.accountName,
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(and(eq(jobs.clonedFromJobId, sourceJobId), eq(jobs.createdBy, userId), gt(jobs.createdAt, since)))
    .orderBy(desc(jobs.id))
    .limit(1);
  return row;
}

export async function nextJobNumber(tx: Tx): Promise<string> {
  const res = await tx.execute<{ n: string }>(sql`select nextval('job_number_seq')::text as n`);
  return `FB-${res.rows[0].n}`;
}

export async function insertOpportunity(tx: Tx, values: typeof opportunities.$inferInsert) {
  const [row] = await tx.insert(opportunities).values(values).returning({ id: opportunities.id });
  return row.id;
}

export async function insertJob(tx: Tx, values: typeof jobs.$inferInsert) {
  const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  return row.id;
}

/**
 * Copies the source job's hand-off (price, info, prevailing wage; not completed), its mobilization
 * and its scope items to the new job. A source without a hand-off gives the clone an empty one.
 * Answers what was copied, for the history row.
 */
export async function copyHandOff(tx: Tx, sourceJobId: number, newJobId: number) {
  const [source] = await tx.select().from(handOffs).where(eq(handOffs.jobId, sourceJobId));
  const [created] = await tx
    .insert(handOffs)
    .values({
      jobId: newJobId,
      price: source?.price ?? null,
      additionalInfo: source?.additionalInfo ?? '',
      prevailingWage: source?.prevailingWage ?? false,
      completed: false,
    })
    .returning({ id: handOffs.id });
  if (!source) return { mobilization: false, scopeItems: 0 };

  const [mob] = await tx.select().from(mobilizations).where(eq(mobilizations.handOffId, source.id));
  if (mob) {
    const { id: _id, handOffId: _h, ...fields } = mob;
    await tx.insert(mobilizations).values({ ...fields, handOffId: created.id });
  }
  const items = await tx
    .select()
    .from(scopeItems)
    .where(eq(scopeItems.handOffId, source.id))
    .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id));
  if (items.length) {
    await tx.insert(scopeItems).values(
      // Inserted in the source's order: the new ids keep it.
      items.map(({ id: _id, handOffId: _h, createdAt: _c, ...fields }) => ({ ...fields, handOffId: created.id })),
    );
  }
  return { mobilization: Boolean(mob), scopeItems: items.length };
}
