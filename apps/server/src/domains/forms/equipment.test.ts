import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import {
  addEquipmentFormCategory,
  addEquipmentFormCheckbox,
  addEquipmentFormName,
  addEquipmentFormPhotoType,
  checkEditEquipmentForm,
  deleteEquipmentFormName,
  deleteEquipmentPicture,
  emailEquipmentFormPdf,
  equipmentFormCategories,
  equipmentFormCheckboxes,
  equipmentFormList,
  equipmentFormNames,
  equipmentFormPdf,
  equipmentFormPhotoTypes,
  getEquipmentForm,
  getEquipmentFormTemplate,
  getEquipmentPicture,
  hourFuelPicture,
  listedEquipmentForms,
  newEquipmentForm,
  orphanedForms,
  PHOTO_DAMAGE,
  PHOTO_DELIVERY,
  saveEquipmentForm,
  saveEquipmentFormTemplate,
  uploadEquipmentPicture,
  uploadHourFuelPicture,
} from '@fieldbook/contract/forms-equipment';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { equipmentFormPictures, equipmentForms, outbox } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: { id: number; token: string };
let supervisor: { id: number; token: string };
let viewer: string;
let nobody: string;
let job: { id: number };
let nameId: number;
let category: number;
let boxes: number[];
let photoType: number;

const jpeg = (w = 64, h = 48, orientation?: number) => {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: '#c84' } });
  return (orientation ? img.withMetadata({ orientation }) : img).jpeg().toBuffer();
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await signInUser(t, ['admin.jobForms']);
  supervisor = await signInUser(t, ['forms.view', 'forms.equipmentEdit']);
  viewer = await signInAs(t, ['forms.view']);
  nobody = await signInAs(t, []);
  job = await createJob(t.database.db, { stepId: 10 });
  const add = async (e: typeof addEquipmentFormCategory, name: string) =>
    (await call(t.app, e, { body: { name }, token: admin.token })).json.id;
  category = await add(addEquipmentFormCategory, 'Lights');
  boxes = [await add(addEquipmentFormCheckbox, 'Lamps work'), await add(addEquipmentFormCheckbox, 'Mast raises')];
  photoType = await add(addEquipmentFormPhotoType, 'Hitch');
  nameId = await add(addEquipmentFormName, 'Light Tower');
  await call(t.app, saveEquipmentFormTemplate, {
    body: {
      equipmentFormNameId: nameId,
      checkBoxesCategories: [{ categoryId: category, checkBoxes: boxes.map((checkBoxId) => ({ checkBoxId })) }],
      requiredPhotos: [{ photoTypeId: photoType }],
    },
    token: admin.token,
  });
});

const draft = (over: Record<string, unknown> = {}) => ({
  equipmentFormId: 0,
  equipmentFormNameId: nameId,
  jobId: job.id,
  stepId: 10,
  unitNumber: 'LT-104',
  comments: '',
  checkBoxes: boxes.map((equipmentCheckBoxId) => ({ equipmentCheckBoxId, passed: true, comment: '' })),
  submit: false,
  clientKey: randomUUID(),
  ...over,
});

