import { timesheetsEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { XLSX_TYPE } from '../../platform/xlsx/index.ts';
import { timesheetReport } from './timesheet-report.ts';
import * as s from './timesheets.service.ts';

export function timesheetsRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getTimesheetList, (ctx, { body }) => s.timesheetList(ctx, body.Date));
  defineRoute(app, e.getTimeSheetReport, async (ctx, { body }, _req, reply) => {
    const { filename, bytes } = await timesheetReport(ctx, body);
    return sendFile(reply, { contentType: XLSX_TYPE, name: filename }, bytes);
  });
  defineRoute(app, e.getTimesheet, (ctx, { body }) => s.getTimesheet(ctx, body.id));
  defineRoute(app, e.deleteTimesheet, (ctx, { body }) => s.deleteTimesheet(ctx, body.id));
  defineRoute(app, e.verifyTimesheet, (ctx, { body }) => s.verifyTimesheet(ctx, body));
  defineRoute(app, e.getTimesheetEntryList, (ctx, { body }) => s.timesheetEntryList(ctx, body.id));
  defineRoute(app, e.getTimesheetEntry, (ctx, { body }) => s.getTimesheetEntry(ctx, body.id));
  defineRoute(app, e.createTimesheetEntries, (ctx, { body }) => s.createTimesheetEntries(ctx, body));
  defineRoute(app, e.saveTimesheetEntry, (ctx, { body }) => s.saveTimesheetEntry(ctx, body));
  defineRoute(app, e.deleteTimesheetEntry, (ctx, { body }) => s.deleteTimesheetEntry(ctx, body.id));
  defineRoute(app, e.getTimesheetActivities, async () => s.activities());
  defineRoute(app, e.getAccountLocationOptions, (ctx, { body }) => s.accountLocationOptions(ctx, body.id));
  defineRoute(app, e.getJobListOptions, (ctx, { body }) => s.jobListOptions(ctx, body.id));
}
