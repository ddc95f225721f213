import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, messages } from '@fieldbook/contract';
import {
  createSurveyForm,
  emailSurveyFormPdf,
  getSurveyForm,
  getSurveyFormPdf,
  saveSurveyForm,
  saveSurveyMeasurement,
  uploadSurveyAttachment,
  uploadSurveyFormMap,
} from '@fieldbook/contract/surveys';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMeter, createMeterType } from '../../../test/factories/inventory.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { outbox } from '../../db/schema/index.ts';
import { serverToday } from '../../platform/calendar.ts';

// The survey report: GET /Pdf/GetSurveyFormPDF and GET /Pdf/EmailSurveyFormPdf, read back with
// pdftotext (texts and numbers), pdftoppm (pages, and the markers drawn on the map) and pdfimages.

let t: TestApp;
let smtp: TestSmtp;
let both: { id: number; token: string };
let viewer: string;
let nobody: string;
let surveyFormId: number;
let serials: { placed: string; overdue: string };
const today = serverToday();
const dir = mkdtempSync(join(tmpdir(), 'survey-report-'));

const save = (name: string, bytes: Buffer) => {
  const path = join(dir, `${randomUUID()}-${name}`);
  writeFileSync(path, bytes);
  return path;
};
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const textOf = (bytes: Buffer) => run('pdftotext', ['-layout', save('r.pdf', bytes), '-']).replace(/[ \t]+/g, ' ');

