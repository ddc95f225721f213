import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type BodyOf, FIELD_TICKET_COMMENT_TYPES, messages } from '@fieldbook/contract';
import { uploadHourFuelPicture } from '@fieldbook/contract/forms-equipment';
import {
  checkEditFieldTicket,
  editFieldTicket,
  emailFieldTicketPdf,
  fieldTicketCommentTypes,
  fieldTicketList,
  fieldTicketListAllByJobId,
  getFieldTicket,
  getFieldTicketPdf,
  saveFieldTicket,
} from '@fieldbook/contract/forms-field-tickets';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob } from '../../../test/factories/hand-off.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import {
  equipmentFormNames,
  equipmentForms,
  fieldTicketRequests,
  fieldTickets,
  outbox,
} from '../../db/schema/index.ts';

/** A 1 × 1 PNG, as a signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A GIF wearing a PNG data URL. */
const NOT_PNG = `data:image/png;base64,${Buffer.from('GIF89a'.padEnd(80, 'x')).toString('base64')}`;

let t: TestApp;
let smtp: TestSmtp;
let supervisor: { id: number; token: string };
let crew: string; // may create, not edit a submitted ticket
let viewer: string;
let job: { id: number };
const dir = mkdtempSync(join(tmpdir(), 'field-ticket-'));

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  supervisor = await signInUser(t, ['forms.view', 'forms.fieldTicketCreate', 'forms.fieldTicketEdit', 'jobs.view']);
  crew = await signInAs(t, ['forms.view', 'forms.fieldTicketCreate']);
  viewer = await signInAs(t, ['forms.view']);
  job = await createHandOffJob(t.database.db, { stepId: 10, jobName: 'Hawkins 14-22 Pad sound wall' });
});

type Body = BodyOf<typeof saveFieldTicket>;
const body = (over: Partial<Body> = {}): Body => ({
  fieldTicketId: 0,
  jobId: job.id,
  stepId: 10,
  requestKey: randomUUID(),
  date: '2026-11-24',
  submit: false,
  equipmentForms: [],
  fieldTicketRoustabouts: [
    { name: 'Rosa Jimenez', hours: '10' },
    { name: 'Tomas Reyes', hours: '8' },
  ],
  fieldTicketComments: [
    {
      fieldTicketCommentId: 0,
      commentType: 1,
      comment: 'Set 240 ft of wall on the north side.',
      signee: '',
      signature: null,
    },
    {
      fieldTicketCommentId: 0,
      commentType: 3,
      comment: 'Two hours standby waiting for the crane.',
      signee: 'Dale Whitaker',
      signature: PNG,
    },
  ],
  clientSignaturePrint: 'Dale Whitaker',
  clientSignatureData: PNG,
  supervisorSignaturePrint: 'Cody Braddock',
  supervisorSignatureData: PNG,
  ...over,
});

const save = (b: Body, token = supervisor.token) => call(t.app, saveFieldTicket, { body: b, token });

const saved = (bytes: Buffer) => {
  const path = join(dir, `${randomUUID()}.pdf`);
  writeFileSync(path, bytes);
  return path;
};
const textOf = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', saved(bytes), '-'], { encoding: 'utf8' });
/** The pages pdftoppm draws of a PDF. */
const pagesOf = (bytes: Buffer) => {
  const prefix = join(dir, randomUUID());
  execFileSync('pdftoppm', ['-r', '20', '-png', saved(bytes), prefix]);
  return readdirSync(dir).filter((f) => f.startsWith(basename(prefix))).length;
};

