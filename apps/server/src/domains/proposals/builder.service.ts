import { messages, type ProposalData, type proposalFields } from '@fieldbook/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  accountContacts,
  accountLocations,
  handOffs,
  proposalAttachmentLeaves,
  proposalAttachments,
  proposalNoteLeaves,
  proposalNotes,
  proposalPrefillAttachments,
  proposalPrefillNotes,
  proposalPrefills,
  proposalScopes,
  proposals,
  scopeItems,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { assertMayWriteJobs, type JobHead, requireJob } from '../jobs/job-access.ts';

/** The honorifics offered before the customer contact's name. */
export const HONORIFICS = ['Mr.', 'Ms.', 'Mrs.', 'Dr.'];

const byOrder = <T extends object>(list: T[]) => list.map((x, i) => ({ ...x, order: i })) as (T & { order: number })[];

/**
 * A body from the configuration of each scope leaf of the job's scope items (spec 3 §7
 * RegenerateBody): one section per scope item (its leaf's title and description, or the item's own
 * name and description when the leaf has none), the notes and attachments linked to those leaves
 * (each once, attachments only when a document is uploaded), and a subject naming the sections.
 */
export async function bodyFromConfiguration(tx: Tx, job: Pick<JobHead, 'id' | 'jobName'>) {
  const items = await tx
    .select({
      id: scopeItems.id,
      leafId: scopeItems.scopeBuilderId,
      name: scopeItems.name,
      description: scopeItems.description,
      quantity: scopeItems.quantity,
      optional: scopeItems.optional,
    })
    .from(scopeItems)
    .innerJoin(handOffs, eq(handOffs.id, scopeItems.handOffId))
    .where(eq(handOffs.jobId, job.id))
    .orderBy(asc(scopeItems.createdAt), asc(scopeItems.id));
  const leafIds = [...new Set(items.map((i) => i.leafId).filter((x): x is number => x !== null))];
  const prefills = leafIds.length
    ? await tx.select().from(proposalPrefills).where(inArray(proposalPrefills.leafId, leafIds))
    : [];
  const prefillOf = new Map(prefills.map((p) => [p.leafId, p]));
  const proposalScope: ProposalData['proposalScope'] = items.map((item, order) => {
    const p = item.leafId === null ? undefined : prefillOf.get(item.leafId);
    return {
      scopeItemId: item.id,
      scopeName: p?.scopeName || item.name,
      title: p?.proposalTitle || item.name,
      description: p?.proposalDescription || item.description,
      internalDescription: item.description,
      optional: item.optional,
      hideService: p?.hideItem ?? false,
      detailed: p?.detailed ?? false,
      quantity: item.quantity,
      order,
    };
  });
  const notes: ProposalData['notes'] = (await defaultNotes(tx, leafIds)).map((note, order) => ({
    note,
    custom: false,
    order,
  }));
  const attachments: ProposalData['attachments'] = (await defaultAttachments(tx, leafIds)).map((a, order) => ({
    ...a,
    default: true,
    order,
  }));
  const titles = [...new Set(proposalScope.filter((s) => !s.hideService).map((s) => s.title))];
  const subject = titles.length ? `${job.jobName}: ${titles.join(', ')}` : job.jobName;
  return { proposalScope, notes, attachments, subject };
}

/** The attachments (with a document) linked to any of the leaves: a proposal's default attachments. */
/** The notes linked to the job's scope leaves: a proposal's default notes, which only a regenerated body drops. */
async function defaultNotes(tx: Tx, leafIds: number[]): Promise<string[]> {
  if (leafIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: proposalPrefillNotes.id, note: proposalPrefillNotes.note })
    .from(proposalPrefillNotes)
    .innerJoin(proposalNoteLeaves, eq(proposalNoteLeaves.noteId, proposalPrefillNotes.id))
    .where(inArray(proposalNoteLeaves.leafId, leafIds))
    .orderBy(asc(proposalPrefillNotes.id));
  return rows.map((r) => r.note);
}

/**
 * Only custom notes can be removed (spec 3 §5): every default note is kept whatever the client sends,
 * and a note that is not one of the defaults counts as custom.
 */
function withDefaultNotes(sent: { note: string; custom: boolean }[], defaults: string[]) {
  const kept = sent.map((n) => ({ note: n.note, custom: n.custom || !defaults.includes(n.note) }));
  const missing = defaults.filter((d) => !kept.some((n) => !n.custom && n.note === d));
  return [...kept, ...missing.map((note) => ({ note, custom: false }))];
}

async function defaultAttachments(tx: Tx, leafIds: number[]) {
  if (leafIds.length === 0) return [];
  return tx
    .selectDistinct({
      prefillAttachmentId: proposalPrefillAttachments.id,
      attachmentName: proposalPrefillAttachments.attachmentName,
    })
    .from(proposalPrefillAttachments)
    .innerJoin(proposalAttachmentLeaves, eq(proposalAttachmentLeaves.attachmentId, proposalPrefillAttachments.id))
    .where(and(inArray(proposalAttachmentLeaves.leafId, leafIds), isNotNull(proposalPrefillAttachments.fileKey)))
    .orderBy(asc(proposalPrefillAttachments.id));
}

