// Field ticket PDF generation time: `node bench/field-ticket-pdf.mjs [--runs 30]`.
//
// Renders the document GET /Pdf/GetFieldTicketPDF answers, from rows already loaded: the letterhead,
// 6 roustabouts, 2 equipment forms with 2 hour/fuel photos each (JPEGs of 1280 × 960, the size the
// server keeps for screens and PDFs), 4 comments, the client's and the supervisor's drawn signatures
// (PNGs of 500 × 200) and a history of 3 saves. The budget: the 95th percentile at most 60 ms.
// Writes bench/results/field-ticket-pdf-<date>.json. Not a test: it measures, and exits 1 over budget.
import sharp from 'sharp';
import { register } from 'tsx/esm/api';
import { benchPdf, cameraPhoto, runsAsked } from './pdf-timing.mjs';

register();
const { renderPdf, readPdf } = await import('../apps/server/src/platform/pdf/index.ts');
const { fieldTicketDocument } = await import('../apps/server/src/domains/forms/field-ticket-pdf.ts');

const dataUrl = (type, bytes) => `data:${type};base64,${bytes.toString('base64')}`;

/** An hour/fuel photo as the server keeps it for PDFs: 1280 × 960. */
const photo = async (seed) => dataUrl('image/jpeg', await cameraPhoto(seed, 1280, 960));

/** A signature as the pad stores it: a dark stroke on a transparent 500 × 200 PNG. */
async function signature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="200"><path d="M30 140 C 90 20, 140 180, 200 90 S 320 40, 360 130 S 440 160, 470 60" stroke="#123" stroke-width="4" fill="none"/></svg>`;
  return dataUrl('image/png', await sharp(Buffer.from(svg)).png().toBuffer());
}

const sign = await signature();
const photos = await Promise.all([1, 2, 3, 4].map(photo));
const ticket = {
  fieldTicketId: 418,
  date: '2026-11-24',
  jobId: 1,
  stepId: 10,
  complete: true,
  equipmentForms: [31, 32],
  fieldTicketRoustabouts: [
    'Rosa Jimenez',
    'Tomas Reyes',
    'Wade Kimball',
    'Luis Ortega',
    'Jenna Pratt',
    'Amos Yazzie',
  ].map((name, i) => ({ name, hours: 8 + (i % 3) })),
  fieldTicketComments: [
    ['Daily Work Summary', 'Set 240 ft of 16 ft wall on the north side; 12 beams and 48 panels.', '', null],
    ['Safety Observation', 'Spotter used for every telehandler lift near the flare line.', '', null],
    ['Standby / Delay', 'Two hours standby waiting for the crane to clear the pad.', 'Dale Whitaker', sign],
    ['Daily Work Summary', 'Walked the wall with the company man at end of day; no gaps.', '', null],
  ].map(([commentTypeStr, comment, signee, signature], i) => ({
    fieldTicketCommentId: i + 1,
    commentType: i + 1,
    commentTypeStr,
    comment,
    signee,
    signature,
    signatureRequired: Boolean(signature),
    isDeleted: false,
  })),
  history: ['Created', 'Saved', 'Submitted'].map((type) => ({
    type,
    user: 'Cody Braddock',
    date: '2026-11-24T23:10:00.000Z',
  })),
  clientSignaturePrint: 'Dale Whitaker',
  clientSignatureData: sign,
  supervisorSignaturePrint: 'Cody Braddock',
  supervisorSignatureData: sign,
};
const head = {
  office: { name: 'Midland', address: '2100 W Industrial Ave', city: 'Midland', state: 'TX', zipCode: '79701' },
  jobName: 'Hawkins 14-22 Pad – sound wall',
  jobNumber: 'FB-1001',
  accountName: 'Caprock Energy Partners',
  forms: [
    { name: 'Light Tower', unitNumber: 'LT-7', complete: true, photos: photos.slice(0, 2) },
    { name: 'Telehandler', unitNumber: 'TH-3', complete: true, photos: photos.slice(2) },
  ],
  offsetHours: -6,
};

const generate = () => renderPdf(fieldTicketDocument(ticket, head), { footerLabel: 'Field Ticket 418' });
await benchPdf({
  kind: 'field-ticket-pdf',
  label: 'field ticket PDF',
  generate,
  readPdf,
  runs: runsAsked(),
  budgetMs: 60,
  document: { roustabouts: 6, photos: 4, signatures: 2, commentSignatures: 1, comments: 4 },
  outEnv: 'FIELD_TICKET_PDF_OUT',
});
