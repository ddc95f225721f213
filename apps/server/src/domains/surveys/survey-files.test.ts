import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import {
  createSurveyForm,
  deleteSurveyAttachment,
  deleteSurveyForm,
  deleteSurveyFormMap,
  getSurveyAttachment,
  getSurveyAttachmentCategoryOptions,
  getSurveyAttachmentList,
  getSurveyForm,
  getSurveyFormMap,
  SURVEY_ATTACHMENT_CATEGORIES,
  saveSurveyAttachmentCategory,
  uploadSurveyAttachment,
  uploadSurveyFormMap,
} from '@fieldbook/contract/surveys';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { files, surveyForms } from '../../db/schema/index.ts';

// A survey form's attachments by category and its site map (an 800 x 500 PNG made by the server).

let t: TestApp;
let tech: { id: number; token: string };
let top: string;
let viewer: string;
let nobody: string;
let jobId: number;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tech = await signInUser(t, ['forms.view', 'forms.surveyBottom']);
  [top, viewer, nobody] = await Promise.all([
    signInAs(t, ['forms.view', 'forms.surveyTop']),
    signInAs(t, ['forms.view']),
    signInAs(t, []),
  ]);
  jobId = (await createJob(t.database.db, { stepId: 10 })).id;
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  pdf = Buffer.from(await doc.save());
});

async function newForm() {
  const res = await call(t.app, createSurveyForm, { body: { id: jobId, clientKey: randomUUID() }, token: top });
  return res.json.data.surveyFormId as number;
}

const upload = (surveyFormId: number, categoryId: number, name = '', file = { bytes: pdf, name: 'Calibration.pdf' }) =>
  form({ surveyFormId, categoryId, name }, file);

