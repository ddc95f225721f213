import { type JsaFieldsInput, messages } from '@fieldbook/contract';
import {
  checkJsaEdit,
  getJsa,
  getJsaForm,
  jsaList,
  jsaListAll,
  jsaListEdits,
  jsaListSignatures,
  saveJsa,
  signJsa,
} from '@fieldbook/contract/forms-jsa';
import {
  addPotentialRisk,
  addSequenceAction,
  postBulkAction,
  saveProductActions,
} from '@fieldbook/contract/forms-safety';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob, scopePath } from '../../../test/factories/hand-off.ts';
import { jsaFields } from '../../../test/jsa-fields.ts';
import { files, jsaSignatures, scopeItems } from '../../db/schema/index.ts';

/** A 1 × 1 PNG, as a signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let t: TestApp;
let supervisor: { id: number; token: string };
let viewer: string;
let job: { id: number };
let leaf: number;
let action: number;
let risk: number;
const PRODUCT = 'Sound Wall - STC 40 - 24 ft - Freestanding';

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInUser(t, ['forms.view', 'forms.jsaEdit', 'jobs.view']);
  viewer = await signInAs(t, ['forms.view']);
  const admin = await signInAs(t, ['admin.safety']);
  leaf = (await scopePath(t.database.db, 'Sound Wall', 'STC 40', '24 ft', 'Freestanding'))[3];
  const j = await createHandOffJob(t.database.db, { stepId: 10 });
  job = j;
  await t.database.db
    .insert(scopeItems)
    .values({ handOffId: j.handOffId, scopeBuilderId: leaf, name: PRODUCT, description: 'North side', quantity: 12 });
  action = (await call(t.app, addSequenceAction, { body: { action: 'Unload panels from truck' }, token: admin })).json
    .sequenceActionId;
  risk = (await call(t.app, addPotentialRisk, { body: { risk: 'Pinch points' }, token: admin })).json.potentialRiskId;
  await call(t.app, postBulkAction, { body: { selectedActions: [action], selectedRisk: [risk] }, token: admin });
  await call(t.app, saveProductActions, {
    body: { scopeLeafId: leaf, actions: [{ sequenceActionId: action }] },
    token: admin,
  });
});

const values = (over: Partial<JsaFieldsInput> = {}) =>
  jsaFields(
    {
      productName: PRODUCT,
      scopeBuilderId: leaf,
      sequenceActionId: action,
      actionOther: false,
      actionTextOther: '',
      productRisks: [{ potentialRiskId: risk }],
      riskOther: false,
      riskTextOther: '',
      siteRisk: 'Soft ground near the pit',
      riskMitigation: 'Matting under the telehandler',
    },
    over,
  );

const save = (body: Record<string, unknown>, token = supervisor.token) =>
  call(t.app, saveJsa, { body: { jsaId: 0, jobId: job.id, stepId: 10, ...values(), ...body }, token });

describe('GET /JSA/JSAForm', () => {
  it('answers 401 anonymously and 403 without forms.jsaEdit', async () => {
    await denies(t.app, getJsaForm, { query: {} }, viewer);
  });

  it("lists the options and the job's products with their actions and risks", async () => {
    const res = await call(t.app, getJsaForm, { query: { jobId: job.id }, token: supervisor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.emergencyTypes[0]).toMatchObject({ jsaEmergencyID: 1, emergencyName: 'Muster Point' });
    expect(res.json.data.checkBoxCategories[0].boxes.at(-1)).toMatchObject({ jsaItemName: 'Other', other: true });
    expect(res.json.data.products).toEqual([
      {
        productName: PRODUCT,
        scopeBuilderId: leaf,
        actions: [
          expect.objectContaining({
            sequenceActionId: action,
            action: 'Unload panels from truck',
            risks: [{ potentialRiskId: risk, risk: 'Pinch points' }],
          }),
        ],
      },
    ]);
  });
});

describe('POST /JSA/JSA', () => {
  it('answers 401 anonymously and 403 without forms.jsaEdit', async () => {
    await denies(t.app, saveJsa, { body: { jsaId: 0, jobId: job.id, stepId: 10, ...values() } }, viewer);
  });

  it('lists every missing field in one message', async () => {
    const res = await save({
      supervisor: ' ',
      riskManagements: [{ ...values().riskManagements[0], productRisks: [], siteRisk: '', actionOther: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(
      messages.jsaFieldsRequired([
        'Supervisor',
        'Product 1 Action Description',
        'Product 1 Potential Risks',
        'Product 1 Site Specific Risk',
      ]),
    );
    expect(res.json.errors['riskManagements.0.siteRisk']).toBe(messages.required('Product 1 Site Specific Risk'));
  });

  it('refuses a location over 16 characters and a time off the 15-minute steps', async () => {
    const long = await save({ emergency: [{ emergencyTypeID: 1, emergencyTypeLocation: 'Behind the north gate' }] });
    expect(long.statusCode).toBe(400);
    expect(long.json.errors['emergency.0.emergencyTypeLocation']).toBe(messages.inputLimited16);
    const time = await save({ date: '2026-11-24T14:20:00.000Z' });
    expect(time.json.errors.date).toBe(messages.jsaTimeStep);
    const other = await save({
      checkBoxCategories: [
        { category: 'Site Hazards', boxes: [{ jsaItemName: 'Other', checked: true, otherText: '' }] },
      ],
    });
    expect(other.json.message).toBe(messages.jsaFieldsRequired(['Site Hazards Other']));
  });

  it('creates a JSA, reads it back, and logs every later save as an edit', async () => {
    const created = await save({});
    expect(created.json).toEqual({ success: true, message: messages.jsaSaved, id: expect.any(Number), version: 1 });
    const id = created.json.id;
    const read = await call(t.app, getJsa, { query: { id }, token: viewer });
    expect(read.json.data).toMatchObject({
      jsaId: id,
      jobId: job.id,
      stepId: 10,
      date: '2026-11-24T14:30:00.000Z',
      supervisor: 'Dale Whitaker',
      emergency: [{ emergencyTypeID: 1, emergencyName: 'Muster Point', emergencyTypeLocation: 'NE gate' }],
      riskManagements: [
        {
          productName: PRODUCT,
          action: 'Unload panels from truck',
          productActionId: expect.any(Number),
          productRisks: [{ potentialRiskId: risk, risk: 'Pinch points' }],
          siteRisk: 'Soft ground near the pit',
        },
      ],
    });
    const ppe = read.json.data.checkBoxCategories[0].boxes;
    expect(ppe.find((b) => b.jsaItemName === 'Hard Hat')?.checked).toBe(true);
    expect(ppe.find((b) => b.jsaItemName === 'Other')).toMatchObject({
      checked: true,
      otherText: 'Face shield for grinding',
    });
    expect(ppe.find((b) => b.jsaItemName === 'Gloves')?.checked).toBe(false);

    const edits0 = await call(t.app, jsaListEdits, { query: { JSAId: id }, token: viewer });
    expect(edits0.json.jsaEditsList).toEqual([]);
    const edited = await save({
      jsaId: id,
      supervisor: 'Rosa Jimenez',
      riskManagements: [
        {
          ...values().riskManagements[0],
          sequenceActionId: null,
          actionOther: true,
          actionTextOther: 'Trim panel edges',
          riskOther: true,
          riskTextOther: 'Flying debris',
          productRisks: [],
        },
      ],
    });
    expect(edited.json.id).toBe(id);
    const again = await call(t.app, getJsa, { query: { id }, token: viewer });
    expect(again.json.data.supervisor).toBe('Rosa Jimenez');
    expect(again.json.data.riskManagements[0]).toMatchObject({
      actionOther: true,
      actionTextOther: 'Trim panel edges',
      action: '',
      riskTextOther: 'Flying debris',
      productRisks: [],
    });
    const edits = await call(t.app, jsaListEdits, { query: { JSAId: id }, token: viewer });
    expect(edits.json.jsaEditsList).toEqual([
      {
        editorName: expect.any(String),
        editedTime: expect.any(String),
        version: 2,
        changes: expect.arrayContaining([
          'Supervisor: Dale Whitaker → Rosa Jimenez',
          'Row 1 Sequence of Actions: Unload panels from truck → Other: Trim panel edges',
        ]),
      },
    ]);
    expect((await auditOf(t.database.db, 'jsa', id)).map((a) => [a.action, a.userId])).toEqual([
      ['create', supervisor.id],
      ['update', supervisor.id],
    ]);
  });

  it('keeps each row with its own risks when a worksheet has several rows', async () => {
    const admin = await signInAs(t, ['admin.safety']);
    const dust = (await call(t.app, addPotentialRisk, { body: { risk: 'Silica dust' }, token: admin })).json
      .potentialRiskId;
    const row = values().riskManagements[0];
    const saved = await save({
      riskManagements: [
        { ...row, productRisks: [{ potentialRiskId: dust }, { potentialRiskId: risk }], siteRisk: 'First' },
        { ...row, productRisks: [], riskOther: true, riskTextOther: 'Flying debris', siteRisk: 'Second' },
        { ...row, productRisks: [{ potentialRiskId: dust }], siteRisk: 'Third' },
      ],
    });
    expect(saved.json.success).toBe(true);
    const id = saved.json.id;
    const read = await call(t.app, getJsa, { query: { id }, token: viewer });
    expect(read.json.data.riskManagements.map((r) => [r.siteRisk, r.productRisks.map((p) => p.risk)])).toEqual([
      ['First', ['Silica dust', 'Pinch points']],
      ['Second', []],
      ['Third', ['Silica dust']],
    ]);
  });

  it('refuses a JSA of another job and a job out of sight', async () => {
    const other = await createHandOffJob(t.database.db, { stepId: 10 });
    const id = (await save({})).json.id;
    const res = await call(t.app, saveJsa, {
      body: { ...values(), jsaId: id, jobId: other.id, stepId: 10 },
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(404);
    const drilling = await createHandOffJob(t.database.db, { stepId: 10, drilling: false });
    const driller = await signInAs(t, ['forms.view', 'forms.jsaEdit', 'drilling.user']);
    const hidden = await call(t.app, saveJsa, {
      body: { ...values(), jsaId: 0, jobId: drilling.id, stepId: 10 },
      token: driller,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('lists and the edit check', () => {
  it('answer 401 anonymously and 403 without forms.view', async () => {
    const none = await signInAs(t, []);
    await denies(t.app, getJsa, { query: { id: 1 } }, none);
    await denies(t.app, checkJsaEdit, { query: { id: 1 } }, none);
    await denies(t.app, jsaListAll, { query: { id: job.id } }, none);
    await denies(t.app, jsaList, { query: { id: job.id, stepId: 10 } }, none);
    await denies(t.app, jsaListSignatures, { query: { id: 1 } }, none);
    await denies(t.app, jsaListEdits, { query: { JSAId: 1 } }, none);
  });

  it("list a stage's JSAs, say who may create and edit, and refuse other stages", async () => {
    const id = (await save({ stepId: 11 })).json.id;
    const list = await call(t.app, jsaList, { query: { id: job.id, stepId: 11 }, token: supervisor.token });
    expect(list.json.allowCreate).toBe(true);
    expect(list.json.data).toEqual([
      { jsaId: id, date: '2026-11-24T14:30:00Z', createdBy: expect.any(String), stepId: 11 },
    ]);
    const asViewer = await call(t.app, jsaList, { query: { id: job.id, stepId: 11 }, token: viewer });
    expect(asViewer.json.allowCreate).toBe(false);
    const wrong = await call(t.app, jsaList, { query: { id: job.id, stepId: 3 }, token: viewer });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.message).toBe(messages.jsaWrongStep);
    const all = await call(t.app, jsaListAll, { query: { id: job.id }, token: viewer });
    expect(all.json.data.map((r) => r.jsaId)).toContain(id);
    expect((await call(t.app, checkJsaEdit, { query: { id }, token: supervisor.token })).json).toEqual({
      success: true,
    });
    expect((await call(t.app, checkJsaEdit, { query: { id }, token: viewer })).json).toEqual({ success: false });
    expect((await call(t.app, getJsa, { query: { id: 2147483000 }, token: viewer })).statusCode).toBe(404);
  });
});

describe('POST /JSA/SignJSA', () => {
  it('answers 401 anonymously and 403 without forms.jsaEdit', async () => {
    await denies(t.app, signJsa, { body: { name: 'Rosa', jsaId: 1, signature: PNG } }, viewer);
  });

  it('needs a name and a PNG signature', async () => {
    const id = (await save({})).json.id;
    const noName = await call(t.app, signJsa, {
      body: { name: ' ', jsaId: id, signature: PNG },
      token: supervisor.token,
    });
    expect(noName.json.errors.name).toBe(messages.signatureNameRequired);
    const noSig = await call(t.app, signJsa, {
      body: { name: 'Rosa', jsaId: id, signature: '' },
      token: supervisor.token,
    });
    expect(noSig.json.errors.signature).toBe(messages.signatureRequired);
    const gif = `data:image/png;base64,${Buffer.from('GIF89a'.padEnd(80, 'x')).toString('base64')}`;
    const fake = await call(t.app, signJsa, {
      body: { name: 'Rosa', jsaId: id, signature: gif },
      token: supervisor.token,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json.message).toBe(messages.signatureNotPng);
  });

  it('stores the signature as a file and lists it on the sign-in sheet', async () => {
    const id = (await save({})).json.id;
    const res = await call(t.app, signJsa, {
      body: { name: ' Rosa Jimenez ', jsaId: id, signature: PNG },
      token: supervisor.token,
    });
    expect(res.json).toEqual({ success: true, message: messages.signatureSaved });
    const list = await call(t.app, jsaListSignatures, { query: { id }, token: viewer });
    expect(list.json.signatures).toEqual([
      {
        jsaSignatureId: expect.any(Number),
        name: 'Rosa Jimenez',
        dataURL: PNG,
        signedAt: expect.any(String),
        version: 1,
      },
    ]);
    const [row] = await t.database.db.select().from(jsaSignatures).where(eq(jsaSignatures.jsaId, id));
    const [file] = await t.database.db.select().from(files).where(eq(files.id, row.fileId));
    expect(file.contentType).toBe('image/png');
    expect(await auditOf(t.database.db, 'jsa', id, ['sign'])).toMatchObject([
      { userId: supervisor.id, change: { name: 'Rosa Jimenez' } },
    ]);
  });
});
