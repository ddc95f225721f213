import {
  commentTypeOf,
  FIELD_TICKET_COMMENT_TYPES,
  FIELD_TICKET_STEPS,
  type FieldTicket,
  messages,
  type saveFieldTicketBody,
} from '@fieldbook/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  equipmentForms,
  fieldTicketComments,
  fieldTicketEquipmentForms,
  fieldTicketHistory,
  fieldTicketRequests,
  fieldTicketRoustabouts,
  fieldTickets,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { checkBaseVersion } from '../../platform/versions.ts';
import { hasJobPermission, type JobHead, requireJob } from '../jobs/job-access.ts';

// Field tickets (spec 3 §2.8, §2.9, §4, §5): the day's roustabout hours, comments, the client's and
// the supervisor's signatures, and the ticket's history.

const userName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;
const isoUtc = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** History entry types. */
export const HISTORY = {
  created: 'Created',
  submitted: 'Submitted',
  saved: 'Saved',
  changedAfterSubmission: 'Changed After Submission',
} as const;

type TicketRow = typeof fieldTickets.$inferSelect;

/**
 * Who may change a ticket: 'forms.fieldTicketEdit' for the job's class; or, while the ticket is not
 * submitted, 'forms.fieldTicketCreate' (the crew finishing its own day). Never on a canceled job.
 */
export function mayEditTicket(ctx: Pick<Ctx, 'user'>, job: JobHead, ticket: Pick<TicketRow, 'complete'>): boolean {
  if (job.canceled) return false;
  if (hasJobPermission(ctx.user, 'forms.fieldTicketEdit', job.jobClassificationId)) return true;
  return !ticket.complete && hasJobPermission(ctx.user, 'forms.fieldTicketCreate', job.jobClassificationId);
}

const mayCreateTicket = (ctx: Pick<Ctx, 'user'>, job: JobHead) =>
  !job.canceled && hasJobPermission(ctx.user, 'forms.fieldTicketCreate', job.jobClassificationId);

// --- reading --------------------------------------------------------------------------------------

