import { ASSET_TYPE_METER, SURVEY_MAP_HEIGHT, SURVEY_MAP_WIDTH } from '@fieldbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client.ts';
import {
  accounts,
  assetStatuses,
  assets,
  jobs,
  meterTypes,
  opportunities,
  surveyAttachments,
  surveyForms,
  surveyMeasurements,
} from '../db/schema/index.ts';
import type { Storage } from '../platform/storage.ts';
import { simplePdf } from './pdf.ts';
import { addDays, type DemoStep, tally } from './step.ts';

// Demo survey forms: meter types, a dozen meters (some near their calibration due day, one
// overdue), and survey forms with measurements, an attachment and a site map on monitoring jobs.

const SLM = 'Class 1 sound level meter';
const VIB = 'Tri-axial vibration monitor';
const WX = 'Weather station';
const TYPES: [string, number][] = [
  [SLM, 365],
  [VIB, 365],
  [WX, 730],
];

/** [serial, type, manufacturer, model, days until the calibration is due (negative: overdue)]. */
const METERS: [string, string, string, string, number][] = [
  ['AX831-04417', SLM, 'Acoustica Instruments', 'AX-831', 240],
  ['AX831-04452', SLM, 'Acoustica Instruments', 'AX-831', 180],
  ['AX831-05108', SLM, 'Acoustica Instruments', 'AX-831', 9],
  ['AX831-05121', SLM, 'Acoustica Instruments', 'AX-831', -12],
  ['VS2-110387', SLM, 'Veridian Sound', 'VS-2 Pro', 300],
  ['VS2-110402', SLM, 'Veridian Sound', 'VS-2 Pro', 95],
  ['TX3-2209-118', VIB, 'Tremorline', 'TX-3', 200],
  ['TX3-2209-131', VIB, 'Tremorline', 'TX-3', 21],
  ['TX3-2301-007', VIB, 'Tremorline', 'TX-3', 150],
  ['TX3-2301-019', VIB, 'Tremorline', 'TX-3', -40],
  ['WS700-0158', WX, 'Northwind Meteo', 'WS-700', 400],
  ['WS700-0163', WX, 'Northwind Meteo', 'WS-700', 25],
];

interface DemoMeasurement {
  serial: string;
  mounting: string;
  height: number;
  x: number;
  y: number;
  /** Days from today of deployment and retrieval; null when not set. */
  deployed: number | null;
  retrieval: number | null;
  unusedReason?: string;
  notes?: string;
  /** The meter's calibration lapses before the retrieval: the technician confirmed it. */
  confirmed?: true;
}

type NoteField = 'notes' | 'notesSiteActivity' | 'notesOperations' | 'notesSources' | 'notesWeather';
const noNotes: Record<NoteField, string> = {
  notes: '',
  notesSiteActivity: '',
  notesOperations: '',
  notesSources: '',
  notesWeather: '',
};

interface DemoSurvey {
  job: string;
  surveyType: number;
  duration: number;
  durationOther?: string;
  meterTech: string;
  engineer: string;
  gps: [number, number];
  sound: number;
  vibration: number;
  params: Partial<Record<'dBA' | 'dBC' | 'ldn' | 'thirdOctave' | 'statsLn' | 'lMinMax' | 'triggeredAudio', true>>;
  /** The form's note fields; one left out is saved empty. */
  notes: Partial<Record<NoteField, string>>;
  measurements: DemoMeasurement[];
  attachment: { name: string; categoryId: number; kind: 'pdf' | 'photo' };
}

