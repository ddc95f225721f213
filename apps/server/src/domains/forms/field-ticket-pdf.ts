import { type FieldTicket, jobSteps, messages, PHOTO_HOUR_FUEL } from '@fieldbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { equipmentFormPictures, equipmentForms } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { longDate } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { mailAnswer, mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { type LetterheadOffice, letterhead, renderPdf } from '../../platform/pdf/index.ts';
import { pdfDateTime } from '../../platform/pdf/reader-time.ts';
import { storedDataUrl } from '../../platform/storage.ts';
import { jobParties } from '../jobs/job-parties.ts';
import { readTicket, requireTicket } from './field-ticket.service.ts';

// The field ticket as a PDF (spec 3 §2.9, §7): the firm's letterhead, every section of the detail
// screen, and the drawn signatures. What is signed comes first (hours, comments, signatures, history)
// so the signatures are on page 1 whenever they fit; the equipment forms with their photos follow.

interface TicketHead {
  office: LetterheadOffice | null;
  jobName: string;
  jobNumber: string;
  accountName: string;
  /** The equipment forms the ticket lists, as the PDF names them, with their hour/fuel photos (data URLs). */
  forms: { name: string; unitNumber: string; complete: boolean; photos: string[] }[];
  /** The reader's hours east of UTC: the history's times are printed on their clock. */
  offsetHours: number;
}

const muted = (text: string): Content => ({ text, style: 'muted', italics: true });

/** A signature on its line, with the printed name under it: compact, so it fits under the comments. */
function signatureBlock(title: string, printLabel: string, printed: string, image: string | null): Content {
  return {
    stack: [
      { text: title, style: 'label' },
      image ? { image, fit: [180, 56], margin: [0, 2, 0, 0] } : muted(messages.noSignatureAvailable),
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 220, y2: 2, lineWidth: 0.7, lineColor: '#555555' }] },
      { text: printLabel, style: 'label', margin: [0, 4, 0, 0] },
      { text: printed || '—' },
    ],
  };
}

/** A listed equipment form: its name and state, then its hour meter / fuel photos side by side. */
function formBlock(f: TicketHead['forms'][number]): Content {
  return {
    unbreakable: true,
    margin: [0, 0, 0, 6],
    stack: [
      { text: `${f.name} · ${f.unitNumber} · ${f.complete ? 'Submitted' : 'Not submitted'}` },
      ...(f.photos.length
        ? [{ columns: f.photos.map((image) => ({ image, fit: [160, 120] as [number, number] })), columnGap: 8 }]
        : []),
    ],
  };
}