/** A drawn site plan: a pale ground with a dark pad outline, 1000 x 625 (fitted to 800 x 500 by the server). */
const sitePlan = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="625"><rect width="1000" height="625" fill="#eef3e8"/><rect x="250" y="150" width="500" height="320" fill="none" stroke="#333" stroke-width="6"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  both = await signInUser(t, ['forms.view', 'forms.surveyTop', 'forms.surveyBottom']);
  [viewer, nobody] = await Promise.all([signInAs(t, ['forms.view']), signInAs(t, [])]);
  const db = t.database.db;
  const account = await createAccount(db, 'Caprock Energy Partners');
  const opportunity = await createOpportunity(db, { accountId: account.id });
  const job = await createJob(db, {
    opportunityId: opportunity.id,
    stepId: 11,
    jobName: 'Hawkins 14-22 Pad – sound wall',
  });
  const created = await call(t.app, createSurveyForm, {
    body: { id: job.id, clientKey: randomUUID() },
    token: both.token,
  });
  surveyFormId = created.json.data.surveyFormId;
  const read = await call(t.app, getSurveyForm, { body: { id: surveyFormId }, token: both.token });
  const saved = await call(t.app, saveSurveyForm, {
    body: {
      ...read.json.data,
      site: 'Hawkins 14-22 Pad',
      clientName: 'Dale Whitaker',
      clientPhone: '(432) 555-0187',
      surveyType: 3,
      duration: 3,
      soundMeterCount: 2,
      vibrationMeterCount: 0,
      dBA: true,
      lMinMax: true,
      thirdOctave: true,
      noiseOrdinances: 'Midland County: 65 dBA at the nearest residence, 10 pm to 7 am.',
      notes_Sources: 'Frac pumps on the east side of the pad.',
    },
    token: both.token,
  });
  expect(saved.statusCode, saved.body).toBe(200);

  const type = await createMeterType(db, { name: 'Class 1 sound level meter', calibrationIntervalDays: 365 });
  const placed = await createMeter(db, { meterTypeId: type.id, lastCalibratedDate: addCalendarDays(today, -100) });
  const overdue = await createMeter(db, { meterTypeId: type.id, lastCalibratedDate: addCalendarDays(today, -400) });
  serials = { placed: placed.serialNumber, overdue: overdue.serialNumber };
  const measurement = (inventoryAssetId: number, extra: Record<string, unknown>) => ({
    surveyMeasurementId: 0,
    surveyFormId,
    inventoryAssetId,
    height: 5,
    mounting: 'Tripod',
    gpsLatitude: 31.9973,
    gpsLongitude: -102.0779,
    deploymentDate: today,
    retrievalDate: addCalendarDays(today, 3),
    preCalibrated: true,
    postCalibrated: false,
    notes: '',
    unused: false,
    unusedReason: '',
    location_X: 0,
    location_Y: 0,
    ...extra,
  });
  for (const body of [
    measurement(placed.id, { location_X: 600, location_Y: 250, notes: 'Fence line toward the nearest house.' }),
    measurement(overdue.id, { calibrationConfirmed: true, mounting: 'Pole', notes: 'Background level.' }),
  ]) {
    const res = await call(t.app, saveSurveyMeasurement, { body, token: both.token });
    expect(res.statusCode, res.body).toBe(200);
  }
  const map = await call(t.app, uploadSurveyFormMap, {
    body: form({ surveyFormId }, { bytes: await sitePlan(), name: 'plan.png' }),
    token: both.token,
  });
  expect(map.statusCode, map.body).toBe(200);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a7' } })
    .jpeg()
    .toBuffer();
  const certificate = await PDFDocument.create();
  certificate.addPage([200, 200]);
  for (const [categoryId, name, file] of [
    [1, 'Meter 1 on the fence', { bytes: photo, name: 'fence.jpg' }],
    [3, 'SLM certificate', { bytes: Buffer.from(await certificate.save()), name: 'cert.pdf' }],
  ] as const) {
    const res = await call(t.app, uploadSurveyAttachment, {
      body: form({ surveyFormId, categoryId, name }, file),
      token: both.token,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('GET /Pdf/GetSurveyFormPDF', () => {
  it('answers 401 anonymously and 403 without forms.view', async () => {
    await denies(t.app, getSurveyFormPdf, { query: { surveyFormId } }, nobody);
  });

  it('answers 400 for a bad id or offset and 404 for a form that does not exist', async () => {
    const bad = await call(t.app, getSurveyFormPdf, { query: { surveyFormId: 'x' }, token: viewer });
    expect(bad.statusCode).toBe(400);
    const offset = await call(t.app, getSurveyFormPdf, { query: { surveyFormId, timezoneOffset: 20 }, token: viewer });
    expect(offset.statusCode).toBe(400);
    expect(offset.json.errors.timezoneOffset).toBe(messages.jsaTimezoneOffset);
    const missing = await call(t.app, getSurveyFormPdf, { query: { surveyFormId: 2_000_000_000 }, token: viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.surveyFormNotFound);
  });

  it("prints the letterhead, job, client and site, parameters, each meter's calibration, the map, notes and attachments", async () => {
    const res = await call(t.app, getSurveyFormPdf, { query: { surveyFormId, timezoneOffset: -6 }, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="SurveyReport-.*\.pdf"/);
    const pdf = res.rawPayload;
    const text = textOf(pdf);
    for (const expected of [
      'Stillwater Noise Control',
      'Noise & Vibration Survey Report',
      'Hawkins 14-22 Pad – sound wall',
      'Caprock Energy Partners',
      'Dale Whitaker',
      '(432) 555-0187',
      'Complaint Investigation',
      '72 Hours',
      'dBA, Third Octave, Lmin / Lmax',
      'Midland County: 65 dBA at the nearest residence',
      `Meter 1 Class 1 sound level meter · Serial ${serials.placed}`,
      `Meter 2 Class 1 sound level meter · Serial ${serials.overdue}`,
      '(current)',
      '(overdue); accepted by',
      'Marker 1 (600, 250)',
      messages.surveyReportMapNotPlaced,
      'Tripod',
      'Pole',
      '31.9973, -102.0779',
      'Fence line toward the nearest house.',
      'Frac pumps on the east side of the pad.',
      'Site Map',
      'Meter 1 on the fence',
      'Site Photos',
      'SLM certificate',
      'Calibration Certificates',
      'cert.pdf',
      `Survey Report ${surveyFormId} · Page 1 of`,
    ])
      expect(text).toContain(expected);
    // Times are on the reader's clock, the zone named.
    expect(text).toMatch(/\d{1,2}:\d{2} [AP]M UTC-6/);
    expect(text).not.toMatch(/[AP]M UTC\b(?!-)/);

    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [save('r.pdf', pdf)]))?.[1]);
    const rendered = run('sh', [
      '-c',
      `pdftoppm -r 40 -png "${save('r.pdf', pdf)}" "${dir}/page-${surveyFormId}" && ls "${dir}"`,
    ])
      .split('\n')
      .filter((f) => f.startsWith(`page-${surveyFormId}`));
    expect(rendered).toHaveLength(pages);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    // The map and the photo are shown; the PDF attachment is only listed.
    const images = run('pdfimages', ['-list', save('r.pdf', pdf)])
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(images).toHaveLength(2);
  });

  it('draws the numbered marker of a placed meter on the map, where the form placed it', async () => {
    const res = await call(t.app, getSurveyFormPdf, { query: { surveyFormId }, token: viewer });
    const path = save('r.pdf', res.rawPayload);
    // The map's page, at 72 dpi: one pixel a point. The marker's red disc is the only red there is.
    const text = run('pdftotext', [path, '-']).split('\f');
    const page = text.findIndex((p) => p.includes('Site Map')) + 1;
    run('pdftoppm', ['-r', '72', '-png', '-f', String(page), '-l', String(page), '-singlefile', path, `${dir}/map`]);
    const { data, info } = await sharp(`${dir}/map.png`).raw().toBuffer({ resolveWithObject: true });
    // The map's corner: the first pixel of the plan's pale ground; the marker: the red pixels' middle.
    let corner: { x: number; y: number } | null = null;
    let red = { n: 0, x: 0, y: 0 };
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      const x = (i / info.channels) % info.width;
      const y = Math.floor(i / info.channels / info.width);
      if (!corner && Math.abs(r - 0xee) < 4 && Math.abs(g - 0xf3) < 4 && Math.abs(b - 0xe8) < 4) corner = { x, y };
      if (r > 200 && g < 80 && b < 80) red = { n: red.n + 1, x: red.x + x, y: red.y + y };
    }
    // A disc of about 19 pt across (32 px of 800 scaled to 504 pt), its number cut out in white,
    // centred on (600, 250) of the 800 x 500 map, drawn 504 pt wide.
    expect(red.n).toBeGreaterThan(150);
    expect(red.n).toBeLessThan(400);
    const scale = 504 / 800;
    const at = corner as { x: number; y: number };
    expect(Math.abs(red.x / red.n - (at.x + 600 * scale))).toBeLessThan(3);
    expect(Math.abs(red.y / red.n - (at.y + 250 * scale))).toBeLessThan(3);
  });
});

describe('GET /Pdf/EmailSurveyFormPdf', () => {
  it('answers 401 anonymously and 403 without forms.view', async () => {
    await denies(t.app, emailSurveyFormPdf, { query: { surveyFormId, toAddress: 'a@example.com' } }, nobody);
  });

  it('answers 400 without a valid address', async () => {
    const res = await call(t.app, emailSurveyFormPdf, {
      query: { surveyFormId, toAddress: 'not-an-address' },
      token: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors?.toAddress).toBe(messages.invalidEmail);
  });

  it('e-mails the report as an attachment and keeps it in the outbox', async () => {
    const res = await call(t.app, emailSurveyFormPdf, {
      query: {
        surveyFormId,
        toAddress: 'regulator@example.com',
        toName: 'County Noise Office',
        message: 'The survey you asked for.',
        timezoneOffset: -6,
      },
      token: viewer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: messages.surveyReportEmailed('regulator@example.com'),
      queued: false,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('regulator@example.com'));
    expect(mail.subject).toContain(`Survey Report ${surveyFormId} – Hawkins 14-22 Pad`);
    expect(mail.raw).toContain('The survey you asked for.');
    expect(mail.raw).toMatch(/^Reply-To: /m);
    const part = mail.raw.match(/filename="?SurveyReport-[^"\s]+\.pdf"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/);
    expect(part).not.toBeNull();
    const pdf = Buffer.from((part as RegExpMatchArray)[1].replace(/\s+/g, ''), 'base64');
    expect(textOf(pdf)).toContain('Noise & Vibration Survey Report');
    const [kept] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'regulator@example.com'));
    expect(kept.sentAt).not.toBeNull();
    expect(await auditOf(t.database.db, 'surveyForm', surveyFormId, ['email'])).toHaveLength(1);
  });
});