const SURVEYS: DemoSurvey[] = [
  {
    job: 'Hawkins 14-22 Pad – noise monitoring',
    surveyType: 2,
    duration: 5,
    meterTech: 'Marisol Keane',
    engineer: 'Owen Baptiste',
    gps: [40.093512, -104.511207],
    sound: 3,
    vibration: 0,
    params: { dBA: true, dBC: true, ldn: true, thirdOctave: true, statsLn: true, triggeredAudio: true },
    notes: {
      notes: 'Residence 1 north of the pad is the receptor of the county permit.',
      notesSiteActivity: 'Drilling around the clock; pipe handling between 22:00 and 02:00.',
      notesOperations: 'Generators and mud pumps on the east side, behind the 32 ft wall.',
      notesSources: 'Flare stack, truck traffic on County Road 31, pipe racking.',
      notesWeather: 'Calm nights, afternoon gusts to 20 mph from the west.',
    },
    measurements: [
      { serial: 'AX831-04417', mounting: 'Tripod', height: 5, x: 210, y: 120, deployed: -3, retrieval: 11 },
      {
        serial: 'AX831-05108',
        mounting: 'Fence post',
        height: 6,
        x: 560,
        y: 140,
        deployed: -3,
        retrieval: 11,
        confirmed: true,
        notes: 'Calibration lapses before retrieval: swap at the next site visit.',
      },
      {
        serial: 'VS2-110387',
        mounting: 'Tripod',
        height: 5,
        x: 0,
        y: 0,
        deployed: null,
        retrieval: null,
        unusedReason: 'Landowner withheld access to the south location.',
      },
    ],
    attachment: { name: 'Calibration certificates', categoryId: 3, kind: 'pdf' },
  },
  {
    job: 'I-25 Interchange Rebuild – vibration monitoring',
    surveyType: 5,
    duration: 0,
    durationOther: 'Until pile driving ends',
    meterTech: 'Tobias Renner',
    engineer: 'Priya Castellano',
    gps: [39.742118, -104.991533],
    sound: 1,
    vibration: 2,
    params: { dBA: true, lMinMax: true },
    notes: {
      notes: 'Peak particle velocity limit 0.5 in/s at the historic building.',
      notesSiteActivity: 'Sheet pile driving, days only.',
      notesOperations: 'Vibratory hammer on the west abutment.',
      notesSources: 'Pile driving, traffic on the frontage road.',
      notesWeather: 'Dry, light winds.',
    },
    measurements: [
      { serial: 'TX3-2209-118', mounting: 'Ground spike', height: 0, x: 300, y: 260, deployed: -1, retrieval: 20 },
      { serial: 'TX3-2301-007', mounting: 'Foundation wall', height: 1.5, x: 520, y: 300, deployed: -1, retrieval: 20 },
      { serial: 'VS2-110402', mounting: 'Tripod', height: 5, x: 410, y: 180, deployed: -1, retrieval: null },
    ],
    attachment: { name: 'Abutment photo', categoryId: 1, kind: 'photo' },
  },
  {
    job: 'Sandoval 3-9 Completion – frac wall',
    surveyType: 1,
    duration: 2,
    meterTech: 'Marisol Keane',
    engineer: 'Owen Baptiste',
    gps: [40.418932, -104.70994],
    sound: 2,
    vibration: 0,
    params: { dBA: true, dBC: true },
    notes: {
      notes: 'Baseline before the frac spread arrives.',
      notesSiteActivity: 'Wall installation in progress.',
      notesSources: 'Highway 34 traffic, cattle.',
    },
    measurements: [
      { serial: 'AX831-04452', mounting: 'Tripod', height: 5, x: 180, y: 330, deployed: 2, retrieval: 4 },
      { serial: 'WS700-0158', mounting: 'Mast', height: 10, x: 640, y: 380, deployed: 2, retrieval: 4 },
    ],
    attachment: { name: 'Pre-survey plan', categoryId: 5, kind: 'pdf' },
  },
];

/** A drawn site plan: the pad, the wall along it, the access road and the receptors, as an 800 x 500 PNG. */
function siteMap(title: string): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SURVEY_MAP_WIDTH}" height="${SURVEY_MAP_HEIGHT}">
  <rect width="100%" height="100%" fill="#e9efe0"/>
  <path d="M0 430 C 200 410, 420 450, 800 420" stroke="#b9a57a" stroke-width="26" fill="none"/>
  <rect x="260" y="150" width="280" height="190" fill="#d8d2c4" stroke="#8a8270" stroke-width="3"/>
  <polyline points="250,140 550,140 550,350 250,350 250,140" stroke="#3b4a6b" stroke-width="8" fill="none"/>
  <rect x="360" y="215" width="80" height="60" fill="#6b5a3b"/>
  <circle cx="120" cy="90" r="14" fill="#a33"/><circle cx="700" cy="80" r="14" fill="#a33"/>
  <text x="20" y="34" font-family="sans-serif" font-size="22" fill="#223">${esc(title)}</text>
  <text x="740" y="470" font-family="sans-serif" font-size="20" fill="#223">N ↑</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8d8a7f' } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function attachmentBytes(storage: Storage, tx: Tx, s: DemoSurvey, userId: number | null) {
  if (s.attachment.kind === 'photo')
    return storage.put(tx, await photo(), `${s.attachment.name}.jpg`, ['image/jpeg'], userId);
  const pdf = simplePdf(s.attachment.name, [
    `${s.job}.`,
    'Sound level meters were field-checked with a Class 1 calibrator before and after deployment.',
  ]);
  return storage.put(tx, pdf, `${s.attachment.name}.pdf`, ['application/pdf'], userId);
}

/**
 * Demo: meter types, meters (some near their calibration due day, one overdue) and survey forms on
 * monitoring jobs. Types, meters and forms that exist (by name, serial, job) are left as they are.
 */
