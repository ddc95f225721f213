import { messages } from '@fieldbook/contract';
import { reviewInformation, reviewNote } from '@fieldbook/contract/approvals';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInAs } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createJob, jobRow } from '../../../test/factories/jobs.ts';
import { handOffs, jobNotes, jobs } from '../../db/schema/index.ts';

let t: TestApp;
/** jobs.view + stage.review */
let reviewer: string;
/** jobs.view only */
let viewer: string;
/** stage.review for Noise Monitoring jobs only */
let limited: string;
/** a Drilling User who also holds stage.review */
let drillUser: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signInAs(t, ['jobs.view', 'stage.review']);
  viewer = await signInAs(t, ['jobs.view']);
  limited = await signInAs(t, ['jobs.view'], { permission: 'stage.review', classes: ['Noise Monitoring'] });
  drillUser = await signInAs(t, ['jobs.view', 'stage.review', 'drilling.user']);
});

const note = (jobId: number, targetStep: number, extra: object = {}) => ({
  jobId,
  targetStep,
  noteTitle: 'Scope check',
  note: 'Wall height does not match the survey.',
  ...extra,
});

describe('GET /JobReview/ReviewInformation', () => {
  it('answers 401 and 403', async () => {
    const job = await createJob(t.database.db, { stepId: 2 });
    const plain = await signInAs(t, []);
    await denies(t.app, reviewInformation, { query: { JobId: job.id } }, plain);
  });

  it('answers 400 without a job id and 404 for a missing job', async () => {
    expect((await call(t.app, reviewInformation, { token: viewer })).statusCode).toBe(400);
    const res = await call(t.app, reviewInformation, { query: { JobId: '999999' }, token: viewer });
    expect(res.statusCode).toBe(404);
  });

  it('lists the steps before the current one and whether the user may review', async () => {
    const job = await createJob(t.database.db, { stepId: 4, classification: 'Sound Wall' });
    const res = await call(t.app, reviewInformation, { query: { JobId: job.id }, token: reviewer });
    expect(res.json).toEqual({
      success: true,
      steps: [
        { stepId: 1, stepName: 'Hand-Off' },
        { stepId: 2, stepName: 'Review' },
        { stepId: 3, stepName: 'Budgeting' },
      ],
      currentStep: 4,
      allowReview: true,
    });
    const asViewer = await call(t.app, reviewInformation, { query: { JobId: job.id }, token: viewer });
    expect(asViewer.json.allowReview).toBe(false);
    // limited to another class, or a Drilling User: no review
    const asLimited = await call(t.app, reviewInformation, { query: { JobId: job.id }, token: limited });
    expect(asLimited.json.allowReview).toBe(false);
  });

  it('offers no review outside steps 2 and 4 or on a canceled job', async () => {
    for (const opts of [{ stepId: 1 }, { stepId: 3 }, { stepId: 5 }, { stepId: 2, canceled: true }]) {
      const job = await createJob(t.database.db, opts);
      const res = await call(t.app, reviewInformation, { query: { JobId: job.id }, token: reviewer });
      expect(res.json.allowReview).toBe(false);
    }
  });
});

describe('POST /JobReview/ReviewNote', () => {
  it('answers 401 and 403', async () => {
    const job = await createJob(t.database.db, { stepId: 2 });
    await denies(t.app, reviewNote, { body: note(job.id, -1) }, viewer);
  });

  it('requires the title, the note and a return step', async () => {
    const job = await createJob(t.database.db, { stepId: 2 });
    const noTitle = await call(t.app, reviewNote, { body: note(job.id, -1, { noteTitle: ' ' }), token: reviewer });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json.message).toBe('Note Title is required.');
    const noNote = await call(t.app, reviewNote, { body: note(job.id, -1, { note: '' }), token: reviewer });
    expect(noNote.json.message).toBe('Note is required.');
    for (const targetStep of [undefined, 0, -2]) {
      const res = await call(t.app, reviewNote, { body: note(job.id, 0, { targetStep }), token: reviewer });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('Please select a return step.');
    }
    // not an earlier step
    const later = await call(t.app, reviewNote, { body: note(job.id, 2), token: reviewer });
    expect(later.statusCode).toBe(400);
    expect(later.json.message).toBe('Please select a return step.');
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(2);
    expect(await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id))).toEqual([]);
  });

  it('refuses a reviewer limited to another class, a Drilling User, and a job not under review', async () => {
    const job = await createJob(t.database.db, { stepId: 2, classification: 'Sound Wall' });
    const other = await call(t.app, reviewNote, { body: note(job.id, -1), token: limited });
    expect(other.statusCode).toBe(403);
    expect(other.json.message).toBe(messages.jobClassForbidden);
    const drilling = await createJob(t.database.db, { stepId: 2, drilling: true });
    expect((await call(t.app, reviewNote, { body: note(drilling.id, -1), token: drillUser })).statusCode).toBe(403);
    const handOff = await createJob(t.database.db, { stepId: 1 });
    const res = await call(t.app, reviewNote, { body: note(handOff.id, -1), token: reviewer });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.reviewNotOpen);
    expect((await auditOf(t.database.db, 'job', job.id)).length).toBe(0);
  });

  it('Next Stage advances one step, saves the note as a job note and writes the history', async () => {
    const job = await createJob(t.database.db, { stepId: 2, classification: 'Noise Monitoring' });
    const res = await call(t.app, reviewNote, { body: note(job.id, -1, { fromStep: 2 }), token: limited });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'The job moved to Budgeting.' });
    const row = await jobRow(t.database.db, job.id);
    expect(row.jobStepId).toBe(3);
    expect(row.completedDate).not.toBeNull();
    const notes = await t.database.db.select().from(jobNotes).where(eq(jobNotes.jobId, job.id));
    expect(notes).toMatchObject([
      { stepId: 2, title: 'Scope check', description: 'Wall height does not match the survey.' },
    ]);
    const [h] = await auditOf(t.database.db, 'job', job.id);
    expect(h).toMatchObject({ action: 'review.advance', change: { fromStep: 2, toStep: 3, jobNoteId: notes[0].id } });
    // a retried click (the page still says step 2) changes nothing: Budgeting is not reviewed
    const again = await call(t.app, reviewNote, { body: note(job.id, -1, { fromStep: 2 }), token: limited });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(messages.reviewNotOpen);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(3);
    // the budget's Submit for Review moves the job to Proposal (4), where the reviewer advances it to 5
    await t.database.db.update(jobs).set({ jobStepId: 4 }).where(eq(jobs.id, job.id));
    await call(t.app, reviewNote, { body: note(job.id, -1, { fromStep: 4 }), token: limited });
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(5);
  });

  it('feedback returns the job to an earlier step; to the hand-off it reopens it', async () => {
    const job = await createJob(t.database.db, { stepId: 4 });
    await t.database.db.insert(handOffs).values({ jobId: job.id, completed: true });
    const toReview = await call(t.app, reviewNote, { body: note(job.id, 2), token: reviewer });
    expect(toReview.json.message).toBe('Feedback saved. The job returned to Review.');
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(2);
    const res = await call(t.app, reviewNote, { body: note(job.id, 1), token: reviewer });
    expect(res.statusCode).toBe(200);
    expect((await jobRow(t.database.db, job.id)).jobStepId).toBe(1);
    const [h] = await t.database.db.select().from(handOffs).where(eq(handOffs.jobId, job.id));
    expect(h.completed).toBe(false);
    expect((await auditOf(t.database.db, 'job', job.id)).map((r) => r.action)).toEqual([
      'review.return',
      'review.return',
    ]);
  });
});
