import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import {
  createSurveyForm,
  deleteSurveyForm,
  getSurveyDurationOptions,
  getSurveyForm,
  getSurveyFormList,
  getSurveyFormPermissions,
  getSurveyTypeOptions,
  SURVEY_OTHER,
  type SurveyForm,
  saveSurveyForm,
} from '@fieldbook/contract/surveys';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAccount, createJob, createOpportunity } from '../../../test/factories/jobs.ts';
import { accountLocations, jobs } from '../../db/schema/index.ts';

// The survey form itself: list, create, read, save (top and bottom halves), delete, options, flags.

let t: TestApp;
let both: { id: number; token: string };
let top: { id: number; token: string };
let bottom: { id: number; token: string };
let viewer: string;
let nobody: string;
let job: { id: number; jobName: string };
let accountName: string;

beforeAll(async () => {
  t = await createTestApp();
  [both, top, bottom] = await Promise.all([
    signInUser(t, ['forms.view', 'forms.surveyTop', 'forms.surveyBottom']),
    signInUser(t, ['forms.view', 'forms.surveyTop']),
    signInUser(t, ['forms.view', 'forms.surveyBottom']),
  ]);
  [viewer, nobody] = await Promise.all([signInAs(t, ['forms.view']), signInAs(t, [])]);
  const db = t.database.db;
  const account = await createAccount(db, 'Hawkins Energy Partners');
  accountName = account.accountName;
  const [location] = await db
    .insert(accountLocations)
    .values({
      accountId: account.id,
      locationName: 'Hawkins 14-22 Pad',
      shippingAddress1: '4100 County Road 31',
      shippingCity: 'Keenesburg',
      shippingState: 'CO',
    })
    .returning();
  const opportunity = await createOpportunity(db, { accountId: account.id });
  job = await createJob(db, { opportunityId: opportunity.id, stepId: 10, jobName: 'Hawkins 14-22 Pad – sound wall' });
  await db.update(jobs).set({ shippingLocationId: location.id }).where(eq(jobs.id, job.id));
});

