import { randomUUID } from 'node:crypto';
import { messages } from '@fieldbook/contract';
import { getEquipmentForm, saveEquipmentForm } from '@fieldbook/contract/forms-equipment';
import { getFieldTicket, saveFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { getJsa, jsaListEdits, saveJsa } from '@fieldbook/contract/forms-jsa';
import { createSurveyForm, getSurveyForm, saveSurveyForm } from '@fieldbook/contract/surveys';
import { createTimesheetEntries, getTimesheetEntry, saveTimesheetEntry } from '@fieldbook/contract/timesheets';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createFieldWorld } from '../../test/factories/field-world.ts';
import { crewPair } from '../../test/once-requests.ts';

// A versioned form's save with the version the device last saw (baseVersion): refused with 409 and
// the current record when someone saved it meanwhile, saved with one more version otherwise.

let t: TestApp;
let me: { id: number; fullName?: string; token: string };
let other: { id: number; token: string };
let otherName: string;

interface Versioned {
  /** A new record: its id. */
  create(): Promise<number>;
  /** The record as the editor's read call answers it. */
  read(id: number, token: string): Promise<{ version: number } & Record<string, unknown>>;
  /** A save changing one field to `text`, with the baseVersion when given. */
  save(id: number, text: string, token: string, baseVersion?: number): ReturnType<typeof call>;
  /** The field `save` changes. */
  field: string;
}

let forms: Record<string, Versioned>;

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await crewPair(t);
  const [row] = (await t.database.pool.query('select first_name, last_name from users where id = $1', [other.id])).rows;
  otherName = `${row.first_name} ${row.last_name}`;
  const db = t.database.db;
  const { job, name, timesheetEntry: entry } = await createFieldWorld(db, '2024-06-01');
  const ok = async (res: ReturnType<typeof call>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    return r.json;
  };
  const equipment = (id: number, unitNumber: string) => ({
    equipmentFormId: id,
    equipmentFormNameId: name.id,
    jobId: job.id,
    stepId: 10,
    unitNumber,
    comments: '',
    checkBoxes: [],
    submit: false,
    clientKey: randomUUID(),
  });
  const entries = new Map<number, ReturnType<typeof entry>>();
  const ticket = (fieldTicketId: number, clientSignaturePrint: string) => ({
    fieldTicketId,
    jobId: job.id,
    stepId: 10,
    requestKey: randomUUID(),
    date: '2026-11-24',
    submit: false,
    equipmentForms: [],
    fieldTicketRoustabouts: [{ name: 'Rosa Jimenez', hours: '10' }],
    fieldTicketComments: [],
    clientSignaturePrint,
    clientSignatureData: null,
    supervisorSignaturePrint: 'Rosa Jimenez',
    supervisorSignatureData: null,
  });
  const jsa = (jsaId: number, supervisor: string) => ({
    jsaId,
    jobId: job.id,
    stepId: 10,
    date: '2026-11-24T14:30:00.000Z',
    supervisor,
    supervisorContact: '(432) 555-0142',
    cprCertifiedEmployee: 'Rosa Jimenez',
    nameOfNearestHospital: 'Midland Memorial Hospital',
    nearestHospitalAddress: '400 Rosalind Redfern Grover Pkwy, Midland, TX',
    emergencyAddress: 'Hawkins 14-22 Pad, CR 1250, Midland, TX',
    checkBoxCategories: [],
    emergency: [],
    riskManagements: [],
  });
  forms = {
    'field ticket': {
      field: 'clientSignaturePrint',
      create: async () => (await ok(call(t.app, saveFieldTicket, { body: ticket(0, 'Dale'), token: me.token }))).id,
      read: async (id, token) => (await ok(call(t.app, getFieldTicket, { query: { id }, token }))).data,
      save: (id, text, token, baseVersion) =>
        call(t.app, saveFieldTicket, { body: { ...ticket(id, text), baseVersion }, token }),
    },
    JSA: {
      field: 'supervisor',
      create: async () => (await ok(call(t.app, saveJsa, { body: jsa(0, 'Dale'), token: me.token }))).id,
      read: async (id, token) => (await ok(call(t.app, getJsa, { query: { id }, token }))).data,
      save: (id, text, token, baseVersion) => call(t.app, saveJsa, { body: { ...jsa(id, text), baseVersion }, token }),
    },
    'equipment form': {
      field: 'unitNumber',
      create: async () =>
        (await ok(call(t.app, saveEquipmentForm, { body: equipment(0, 'LT-1'), token: me.token }))).id,
      read: async (id, token) => (await ok(call(t.app, getEquipmentForm, { query: { id }, token }))).data,
      save: (id, text, token, baseVersion) =>
        call(t.app, saveEquipmentForm, { body: { ...equipment(id, text), baseVersion }, token }),
    },
    'survey form': {
      field: 'site',
      create: async () =>
        (await ok(call(t.app, createSurveyForm, { body: { id: job.id, clientKey: randomUUID() }, token: me.token })))
          .data.surveyFormId,
      read: async (id, token) => (await ok(call(t.app, getSurveyForm, { body: { id }, token }))).data,
      save: (id, site, token, baseVersion) =>
        call(t.app, saveSurveyForm, {
          body: { surveyFormId: id, submissionDate: '2026-11-24', duration: null, surveyType: null, site, baseVersion },
          token,
        }),
    },
    'timesheet entry': {
      field: 'description',
      create: async () => {
        const body = entry('Set panels');
        const [id] = (await ok(call(t.app, createTimesheetEntries, { body, token: me.token }))).timesheetEntryIds;
        entries.set(id, body);
        return id;
      },
      read: async (id, token) => (await ok(call(t.app, getTimesheetEntry, { body: { id }, token }))).data,
      save: (id, description, token, baseVersion) =>
        call(t.app, saveTimesheetEntry, {
          body: { ...entries.get(id), description, timesheetEntryId: id, baseVersion },
          token,
        }),
    },
  };
});