const createForm = async (over: Record<string, unknown> = {}) => {
  const res = await call(t.app, saveEquipmentForm, { body: draft(over), token: supervisor.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.id as number;
};

const upload = async (formId: number, pictureType: number, bytes?: Buffer, name = 'photo.jpg') =>
  call(t.app, uploadEquipmentPicture, {
    body: form(
      { EquipmentFormId: formId, PictureType: pictureType },
      { bytes: bytes ?? (await jpeg()), name, type: 'image/jpeg' },
    ),
    token: supervisor.token,
  });

describe('template builder options', () => {
  it('answer 401 and 403 without admin.jobForms', async () => {
    for (const e of [equipmentFormCategories, equipmentFormPhotoTypes, equipmentFormCheckboxes])
      await denies(t.app, e, {}, viewer);
    for (const e of [
      addEquipmentFormCategory,
      addEquipmentFormCheckbox,
      addEquipmentFormPhotoType,
      addEquipmentFormName,
    ])
      await denies(t.app, e, { body: { name: 'X' } }, supervisor.token);
  });

  it('refuse an empty name and a name taken whatever its case', async () => {
    const empty = await call(t.app, addEquipmentFormCategory, { body: { name: '  ' }, token: admin.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.errors.name).toBe(messages.equipmentNameRequired);
    const taken = await call(t.app, addEquipmentFormCheckbox, { body: { name: 'LAMPS WORK' }, token: admin.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json.message).toBe(messages.equipmentOptionExists);
  });

  it('add and list options by name, audited', async () => {
    const res = await call(t.app, addEquipmentFormPhotoType, { body: { name: 'Axle' }, token: admin.token });
    expect(res.json).toMatchObject({ success: true, message: messages.equipmentOptionAdded });
    expect(await auditOf(t.database.db, 'equipmentFormPhotoType', res.json.id)).toMatchObject([
      { userId: admin.id, action: 'create' },
    ]);
    const list = await call(t.app, equipmentFormPhotoTypes, { token: admin.token });
    expect(list.json.data.map((p) => p.photoTypeName)).toEqual(['Axle', 'Hitch']);
    const cats = await call(t.app, equipmentFormCategories, { token: admin.token });
    expect(cats.json.data).toEqual([{ categoryId: category, categoryName: 'Lights' }]);
    const cbs = await call(t.app, equipmentFormCheckboxes, { token: admin.token });
    expect(cbs.json.data.map((c) => c.checkBoxName)).toEqual(['Lamps work', 'Mast raises']);
  });
});

describe('templates', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, getEquipmentFormTemplate, { query: { EquipmentNameId: nameId } }, viewer);
    await denies(
      t.app,
      saveEquipmentFormTemplate,
      { body: { equipmentFormNameId: nameId, checkBoxesCategories: [], requiredPhotos: [] } },
      supervisor.token,
    );
    await denies(t.app, deleteEquipmentFormName, { query: { EquipmentFormNameId: nameId } }, supervisor.token);
    await denies(t.app, equipmentFormNames, {}, nobody);
  });

  it('refuse a checkbox listed twice, a photo type twice and an unknown option', async () => {
    const twice = await call(t.app, saveEquipmentFormTemplate, {
      body: {
        equipmentFormNameId: nameId,
        checkBoxesCategories: [
          { categoryId: category, checkBoxes: [{ checkBoxId: boxes[0] }] },
          { categoryId: category, checkBoxes: [{ checkBoxId: boxes[0] }] },
        ],
        requiredPhotos: [],
      },
      token: admin.token,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json.errors.checkBoxesCategories).toBe(messages.checkboxListedTwice);
    const photos = await call(t.app, saveEquipmentFormTemplate, {
      body: {
        equipmentFormNameId: nameId,
        checkBoxesCategories: [],
        requiredPhotos: [{ photoTypeId: photoType }, { photoTypeId: photoType }],
      },
      token: admin.token,
    });
    expect(photos.json.errors.requiredPhotos).toBe(messages.photoTypeListedTwice);
    const unknown = await call(t.app, saveEquipmentFormTemplate, {
      body: { equipmentFormNameId: nameId, checkBoxesCategories: [], requiredPhotos: [{ photoTypeId: 99999 }] },
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toBe(messages.unknownTemplateOption);
    const read = await call(t.app, getEquipmentFormTemplate, {
      query: { EquipmentNameId: nameId },
      token: admin.token,
    });
    expect(read.json.data.requiredPhotos).toEqual([{ photoTypeId: photoType, photoTypeName: 'Hitch' }]);
  });

  it('load a template with the lists, and delete a form from the choices', async () => {
    const read = await call(t.app, getEquipmentFormTemplate, {
      query: { EquipmentNameId: nameId },
      token: supervisor.token,
    });
    expect(read.json.data).toEqual({
      equipmentFormNameId: nameId,
      equipmentFormName: 'Light Tower',
      checkBoxesCategories: [
        {
          categoryId: category,
          categoryName: 'Lights',
          checkBoxes: [
            { checkBoxId: boxes[0], checkBoxName: 'Lamps work' },
            { checkBoxId: boxes[1], checkBoxName: 'Mast raises' },
          ],
        },
      ],
      requiredPhotos: [{ photoTypeId: photoType, photoTypeName: 'Hitch' }],
    });
    expect(read.json.categories.length).toBe(1);
    const gone = (await call(t.app, addEquipmentFormName, { body: { name: 'Old Pump' }, token: admin.token })).json.id;
    const del = await call(t.app, deleteEquipmentFormName, {
      query: { EquipmentFormNameId: gone },
      token: admin.token,
    });
    expect(del.json).toEqual({ success: true, message: messages.equipmentFormDeleted });
    const names = await call(t.app, equipmentFormNames, { token: viewer });
    expect(names.json.data.map((n) => n.equipmentFormName)).toEqual(['Light Tower']);
    const again = await call(t.app, deleteEquipmentFormName, {
      query: { EquipmentFormNameId: gone },
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'equipmentFormName', gone, ['delete'])).toHaveLength(1);
  });
});

describe('POST /JobForm/EquipmentForm', () => {
  it('answers 401 and 403 without forms.equipmentEdit', async () => {
    await denies(t.app, saveEquipmentForm, { body: draft() }, viewer);
  });

  it('answers 400 without a unit number or a request key', async () => {
    const res = await call(t.app, saveEquipmentForm, { body: draft({ unitNumber: ' ' }), token: supervisor.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.unitNumber).toBe(messages.unitNumberRequired);
    const key = await call(t.app, saveEquipmentForm, { body: draft({ clientKey: 'x' }), token: supervisor.token });
    expect(key.statusCode).toBe(400);
  });

  it('creates a draft once for a repeated key', async () => {
    const body = draft();
    const first = await call(t.app, saveEquipmentForm, { body, token: supervisor.token });
    expect(first.json).toMatchObject({ success: true, message: messages.equipmentFormSaved, complete: false });
    const again = await call(t.app, saveEquipmentForm, { body, token: supervisor.token });
    expect(again.json).toEqual(first.json);
    const rows = await t.database.db.select().from(equipmentForms).where(eq(equipmentForms.unitNumber, 'LT-104'));
    expect(rows.filter((r) => r.id === first.json.id)).toHaveLength(1);
    expect(await auditOf(t.database.db, 'equipmentForm', first.json.id)).toMatchObject([
      { userId: supervisor.id, action: 'create' },
    ]);
  });

  it('refuses to submit with an unchecked item lacking a problem description, changing nothing', async () => {
    const id = await createForm();
    const res = await call(t.app, saveEquipmentForm, {
      body: draft({
        equipmentFormId: id,
        unitNumber: 'LT-200',
        checkBoxes: [{ equipmentCheckBoxId: boxes[0], passed: false, comment: '' }],
        submit: true,
      }),
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors['checkBoxes.0.comment']).toBe(messages.problemDescriptionRequired);
    const [row] = await t.database.db.select().from(equipmentForms).where(eq(equipmentForms.id, id));
    expect(row).toMatchObject({ unitNumber: 'LT-104', complete: false });
  });

  it("refuses to submit without every required photo ('Please upload all required photos'), then submits", async () => {
    const id = await createForm();
    const submit = () =>
      call(t.app, saveEquipmentForm, {
        body: draft({ equipmentFormId: id, submit: true }),
        token: supervisor.token,
      });
    const missing = await submit();
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe(messages.uploadAllRequiredPhotos);
    expect((await upload(id, photoType)).statusCode).toBe(200);
    expect((await submit()).json.message).toBe(messages.uploadAllRequiredPhotos); // delivery on installation
    expect((await upload(id, PHOTO_DELIVERY)).statusCode).toBe(200);
    const done = await submit();
    expect(done.json).toMatchObject({ success: true, message: messages.equipmentFormSubmitted, complete: true });
    const check = await call(t.app, checkEditEquipmentForm, { query: { id }, token: supervisor.token });
    expect(check.json).toEqual({ success: false });
    const later = await call(t.app, saveEquipmentForm, {
      body: draft({ equipmentFormId: id }),
      token: supervisor.token,
    });
    expect(later.statusCode).toBe(409);
    expect(later.json.message).toBe(messages.equipmentFormNotEditable);
  });

  it('refuses a canceled job', async () => {
    const canceled = await createJob(t.database.db, { stepId: 10, canceled: true });
    const res = await call(t.app, saveEquipmentForm, { body: draft({ jobId: canceled.id }), token: supervisor.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.equipmentFormJobCanceled);
  });
});

describe('reading forms', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, getEquipmentForm, { query: { id: 1 } }, nobody);
    await denies(t.app, newEquipmentForm, { query: { EquipmentForm: nameId } }, viewer);
    await denies(t.app, equipmentFormList, { query: { jobId: job.id } }, nobody);
    await denies(t.app, checkEditEquipmentForm, { query: { id: 1 } }, nobody);
    await denies(t.app, listedEquipmentForms, { query: { EquipmentFormId: 1 } }, nobody);
    await denies(t.app, orphanedForms, { query: { jobId: job.id, date: '2026-11-24' } }, nobody);
  });

  it('answer 400 for a bad step, date or id', async () => {
    const step = await call(t.app, equipmentFormList, { query: { jobId: job.id, stepId: 3 }, token: viewer });
    expect(step.statusCode).toBe(400);
    expect(step.json.message).toBe(messages.equipmentFormWrongStep);
    const date = await call(t.app, orphanedForms, { query: { jobId: job.id, date: 'yesterday' }, token: viewer });
    expect(date.statusCode).toBe(400);
    const id = await call(t.app, getEquipmentForm, { query: { id: 'x' }, token: viewer });
    expect(id.statusCode).toBe(400);
  });

  it('read a form, a blank one, the lists and what a field ticket lists', async () => {
    const id = await createForm({ unitNumber: 'LT-300' });
    await upload(id, PHOTO_DAMAGE);
    const one = await call(t.app, getEquipmentForm, { query: { id }, token: viewer });
    expect(one.json.data).toMatchObject({ equipmentFormId: id, unitNumber: 'LT-300', stepId: 10, complete: false });
    expect(one.json.data.pictures.map((p) => [p.equipmentPhotoTypeId, p.required, p.files.length])).toEqual([
      [photoType, true, 0],
      [PHOTO_DAMAGE, false, 1],
      [PHOTO_DELIVERY, true, 0],
    ]);
    expect(one.json.data.damagePhotos).toHaveLength(1);
    const blank = await call(t.app, newEquipmentForm, { query: { EquipmentForm: nameId }, token: supervisor.token });
    expect(blank.json.data.checkBoxes.map((c) => c.checkBoxName)).toEqual(['Lamps work', 'Mast raises']);
    const list = await call(t.app, equipmentFormList, {
      query: { jobId: job.id, stepId: 10 },
      token: supervisor.token,
    });
    expect(list.json.allowCreate).toBe(true);
    expect(list.json.data.some((f) => f.equipmentFormId === id && f.name === 'Light Tower')).toBe(true);
    const asViewer = await call(t.app, equipmentFormList, { query: { jobId: job.id }, token: viewer });
    expect(asViewer.json.allowCreate).toBe(false);
    expect((await call(t.app, checkEditEquipmentForm, { query: { id }, token: supervisor.token })).json.success).toBe(
      true,
    );
    expect((await call(t.app, checkEditEquipmentForm, { query: { id }, token: viewer })).json.success).toBe(false);

    const hf = await call(t.app, uploadHourFuelPicture, {
      body: form({ EquipmentFormId: id }, { bytes: await jpeg(), name: 'hours.jpg', type: 'image/jpeg' }),
      token: supervisor.token,
    });
    expect(hf.json).toMatchObject({ success: true, message: messages.photoUploaded, fileName: 'hours.jpg' });
    const listed = await call(t.app, listedEquipmentForms, {
      query: { EquipmentFormId: id },
      token: viewer,
    });
    expect(listed.json.data).toEqual([
      {
        equipmentFormId: id,
        date: one.json.data.date,
        name: 'Light Tower',
        unitNumber: 'LT-300',
        completed: false,
        stepId: 10,
        hourFuelPhotos: [{ hourFuelPhotoId: hf.json.equipmentFormPictureId, fileName: 'hours.jpg' }],
      },
    ]);
    const many = await call(t.app, listedEquipmentForms, {
      query: { EquipmentFormId: [id, 999999] },
      token: viewer,
    });
    expect(many.json.data.map((f) => f.equipmentFormId)).toEqual([id]);
    const day = await call(t.app, orphanedForms, { query: { jobId: job.id, date: one.json.data.date }, token: viewer });
    expect(day.json.data.some((f) => f.equipmentFormId === id)).toBe(true);
    const otherDay = await call(t.app, orphanedForms, { query: { jobId: job.id, date: '2001-01-01' }, token: viewer });
    expect(otherDay.json.data).toEqual([]);
  });
});

describe('pictures', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, getEquipmentPicture, { query: { FileId: 1 } }, nobody);
    await denies(t.app, hourFuelPicture, { query: { PhotoId: 1 } }, nobody);
    await denies(t.app, deleteEquipmentPicture, { body: { id: 1 } }, viewer);
    await denies(t.app, uploadEquipmentPicture, { body: form({ EquipmentFormId: 1, PictureType: 0 }) }, viewer);
    await denies(t.app, uploadHourFuelPicture, { body: form({ EquipmentFormId: 1 }) }, viewer);
  });

  it('refuse a file that is not an image by its bytes, a section not on the form, and leave the form as it was', async () => {
    const id = await createForm();
    const fake = await upload(id, PHOTO_DAMAGE, Buffer.from('<html>not a photo</html>'), 'photo.jpg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json.errors.file).toBe(messages.photosImagesOnly);
    const pickup = await upload(id, -2);
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json.errors.PictureType).toBe(messages.photoTypeNotOnForm);
    const noForm = await call(t.app, uploadEquipmentPicture, {
      body: form({ PictureType: 0 }, { bytes: await jpeg(), name: 'a.jpg' }),
      token: supervisor.token,
    });
    expect(noForm.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(equipmentFormPictures)
      .where(eq(equipmentFormPictures.equipmentFormId, id));
    expect(rows).toEqual([]);
  });

  it('keep the original and a resized copy with the orientation applied, served with nosniff', async () => {
    const id = await createForm();
    const big = await jpeg(2000, 1000, 6); // rotated 90° by EXIF
    const res = await upload(id, PHOTO_DAMAGE, big, 'side.jpg');
    expect(res.json).toMatchObject({ success: true, message: messages.photoUploaded, fileName: 'side.jpg' });
    const pic = await call(t.app, getEquipmentPicture, {
      query: { FileId: res.json.equipmentFormPictureId },
      token: viewer,
    });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    expect(pic.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(pic.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 1280]);
    const original = await call(t.app, getEquipmentPicture, {
      query: { FileId: res.json.equipmentFormPictureId, original: 'true' },
      token: viewer,
    });
    expect(Buffer.compare(original.rawPayload, big)).toBe(0);
    const notHourFuel = await call(t.app, hourFuelPicture, {
      query: { PhotoId: res.json.equipmentFormPictureId },
      token: viewer,
    });
    expect(notHourFuel.statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'equipmentForm', id, ['photo'])).toHaveLength(1);
  });

  it('replace the hour/fuel photo and delete a photo', async () => {
    const id = await createForm();
    const send = async () =>
      call(t.app, uploadHourFuelPicture, {
        body: form({ EquipmentFormId: id }, { bytes: await jpeg(), name: 'meter.png'.replace('png', 'jpg') }),
        token: supervisor.token,
      });
    await send();
    const second = await send();
    const one = await call(t.app, getEquipmentForm, { query: { id }, token: viewer });
    expect(one.json.data.hourFuelPhoto?.equipmentFormPictureId).toBe(second.json.equipmentFormPictureId);
    const img = await call(t.app, hourFuelPicture, {
      query: { PhotoId: second.json.equipmentFormPictureId },
      token: viewer,
    });
    expect(img.headers['content-type']).toBe('image/jpeg');
    const del = await call(t.app, deleteEquipmentPicture, {
      body: { id: second.json.equipmentFormPictureId },
      token: supervisor.token,
    });
    expect(del.json).toEqual({ success: true, message: messages.photoDeleted });
    const again = await call(t.app, deleteEquipmentPicture, {
      body: { id: second.json.equipmentFormPictureId },
      token: supervisor.token,
    });
    expect(again.statusCode).toBe(404);
    const bad = await call(t.app, deleteEquipmentPicture, { body: { id: 'x' }, token: supervisor.token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PDF and e-mail', () => {
  it('answer 401 and 403', async () => {
    await denies(t.app, equipmentFormPdf, { query: { equipmentFormId: 1 } }, nobody);
    await denies(t.app, emailEquipmentFormPdf, { query: { equipmentFormId: 1, toAddress: 'a@b.co' } }, nobody);
  });

  it('answer 400 for a bad address', async () => {
    const res = await call(t.app, emailEquipmentFormPdf, {
      query: { equipmentFormId: 1, toAddress: 'nobody' },
      token: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.toAddress).toBeDefined();
  });

  it('render the PDF with the unit number and e-mail it as an attachment', async () => {
    const id = await createForm({ unitNumber: 'LT-PDF-9' });
    await upload(id, PHOTO_DAMAGE);
    const pdf = await call(t.app, equipmentFormPdf, { query: { equipmentFormId: id }, token: viewer });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await call(t.app, emailEquipmentFormPdf, {
      query: {
        equipmentFormId: id,
        toAddress: 'client@example.com',
        toName: 'Pat',
        message: 'See attached',
        fromName: 'Dale',
      },
      token: viewer,
    });
    expect(mail.json).toEqual({
      success: true,
      message: messages.equipmentFormEmailed('client@example.com'),
      queued: false,
    });
    const got = await smtp.waitFor((m) => m.to.includes('client@example.com'));
    expect(got.subject).toContain('LT-PDF-9');
    expect(got.raw).toContain('application/pdf');
    expect(got.raw).toContain(`EquipmentForm-${id}-LT-PDF-9.pdf`);
    const kept = await t.database.db.select().from(outbox).where(eq(outbox.to, 'client@example.com'));
    expect(kept).toHaveLength(1);
  });
});
