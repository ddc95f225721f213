import { messages, SURVEY_ATTACHMENT_CATEGORIES } from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files, surveyAttachments, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { longDate } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { mailAnswer, mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { BRAND, renderPdf } from '../../platform/pdf/index.ts';
import { jobParties } from '../jobs/job-parties.ts';
import { measurementList } from './survey-measurements.service.ts';
import { type SurveyReportData, surveyReportDocument } from './survey-report-document.ts';
import { readSurveyForm, requireSurveyForm, userName } from './surveys.service.ts';

// The survey report: GET /Pdf/GetSurveyFormPDF and its e-mail, for whoever may see the form.

/** Image attachments are shown at most this wide (pixels): sharp enough printed, small in the PDF. */
const ATTACHMENT_IMAGE_PX = 1200;
const SHOWN_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif']);

/** An attachment image as a JPEG a PDF can hold (upright, at most 1200 px wide), or null if unreadable. */
async function shownImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes)
      .rotate()
      .resize({ width: ATTACHMENT_IMAGE_PX, height: ATTACHMENT_IMAGE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

async function attachments(ctx: Ctx, surveyFormId: number): Promise<SurveyReportData['attachments']> {
  const rows = await ctx.db
    .select({ a: surveyAttachments, file: files, uploadedBy: userName })
    .from(surveyAttachments)
    .innerJoin(files, eq(files.id, surveyAttachments.fileId))
    .leftJoin(users, eq(users.id, surveyAttachments.createdBy))
    .where(eq(surveyAttachments.surveyFormId, surveyFormId))
    .orderBy(asc(surveyAttachments.id));
  return Promise.all(
    rows.map(async ({ a, file, uploadedBy }) => {
      const stored = SHOWN_TYPES.has(file.contentType) ? await ctx.storage.read(a.fileId) : null;
      return {
        surveyAttachmentId: a.id,
        name: a.name,
        categoryId: a.categoryId,
        category: SURVEY_ATTACHMENT_CATEGORIES.find((c) => c.id === a.categoryId)?.name ?? '',
        fileName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        uploadedBy: uploadedBy ?? '',
        uploadedAt: a.createdAt.toISOString(),
        image: stored ? await shownImage(stored.bytes) : null,
      };
    }),
  );
}

/** Everything the report shows, read once. */
export async function surveyReportData(ctx: Ctx, surveyFormId: number, offsetHours: number): Promise<SurveyReportData> {
  const { row, job } = await requireSurveyForm(ctx, surveyFormId);
  const [form, parties, meters, map, attached] = await Promise.all([
    readSurveyForm(ctx.db, row),
    jobParties(ctx.db, job.opportunityId),
    measurementList(ctx, surveyFormId),
    row.mapFileId ? ctx.storage.read(row.mapFileId) : null,
    attachments(ctx, surveyFormId),
  ]);
  return {
    form,
    job: { jobName: job.jobName, jobNumber: job.jobNumber },
    ...parties,
    meters: meters.data,
    map: map?.bytes ?? null,
    attachments: attached,
    offsetHours,
  };
}

/** The report's PDF bytes and file name. */
export async function surveyReportPdf(ctx: Ctx, surveyFormId: number, offsetHours: number) {
  const data = await surveyReportData(ctx, surveyFormId, offsetHours);
  const bytes = await renderPdf(surveyReportDocument(data), { footerLabel: `Survey Report ${surveyFormId}` });
  const name = `SurveyReport-${data.job.jobNumber}-${surveyFormId}.pdf`.replace(/[\\/:*?"<>|\s]+/g, '_');
  return { bytes, name, data };
}

/** E-mails the report's PDF as an attachment through the outbox; delivered once it has committed. */
export async function emailSurveyReport(
  ctx: Ctx,
  q: {
    surveyFormId: number;
    toAddress: string;
    toName: string;
    message: string;
    fromName: string;
    timezoneOffset: number;
  },
) {
  const { bytes, name, data } = await surveyReportPdf(ctx, q.surveyFormId, q.timezoneOffset);
  const from = q.fromName || BRAND.name;
  const site = data.form.site || data.job.jobName;
  const text = mailBody(
    q.toName ? `${q.toName},` : 'Hello,',
    q.message || `Please find attached the survey report for ${site}.`,
    `Sent by ${from} through Fieldbook.`,
  );
  const day = data.form.submissionDate ? ` – ${longDate(data.form.submissionDate)}` : '';
  const outboxId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.mail.queue(tx, {
      to: q.toAddress,
      replyTo: await mailAddressOf(tx, ctx.user.id),
      subject: `Survey Report ${q.surveyFormId} – ${site}${day}`,
      text,
      attachments: [{ filename: name, contentType: 'application/pdf', content: bytes }],
    });
    await audit(tx, ctx.user.id, 'surveyForm', q.surveyFormId, 'email', { to: q.toAddress, outboxId: id });
    return id;
  });
  return mailAnswer(await ctx.mail.deliver(outboxId), messages.surveyReportEmailed(q.toAddress));
}
