import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { accountLocations, employees, equipmentFormNames } from '../../src/db/schema/index.ts';
import { createHandOffJob } from './hand-off.ts';
import { createOpportunity } from './jobs.ts';

/**
 * What a crew's field writes refer to: a job at Installation under an opportunity, a kind of equipment,
 * a job location of the account and an employee; and a timesheet entry body on them, one day later at
 * each call so entries never overlap.
 */
export async function createFieldWorld(db: Db, firstDay = '2024-05-01') {
  const opp = await createOpportunity(db);
  const job = await createHandOffJob(db, { stepId: 10, opportunityId: opp.id });
  const [name] = await db
    .insert(equipmentFormNames)
    .values({ name: `Light Tower ${randomUUID()}` })
    .returning();
  const [location] = await db
    .insert(accountLocations)
    .values({ accountId: opp.accountId, locationName: 'Pad 7', jobLocation: true })
    .returning();
  const [employee] = await db
    .insert(employees)
    .values({ firstName: 'Tam', lastName: 'Nguyen', phoneNumber: '555-0100', email: 'tam@example.test', pinHash: 'x' })
    .returning();
  let day = new Date(`${firstDay}T12:00:00Z`).getTime();
  const timesheetEntry = (description = 'Set wall panels') => {
    const date = new Date(day).toISOString().slice(0, 10);
    day += 24 * 3600 * 1000;
    return {
      date,
      employeeIds: [employee.id],
      accountId: opp.accountId,
      accountLocationId: location.id,
      jobId: job.id,
      activityId: 1,
      startTime: `${date}T07:00:00-05:00`,
      endTime: `${date}T11:30:00-05:00`,
      description,
    };
  };
  return { opp, job, name, location, employee, timesheetEntry };
}
