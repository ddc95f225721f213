import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, type ProposalFields } from '@fieldbook/contract';
import {
  attachmentList,
  createNote,
  generatePdf,
  getBuildProposal,
  getNote,
  getPrefill,
  getProposalAttachment,
  getUploadAttachment,
  linkNote,
  noteList,
  proposalListNames,
  proposalListView,
  proposalPdf,
  regenerateBody,
  saveBuildProposal,
  saveNote,
  savePrefill,
  saveProposalAttachment,
  setProposalPdfFavorite,
  uploadAttachment,
} from '@fieldbook/contract/proposals';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInAs, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createProposalJob, leafId, METER_LEAF, pdfOf, WALL_LEAF } from '../../../test/factories/proposals.ts';
import type { TestUser } from '../../../test/factories/users.ts';
import { proposalPdfs } from '../../db/schema/index.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let builder: TestUser & { token: string };
let downloader: TestUser & { token: string };
let nobody: string;
let wallLeaf: number;
let meterLeaf: number;
const dir = mkdtempSync(join(tmpdir(), 'proposals-'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUser(t, ['admin.proposals']);
  builder = await signInUser(t, ['jobs.view', 'proposals.build']);
  downloader = await signInUser(t, ['jobs.view', 'proposals.build', 'proposals.download']);
  nobody = await signInAs(t, ['jobs.view']);
  wallLeaf = await leafId(t.database.db, WALL_LEAF);
  meterLeaf = await leafId(t.database.db, METER_LEAF);
});

const upload = (fields: Record<string, string | number>, bytes?: Buffer, token: string | null = admin.token) =>
  call(t.app, uploadAttachment, {
    body: form(fields, bytes ? { bytes, name: 'terms.pdf', type: 'application/pdf' } : undefined),
    token,
  });

async function newAttachment(name: string, pages: number) {
  const res = await upload({ attachmentName: name }, await pdfOf(name, pages));
  expect(res.statusCode).toBe(200);
  return res.json.prefillAttachmentId;
}

const textOf = (bytes: Buffer) => {
  const path = join(dir, `${createHash('sha1').update(bytes).digest('hex')}.pdf`);
  writeFileSync(path, bytes);
  return {
    text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
    check: execFileSync('qpdf', ['--check', path], { encoding: 'utf8' }),
  };
};