describe.each(['equipment form', 'field ticket', 'JSA', 'survey form', 'timesheet entry'])(
  'saving a %s with a baseVersion',
  (name) => {
    it('starts at version 1 and saves with the current one: version + 1', async () => {
      const f = forms[name];
      const id = await f.create();
      expect((await f.read(id, me.token)).version).toBe(1);
      const saved = await f.save(id, 'first change', me.token, 1);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json.version).toBe(2);
      const now = await f.read(id, me.token);
      expect(now.version).toBe(2);
      expect(now[f.field]).toBe('first change');
    });

    it('refuses a stale one with 409: the current record, who changed it and when; nothing saved', async () => {
      const f = forms[name];
      const id = await f.create();
      const theirs = await f.save(id, 'their change', other.token, 1);
      expect(theirs.statusCode, theirs.body).toBe(200);
      const current = await f.read(id, me.token);
      const stale = await f.save(id, 'my offline change', me.token, 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json).toEqual({
        success: false,
        message: messages.editConflict,
        current,
        changedBy: otherName,
        changedAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(stale.json.changedAt))).toBe(false);
      expect(await f.read(id, me.token)).toEqual(current);
      // Keeping the device's version: the same save again on the current version.
      const kept = await f.save(id, 'my offline change', me.token, current.version);
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await f.read(id, me.token))[f.field]).toBe('my offline change');
    });

    it('saves without one, as before', async () => {
      const f = forms[name];
      const id = await f.create();
      await f.save(id, 'their change', other.token, 1);
      const res = await f.save(id, 'no version sent', me.token);
      expect(res.statusCode, res.body).toBe(200);
      const now = await f.read(id, me.token);
      expect(now[f.field]).toBe('no version sent');
      expect(now.version).toBe(3);
    });
  },
);

describe('keeping the device version after a conflict', () => {
  it("leaves both saves in the JSA's edit log and the ticket's history", async () => {
    for (const [name, history] of [
      [
        'JSA',
        async (id: number) =>
          (await call(t.app, jsaListEdits, { query: { JSAId: id }, token: me.token })).json.jsaEditsList as unknown[],
      ],
      ['field ticket', async (id: number) => (await forms['field ticket'].read(id, me.token)).history as unknown[]],
    ] as const) {
      const f = forms[name];
      const id = await f.create();
      const before = (await history(id)).length;
      await f.save(id, 'their change', other.token, 1);
      expect((await f.save(id, 'mine', me.token, 1)).statusCode).toBe(409);
      expect((await f.save(id, 'mine', me.token, 2)).statusCode).toBe(200);
      expect((await history(id)).length, name).toBe(before + 2);
    }
  });
});
