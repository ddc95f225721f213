import { jobsEndpoints as e, jobProfileEndpoints as p } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { mayChangeJobs } from './job-access.ts';
import { cancelJob, revertScope, saveJob } from './job-form.service.ts';
import { jobHistory } from './job-history.ts';
import { getJobNote, jobNoteList, saveJobNote } from './job-notes.service.ts';
import { getJob, getJobProfile, typeList } from './job-profile.service.ts';
import { jobList, jobStageList, jobStepChoices, searchJobs } from './jobs.service.ts';
import { jobListExport, searchJobsExport } from './jobs-export.ts';

export function jobsRoutes(app: FastifyInstance): void {
  // Job lists
  defineRoute(app, e.jobList, (ctx, { query }) => jobList(ctx, query));
  defineRoute(app, e.jobStageList, async () => jobStageList());
  defineRoute(app, e.searchJobs, (ctx, { body }) => searchJobs(ctx, body));
  defineRoute(app, e.jobListExport, (ctx, { query }, _req, reply) => jobListExport(ctx, reply, query));
  defineRoute(app, e.searchJobsExport, (ctx, { body }, _req, reply) => searchJobsExport(ctx, reply, body));
  defineRoute(app, p.getJobSteps, async (ctx) => jobStepChoices(ctx));
  defineRoute(app, p.getTypeList, (ctx) => typeList(ctx));
  // One job: profile, form, state
  defineRoute(app, p.getJobProfile, (ctx, { body }) => getJobProfile(ctx, body.id));
  // The job page's first paint in one call (beyond the specification; its parts' own calls stay)
  defineRoute(app, p.getJob, (ctx, { body }) => getJob(ctx, body.id));
  defineRoute(app, p.saveJob, (ctx, { body }) => saveJob(ctx, body));
  defineRoute(app, p.cancelJob, (ctx, { body }) => cancelJob(ctx, body.jobId, body.canceled));
  defineRoute(app, p.revertScope, (ctx, { query }) => revertScope(ctx, query.jobId));
  defineRoute(app, p.checkRevertScopePermission, async (ctx) => ({
    success: mayChangeJobs(ctx.user),
  }));
  defineRoute(app, p.jobHistory, (ctx, { query }) => jobHistory(ctx, query.jobId));
  // Notes
  defineRoute(app, p.jobNoteList, (ctx, { query }) => jobNoteList(ctx, query.jobId));
  defineRoute(app, p.getJobNote, (ctx, { body }) => getJobNote(ctx, body.id));
  defineRoute(app, p.saveJobNote, (ctx, { body }) => saveJobNote(ctx, body));
}