async function attach(surveyFormId: number, token = tech.token) {
  const res = await call(t.app, uploadSurveyAttachment, { body: upload(surveyFormId, 3, 'SLM certificate'), token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.surveyAttachmentId as number;
}

/** A photo of a drawn site plan, 1200 x 900, stored sideways with EXIF orientation 6. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a9' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('POST /SurveyAttachment/UploadSurveyAttachment', () => {
  it('answers 401 anonymously and 403 without a survey edit permission', async () => {
    const id = await newForm();
    await denies(t.app, uploadSurveyAttachment, { body: upload(id, 1) }, viewer);
  });

  it('answers 400 for an unknown category, no file, or a file of a type not accepted', async () => {
    const id = await newForm();
    const badCategory = await call(t.app, uploadSurveyAttachment, { body: upload(id, 99), token: tech.token });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json.errors.categoryId).toBe(messages.surveyAttachmentCategoryUnknown);
    const noFile = await call(t.app, uploadSurveyAttachment, {
      body: form({ surveyFormId: id, categoryId: 1 }),
      token: tech.token,
    });
    expect(noFile.statusCode).toBe(400);
    const exe = await call(t.app, uploadSurveyAttachment, {
      body: upload(id, 1, '', {
        bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'),
        name: 'x.pdf',
      }),
      token: tech.token,
    });
    expect(exe.statusCode).toBe(400);
  });

  it("stores the file, lists it by category ('Upload Complete') and audits it", async () => {
    const id = await newForm();
    const res = await call(t.app, uploadSurveyAttachment, {
      body: upload(id, 3, 'SLM certificate'),
      token: tech.token,
    });
    expect(res.json).toMatchObject({ success: true, message: messages.surveyUploadComplete, name: 'SLM certificate' });
    const unnamed = await call(t.app, uploadSurveyAttachment, { body: upload(id, 1), token: top });
    expect(unnamed.json.name).toBe('Calibration');
    const list = await call(t.app, getSurveyAttachmentList, { body: { id }, token: viewer });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        surveyAttachmentId: res.json.surveyAttachmentId,
        name: 'SLM certificate',
        categoryId: 3,
        category: 'Calibration Certificates',
        fileName: 'Calibration.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      }),
      expect.objectContaining({ name: 'Calibration', categoryId: 1 }),
    ]);
    expect(await auditOf(t.database.db, 'surveyAttachment', res.json.surveyAttachmentId)).toMatchObject([
      { userId: tech.id, action: 'upload' },
    ]);
  });
});

describe('POST /SurveyAttachment/GetSurveyAttachmentList', () => {
  it('answers 401 anonymously, 403 without forms.view and 400 without an id', async () => {
    await denies(t.app, getSurveyAttachmentList, { body: { id: 1 } }, nobody);
    expect((await call(t.app, getSurveyAttachmentList, { body: {}, token: viewer })).statusCode).toBe(400);
  });
});

describe('GET /SurveyAttachment/GetSurveyAttachment', () => {
  it('answers 401 anonymously, 403 without forms.view, 400 without FileId and 404 for none', async () => {
    await denies(t.app, getSurveyAttachment, { query: { FileId: 1 } }, nobody);
    expect((await call(t.app, getSurveyAttachment, { token: viewer })).statusCode).toBe(400);
    expect(
      (await call(t.app, getSurveyAttachment, { query: { FileId: 2_000_000_000 }, token: viewer })).statusCode,
    ).toBe(404);
  });

  it('downloads the file with its type, its name and nosniff', async () => {
    const id = await attach(await newForm());
    const res = await call(t.app, getSurveyAttachment, { query: { FileId: id }, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="Calibration.pdf"/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('POST /SurveyAttachment/SaveSurveyAttachmentCategory', () => {
  it('answers 401 anonymously, 403 without a survey edit permission and 400 for an unknown category', async () => {
    const id = await attach(await newForm());
    await denies(t.app, saveSurveyAttachmentCategory, { body: { surveyAttachmentId: id, category: 1 } }, viewer);
    const res = await call(t.app, saveSurveyAttachmentCategory, {
      body: { surveyAttachmentId: id, category: 0 },
      token: tech.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.category).toBe(messages.surveyAttachmentCategoryUnknown);
  });

  it("moves the attachment to another category ('Attachment Data Saved') and audits it", async () => {
    const formId = await newForm();
    const id = await attach(formId);
    const res = await call(t.app, saveSurveyAttachmentCategory, {
      body: { surveyAttachmentId: id, category: 5 },
      token: tech.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.surveyAttachmentSaved });
    const list = await call(t.app, getSurveyAttachmentList, { body: { id: formId }, token: viewer });
    expect(list.json.data[0]).toMatchObject({ categoryId: 5, category: 'Reports' });
    expect(await auditOf(t.database.db, 'surveyAttachment', id, ['category'])).toMatchObject([
      { userId: tech.id, change: { categoryId: [3, 5] } },
    ]);
  });
});

describe('POST /SurveyAttachment/DeleteSurveyAttachment', () => {
  it('answers 401 anonymously, 403 without a survey edit permission and 400 without an id', async () => {
    await denies(t.app, deleteSurveyAttachment, { body: { id: 1 } }, viewer);
    expect((await call(t.app, deleteSurveyAttachment, { body: {}, token: tech.token })).statusCode).toBe(400);
  });

  it('deletes the attachment and its file', async () => {
    const formId = await newForm();
    const id = await attach(formId);
    const res = await call(t.app, deleteSurveyAttachment, { body: { id }, token: tech.token });
    expect(res.json).toEqual({ success: true, message: messages.surveyAttachmentDeleted });
    expect((await call(t.app, getSurveyAttachmentList, { body: { id: formId }, token: viewer })).json.data).toEqual([]);
    expect((await call(t.app, getSurveyAttachment, { query: { FileId: id }, token: viewer })).statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'surveyAttachment', id, ['delete'])).toHaveLength(1);
  });
});

describe('GET /SurveyAttachment/GetSurveyAttachmentCategoryOptions', () => {
  it('answers 401 anonymously and 403 without a forms permission, then lists the categories', async () => {
    await denies(t.app, getSurveyAttachmentCategoryOptions, {}, nobody);
    const res = await call(t.app, getSurveyAttachmentCategoryOptions, { token: tech.token });
    expect(res.json.data).toEqual(SURVEY_ATTACHMENT_CATEGORIES.map((c) => ({ id: c.id, name: c.name })));
  });
});

describe('POST /SurveyFormMap/UploadSurveyFormMap', () => {
  it('answers 401 anonymously and 403 without forms.surveyBottom', async () => {
    const id = await newForm();
    await denies(
      t.app,
      uploadSurveyFormMap,
      { body: form({ surveyFormId: id }, { bytes: await sidewaysJpeg(), name: 'map.jpg' }) },
      top,
    );
  });

  it('refuses a file that is not an image (400), whatever its name', async () => {
    const id = await newForm();
    for (const file of [
      { bytes: pdf, name: 'plan.png' },
      { bytes: Buffer.from('just some text, not a picture'), name: 'map.jpg' },
    ]) {
      const res = await call(t.app, uploadSurveyFormMap, { body: form({ surveyFormId: id }, file), token: tech.token });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors.file).toBe(messages.surveyMapImagesOnly);
    }
    expect((await call(t.app, getSurveyForm, { body: { id }, token: viewer })).json.data.hasMap).toBe(false);
  });

  it('turns a JPEG into an upright 800 x 500 PNG, kept as the map and audited', async () => {
    const id = await newForm();
    const res = await call(t.app, uploadSurveyFormMap, {
      body: form({ surveyFormId: id }, { bytes: await sidewaysJpeg(), name: 'site plan.jpg' }),
      token: tech.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toMatchObject({ success: true, hasMap: true, message: messages.surveyMapSaved });
    const png = Buffer.from(res.json.mapData, 'base64');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 500]);
    // Upright, the 1200 x 900 photo stands 900 x 1200: fitted into 800 x 500 it is 375 wide, white either side.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(10, 250)).toEqual([255, 255, 255]);
    expect(pixel(400, 250)).not.toEqual([255, 255, 255]);
    expect(await auditOf(t.database.db, 'surveyForm', id, ['map'])).toMatchObject([{ userId: tech.id }]);
  });
});

describe('POST /SurveyFormMap/GetSurveyFormMap', () => {
  it('answers 401 anonymously, 403 without forms.view, 400 without an id or with another FileId', async () => {
    await denies(t.app, getSurveyFormMap, { body: { id: 1 } }, nobody);
    expect((await call(t.app, getSurveyFormMap, { body: {}, token: viewer })).statusCode).toBe(400);
    const id = await newForm();
    const other = await call(t.app, getSurveyFormMap, { body: { id }, query: { FileId: id + 1 }, token: viewer });
    expect(other.statusCode).toBe(400);
  });

  it('gives hasMap, the PNG as base64 and a message', async () => {
    const id = await newForm();
    const none = await call(t.app, getSurveyFormMap, { body: { id }, query: { FileId: id }, token: viewer });
    expect(none.json).toEqual({ success: true, hasMap: false, mapData: '', message: messages.surveyMapNone });
    const up = await call(t.app, uploadSurveyFormMap, {
      body: form({ surveyFormId: id }, { bytes: await sidewaysJpeg(), name: 'map.jpg' }),
      token: tech.token,
    });
    const res = await call(t.app, getSurveyFormMap, { body: { id }, token: viewer });
    expect(res.json).toEqual({
      success: true,
      hasMap: true,
      mapData: up.json.mapData,
      message: messages.surveyMapLoaded,
    });
  });
});

describe('POST /SurveyFormMap/DeleteSurveyFormMap', () => {
  it('answers 401 anonymously, 403 without forms.surveyBottom and 400 without an id', async () => {
    await denies(t.app, deleteSurveyFormMap, { body: { id: 1 } }, top);
    expect((await call(t.app, deleteSurveyFormMap, { body: {}, token: tech.token })).statusCode).toBe(400);
  });

  it('removes the map and its file', async () => {
    const id = await newForm();
    await call(t.app, uploadSurveyFormMap, {
      body: form({ surveyFormId: id }, { bytes: await sidewaysJpeg(), name: 'map.jpg' }),
      token: tech.token,
    });
    const before = await t.database.db.select().from(files);
    const res = await call(t.app, deleteSurveyFormMap, { body: { id }, token: tech.token });
    expect(res.json).toEqual({ success: true, message: messages.surveyMapDeleted });
    expect((await call(t.app, getSurveyFormMap, { body: { id }, token: viewer })).json.hasMap).toBe(false);
    expect(await t.database.db.select().from(files)).toHaveLength(before.length - 1);
  });
});

describe('deleting a form with its files', () => {
  it('removes its attachments and map from the store', async () => {
    const id = await newForm();
    const attachment = await attach(id);
    await call(t.app, uploadSurveyFormMap, {
      body: form({ surveyFormId: id }, { bytes: await sidewaysJpeg(), name: 'map.jpg' }),
      token: tech.token,
    });
    const [{ mapFileId }] = await t.database.db.select().from(surveyForms).where(eq(surveyForms.id, id));
    expect(mapFileId).not.toBeNull();
    const res = await call(t.app, deleteSurveyForm, { body: { id }, token: top });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, getSurveyAttachment, { query: { FileId: attachment }, token: viewer })).statusCode).toBe(
      404,
    );
    expect(
      await t.database.db
        .select()
        .from(files)
        .where(eq(files.id, mapFileId as string)),
    ).toEqual([]);
  });
});
