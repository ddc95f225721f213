import { buffer } from 'node:stream/consumers';
import { type EquipmentForm, type emailEquipmentFormQuery, messages } from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { z } from 'zod';
import { equipmentFormPictures } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { longDate } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { mailAnswer, mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { letterhead, renderPdf } from '../../platform/pdf/index.ts';
import { pdfDateTime } from '../../platform/pdf/reader-time.ts';
import { jobParties } from '../jobs/job-parties.ts';
import { readForm, requireForm } from './equipment.service.ts';

// The equipment form's PDF (spec 3 §2.10): the firm's letterhead, the unit number, every section and
// the photos; and the same PDF sent by e-mail through the outbox.

const STEP_NAMES: Record<number, string> = { 10: 'Installation', 11: 'On Rent', 12: 'Tear Down' };

/** The PDF of a form the caller may see, and its file name; its time on the reader's clock. */
export async function equipmentFormPdf(ctx: Ctx, formId: number, offsetHours: number) {
  const { row, job } = await requireForm(ctx, formId);
  const form = await readForm(ctx.db, row);
  const { accountName, office } = await jobParties(ctx.db, job.opportunityId);
  const pictures = await ctx.db
    .select()
    .from(equipmentFormPictures)
    .where(eq(equipmentFormPictures.equipmentFormId, row.id))
    .orderBy(asc(equipmentFormPictures.id));
  const images = new Map<number, string>();
  for (const p of pictures) {
    const opened = await ctx.storage.open(p.resizedFileId);
    if (opened) images.set(p.id, `data:image/jpeg;base64,${(await buffer(opened.stream)).toString('base64')}`);
  }
  const title = `${form.equipmentFormName} — Unit ${form.unitNumber}`;
  const bytes = await renderPdf(
    {
      ...letterhead({ office, title }),
      info: { title },
      content: document(form, images, { jobName: job.jobName, jobNumber: job.jobNumber, accountName }, offsetHours),
    },
    { footerLabel: `Equipment Form ${form.equipmentFormId}` },
  );
  const safeUnit = form.unitNumber.replace(/[^A-Za-z0-9._-]+/g, '_');
  return { bytes, name: `EquipmentForm-${form.equipmentFormId}-${safeUnit}.pdf`, form };
}

function document(
  form: EquipmentForm,
  images: Map<number, string>,
  job: { jobName: string; jobNumber: string; accountName: string },
  offsetHours: number,
): Content[] {
  const field = (label: string, value: string): Content => ({
    stack: [
      { text: label, style: 'label' },
      { text: value || '—', margin: [0, 1, 0, 6] },
    ],
  });
  const categories: { name: string; rows: EquipmentForm['checkBoxes'] }[] = [];
  for (const c of form.checkBoxes) {
    let cat = categories.find((x) => x.name === c.categoryName);
    if (!cat) {
      cat = { name: c.categoryName, rows: [] };
      categories.push(cat);
    }
    cat.rows.push(c);
  }
  const sections = [
    ...form.pictures,
    ...(form.hourFuelPhoto
      ? [
          {
            equipmentPhotoTypeId: -3,
            equipmentPhotoTypeName: 'Hour Meter / Fuel',
            required: false,
            files: [form.hourFuelPhoto],
          },
        ]
      : []),
  ];
  return [
    { text: `Equipment Form: ${form.equipmentFormName}`, style: 'h1' },
    {
      columns: [
        field('Unit Number', form.unitNumber),
        field('Job', `${job.jobNumber} ${job.jobName}`),
        field('Customer', job.accountName),
      ],
    },
    {
      columns: [
        field('Date', longDate(form.date)),
        field('Stage', form.stepId ? (STEP_NAMES[form.stepId] ?? '') : ''),
        field('Status', form.complete ? 'Submitted' : 'Draft'),
      ],
    },
    {
      columns: [
        field('Filled In By', form.createdBy),
        field('Last Saved', form.updatedAt ? pdfDateTime(form.updatedAt, offsetHours) : ''),
        { text: '' },
      ],
    },
    { text: 'Checklist', style: 'h2' },
    ...(categories.length
      ? categories.flatMap((c) => [
          { text: c.name, style: 'h3' },
          {
            table: {
              headerRows: 1,
              widths: ['*', 50, '*'],
              body: [
                [
                  { text: 'Item', style: 'label' },
                  { text: 'Passed', style: 'label' },
                  { text: 'Problem', style: 'label' },
                ],
                ...c.rows.map((r) => [r.checkBoxName, r.passed ? 'Yes' : 'No', r.comment]),
              ],
            },
            layout: 'lightHorizontalLines',
          } as Content,
        ])
      : [{ text: 'No checklist items.', style: 'muted' }]),
    { text: 'Comments', style: 'h2' },
    { text: form.comments || '—' },
    ...sections.flatMap((s, i) => {
      const photos: Content[] = s.files.length
        ? s.files.map((f) => {
            const src = images.get(f.equipmentFormPictureId);
            return src
              ? ({ image: src, fit: [240, 180], margin: [0, 0, 0, 6] } as Content)
              : ({ text: f.fileName, style: 'muted' } as Content);
          })
        : [{ text: 'No photos.', style: 'muted' }];
      // A section's title (and the Photos heading, before the first) stays on the page of its first photo.
      const [first, ...rest] = photos;
      const titles: Content[] = [
        ...(i === 0 ? [{ text: 'Photos', style: 'h2' }] : []),
        { text: s.equipmentPhotoTypeName, style: 'h3' },
      ];
      return [{ stack: [...titles, first], unbreakable: true } as Content, ...rest];
    }),
  ];
}

type EmailQuery = z.output<typeof emailEquipmentFormQuery>;

/** E-mails the form's PDF as an attachment: queued in the outbox with its audit row, then delivered. */
export async function emailEquipmentFormPdf(ctx: Ctx, q: EmailQuery) {
  const { bytes, name, form } = await equipmentFormPdf(ctx, q.equipmentFormId, q.timezoneOffset);
  const from = q.fromName || ctx.user.fullName;
  const text = mailBody(
    q.toName && `${q.toName},`,
    q.message,
    `Attached: equipment form ${form.equipmentFormName}, unit ${form.unitNumber}.`,
    from && `— ${from}`,
  );
  const outboxId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.mail.queue(tx, {
      to: q.toAddress,
      replyTo: await mailAddressOf(tx, ctx.user.id),
      subject: `Equipment Form: ${form.equipmentFormName} — Unit ${form.unitNumber}`,
      text,
      attachments: [{ filename: name, contentType: 'application/pdf', content: bytes }],
    });
    await audit(tx, ctx.user.id, 'equipmentForm', form.equipmentFormId, 'email', { to: q.toAddress, outboxId: id });
    return id;
  });
  return mailAnswer(await ctx.mail.deliver(outboxId), messages.equipmentFormEmailed(q.toAddress));
}
