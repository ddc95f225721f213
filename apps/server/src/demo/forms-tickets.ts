import { FIELD_TICKET_COMMENT_TYPES } from '@fieldbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  fieldTicketComments,
  fieldTicketHistory,
  fieldTicketRoustabouts,
  fieldTickets,
  jobs,
} from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { signature } from './signature.ts';
import { addDays, type DemoStep, tally } from './step.ts';

const typeOf = (name: string) => {
  const t = FIELD_TICKET_COMMENT_TYPES.find((x) => x.fieldTicketCommentName === name);
  if (!t) throw new Error(`no comment type ${name}`);
  return t;
};

/** The day's tickets written on a job of each field stage, days before the demo's today. */
const TICKETS = [
  {
    stepId: 10,
    daysAgo: 1,
    crew: [
      ['Rosa Jimenez', 10],
      ['Tomas Reyes', 10],
      ['Luis Ortega', 8],
    ],
  },
  { stepId: 11, daysAgo: 2, crew: [['Luis Ortega', 4]] },
  {
    stepId: 12,
    daysAgo: 1,
    crew: [
      ['Rosa Jimenez', 9],
      ['Tomas Reyes', 9],
    ],
  },
] as const;

/** Demo: submitted field tickets with roustabout hours, comments and both signatures, by job, stage and day. */
export const fieldTicketsStep: DemoStep = {
  name: 'field tickets',
  async run(tx, ctx) {
    const t = tally();
    const supervisorId = ctx.refs.users.get('demo.supervisor') ?? null;
    const candidates = await tx
      .select({ id: jobs.id, jobStepId: jobs.jobStepId })
      .from(jobs)
      .where(and(inArray(jobs.jobStepId, [10, 11, 12]), eq(jobs.canceled, false)))
      // The first demo jobs, whatever the bulk step of --scale adds later.
      .orderBy(asc(jobs.id));
    for (const spec of TICKETS) {
      const job = candidates.find((j) => j.jobStepId === spec.stepId);
      if (!job) continue;
      const date = addDays(ctx.today, -spec.daysAgo);
      const [existing] = await tx
        .select({ id: fieldTickets.id })
        .from(fieldTickets)
        // Any ticket of that job and stage: a later load (another day) adds none.
        .where(and(eq(fieldTickets.jobId, job.id), eq(fieldTickets.stepId, spec.stepId)));
      if (existing) {
        t.existing('field tickets');
        continue;
      }
      const [row] = await tx
        .insert(fieldTickets)
        .values({
          jobId: job.id,
          stepId: spec.stepId,
          date,
          complete: true,
          clientSignaturePrint: 'Dale Whitaker',
          clientSignature: await signature(spec.stepId),
          supervisorSignaturePrint: 'Cody Braddock',
          supervisorSignature: await signature(40 - spec.stepId),
          createdBy: supervisorId,
        })
        .returning({ id: fieldTickets.id });
      await tx
        .insert(fieldTicketRoustabouts)
        .values(spec.crew.map(([name, hours], i) => ({ fieldTicketId: row.id, name, hours, sortOrder: i + 1 })));
      const summary = typeOf('Daily Work Summary');
      const standby = typeOf('Standby / Delay');
      await tx.insert(fieldTicketComments).values([
        {
          fieldTicketId: row.id,
          commentType: summary.fieldTicketCommentId,
          commentTypeName: summary.fieldTicketCommentName,
          signatureRequired: summary.signatureRequired,
          comment: 'Crew on site 6:30; tailgate meeting held; work per the day plan.',
          sortOrder: 1,
          createdBy: supervisorId,
        },
        {
          fieldTicketId: row.id,
          commentType: standby.fieldTicketCommentId,
          commentTypeName: standby.fieldTicketCommentName,
          signatureRequired: standby.signatureRequired,
          comment: 'One hour standby waiting for the rig crew to clear the pad.',
          signee: 'Dale Whitaker',
          signature: await signature(25),
          sortOrder: 2,
          createdBy: supervisorId,
        },
      ]);
      await tx.insert(fieldTicketHistory).values({ fieldTicketId: row.id, type: 'Submitted', userId: supervisorId });
      await audit(tx, supervisorId, 'fieldTicket', row.id, 'create', {
        jobId: job.id,
        stepId: spec.stepId,
        demo: true,
      });
      t.created('field tickets');
    }
    return t.counts;
  },
};