export const surveysStep: DemoStep = {
  name: 'surveys',
  async run(tx, ctx) {
    const t = tally();
    const typeIds = new Map<string, number>();
    for (const [name, calibrationIntervalDays] of TYPES) {
      const [found] = await tx
        .select({ id: meterTypes.id })
        .from(meterTypes)
        .where(eq(sql`lower(${meterTypes.name})`, name.toLowerCase()));
      if (found) {
        typeIds.set(name, found.id);
        t.existing('meter types');
        continue;
      }
      const [row] = await tx
        .insert(meterTypes)
        .values({ name, calibrationIntervalDays })
        .returning({ id: meterTypes.id });
      typeIds.set(name, row.id);
      t.created('meter types');
    }

    const serials = METERS.map((m) => m[0]);
    const existing = await tx
      .select({ id: assets.id, serial: assets.serialNumber })
      .from(assets)
      .where(and(eq(assets.assetType, ASSET_TYPE_METER), inArray(assets.serialNumber, serials)));
    const meterIds = new Map(existing.map((a) => [a.serial, a.id]));
    t.existing('meters', existing.length);
    const interval = new Map(TYPES);
    for (const [serial, type, manufacturer, model, dueIn] of METERS) {
      if (meterIds.has(serial)) continue;
      const [row] = await tx
        .insert(assets)
        .values({
          name: `${type[0].toUpperCase()}${type.slice(1)}`,
          serialNumber: serial,
          manufacturer,
          model,
          assetType: ASSET_TYPE_METER,
          meterTypeId: typeIds.get(type),
          purchaseDate: addDays(ctx.today, -900),
          lastCalibratedDate: addDays(ctx.today, dueIn - (interval.get(type) as number)),
          purchasePrice: type === WX ? '4850.00' : type === VIB ? '7200.00' : '9350.00',
        })
        .returning({ id: assets.id });
      await tx.insert(assetStatuses).values({ assetId: row.id, status: 'Available', location: 'Denver yard' });
      meterIds.set(serial, row.id);
      t.created('meters');
    }

    const techId = ctx.refs.users.get('demo.technician') ?? null;
    const supervisorId = ctx.refs.users.get('demo.supervisor') ?? null;
    for (const s of SURVEYS) {
      const [job] = await tx
        .select({ id: jobs.id, company: accounts.accountName })
        .from(jobs)
        .innerJoin(opportunities, eq(opportunities.id, jobs.opportunityId))
        .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
        .where(and(eq(jobs.jobName, s.job), eq(jobs.canceled, false)))
        .orderBy(jobs.id)
        .limit(1);
      if (!job) continue;
      const [has] = await tx.select({ id: surveyForms.id }).from(surveyForms).where(eq(surveyForms.jobId, job.id));
      if (has) {
        t.existing('survey forms');
        continue;
      }
      const map = await ctx.storage.put(tx, await siteMap(s.job), 'site-map.png', ['image/png'], supervisorId);
      const [form] = await tx
        .insert(surveyForms)
        .values({
          jobId: job.id,
          company: job.company,
          site: s.job.split(' – ')[0],
          submissionDate: addDays(ctx.today, -4),
          clientName: 'Dana Whitlock',
          clientPhone: '(303) 555-0148',
          clientEmail: 'dana.whitlock@example.com',
          salesperson: 'Reid Calloway',
          meterTech: s.meterTech,
          engineer: s.engineer,
          gpsLat: s.gps[0],
          gpsLong: s.gps[1],
          city: 'Weld County',
          state: 'CO',
          duration: s.duration,
          durationOther: s.durationOther ?? '',
          surveyType: s.surveyType,
          soundMeterCount: s.sound,
          vibrationMeterCount: s.vibration,
          siteType: 'Rural residential',
          weatherStation: s.measurements.some((m) => m.serial.startsWith('WS')),
          factoryCalMeters: true,
          ...s.params,
          noiseOrdinances: 'COGCC Rule 423: 55 dBA day / 50 dBA night at the nearest residence.',
          ...noNotes,
          ...s.notes,
          mapFileId: map.id,
          createdBy: supervisorId,
        })
        .returning({ id: surveyForms.id });
      t.created('survey forms');
      const at = (days: number | null) => (days === null ? null : addDays(ctx.today, days));
      await tx.insert(surveyMeasurements).values(
        s.measurements.map((m) => {
          const [, , , , dueIn] = METERS.find((x) => x[0] === m.serial) as (typeof METERS)[number];
          return {
            surveyFormId: form.id,
            inventoryAssetId: meterIds.get(m.serial) as number,
            height: m.height,
            mounting: m.mounting,
            deploymentDate: at(m.deployed),
            retrievalDate: at(m.retrieval),
            preCalibrated: m.deployed !== null && m.deployed <= 0,
            notes: m.notes ?? '',
            unused: !!m.unusedReason,
            unusedReason: m.unusedReason ?? '',
            locationX: m.x,
            locationY: m.y,
            ...(m.confirmed
              ? {
                  calibrationConfirmedBy: techId,
                  calibrationConfirmedAt: new Date(),
                  calibrationConfirmedDue: addDays(ctx.today, dueIn),
                  calibrationConfirmedAssetId: meterIds.get(m.serial) as number,
                }
              : {}),
            createdBy: techId,
          };
        }),
      );
      t.created('survey measurements', s.measurements.length);
      const file = await attachmentBytes(ctx.storage, tx, s, techId);
      await tx.insert(surveyAttachments).values({
        surveyFormId: form.id,
        name: s.attachment.name,
        categoryId: s.attachment.categoryId,
        fileId: file.id,
        createdBy: techId,
      });
      t.created('survey attachments');
    }
    return t.counts;
  },
};
