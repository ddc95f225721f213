import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentWritePermission, messages } from '@fieldbook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories/users.ts';
import { files, jobAttachments } from '../../db/schema/index.ts';
import { simplePdf } from '../../demo/pdf.ts';
import { kit } from './test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
let handOff: { id: number; token: string };
let installer: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };
let drillUser: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
  handOff = await k.user(['jobs.view', 'stage.handOff']);
  installer = await k.user(['jobs.view', 'stage.installation']);
  viewer = await k.user(['jobs.view']);
  plain = await k.user([]);
  drillUser = await k.user(['jobs.view', 'stage.handOff', 'drilling.user']);
});

function form(fields: Record<string, string | number>, file?: { bytes: Buffer; name: string }) {
  const f = new FormData();
  for (const [key, v] of Object.entries(fields)) f.append(key, String(v));
  if (file) f.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  return f;
}
const upload = (body: FormData, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/JobAttachment/SaveJobAttachment',
    headers: token ? bearer(token) : {},
    payload: body,
  });
const pdf = (name: string) => ({ bytes: simplePdf(name, ['Site plan']), name });
const list = async (jobId: number, stepId: number, token = viewer.token) =>
  (await k.call('GET', `/JobAttachment/GetJobAttachmentList?jobId=${jobId}&stepId=${stepId}`, undefined, token)).json();

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
    const j = await k.job();
    expect((await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')))).statusCode).toBe(401);
    expect((await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')), viewer.token)).statusCode).toBe(403);
  });

  it("403 with another step's permission or as a Drilling User; 400 for a bad step or no file; nothing stored", async () => {
    const j = await k.job();
    const other = await upload(form({ JobId: j.id, JobStep: 1 }, pdf('a.pdf')), installer.token);
    expect(other.statusCode).toBe(403);
    const drilling = await k.job({ drilling: true });
    expect((await upload(form({ JobId: drilling.id, JobStep: 1 }, pdf('a.pdf')), drillUser.token)).statusCode).toBe(
      403,
    );
    const step = await upload(form({ JobId: j.id, JobStep: 3 }, pdf('a.pdf')), handOff.token);
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe(messages.attachmentStepInvalid);
    expect((await upload(form({ JobId: j.id, JobStep: 1 }), handOff.token)).statusCode).toBe(400);
    expect(await t.database.db.select().from(jobAttachments).where(eq(jobAttachments.jobId, j.id))).toEqual([]);
  });

  it('stores the file, lists it at its step only, with job history; downloads it', async () => {
    const j = await k.job();
    const res = await upload(form({ JobId: j.id, JobStep: 1 }, pdf('site-plan.pdf')), handOff.token);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().jobAttachmentId;
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
    const [h] = await k.history(j.id, ['attachment.add']);
    expect(h).toMatchObject({ userId: handOff.id });
    const file = await k.call('GET', `/JobAttachment/GetJobAttachment?FileId=${id}`, undefined, viewer.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="site-plan.pdf"/);
    const dl = await k.call(
      'GET',
      `/JobAttachment/GetJobAttachment?FileId=${id}&download=true`,
      undefined,
      viewer.token,
    );
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a step-10 attachment needs stage.installation', async () => {
    const j = await k.job({ stepId: 10 });
    expect((await upload(form({ JobId: j.id, JobStep: 10 }, pdf('a.pdf')), handOff.token)).statusCode).toBe(403);
    expect((await upload(form({ JobId: j.id, JobStep: 10 }, pdf('a.pdf')), installer.token)).statusCode).toBe(200);
  });
});

describe('list, download, favourite, delete', () => {
  it('401 and 403', async () => {
    await k.denies('GET', '/JobAttachment/GetJobAttachmentList?jobId=1&stepId=1', undefined, plain.token);
    await k.denies('GET', '/JobAttachment/GetJobAttachment?FileId=1', undefined, plain.token);
    await k.denies('POST', '/JobAttachment/DeleteJobAttachment', { id: 1 }, viewer.token);
    await k.denies('POST', '/JobAttachment/FavoriteJobAttachment', { id: 1, favorite: true }, viewer.token);
  });

  it('400 for a bad step in the list; 404 for a missing attachment', async () => {
    const j = await k.job();
    const bad = await k.call(
      'GET',
      `/JobAttachment/GetJobAttachmentList?jobId=${j.id}&stepId=4`,
      undefined,
      viewer.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await k.call('GET', '/JobAttachment/GetJobAttachment?FileId=999999', undefined, viewer.token)).statusCode,
    ).toBe(404);
    expect((await k.call('POST', '/JobAttachment/DeleteJobAttachment', { id: 999999 }, handOff.token)).statusCode).toBe(
      404,
    );
  });

  it('favourites list first; delete removes row and file, with job history', async () => {
    const j = await k.job();
    const first = (await upload(form({ JobId: j.id, JobStep: 1 }, pdf('first.pdf')), handOff.token)).json()
      .jobAttachmentId;
    await upload(form({ JobId: j.id, JobStep: 1 }, pdf('second.pdf')), handOff.token);
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['second.pdf', 'first.pdf']);
    const fav = await k.call(
      'POST',
      '/JobAttachment/FavoriteJobAttachment',
      { id: first, favorite: true },
      handOff.token,
    );
    expect(fav.statusCode).toBe(200);
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['first.pdf', 'second.pdf']);
    const viewerDelete = await k.call('POST', '/JobAttachment/DeleteJobAttachment', { id: first }, installer.token);
    expect(viewerDelete.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(jobAttachments).where(eq(jobAttachments.id, first));
    const del = await k.call('POST', '/JobAttachment/DeleteJobAttachment', { id: first }, handOff.token);
    expect(del.json()).toEqual({ success: true, message: messages.attachmentDeleted });
    expect((await list(j.id, 1)).data.map((a: { name: string }) => a.name)).toEqual(['second.pdf']);
    expect(await t.database.db.select().from(files).where(eq(files.id, row.fileKey))).toEqual([]);
    expect(existsSync(join(t.config.dataDir, 'files', row.fileKey.slice(0, 2), row.fileKey))).toBe(false);
    expect((await k.history(j.id, ['attachment.favorite', 'attachment.delete'])).map((r) => r.action)).toEqual([
      'attachment.favorite',
      'attachment.delete',
    ]);
  });

  it('a Drilling User gets 404 for the list of a non-drilling job', async () => {
    const j = await k.job();
    const res = await k.call(
      'GET',
      `/JobAttachment/GetJobAttachmentList?jobId=${j.id}&stepId=1`,
      undefined,
      drillUser.token,
    );
    expect(res.statusCode).toBe(404);
  });
});
