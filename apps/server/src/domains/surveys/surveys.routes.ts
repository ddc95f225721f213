import { surveyEndpoints as e } from '@fieldbook/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/upload.ts';
import * as files from './survey-files.service.ts';
import * as measurements from './survey-measurements.service.ts';
import * as report from './survey-report.service.ts';
import * as forms from './surveys.service.ts';

/** Survey forms of a job: the form, its option lists and flags, its meters, attachments, site map and report. */
export function surveysRoutes(app: FastifyInstance): void {
  defineRoute(app, e.getSurveyFormList, (ctx, { body }) => forms.surveyFormList(ctx, body.id));
  defineRoute(app, e.createSurveyForm, (ctx, { body }) => forms.createSurveyForm(ctx, body.id, body.clientKey));
  defineRoute(app, e.getSurveyForm, (ctx, { body }) => forms.getSurveyForm(ctx, body.id));
  defineRoute(app, e.saveSurveyForm, (ctx, { body }) => forms.saveSurveyForm(ctx, body));
  defineRoute(app, e.deleteSurveyForm, (ctx, { body }) => forms.deleteSurveyForm(ctx, body.id));
  defineRoute(app, e.getSurveyDurationOptions, async () => forms.durationOptions());
  defineRoute(app, e.getSurveyTypeOptions, async () => forms.surveyTypeOptions());
  defineRoute(app, e.getSurveyMeterOptions, (ctx, { body }) => measurements.meterOptions(ctx, body));
  defineRoute(app, e.getSurveyFormPermissions, (ctx, { query }) => forms.surveyFormPermissions(ctx, query.jobId));

  defineRoute(app, e.getSurveyMeasurementList, (ctx, { body }) => measurements.measurementList(ctx, body.id));
  defineRoute(app, e.saveSurveyMeasurement, (ctx, { body }) => measurements.saveMeasurement(ctx, body));

  defineRoute(app, e.getSurveyAttachmentList, (ctx, { body }) => files.attachmentList(ctx, body.id));
  defineRoute(app, e.deleteSurveyAttachment, (ctx, { body }) => files.deleteAttachment(ctx, body.id));
  defineRoute(app, e.saveSurveyAttachmentCategory, (ctx, { body }) =>
    files.saveAttachmentCategory(ctx, body.surveyAttachmentId, body.category),
  );
  defineRoute(app, e.getSurveyAttachment, async (ctx, { query }, _req, reply) => {
    const { file, stream } = await files.openAttachment(ctx, query.FileId);
    return sendFile(reply, { contentType: file.contentType, name: file.originalName, size: file.size }, stream);
  });
  defineRoute(app, e.getSurveyAttachmentCategoryOptions, async () => forms.attachmentCategoryOptions());
  defineRoute(app, e.uploadSurveyAttachment, async (ctx, _input, req) =>
    files.uploadAttachment(ctx, await readUpload(req)),
  );

  defineRoute(app, e.getSurveyFormMap, (ctx, { body, query }) => files.getMap(ctx, body.id, query.FileId));
  defineRoute(app, e.deleteSurveyFormMap, (ctx, { body }) => files.deleteMap(ctx, body.id));
  defineRoute(app, e.uploadSurveyFormMap, async (ctx, _input, req) => files.uploadMap(ctx, await readUpload(req)));

  defineRoute(app, e.getSurveyFormPdf, async (ctx, { query }, _req, reply) => {
    const { bytes, name } = await report.surveyReportPdf(ctx, query.surveyFormId, query.timezoneOffset);
    return sendFile(reply, { contentType: 'application/pdf', name, size: bytes.length, inline: true }, bytes);
  });
  defineRoute(app, e.emailSurveyFormPdf, (ctx, { query }) => report.emailSurveyReport(ctx, query));
}
