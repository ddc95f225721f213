import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentWritePermission, messages } from '@fieldbook/contract';
import {
  deleteJobAttachment,
  favoriteJobAttachment,
  getJobAttachment,
  jobAttachmentList,
  saveJobAttachment,
} from '@fieldbook/contract/hand-off';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, form, signInUser } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHandOffJob } from '../../../test/factories/hand-off.ts';
import { files, jobAttachments } from '../../db/schema/index.ts';
import { simplePdf } from '../../demo/pdf.ts';

let t: TestApp;
let handOff: { id: number; token: string };
let installer: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };
let drillUser: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  handOff = await signInUser(t, ['jobs.view', 'stage.handOff']);
  installer = await signInUser(t, ['jobs.view', 'stage.installation']);
  viewer = await signInUser(t, ['jobs.view']);
  plain = await signInUser(t, []);
  drillUser = await signInUser(t, ['jobs.view', 'stage.handOff', 'drilling.user']);
});

const upload = (body: FormData, token?: string) => call(t.app, saveJobAttachment, { body, token });
const pdf = (name: string) => ({ bytes: simplePdf(name, ['Site plan']), name, type: 'application/pdf' });
const list = async (jobId: number, stepId: number, token = viewer.token) =>
  (await call(t.app, jobAttachmentList, { query: { jobId, stepId }, token })).json;

describe('attachmentWritePermission', () => {
  it('maps the steps to their stage permission', () => {
    expect([1, 7, 10, 11, 12, 2].map(attachmentWritePermission)).toEqual([
      'stage.handOff',
      'stage.clientApproval',
      'stage.installation',
      'stage.onRent',
      'stage.tearDown',
      null,
    ]);
  });
});