async function jobLeafIds(tx: Tx, jobId: number) {
  const rows = await tx
    .selectDistinct({ leafId: scopeItems.scopeBuilderId })
    .from(scopeItems)
    .innerJoin(handOffs, eq(handOffs.id, scopeItems.handOffId))
    .where(and(eq(handOffs.jobId, jobId), isNotNull(scopeItems.scopeBuilderId)));
  return rows.map((r) => r.leafId as number);
}

export async function regenerateBody(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  return { success: true as const, data: await bodyFromConfiguration(ctx.db, job) };
}

/** The saved proposal of a job with its body, or null. */
export async function savedProposal(tx: Tx, jobId: number): Promise<ProposalData | null> {
  const [p] = await tx.select().from(proposals).where(eq(proposals.jobId, jobId));
  if (!p) return null;
  const [scopes, notes, attachments] = await Promise.all([
    tx.select().from(proposalScopes).where(eq(proposalScopes.proposalId, p.id)).orderBy(asc(proposalScopes.sortOrder)),
    tx.select().from(proposalNotes).where(eq(proposalNotes.proposalId, p.id)).orderBy(asc(proposalNotes.sortOrder)),
    tx
      .select({
        prefillAttachmentId: proposalAttachments.prefillAttachmentId,
        attachmentName: proposalPrefillAttachments.attachmentName,
        isDefault: proposalAttachments.isDefault,
        order: proposalAttachments.sortOrder,
      })
      .from(proposalAttachments)
      .innerJoin(proposalPrefillAttachments, eq(proposalPrefillAttachments.id, proposalAttachments.prefillAttachmentId))
      .where(eq(proposalAttachments.proposalId, p.id))
      .orderBy(asc(proposalAttachments.sortOrder)),
  ]);
  return {
    proposalId: p.id,
    jobId: p.jobId,
    title: p.title,
    date: p.updatedAt.toISOString(),
    encContact: p.encContactId,
    companyLocation: p.companyLocationId,
    companyContact: p.companyContactId,
    companyContactPronoun: p.companyContactPronoun,
    reference: p.reference,
    subject: p.subject,
    introParagraph: p.introParagraph,
    proposalScope: scopes.map((s) => ({
      scopeItemId: s.scopeItemId,
      scopeName: s.scopeName,
      title: s.title,
      description: s.description,
      internalDescription: s.internalDescription,
      optional: s.optional,
      hideService: s.hideService,
      detailed: s.detailed,
      quantity: s.quantity,
      order: s.sortOrder,
    })),
    notes: notes.map((n) => ({ note: n.note, custom: n.custom, order: n.sortOrder })),
    attachments: attachments.map((a) => ({
      prefillAttachmentId: a.prefillAttachmentId,
      attachmentName: a.attachmentName,
      default: a.isDefault,
      order: a.order,
    })),
  };
}

const defaultIntro = (jobName: string) =>
  `Thank you for the opportunity to provide this proposal for ${jobName}. We have reviewed the site requirements and are pleased to offer the scope of work, notes and terms described on the following pages. Please do not hesitate to contact us with any questions.`;

export async function getBuildProposal(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const [saved, staff, contacts, locations, library] = await Promise.all([
    savedProposal(ctx.db, job.id),
    ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.enabled, true))
      .orderBy(asc(users.lastName), asc(users.firstName)),
    ctx.db
      .select()
      .from(accountContacts)
      .where(and(eq(accountContacts.accountId, job.accountId), eq(accountContacts.enabled, true)))
      .orderBy(asc(accountContacts.lastName), asc(accountContacts.firstName)),
    ctx.db
      .select()
      .from(accountLocations)
      .where(and(eq(accountLocations.accountId, job.accountId), eq(accountLocations.enabled, true)))
      .orderBy(asc(accountLocations.locationName)),
    ctx.db
      .select()
      .from(proposalPrefillAttachments)
      .where(isNotNull(proposalPrefillAttachments.fileKey))
      .orderBy(asc(proposalPrefillAttachments.attachmentName)),
  ]);
  let proposal = saved;
  if (!proposal) {
    const body = await bodyFromConfiguration(ctx.db, job);
    proposal = {
      proposalId: 0,
      jobId: job.id,
      title: `${job.jobName} Proposal`,
      date: null,
      encContact: 0,
      companyLocation: 0,
      companyContact: 0,
      companyContactPronoun: '',
      reference: job.jobNumber,
      subject: body.subject,
      introParagraph: defaultIntro(job.jobName),
      proposalScope: body.proposalScope,
      notes: body.notes,
      attachments: body.attachments,
    };
  }
  return {
    success: true as const,
    data: {
      honorific: HONORIFICS,
      proposal,
      attachments: library.map((a) => ({
        prefillAttachmentId: a.id,
        attachmentName: a.attachmentName,
        pageCount: a.pageCount,
      })),
      users: staff.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` })),
      contacts: contacts.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` })),
      locations: locations.map((l) => ({ value: l.id, label: l.locationName })),
      jobName: job.jobName,
      jobNumber: job.jobNumber,
    },
  };
}

