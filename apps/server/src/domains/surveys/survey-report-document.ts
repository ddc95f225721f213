import {
  messages,
  SURVEY_DURATIONS,
  SURVEY_MAP_HEIGHT,
  SURVEY_MAP_MARKER,
  SURVEY_MAP_WIDTH,
  SURVEY_OTHER,
  SURVEY_PARAMETERS,
  SURVEY_TYPES,
  type SurveyAttachment,
  type SurveyForm,
  type SurveyMeasurement,
} from '@fieldbook/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { longDate } from '../../platform/calendar.ts';
import { BRAND, type LetterheadOffice, letterhead, PAGE } from '../../platform/pdf/index.ts';
import { pdfDateTime } from '../../platform/pdf/reader-time.ts';

// The survey report (a noise or vibration survey as the firm's customers and regulators read it):
// one column of labelled values and one block per meter rather than wide tables, so that it prints
// on Letter and still reads at a phone's width, where a PDF is shown scaled to fit.

export interface SurveyReportData {
  form: SurveyForm;
  job: { jobName: string; jobNumber: string };
  accountName: string;
  office: LetterheadOffice | null;
  meters: SurveyMeasurement[];
  /** The site map, an 800 x 500 PNG, or null when none was uploaded. */
  map: Buffer | null;
  /** Every attachment, with the bytes of those that are images a PDF can show (JPEG, PNG). */
  attachments: (SurveyAttachment & { image: Buffer | null })[];
  /** The reader's hours east of UTC. */
  offsetHours: number;
}

/** The printed width of the map: the page's text width; markers are scaled with it. */
const MAP_WIDTH = PAGE.width - 2 * PAGE.margin;
const MAP_SCALE = MAP_WIDTH / SURVEY_MAP_WIDTH;

const optionName = (list: readonly { id: number; name: string }[], id: number | null, other: string) =>
  id === SURVEY_OTHER ? other || 'Other' : (list.find((o) => o.id === id)?.name ?? '');

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

type Value = string | number | null | undefined;

/** A label over its value; an empty value prints as a dash. */
const labelledStack = (label: string, value: Value): Content[] => [
  { text: label, style: 'label' },
  { text: value === null || value === undefined || value === '' ? '—' : String(value), margin: [0, 1, 0, 6] },
];
const labelled = (label: string, value: Value): Content => ({ stack: labelledStack(label, value) });

/** Labelled values in rows of `per`, evenly spaced. */
function grid(items: [string, Value][], per = 3): Content[] {
  const rows: Content[] = [];
  for (let i = 0; i < items.length; i += per) {
    const row = items.slice(i, i + per);
    const cells: Content[] = Array.from({ length: per }, (_, j) =>
      row[j] ? { width: '*', stack: labelledStack(...row[j]) } : { width: '*', text: '' },
    );
    rows.push({ columns: cells, columnGap: 12 });
  }
  return rows;
}

/** A meter is placed on the map when it has a point other than the top-left corner (spec 3 §2.12). */
const placed = (m: SurveyMeasurement) => m.location_X > 0 || m.location_Y > 0;

/** The meter's numbered marker as the form's map draws it: a red disc (grey when unused) with its number. */
function marker(m: SurveyMeasurement, n: number): Content {
  const r = (SURVEY_MAP_MARKER / 2) * MAP_SCALE;
  const x = m.location_X * MAP_SCALE;
  const y = m.location_Y * MAP_SCALE;
  return {
    // Placed over the map's image, which ends where this begins.
    relativePosition: { x: x - r, y: y - r - SURVEY_MAP_HEIGHT * MAP_SCALE },
    stack: [
      {
        canvas: [
          {
            type: 'ellipse',
            x: r,
            y: r,
            r1: r - 1,
            r2: r - 1,
            color: m.unused ? '#868e96' : '#e03131',
            lineColor: '#ffffff',
            lineWidth: 2,
          },
        ],
      },
      {
        // A column as wide as the disc centres the number in it; the line sits on the disc's middle.
        relativePosition: { x: 0, y: -r - 4.5 },
        columns: [{ width: 2 * r, text: String(n), alignment: 'center', bold: true, fontSize: 9, color: '#ffffff' }],
      },
    ],
  } as Content;
}

