import { messages } from '@fieldbook/contract';
import { getJobNote, jobNoteList, saveJobNote } from '@fieldbook/contract/job-profile';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob } from '../../../test/factories/jobs.ts';
import { createUser } from '../../../test/factories/users.ts';
import { auditLog, jobNotes, jobs } from '../../db/schema/index.ts';

let t: TestApp;
let writer: string;
let other: string;
let viewer: string;
let drillingUser: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = async (opts: Parameters<typeof createUser>[1]) => {
    const u = await createUser(t.database.db, opts);
    return signIn(t.app, u.username, u.password);
  };
  [writer, other, viewer, drillingUser] = await Promise.all([
    token({ permissions: ['jobs.view', 'jobs.edit'] }),
    token({ permissions: ['jobs.view', 'jobs.edit'] }),
    token({ permissions: ['jobs.view'] }),
    token({ role: 'Drilling User' }),
  ]);
});

describe('POST /Job/SaveJobNote', () => {
  it('answers 401 anonymous, 403 without jobs.edit (a Drilling User too)', async () => {
    const job = await createJob(t.database.db, { drilling: true });
    const body = { jobId: job.id, title: 'Gate code', description: '4411' };
    expect((await call(t.app, saveJobNote, { body })).statusCode).toBe(401);
    expect((await call(t.app, saveJobNote, { body, token: viewer })).statusCode).toBe(403);
    expect((await call(t.app, saveJobNote, { body, token: drillingUser })).statusCode).toBe(403);
  });

  it('answers 400 without a title or a body, and nothing is written', async () => {
    const job = await createJob(t.database.db);
    let res = await call(t.app, saveJobNote, { body: { jobId: job.id, title: '', description: 'x' }, token: writer });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobNoteTitleRequired);
    res = await call(t.app, saveJobNote, { body: { jobId: job.id, title: 'x', description: ' ' }, token: writer });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.jobNoteBodyRequired);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id))).toEqual([]);
  });

  it("adds a note at the job's step (once, even when retried), edits own notes only, records history", async () => {
    const db = t.database.db;
    const job = await createJob(db, { stepId: 2 });
    const body = { jobId: job.id, title: 'Gate code', description: 'Code 4411 at the north gate.' };
    const first = (await call(t.app, saveJobNote, { body, token: writer })).json;
    expect(first).toMatchObject({ success: true, message: messages.jobNoteSaved });
    expect((await call(t.app, saveJobNote, { body, token: writer })).json.id).toBe(first.id);
    const [note] = await db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id));
    expect(note).toMatchObject({ id: first.id, stepId: 2, title: 'Gate code' });

    const theirs = await call(t.app, saveJobNote, {
      body: { ...body, jobNoteId: first.id, title: 'Mine now' },
      token: other,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json.message).toBe(messages.jobNoteNotOwn);
    const edited = await call(t.app, saveJobNote, {
      body: { ...body, jobNoteId: first.id, title: 'Gate code (new)' },
      token: writer,
    });
    expect(edited.statusCode).toBe(200);
    const [after] = await db.select().from(jobNotes).where(eq(jobNotes.id, first.id));
    expect(after.title).toBe('Gate code (new)');
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(job.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['note.create', 'note.update']);
  });

  it('answers 404 for a note of another job', async () => {
    const a = await createJob(t.database.db);
    const b = await createJob(t.database.db);
    const { id } = (
      await call(t.app, saveJobNote, { body: { jobId: a.id, title: 'A', description: 'a' }, token: writer })
    ).json;
    const res = await call(t.app, saveJobNote, {
      body: { jobId: b.id, jobNoteId: id, title: 'B', description: 'b' },
      token: writer,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /Job/JobNoteList and POST /Job/GetJobNote', () => {
  it('answer 401, 403, 404 for a job a Drilling User may not see', async () => {
    const job = await createJob(t.database.db);
    expect((await call(t.app, jobNoteList, { query: { jobId: job.id } })).statusCode).toBe(401);
    expect((await call(t.app, jobNoteList, { query: { jobId: job.id }, token: drillingUser })).statusCode).toBe(404);
    expect((await call(t.app, getJobNote, { body: { id: 1 } })).statusCode).toBe(401);
    expect((await call(t.app, getJobNote, { body: { id: 999999 }, token: viewer })).statusCode).toBe(404);
  });

  it('groups notes under the step they were written at, newest first; editable on own notes', async () => {
    const db = t.database.db;
    const job = await createJob(db, { stepId: 1 });
    await call(t.app, saveJobNote, { body: { jobId: job.id, title: 'Scope', description: 'first' }, token: writer });
    await db.update(jobs).set({ jobStepId: 2 }).where(eq(jobs.id, job.id));
    await call(t.app, saveJobNote, { body: { jobId: job.id, title: 'Review', description: 'second' }, token: other });
    await call(t.app, saveJobNote, { body: { jobId: job.id, title: 'Review 2', description: 'third' }, token: writer });

    const data = (await call(t.app, jobNoteList, { query: { jobId: job.id }, token: writer })).json.data;
    expect(data.map((g: { header: string }) => g.header)).toEqual(['Review', 'Hand-Off']);
    expect(data[0].notes.map((n: { title: string; editable: boolean }) => [n.title, n.editable])).toEqual([
      ['Review 2', true],
      ['Review', false],
    ]);
    expect(data[0].notes[0]).toMatchObject({ description: 'third', noteUser: expect.stringMatching(/^Test User/) });

    const id = data[1].notes[0].jobNoteId;
    const one = (await call(t.app, getJobNote, { body: { id }, token: viewer })).json.data;
    expect(one).toMatchObject({ jobNoteId: id, jobId: job.id, title: 'Scope', editable: false });
  });
});