async function findTicket(db: Tx, id: number, lock = false) {
  const q = db.select().from(fieldTickets).where(eq(fieldTickets.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The ticket and its job, or 404 when either is out of the caller's sight. */
export async function requireTicket(ctx: Ctx, id: number) {
  const row = await findTicket(ctx.db, id);
  if (!row) throw notFound(messages.ticketNotFound);
  const job = await requireJob(ctx, row.jobId);
  return { row, job };
}

const dataUrl = (bytes: Buffer | null) => (bytes ? `data:image/png;base64,${bytes.toString('base64')}` : null);

export async function readTicket(db: Tx, row: TicketRow): Promise<FieldTicket> {
  const [roustabouts, comments, forms, history] = await Promise.all([
    db
      .select()
      .from(fieldTicketRoustabouts)
      .where(eq(fieldTicketRoustabouts.fieldTicketId, row.id))
      .orderBy(asc(fieldTicketRoustabouts.sortOrder)),
    db
      .select()
      .from(fieldTicketComments)
      .where(eq(fieldTicketComments.fieldTicketId, row.id))
      .orderBy(asc(fieldTicketComments.sortOrder), asc(fieldTicketComments.id)),
    db
      .select({ id: fieldTicketEquipmentForms.equipmentFormId })
      .from(fieldTicketEquipmentForms)
      .where(eq(fieldTicketEquipmentForms.fieldTicketId, row.id))
      .orderBy(asc(fieldTicketEquipmentForms.equipmentFormId)),
    db
      .select({ type: fieldTicketHistory.type, user: userName, date: isoUtc(fieldTicketHistory.at) })
      .from(fieldTicketHistory)
      .leftJoin(users, eq(users.id, fieldTicketHistory.userId))
      .where(eq(fieldTicketHistory.fieldTicketId, row.id))
      .orderBy(asc(fieldTicketHistory.at), asc(fieldTicketHistory.id)),
  ]);
  return {
    fieldTicketId: row.id,
    date: row.date,
    jobId: row.jobId,
    stepId: row.stepId,
    complete: row.complete,
    equipmentForms: forms.map((f) => f.id),
    fieldTicketRoustabouts: roustabouts.map((r) => ({ name: r.name, hours: r.hours })),
    fieldTicketComments: comments.map((c) => ({
      fieldTicketCommentId: c.id,
      commentType: c.commentType,
      commentTypeStr: c.commentTypeName,
      comment: c.comment,
      signee: c.signee,
      signature: dataUrl(c.signature),
      signatureRequired: c.signatureRequired,
      isDeleted: c.isDeleted,
    })),
    history,
    clientSignaturePrint: row.clientSignaturePrint,
    clientSignatureData: dataUrl(row.clientSignature),
    supervisorSignaturePrint: row.supervisorSignaturePrint,
    supervisorSignatureData: dataUrl(row.supervisorSignature),
    version: row.version,
  };
}

export async function getFieldTicket(ctx: Ctx, id: number) {
  const { row } = await requireTicket(ctx, id);
  return { success: true as const, data: await readTicket(ctx.db, row) };
}

export async function editFieldTicket(ctx: Ctx, id: number) {
  const { row, job } = await requireTicket(ctx, id);
  if (!mayEditTicket(ctx, job, row)) throw forbidden(messages.ticketNotEditable);
  return { success: true as const, data: await readTicket(ctx.db, row) };
}

export async function checkEditFieldTicket(ctx: Ctx, id: number) {
  const { row, job } = await requireTicket(ctx, id);
  return { success: mayEditTicket(ctx, job, row) };
}

const listColumns = {
  fieldTicketId: fieldTickets.id,
  date: fieldTickets.date,
  completed: fieldTickets.complete,
  stepId: fieldTickets.stepId,
};

export async function fieldTicketList(ctx: Ctx, jobId: number, stepId: number) {
  if (!(FIELD_TICKET_STEPS as readonly number[]).includes(stepId))
    throw badRequest(messages.ticketWrongStep, { stepId: messages.ticketWrongStep });
  const job = await requireJob(ctx, jobId);
  const data = await ctx.db
    .select(listColumns)
    .from(fieldTickets)
    .where(and(eq(fieldTickets.jobId, jobId), eq(fieldTickets.stepId, stepId)))
    .orderBy(desc(fieldTickets.date), desc(fieldTickets.id));
  return { success: true as const, data, allowCreate: mayCreateTicket(ctx, job) };
}

export async function fieldTicketListAll(ctx: Ctx, jobId: number) {
  await requireJob(ctx, jobId);
  const data = await ctx.db
    .select(listColumns)
    .from(fieldTickets)
    .where(eq(fieldTickets.jobId, jobId))
    .orderBy(desc(fieldTickets.date), desc(fieldTickets.id));
  return { success: true as const, data };
}

export async function commentTypes() {
  return { success: true as const, data: FIELD_TICKET_COMMENT_TYPES.map((t) => ({ ...t })) };
}

// --- saving ---------------------------------------------------------------------------------------

type SaveBody = z.output<typeof saveFieldTicketBody>;

const versionOf = async (tx: Tx, ticketId: number) =>
  (await tx.select({ version: fieldTickets.version }).from(fieldTickets).where(eq(fieldTickets.id, ticketId)))[0]
    .version;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A drawn signature's bytes, or 400 at `path` when they are not a PNG. */
function pngOf(data: string | null, path: string): Buffer | null {
  if (data === null) return null;
  const bytes = Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
  if (bytes.length < 64 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw badRequest(messages.signatureNotPng, { [path]: messages.signatureNotPng });
  return bytes;
}

/**
 * The equipment forms a ticket lists must be this job's; a submitted ticket needs every one of them
 * submitted ('Please complete all vehicle checklists.', the equipment forms' own flags).
 */
async function checkListedForms(tx: Tx, jobId: number, ids: readonly number[], submit: boolean) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: equipmentForms.id, complete: equipmentForms.complete })
    .from(equipmentForms)
    .where(and(eq(equipmentForms.jobId, jobId), inArray(equipmentForms.id, [...ids])));
  if (rows.length !== new Set(ids).size)
    throw badRequest(messages.equipmentFormNotFound, { equipmentForms: messages.equipmentFormNotFound });
  if (submit && rows.some((r) => !r.complete))
    throw badRequest(messages.completeVehicleChecklists, { equipmentForms: messages.completeVehicleChecklists });
}

/**
 * Creates or saves a ticket in one transaction: its row, roustabouts, comments (new ones added,
 * left-out ones marked deleted), equipment forms and a history entry. A repeated requestKey answers
 * the first save's result and changes nothing; a refused save changes nothing.
 */
export async function saveFieldTicket(ctx: Ctx, body: SaveBody) {
  const clientSignature = pngOf(body.clientSignatureData, 'clientSignatureData');
  const supervisorSignature = pngOf(body.supervisorSignatureData, 'supervisorSignatureData');
  const commentSignatures = body.fieldTicketComments.map((c, i) =>
    c.fieldTicketCommentId === 0 ? pngOf(c.signature, `fieldTicketComments.${i}.signature`) : null,
  );
  const roustabouts = body.fieldTicketRoustabouts
    .filter((r) => r.name !== '' || r.hours !== '')
    .map((r, i) => ({ name: r.name, hours: Number(r.hours), sortOrder: i + 1 }));

  const result = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, body.jobId, { lock: tx });
    // The job's lock serialises its saves, so a repeated key is found here, not raced.
    const [seen] = await tx
      .select()
      .from(fieldTicketRequests)
      .where(eq(fieldTicketRequests.requestKey, body.requestKey));
    if (seen)
      return {
        id: seen.fieldTicketId,
        message: seen.message,
        version: await versionOf(tx, seen.fieldTicketId),
        repeated: true,
      };
    if (job.canceled) throw conflict(messages.ticketJobCanceled);

    let ticketId: number;
    let type: string;
    let before: TicketRow | undefined;
    const values = {
      date: body.date,
      clientSignaturePrint: body.clientSignaturePrint,
      supervisorSignaturePrint: body.supervisorSignaturePrint,
      ...(clientSignature ? { clientSignature } : {}),
      ...(supervisorSignature ? { supervisorSignature } : {}),
    };
    if (body.fieldTicketId === 0) {
      if (!mayCreateTicket(ctx, job)) throw forbidden(messages.forbidden);
      const [row] = await tx
        .insert(fieldTickets)
        .values({ ...values, jobId: job.id, stepId: body.stepId, complete: body.submit, createdBy: ctx.user.id })
        .returning({ id: fieldTickets.id });
      ticketId = row.id;
      type = body.submit ? HISTORY.submitted : HISTORY.created;
    } else {
      before = await findTicket(tx, body.fieldTicketId, true);
      if (!before || before.jobId !== job.id) throw notFound(messages.ticketNotFound);
      if (!mayEditTicket(ctx, job, before)) throw forbidden(messages.ticketNotEditable);
      const locked = before;
      await checkBaseVersion(tx, locked, body.baseVersion, () => readTicket(tx, locked));
      ticketId = before.id;
      type = before.complete ? HISTORY.changedAfterSubmission : body.submit ? HISTORY.submitted : HISTORY.saved;
      await tx
        .update(fieldTickets)
        .set({
          ...values,
          complete: before.complete || body.submit,
          updatedAt: new Date(),
          updatedBy: ctx.user.id,
          version: sql`${fieldTickets.version} + 1`,
        })
        .where(eq(fieldTickets.id, ticketId));
      await tx.delete(fieldTicketRoustabouts).where(eq(fieldTicketRoustabouts.fieldTicketId, ticketId));
      await tx.delete(fieldTicketEquipmentForms).where(eq(fieldTicketEquipmentForms.fieldTicketId, ticketId));
    }
    await checkListedForms(tx, job.id, body.equipmentForms, body.submit);
    if (roustabouts.length)
      await tx.insert(fieldTicketRoustabouts).values(roustabouts.map((r) => ({ ...r, fieldTicketId: ticketId })));
    if (body.equipmentForms.length)
      await tx
        .insert(fieldTicketEquipmentForms)
        .values(body.equipmentForms.map((equipmentFormId) => ({ fieldTicketId: ticketId, equipmentFormId })));

    // Comments: saved ones are kept as written; those the body leaves out are marked deleted.
    const existing = await tx
      .select({ id: fieldTicketComments.id, isDeleted: fieldTicketComments.isDeleted })
      .from(fieldTicketComments)
      .where(eq(fieldTicketComments.fieldTicketId, ticketId));
    const kept = new Set(body.fieldTicketComments.map((c) => c.fieldTicketCommentId).filter((x) => x > 0));
    for (const k of kept)
      if (!existing.some((e) => e.id === k))
        throw badRequest(messages.ticketNotFound, { fieldTicketComments: messages.ticketNotFound });
    const removed = existing.filter((e) => !e.isDeleted && !kept.has(e.id)).map((e) => e.id);
    for (const id of removed)
      await tx.update(fieldTicketComments).set({ isDeleted: true }).where(eq(fieldTicketComments.id, id));
    const fresh = body.fieldTicketComments.flatMap((c, i) => {
      if (c.fieldTicketCommentId > 0) return [];
      const t = commentTypeOf(c.commentType);
      return [
        {
          fieldTicketId: ticketId,
          commentType: c.commentType,
          commentTypeName: t?.fieldTicketCommentName ?? '',
          signatureRequired: t?.signatureRequired ?? false,
          comment: c.comment,
          signee: c.signee,
          signature: commentSignatures[i],
          sortOrder: existing.length + i + 1,
          createdBy: ctx.user.id,
        },
      ];
    });
    if (fresh.length) await tx.insert(fieldTicketComments).values(fresh);

    await tx.insert(fieldTicketHistory).values({ fieldTicketId: ticketId, type, userId: ctx.user.id });
    const message = body.submit || before?.complete ? messages.ticketSubmitted : messages.ticketSaved;
    await tx
      .insert(fieldTicketRequests)
      .values({ requestKey: body.requestKey, fieldTicketId: ticketId, userId: ctx.user.id, message });
    await audit(tx, ctx.user.id, 'fieldTicket', ticketId, before ? 'update' : 'create', {
      jobId: job.id,
      stepId: body.stepId,
      history: type,
      roustabouts: roustabouts.length,
      commentsAdded: fresh.length,
      commentsRemoved: removed.length,
      ...(before
        ? {
            date: [before.date, body.date],
            clientSignaturePrint: [before.clientSignaturePrint, body.clientSignaturePrint],
            supervisorSignaturePrint: [before.supervisorSignaturePrint, body.supervisorSignaturePrint],
          }
        : {}),
    });
    return { id: ticketId, message, version: await versionOf(tx, ticketId), repeated: false };
  });
  ctx.log.info({ fieldTicketId: result.id, by: ctx.user.id, repeated: result.repeated }, 'field ticket saved');
  return { success: true as const, message: result.message, id: result.id, version: result.version };
}
