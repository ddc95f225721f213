import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { messages, type ProposalListEntry } from '@fieldbook/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  accountContacts,
  accountLocations,
  accounts,
  offices,
  opportunities,
  proposalPdfs,
  proposalPrefillAttachments,
  users,
} from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { renderPdfCounted } from '../../platform/pdf/index.ts';
import { assertMayWriteJobs, requireJob } from '../jobs/job-access.ts';
import { savedProposal } from './builder.service.ts';
import { proposalDocument } from './proposal-document.ts';

const PDF = ['application/pdf'] as const;

export async function proposalListView(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  const rows = await ctx.db
    .select()
    .from(proposalPdfs)
    .where(eq(proposalPdfs.jobId, job.id))
    .orderBy(desc(proposalPdfs.createdAt), desc(proposalPdfs.id));
  const list: ProposalListEntry[] = rows.map((r) => ({
    proposalId: r.id,
    proposalName: r.proposalName,
    favorite: r.favorite,
    date: r.createdAt.toISOString(),
    sha256: r.sha256,
    pageCount: r.pageCount,
  }));
  return {
    success: true as const,
    data: { proposals: list, allowDownload: ctx.user.permissions.has('proposals.download') },
  };
}

/** Moves the job's favourite mark to this proposal: exactly one favourite per job (spec 3 §4). */
export async function setFavorite(ctx: Ctx, proposalId: number, favorite: boolean) {
  if (!favorite) throw badRequest('A job keeps one favorite proposal: mark another one instead.');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposalPdfs).where(eq(proposalPdfs.id, proposalId));
    if (!row) throw notFound(messages.proposalNotFound);
    await requireJob(ctx, row.jobId, { lock: tx });
    assertMayWriteJobs(ctx.user);
    if (row.favorite) return;
    await tx
      .update(proposalPdfs)
      .set({ favorite: false })
      .where(and(eq(proposalPdfs.jobId, row.jobId), eq(proposalPdfs.favorite, true)));
    await tx.update(proposalPdfs).set({ favorite: true }).where(eq(proposalPdfs.id, row.id));
    await audit(tx, ctx.user.id, 'proposalPdf', row.id, 'favorite', { jobId: row.jobId });
  });
  return { success: true as const, message: messages.proposalFavoriteSaved };
}

/** A generated proposal's stored bytes and the name it downloads under. */
export async function openProposalPdf(ctx: Ctx, pdfId: number) {
  const [row] = await ctx.db.select().from(proposalPdfs).where(eq(proposalPdfs.id, pdfId));
  if (!row) throw notFound(messages.proposalNotFound);
  await requireJob(ctx, row.jobId);
  const opened = await ctx.storage.open(row.fileKey);
  if (!opened) throw notFound(messages.proposalNotFound);
  return { ...opened, name: downloadName(row.proposalName, row.id) };
}

/** Spec 3 §2.3: the proposal's name, or Proposal-{id}.pdf. */
export const downloadName = (proposalName: string, id: number) => {
  const name = proposalName.trim();
  if (!name) return `Proposal-${id}.pdf`;
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
};

/**
 * Generates the PDF of the job's saved proposal, stores it as generated with its SHA-256 (later
 * changes to the configuration or the attachments never alter it) and answers its bytes. The job's
 * first generated proposal becomes its favourite.
 */
export async function generateProposalPdf(ctx: Ctx, jobId: number) {
  const job = await requireJob(ctx, jobId);
  assertMayWriteJobs(ctx.user);
  const proposal = await savedProposal(ctx.db, job.id);
  if (!proposal) throw badRequest(messages.proposalNotSaved);

  const [[parties], [contact], [location], [signer]] = await Promise.all([
    ctx.db
      .select({ accountName: accounts.accountName, officeId: opportunities.officeId })
      .from(opportunities)
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .where(eq(opportunities.id, job.opportunityId)),
    ctx.db.select().from(accountContacts).where(eq(accountContacts.id, proposal.companyContact)),
    ctx.db.select().from(accountLocations).where(eq(accountLocations.id, proposal.companyLocation)),
    ctx.db.select().from(users).where(eq(users.id, proposal.encContact)),
  ]);
  const [office] = parties.officeId
    ? await ctx.db.select().from(offices).where(eq(offices.id, parties.officeId))
    : await ctx.db.select().from(offices).orderBy(asc(offices.id)).limit(1);

  const ids = proposal.attachments.map((a) => a.prefillAttachmentId);
  const rows = ids.length
    ? await ctx.db.select().from(proposalPrefillAttachments).where(inArray(proposalPrefillAttachments.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const stored = ids.flatMap((id) => {
    const row = byId.get(id);
    return row?.fileKey ? [{ ...row, fileKey: row.fileKey }] : [];
  });
  if (stored.length !== ids.length) throw badRequest(messages.proposalAttachmentNotFound);
  // Read side by side, in the proposal's order. The page count was read when the document was
  // uploaded (readPdf); it is not parsed again here.
  const attachments = await Promise.all(
    stored.map(async (row) => {
      const opened = await ctx.storage.open(row.fileKey);
      if (!opened) throw badRequest(messages.proposalAttachmentNotFound);
      return { attachmentName: row.attachmentName, pageCount: row.pageCount, bytes: await buffer(opened.stream) };
    }),
  );

  const date = new Date();
  const doc = proposalDocument(proposal, {
    date,
    office: office ?? null,
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    accountName: parties.accountName,
    contact,
    location: {
      locationName: location.locationName,
      address1: location.billingAddress1,
      address2: location.billingAddress2,
      city: location.billingCity,
      state: location.billingState,
      zip: location.billingZip,
    },
    signer,
    attachments,
  });
  const { bytes, pageCount } = await renderPdfCounted(doc, {
    append: attachments.map((a) => a.bytes),
    footerLabel: `${job.jobNumber} · ${proposal.reference}`,
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  let storedId: string | undefined;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await requireJob(ctx, job.id, { lock: tx });
      const [{ n }] = await tx.select({ n: count() }).from(proposalPdfs).where(eq(proposalPdfs.jobId, job.id));
      const [{ favorites }] = await tx
        .select({ favorites: count() })
        .from(proposalPdfs)
        .where(and(eq(proposalPdfs.jobId, job.id), eq(proposalPdfs.favorite, true)));
      const proposalName = safeName(`${proposal.title} ${job.jobNumber}-${n + 1}.pdf`);
      const stored = await ctx.storage.put(tx, bytes, proposalName, PDF, ctx.user.id);
      storedId = stored.id;
      const [inserted] = await tx
        .insert(proposalPdfs)
        .values({
          jobId: job.id,
          proposalName,
          fileKey: stored.id,
          sha256,
          size: bytes.length,
          pageCount,
          favorite: favorites === 0,
          createdBy: ctx.user.id,
          createdAt: date,
        })
        .returning();
      await audit(tx, ctx.user.id, 'proposalPdf', inserted.id, 'generate', {
        jobId: job.id,
        proposalId: proposal.proposalId,
        sha256,
        pageCount,
        attachments: ids,
      });
      return inserted;
    });
    return { bytes, name: downloadName(row.proposalName, row.id), id: row.id, sha256 };
  } catch (err) {
    if (storedId) await ctx.storage.remove(ctx.db, storedId).catch(() => {});
    throw err;
  }
}

/** A file name without path or control characters. */
const safeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