/** One block per meter; the heading stays on the page of the first. */
function metersSection(d: SurveyReportData): Content[] {
  const heading: Content = { text: 'Meters and Measurements', style: 'h2' };
  if (!d.meters.length) return [heading, { text: messages.surveyReportNoMeters, style: 'muted' }];
  const [first, ...rest] = d.meters.map((m, i) => meterBlock(m, i + 1, d.offsetHours));
  return [{ unbreakable: true, stack: [heading, first] }, ...rest];
}

function mapSection(d: SurveyReportData): Content[] {
  if (!d.map)
    return [
      { text: 'Site Map', style: 'h2' },
      { text: messages.surveyMapNone, style: 'muted' },
    ];
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Site Map', style: 'h2' },
        { image: `data:image/png;base64,${d.map.toString('base64')}`, width: MAP_WIDTH },
        ...d.meters.flatMap((m, i) => (placed(m) ? [marker(m, i + 1)] : [])),
        {
          text: d.meters
            .map(
              (m, i) =>
                `${i + 1} ${m.meterType} ${m.serialNumber}${placed(m) ? '' : ` (${messages.surveyReportMapNotPlaced.toLowerCase()})`}`,
            )
            .join('   ·   '),
          style: ['small', 'muted'],
          margin: [0, 4, 0, 0],
        },
      ],
    },
  ];
}

/** Whether the meter's calibration is due: overdue today, lapsing before retrieval, or current. */
function calibration(m: SurveyMeasurement, tz: number): string {
  if (!m.calibrationDue) return 'Never calibrated';
  const due = longDate(m.calibrationDue);
  const state = m.calibrationOverdue ? 'overdue' : m.calibrationLapses ? 'lapses before retrieval' : 'current';
  const confirmed =
    m.calibrationConfirmedAt && m.calibrationConfirmedBy
      ? `; accepted by ${m.calibrationConfirmedBy} on ${pdfDateTime(m.calibrationConfirmedAt, tz)}`
      : '';
  return `Due ${due} (${state})${confirmed}`;
}

function meterBlock(m: SurveyMeasurement, n: number, tz: number): Content {
  const gps = m.gpsLatitude !== null && m.gpsLongitude !== null ? `${m.gpsLatitude}, ${m.gpsLongitude}` : '';
  return {
    unbreakable: true,
    margin: [0, 0, 0, 8],
    table: {
      widths: ['*'],
      body: [
        [
          {
            text: [
              { text: `Meter ${n}  `, bold: true, color: BRAND.color },
              { text: `${m.meterType || 'Meter'} · Serial ${m.serialNumber}` },
              ...(m.unused ? [{ text: `  ·  Not used: ${m.unusedReason}`, color: '#b42318' }] : []),
            ],
            fillColor: '#e8edf3',
          },
        ],
        [
          {
            stack: [
              labelled('Calibration', calibration(m, tz)),
              ...grid(
                [
                  ['Pre-Calibrated', yesNo(m.preCalibrated)],
                  ['Post-Calibrated', yesNo(m.postCalibrated)],
                  ['Deployment Date', m.deploymentDateString],
                  ['Retrieval Date', m.retrievalDateString],
                  ['Height', m.height],
                  ['Mounting', m.mounting],
                  ['GPS', gps],
                  [
                    'Map',
                    placed(m) ? `Marker ${n} (${m.location_X}, ${m.location_Y})` : messages.surveyReportMapNotPlaced,
                  ],
                ],
                4,
              ),
              labelled('Notes', m.notes),
            ],
          },
        ],
      ],
    },
    layout: { hLineColor: () => '#c9d3df', vLineColor: () => '#c9d3df' },
  } as Content;
}

const tableHeader = (cells: string[]): TableCell[] => cells.map((text) => ({ text, bold: true, fillColor: '#e8edf3' }));