describe('POST /Proposal/CreateNote, GET /Proposal/NoteList, /Proposal/Note, /Proposal/LinkNote, POST /Proposal/Note', () => {
  it('answer 401 anonymously and 403 without admin.proposals', async () => {
    await denies(t.app, createNote, { body: { note: 'x' } }, nobody);
    await denies(t.app, getNote, { query: { noteId: 1 } }, nobody);
    await denies(t.app, saveNote, { body: { prefillNoteId: 1, note: 'x', scopes: [] } }, nobody);
    await denies(t.app, linkNote, { query: { noteId: 1, scopeId: 1 } }, builder.token);
    await denies(t.app, noteList, {}, nobody);
  });

  it('answer 400 for an empty note or a bad id', async () => {
    const empty = await call(t.app, createNote, { body: { note: '  ' }, token: admin.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.errors.note).toBe(messages.proposalNoteRequired);
    expect((await call(t.app, getNote, { query: { noteId: 'x' }, token: admin.token })).statusCode).toBe(400);
    const save = await call(t.app, saveNote, { body: { prefillNoteId: 1, note: '' }, token: admin.token });
    expect(save.json.errors.note).toBe(messages.proposalNoteRequired);
  });

  it('create, link to leaves (once), edit and list a note, each audited', async () => {
    const created = await call(t.app, createNote, { body: { note: 'Pad must be level.' }, token: admin.token });
    expect(created.json).toMatchObject({ success: true, message: messages.prefillNoteSaved });
    const id = created.json.prefillNoteId;
    expect(await auditOf(t.database.db, 'proposalNote', id)).toMatchObject([{ userId: admin.id, action: 'create' }]);

    const unknown = await call(t.app, linkNote, { query: { noteId: id, scopeId: 999999 }, token: admin.token });
    expect(unknown.statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const linked = await call(t.app, linkNote, { query: { noteId: id, scopeId: wallLeaf }, token: admin.token });
      expect(linked.json).toEqual({ success: true, message: messages.proposalNoteLinked });
    }
    expect(await auditOf(t.database.db, 'proposalNote', id, ['link'])).toHaveLength(1);

    const one = await call(t.app, getNote, { query: { noteId: id }, token: admin.token });
    expect(one.json.data).toEqual({
      prefillNoteId: id,
      note: 'Pad must be level.',
      scopes: [{ leafId: wallLeaf, scopeName: WALL_LEAF.join(' - ') }],
    });
    const saved = await call(t.app, saveNote, {
      body: { prefillNoteId: id, note: 'The pad must be level and graded.', scopes: [wallLeaf, meterLeaf] },
      token: admin.token,
    });
    expect(saved.json).toEqual({ success: true, message: messages.prefillNoteSaved });
    const list = await call(t.app, noteList, { token: admin.token });
    expect(
      list.json.data
        .find((n) => n.prefillNoteId === id)
        ?.scopes.map((s) => s.leafId)
        .sort(),
    ).toEqual([wallLeaf, meterLeaf].sort());
    expect(await auditOf(t.database.db, 'proposalNote', id, ['update'])).toMatchObject([
      { userId: admin.id, change: { note: ['Pad must be level.', 'The pad must be level and graded.'] } },
    ]);
    const badLeaf = await call(t.app, saveNote, {
      body: { prefillNoteId: id, note: 'x', scopes: [999999] },
      token: admin.token,
    });
    expect(badLeaf.statusCode).toBe(400);
    expect((await call(t.app, getNote, { query: { noteId: 999999 }, token: admin.token })).statusCode).toBe(404);
  });
});

describe('POST /Proposal/UploadAttachment and the attachment library', () => {
  it('answer 401 anonymously and 403 without the permission', async () => {
    expect((await upload({ attachmentName: 'T' }, await pdfOf('T', 1), null)).statusCode).toBe(401);
    expect((await upload({ attachmentName: 'T' }, await pdfOf('T', 1), nobody)).statusCode).toBe(403);
    await denies(t.app, attachmentList, {}, nobody);
    await denies(t.app, getProposalAttachment, { query: { attachmentId: 1 } }, builder.token);
    await denies(
      t.app,
      saveProposalAttachment,
      { body: { prefillAttachmentId: 1, attachmentName: 'x', scopes: [] } },
      builder.token,
    );
    await denies(t.app, getUploadAttachment, { query: { id: 1 } }, nobody);
  });

  it('needs a name first and a real PDF (by content, not name): 400 otherwise, nothing kept', async () => {
    const noName = await upload({}, await pdfOf('T', 1));
    expect(noName.statusCode).toBe(400);
    expect(noName.json.errors.attachmentName).toBe(messages.proposalAttachmentNameFirst);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const renamed = await upload({ attachmentName: 'Picture' }, png);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json.errors.file).toBe(messages.proposalAttachmentPdfOnly);
    const whole = await pdfOf('Cut', 2);
    const cut = await upload({ attachmentName: 'Cut' }, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.statusCode).toBe(400);
    const fake = await upload({ attachmentName: 'Fake' }, Buffer.from('%PDF-1.7\n% just a header\n'));
    expect(fake.statusCode).toBe(400);
    const list = await call(t.app, attachmentList, { token: admin.token });
    expect(list.json.data.map((a) => a.attachmentName)).not.toContain('Picture');
  });

  it('uploads, describes, previews and replaces (only with the toggle), each audited', async () => {
    const bytes = await pdfOf('Terms', 2);
    const res = await upload({ attachmentName: 'Terms and Conditions' }, bytes);
    expect(res.json).toMatchObject({ success: true, message: messages.prefillUploadComplete });
    const id = res.json.prefillAttachmentId;
    expect(await auditOf(t.database.db, 'proposalAttachment', id)).toMatchObject([
      { userId: admin.id, action: 'create', change: { pageCount: 2 } },
    ]);
    const preview = await call(t.app, getUploadAttachment, { query: { id }, token: builder.token });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(preview.rawPayload, bytes)).toBe(0);

    const saved = await call(t.app, saveProposalAttachment, {
      body: {
        prefillAttachmentId: id,
        attachmentName: 'Terms & Conditions',
        termAndCondition: true,
        scopes: [wallLeaf],
      },
      token: admin.token,
    });
    expect(saved.json).toEqual({ success: true, message: messages.prefillAttachmentSaved });
    const one = await call(t.app, getProposalAttachment, { query: { attachmentId: id }, token: admin.token });
    expect(one.json.data).toMatchObject({
      attachmentName: 'Terms & Conditions',
      termAndCondition: true,
      hasFile: true,
      pageCount: 2,
      scopes: [{ leafId: wallLeaf }],
    });
    const noName = await call(t.app, saveProposalAttachment, {
      body: { prefillAttachmentId: id, attachmentName: ' ' },
      token: admin.token,
    });
    expect(noName.json.errors.attachmentName).toBe(messages.proposalAttachmentNameRequired);

    const off = await upload({ prefillAttachmentId: id }, await pdfOf('New terms', 3));
    expect(off.statusCode).toBe(400);
    expect(off.json.message).toBe(messages.proposalAttachmentReplaceOff);
    const on = await upload({ prefillAttachmentId: id, replace: 'true' }, await pdfOf('New terms', 3));
    expect(on.json).toMatchObject({ success: true, message: messages.prefillUploadComplete, prefillAttachmentId: id });
    expect(
      (await call(t.app, getProposalAttachment, { query: { attachmentId: id }, token: admin.token })).json.data
        .pageCount,
    ).toBe(3);
    expect(await auditOf(t.database.db, 'proposalAttachment', id, ['replace'])).toHaveLength(1);
    expect((await upload({ prefillAttachmentId: 999999 }, await pdfOf('x', 1))).statusCode).toBe(404);
  });
});

