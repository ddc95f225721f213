import type { Jsa } from '@fieldbook/contract';
import { messages } from '@fieldbook/contract';
import { asc, eq } from 'drizzle-orm';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { jsaSignatures, offices, opportunities, users } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { mailAnswer, mailBody } from '../../platform/mail.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { BRAND, type LetterheadOffice, letterhead, renderPdf } from '../../platform/pdf/index.ts';
import { offsetLabel, pdfDate, pdfDateTime, pdfTime } from '../../platform/pdf/reader-time.ts';
import type { JobHead } from '../jobs/job-access.ts';
import { jsaEditList, loadJsa } from './jsa.service.ts';

// The JSA as a document (spec 3 §2.11 'PDF and e-mail buttons', §7 GetJSAPDF, EmailJSAPdf).

export interface JsaDocumentData {
  jsa: Jsa;
  job: Pick<JobHead, 'jobName' | 'jobNumber'>;
  office: LetterheadOffice | null;
  signatures: { name: string; signedAt: string; version: number; png: Buffer }[];
  edits: { editorName: string; editedTime: string; version: number; changes: string[] }[];
  offsetHours: number;
}

const labelled = (label: string, value: string): Content => ({
  stack: [
    { text: label, style: 'label' },
    { text: value || '—', margin: [0, 1, 0, 6] },
  ],
});

const header = (cells: string[]): TableCell[] => cells.map((text) => ({ text, bold: true, fillColor: '#e8edf3' }));

/** The document: site information, considerations, emergency locations, risk management, sign-in sheet, edit log. */
export function jsaDocument(d: JsaDocumentData): TDocumentDefinitions {
  const { jsa, offsetHours: tz } = d;
  const title = 'Job Safety Analysis';
  const checked = jsa.checkBoxCategories
    .map((c) => ({ category: c.category, boxes: c.boxes.filter((b) => b.checked) }))
    .filter((c) => c.boxes.length > 0);

  const site: Content = {
    columns: [
      {
        width: '*',
        stack: [
          labelled('Date', pdfDate(jsa.date, tz)),
          labelled('Time', `${pdfTime(jsa.date, tz)} (${offsetLabel(tz)})`),
          labelled('Created By', jsa.createdBy),
        ],
      },
      {
        width: '*',
        stack: [
          labelled('Supervisor', jsa.supervisor),
          labelled('Supervisor Contact', jsa.supervisorContact),
          labelled('CPR Certified Employee on Site', jsa.cprCertifiedEmployee),
        ],
      },
      {
        width: '*',
        stack: [
          labelled('Nearest Hospital', jsa.nameOfNearestHospital),
          labelled('Nearest Hospital Address', jsa.nearestHospitalAddress),
          labelled('Emergency Address', jsa.emergencyAddress),
        ],
      },
    ],
    columnGap: 12,
  };

  const considerations: Content[] = [
    { text: 'Considerations', style: 'h2' },
    checked.length
      ? {
          columns: checked.map((c) => ({
            width: '*',
            stack: [
              { text: c.category, bold: true, margin: [0, 0, 0, 2] },
              { ul: c.boxes.map((b) => (b.other ? `Other: ${b.otherText}` : b.jsaItemName)) },
            ],
          })),
          columnGap: 12,
        }
      : { text: 'None checked.', style: 'muted' },
  ];

  const emergency: Content[] = [
    { text: 'Emergency Locations', style: 'h2' },
    jsa.emergency.length
      ? {
          table: {
            headerRows: 1,
            widths: ['*', '*'],
            body: [
              header(['Emergency', 'Location']),
              ...jsa.emergency.map((e) => [e.emergencyName, e.emergencyTypeLocation]),
            ],
          },
          layout: 'lightHorizontalLines',
        }
      : { text: 'None listed.', style: 'muted' },
  ];

  const risks: Content[] = [
    { text: 'Risk Management', style: 'h2' },
    jsa.riskManagements.length
      ? {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['18%', '18%', '20%', '22%', '22%'],
            body: [
              header([
                'Product',
                'Sequence of Actions',
                'Potential Risks',
                'Site Specific Risk',
                'Site Specific Risk Mitigation',
              ]),
              ...jsa.riskManagements.map((r) => [
                r.productName,
                r.actionOther ? `Other: ${r.actionTextOther}` : r.action,
                [...r.productRisks.map((p) => p.risk), ...(r.riskOther ? [`Other: ${r.riskTextOther}`] : [])].join(
                  ', ',
                ),
                r.siteRisk,
                r.riskMitigation,
              ]),
            ],
          },
          fontSize: 8.5,
        }
      : { text: 'No products listed.', style: 'muted' },
  ];

  const signIn: Content[] = [
    { text: 'Sign-In Sheet', style: 'h2', pageBreak: d.signatures.length > 6 ? 'before' : undefined },
    {
      text: `This document is version ${jsa.version} of the worksheet.`,
      style: ['small', 'muted'],
      margin: [0, 0, 0, 4],
    },
    d.signatures.length
      ? {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: ['30%', '30%', '40%'],
            body: [
              header(['Name', 'Signed', 'Signature']),
              ...d.signatures.map((s): TableCell[] => [
                { text: s.name },
                {
                  stack: [
                    pdfDateTime(s.signedAt, tz),
                    s.version < jsa.version
                      ? {
                          text: `${messages.jsaSignedEarlierVersion(s.version)} (earlier than this one)`,
                          color: '#b42318',
                        }
                      : { text: `Version ${s.version}`, style: 'muted' },
                  ],
                },
                s.png.length
                  ? { image: `data:image/png;base64,${s.png.toString('base64')}`, fit: [180, 60] as [number, number] }
                  : '—',
              ]),
            ],
          },
        }
      : { text: messages.noSignatures, style: 'muted' },
  ];

  const log: Content[] = [
    { text: 'Edit Log', style: 'h2' },
    d.edits.length
      ? {
          table: {
            headerRows: 1,
            widths: ['22%', '22%', '10%', '46%'],
            body: [
              header(['Editor', 'Time', 'Version', 'Changes']),
              ...d.edits.map((e) => [
                e.editorName,
                pdfDateTime(e.editedTime, tz),
                String(e.version),
                { ul: e.changes },
              ]),
            ],
          },
          fontSize: 8.5,
        }
      : { text: messages.noJsaEdits, style: 'muted' },
  ];

  return {
    ...letterhead({ office: d.office, title }),
    info: { title: `${title} – ${d.job.jobNumber}`, author: BRAND.name, subject: d.job.jobName },
    defaultStyle: { fontSize: 9.5 },
    content: [
      { text: title, style: 'h1' },
      { text: `${d.job.jobNumber} · ${d.job.jobName}`, style: 'muted', margin: [0, 0, 0, 10] },
      site,
      ...considerations,
      ...emergency,
      ...risks,
      ...signIn,
      ...log,
    ],
  };
}

