// Survey report PDF generation time: `node bench/survey-report-pdf.mjs [--runs 30]`.
//
// Renders the document GET /Pdf/GetSurveyFormPDF answers, from rows already loaded: the letterhead,
// the survey's parameters, 4 meters (one overdue and accepted, one unused), the 800 × 500 site map
// (PNG) with 3 markers drawn on it, the notes, and 5 attachments of which 3 photos (JPEGs of
// 1200 × 900, the size the server shows them at). The budget: the 95th percentile at most 150 ms.
// Writes bench/results/survey-report-pdf-<date>.json. Not a test: it measures, and exits 1 over budget.
import sharp from 'sharp';
import { register } from 'tsx/esm/api';
import { benchPdf, cameraPhoto, runsAsked } from './pdf-timing.mjs';

register();
const { renderPdf, readPdf } = await import('../apps/server/src/platform/pdf/index.ts');
const { surveyReportDocument } = await import('../apps/server/src/domains/surveys/survey-report-document.ts');

/** A site photo at the size the server shows it: 1200 × 900. */
const photo = (seed) => cameraPhoto(seed, 1200, 900);

/** A site plan as the server keeps it: an 800 × 500 PNG. */
const map = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#eef3e8"/><rect x="200" y="120" width="400" height="260" fill="none" stroke="#333" stroke-width="5"/><path d="M0 440 L800 400" stroke="#999" stroke-width="14"/></svg>',
  ),
)
  .png()
  .toBuffer();
const photos = await Promise.all([1, 2, 3].map(photo));

const meter = (i, extra = {}) => ({
  surveyMeasurementId: i,
  surveyFormId: 7,
  inventoryAssetId: i,
  serialNumber: `SLM-20${i}4`,
  meterType: i === 4 ? 'Triaxial vibration monitor' : 'Class 1 sound level meter',
  height: 5,
  mounting: 'Tripod',
  gpsLatitude: 31.9973,
  gpsLongitude: -102.0779,
  deploymentDate: '2026-11-20',
  deploymentDateString: 'November 20, 2026',
  retrievalDate: '2026-11-23',
  retrievalDateString: 'November 23, 2026',
  preCalibrated: true,
  postCalibrated: true,
  notes: 'Facing the nearest residence, 1.5 m above ground, windscreen on.',
  unused: false,
  unusedReason: '',
  location_X: 120 + i * 140,
  location_Y: 90 + i * 70,
  calibrationDue: '2027-03-01',
  calibrationOverdue: false,
  calibrationLapses: false,
  calibrationConfirmedBy: null,
  calibrationConfirmedAt: null,
  ...extra,
});
const attachment = (i, name, category, image) => ({
  surveyAttachmentId: i,
  name,
  categoryId: 1,
  category,
  fileName: image ? `IMG_40${i}.jpg` : `${name}.pdf`,
  contentType: image ? 'image/jpeg' : 'application/pdf',
  size: 1,
  uploadedBy: 'Rosa Jimenez',
  uploadedAt: '2026-11-20T17:00:00Z',
  image,
});
const data = {
  form: {
    surveyFormId: 7,
    jobId: 1,
    company: 'Caprock Energy Partners',
    site: 'Hawkins 14-22 Pad',
    submissionDate: '2026-11-20',
    clientName: 'Dale Whitaker',
    clientPhone: '(432) 555-0187',
    clientEmail: 'dale@caprock.example',
    salesperson: 'Grant Holloway',
    meterTech: 'Rosa Jimenez',
    engineer: 'Amos Yazzie',
    gpsLat: 31.99,
    gpsLong: -102.07,
    address: '4100 County Road 31',
    city: 'Midland',
    state: 'TX',
    duration: 3,
    durationOther: '',
    surveyType: 3,
    surveyTypeOther: '',
    soundMeterCount: 3,
    vibrationMeterCount: 1,
    siteType: 'Well pad',
    weatherStation: true,
    factoryCalMeters: false,
    dBA: true,
    dBC: false,
    ldn: true,
    cnel: false,
    fullOctave: false,
    thirdOctave: true,
    statsLn: true,
    lMinMax: true,
    fullAudio: false,
    triggeredAudio: true,
    noiseOrdinances: 'Midland County: 65 dBA at the nearest residence, 10 pm to 7 am.',
    notes: 'Three sound meters around the pad, one vibration monitor at the compressor skid.',
    notes_SiteActivity: 'Frac crew on site; 14 pumps.',
    notes_Operations: 'Pumping around the clock.',
    notes_Sources: 'Frac pumps on the east side; generator on the north.',
    notes_Weather: 'Calm, 45 °F, clear.',
    hasMap: true,
    createdBy: 'Cody Braddock',
    updatedAt: '2026-11-20T16:11:00Z',
    version: 3,
  },
  job: { jobName: 'Hawkins 14-22 Pad – sound wall', jobNumber: 'FB-1001' },
  accountName: 'Caprock Energy Partners',
  office: { name: 'Midland', address: '2100 W Industrial Ave', city: 'Midland', state: 'TX', zipCode: '79701' },
  meters: [
    meter(1),
    meter(2, {
      calibrationDue: '2026-11-01',
      calibrationOverdue: true,
      calibrationLapses: true,
      calibrationConfirmedBy: 'Cody Braddock',
      calibrationConfirmedAt: '2026-11-20T16:11:00Z',
    }),
    meter(3, { unused: true, unusedReason: 'Battery failed on deployment', location_X: 0, location_Y: 0 }),
    meter(4, { mounting: 'Spike' }),
  ],
  map,
  attachments: [
    attachment(1, 'Meter 1 on the fence', 'Site Photos', photos[0]),
    attachment(2, 'Compressor skid', 'Site Photos', photos[1]),
    attachment(3, 'Field sheet, night 1', 'Field Notes', photos[2]),
    attachment(4, 'SLM calibration certificate', 'Calibration Certificates', null),
    attachment(5, 'Meter export', 'Meter Data', null),
  ],
  offsetHours: -6,
};

const generate = () => renderPdf(surveyReportDocument(data), { footerLabel: 'Survey Report 7' });
await benchPdf({
  kind: 'survey-report-pdf',
  label: 'survey report PDF',
  generate,
  readPdf,
  runs: runsAsked(),
  budgetMs: 150,
  document: { meters: 4, markers: 3, map: true, photos: 3, attachments: 5 },
  outEnv: 'SURVEY_REPORT_PDF_OUT',
});
