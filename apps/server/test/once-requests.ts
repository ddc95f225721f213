import { randomUUID } from 'node:crypto';
import { type Endpoint, PHOTO_DELIVERY } from '@fieldbook/contract';
import { saveEquipmentForm, uploadEquipmentPicture } from '@fieldbook/contract/forms-equipment';
import { saveJsa } from '@fieldbook/contract/forms-jsa';
import { createSurveyForm, uploadSurveyAttachment, uploadSurveyFormMap } from '@fieldbook/contract/surveys';
import { createTimesheetEntries } from '@fieldbook/contract/timesheets';
import sharp from 'sharp';
import { call, form, signInUser } from './api.ts';
import type { TestApp } from './app.ts';
import { createFieldWorld } from './factories/field-world.ts';
import { createMeter, createMeterType } from './factories/inventory.ts';
import { jsaFields } from './jsa-fields.ts';

// One request of each `once` endpoint (contract), made anew for each try, for request-keys.test.ts.

/** A write ready to send: its body (made anew each time: a multipart body is read once), one the
 * server refuses with 400, and the rows of the table it writes, which one run changes by `change`. */
export interface OnceRequest {
  body(): unknown;
  bad(): unknown;
  rows(): Promise<number>;
  change: 1 | -1;
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
  .jpeg()
  .toBuffer();
const photo = (fields: Record<string, string | number>) =>
  form(fields, { bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg' });
const notAnImage = (fields: Record<string, string | number>) =>
  form(fields, { bytes: Buffer.from('not an image at all'.repeat(10)), name: 'photo.jpg', type: 'image/jpeg' });

/** Everything a field crew member may write, for the users who send the requests. */
export const CREW = [
  'forms.view',
  'forms.equipmentEdit',
  'forms.fieldTicketCreate',
  'forms.fieldTicketEdit',
  'forms.jsaEdit',
  'forms.surveyTop',
  'forms.surveyBottom',
  'jobs.view',
  'timesheets.view',
  'timesheets.edit',
] as const;

/** Makes the records the requests need; answers a maker of a fresh request per endpoint ('POST /path'). */
export async function onceRequests(t: TestApp, token: string) {
  const db = t.database.db;
  const count = async (text: string, id: number) =>
    (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${text}`, [id])).rows[0].n;
  const audits = (entity: string, action: string, id: number) =>
    count(`audit_log where entity = '${entity}' and action = '${action}' and entity_id = $1::text`, id);
  const send = async <E extends Endpoint>(e: E, body: unknown) => {
    const res = await call(t.app, e, { body, token });
    if (res.statusCode !== 200) throw new Error(`${e.path}: ${res.statusCode} ${res.body}`);
    return res.json;
  };

  const { job, name, employee, timesheetEntry: entryBody } = await createFieldWorld(db);
  const meterType = await createMeterType(db);

  const equipmentBody = () => ({
    equipmentFormId: 0,
    equipmentFormNameId: name.id,
    jobId: job.id,
    stepId: 10,
    unitNumber: 'LT-104',
    comments: '',
    checkBoxes: [],
    submit: false,
    clientKey: randomUUID(),
  });
  const equipmentForm = async () => (await send(saveEquipmentForm, equipmentBody())).id as number;
  const picture = async (formId: number) =>
    (await send(uploadEquipmentPicture, photo({ EquipmentFormId: formId, PictureType: PHOTO_DELIVERY })))
      .equipmentFormPictureId as number;
  const jsaBody = () => ({
    jsaId: 0,
    jobId: job.id,
    stepId: 10,
    clientKey: randomUUID(),
    ...jsaFields(null, { checkBoxCategories: [], emergency: [] }),
  });
  const surveyForm = async () =>
    (await send(createSurveyForm, { id: job.id, clientKey: randomUUID() })).data.surveyFormId as number;
  const attachment = async (surveyFormId: number) =>
    (await send(uploadSurveyAttachment, photo({ surveyFormId, categoryId: 1, name: 'Pad' }))).surveyAttachmentId;
  const entry = async () => {
    const body = entryBody();
    const [id] = (await send(createTimesheetEntries, body)).timesheetEntryIds as number[];
    return { id, body };
  };
  const backwards = (b: ReturnType<typeof entryBody>) => ({ ...b, endTime: b.startTime.replace('07:00', '06:00') });
  const entries = () =>
    count('timesheet_entries e join timesheets s on s.id = e.timesheet_id where s.employee_id = $1', employee.id);

  const requests: Record<string, () => Promise<OnceRequest>> = {
    'POST /JobForm/EquipmentForm': async () => {
      const body = equipmentBody();
      return {
        body: () => body,
        bad: () => ({ ...body, jobId: 0 }),
        rows: () => count('equipment_forms where job_id = $1', job.id),
        change: 1,
      };
    },
    'POST /JobForm/EquipmentPicture': async () => {
      const id = await equipmentForm();
      return {
        body: () => photo({ EquipmentFormId: id, PictureType: PHOTO_DELIVERY }),
        bad: () => notAnImage({ EquipmentFormId: id, PictureType: PHOTO_DELIVERY }),
        rows: () => count('equipment_form_pictures where equipment_form_id = $1', id),
        change: 1,
      };
    },
    'POST /JobForm/HourFuelPicture': async () => {
      const id = await equipmentForm();
      return {
        body: () => photo({ EquipmentFormId: id }),
        bad: () => notAnImage({ EquipmentFormId: id }),
        rows: () => count('equipment_form_pictures where equipment_form_id = $1', id),
        change: 1,
      };
    },
    'POST /JobForm/DeleteEquipmentPicture': async () => {
      const formId = await equipmentForm();
      const id = await picture(formId);
      return {
        body: () => ({ id }),
        bad: () => ({ id: 'first' }),
        rows: () => count('equipment_form_pictures where equipment_form_id = $1', formId),
        change: -1,
      };
    },
    'POST /JobForm/FieldTicket': async () => {
      const body = {
        fieldTicketId: 0,
        jobId: job.id,
        stepId: 10,
        requestKey: randomUUID(),
        date: '2026-11-24',
        submit: false,
        equipmentForms: [],
        fieldTicketRoustabouts: [{ name: 'Rosa Jimenez', hours: '10' }],
        fieldTicketComments: [
          { fieldTicketCommentId: 0, commentType: 3, comment: 'Standby.', signee: 'Dale', signature: PNG },
        ],
        clientSignaturePrint: 'Dale Whitaker',
        clientSignatureData: PNG,
        supervisorSignaturePrint: 'Rosa Jimenez',
        supervisorSignatureData: PNG,
      };
      return {
        body: () => body,
        bad: () => ({ ...body, date: 'yesterday' }),
        rows: () => count('field_tickets where job_id = $1', job.id),
        change: 1,
      };
    },
    'POST /JSA/JSA': async () => {
      const body = jsaBody();
      return {
        body: () => body,
        bad: () => ({ ...body, supervisor: '' }),
        rows: () => count('jsas where job_id = $1', job.id),
        change: 1,
      };
    },
    'POST /JSA/SignJSA': async () => {
      const jsaId = (await send(saveJsa, jsaBody())).id as number;
      return {
        body: () => ({ name: 'Rosa Jimenez', jsaId, signature: PNG }),
        bad: () => ({ name: 'Rosa Jimenez', jsaId, signature: '' }),
        rows: () => count('jsa_signatures where jsa_id = $1', jsaId),
        change: 1,
      };
    },
    'POST /SurveyForm/CreateSurveyForm': async () => {
      const clientKey = randomUUID();
      return {
        body: () => ({ id: job.id, clientKey }),
        bad: () => ({ id: job.id, clientKey: 'again' }),
        rows: () => count('survey_forms where job_id = $1', job.id),
        change: 1,
      };
    },
    'POST /SurveyForm/SaveSurveyForm': async () => {
      const id = await surveyForm();
      const body = { surveyFormId: id, submissionDate: '2026-11-24', duration: null, surveyType: null, site: 'Pad 7' };
      return {
        body: () => body,
        bad: () => ({ ...body, duration: 99 }),
        rows: () => audits('surveyForm', 'save', id),
        change: 1,
      };
    },
    'POST /SurveyForm/DeleteSurveyForm': async () => {
      const id = await surveyForm();
      return {
        body: () => ({ id }),
        bad: () => ({}),
        rows: () => count('survey_forms where job_id = $1', job.id),
        change: -1,
      };
    },
    'POST /SurveyMeasurement/SaveSurveyMeasurement': async () => {
      const surveyFormId = await surveyForm();
      const meter = await createMeter(db, { meterTypeId: meterType.id });
      const body = {
        surveyMeasurementId: 0,
        surveyFormId,
        inventoryAssetId: meter.id,
        location_X: 120,
        location_Y: 80,
        calibrationConfirmed: true,
      };
      return {
        body: () => body,
        bad: () => ({ ...body, unused: true, unusedReason: '' }),
        rows: () => count('survey_measurements where survey_form_id = $1', surveyFormId),
        change: 1,
      };
    },
    'POST /SurveyAttachment/UploadSurveyAttachment': async () => {
      const surveyFormId = await surveyForm();
      return {
        body: () => photo({ surveyFormId, categoryId: 1, name: 'Pad' }),
        bad: () => photo({ surveyFormId, categoryId: 99, name: 'Pad' }),
        rows: () => count('survey_attachments where survey_form_id = $1', surveyFormId),
        change: 1,
      };
    },
    'POST /SurveyAttachment/SaveSurveyAttachmentCategory': async () => {
      const id = await attachment(await surveyForm());
      return {
        body: () => ({ surveyAttachmentId: id, category: 5 }),
        bad: () => ({ surveyAttachmentId: id, category: 99 }),
        rows: () => audits('surveyAttachment', 'category', id),
        change: 1,
      };
    },
    'POST /SurveyAttachment/DeleteSurveyAttachment': async () => {
      const surveyFormId = await surveyForm();
      const id = await attachment(surveyFormId);
      return {
        body: () => ({ id }),
        bad: () => ({}),
        rows: () => count('survey_attachments where survey_form_id = $1', surveyFormId),
        change: -1,
      };
    },
    'POST /SurveyFormMap/UploadSurveyFormMap': async () => {
      const surveyFormId = await surveyForm();
      return {
        body: () => photo({ surveyFormId }),
        bad: () => notAnImage({ surveyFormId }),
        rows: () => audits('surveyForm', 'map', surveyFormId),
        change: 1,
      };
    },
    'POST /SurveyFormMap/DeleteSurveyFormMap': async () => {
      const id = await surveyForm();
      await send(uploadSurveyFormMap, photo({ surveyFormId: id }));
      return {
        body: () => ({ id }),
        bad: () => ({}),
        rows: () => audits('surveyForm', 'mapDelete', id),
        change: 1,
      };
    },
    'POST /Timesheet/DeleteTimesheet': async () => {
      const { id } = await entry();
      const sheets = () => count('timesheets where employee_id = $1', employee.id);
      const [{ sheet }] = (
        await t.database.pool.query<{ sheet: number }>(
          'select timesheet_id as sheet from timesheet_entries where id = $1',
          [id],
        )
      ).rows;
      return { body: () => ({ id: sheet }), bad: () => ({}), rows: sheets, change: -1 };
    },
    'POST /TimesheetEntry/CreateTimesheetEntries': async () => {
      const body = entryBody();
      return { body: () => body, bad: () => backwards(body), rows: entries, change: 1 };
    },
    'POST /TimesheetEntry/SaveTimesheetEntry': async () => {
      const { id, body } = await entry();
      const changed = { ...body, timesheetEntryId: id, description: 'Set and braced wall panels' };
      return {
        body: () => changed,
        bad: () => backwards(changed),
        rows: () => audits('timesheetEntry', 'update', id),
        change: 1,
      };
    },
    'POST /TimesheetEntry/DeleteTimesheetEntry': async () => {
      const { id } = await entry();
      return { body: () => ({ id }), bad: () => ({}), rows: entries, change: -1 };
    },
  };
  return requests;
}

/** Two users who may send every request, each with a token. */
export async function crewPair(t: TestApp) {
  return Promise.all([signInUser(t, CREW), signInUser(t, CREW)]);
}
