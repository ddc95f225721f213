import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountLocations, handOffs, jobClassifications, jobs, opportunities } from '../../db/schema/index.ts';

export interface JobValues {
  jobName: string;
  jobDescription: string;
  jobClassificationId: number | null;
  shippingLocationId: number | null;
}

/** The opportunity, locked: new jobs under one opportunity are created one at a time. */
export async function lockOpportunity(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: opportunities.id, accountId: opportunities.accountId, closed: opportunities.closed })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .for('update');
  return row;
}

/** A job the same user created under the opportunity with the same name in the last minute (a retried save). */
export async function findJustCreated(tx: Tx, opportunityId: number, userId: number, jobName: string) {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.opportunityId, opportunityId),
        eq(jobs.createdBy, userId),
        eq(jobs.jobName, jobName),
        sql`${jobs.createdAt} > now() - interval '1 minute'`,
      ),
    );
  return row?.id ?? null;
}

export async function classificationExists(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: jobClassifications.id })
    .from(jobClassifications)
    .where(eq(jobClassifications.id, id));
  return !!row;
}

/** Whether the location belongs to the account (a job's shipping location must). */
export async function locationOfAccount(tx: Tx, locationId: number, accountId: number) {
  const [row] = await tx
    .select({ id: accountLocations.id })
    .from(accountLocations)
    .where(and(eq(accountLocations.id, locationId), eq(accountLocations.accountId, accountId)));
  return !!row;
}

/** 'New Address': a job location of the account, the address as its shipping address. */
export async function insertJobLocation(
  tx: Tx,
  accountId: number,
  a: { locationName: string; address1: string; address2: string; city: string; state: string; zip: string },
) {
  const [row] = await tx
    .insert(accountLocations)
    .values({
      accountId,
      locationName: a.locationName,
      shippingAddress1: a.address1,
      shippingAddress2: a.address2,
      shippingCity: a.city,
      shippingState: a.state,
      shippingZip: a.zip,
      jobLocation: true,
    })
    .returning({ id: accountLocations.id });
  return row.id;
}

/** A new job at step 1 with its number 'FB-{next}' and its (empty) hand-off. */
export async function insertJob(tx: Tx, opportunityId: number, userId: number, values: JobValues) {
  const [row] = await tx
    .insert(jobs)
    .values({
      ...values,
      opportunityId,
      jobNumber: sql`'FB-' || nextval('job_number_seq')`,
      jobStepId: 1,
      createdBy: userId,
    })
    .returning({ id: jobs.id, jobNumber: jobs.jobNumber });
  await tx.insert(handOffs).values({ jobId: row.id });
  return row;
}

export async function findJobValues(tx: Tx, jobId: number): Promise<JobValues & { canceled: boolean }> {
  const [row] = await tx
    .select({
      jobName: jobs.jobName,
      jobDescription: jobs.jobDescription,
      jobClassificationId: jobs.jobClassificationId,
      shippingLocationId: jobs.shippingLocationId,
      canceled: jobs.canceled,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

export const updateJob = (tx: Tx, jobId: number, values: Partial<JobValues> & { canceled?: boolean }) =>
  tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, jobId));

/** Return to Scope Phase: the hand-off must be flagged for review again. */
export const reopenHandOff = (tx: Tx, jobId: number) =>
  tx.update(handOffs).set({ completed: false, updatedAt: new Date() }).where(eq(handOffs.jobId, jobId));