function attachmentTable(d: SurveyReportData): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', '28%', '30%'],
      body: [
        tableHeader(['Name', 'Category', 'Uploaded']),
        ...d.attachments.map((a) => [
          { stack: [a.name, { text: a.fileName, style: ['small', 'muted'] }] },
          a.category,
          { stack: [a.uploadedBy || '—', { text: pdfDateTime(a.uploadedAt, d.offsetHours), style: 'small' }] },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** Every attachment listed, then the images shown one after the other, each with its name. */
function attachmentsSection(d: SurveyReportData): Content[] {
  const heading: Content = { text: 'Attachments', style: 'h2' };
  if (!d.attachments.length) return [heading, { text: messages.noSurveyAttachments, style: 'muted' }];
  return [
    // The heading stays with the list (a long list may break, its header row repeated).
    { unbreakable: d.attachments.length <= 12, stack: [heading, attachmentTable(d)] },
    ...d.attachments.flatMap((a): Content[] =>
      a.image
        ? [
            {
              unbreakable: true,
              margin: [0, 10, 0, 0],
              stack: [
                { text: `${a.name} (${a.category})`, style: 'h3' },
                { image: `data:image/jpeg;base64,${a.image.toString('base64')}`, fit: [MAP_WIDTH, 250] },
              ],
            },
          ]
        : [],
    ),
  ];
}

export function surveyReportDocument(d: SurveyReportData): TDocumentDefinitions {
  const { form: f, offsetHours: tz } = d;
  const title = `Survey Report ${f.surveyFormId}`;
  const parameters = SURVEY_PARAMETERS.filter((p) => f[p.key]).map((p) => p.label);
  const notes: [string, string][] = [
    ['Notes', f.notes],
    ['Site Activity', f.notes_SiteActivity],
    ['Operations', f.notes_Operations],
    ['Sources', f.notes_Sources],
    ['Weather', f.notes_Weather],
  ];
  const content: Content[] = [
    { text: 'Noise & Vibration Survey Report', style: 'h1' },
    { text: `${d.job.jobNumber} · ${d.job.jobName}`, style: 'muted', margin: [0, 0, 0, 8] },
    { text: 'Client and Site', style: 'h2' },
    ...grid([
      ['Client', d.accountName],
      ['Company', f.company],
      ['Site', f.site],
      ['Client Name', f.clientName],
      ['Client Phone', f.clientPhone],
      ['Client Email', f.clientEmail],
      ['Address', [f.address, [f.city, f.state].filter(Boolean).join(', ')].filter(Boolean).join(', ')],
      ['GPS', f.gpsLat !== null && f.gpsLong !== null ? `${f.gpsLat}, ${f.gpsLong}` : ''],
      ['Site Type', f.siteType],
    ]),
    { text: 'Survey', style: 'h2' },
    ...grid([
      ['Submission Date', f.submissionDate ? longDate(f.submissionDate) : ''],
      ['Survey Type', optionName(SURVEY_TYPES, f.surveyType, f.surveyTypeOther)],
      ['Duration', optionName(SURVEY_DURATIONS, f.duration, f.durationOther)],
      ['Sound Meters', f.soundMeterCount],
      ['Vibration Meters', f.vibrationMeterCount],
      ['Weather Station', yesNo(f.weatherStation)],
      ['Factory Calibrated Meters', yesNo(f.factoryCalMeters)],
      ['Salesperson', f.salesperson],
      ['Meter Tech', f.meterTech],
      ['Engineer', f.engineer],
      ['Created By', f.createdBy],
      ['Last Saved', pdfDateTime(f.updatedAt, tz)],
    ]),
    labelled('Parameters', parameters.join(', ')),
    labelled('Noise Ordinances', f.noiseOrdinances),
    ...metersSection(d),
    ...mapSection(d),
    { text: 'Survey Notes', style: 'h2' },
    ...notes.map(([label, value]) => labelled(label, value)),
    ...attachmentsSection(d),
  ];
  return {
    ...letterhead({ office: d.office, title }),
    info: { title, author: BRAND.name, subject: `${d.job.jobNumber} ${d.job.jobName}` },
    content,
  };
}
