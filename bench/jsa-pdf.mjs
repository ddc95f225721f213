// JSA PDF generation time: `node bench/jsa-pdf.mjs [--runs 30]`.
//
// Renders the JSA document GET /Pdf/GetJSAPDF answers, after loading its rows: the letterhead, the
// site information, 3 categories of considerations, 6 emergency locations, 12 risk management rows,
// a sign-in sheet of 12 signatures (PNG images of a signature pad, 500 × 200) and an edit log of 4
// saves. The budget: the 95th percentile at most 80 ms. Writes bench/results/jsa-pdf-<date>.json.
// Not a test: it measures, and exits 1 over budget.
import { register } from 'tsx/esm/api';
import { benchPdf, runsAsked } from './pdf-timing.mjs';

register();
const { renderPdf, readPdf } = await import('../apps/server/src/platform/pdf/index.ts');
const { jsaDocument } = await import('../apps/server/src/domains/forms/jsa-pdf.service.ts');

// A signature as the pad stores it: a PNG drawn by pdfmake's own kit is not at hand, so a small
// real PNG (1 × 1) scaled into the cell stands for one; the bytes are embedded per signature.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const jsa = {
  jsaId: 12,
  date: '2026-11-24T14:30:00.000Z',
  jobId: 1,
  stepId: 10,
  supervisor: 'Dale Whitaker',
  supervisorContact: '(432) 555-0142',
  cprCertifiedEmployee: 'Rosa Jimenez',
  nameOfNearestHospital: 'Midland Memorial Hospital',
  nearestHospitalAddress: '400 Rosalind Redfern Grover Pkwy, Midland, TX',
  emergencyAddress: 'Hawkins 14-22 Pad, CR 1250, Midland, TX',
  createdBy: 'Dale Whitaker',
  version: 5,
  checkBoxCategories: [
    { category: 'Personal Protective Equipment', names: ['Hard Hat', 'Safety Glasses', 'Gloves', 'Other'] },
    { category: 'Site Hazards', names: ['Overhead Power Lines', 'H2S Present', 'Uneven Ground'] },
    { category: 'Permits and Meetings', names: ['Tailgate Safety Meeting', 'Lift Plan Reviewed'] },
  ].map((c) => ({
    category: c.category,
    boxes: c.names.map((n) => ({
      jsaItemName: n,
      checked: true,
      other: n === 'Other',
      otherText: n === 'Other' ? 'Face shield' : '',
    })),
  })),
  emergency: ['Muster Point', 'First Aid Kit', 'Fire Extinguisher', 'Eye Wash Station', 'AED', 'Wind Sock'].map(
    (emergencyName, i) => ({
      emergencyTypeID: i + 1,
      emergencyName,
      iconUrl: '',
      emergencyTypeLocation: `Gate ${i + 1}`,
    }),
  ),
  riskManagements: Array.from({ length: 12 }, (_, i) => ({
    jsaRiskManagementId: i + 1,
    productName: `Sound Wall - STC 40 - 24 ft - Freestanding (${i + 1})`,
    scopeBuilderId: 1,
    productActionId: 1,
    action: 'Unload panels from truck',
    sequenceActionId: 1,
    actionOther: false,
    actionTextOther: '',
    productRisks: ['Pinch points', 'Struck by load', 'Back strain'].map((risk, k) => ({
      productRiskId: k + 1,
      potentialRiskId: k + 1,
      risk,
      jsaRiskManagementId: i + 1,
    })),
    riskOther: false,
    riskTextOther: '',
    siteRisk: 'Soft ground near the pit after rain; telehandler may settle on its outriggers.',
    riskMitigation: 'Matting under the telehandler, spotter on the load, tag lines on every panel.',
  })),
};
const data = {
  jsa,
  job: { jobName: 'Hawkins 14-22 Pad – Sound Wall', jobNumber: '26-0412' },
  office: { name: 'Midland', address: '2100 W Industrial Ave', city: 'Midland', state: 'TX', zipCode: '79701' },
  signatures: Array.from({ length: 12 }, (_, i) => ({
    name: `Crew Member ${i + 1}`,
    signedAt: '2026-11-24T14:40:00.000Z',
    version: i < 6 ? 4 : 5,
    png,
  })),
  edits: Array.from({ length: 4 }, (_, i) => ({
    editorName: 'Dale Whitaker',
    editedTime: '2026-11-24T15:00:00.000Z',
    version: i + 2,
    changes: ['Supervisor: Dale Whitaker → Luis Ortega', 'Checked Site Hazards: H2S Present'],
  })),
  offsetHours: -6,
};

const generate = () => renderPdf(jsaDocument(data), { footerLabel: 'JSA 12 · version 5' });
await benchPdf({
  kind: 'jsa-pdf',
  label: 'JSA PDF',
  generate,
  readPdf,
  runs: runsAsked(),
  budgetMs: 80,
  document: { riskRows: 12, signatures: 12, edits: 4, emergencyLocations: 6 },
  outEnv: 'JSA_PDF_OUT',
});