async function newForm(token = both.token, jobId = job.id) {
  const res = await call(t.app, createSurveyForm, { body: { id: jobId, clientKey: randomUUID() }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data.surveyFormId;
}

async function readForm(id: number): Promise<SurveyForm> {
  const res = await call(t.app, getSurveyForm, { body: { id }, token: viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}

describe('POST /SurveyForm/CreateSurveyForm', () => {
  it('answers 401 anonymously and 403 without forms.surveyTop', async () => {
    await denies(t.app, createSurveyForm, { body: { id: job.id, clientKey: randomUUID() } }, bottom.token);
  });

  it('answers 400 without a request key', async () => {
    const res = await call(t.app, createSurveyForm, { body: { id: job.id }, token: both.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.clientKey).toBe(messages.surveyClientKeyInvalid);
  });

  it("creates a form from the job's account and location, once per request key, and audits it", async () => {
    const clientKey = randomUUID();
    const first = await call(t.app, createSurveyForm, { body: { id: job.id, clientKey }, token: top.token });
    expect(first.json).toMatchObject({ success: true, message: messages.surveyFormCreated });
    const again = await call(t.app, createSurveyForm, { body: { id: job.id, clientKey }, token: top.token });
    expect(again.json.data.surveyFormId).toBe(first.json.data.surveyFormId);
    const form = await readForm(first.json.data.surveyFormId);
    expect(form).toMatchObject({
      jobId: job.id,
      company: accountName,
      site: job.jobName,
      address: '4100 County Road 31',
      city: 'Keenesburg',
      state: 'CO',
      soundMeterCount: 0,
      hasMap: false,
      duration: null,
    });
    expect(await auditOf(t.database.db, 'surveyForm', form.surveyFormId)).toMatchObject([
      { userId: top.id, action: 'create' },
    ]);
  });

  it('answers 404 for a job that does not exist and 400 on a canceled job', async () => {
    const missing = await call(t.app, createSurveyForm, {
      body: { id: 2_000_000_000, clientKey: randomUUID() },
      token: both.token,
    });
    expect(missing.statusCode).toBe(404);
    const canceled = await createJob(t.database.db, { stepId: 11, canceled: true });
    const res = await call(t.app, createSurveyForm, {
      body: { id: canceled.id, clientKey: randomUUID() },
      token: both.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.surveyJobCanceled);
  });
});

describe('POST /SurveyForm/GetSurveyFormList', () => {
  it('answers 401 anonymously and 403 without forms.view', async () => {
    await denies(t.app, getSurveyFormList, { body: { id: job.id } }, nobody);
  });

  it('answers 400 for an id that is not one', async () => {
    const res = await call(t.app, getSurveyFormList, { body: { id: 'x' }, token: viewer });
    expect(res.statusCode).toBe(400);
  });

  it("lists the job's forms (company, site, submission date) and whether the caller may create one", async () => {
    const other = await createJob(t.database.db, { stepId: 11 });
    const id = await newForm(both.token, other.id);
    const res = await call(t.app, getSurveyFormList, { body: { id: other.id }, token: top.token });
    expect(res.json).toEqual({
      success: true,
      allowCreate: true,
      data: [
        { surveyFormId: id, company: expect.any(String), site: other.jobName, submissionDate: expect.any(String) },
      ],
    });
    const asViewer = await call(t.app, getSurveyFormList, { body: { id: other.id }, token: viewer });
    expect(asViewer.json.allowCreate).toBe(false);
  });
});

describe('POST /SurveyForm/GetSurveyForm', () => {
  it('answers 401 anonymously, 403 without forms.view, 400 without an id and 404 for no form', async () => {
    await denies(t.app, getSurveyForm, { body: { id: 1 } }, nobody);
    expect((await call(t.app, getSurveyForm, { body: {}, token: viewer })).statusCode).toBe(400);
    const res = await call(t.app, getSurveyForm, { body: { id: 2_000_000_000 }, token: viewer });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe(messages.surveyFormNotFound);
  });

  it('hides the forms of a job the caller may not see (a Drilling User, a non-drilling job)', async () => {
    const id = await newForm();
    const driller = await signInAs(t, ['forms.view', 'drilling.user']);
    expect((await call(t.app, getSurveyForm, { body: { id }, token: driller })).statusCode).toBe(404);
  });
});

describe('POST /SurveyForm/SaveSurveyForm', () => {
  const save = (form: SurveyForm, changes: Record<string, unknown>, token: string) =>
    call(t.app, saveSurveyForm, { body: { ...form, ...changes }, token });

  it('answers 401 anonymously and 403 without either survey permission', async () => {
    const form = await readForm(await newForm());
    await denies(t.app, saveSurveyForm, { body: form }, viewer);
  });

  it('refuses both of an exclusive pair (full/third octave, full/triggered audio) with 400', async () => {
    const form = await readForm(await newForm());
    const octave = await save(form, { fullOctave: true, thirdOctave: true }, both.token);
    expect(octave.statusCode).toBe(400);
    expect(octave.json.errors.thirdOctave).toBe(messages.surveyOctaveExclusive);
    const audio = await save(form, { fullAudio: true, triggeredAudio: true }, both.token);
    expect(audio.statusCode).toBe(400);
    expect(audio.json.errors.triggeredAudio).toBe(messages.surveyAudioExclusive);
    const fine = await save(form, { fullOctave: true, triggeredAudio: true }, both.token);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses an unknown duration, an Other without its text and a bad e-mail', async () => {
    const form = await readForm(await newForm());
    const res = await save(form, { duration: 99, surveyType: SURVEY_OTHER, clientEmail: 'nope' }, both.token);
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      duration: messages.surveyDurationUnknown,
      surveyTypeOther: messages.surveyTypeOtherRequired,
      clientEmail: messages.surveyEmailInvalid,
    });
  });

  it('saves every field; meter counts that are not numbers count 0; the audit keeps what changed', async () => {
    const id = await newForm();
    const form = await readForm(id);
    const res = await save(
      form,
      {
        clientName: 'Dana Whitlock',
        clientEmail: 'dana@hawkins.example',
        gpsLat: '40.093512',
        gpsLong: -104.511,
        duration: SURVEY_OTHER,
        durationOther: '10 days',
        surveyType: 2,
        soundMeterCount: 'three',
        vibrationMeterCount: '2',
        dBA: true,
        ldn: true,
        thirdOctave: true,
        fullAudio: true,
        notes_Weather: 'Calm, clear nights.',
      },
      both.token,
    );
    expect(res.json).toEqual({ success: true, message: messages.surveyFormSaved, version: 2 });
    expect(await readForm(id)).toMatchObject({
      clientName: 'Dana Whitlock',
      gpsLat: 40.093512,
      gpsLong: -104.511,
      duration: 0,
      durationOther: '10 days',
      surveyType: 2,
      soundMeterCount: 0,
      vibrationMeterCount: 2,
      dBA: true,
      ldn: true,
      thirdOctave: true,
      fullAudio: true,
      notes_Weather: 'Calm, clear nights.',
    });
    const [, saved] = await auditOf(t.database.db, 'surveyForm', id);
    expect(saved).toMatchObject({ userId: both.id, action: 'save' });
    expect(saved.change).toMatchObject({
      clientName: ['', 'Dana Whitlock'],
      notes_Weather: ['', 'Calm, clear nights.'],
    });
  });

  it('refuses top changes without forms.surveyTop and note changes without forms.surveyBottom (403)', async () => {
    const form = await readForm(await newForm());
    const topByBottom = await save(form, { site: 'Elsewhere' }, bottom.token);
    expect(topByBottom.statusCode).toBe(403);
    expect(topByBottom.json.message).toBe(messages.surveyTopForbidden);
    const notesByTop = await save(form, { notes: 'Generators run all night.' }, top.token);
    expect(notesByTop.statusCode).toBe(403);
    expect(notesByTop.json.message).toBe(messages.surveyBottomForbidden);
    // Each may change its own half, sending the other half as it was.
    expect((await save(form, { notes_Sources: 'Flare stack' }, bottom.token)).statusCode).toBe(200);
    // A stale copy would undo the notes just saved: a half the caller may not edit, so refused.
    expect((await save(form, { site: 'Hawkins pad north' }, top.token)).statusCode).toBe(403);
    const fresh = await readForm(form.surveyFormId);
    expect((await save(fresh, { site: 'Hawkins pad north' }, top.token)).statusCode).toBe(200);
    expect(await readForm(form.surveyFormId)).toMatchObject({
      notes_Sources: 'Flare stack',
      site: 'Hawkins pad north',
    });
  });
});

describe('POST /SurveyForm/DeleteSurveyForm', () => {
  it('answers 401 anonymously and 403 without forms.surveyTop', async () => {
    await denies(t.app, deleteSurveyForm, { body: { id: 1 } }, bottom.token);
  });

  it('answers 400 without an id', async () => {
    expect((await call(t.app, deleteSurveyForm, { body: { id: -1 }, token: top.token })).statusCode).toBe(400);
  });

  it('deletes the form and audits it', async () => {
    const id = await newForm();
    const res = await call(t.app, deleteSurveyForm, { body: { id }, token: top.token });
    expect(res.json).toEqual({ success: true, message: messages.surveyFormDeleted });
    expect((await call(t.app, getSurveyForm, { body: { id }, token: viewer })).statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'surveyForm', id, ['delete'])).toMatchObject([{ userId: top.id }]);
  });
});

describe('GET /SurveyForm/GetSurveyDurationOptions and GetSurveyTypeOptions', () => {
  it('answer 401 anonymously and 403 without a forms permission', async () => {
    await denies(t.app, getSurveyDurationOptions, {}, nobody);
    await denies(t.app, getSurveyTypeOptions, {}, nobody);
  });

  it('list the options with Other as 0', async () => {
    for (const e of [getSurveyDurationOptions, getSurveyTypeOptions]) {
      const res = await call(t.app, e, { token: viewer });
      expect(res.json.data.length).toBeGreaterThan(2);
      expect(res.json.data).toContainEqual({ id: 0, name: 'Other' });
    }
  });
});

describe('GET /SurveyForm/GetSurveyFormPermissions', () => {
  it('answers 401 anonymously, 403 without forms.view and 400 without a job', async () => {
    await denies(t.app, getSurveyFormPermissions, { query: { jobId: job.id } }, nobody);
    expect((await call(t.app, getSurveyFormPermissions, { token: viewer })).statusCode).toBe(400);
  });

  it('gives editSurveyFormTop and editSurveyFormBottom by permission, both false on a canceled job', async () => {
    const flags = async (token: string, jobId = job.id) => {
      const { json } = await call(t.app, getSurveyFormPermissions, { query: { jobId }, token });
      return [json.editSurveyFormTop, json.editSurveyFormBottom];
    };
    expect(await flags(both.token)).toEqual([true, true]);
    expect(await flags(top.token)).toEqual([true, false]);
    expect(await flags(bottom.token)).toEqual([false, true]);
    expect(await flags(viewer)).toEqual([false, false]);
    const canceled = await createJob(t.database.db, { stepId: 11, canceled: true });
    expect(await flags(both.token, canceled.id)).toEqual([false, false]);
  });
});
