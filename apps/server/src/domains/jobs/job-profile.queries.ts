import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  accountLocations,
  accounts,
  handOffs,
  jobClassifications,
  jobSteps,
  jobs,
  opportunities,
  users,
} from '../../db/schema/index.ts';
import { jobNameColumns } from './job-names.ts';

/** The job with its names, step, stage, shipping location and hand-off flag (profile, edit form). */
export async function findJobInfo(db: Tx, jobId: number) {
  const [row] = await db
    .select({
      ...jobNameColumns,
      opportunityClosed: opportunities.closed,
      accountId: opportunities.accountId,
      isDrilling: opportunities.isDrilling,
      jobClassification: jobs.jobClassificationId,
      jobClassificationName: jobClassifications.name,
      shippingLocation: jobs.shippingLocationId,
      completedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      completedDate: jobs.completedDate,
      prevailingWage: handOffs.prevailingWage,
      location: {
        accountLocationId: accountLocations.id,
        locationName: accountLocations.locationName,
        address1: accountLocations.shippingAddress1,
        address2: accountLocations.shippingAddress2,
        city: accountLocations.shippingCity,
        state: accountLocations.shippingState,
        zip: accountLocations.shippingZip,
      },
    })
    .from(jobs)
    .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(jobSteps, eq(jobSteps.id, jobs.jobStepId))
    .leftJoin(jobClassifications, eq(jobClassifications.id, jobs.jobClassificationId))
    .leftJoin(users, eq(users.id, jobs.completedBy))
    .leftJoin(accountLocations, eq(accountLocations.id, jobs.shippingLocationId))
    .leftJoin(handOffs, eq(handOffs.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  return row;
}

export const selectClassifications = (db: Tx) =>
  db
    .select({ classificationId: jobClassifications.id, classificationName: jobClassifications.name })
    .from(jobClassifications)
    .orderBy(asc(jobClassifications.sortOrder), asc(jobClassifications.name));
