import { type JobNote, type JobNoteGroup, messages } from '@fieldbook/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { assertMayWriteJobs, mayChangeJobs, requireJob } from './job-access.ts';
import * as q from './job-notes.queries.ts';
import { recordJobEvent } from './job-state.ts';

type NoteRow = Awaited<ReturnType<typeof q.selectNotes>>[number];

/** Whether the user may write notes at all (the edit link of their own notes follows it). */
const writesNotes = (ctx: Ctx) => ctx.user.permissions.has('jobs.edit') && mayChangeJobs(ctx.user);

const present = (ctx: Ctx, r: NoteRow): JobNote => ({
  jobNoteId: r.jobNoteId,
  title: r.title,
  description: r.description,
  noteUser: r.noteUser,
  date: r.date.toISOString(),
  editable: r.userId === ctx.user.id && writesNotes(ctx),
});

/** Notes (newest first) grouped under the step they were written at, groups in order of their newest note. */
export function groupNotes(ctx: Ctx, rows: NoteRow[]): JobNoteGroup[] {
  const groups = new Map<string, JobNote[]>();
  for (const r of rows) {
    const list = groups.get(r.stepName) ?? [];
    list.push(present(ctx, r));
    groups.set(r.stepName, list);
  }
  return [...groups].map(([header, notes]) => ({ header, notes }));
}

export async function jobNoteList(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  return { success: true as const, data: await notesOf(ctx, jobId) };
}

/** The grouped notes of a job already through the gate (the job page shares it). */
export const notesOf = async (ctx: Ctx, jobId: number) => groupNotes(ctx, await q.selectNotes(ctx.db, jobId));

export async function getJobNote(ctx: Ctx, noteId: number) {
  const row = await q.findNote(ctx.db, noteId);
  if (!row) throw notFound(messages.jobNoteNotFound);
  await requireJob(ctx, row.jobId); // the note of a job the user may not see is not found either
  return { success: true as const, data: { ...present(ctx, row), jobId: row.jobId } };
}

interface SaveNoteInput {
  jobId: number;
  jobNoteId: number;
  title: string;
  description: string;
}

/** POST /Job/SaveJobNote: a new note at the job's current step, or an edit of one's own note. */
export async function saveJobNote(ctx: Ctx, input: SaveNoteInput) {
  assertMayWriteJobs(ctx.user);
  const { title, description } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, input.jobId, { lock: tx });
    if (input.jobNoteId === 0) {
      // A retried request (same user, job, title and text within a minute) does not add the note twice.
      const [dup] = (
        await tx.execute<{ id: number }>(
          sql`select id from job_notes where job_id = ${job.id} and user_id = ${ctx.user.id} and title = ${title}
              and description = ${description} and created_at > now() - interval '1 minute' limit 1`,
        )
      ).rows;
      if (dup) return dup.id;
      const noteId = await q.insertNote(tx, {
        jobId: job.id,
        stepId: job.jobStepId,
        userId: ctx.user.id,
        title,
        description,
      });
      await recordJobEvent(tx, ctx.user.id, job.id, 'note.create', { noteId, title });
      return noteId;
    }
    const note = await q.findNote(tx, input.jobNoteId);
    if (!note || note.jobId !== job.id) throw notFound(messages.jobNoteNotFound);
    if (note.userId !== ctx.user.id) throw forbidden(messages.jobNoteNotOwn);
    await q.updateNote(tx, note.jobNoteId, { title, description });
    await recordJobEvent(tx, ctx.user.id, job.id, 'note.update', { noteId: note.jobNoteId, title });
    return note.jobNoteId;
  });
  return { success: true as const, message: messages.jobNoteSaved, id };
}