/**
 * Saves the job's proposal and replaces its body. The selections must belong to the job's customer
 * (contact, office location) and the firm (an enabled user); attachments must have a document. The
 * default attachments and notes (linked to the job's scope) are kept whatever the client sends.
 */
export async function saveBuildProposal(ctx: Ctx, body: z.output<typeof proposalFields>) {
  const proposalId = await ctx.db.transaction(async (tx) => {
    const job = await requireJob(ctx, body.jobId, { lock: tx });
    assertMayWriteJobs(ctx.user);
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.encContact), eq(users.enabled, true)));
    if (!u) throw badRequest(messages.proposalSelectEncContact, { encContact: messages.proposalSelectEncContact });
    const [loc] = await tx
      .select({ id: accountLocations.id })
      .from(accountLocations)
      .where(and(eq(accountLocations.id, body.companyLocation), eq(accountLocations.accountId, job.accountId)));
    if (!loc) throw badRequest(messages.proposalSelectLocation, { companyLocation: messages.proposalSelectLocation });
    const [contact] = await tx
      .select({ id: accountContacts.id })
      .from(accountContacts)
      .where(and(eq(accountContacts.id, body.companyContact), eq(accountContacts.accountId, job.accountId)));
    if (!contact) {
      throw badRequest(messages.proposalSelectCompanyContact, {
        companyContact: messages.proposalSelectCompanyContact,
      });
    }
    const leafIds = await jobLeafIds(tx, job.id);
    const defaults = await defaultAttachments(tx, leafIds);
    const defaultIds = new Set(defaults.map((d) => d.prefillAttachmentId));
    const chosen = [...new Set(body.attachments.map((a) => a.prefillAttachmentId))];
    for (const d of defaults) if (!chosen.includes(d.prefillAttachmentId)) chosen.push(d.prefillAttachmentId);
    if (chosen.length) {
      const found = await tx
        .select({ id: proposalPrefillAttachments.id })
        .from(proposalPrefillAttachments)
        .where(and(inArray(proposalPrefillAttachments.id, chosen), isNotNull(proposalPrefillAttachments.fileKey)));
      if (found.length !== chosen.length) {
        throw badRequest(messages.proposalAttachmentNotFound, { attachments: messages.proposalAttachmentNotFound });
      }
    }
    const head = {
      title: body.title,
      encContactId: body.encContact,
      companyLocationId: body.companyLocation,
      companyContactId: body.companyContact,
      companyContactPronoun: body.companyContactPronoun,
      reference: body.reference,
      subject: body.subject,
      introParagraph: body.introParagraph,
      updatedBy: ctx.user.id,
      updatedAt: new Date(),
    };
    const [before] = await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.jobId, job.id));
    const [row] = await tx
      .insert(proposals)
      .values({ jobId: job.id, ...head })
      .onConflictDoUpdate({ target: proposals.jobId, set: head })
      .returning({ id: proposals.id });
    await tx.delete(proposalScopes).where(eq(proposalScopes.proposalId, row.id));
    await tx.delete(proposalNotes).where(eq(proposalNotes.proposalId, row.id));
    await tx.delete(proposalAttachments).where(eq(proposalAttachments.proposalId, row.id));
    const sections = byOrder(body.proposalScope);
    if (sections.length) {
      await tx.insert(proposalScopes).values(
        sections.map((s) => ({
          proposalId: row.id,
          scopeItemId: s.scopeItemId,
          scopeName: s.scopeName,
          title: s.title,
          description: s.description,
          internalDescription: s.internalDescription,
          optional: s.optional,
          hideService: s.hideService,
          detailed: s.detailed,
          quantity: s.quantity,
          sortOrder: s.order,
        })),
      );
    }
    const notes = byOrder(withDefaultNotes(body.notes, await defaultNotes(tx, leafIds)));
    if (notes.length) {
      await tx
        .insert(proposalNotes)
        .values(notes.map((n) => ({ proposalId: row.id, note: n.note, custom: n.custom, sortOrder: n.order })));
    }
    if (chosen.length) {
      await tx.insert(proposalAttachments).values(
        chosen.map((prefillAttachmentId, sortOrder) => ({
          proposalId: row.id,
          prefillAttachmentId,
          isDefault: defaultIds.has(prefillAttachmentId),
          sortOrder,
        })),
      );
    }
    await audit(tx, ctx.user.id, 'proposal', row.id, before ? 'update' : 'create', {
      jobId: job.id,
      title: body.title,
      reference: body.reference,
      sections: sections.length,
      notes: notes.length,
      attachments: chosen,
    });
    return row.id;
  });
  return { success: true as const, message: messages.proposalSaved, proposalId };
}