export function fieldTicketDocument(t: FieldTicket, head: TicketHead): TDocumentDefinitions {
  const stage = jobSteps.find((s) => s.stepId === t.stepId)?.stepName ?? '';
  const comments = t.fieldTicketComments.filter((c) => !c.isDeleted);
  const content: Content[] = [
    { text: `Field Ticket ${t.fieldTicketId}`, style: 'h1' },
    {
      columns: [
        { width: '*', stack: [{ text: 'Date', style: 'label' }, longDate(t.date)] },
        { width: '*', stack: [{ text: 'Stage', style: 'label' }, stage] },
        { width: '*', stack: [{ text: 'Status', style: 'label' }, t.complete ? 'Submitted' : 'Not submitted'] },
      ],
      columnGap: 10,
    },
    {
      columns: [
        { width: '*', stack: [{ text: 'Job', style: 'label' }, `${head.jobNumber} ${head.jobName}`] },
        { width: '*', stack: [{ text: 'Client', style: 'label' }, head.accountName] },
      ],
      columnGap: 10,
      margin: [0, 6, 0, 0],
    },
    { text: 'Roustabouts', style: 'h2' },
    t.fieldTicketRoustabouts.length
      ? {
          table: {
            headerRows: 1,
            widths: ['*', 80],
            body: [
              [
                { text: 'Name', bold: true },
                { text: 'Hours', bold: true, alignment: 'right' },
              ],
              ...t.fieldTicketRoustabouts.map((r) => [r.name, { text: String(r.hours), alignment: 'right' as const }]),
              [
                { text: 'Total', bold: true },
                {
                  text: String(t.fieldTicketRoustabouts.reduce((n, r) => n + r.hours, 0)),
                  bold: true,
                  alignment: 'right',
                },
              ],
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
        }
      : muted(messages.noRoustaboutHours),
    { text: 'Daily Ticket Comments', style: 'h2' },
    ...(comments.length
      ? comments.map(
          (c): Content => ({
            unbreakable: true,
            margin: [0, 0, 0, 6],
            stack: [
              { text: c.commentTypeStr, bold: true },
              { text: c.comment },
              ...(c.signee || c.signature
                ? [
                    { text: `Signee: ${c.signee}`, style: 'muted' },
                    c.signature
                      ? ({ image: c.signature, fit: [125, 50], margin: [0, 2, 0, 0] } as Content)
                      : muted(messages.noSignatureAvailable),
                  ]
                : []),
            ],
          }),
        )
      : [muted(messages.ticketNoComments)]),
    {
      // The heading stays on the page of the signatures it introduces.
      unbreakable: true,
      stack: [
        { text: 'Signatures', style: 'h2' },
        {
          columns: [
            signatureBlock('Client Signature', 'Client Printed Name', t.clientSignaturePrint, t.clientSignatureData),
            signatureBlock(
              'Supervisor Signature',
              'Supervisor Name',
              t.supervisorSignaturePrint,
              t.supervisorSignatureData,
            ),
          ],
          columnGap: 20,
        },
      ],
    },
    { text: 'History', style: 'h2' },
    t.history.length
      ? {
          table: {
            headerRows: 1,
            widths: ['*', '*', '*'],
            body: [
              [
                { text: 'Type', bold: true },
                { text: 'User', bold: true },
                { text: 'Date', bold: true },
              ],
              ...t.history.map((h) => [h.type, h.user, pdfDateTime(h.date, head.offsetHours)]),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
        }
      : muted(messages.ticketNoHistory),
    // Last: the forms' photos take most of the room, and would push the signatures off page 1.
    { text: 'Equipment Forms', style: 'h2' },
    ...(head.forms.length ? head.forms.map(formBlock) : [muted(messages.noEquipmentFormsCreated)]),
  ];
  return {
    ...letterhead({ office: head.office, title: `Field Ticket ${t.fieldTicketId}` }),
    info: { title: `Field Ticket ${t.fieldTicketId}` },
    content,
  };
}

/** The forms a ticket lists, each with its hour/fuel photos as the editor shows them (the resized copies). */
async function listedFormsWithPhotos(ctx: Ctx, ids: number[]): Promise<TicketHead['forms']> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({
      id: equipmentForms.id,
      name: equipmentForms.name,
      unitNumber: equipmentForms.unitNumber,
      complete: equipmentForms.complete,
    })
    .from(equipmentForms)
    .where(inArray(equipmentForms.id, ids))
    .orderBy(asc(equipmentForms.id));
  const pictures = await ctx.db
    .select({ formId: equipmentFormPictures.equipmentFormId, fileId: equipmentFormPictures.resizedFileId })
    .from(equipmentFormPictures)
    .where(
      and(inArray(equipmentFormPictures.equipmentFormId, ids), eq(equipmentFormPictures.pictureType, PHOTO_HOUR_FUEL)),
    )
    .orderBy(asc(equipmentFormPictures.id));
  const photos = await Promise.all(
    pictures.map(async (p) => ({ ...p, url: await storedDataUrl(ctx.storage, p.fileId) })),
  );
  return rows.map(({ id, ...form }) => ({
    ...form,
    photos: photos.flatMap((p) => (p.formId === id && p.url ? [p.url] : [])),
  }));
}

/** The ticket's PDF bytes and file name, for whoever may see the ticket; times on the reader's clock. */
export async function fieldTicketPdf(ctx: Ctx, id: number, offsetHours: number) {
  const { row, job } = await requireTicket(ctx, id);
  const { accountName, office } = await jobParties(ctx.db, job.opportunityId);
  const ticket = await readTicket(ctx.db, row);
  const forms = await listedFormsWithPhotos(ctx, ticket.equipmentForms);
  const bytes = await renderPdf(
    fieldTicketDocument(ticket, {
      office,
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      accountName,
      forms,
      offsetHours,
    }),
    { footerLabel: `Field Ticket ${id}` },
  );
  return { bytes, name: `FieldTicket-${id}.pdf`, ticket, job };
}

/** E-mails the ticket's PDF as an attachment through the outbox; delivered once it has committed. */
export async function emailFieldTicketPdf(
  ctx: Ctx,
  q: {
    fieldTicketId: number;
    toAddress: string;
    toName: string;
    message: string;
    fromName: string;
    timezoneOffset: number;
  },
) {
  const { bytes, name, ticket, job } = await fieldTicketPdf(ctx, q.fieldTicketId, q.timezoneOffset);
  const from = q.fromName || 'Stillwater Noise Control';
  const text = mailBody(
    q.toName ? `${q.toName},` : 'Hello,',
    q.message || `Please find attached the field ticket of ${longDate(ticket.date)} for ${job.jobName}.`,
    `Sent by ${from} through Fieldbook.`,
  );
  const outboxId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.mail.queue(tx, {
      to: q.toAddress,
      replyTo: await mailAddressOf(tx, ctx.user.id),
      subject: `Field Ticket ${ticket.fieldTicketId} – ${job.jobName} – ${longDate(ticket.date)}`,
      text,
      attachments: [{ filename: name, contentType: 'application/pdf', content: bytes }],
    });
    await audit(tx, ctx.user.id, 'fieldTicket', ticket.fieldTicketId, 'email', { to: q.toAddress, outboxId: id });
    return id;
  });
  return mailAnswer(await ctx.mail.deliver(outboxId), messages.ticketEmailed(q.toAddress));
}