describe('GET /Proposal/ProposalListNames, GET and POST /Proposal/Prefill', () => {
  it('answer 401 anonymously and 403 without admin.proposals', async () => {
    await denies(t.app, proposalListNames, {}, builder.token);
    await denies(t.app, getPrefill, { query: { id: wallLeaf } }, builder.token);
    await denies(t.app, savePrefill, { body: { leafId: wallLeaf, proposalTitle: 'x' } }, builder.token);
  });

  it('answer 400 without a title, 404 for a node that is not a leaf', async () => {
    const res = await call(t.app, savePrefill, { body: { leafId: wallLeaf, proposalTitle: '' }, token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.proposalTitle).toBe(messages.required('Proposal title'));
    const [soundWall] = await import('../../../test/factories/hand-off.ts').then((m) =>
      m.scopePath(t.database.db, 'Sound Wall'),
    );
    expect((await call(t.app, getPrefill, { query: { id: soundWall }, token: admin.token })).statusCode).toBe(404);
  });

  it('lists every leaf and saves one leaf configuration with its notes and attachments, audited', async () => {
    const names = await call(t.app, proposalListNames, { token: admin.token });
    expect(names.json.data.find((l) => l.leafId === wallLeaf)).toMatchObject({ scopeName: WALL_LEAF.join(' - ') });
    const fresh = await call(t.app, getPrefill, { query: { id: meterLeaf }, token: admin.token });
    expect(fresh.json.data).toMatchObject({ prefillBaseId: null, leafName: METER_LEAF.join(' - ') });

    const note = (await call(t.app, createNote, { body: { note: 'Meters need site power.' }, token: admin.token })).json
      .prefillNoteId;
    const res = await call(t.app, savePrefill, {
      body: {
        leafId: meterLeaf,
        proposalTitle: 'Baseline Noise Survey',
        scopeName: 'Attended baseline survey',
        proposalDescription: 'Class 1 meters at four property lines.',
        notes: [note],
        attachments: [],
        detailed: true,
        hideItem: false,
      },
      token: admin.token,
    });
    expect(res.json).toMatchObject({ success: true, message: messages.prefillSaved });
    const again = await call(t.app, getPrefill, { query: { id: meterLeaf }, token: admin.token });
    expect(again.json.data).toMatchObject({ proposalTitle: 'Baseline Noise Survey', notes: [note], detailed: true });
    expect(await auditOf(t.database.db, 'proposalPrefill', res.json.prefillBaseId)).toMatchObject([
      { userId: admin.id, action: 'create' },
    ]);
    const badNote = await call(t.app, savePrefill, {
      body: { leafId: meterLeaf, proposalTitle: 'x', notes: [999999] },
      token: admin.token,
    });
    expect(badNote.statusCode).toBe(400);
  });
});

/** A job whose leaves are configured: wall with a title and a default attachment, meter with a note. */
async function configuredJob() {
  const job = await createProposalJob(t.database.db);
  await call(t.app, savePrefill, {
    body: {
      leafId: wallLeaf,
      proposalTitle: 'Sound Wall STC 32, 24 ft',
      scopeName: 'Freestanding sound wall',
      proposalDescription: 'Supply, install and remove a freestanding 24 ft STC 32 sound wall.',
      attachments: [await newAttachment('Sound Wall Terms', 2)],
    },
    token: admin.token,
  });
  return job;
}

function proposalBody(job: Awaited<ReturnType<typeof createProposalJob>>, extra: Partial<ProposalFields> = {}) {
  return {
    jobId: job.id,
    title: 'Hawkins Pad Sound Wall',
    encContact: builder.id,
    companyLocation: job.locationId,
    companyContact: job.contactId,
    companyContactPronoun: 'Ms.',
    reference: 'RFQ-2231',
    subject: 'Sound wall and monitoring',
    introParagraph: 'Thank you for the opportunity.',
    proposalScope: [
      { title: 'Sound Wall STC 32', description: 'Freestanding wall, 400 ft.', order: 0 },
      { title: 'Baseline Survey', description: 'Two weeks of monitoring.', optional: true, order: 1 },
    ],
    notes: [
      { note: 'Pricing valid for 30 days.', custom: true },
      { note: 'Customer provides site access.', custom: true },
    ],
    attachments: [],
    ...extra,
  } satisfies ProposalFields;
}

describe('GET /Proposal/BuildProposal and GET /Proposal/RegenerateBody', () => {
  it('answer 401 anonymously and 403 without proposals.build', async () => {
    await denies(t.app, getBuildProposal, { query: { jobId: 1 } }, nobody);
    await denies(t.app, regenerateBody, { query: { jobId: 1 } }, nobody);
  });

  it('answer 400 for a bad job id and 404 for a missing job', async () => {
    expect((await call(t.app, getBuildProposal, { query: { jobId: 'x' }, token: builder.token })).statusCode).toBe(400);
    expect((await call(t.app, regenerateBody, { query: { jobId: 999999 }, token: builder.token })).statusCode).toBe(
      404,
    );
  });

  it('prefill a new proposal from the configuration of the job scope leaves', async () => {
    const job = await configuredJob();
    const res = await call(t.app, getBuildProposal, { query: { jobId: job.id }, token: builder.token });
    expect(res.json, JSON.stringify(res.json)).toMatchObject({ success: true });
    const { data } = res.json;
    expect(data.honorific).toContain('Ms.');
    expect(data.contacts).toEqual([{ value: job.contactId, label: 'Dana Whitfield' }]);
    expect(data.locations).toEqual([{ value: job.locationId, label: 'Midland Field Office' }]);
    expect(data.users.map((u) => u.value)).toContain(builder.id);
    expect(data.proposal.proposalId).toBe(0);
    expect(data.proposal.proposalScope.map((s) => s.title)).toEqual([
      'Sound Wall STC 32, 24 ft',
      'Baseline Noise Survey',
    ]);
    expect(data.proposal.proposalScope[1]).toMatchObject({ optional: true, detailed: true, quantity: 2 });
    expect(data.proposal.notes).toEqual([{ note: 'Meters need site power.', custom: false, order: 0 }]);
    expect(data.proposal.attachments).toMatchObject([{ attachmentName: 'Sound Wall Terms', default: true }]);
    const body = await call(t.app, regenerateBody, { query: { jobId: job.id }, token: builder.token });
    expect(body.json.data.subject).toContain('Sound Wall STC 32, 24 ft, Baseline Noise Survey');
    expect(body.json.data.proposalScope).toEqual(data.proposal.proposalScope);
  });
});

describe('POST /Proposal/BuildProposal', () => {
  it('answers 401 anonymously and 403 without proposals.build', async () => {
    const job = await createProposalJob(t.database.db);
    await denies(t.app, saveBuildProposal, { body: proposalBody(job) }, nobody);
  });

  it('answers 400 with the three selection messages and the required texts', async () => {
    const job = await createProposalJob(t.database.db);
    const res = await call(t.app, saveBuildProposal, {
      body: {
        ...proposalBody(job),
        encContact: 0,
        companyLocation: 0,
        companyContact: 0,
        reference: '',
        introParagraph: '',
        title: '',
      },
      token: builder.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      encContact: messages.proposalSelectEncContact,
      companyLocation: messages.proposalSelectLocation,
      companyContact: messages.proposalSelectCompanyContact,
      title: messages.required('Title'),
      reference: messages.required('Reference'),
      introParagraph: messages.required('Intro paragraph'),
    });
    const other = await createProposalJob(t.database.db);
    const foreign = await call(t.app, saveBuildProposal, {
      body: proposalBody(job, { companyContact: other.contactId }),
      token: builder.token,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json.errors.companyContact).toBe(messages.proposalSelectCompanyContact);
  });

  it('saves the proposal and keeps the default attachments and notes, audited', async () => {
    const job = await configuredJob();
    const res = await call(t.app, saveBuildProposal, { body: proposalBody(job), token: builder.token });
    expect(res.json).toMatchObject({ success: true, message: messages.proposalSaved });
    const loaded = await call(t.app, getBuildProposal, { query: { jobId: job.id }, token: builder.token });
    expect(loaded.json.data.proposal).toMatchObject({
      proposalId: res.json.proposalId,
      reference: 'RFQ-2231',
      // The body sent only its custom notes: the note linked to the wall leaf above stays (spec 3 §5).
      notes: [
        { note: 'Pricing valid for 30 days.', custom: true },
        { note: 'Customer provides site access.', custom: true },
        { note: 'Meters need site power.', custom: false },
      ],
      attachments: [{ attachmentName: 'Sound Wall Terms', default: true }],
    });
    expect(await auditOf(t.database.db, 'proposal', res.json.proposalId)).toMatchObject([
      { userId: builder.id, action: 'create' },
    ]);
  });
});

describe('POST /Proposal/GeneratePDF, GET /Proposal/ProposalListView, SetProposalPdfFavorite, ProposalPDF', () => {
  it('answer 401 anonymously and 403 without the permission', async () => {
    await denies(t.app, generatePdf, { body: { jobId: 1 } }, nobody);
    await denies(t.app, proposalListView, { query: { jobId: 1 } }, nobody);
    await denies(t.app, setProposalPdfFavorite, { body: { proposalId: 1, favorite: true } }, nobody);
    await denies(t.app, proposalPdf, { query: { PdfId: 1 } }, builder.token);
  });

  it('answer 400 before a proposal is saved and for a bad body', async () => {
    const job = await createProposalJob(t.database.db);
    const res = await call(t.app, generatePdf, { body: { jobId: job.id }, token: builder.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(messages.proposalNotSaved);
    expect((await call(t.app, generatePdf, { body: {}, token: builder.token })).statusCode).toBe(400);
    const fav = await call(t.app, setProposalPdfFavorite, {
      body: { proposalId: 1, favorite: false },
      token: builder.token,
    });
    expect(fav.statusCode).toBe(400);
  });

  it('generates a real proposal with merged attachments, stored as generated, one favourite', async () => {
    const job = await configuredJob();
    const extra = await newAttachment('Product Sheet', 3);
    await call(t.app, saveBuildProposal, {
      body: proposalBody(job, { attachments: [{ prefillAttachmentId: extra }] }),
      token: builder.token,
    });
    const first = await call(t.app, generatePdf, { body: { jobId: job.id }, token: builder.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const bytes = first.rawPayload;
    const { text, check } = textOf(bytes);
    expect(check).toContain('No syntax or stream encoding errors');
    for (const words of [
      'Stillwater Noise Control',
      'Ms. Dana Whitfield',
      'Midland Field Office',
      '300 N Loraine St',
      'RFQ-2231',
      'Dear Ms. Whitfield,',
      'Thank you for the opportunity.',
      'Hawkins Pad Sound Wall',
      'Scope of Work',
      '1. Sound Wall STC 32',
      '2. Baseline Survey',
      'OPTIONAL',
      'Pricing valid for 30 days.',
      'Customer provides site access.',
      'Product Sheet (3 pages, follows)',
      'Sound Wall Terms page 2',
      'Product Sheet page 3',
    ]) {
      expect(text).toContain(words);
    }
    // Own pages (cover letter + body) then 3 + 2 attached pages, every page numbered of the total.
    const pages = text.split('\f').filter((p) => p.trim());
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(2 + 5);
    expect(pages.at(-1)).toContain('Sound Wall Terms page 2');
    expect(pages.at(-3)).toContain('Product Sheet page 3');
    expect(text).toContain(`Page ${total} of ${total}`);

    const list = await call(t.app, proposalListView, { query: { jobId: job.id }, token: builder.token });
    expect(list.json.data.allowDownload).toBe(false);
    const [entry] = list.json.data.proposals;
    expect(entry).toMatchObject({ favorite: true, pageCount: total });
    expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await auditOf(t.database.db, 'proposalPdf', entry.proposalId)).toMatchObject([
      { userId: builder.id, action: 'generate' },
    ]);

    // A later configuration change (the attachment replaced) does not alter the stored proposal.
    await upload({ prefillAttachmentId: extra, replace: 'true' }, await pdfOf('Changed', 1));
    const stored = await call(t.app, proposalPdf, { query: { PdfId: entry.proposalId }, token: downloader.token });
    expect(stored.statusCode).toBe(200);
    expect(createHash('sha256').update(stored.rawPayload).digest('hex')).toBe(entry.sha256);
    expect(stored.headers['content-disposition']).toContain(entry.proposalName.replace(/[^\x20-\x7e]/g, '_'));

    const second = await call(t.app, generatePdf, { body: { jobId: job.id }, token: builder.token });
    const secondId = Number(second.headers['x-proposal-id']);
    const fav = await call(t.app, setProposalPdfFavorite, {
      body: { proposalId: secondId, favorite: true },
      token: builder.token,
    });
    expect(fav.json).toEqual({ success: true, message: messages.proposalFavoriteSaved });
    const rows = await t.database.db.select().from(proposalPdfs).where(eq(proposalPdfs.jobId, job.id));
    expect(rows.filter((r) => r.favorite).map((r) => r.id)).toEqual([secondId]);
    expect(await auditOf(t.database.db, 'proposalPdf', secondId, ['favorite'])).toMatchObject([{ userId: builder.id }]);
    const withDownload = await call(t.app, proposalListView, { query: { jobId: job.id }, token: downloader.token });
    expect(withDownload.json.data.allowDownload).toBe(true);
    expect(withDownload.json.data.proposals).toHaveLength(2);
    expect((await call(t.app, proposalPdf, { query: { PdfId: 999999 }, token: downloader.token })).statusCode).toBe(
      404,
    );
  });
});