describe('POST /JobAttachment/SaveJobAttachment', () => {
  it('401 anonymous, 403 without any stage permission', async () => {
    const j = await createHandOffJob(t.database.db);
    expect((await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')))).statusCode).toBe(401);
    expect((await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')), viewer.token)).statusCode).toBe(403);
  });

  it("403 with another step's permission or as a Drilling User; 400 for a bad step or no file; nothing stored", async () => {
    const j = await createHandOffJob(t.database.db);
    const other = await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')), installer.token);
    expect(other.statusCode).toBe(403);
    const drilling = await createHandOffJob(t.database.db, { drilling: true });
    expect((await upload(form({ JobId: drilling.id, JobStep: 1 }, pdf('a.pdf')), drillUser.token)).statusCode).toBe(
      403,
    );
    const step = await upload(form({ JobId: j.id, JobStep: 3 }, pdf('a.pdf')), handOff.token);
    expect(step.statusCode).toBe(400);
    expect(step.json.message).toBe(messages.attachmentStepInvalid);
    expect((await upload(form({ JobId: j.id, JobStep: 1 }), handOff.token)).statusCode).toBe(400);
    expect(await t.database.db.select().from(jobAttachments).where(eq(jobAttachments.jobId, j.id))).toEqual([]);
  });

  it('keeps a file as what its content is: a PDF named site-plan.png is stored, listed and served as a PDF', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await upload(
      form({ JobId: j.id, JobStep: 1 }, { ...pdf('Site plan'), name: 'site-plan.png' }),
      handOff.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await list(j.id, 1)).data;
    expect(row).toMatchObject({ name: 'site-plan.pdf', contentType: 'application/pdf' });
    const file = await call(t.app, getJobAttachment, {
      query: { FileId: res.json.jobAttachmentId },
      token: viewer.token,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="site-plan.pdf"');
    const bin = await upload(
      form({ JobId: j.id, JobStep: 1 }, { bytes: Buffer.from([0, 1, 2, 3]), name: 'data.csv.exe' }),
      handOff.token,
    );
    expect(bin.statusCode).toBe(400);
    expect(bin.json.errors).toEqual({ file: 'This type of file is not accepted.' });
  });

  it('stores the file, lists it at its step only, with job history; downloads it', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await upload(form({ JobId: j.id, JobStep: 1 }, pdf('site-plan.pdf')), handOff.token);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json.jobAttachmentId;
    const listed = await list(j.id, 1);
    expect(listed.data).toEqual([
      expect.objectContaining({
        jobAttachmentId: id,
        name: 'site-plan.pdf',
        favorite: false,
        contentType: 'application/pdf',
      }),
    ]);
    expect((await list(j.id, 10)).data).toEqual([]);
    const [h] = await auditOf(t.database.db, 'job', j.id, ['attachment.add']);
    expect(h).toMatchObject({ userId: handOff.id });
    const file = await call(t.app, getJobAttachment, { query: { FileId: id }, token: viewer.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="site-plan.pdf"/);
    const dl = await call(t.app, getJobAttachment, { query: { FileId: id, download: 'true' }, token: viewer.token });
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a step-10 attachment needs stage.installation', async () => {
    const j = await createHandOffJob(t.database.db, { stepId: 10 });
    expect((await upload(form({ JobId: j.id, JobStep: 10 }, pdf('a.pdf')), handOff.token)).statusCode).toBe(403);
    expect((await upload(form({ JobId: j.id, JobStep: 10 }, pdf('a.pdf')), installer.token)).statusCode).toBe(200);
  });
});

describe('list, download, favourite, delete', () => {
  it('401 and 403', async () => {
    await denies(t.app, jobAttachmentList, { query: { jobId: '1', stepId: '1' } }, plain.token);
    await denies(t.app, getJobAttachment, { query: { FileId: '1' } }, plain.token);
    await denies(t.app, deleteJobAttachment, { body: { id: 1 } }, viewer.token);
    await denies(t.app, favoriteJobAttachment, { body: { id: 1, favorite: true } }, viewer.token);
  });

  it('400 for a bad step in the list; 404 for a missing attachment', async () => {
    const j = await createHandOffJob(t.database.db);
    const bad = await call(t.app, jobAttachmentList, { query: { jobId: j.id, stepId: '4' }, token: viewer.token });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, getJobAttachment, { query: { FileId: '999999' }, token: viewer.token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, deleteJobAttachment, { body: { id: 999999 }, token: handOff.token })).statusCode).toBe(
      404,
    );
  });

  it('favourites list first; delete removes row and file, with job history', async () => {
    const j = await createHandOffJob(t.database.db);
    const first = (await upload(form({ JobId: j.id, JobStep: 1 }, pdf('first.pdf')), handOff.token)).json
      .jobAttachmentId;
    await upload(form({ JobId: j.id, JobStep: 1 }, pdf('second.pdf')), handOff.token);
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['second.pdf', 'first.pdf']);
    const fav = await call(t.app, favoriteJobAttachment, { body: { id: first, favorite: true }, token: handOff.token });
    expect(fav.statusCode).toBe(200);
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['first.pdf', 'second.pdf']);
    const viewerDelete = await call(t.app, deleteJobAttachment, { body: { id: first }, token: installer.token });
    expect(viewerDelete.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(jobAttachments).where(eq(jobAttachments.id, first));
    const del = await call(t.app, deleteJobAttachment, { body: { id: first }, token: handOff.token });
    expect(del.json).toEqual({ success: true, message: messages.attachmentDeleted });
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['second.pdf']);
    expect(await t.database.db.select().from(files).where(eq(files.id, row.fileKey))).toEqual([]);
    // The bytes go with the next sweep of the store, once nothing names them.
    const stored = join(t.config.dataDir, 'files', row.fileKey.slice(0, 2), row.fileKey);
    expect(existsSync(stored)).toBe(true);
    await t.app.services.storage.sweep(0);
    expect(existsSync(stored)).toBe(false);
    expect(
      (await auditOf(t.database.db, 'job', j.id, ['attachment.favorite', 'attachment.delete'])).map((r) => r.action),
    ).toEqual(['attachment.favorite', 'attachment.delete']);
  });

  it('a Drilling User gets 404 for the list of a non-drilling job', async () => {
    const j = await createHandOffJob(t.database.db);
    const res = await call(t.app, jobAttachmentList, { query: { jobId: j.id, stepId: '1' }, token: drillUser.token });
    expect(res.statusCode).toBe(404);
  });
});