describe('POST /JobForm/FieldTicket', () => {
  it('answers 401 anonymously and 403 without a field ticket permission', async () => {
    await denies(t.app, saveFieldTicket, { body: body() }, viewer);
  });

  it('answers 400 with the submit rules of spec §5 on their fields', async () => {
    const res = await save(
      body({
        submit: true,
        clientSignaturePrint: ' ',
        supervisorSignaturePrint: '',
        fieldTicketRoustabouts: [{ name: 'Rosa', hours: '8.5' }],
        fieldTicketComments: [
          { fieldTicketCommentId: 0, commentType: 0, comment: '', signee: '', signature: null },
          { fieldTicketCommentId: 0, commentType: 4, comment: 'Extra panels', signee: '', signature: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      clientSignaturePrint: messages.clientPrintedNameRequired,
      supervisorSignaturePrint: messages.supervisorNameRequired,
      'fieldTicketRoustabouts.0.hours': messages.roustaboutHoursDigits,
      'fieldTicketComments.0.commentType': messages.ticketCommentTypeRequired,
      'fieldTicketComments.0.comment': messages.ticketCommentRequired,
      'fieldTicketComments.1.signee': messages.ticketCommentSigneeRequired,
      'fieldTicketComments.1.signature': messages.ticketCommentSignatureRequired,
    });
    const bad = await save(body({ requestKey: 'again', stepId: 5 } as Partial<Body>));
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toMatchObject({ requestKey: messages.ticketRequestKey, stepId: messages.ticketWrongStep });
  });

  it('refuses a signature that is not a PNG and changes nothing', async () => {
    const before = await t.database.db.select().from(fieldTickets);
    const res = await save(body({ supervisorSignatureData: NOT_PNG }));
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({ supervisorSignatureData: messages.signatureNotPng });
    expect(await t.database.db.select().from(fieldTickets)).toHaveLength(before.length);
  });

  it('creates and submits a ticket once per request key, with history and audit', async () => {
    const b = body({ submit: true });
    const first = await save(b);
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({
      success: true,
      message: messages.ticketSubmitted,
      id: expect.any(Number),
      version: 1,
    });
    // A phone's retry of the same save: the first answer, no second ticket.
    const again = await save(b);
    expect(again.json).toEqual(first.json);
    const rows = await t.database.db.select().from(fieldTickets).where(eq(fieldTickets.jobId, job.id));
    expect(rows.filter((r) => r.id === first.json.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(fieldTicketRequests).where(eq(fieldTicketRequests.requestKey, b.requestKey)),
    ).toHaveLength(1);

    const read = await call(t.app, getFieldTicket, { query: { id: first.json.id }, token: viewer });
    expect(read.json.data).toMatchObject({
      fieldTicketId: first.json.id,
      date: '2026-11-24',
      jobId: job.id,
      stepId: 10,
      complete: true,
      equipmentForms: [],
      fieldTicketRoustabouts: [
        { name: 'Rosa Jimenez', hours: 10 },
        { name: 'Tomas Reyes', hours: 8 },
      ],
      clientSignaturePrint: 'Dale Whitaker',
      clientSignatureData: PNG,
      supervisorSignaturePrint: 'Cody Braddock',
      supervisorSignatureData: PNG,
      history: [{ type: 'Submitted', user: expect.any(String), date: expect.any(String) }],
    });
    expect(read.json.data.fieldTicketComments).toMatchObject([
      { commentType: 1, commentTypeStr: 'Daily Work Summary', signature: null, isDeleted: false },
      { commentTypeStr: 'Standby / Delay', signee: 'Dale Whitaker', signature: PNG, signatureRequired: true },
    ]);
    expect(await auditOf(t.database.db, 'fieldTicket', first.json.id)).toMatchObject([
      { userId: supervisor.id, action: 'create' },
    ]);
  });

  it('keeps a submitted ticket submitted and records every later change in its history', async () => {
    const created = await save(body({ submit: true }));
    const id = created.json.id;
    const ticket = (await call(t.app, getFieldTicket, { query: { id }, token: viewer })).json.data;
    // The crew may not change a submitted ticket; the supervisor may, and it shows.
    const byCrew = await save(body({ fieldTicketId: id, submit: false }), crew);
    expect(byCrew.statusCode).toBe(403);
    expect(byCrew.json.message).toBe(messages.ticketNotEditable);
    const changed = await save(
      body({
        fieldTicketId: id,
        submit: false,
        clientSignatureData: null,
        supervisorSignatureData: null,
        fieldTicketRoustabouts: [{ name: 'Rosa Jimenez', hours: '11' }],
        fieldTicketComments: [
          { ...ticket.fieldTicketComments[0], signature: null },
          {
            fieldTicketCommentId: 0,
            commentType: 2,
            comment: 'Spotter used for the crane.',
            signee: '',
            signature: null,
          },
        ],
      }),
    );
    expect(changed.statusCode).toBe(200);
    const after = (await call(t.app, getFieldTicket, { query: { id }, token: viewer })).json.data;
    expect(after.complete).toBe(true);
    expect(after.clientSignatureData).toBe(PNG); // kept when no new drawing is sent
    expect(after.fieldTicketRoustabouts).toEqual([{ name: 'Rosa Jimenez', hours: 11 }]);
    expect(after.fieldTicketComments.map((c) => [c.commentTypeStr, c.isDeleted])).toEqual([
      ['Daily Work Summary', false],
      ['Standby / Delay', true],
      ['Safety Observation', false],
    ]);
    expect(after.history.map((h) => h.type)).toEqual(['Submitted', 'Changed After Submission']);
  });

  it('lets the crew save a draft and submit it; refuses a canceled job', async () => {
    const draft = await save(body({ submit: false }), crew);
    expect(draft.json.message).toBe(messages.ticketSaved);
    const submitted = await save(body({ fieldTicketId: draft.json.id, submit: true }), crew);
    expect(submitted.json.message).toBe(messages.ticketSubmitted);
    const canceled = await createHandOffJob(t.database.db, { stepId: 10, canceled: true });
    const res = await save(body({ jobId: canceled.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.ticketJobCanceled);
  });

  it("lists only the job's equipment forms, and submits only when every listed form is submitted", async () => {
    const [name] = await t.database.db.insert(equipmentFormNames).values({ name: 'Light Tower' }).returning();
    const makeForm = (jobId: number, complete: boolean) =>
      t.database.db
        .insert(equipmentForms)
        .values({ equipmentFormNameId: name.id, name: 'Light Tower', jobId, stepId: 10, unitNumber: 'LT-7', complete })
        .returning()
        .then(([r]) => r.id);
    const draftForm = await makeForm(job.id, false);
    const other = await createHandOffJob(t.database.db, { stepId: 10 });
    const foreign = await save(body({ equipmentForms: [await makeForm(other.id, true)] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json.errors.equipmentForms).toBe(messages.equipmentFormNotFound);
    const before = (await t.database.db.select().from(fieldTickets)).length;
    const refused = await save(body({ equipmentForms: [draftForm], submit: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json.errors.equipmentForms).toBe(messages.completeVehicleChecklists);
    expect(await t.database.db.select().from(fieldTickets)).toHaveLength(before);
    const saved = await save(body({ equipmentForms: [draftForm] }));
    expect(saved.statusCode).toBe(200);
    await t.database.db.update(equipmentForms).set({ complete: true }).where(eq(equipmentForms.id, draftForm));
    const submitted = await save(body({ fieldTicketId: saved.json.id, equipmentForms: [draftForm], submit: true }));
    expect(submitted.json.message).toBe(messages.ticketSubmitted);
  });

  it('answers 404 for a ticket of another job and for an unknown job', async () => {
    const other = await createHandOffJob(t.database.db, { stepId: 10 });
    const mine = await save(body());
    const res = await save(body({ jobId: other.id, fieldTicketId: mine.json.id }));
    expect(res.statusCode).toBe(404);
    expect((await save(body({ jobId: 2_000_000 }))).statusCode).toBe(404);
  });
});

describe('GET /JobForm/FieldTicket, /JobForm/EditFieldTicket, /JobForm/CheckEditFieldTicket', () => {
  it('answer 401 anonymously and 403 without the permission', async () => {
    await denies(t.app, getFieldTicket, { query: { id: 1 } }, await signInAs(t, []));
    await denies(t.app, editFieldTicket, { query: { id: 1 } }, viewer);
    await denies(t.app, checkEditFieldTicket, { query: { id: 1 } }, await signInAs(t, []));
  });

  it('answer 400 for an id that is not one and 404 for an unknown ticket', async () => {
    const res = await call(t.app, getFieldTicket, { query: { id: 'x' as unknown as number }, token: viewer });
    expect(res.statusCode).toBe(400);
    const missing = await call(t.app, getFieldTicket, { query: { id: 999_999 }, token: viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.ticketNotFound);
  });

  it('say who may edit: the editor always, the crew until it is submitted, a viewer never', async () => {
    const draft = (await save(body())).json.id;
    const done = (await save(body({ submit: true }))).json.id;
    const check = async (id: number, token: string) =>
      (await call(t.app, checkEditFieldTicket, { query: { id }, token })).json.success;
    expect(await check(draft, supervisor.token)).toBe(true);
    expect(await check(done, supervisor.token)).toBe(true);
    expect(await check(draft, crew)).toBe(true);
    expect(await check(done, crew)).toBe(false);
    expect(await check(done, viewer)).toBe(false);
    const edit = await call(t.app, editFieldTicket, { query: { id: done }, token: crew });
    expect(edit.statusCode).toBe(403);
    expect(edit.json.message).toBe(messages.ticketNotEditable);
    const ok = await call(t.app, editFieldTicket, { query: { id: done }, token: supervisor.token });
    expect(ok.json.data.fieldTicketId).toBe(done);
  });
});

describe('GET /JobForm/FieldTicketList, /JobForm/FieldTicketListAllByJobId, /JobForm/FieldTicketCommentTypes', () => {
  it('answer 401 anonymously and 403 without forms.view', async () => {
    const none = await signInAs(t, []);
    await denies(t.app, fieldTicketList, { query: { jobId: job.id, stepId: 10 } }, none);
    await denies(t.app, fieldTicketListAllByJobId, { query: { jobId: job.id } }, none);
    await denies(t.app, fieldTicketCommentTypes, {}, none);
  });

  it('answer 400 for a stage without field tickets', async () => {
    const res = await call(t.app, fieldTicketList, { query: { jobId: job.id, stepId: 7 }, token: viewer });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.ticketWrongStep);
  });

  it("list a stage's tickets newest first with allowCreate, and all of a job's", async () => {
    const j = await createHandOffJob(t.database.db, { stepId: 11 });
    const a = (await save(body({ jobId: j.id, stepId: 11, date: '2026-11-20' }))).json.id;
    const b = (await save(body({ jobId: j.id, stepId: 11, date: '2026-11-22', submit: true }))).json.id;
    const c = (await save(body({ jobId: j.id, stepId: 12, date: '2026-11-23' }))).json.id;
    const list = await call(t.app, fieldTicketList, { query: { jobId: j.id, stepId: 11 }, token: crew });
    expect(list.json).toEqual({
      success: true,
      allowCreate: true,
      data: [
        { fieldTicketId: b, date: '2026-11-22', completed: true, stepId: 11 },
        { fieldTicketId: a, date: '2026-11-20', completed: false, stepId: 11 },
      ],
    });
    const asViewer = await call(t.app, fieldTicketList, { query: { jobId: j.id, stepId: 11 }, token: viewer });
    expect(asViewer.json.allowCreate).toBe(false);
    const all = await call(t.app, fieldTicketListAllByJobId, { query: { jobId: j.id }, token: viewer });
    expect(all.json.data.map((r) => r.fieldTicketId)).toEqual([c, b, a]);
    const types = await call(t.app, fieldTicketCommentTypes, { token: viewer });
    expect(types.json.data).toEqual(FIELD_TICKET_COMMENT_TYPES.map((x) => ({ ...x })));
  });
});

describe('GET /Pdf/GetFieldTicketPDF, /Pdf/EmailFieldTicketPdf', () => {
  it('answer 401 anonymously and 403 without forms.view', async () => {
    const none = await signInAs(t, []);
    await denies(t.app, getFieldTicketPdf, { query: { fieldTicketId: 1 } }, none);
    await denies(t.app, emailFieldTicketPdf, { query: { fieldTicketId: 1, toAddress: 'a@example.com' } }, none);
  });

  it('answer 400 for a bad address', async () => {
    const res = await call(t.app, emailFieldTicketPdf, {
      query: { fieldTicketId: 1, toAddress: 'not-an-address' },
      token: viewer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors?.toAddress).toBe(messages.invalidEmail);
  });

  it('render every section with the signatures on the letterhead', async () => {
    const id = (await save(body({ submit: true }))).json.id;
    const res = await call(t.app, getFieldTicketPdf, { query: { fieldTicketId: id }, token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = textOf(res.rawPayload);
    for (const s of [
      'Stillwater Noise Control',
      `Field Ticket ${id}`,
      'November 24, 2026',
      'Hawkins 14-22 Pad sound wall',
      'Roustabouts',
      'Rosa Jimenez',
      'Total',
      '18',
      'Equipment Forms',
      messages.noEquipmentFormsCreated,
      'Daily Ticket Comments',
      'Standby / Delay',
      'Signee: Dale Whitaker',
      'Client Signature',
      'Supervisor Signature',
      'Cody Braddock',
      'History',
      'Submitted',
    ])
      expect(text).toContain(s);
    // Three signature images: the comment's, the client's and the supervisor's.
    expect(res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(3);
    // One page: the signatures and the history fit under the comments (pdftoppm draws one picture).
    expect(pagesOf(res.rawPayload)).toBe(1);
    const unsigned = (
      await save(body({ clientSignatureData: null, supervisorSignatureData: null, fieldTicketRoustabouts: [] }))
    ).json.id;
    const text2 = textOf(
      (await call(t.app, getFieldTicketPdf, { query: { fieldTicketId: unsigned }, token: viewer })).rawPayload,
    );
    expect(text2).toContain(messages.noSignatureAvailable);
    expect(text2).toContain(messages.noRoustaboutHours);
  });

  it("print the history's times on the reader's clock, naming the zone, and refuse an offset out of range", async () => {
    const id = (await save(body({ submit: true }))).json.id;
    const [saveRow] = (await call(t.app, getFieldTicket, { query: { id }, token: viewer })).json.data.history;
    const at = new Date(saveRow.date);
    const local = new Date(at.getTime() - 6 * 3_600_000);
    const hour = local.getUTCHours() % 12 || 12;
    const clock = `${hour}:${String(local.getUTCMinutes()).padStart(2, '0')} ${local.getUTCHours() < 12 ? 'AM' : 'PM'}`;
    const res = await call(t.app, getFieldTicketPdf, {
      query: { fieldTicketId: id, timezoneOffset: -6 },
      token: viewer,
    });
    expect(textOf(res.rawPayload)).toContain(`${clock} UTC-6`);
    const bad = await call(t.app, getFieldTicketPdf, {
      query: { fieldTicketId: id, timezoneOffset: 15 },
      token: viewer,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors.timezoneOffset).toBe(messages.jsaTimezoneOffset);
  });

  it('show each listed equipment form with its hour/fuel photo', async () => {
    const [name] = await t.database.db.insert(equipmentFormNames).values({ name: 'Generator' }).returning();
    const [listed] = await t.database.db
      .insert(equipmentForms)
      .values({
        equipmentFormNameId: name.id,
        name: 'Generator',
        jobId: job.id,
        stepId: 10,
        unitNumber: 'GEN-12',
        complete: false,
      })
      .returning();
    const photographer = await signInAs(t, ['forms.view', 'forms.equipmentEdit']);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();
    const upload = await call(t.app, uploadHourFuelPicture, {
      body: form({ EquipmentFormId: listed.id }, { bytes: photo, name: 'hours.jpg', type: 'image/jpeg' }),
      token: photographer,
    });
    expect(upload.statusCode).toBe(200);
    // Photos are taken before the form is submitted; a submitted form takes none.
    await t.database.db.update(equipmentForms).set({ complete: true }).where(eq(equipmentForms.id, listed.id));
    const images = async (equipmentForms: number[]) => {
      const id = (await save(body({ equipmentForms }))).json.id;
      const pdf = (await call(t.app, getFieldTicketPdf, { query: { fieldTicketId: id }, token: viewer })).rawPayload;
      return { text: textOf(pdf), count: pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0 };
    };
    const without = await images([]);
    const withForm = await images([listed.id]);
    expect(withForm.text).toContain('Generator · GEN-12 · Submitted');
    expect(withForm.count).toBe(without.count + 1);
  });

  it('e-mail the PDF as an attachment and keep it in the outbox', async () => {
    const id = (await save(body({ submit: true }))).json.id;
    const res = await call(t.app, emailFieldTicketPdf, {
      query: {
        fieldTicketId: id,
        toAddress: 'dale.whitaker@example.com',
        toName: 'Dale Whitaker',
        message: "Yesterday's ticket, signed.",
        fromName: 'Cody Braddock',
      },
      token: viewer,
    });
    expect(res.json).toEqual({
      success: true,
      message: messages.ticketEmailed('dale.whitaker@example.com'),
      queued: false,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('dale.whitaker@example.com'));
    expect(mail.subject).toContain(`Field Ticket ${id}`);
    expect(mail.raw).toContain("Yesterday's ticket, signed.");
    const part = mail.raw.match(
      new RegExp(`filename="?FieldTicket-${id}\\.pdf"?[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`),
    );
    expect(part, 'the PDF attachment').not.toBeNull();
    const pdf = Buffer.from((part as RegExpMatchArray)[1].replace(/\s+/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOf(pdf)).toContain(`Field Ticket ${id}`);
    const [kept] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'dale.whitaker@example.com'));
    expect(kept.sentAt).not.toBeNull();
    expect(kept.attachments.map((a) => a.filename)).toEqual([`FieldTicket-${id}.pdf`]);
    expect(await auditOf(t.database.db, 'fieldTicket', id, ['email'])).toHaveLength(1);
  });
});