/** Everything the document shows, read once. */
async function documentData(ctx: Ctx, jsaId: number, offsetHours: number): Promise<JsaDocumentData> {
  const { jsa, job } = await loadJsa(ctx, jsaId);
  const [opp] = await ctx.db
    .select({ officeId: opportunities.officeId })
    .from(opportunities)
    .where(eq(opportunities.id, job.opportunityId));
  const [office] = opp?.officeId
    ? await ctx.db.select().from(offices).where(eq(offices.id, opp.officeId))
    : await ctx.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  const rows = await ctx.db
    .select()
    .from(jsaSignatures)
    .where(eq(jsaSignatures.jsaId, jsaId))
    .orderBy(asc(jsaSignatures.signedAt), asc(jsaSignatures.id));
  const signatures = await Promise.all(
    rows.map(async (r) => ({
      name: r.name,
      signedAt: r.signedAt.toISOString(),
      version: r.version,
      png: (await ctx.storage.read(r.fileId))?.bytes ?? Buffer.alloc(0),
    })),
  );
  return { jsa, job, office: office ?? null, signatures, edits: await jsaEditList(ctx.db, jsaId), offsetHours };
}

export const jsaPdfName = (d: Pick<JsaDocumentData, 'jsa' | 'job'>) =>
  `JSA-${d.job.jobNumber}-${d.jsa.jsaId}.pdf`.replace(/[\\/:*?"<>|\s]+/g, '_');

export async function jsaPdf(ctx: Ctx, jsaId: number, offsetHours: number) {
  const data = await documentData(ctx, jsaId, offsetHours);
  const bytes = await renderPdf(jsaDocument(data), {
    footerLabel: `JSA ${data.jsa.jsaId} · version ${data.jsa.version}`,
  });
  return { bytes, name: jsaPdfName(data) };
}

/** E-mails the JSA's PDF: the message and its PDF are queued in the outbox in one transaction with its audit row. */
export async function emailJsaPdf(
  ctx: Ctx,
  q: { JSAId: number; toAddress: string; toName: string; message: string; fromName: string; timezoneOffset: number },
) {
  const { bytes, name } = await jsaPdf(ctx, q.JSAId, q.timezoneOffset);
  const [me] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  const from = q.fromName || (me ? `${me.firstName} ${me.lastName}`.trim() : '') || BRAND.name;
  const text = mailBody(
    q.toName && `${q.toName},`,
    q.message,
    `${from} sent you the attached Job Safety Analysis (${name}).`,
    BRAND.name,
  );
  const outboxId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.mail.queue(tx, {
      to: q.toAddress,
      replyTo: await mailAddressOf(tx, ctx.user.id),
      subject: `Job Safety Analysis ${name.replace(/\.pdf$/, '')} from ${from}`,
      text,
      attachments: [{ filename: name, contentType: 'application/pdf', content: bytes }],
    });
    await audit(tx, ctx.user.id, 'jsa', q.JSAId, 'email', { to: q.toAddress, outboxId: id });
    return id;
  });
  return mailAnswer(await ctx.mail.deliver(outboxId), messages.jsaEmailSent(q.toAddress));
}
